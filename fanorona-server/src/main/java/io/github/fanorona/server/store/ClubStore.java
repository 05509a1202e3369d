package io.github.fanorona.server.store;

import static io.github.fanorona.server.store.Rows.conflict;
import static io.github.fanorona.server.store.Rows.findGame;
import static io.github.fanorona.server.store.Rows.findPlayer;
import static io.github.fanorona.server.store.Rows.invalid;
import static io.github.fanorona.server.store.Rows.notFound;
import static io.github.fanorona.server.store.Rows.word;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.store.StoreException.Kind;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * The club's rows: players, games, their turns, and the lobby's seeks. Every write is one
 * transaction and returns the row as written; a write to a game names the version it read and fails
 * with {@link Kind#CONFLICT} when the game moved on, so two server instances never both play ply N.
 * Input past a bound is refused with {@link Kind#INVALID} before it reaches the database.
 *
 * <pre>{@code
 * ClubStore store = db.store();
 * Player ann = store.createPlayer("Ann", ClubStore.secretHash(annSecret));
 * Player bob = store.createPlayer("Bob", ClubStore.secretHash(bobSecret));
 * Game g = store.createGame(NewGame.of("sivy", "standard").withWhite(ann.id()));
 * g = store.seat(g.id(), Side.BLACK, bob.id(), g.version());   // LIVE, version 1
 * g = store.appendTurn(g.id(), 1, "d4-e5A", g.version());      // version 2
 * store.appendTurn(g.id(), 1, "c3-d4W", 1);   // StoreException CONFLICT: version 2, not 1
 * store.turns(g.id()).size()   // 1
 * }</pre>
 */
// Longer than most files: it is the store's one door, eighteen documented methods with the checks
// that keep bad input out; the SQL itself is in Rows.
public final class ClubStore {
  /** The longest display name. */
  public static final int MAX_NAME = 40;

  /** The longest turn text (a capture chain across the board is well under it). */
  public static final int MAX_TURN_TEXT = 400;

  /** The longest variant or preset name. */
  public static final int MAX_RULE_NAME = 32;

  /** The longest result, such as {@code "1/2-1/2"}. */
  public static final int MAX_RESULT = 16;

  /** The longest termination, such as {@code "time forfeit"}. */
  public static final int MAX_TERMINATION = 64;

  /** The most games {@link #gamesOf} returns, the latest first. */
  public static final int MAX_GAMES_OF = 200;

  /** The most seeks {@link #seeks} returns, the oldest first. */
  public static final int MAX_SEEKS = 500;

  private static final Pattern HASH = Pattern.compile("[0-9a-f]{64}");
  private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,36}");
  private static final SecureRandom RANDOM = new SecureRandom();

  private final DataSource data;

  ClubStore(DataSource data) {
    this.data = data;
  }

  /**
   * Returns the SHA-256 of a session's secret in lower-case hex, as the store keeps it: a stolen
   * database holds no cookie that opens a session.
   *
   * <pre>{@code ClubStore.secretHash("abc")
   * // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"}</pre>
   *
   * @param secret the cookie's secret
   * @return 64 hex digits
   */
  public static String secretHash(String secret) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  // --- players ---
  // --- players ---

  /**
   * Stores a new player.
   *
   * <pre>{@code store.createPlayer("Ann", ClubStore.secretHash(secret)).name()   // "Ann"}</pre>
   *
   * @param name the display name, 1 to {@value #MAX_NAME} characters
   * @param secretHash the {@link #secretHash} of the player's session secret
   * @return the player
   * @throws StoreException {@link Kind#INVALID} for a name out of bounds or a malformed hash,
   *     {@link Kind#CONFLICT} if another player has that hash
   */
  public Player createPlayer(String name, String secretHash) {
    checkName(name);
    if (!HASH.matcher(secretHash).matches()) {
      throw invalid("a secret's hash is 64 lower-case hex digits, as ClubStore.secretHash gives");
    }
    Player p = new Player(UUID.randomUUID().toString(), name, secretHash, now());
    return Rows.write(
        data,
        "store a player",
        c -> {
          if (findPlayer(c, "secret_hash", secretHash).isPresent()) {
            throw conflict("another player has that secret");
          }
          Rows.update(
              c,
              "INSERT INTO players (id, name, secret_hash, created_at) VALUES (?, ?, ?, ?)",
              p.id(),
              p.name(),
              p.secretHash(),
              p.createdAt());
          return p;
        });
  }

  /**
   * Finds the player of a session.
   *
   * <pre>{@code store.findPlayerBySecretHash(ClubStore.secretHash(cookie))   // Optional[Player…]}
   * </pre>
   *
   * @param secretHash the {@link #secretHash} of the cookie's secret
   * @return the player, empty if none has that hash
   */
  public Optional<Player> findPlayerBySecretHash(String secretHash) {
    if (!HASH.matcher(secretHash).matches()) {
      return Optional.empty();
    }
    return Rows.read(data, "find a player", c -> findPlayer(c, "secret_hash", secretHash));
  }

  /**
   * Finds a player by id.
   *
   * <pre>{@code store.player(ann.id()).map(Player::name)   // Optional[Ann]}</pre>
   *
   * @param playerId the player's id
   * @return the player, empty if there is none
   */
  public Optional<Player> player(String playerId) {
    if (!ID.matcher(playerId).matches()) {
      return Optional.empty();
    }
    return Rows.read(data, "find a player", c -> findPlayer(c, "id", playerId));
  }

  /**
   * Changes a player's display name.
   *
   * <pre>{@code store.rename(ann.id(), "Annie").name()   // "Annie"}</pre>
   *
   * @param playerId the player's id
   * @param name the new name, 1 to {@value #MAX_NAME} characters
   * @return the player as renamed
   * @throws StoreException {@link Kind#INVALID} for a name out of bounds, {@link Kind#NOT_FOUND}
   *     for an unknown player
   */
  public Player rename(String playerId, String name) {
    checkName(name);
    return Rows.write(
        data,
        "rename a player",
        c -> {
          if (Rows.update(c, "UPDATE players SET name = ? WHERE id = ?", name, playerId) == 0) {
            throw notFound("player", playerId);
          }
          return findPlayer(c, "id", playerId).orElseThrow();
        });
  }

  // --- games ---

  /**
   * Stores a new game with an unguessable id. It starts {@link GameStatus#LIVE} when both seats are
   * taken, else {@link GameStatus#WAITING}, at version 0.
   *
   * <pre>{@code
   * store.createGame(NewGame.of("sivy", "standard").withWhite(ann.id())).status()   // WAITING
   * }</pre>
   *
   * @param game the variant, preset and seats
   * @return the game as stored
   * @throws StoreException {@link Kind#INVALID} for names out of bounds, an unknown player, one
   *     player on both sides, or the computer on a player's side
   */
  public Game createGame(NewGame game) {
    checkLength("a variant's name", game.variant(), MAX_RULE_NAME);
    checkLength("a preset's name", game.preset(), MAX_RULE_NAME);
    if (game.white().isPresent() && game.white().equals(game.black())) {
      throw invalid("a player cannot take both sides of a game");
    }
    Optional<Side> computer = game.computerSide();
    if (computer.isPresent()) {
      if ((computer.get() == Side.WHITE ? game.white() : game.black()).isPresent()) {
        throw invalid("the computer cannot play " + word(computer.get()) + ": a player sits there");
      }
      if (game.computerLevel() < 1) {
        throw invalid("the computer's level is 1 or more, not " + game.computerLevel());
      }
    }
    Instant now = now();
    boolean full =
        (game.white().isPresent() || computer.equals(Optional.of(Side.WHITE)))
            && (game.black().isPresent() || computer.equals(Optional.of(Side.BLACK)));
    Game g =
        new Game(
            newGameId(),
            game.variant(),
            game.preset(),
            game.white(),
            game.black(),
            computer,
            computer.isPresent() ? game.computerLevel() : 0,
            full ? GameStatus.LIVE : GameStatus.WAITING,
            Optional.empty(),
            Optional.empty(),
            now,
            now,
            0);
    return Rows.write(
        data,
        "store a game",
        c -> {
          for (Optional<String> p : List.of(g.white(), g.black())) {
            if (p.isPresent() && findPlayer(c, "id", p.get()).isEmpty()) {
              throw invalid("no player " + p.get() + " to seat");
            }
          }
          Rows.update(
              c,
              "INSERT INTO games ("
                  + Rows.GAME_COLUMNS
                  + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
              g.id(),
              g.variant(),
              g.preset(),
              g.white().orElse(null),
              g.black().orElse(null),
              computer.map(Rows::word).orElse(null),
              computer.isPresent() ? g.computerLevel() : Rows.NULL_INT,
              g.status().code(),
              null,
              null,
              now,
              now,
              0);
          return g;
        });
  }

  /**
   * Seats a player on a free side; the game becomes {@link GameStatus#LIVE} when that fills it. Of
   * two players who open an invitation at once, one is seated and the other gets a conflict.
   *
   * <pre>{@code store.seat(g.id(), Side.BLACK, bob.id(), g.version()).status()   // LIVE}</pre>
   *
   * @param gameId the game's id
   * @param side the side to take
   * @param playerId the player's id
   * @param expectedVersion the version the caller read
   * @return the game as written, its version one more
   * @throws StoreException {@link Kind#NOT_FOUND} for an unknown game, {@link Kind#INVALID} for an
   *     unknown player, {@link Kind#CONFLICT} if the seat is taken, the player already plays the
   *     other side, the game is over or its version moved on
   */
  public Game seat(String gameId, Side side, String playerId, int expectedVersion) {
    return Rows.write(
        data,
        "seat a player",
        c -> {
          Game g = Rows.current(c, gameId, expectedVersion, "its seats are no longer free");
          if (!g.isFree(side)) {
            throw conflict(word(side) + "'s seat of game " + gameId + " is taken");
          }
          if (g.sideOf(playerId).isPresent()) {
            throw conflict("the player already plays the other side of game " + gameId);
          }
          if (findPlayer(c, "id", playerId).isEmpty()) {
            throw invalid("no player " + playerId + " to seat");
          }
          Optional<String> p = Optional.of(playerId);
          return Rows.bump(
              c,
              g,
              side == Side.WHITE ? p : g.white(),
              side == Side.BLACK ? p : g.black(),
              g.isFree(side.opponent()) ? g.status() : GameStatus.LIVE,
              g.result(),
              g.termination());
        });
  }

  /**
   * Stores a turn: the turn's row and the game's new version in one transaction, so that a turn is
   * stored before the server acknowledges it. Of two servers that play the same ply of the same
   * version at once, exactly one succeeds; the other gets {@link Kind#CONFLICT}.
   *
   * <pre>{@code store.appendTurn(g.id(), 1, "d4-e5A", g.version()).version()   // g.version() + 1}
   * </pre>
   *
   * @param gameId the game's id
   * @param ply the turn's number: one more than the turns stored
   * @param text the turn as the notation writes it, 1 to {@value #MAX_TURN_TEXT} characters
   * @param expectedVersion the version the caller read
   * @return the game as written
   * @throws StoreException {@link Kind#INVALID} for a text out of bounds, {@link Kind#NOT_FOUND}
   *     for an unknown game, {@link Kind#CONFLICT} if the game is over, its version moved on or the
   *     ply is not the next one
   */
  public Game appendTurn(String gameId, int ply, String text, int expectedVersion) {
    checkLength("a turn's text", text, MAX_TURN_TEXT);
    if (ply < 1) {
      throw invalid("a ply counts from 1, not " + ply);
    }
    return Rows.write(
        data,
        "store a turn",
        c -> {
          Game g = Rows.current(c, gameId, expectedVersion, "it takes no more turns");
          int next =
              Rows.one(
                      c,
                      "SELECT MAX(ply) FROM turns WHERE game_id = ?",
                      r -> r.getInt(1) + 1,
                      gameId)
                  .orElse(1);
          if (ply != next) {
            throw conflict("game " + gameId + " is at ply " + next + ", not " + ply);
          }
          Game written =
              Rows.bump(c, g, g.white(), g.black(), g.status(), g.result(), g.termination());
          Rows.update(
              c,
              "INSERT INTO turns (game_id, ply, text, played_at) VALUES (?, ?, ?, ?)",
              gameId,
              ply,
              text,
              written.updatedAt());
          return written;
        });
  }

  /**
   * Ends a game with a result.
   *
   * <pre>{@code store.finish(g.id(), "0-1", "resignation", g.version()).status()   // FINISHED}
   * </pre>
   *
   * @param gameId the game's id
   * @param result the result, 1 to {@value #MAX_RESULT} characters, such as {@code "1-0"}
   * @param termination why, 1 to {@value #MAX_TERMINATION} characters, such as {@code
   *     "resignation"}
   * @param expectedVersion the version the caller read
   * @return the game as written
   * @throws StoreException {@link Kind#INVALID} for texts out of bounds, {@link Kind#NOT_FOUND} for
   *     an unknown game, {@link Kind#CONFLICT} if it is already over or its version moved on
   */
  public Game finish(String gameId, String result, String termination, int expectedVersion) {
    checkLength("a result", result, MAX_RESULT);
    checkLength("a termination", termination, MAX_TERMINATION);
    return end(gameId, GameStatus.FINISHED, result, termination, expectedVersion);
  }

  /**
   * Ends a game without a result: aborted before it began, or abandoned while waiting.
   *
   * <pre>{@code store.abort(g.id(), g.version()).status()   // ABORTED}</pre>
   *
   * @param gameId the game's id
   * @param expectedVersion the version the caller read
   * @return the game as written
   * @throws StoreException {@link Kind#NOT_FOUND} for an unknown game, {@link Kind#CONFLICT} if it
   *     is already over or its version moved on
   */
  public Game abort(String gameId, int expectedVersion) {
    return end(gameId, GameStatus.ABORTED, null, null, expectedVersion);
  }

  /**
   * Takes back the last turns of a game against the computer (its player's Undo): the turns after
   * ply {@code plies} are deleted and the version raised in one transaction. A game between people
   * keeps every turn as played.
   *
   * <pre>{@code store.takeBack(g.id(), 2, g.version()).version()   // g.version() + 1}</pre>
   *
   * @param gameId the game's id
   * @param plies the turns kept, 0 to the turns stored
   * @param expectedVersion the version the caller read
   * @return the game as written
   * @throws StoreException {@link Kind#INVALID} for a negative count, {@link Kind#NOT_FOUND} for an
   *     unknown game, {@link Kind#CONFLICT} for a game between people, a game that is over, a count
   *     past the turns stored or a version that moved on
   */
  public Game takeBack(String gameId, int plies, int expectedVersion) {
    if (plies < 0) {
      throw invalid("the turns kept are 0 or more, not " + plies);
    }
    return Rows.write(
        data,
        "take turns back",
        c -> {
          Game g = computerGame(c, gameId, expectedVersion);
          int stored =
              Rows.one(c, "SELECT COUNT(*) FROM turns WHERE game_id = ?", r -> r.getInt(1), gameId)
                  .orElse(0);
          if (plies > stored) {
            throw conflict(
                "game " + gameId + " has " + stored + " turns: " + plies + " cannot be kept");
          }
          Game written =
              Rows.bump(c, g, g.white(), g.black(), g.status(), g.result(), g.termination());
          Rows.update(c, "DELETE FROM turns WHERE game_id = ? AND ply > ?", gameId, plies);
          return written;
        });
  }

  /**
   * Sets the level of the computer in a game against it (its player changed it).
   *
   * <pre>{@code store.setComputerLevel(g.id(), 3, g.version()).computerLevel()   // 3}</pre>
   *
   * @param gameId the game's id
   * @param level the new level, 1 or more
   * @param expectedVersion the version the caller read
   * @return the game as written
   * @throws StoreException {@link Kind#INVALID} for a level under 1, {@link Kind#NOT_FOUND} for an
   *     unknown game, {@link Kind#CONFLICT} for a game between people, a game that is over or a
   *     version that moved on
   */
  public Game setComputerLevel(String gameId, int level, int expectedVersion) {
    if (level < 1) {
      throw invalid("the computer's level is 1 or more, not " + level);
    }
    return Rows.write(
        data,
        "set the computer's level",
        c -> {
          Game g = computerGame(c, gameId, expectedVersion);
          Rows.bump(c, g, g.white(), g.black(), g.status(), g.result(), g.termination());
          Rows.update(c, "UPDATE games SET computer_level = ? WHERE id = ?", level, gameId);
          return findGame(c, gameId).orElseThrow();
        });
  }

  /** The game against the computer at that version, not over, or the reason it is not. */
  private static Game computerGame(Connection c, String gameId, int expectedVersion)
      throws SQLException {
    Game g = Rows.current(c, gameId, expectedVersion, "its turns are kept as played");
    if (g.computerSide().isEmpty()) {
      throw conflict("game " + gameId + " is between people: its turns are kept as played");
    }
    return g;
  }

  private Game end(
      String gameId,
      GameStatus status,
      @Nullable String result,
      @Nullable String termination,
      int expectedVersion) {
    return Rows.write(
        data,
        "end a game",
        c -> {
          Game g = Rows.current(c, gameId, expectedVersion, "it cannot end twice");
          return Rows.bump(
              c,
              g,
              g.white(),
              g.black(),
              status,
              Optional.ofNullable(result),
              Optional.ofNullable(termination));
        });
  }

  /**
   * Reads a game.
   *
   * <pre>{@code store.game("no-such-game")   // Optional.empty}</pre>
   *
   * @param gameId the game's id
   * @return the game, empty if there is none
   */
  public Optional<Game> game(String gameId) {
    if (!ID.matcher(gameId).matches()) {
      return Optional.empty();
    }
    return Rows.read(data, "read a game", c -> findGame(c, gameId));
  }

  /**
   * Reads a game's turns in order.
   *
   * <pre>{@code store.turns(g.id()).get(0).ply()   // 1}</pre>
   *
   * @param gameId the game's id
   * @return its turns, ply 1 first; empty for an unknown game
   */
  public List<Turn> turns(String gameId) {
    if (!ID.matcher(gameId).matches()) {
      return List.of();
    }
    return Rows.read(
        data,
        "read a game's turns",
        c ->
            Rows.query(
                c,
                "SELECT ply, text, played_at FROM turns WHERE game_id = ? ORDER BY ply",
                Integer.MAX_VALUE,
                Rows::turn,
                gameId));
  }

  /**
   * Returns every {@link GameStatus#LIVE} game between people, the latest changed first: what a
   * restarted server resumes and what the spectators' list shows. A game against the computer is
   * not among them: it is read when its player opens it again ({@link #game}), so that the games
   * its players left unfinished never weigh on a start.
   *
   * <pre>{@code store.liveGames().size()   // 2}</pre>
   *
   * @return the live games
   */
  public List<Game> liveGames() {
    return games("status = ? AND computer_side IS NULL", Integer.MAX_VALUE, GameStatus.LIVE.code());
  }

  /**
   * Returns the latest {@value #MAX_GAMES_OF} games a player plays or played, the latest changed
   * first.
   *
   * <pre>{@code store.gamesOf(ann.id()).get(0).id()   // her latest game}</pre>
   *
   * @param playerId the player's id
   * @return the games, empty for an unknown player
   */
  public List<Game> gamesOf(String playerId) {
    return games("white = ? OR black = ?", MAX_GAMES_OF, playerId, playerId);
  }

  private List<Game> games(String where, int limit, String... args) {
    return Rows.read(
        data,
        "read games",
        c ->
            Rows.query(
                c,
                "SELECT "
                    + Rows.GAME_COLUMNS
                    + " FROM games WHERE "
                    + where
                    + " ORDER BY updated_at DESC, id",
                limit,
                Rows::game,
                (Object[]) args));
  }

  // --- seeks ---

  /**
   * Opens a seek in the lobby.
   *
   * <pre>{@code
   * store.addSeek(ann.id(), "sivy", "standard", Optional.empty(), false, "").colour()   // empty
   * }</pre>
   *
   * @param playerId the seeker's id
   * @param variant the variant's name, 1 to {@value #MAX_RULE_NAME} characters
   * @param preset the preset's name, 1 to {@value #MAX_RULE_NAME} characters
   * @param colour the side the seeker plays, empty for either
   * @param rated whether the game is to be rated
   * @param timeControl its time control ("5+3"), "" for none; at most 16 characters
   * @return the seek
   * @throws StoreException {@link Kind#INVALID} for names out of bounds or an unknown player
   */
  public Seek addSeek(
      String playerId,
      String variant,
      String preset,
      Optional<Side> colour,
      boolean rated,
      String timeControl) {
    checkLength("a variant's name", variant, MAX_RULE_NAME);
    checkLength("a preset's name", preset, MAX_RULE_NAME);
    if (timeControl.length() > 16) {
      throw invalid("a time control of at most 16 characters, not " + timeControl.length());
    }
    Seek seek =
        new Seek(
            UUID.randomUUID().toString(),
            playerId,
            variant,
            preset,
            colour,
            rated,
            timeControl,
            now());
    return Rows.write(
        data,
        "store a seek",
        c -> {
          if (findPlayer(c, "id", playerId).isEmpty()) {
            throw invalid("no player " + playerId + " to seek");
          }
          Rows.update(
              c,
              "INSERT INTO seeks (id, player, variant, preset, colour, rated, time_control,"
                  + " created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
              seek.id(),
              playerId,
              variant,
              preset,
              colour.map(Rows::word).orElse("random"),
              rated ? 1 : 0,
              timeControl,
              seek.createdAt());
          return seek;
        });
  }

  /**
   * Removes a seek. Of two players who accept the same seek at once, exactly one removes it: the
   * one that gets {@code true} makes the game.
   *
   * <pre>{@code store.removeSeek(seek.id())   // true, then false}</pre>
   *
   * @param seekId the seek's id
   * @return whether this call removed it
   */
  public boolean removeSeek(String seekId) {
    return Rows.write(
        data, "remove a seek", c -> Rows.update(c, "DELETE FROM seeks WHERE id = ?", seekId) == 1);
  }

  /**
   * Returns the open seeks, the oldest first, at most {@value #MAX_SEEKS}.
   *
   * <pre>{@code store.seeks().size()   // 1}</pre>
   *
   * @return the seeks
   */
  public List<Seek> seeks() {
    return Rows.read(
        data,
        "read the seeks",
        c ->
            Rows.query(
                c,
                "SELECT id, player, variant, preset, colour, rated, time_control, created_at FROM seeks"
                    + " ORDER BY created_at, id",
                MAX_SEEKS,
                Rows::seek));
  }

  /** 128 random bits in URL-safe Base64 without padding: 22 characters nobody guesses. */
  static String newGameId() {
    byte[] bits = new byte[16];
    RANDOM.nextBytes(bits);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bits);
  }

  /** Now, to the millisecond the database keeps, so that a row read back equals the one written. */
  private static Instant now() {
    return Instant.ofEpochMilli(System.currentTimeMillis());
  }

  private static void checkName(String name) {
    checkLength("a name", name, MAX_NAME);
    if (name.isBlank()) {
      throw invalid("a name needs a visible character");
    }
    if (name.chars().anyMatch(Character::isISOControl)) {
      throw invalid("a name cannot hold control characters such as a line break");
    }
  }

  private static void checkLength(String what, String text, int max) {
    if (text.isEmpty() || text.length() > max) {
      throw invalid(what + " has 1 to " + max + " characters, not " + text.length());
    }
  }
}
