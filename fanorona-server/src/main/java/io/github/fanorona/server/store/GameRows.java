package io.github.fanorona.server.store;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.server.Catalogue;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Ids;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.store.StoreException.Kind;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.StatementContext;
import org.jspecify.annotations.Nullable;

/**
 * The games and their turns (the tables {@code games} and {@code turns}): every game of the site is
 * a row, a game against the computer (the play page's) and a game between people (the club's)
 * alike, so both jobs' stores write through this one door. Every write is one transaction and
 * returns the row as written; a write names the version it read and fails with {@link
 * Kind#CONFLICT} when the game moved on, so two server instances never both play ply N. Input past
 * a bound is refused with {@link Kind#INVALID} before it reaches the database.
 *
 * <pre>{@code
 * GameRows rows = db.games();
 * GameRow g = rows.create(NewGame.of("sivy", "standard").withWhite(ann));
 * g = rows.seat(g.id(), Side.BLACK, bob, g.version());      // LIVE, version 1
 * g = rows.appendTurn(g.id(), 1, "d4-e5A", g.version());    // version 2
 * rows.appendTurn(g.id(), 1, "c3-d4W", 1);   // StoreException CONFLICT: version 2, not 1
 * }</pre>
 */
// Longer than most files: the one door to two tables, each write with the checks that keep bad
// input out and the version that keeps two servers from writing one ply.
public final class GameRows {
  /** The longest turn text (a capture chain across the board is well under it). */
  public static final int MAX_TURN_TEXT = 400;

  /** The longest variant or preset name. */
  public static final int MAX_RULE_NAME = 32;

  /** The most games {@link #gamesOf} returns, the latest first. */
  public static final int MAX_GAMES_OF = 200;

  private static final String COLUMNS =
      "id, variant, preset, white, black, computer_side, computer_level, rated, time_control,"
          + " status, result, termination, created_at, updated_at, version";

  private final Jdbi jdbi;

