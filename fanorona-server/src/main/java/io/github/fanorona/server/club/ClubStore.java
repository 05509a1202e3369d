package io.github.fanorona.server.club;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Ids;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.players.PlayerGames;
import io.github.fanorona.server.store.GameRow;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * Where the club's games are kept as they are played, so that a restart or a crash loses no turn: a
 * game made, a seat taken, each turn (written before the players hear of it), the end. The club's
 * database keeps them ({@link SqlClubStore}) and tells each server; {@link #none()} keeps none.
 *
 * <pre>{@code
 * String id = store.create(terms, ann.id(), "");   // "q9Xz…": Black's seat free
 * store.writes().append(id, 1, turn);                        // the turn and the game's version, at once
 * }</pre>
 */
public interface ClubStore {
  /** How long an instance that has not written {@link #beat} counts as running, in ms. */
  long ALIVE_MILLIS = 15_000;

  /**
   * A club game as stored, played again.
   *
   * <pre>{@code store.find(id).orElseThrow().status()   // LIVE}</pre>
   *
   * @param id the game's id
   * @param variant the variant's name
   * @param preset the preset's name
   * @param white the white player's id, or ""
   * @param black the black player's id, or ""
   * @param status where the game is
   * @param termination why it ended, if it did
   * @param rated whether it is rated
   * @param timeControl its time control ("5+3"), "" for none
   * @param game the game as played
   * @param turnTimes when each turn was stored, in order: its clock's replay
   */
  record Stored(
      String id,
      String variant,
      String preset,
      String white,
      String black,
      GameStatus status,
      Optional<Termination> termination,
      boolean rated,
      String timeControl,
      Game game,
      List<Instant> turnTimes) {}

  /**
   * A game in a player's list.
   *
   * <pre>{@code store.gamesOf(ann.id(), 50).get(0).status()   // FINISHED}</pre>
   *
   * @param id the game's id
   * @param variant the variant's name
   * @param white the white player's id, or ""
   * @param black the black player's id, or ""
   * @param status where it is
   * @param result its result once finished
   */
  record Listed(
      String id,
      String variant,
      String white,
      String black,
      GameStatus status,
      Optional<String> result) {
    /**
     * {@return the game as a player's list shows it: the players by name}
     *
     * <pre>{@code listed.summary(players::name).whiteName()   // "Ann"}</pre>
     *
     * @param names a player's name by id
     */
    public PlayerGames.Summary summary(Function<String, String> names) {
      return new PlayerGames.Summary(
          id, variant, names.apply(white), names.apply(black), status, result);
    }
  }

  /**
   * A request kept for every instance: a draw, a takeback (void after a turn) or a rematch asked.
   *
   * @param kind what is asked
   * @param side the side that asks
   * @param ply the turns played when it was asked
   * @param declined whether the other side declined it
   * @param next a rematch agreed: the new game's id ({@code "*"} while it is opened), else ""
   */
  record Request(Kind kind, Side side, int ply, boolean declined, String next) {
    /** What a request asks for. */
    public enum Kind {
      /** A draw by agreement, in a live game. */
      DRAW,
      /** The asker's last turn taken back, in a live casual game. */
      TAKEBACK,
      /** A new game of the same terms, colours swapped, once a game ended. */
      REMATCH
    }
  }

  /**
   * Writes a new game with the seats taken so far.
   *
   * <pre>{@code store.create(terms, ann.id(), "")   // "q9Xz…"}</pre>
   *
   * @param terms its variant, rules and clock
   * @param white the white player's id, "" for a free seat
   * @param black the black player's id, "" for a free seat
   * @return the game's id: 128 random bits, URL-safe
   */
  String create(Terms terms, String white, String black);

  /**
   * Writes a seat taken.
   *
   * <pre>{@code store.seated(id, Side.BLACK, bo.id())}</pre>
   *
   * @param id the game's id
   * @param side the side
   * @param player the player's id
   */
  void seated(String id, Side side, String player);

  /**
   * {@return how the game's turns and end are written}
   *
   * <pre>{@code store.writes().append(id, 1, turn)}</pre>
   */
  GameRow.Writes writes();

  /**
   * Writes a game aborted before it began.
   *
   * <pre>{@code store.abort(id, Termination.ABORTED_BY_WHITE)}</pre>
   *
   * @param id the game's id
   * @param termination who aborted it
   */
  void abort(String id, Termination termination);

  /**
   * Writes a takeback both players of a casual game agreed to: only the first {@code plies} turns
   * are kept.
   *
   * <pre>{@code store.takeBack(id, 4)}</pre>
   *
   * @param id the game's id
   * @param plies the turns kept
   */
  void takeBack(String id, int plies);

  /**
   * {@return the live games between people, to take up again after a restart}
   *
   * <pre>{@code store.live().size()   // 2}</pre>
   */
  List<Stored> live();

  /**
   * Returns a club game of any status (none for a game against the computer).
   *
   * <pre>{@code store.find("nope")   // Optional.empty}</pre>
   *
   * @param id the game's id
   * @return the game, or empty
   */
  Optional<Stored> find(String id);

  /**
   * Returns a player's latest club games, the latest first (none in memory).
   *
   * <pre>{@code store.gamesOf(ann.id(), 50)}</pre>
   *
   * @param player the player's id
   * @param limit the most games
   * @return the games
   */
  List<Listed> gamesOf(String player, int limit);

  /**
   * {@return whether the store keeps the games written to it, so that an ended game can be let go
   * from memory and read again}
   *
   * <pre>{@code ClubStore.none().keeps()   // false}</pre>
   */
  boolean keeps();

  /**
   * Tells every server on the same database that a game changed; returns at once.
   *
   * <pre>{@code store.publish(id, "turn 1f3a")}</pre>
   *
   * @param id the game's id
   * @param event what changed, and who tells it
   */
  void publish(String id, String event);

  /**
   * Hears the changes every server on the same database publishes, this one included, until the
   * site stops; an empty id means events may have been missed.
   *
   * <pre>{@code store.listen((id, event) -> reload(id))}</pre>
   *
   * @param changed hears a game's id and the event
   */
  void listen(BiConsumer<String, String> changed);

  /**
   * Writes that an instance of the club runs now, and lets go of what instances gone for a minute
   * left (their pages). An instance not seen for {@link #ALIVE_MILLIS} is gone: its pages no longer
   * count. Nothing in memory: one instance is the whole club.
   *
   * <pre>{@code store.beat(instance)   // every few seconds}</pre>
   *
   * @param instance the instance's name
   */
  default void beat(String instance) {}

  /**
   * Writes how many pages of a game a player has open on an instance (0: none any more).
   *
   * <pre>{@code store.pages(instance, id, bo.id(), 1)}</pre>
   *
   * @param instance the instance's name
   * @param id the game's id
   * @param player the player's id, "" for pages with no session
   * @param pages the pages open
   */
  default void pages(String instance, String id, String player, int pages) {}

  /**
   * Returns the pages of a game open on the other running instances, by player ("" for pages with
   * no session).
   *
   * <pre>{@code store.pagesElsewhere(instance, id)   // {bo's id=1}}</pre>
   *
   * @param instance this instance's name
   * @param id the game's id
   * @return the pages by player
   */
  default Map<String, Integer> pagesElsewhere(String instance, String id) {
    return Map.of();
  }

  /**
   * Returns the pages open on the other running instances, by game, then by player.
   *
   * <pre>{@code store.pagesElsewhere(instance)   // {q9Xz…={bo's id=1}}}</pre>
   *
   * @param instance this instance's name
   * @return the pages by game and player
   */
  default Map<String, Map<String, Integer>> pagesElsewhere(String instance) {
    return Map.of();
  }

  /**
   * Forgets an instance that stops, and its pages.
   *
   * <pre>{@code store.leave(instance)}</pre>
   *
   * @param instance the instance's name
   */
  default void leave(String instance) {}

  /**
   * {@return the version of a live game this server last wrote or heard of; 0 in memory}
   *
   * @param id the game's id
   */
  default int version(String id) {
    return 0;
  }

  /**
   * Notes the version another server wrote a live game at, as its event told it.
   *
   * @param id the game's id
   * @param version the version
   */
  default void version(String id, int version) {}

  /**
   * Returns the requests standing in a game, one at most of each kind, as the last instance wrote
   * them (none in memory: the game's table is then their only copy).
   *
   * @param id the game's id
   * @return the requests
   */
  default List<Request> requests(String id) {
    return List.of();
  }

  /**
   * Writes a request made, declined or agreed, over its kind's last but an agreed rematch's.
   *
   * @param id the game's id
   * @param request the request
   * @return whether it was written (always in memory, where the table is the only copy)
   */
  default boolean request(String id, Request request) {
    return true;
  }

  /**
   * Forgets every request of a game: a takeback agreed takes back the turns they were made at.
   *
   * @param id the game's id
   */
  default void withdraw(String id) {}

  /**
   * Writes a line of a game's chat (nothing in memory: the table holds it).
   *
   * <pre>{@code store.say(id, ChatRoom.Line.said(Side.WHITE, "good luck", now))}</pre>
   *
   * @param id the game's id
   * @param line the line
   */
  default void say(String id, ChatRoom.Line line) {}

  /**
   * Returns a game's chat, in the order it was said (none in memory).
   *
   * <pre>{@code store.chat(id).get(0).text()   // "good luck"}</pre>
   *
   * @param id the game's id
   * @return the lines
   */
  default List<ChatRoom.Line> chat(String id) {
    return List.of();
  }

  /**
   * {@return a store that keeps nothing: games live in memory only}
   *
   * <pre>{@code ClubStore.none().find(id)   // Optional.empty}</pre>
   */
  static ClubStore none() {
    return new ClubStore() {
      @Override
      public String create(Terms terms, String white, String black) {
        return Ids.newId();
      }

      @Override
      public void seated(String id, Side side, String player) {}

      @Override
      public GameRow.Writes writes() {
        return GameRow.Writes.NONE;
      }

      @Override
      public void abort(String id, Termination termination) {}

      @Override
      public void takeBack(String id, int plies) {}

      @Override
      public List<Stored> live() {
        return List.of();
      }

      @Override
      public Optional<Stored> find(String id) {
        return Optional.empty();
      }

      @Override
      public List<Listed> gamesOf(String player, int limit) {
        return List.of();
      }

      @Override
      public boolean keeps() {
        return false;
      }

      @Override
      public void publish(String id, String event) {}

      @Override
      public void listen(BiConsumer<String, String> changed) {}
    };
  }
}
