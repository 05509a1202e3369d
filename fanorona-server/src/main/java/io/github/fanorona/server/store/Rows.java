package io.github.fanorona.server.store;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.store.StoreException.Kind;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * The JDBC side of {@link ClubStore}: transactions, statements with their arguments, and rows read
 * into records. The store says what is written and checked; this says how, in the one SQL that both
 * SQLite and PostgreSQL run.
 */
final class Rows {
  /** The columns of a game, in the order {@link #game(ResultSet)} reads them. */
  static final String GAME_COLUMNS =
      "id, variant, preset, white, black, computer_side, computer_level, status, result,"
          + " termination, created_at, updated_at, version";

  /** An SQL NULL of an integer column (a bare null is bound as a text NULL). */
  static final Object NULL_INT = new Object();

  private Rows() {}

  /** One piece of work on a connection. */
  @FunctionalInterface
  interface Work<T> {
    T run(Connection c) throws SQLException;
  }

  /** Reads one row into a value. */
  @FunctionalInterface
  interface Mapper<T> {
    T map(ResultSet r) throws SQLException;
  }

  /** Runs work in one transaction: all of it is written, or none. */
  static <T> T write(DataSource data, String what, Work<T> work) {
    try (Connection c = data.getConnection()) {
      c.setAutoCommit(false);
      try {
        T t = work.run(c);
        c.commit();
        return t;
      } catch (SQLException | RuntimeException e) {
        c.rollback();
        throw e;
      }
    } catch (SQLException e) {
      throw Database.unavailable("cannot " + what, e);
    }
  }

  /** Runs reads outside a transaction. */
  static <T> T read(DataSource data, String what, Work<T> work) {
    try (Connection c = data.getConnection()) {
      return work.run(c);
    } catch (SQLException e) {
      throw Database.unavailable("cannot " + what, e);
    }
  }

  /** Runs an INSERT, UPDATE or DELETE; returns the rows it changed. */
  static int update(Connection c, String sql, @Nullable Object... args) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      bind(s, args);
      return s.executeUpdate();
    }
  }

  /** Runs a SELECT; returns at most {@code limit} rows. */
  static <T> List<T> query(
      Connection c, String sql, int limit, Mapper<T> mapper, @Nullable Object... args)
      throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      bind(s, args);
      if (limit < Integer.MAX_VALUE) {
        s.setMaxRows(limit);
      }
      try (ResultSet r = s.executeQuery()) {
        List<T> rows = new ArrayList<>();
        while (r.next()) {
          rows.add(mapper.map(r));
        }
        return List.copyOf(rows);
      }
    }
  }

  /** Runs a SELECT of at most one row. */
  static <T> Optional<T> one(Connection c, String sql, Mapper<T> mapper, @Nullable Object... args)
      throws SQLException {
    List<T> rows = query(c, sql, 1, mapper, args);
    return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
  }

  private static void bind(PreparedStatement s, @Nullable Object... args) throws SQLException {
    for (int i = 0; i < args.length; i++) {
      Object a = args[i];
      if (a == null) {
        s.setNull(i + 1, Types.VARCHAR);
      } else if (a == NULL_INT) {
        s.setNull(i + 1, Types.INTEGER);
      } else if (a instanceof Integer n) {
        s.setInt(i + 1, n);
      } else if (a instanceof Long n) {
        s.setLong(i + 1, n);
      } else if (a instanceof Instant t) {
        s.setLong(i + 1, t.toEpochMilli());
      } else {
        s.setString(i + 1, a.toString());
      }
    }
  }

  static Optional<Game> findGame(Connection c, String gameId) throws SQLException {
    return one(c, "SELECT " + GAME_COLUMNS + " FROM games WHERE id = ?", Rows::game, gameId);
  }

  static Game game(ResultSet r) throws SQLException {
    String computer = r.getString(6);
    int level = r.getInt(7);
    return new Game(
        r.getString(1),
        r.getString(2),
        r.getString(3),
        Optional.ofNullable(r.getString(4)),
        Optional.ofNullable(r.getString(5)),
        computer == null ? Optional.empty() : Optional.of(side(computer)),
        computer == null ? 0 : level,
        GameStatus.fromCode(r.getString(8)),
        Optional.ofNullable(r.getString(9)),
        Optional.ofNullable(r.getString(10)),
        Instant.ofEpochMilli(r.getLong(11)),
        Instant.ofEpochMilli(r.getLong(12)),
        r.getInt(13));
  }

  static Optional<Player> findPlayer(Connection c, String column, String value)
      throws SQLException {
    return one(
        c,
        "SELECT id, name, secret_hash, created_at FROM players WHERE " + column + " = ?",
        r ->
            new Player(
                r.getString(1), r.getString(2), r.getString(3), Instant.ofEpochMilli(r.getLong(4))),
        value);
  }

  static Turn turn(ResultSet r) throws SQLException {
    return new Turn(r.getInt(1), r.getString(2), Instant.ofEpochMilli(r.getLong(3)));
  }

  static Seek seek(ResultSet r) throws SQLException {
    String colour = r.getString(5);
    return new Seek(
        r.getString(1),
        r.getString(2),
        r.getString(3),
        r.getString(4),
        colour.equals("random") ? Optional.empty() : Optional.of(side(colour)),
        r.getInt(6) == 1,
        r.getString(7),
        Instant.ofEpochMilli(r.getLong(8)));
  }

  /**
   * The game at the version the caller read and not over, or the reason it is not: unknown, moved
   * on, or over (then {@code whyOver} says what that forbids).
   */
  static Game current(Connection c, String gameId, int expectedVersion, String whyOver)
      throws SQLException {
    Game g = findGame(c, gameId).orElseThrow(() -> notFound("game", gameId));
    if (g.version() != expectedVersion) {
      throw conflict(
          "game " + gameId + " is at version " + g.version() + ", not " + expectedVersion);
    }
    if (g.status().isOver()) {
      throw conflict("game " + gameId + " is over: " + whyOver);
    }
    return g;
  }

  /**
   * Writes a game's changed columns and raises its version from the one read. The condition on the
   * version is what makes the write safe between servers: on PostgreSQL the row lock makes a second
   * writer wait, then find the version moved on; on SQLite the transaction holds the file's write
   * lock from its start.
   */
  static Game bump(
      Connection c,
      Game g,
      Optional<String> white,
      Optional<String> black,
      GameStatus status,
      Optional<String> result,
      Optional<String> termination)
      throws SQLException {
    Instant now = Instant.ofEpochMilli(System.currentTimeMillis());
    int n =
        update(
            c,
            "UPDATE games SET white = ?, black = ?, status = ?, result = ?, termination = ?,"
                + " updated_at = ?, version = version + 1 WHERE id = ? AND version = ?",
            white.orElse(null),
            black.orElse(null),
            status.code(),
            result.orElse(null),
            termination.orElse(null),
            now,
            g.id(),
            g.version());
    if (n != 1) {
      throw conflict("game " + g.id() + " moved on from version " + g.version());
    }
    return new Game(
        g.id(),
        g.variant(),
        g.preset(),
        white,
        black,
        g.computerSide(),
        g.computerLevel(),
        status,
        result,
        termination,
        g.createdAt(),
        now,
        g.version() + 1);
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

  static StoreException notFound(String what, String id) {
    return new StoreException(
        Kind.NOT_FOUND,
        "no " + what + " " + (id.matches("[A-Za-z0-9_-]{1,36}") ? id : "with that id"));
  }
}