  GameRows(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  /**
   * Stores a new game with an unguessable id. It starts {@link GameStatus#LIVE} when both seats are
   * taken, else {@link GameStatus#WAITING}, at version 0.
   *
   * <pre>{@code rows.create(NewGame.of("sivy", "standard").withWhite(ann)).status()   // WAITING}
   * </pre>
   *
   * @param game the variant, preset, seats and terms
   * @return the game as stored
   * @throws StoreException {@link Kind#INVALID} for names out of bounds, an unknown player, one
   *     player on both sides, or the computer on a player's side
   */
  public GameRow create(NewGame game) {
    checkLength("a variant's name", game.variant(), MAX_RULE_NAME);
    checkLength("a preset's name", game.preset(), MAX_RULE_NAME);
    if (game.timeControl().length() > 16) {
      throw invalid("a time control is at most 16 characters, such as 5+3");
    }
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
    GameRow g =
        new GameRow(
            Ids.newId(),
            game.variant(),
            game.preset(),
            game.white(),
            game.black(),
            computer,
            computer.isPresent() ? game.computerLevel() : 0,
            game.rated(),
            game.timeControl(),
            full ? GameStatus.LIVE : GameStatus.WAITING,
            Optional.empty(),
            Optional.empty(),
            now,
            now,
            0);
    return write(
        "store a game",
        h -> {
          for (Optional<String> p : List.of(g.white(), g.black())) {
            if (p.isPresent() && !playerExists(h, p.get())) {
              throw invalid("no player " + p.get() + " to seat");
            }
          }
          var insert =
              h.createUpdate("INSERT INTO games (" + COLUMNS + ") VALUES (" + marks(15) + ")");
          if (computer.isPresent()) {
            insert.bind(6, g.computerLevel());
          } else {
            insert.bindNull(6, Types.INTEGER);
          }
          insert
              .bind(0, g.id())
              .bind(1, g.variant())
              .bind(2, g.preset())
              .bind(3, g.white().orElse(null))
              .bind(4, g.black().orElse(null))
              .bind(5, computer.map(GameRows::word).orElse(null))
              .bind(7, g.rated())
              .bind(8, g.timeControl())
              .bind(9, g.status().word())
              .bindNull(10, Types.VARCHAR)
              .bindNull(11, Types.VARCHAR)
              .bind(12, now.toEpochMilli())
              .bind(13, now.toEpochMilli())
              .bind(14, 0)
              .execute();
          return g;
        });
  }

  /**
   * Seats a player on a free side; the game becomes {@link GameStatus#LIVE} when that fills it. Of
   * two players who open an invitation at once, one is seated and the other gets a conflict.
   *
   * <pre>{@code rows.seat(g.id(), Side.BLACK, bob, g.version()).status()   // LIVE}</pre>
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
  public GameRow seat(String gameId, Side side, String playerId, int expectedVersion) {
    return write(
        "seat a player",
        h -> {
          GameRow g = current(h, gameId, expectedVersion, "its seats are no longer free");
          if (!g.isFree(side)) {
            throw conflict(word(side) + "'s seat of game " + gameId + " is taken");
          }
          if (g.sideOf(playerId).isPresent()) {
            throw conflict("the player already plays the other side of game " + gameId);
          }
          if (!playerExists(h, playerId)) {
            throw invalid("no player " + playerId + " to seat");
          }
          Optional<String> p = Optional.of(playerId);
          return bump(
              h,
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
   * <pre>{@code rows.appendTurn(g.id(), 1, "d4-e5A", g.version()).version()   // g.version() + 1}
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
  public GameRow appendTurn(String gameId, int ply, String text, int expectedVersion) {
    checkTurn(ply, text);
    return write(
        "store a turn",
        h -> {
          GameRow g = current(h, gameId, expectedVersion, "it takes no more turns");
          return turn(
              h,
              bump(h, g, g.white(), g.black(), g.status(), g.result(), g.termination()),
              ply,
              text);
        });
  }

  /**
   * Stores a game's last turn and its end in one transaction: a server killed between the two can
   * no longer leave a game whose stored turns end it but whose row says it goes on.
   *
   * <pre>
   * {@code rows.appendLastTurn(g.id(), 30, "c2-d2A", "1-0", Termination.NO_STONES, 30).status()
   * // FINISHED}</pre>
   *
   * @param gameId the game's id
   * @param ply the turn's number: one more than the turns stored
   * @param text the turn as the notation writes it
   * @param result the result, such as {@code "1-0"}
   * @param termination why it ended
   * @param expectedVersion the version the caller read
   * @return the game as written: finished, its version one more
   * @throws StoreException as {@link #appendTurn} and {@link #finish}
   */
  public GameRow appendLastTurn(
      String gameId,
      int ply,
      String text,
      String result,
      Termination termination,
      int expectedVersion) {
    checkTurn(ply, text);
    checkResult(result);
    return write(
        "store a game's last turn",
        h -> {
          GameRow g = current(h, gameId, expectedVersion, "it takes no more turns");
          GameRow ended =
              bump(
                  h,
                  g,
                  g.white(),
                  g.black(),
                  GameStatus.FINISHED,
                  Optional.of(result),
                  Optional.of(termination));
          return turn(h, ended, ply, text);
        });
  }

  /**
   * Ends a game with a result.
   *
   * <pre>{@code rows.finish(g.id(), "0-1", Termination.RESIGNATION, g.version()).status()
   * // FINISHED}</pre>
   *
   * @param gameId the game's id
   * @param result the result: 1-0, 0-1 or 1/2-1/2
   * @param termination why it ended
   * @param expectedVersion the version the caller read
   * @return the game as written
   * @throws StoreException {@link Kind#INVALID} for another result, {@link Kind#NOT_FOUND} for an
   *     unknown game, {@link Kind#CONFLICT} if it is already over or its version moved on
   */
  public GameRow finish(
      String gameId, String result, Termination termination, int expectedVersion) {
    checkResult(result);
    return end(gameId, GameStatus.FINISHED, result, termination, expectedVersion);
  }

  /**
   * Ends a game without a result: aborted before it began, or abandoned while waiting.
   *
   * <pre>
   * {@code rows.abort(g.id(), Termination.ABORTED_BY_WHITE, g.version()).status()   // ABORTED}
   * </pre>
   *
   * @param gameId the game's id
   * @param termination who aborted it
   * @param expectedVersion the version the caller read
   * @return the game as written
   * @throws StoreException {@link Kind#NOT_FOUND} for an unknown game, {@link Kind#CONFLICT} if it
   *     is already over or its version moved on
   */
  public GameRow abort(String gameId, Termination termination, int expectedVersion) {
    return end(gameId, GameStatus.ABORTED, null, termination, expectedVersion);
  }

  /**
   * Takes back the last turns of a game against the computer (its player's Undo): the turns after
   * ply {@code plies} are deleted and the version raised in one transaction. A game between people
   * keeps every turn as played.
   *
   * <pre>{@code rows.takeBack(g.id(), 2, g.version()).version()   // g.version() + 1}</pre>
   *
   * @param gameId the game's id
   * @param plies the turns kept, 0 to the turns stored
   * @param expectedVersion the version the caller read
   * @return the game as written
   * @throws StoreException {@link Kind#INVALID} for a negative count, {@link Kind#NOT_FOUND} for an
   *     unknown game, {@link Kind#CONFLICT} for a game between people, a game that is over, a count
   *     past the turns stored or a version that moved on
   */
  public GameRow takeBack(String gameId, int plies, int expectedVersion) {
    if (plies < 0) {
      throw invalid("the turns kept are 0 or more, not " + plies);
    }
    return write(
        "take turns back",
        h -> {
          GameRow g = computerGame(h, gameId, expectedVersion);
          int stored =
              h.createQuery("SELECT COUNT(*) FROM turns WHERE game_id = ?")
                  .bind(0, gameId)
                  .mapTo(Integer.class)
                  .one();
          if (plies > stored) {
            throw conflict(
                "game " + gameId + " has " + stored + " turns: " + plies + " cannot be kept");
          }
          GameRow written =
              bump(h, g, g.white(), g.black(), g.status(), g.result(), g.termination());
          h.createUpdate("DELETE FROM turns WHERE game_id = ? AND ply > ?")
              .bind(0, gameId)
              .bind(1, plies)
              .execute();
          return written;
        });
  }

  /**
   * Sets the level of the computer in a game against it (its player changed it).
   *
   * <pre>{@code rows.setComputerLevel(g.id(), 3, g.version()).computerLevel()   // 3}</pre>
   *
   * @param gameId the game's id
   * @param level the new level, 1 or more
   * @param expectedVersion the version the caller read
   * @return the game as written
   * @throws StoreException {@link Kind#INVALID} for a level under 1, {@link Kind#NOT_FOUND} for an
   *     unknown game, {@link Kind#CONFLICT} for a game between people, a game that is over or a
   *     version that moved on
   */
  public GameRow setComputerLevel(String gameId, int level, int expectedVersion) {
    if (level < 1) {
      throw invalid("the computer's level is 1 or more, not " + level);
    }
    return write(
        "set the computer's level",
        h -> {
          GameRow g = computerGame(h, gameId, expectedVersion);
          bump(h, g, g.white(), g.black(), g.status(), g.result(), g.termination());
          h.createUpdate("UPDATE games SET computer_level = ? WHERE id = ?")
              .bind(0, level)
              .bind(1, gameId)
              .execute();
          return find(h, gameId).orElseThrow();
        });
  }

  /**
   * Reads a game.
   *
   * <pre>{@code rows.game("no-such-game")   // Optional.empty}</pre>
   *
   * @param gameId the game's id
   * @return the game, empty if there is none
   */
  public Optional<GameRow> game(String gameId) {
    if (!Ids.plausible(gameId)) {
      return Optional.empty();
    }
    return Sql.call("read a game", () -> jdbi.withHandle(h -> find(h, gameId)));
  }

  /**
   * Plays a stored game again from its turns, with an end that is no turn (a resignation, an
   * agreement, a flag, a claim) from its result: the text of the database becomes the library's
   * game here, once, when a game is taken up.
   *
   * <pre>{@code rows.replayed(g).turns().size()   // the turns stored}</pre>
   *
   * @param g the game's row
   * @return the game as played
   */
  public Game replayed(GameRow g) {
    return replayed(g, turns(g.id()));
  }

  /**
   * Plays a stored game again from turns already read ({@link #turns}), as {@link
   * #replayed(GameRow)} does.
   *
   * <pre>{@code rows.replayed(g, rows.turns(g.id()))}</pre>
   *
   * @param g the game's row
   * @param turns its turns
   * @return the game as played
   */
  public Game replayed(GameRow g, List<TurnRow> turns) {
    Game game =
        Game.start(Catalogue.variant(g.variant()), Catalogue.ruleset(g.variant(), g.preset()));
    for (TurnRow t : turns) {
      game = game.play(t.text());
    }
    if (!game.isOver() && g.result().isPresent()) {
      game =
          switch (g.result().get()) {
            case "1-0" -> game.resign(Side.BLACK);
            case "0-1" -> game.resign(Side.WHITE);
            default -> game.agreeDraw();
          };
    }
    return game;
  }

  /**
   * Reads a game's turns in order.
   *
   * <pre>{@code rows.turns(g.id()).get(0).ply()   // 1}</pre>
   *
   * @param gameId the game's id
   * @return its turns, ply 1 first; empty for an unknown game
   */
  public List<TurnRow> turns(String gameId) {
    if (!Ids.plausible(gameId)) {
      return List.of();
    }
    return Sql.call(
        "read a game's turns",
        () ->
            jdbi.withHandle(
                h ->
                    h.createQuery(
                            "SELECT ply, text, played_at FROM turns WHERE game_id = ? ORDER BY ply")
                        .bind(0, gameId)
                        .map(
                            (r, c) ->
                                new TurnRow(
                                    r.getInt(1),
                                    r.getString(2),
                                    Instant.ofEpochMilli(r.getLong(3))))
                        .list()));
  }

  /**
   * Returns every {@link GameStatus#LIVE} game between people, the latest changed first: what a
   * restarted server resumes. A game against the computer is not among them: it is read when its
   * player opens it again ({@link #game}), so that the games its players left unfinished never
   * weigh on a start.
   *
   * <pre>{@code rows.liveGames().size()   // 2}</pre>
   *
   * @return the live games
   */
  public List<GameRow> liveGames() {
    return games("status = ? AND computer_side IS NULL", Integer.MAX_VALUE, GameStatus.LIVE.word());
  }

  /**
   * Returns the latest {@value #MAX_GAMES_OF} games a player plays or played, the latest changed
   * first.
   *
   * <pre>{@code rows.gamesOf(ann).get(0).id()   // her latest game}</pre>
   *
   * @param playerId the player's id
   * @return the games, empty for an unknown player
   */
  public List<GameRow> gamesOf(String playerId) {
    return games("white = ? OR black = ?", MAX_GAMES_OF, playerId, playerId);
  }

  private List<GameRow> games(String where, int limit, String... args) {
    return Sql.call(
        "read games",
        () ->
            jdbi.withHandle(
                h -> {
                  var q =
                      h.createQuery(
                          "SELECT "
                              + COLUMNS
                              + " FROM games WHERE "
                              + where
                              + " ORDER BY updated_at DESC, id");
                  for (int i = 0; i < args.length; i++) {
                    q.bind(i, args[i]);
                  }
                  if (limit < Integer.MAX_VALUE) {
                    q.setMaxRows(limit);
                  }
                  return q.map(GameRows::row).list();
                }));
  }

  private GameRow end(
      String gameId,
      GameStatus status,
      @Nullable String result,
      Termination termination,
      int expectedVersion) {
    return write(
        "end a game",
        h -> {
          GameRow g = current(h, gameId, expectedVersion, "it cannot end twice");
          return bump(
              h,
              g,
              g.white(),
              g.black(),
              status,
              Optional.ofNullable(result),
              Optional.of(termination));
        });
  }

  /** Runs a write in one transaction: all of it is written, or none. */
  private <T> T write(String what, org.jdbi.v3.core.HandleCallback<T, RuntimeException> work) {
    return Sql.call(what, () -> jdbi.inTransaction(work));
  }

  private static GameRow turn(Handle h, GameRow written, int ply, String text) {
    int next =
        h.createQuery("SELECT MAX(ply) FROM turns WHERE game_id = ?")
                .bind(0, written.id())
                .mapTo(Integer.class)
                .findOne()
                .orElse(0)
            + 1;
    if (ply != next) {
      throw conflict("game " + written.id() + " is at ply " + next + ", not " + ply);
    }
    h.createUpdate("INSERT INTO turns (game_id, ply, text, played_at) VALUES (?, ?, ?, ?)")
        .bind(0, written.id())
        .bind(1, ply)
        .bind(2, text)
        .bind(3, written.updatedAt().toEpochMilli())
        .execute();
    return written;
  }

  private static boolean playerExists(Handle h, String playerId) {
    return h.createQuery("SELECT 1 FROM players WHERE id = ?")
        .bind(0, playerId)
        .mapTo(Integer.class)
        .findOne()
        .isPresent();
  }

  private static Optional<GameRow> find(Handle h, String gameId) {
    return h.createQuery("SELECT " + COLUMNS + " FROM games WHERE id = ?")
        .bind(0, gameId)
        .map(GameRows::row)
        .findOne();
  }

  private static GameRow row(ResultSet r, StatementContext ctx) throws SQLException {
    String computer = r.getString(6);
    int level = r.getInt(7);
    String termination = r.getString(12);
    return new GameRow(
        r.getString(1),
        r.getString(2),
        r.getString(3),
        Optional.ofNullable(r.getString(4)),
        Optional.ofNullable(r.getString(5)),
        computer == null ? Optional.empty() : Optional.of(side(computer)),
        computer == null ? 0 : level,
        r.getBoolean(8),
        r.getString(9),
        GameStatus.of(r.getString(10)),
        Optional.ofNullable(r.getString(11)),
        termination == null ? Optional.empty() : Optional.of(Termination.of(termination)),
        Instant.ofEpochMilli(r.getLong(13)),
        Instant.ofEpochMilli(r.getLong(14)),
        r.getInt(15));
  }

  /**
   * The game at the version the caller read and not over, or the reason it is not: unknown, moved
   * on, or over (then {@code whyOver} says what that forbids).
   */
  private static GameRow current(Handle h, String gameId, int expectedVersion, String whyOver) {
    GameRow g = find(h, gameId).orElseThrow(() -> notFound(gameId));
    if (g.version() != expectedVersion) {
      throw conflict(
          "game " + gameId + " is at version " + g.version() + ", not " + expectedVersion);
    }
    if (g.status().isOver()) {
      throw conflict("game " + gameId + " is over: " + whyOver);
    }
    return g;
  }

  /** The game against the computer at that version, not over, or the reason it is not. */
  private static GameRow computerGame(Handle h, String gameId, int expectedVersion) {
    GameRow g = current(h, gameId, expectedVersion, "its turns are kept as played");
    if (g.computerSide().isEmpty()) {
      throw conflict("game " + gameId + " is between people: its turns are kept as played");
    }
    return g;
  }

  /**
   * Writes a game's changed columns and raises its version from the one read. The condition on the
   * version is what makes the write safe between servers: on PostgreSQL the row lock makes a second
   * writer wait, then find the version moved on; on SQLite the transaction holds the file's write
   * lock from its start.
   */
  private static GameRow bump(
      Handle h,
      GameRow g,
      Optional<String> white,
      Optional<String> black,
      GameStatus status,
      Optional<String> result,
      Optional<Termination> termination) {
    Instant now = now();
    int n =
        h.createUpdate(
                "UPDATE games SET white = ?, black = ?, status = ?, result = ?, termination = ?,"
                    + " updated_at = ?, version = version + 1 WHERE id = ? AND version = ?")
            .bind(0, white.orElse(null))
            .bind(1, black.orElse(null))
            .bind(2, status.word())
            .bind(3, result.orElse(null))
            .bind(4, termination.map(Termination::word).orElse(null))
            .bind(5, now.toEpochMilli())
            .bind(6, g.id())
            .bind(7, g.version())
            .execute();
    if (n != 1) {
      throw conflict("game " + g.id() + " moved on from version " + g.version());
    }
    return new GameRow(
        g.id(),
        g.variant(),
        g.preset(),
        white,
        black,
        g.computerSide(),
        g.computerLevel(),
        g.rated(),
        g.timeControl(),
        status,
        result,
        termination,
        g.createdAt(),
        now,
        g.version() + 1);
  }

  private static String marks(int n) {
    return String.join(", ", java.util.Collections.nCopies(n, "?"));
  }

  /** Now, to the millisecond the database keeps, so that a row read back equals the one written. */
  static Instant now() {
    return Instant.ofEpochMilli(System.currentTimeMillis());
  }

  private static void checkTurn(int ply, String text) {
    checkLength("a turn's text", text, MAX_TURN_TEXT);
    if (ply < 1) {
      throw invalid("a ply counts from 1, not " + ply);
    }
  }

  private static void checkResult(String result) {
    if (!List.of("1-0", "0-1", "1/2-1/2").contains(result)) {
      throw invalid("a result is 1-0, 0-1 or 1/2-1/2, not " + shorten(result));
    }
  }

  private static String shorten(String s) {
    return s.length() <= 20 ? s : s.substring(0, 20) + "…";
  }

  static void checkLength(String what, String text, int max) {
    if (text.isEmpty() || text.length() > max) {
      throw invalid(what + " has 1 to " + max + " characters, not " + text.length());
    }
  }

  static String word(Side side) {
    return side.name().toLowerCase(Locale.ROOT);
  }

  static Side side(String word) {
    return Side.valueOf(word.toUpperCase(Locale.ROOT));
  }

  static StoreException invalid(String message) {
    return new StoreException(Kind.INVALID, message);
  }

  static StoreException conflict(String message) {
    return new StoreException(Kind.CONFLICT, message);
  }

  static StoreException notFound(String id) {
    return new StoreException(
        Kind.NOT_FOUND, "no game " + (Ids.plausible(id) ? id : "with that id"));
  }
}
