package io.github.fanorona.server;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.account.AccountStore;
import io.github.fanorona.server.account.MemoryAccounts;
import io.github.fanorona.server.rating.MemoryLedger;
import io.github.fanorona.server.rating.RatingLedger;
import io.github.fanorona.server.store.TermsStore;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Predicate;

/**
 * Where the site writes its players and the club's games as they are played, so that a restart or a
 * crash loses no turn: a player made or renamed, a game made, a seat taken, each turn (written
 * before the players are told of it), the end. The site's one seam to the database: {@link
 * StoreLedger} over {@code store.ClubStore}; {@link #NONE} keeps nothing (a site in memory only).
 *
 * <pre>{@code
 * String id = ledger.created("sivy", "seed000", ann.id(), "");   // "q9Xz…": Black's seat free
 * ledger.turn(id, 1, "d3-e3W");   // the turn row and the game's version, one transaction
 * ledger.live()                   // [the live games, each with its turns' texts]
 * }</pre>
 */
interface Ledger {
  /** A ledger that keeps nothing: a site in memory only (most tests). */
  Ledger NONE = new Ledger() {};

  /**
   * A game as stored: its seats (player ids, "" for a free one, with their names), status and
   * turns.
   *
   * @param id the game's id
   * @param variant the variant's name
   * @param preset the preset's name
   * @param white the white player's id, or ""
   * @param whiteName the white player's name, or ""
   * @param black the black player's id, or ""
   * @param blackName the black player's name, or ""
   * @param status waiting, live, finished or aborted
   * @param result 1-0, 0-1 or 1/2-1/2 once finished, else ""
   * @param termination why it ended ("" while it goes on)
   * @param turns the turns played, as A/W texts
   * @param computer the side the computer plays in a game against it, else empty
   * @param level the computer's level in a game against it, else 0
   */
  record Stored(
      String id,
      String variant,
      String preset,
      String white,
      String whiteName,
      String black,
      String blackName,
      String status,
      String result,
      String termination,
      List<String> turns,
      Optional<Side> computer,
      int level) {}

  /**
   * A game in a player's list: who played it and how it ended.
   *
   * @param id the game's id
   * @param variant the variant's name
   * @param whiteName the white player's name, or ""
   * @param blackName the black player's name, or ""
   * @param status waiting, live, finished or aborted
   * @param result 1-0, 0-1 or 1/2-1/2 once finished, else ""
   */
  record Summary(
      String id,
      String variant,
      String whiteName,
      String blackName,
      String status,
      String result) {}

  /** A player's latest club games, at most {@code limit}, the latest first (none in memory). */
  default List<Summary> gamesOf(String playerId, int limit) {
    return List.of();
  }

  /**
   * Writes a new player.
   *
   * @return the player's id
   */
  default String joined(String name, String secretHash) {
    return newId();
  }

  /** The player whose secret has that hash, if the ledger knows one. */
  default Optional<Players.Player> player(String secretHash) {
    return Optional.empty();
  }

  /** Writes a new signed-in session of a player (the SHA-256 of its secret). */
  default void signedIn(String playerId, String secretHash) {}

  /** Ends a session, a signed-in one or a guest's own: its secret opens nothing after this. */
  default void signedOut(String secretHash) {}

  /**
   * The accounts' store: in the database, or (this default, for a site in memory) a new empty one;
   * the site asks once.
   */
  default AccountStore accounts() {
    return new MemoryAccounts();
  }

  /** The ratings' store: in the database, or (this default) a new one in memory; asked once. */
  default RatingLedger ratings() {
    return new MemoryLedger();
  }

  /** Writes a new game's terms: rated or not, and its time control ("" for none). */
  default void terms(String id, boolean rated, String timeControl) {}

  /** A game's terms as written, empty for a casual, untimed game (or a ledger that keeps none). */
  default Optional<TermsStore.Terms> terms(String id) {
    return Optional.empty();
  }

  /** Writes a player's new name. */
  default void renamed(String playerId, String name) {}

  /**
   * Writes a new game with the seats taken so far (player ids, "" for a free seat).
   *
   * @return the game's id: 128 random bits, URL-safe
   */
  default String created(String variant, String preset, String white, String black) {
    return newId();
  }

  /**
   * Writes a new game of a player against the computer (the play page's).
   *
   * @return the game's id, as {@link #created}'s
   */
  default String computerGame(String variant, String preset, String player, Side human, int level) {
    return newId();
  }

  /** Writes an Undo of a game against the computer: only its first {@code plies} turns are kept. */
  default void takenBack(String id, int plies) {}

  /** Writes the computer's new level in a game against it. */
  default void levelChanged(String id, int level) {}

  /**
   * Writes a seek opened in the lobby ({@code colour}: white, black or random; {@code time}: its
   * time control, "" for none).
   *
   * @return the seek's id
   */
  default String sought(
      String player, String variant, String preset, String colour, boolean rated, String time) {
    return newId();
  }

  /** Writes a seek gone: accepted, withdrawn, or its player's lobby page closed. */
  default void unsought(String seekId) {}

  /** The open seeks, to take up again after a restart. */
  default List<Lobby.Seek> seeks() {
    return List.of();
  }

  /** Writes a seat taken. */
  default void seated(String id, Side side, String player) {}

  /** Writes a turn, the {@code ply}th (from 1) of the game; returns once it is stored. */
  default void turn(String id, int ply, String text) {}

  /** Writes a game's end: finished with a result (1-0, 0-1, 1/2-1/2), or aborted (result ""). */
  default void finished(String id, String status, String result, String termination) {}

  /**
   * Whether the ledger keeps the games written to it, so that an ended game can be let go from
   * memory and read again ({@link #find}).
   */
  default boolean keeps() {
    return false;
  }

  /** The live games between people, to take up again after a restart. */
  default List<Stored> live() {
    return List.of();
  }

  /** When each stored turn of a game was played, in order (none in memory): its clock's replay. */
  default List<Instant> turnTimes(String id) {
    return List.of();
  }

  /** A game of any status, with its turns. */
  default Optional<Stored> find(String id) {
    return Optional.empty();
  }

  /**
   * Tells every server on the same database that a game changed (PostgreSQL's LISTEN/NOTIFY through
   * {@code store.Relay}); returns at once.
   */
  default void publish(String id, String event) {}

  /**
   * Hears the changes {@link #publish}ed by every server on the same database, this one included,
   * until the site stops.
   */
  default void listen(BiConsumer<String, String> changed) {}

  /**
   * Lets go of what the ledger remembers of the games the site no longer holds (the version it last
   * wrote), so that its memory is bounded as the site's is; such a game is read again when it is
   * taken up. The site calls it after each sweep of idle games.
   */
  default void retain(Predicate<String> held) {}

  /** Lets the database go. */
  default void close() {}

  /** A new id of 128 random bits in URL-safe Base64 (22 characters). */
  static String newId() {
    byte[] b = new byte[16];
    Holder.RANDOM.nextBytes(b);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }

  /** The ids' source of randomness, made once. */
  final class Holder {
    static final SecureRandom RANDOM = new SecureRandom();

    private Holder() {}
  }
}
