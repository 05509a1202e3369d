package io.github.fanorona.server.store;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Ids;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.store.GameRow.TurnRow;
import io.github.fanorona.server.store.StoreException.Kind;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
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
public final class GameRows {
  /** The longest turn text (a capture chain across the board is well under it). */
  public static final int MAX_TURN_TEXT = 400;

  /** The longest variant or preset name. */
  public static final int MAX_RULE_NAME = 32;

  /** The most games {@link #gamesOf} returns, the latest first. */
  public static final int MAX_GAMES_OF = 200;

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
    GameRow g = GameSql.newRow(game);
    return write(
        "store a game",
        h -> {
          GameSql.insert(h, g);
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
          GameRow g = GameSql.current(h, gameId, expectedVersion, "its seats are no longer free");
          if (!g.isFree(side)) {
            throw GameSql.conflict(GameSql.word(side) + "'s seat of game " + gameId + " is taken");
          }
          if (g.sideOf(playerId).isPresent()) {
            throw GameSql.conflict("the player already plays the other side of game " + gameId);
          }
          if (!GameSql.playerExists(h, playerId)) {
            throw GameSql.invalid("no player " + playerId + " to seat");
          }
          Optional<String> p = Optional.of(playerId);
          return GameSql.bump(
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
    GameSql.checkTurn(ply, text);
    return write(
        "store a turn",
        h -> {
          GameRow g = GameSql.current(h, gameId, expectedVersion, "it takes no more turns");
          return GameSql.turn(
              h,
              GameSql.bump(h, g, g.white(), g.black(), g.status(), g.result(), g.termination()),
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
    GameSql.checkTurn(ply, text);
    GameSql.checkResult(result);
    return write(
        "store a game's last turn",
        h -> {
          GameRow g = GameSql.current(h, gameId, expectedVersion, "it takes no more turns");
          GameRow ended =
              GameSql.bump(
                  h,
                  g,
                  g.white(),
                  g.black(),
                  GameStatus.FINISHED,
                  Optional.of(result),
                  Optional.of(termination));
          return GameSql.turn(h, ended, ply, text);
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
    GameSql.checkResult(result);
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
   * Takes back the last turns of a game against the computer (its player's Undo), or of a casual
   * club game whose players agreed to a takeback: the turns after ply {@code plies} are deleted and
   * the version raised in one transaction. A rated game keeps every turn as played.
   *
   * <pre>{@code rows.takeBack(g.id(), 2, g.version()).version()   // g.version() + 1}</pre>
   *
   * @param gameId the game's id
   * @param plies the turns kept, 0 to the turns stored
   * @param expectedVersion the version the caller read
   * @return the game as written
   * @throws StoreException {@link Kind#INVALID} for a negative count, {@link Kind#NOT_FOUND} for an
   *     unknown game, {@link Kind#CONFLICT} for a rated game, a game that is over, a count past the
   *     turns stored or a version that moved on
   */
  public GameRow takeBack(String gameId, int plies, int expectedVersion) {
    if (plies < 0) {
      throw GameSql.invalid("the turns kept are 0 or more, not " + plies);
    }
    return write("take turns back", h -> GameSql.takeBack(h, gameId, plies, expectedVersion));
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
      throw GameSql.invalid("the computer's level is 1 or more, not " + level);
    }
    return write(
        "set the computer's level",
        h -> GameSql.setComputerLevel(h, gameId, level, expectedVersion));
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
    return Database.call("read a game", () -> jdbi.withHandle(h -> GameSql.find(h, gameId)));
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
    return GameSql.replayed(g, turns);
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
    return Database.call(
        "read a game's turns", () -> jdbi.withHandle(h -> GameSql.turns(h, gameId)));
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
   * Finishes every live game whose stored turns already end it, with the result and reason its
   * turns give: a game a server left so (killed between its last turn and its end, before the two
   * shared one transaction) could never end otherwise. {@link Database#open} runs it; a game
   * another server finished first is left as it is, one whose turns no longer replay is logged and
   * left live.
   *
   * <pre>{@code rows.finishEnded()   // the ids of the games it finished}</pre>
   *
   * @return the games it finished
   */
  public List<String> finishEnded() {
    return Opening.finishEnded(this);
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

  List<GameRow> games(String where, int limit, String... args) {
    return Database.call(
        "read games", () -> jdbi.withHandle(h -> GameSql.select(h, where, limit, args)));
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
          GameRow g = GameSql.current(h, gameId, expectedVersion, "it cannot end twice");
          return GameSql.bump(
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
    return Database.call(what, () -> jdbi.inTransaction(work));
  }
}
