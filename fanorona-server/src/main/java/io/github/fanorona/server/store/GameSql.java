package io.github.fanorona.server.store;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.server.Catalogue;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Ids;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.store.GameRow.TurnRow;
import io.github.fanorona.server.store.StoreException.Kind;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.StatementContext;

/**
 * The SQL under {@link GameRows}: a game's row read and written at the version read, its turns'
 * rows, and the checks that keep bad input out; each statement runs on the handle of the
 * transaction {@link GameRows} opened.
 */
final class GameSql {
  /** The columns of a game, in the order {@link #row} reads them. */
  static final String COLUMNS =
      "id, variant, preset, white, black, computer_side, computer_level, rated, time_control,"
          + " status, result, termination, created_at, updated_at, version";

  private GameSql() {}

  static GameRow turn(Handle h, GameRow written, int ply, String text) {
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

  static boolean playerExists(Handle h, String playerId) {
    return h.createQuery("SELECT 1 FROM players WHERE id = ?")
        .bind(0, playerId)
        .mapTo(Integer.class)
        .findOne()
        .isPresent();
  }

  static Optional<GameRow> find(Handle h, String gameId) {
    return h.createQuery("SELECT " + COLUMNS + " FROM games WHERE id = ?")
        .bind(0, gameId)
        .map(GameSql::row)
        .findOne();
  }

  static GameRow row(ResultSet r, StatementContext ctx) throws SQLException {
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
  static GameRow current(Handle h, String gameId, int expectedVersion, String whyOver) {
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
  static GameRow computerGame(Handle h, String gameId, int expectedVersion) {
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
  static GameRow bump(
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

  static String marks(int n) {
    return String.join(", ", java.util.Collections.nCopies(n, "?"));
  }

  /** Now, to the millisecond the database keeps, so that a row read back equals the one written. */
  static Instant now() {
    return Instant.ofEpochMilli(System.currentTimeMillis());
  }

  static void checkTurn(int ply, String text) {
    checkLength("a turn's text", text, GameRows.MAX_TURN_TEXT);
    if (ply < 1) {
      throw invalid("a ply counts from 1, not " + ply);
    }
  }

  static void checkResult(String result) {
    if (!List.of("1-0", "0-1", "1/2-1/2").contains(result)) {
      throw invalid("a result is 1-0, 0-1 or 1/2-1/2, not " + shorten(result));
    }
  }

  static String shorten(String s) {
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

  /** A stored game played again from its turns, with an end that is no turn from its result. */
  static Game replayed(GameRow g, List<TurnRow> turns) {
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

  /** A new game's row, checked: version 0, live when both seats are taken. */
  static GameRow newRow(NewGame game) {
    checkLength("a variant's name", game.variant(), GameRows.MAX_RULE_NAME);
    checkLength("a preset's name", game.preset(), GameRows.MAX_RULE_NAME);
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
    return g;
  }

  /** Inserts a new game's row, its players checked. */
  static void insert(Handle h, GameRow g) {
    Optional<Side> computer = g.computerSide();
    Instant now = g.createdAt();
    for (Optional<String> p : List.of(g.white(), g.black())) {
      if (p.isPresent() && !playerExists(h, p.get())) {
        throw invalid("no player " + p.get() + " to seat");
      }
    }
    var insert = h.createUpdate("INSERT INTO games (" + COLUMNS + ") VALUES (" + marks(15) + ")");
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
        .bind(5, computer.map(GameSql::word).orElse(null))
        .bind(7, g.rated())
        .bind(8, g.timeControl())
        .bind(9, g.status().word())
        .bindNull(10, Types.VARCHAR)
        .bindNull(11, Types.VARCHAR)
        .bind(12, now.toEpochMilli())
        .bind(13, now.toEpochMilli())
        .bind(14, 0)
        .execute();
  }

  /** The games that match a condition, the latest changed first, at most {@code limit}. */
  static List<GameRow> select(Handle h, String where, int limit, String... args) {
    var q =
        h.createQuery(
            "SELECT " + COLUMNS + " FROM games WHERE " + where + " ORDER BY updated_at DESC, id");
    for (int i = 0; i < args.length; i++) {
      q.bind(i, args[i]);
    }
    if (limit < Integer.MAX_VALUE) {
      q.setMaxRows(limit);
    }
    return q.map(GameSql::row).list();
  }

  /** A game's turns, ply 1 first. */
  static List<TurnRow> turns(Handle h, String gameId) {
    return h.createQuery("SELECT ply, text, played_at FROM turns WHERE game_id = ? ORDER BY ply")
        .bind(0, gameId)
        .map((r, c) -> new TurnRow(r.getInt(1), r.getString(2), Instant.ofEpochMilli(r.getLong(3))))
        .list();
  }

  /**
   * Deletes the turns after ply {@code plies} of a game against the computer, or of a casual game
   * between people whose players agreed to it (a rated game keeps every turn as played).
   */
  static GameRow takeBack(Handle h, String gameId, int plies, int expectedVersion) {
    GameRow g = current(h, gameId, expectedVersion, "its turns are kept as played");
    if (g.computerSide().isEmpty() && g.rated()) {
      throw conflict("game " + gameId + " is rated: its turns are kept as played");
    }
    int stored =
        h.createQuery("SELECT COUNT(*) FROM turns WHERE game_id = ?")
            .bind(0, gameId)
            .mapTo(Integer.class)
            .one();
    if (plies > stored) {
      throw conflict("game " + gameId + " has " + stored + " turns: " + plies + " cannot be kept");
    }
    GameRow written = bump(h, g, g.white(), g.black(), g.status(), g.result(), g.termination());
    h.createUpdate("DELETE FROM turns WHERE game_id = ? AND ply > ?")
        .bind(0, gameId)
        .bind(1, plies)
        .execute();
    return written;
  }

  /** Sets the computer's level in a game against it. */
  static GameRow setComputerLevel(Handle h, String gameId, int level, int expectedVersion) {
    GameRow g = computerGame(h, gameId, expectedVersion);
    bump(h, g, g.white(), g.black(), g.status(), g.result(), g.termination());
    h.createUpdate("UPDATE games SET computer_level = ? WHERE id = ?")
        .bind(0, level)
        .bind(1, gameId)
        .execute();
    return find(h, gameId).orElseThrow();
  }
}
