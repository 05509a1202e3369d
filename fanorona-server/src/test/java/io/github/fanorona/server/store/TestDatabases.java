package io.github.fanorona.server.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.function.Executable;

/**
 * The databases every store test runs on: a SQLite file always, and PostgreSQL when {@code
 * FANORONA_TEST_PG_URL} names a server ({@code .ci/pg start} prints one). Without it the PostgreSQL
 * cases skip, saying so once in one line; on CI ({@code CI=true}) they fail instead, so that a
 * green CI run has used PostgreSQL.
 */
public final class TestDatabases {
  static final String ENV = "FANORONA_TEST_PG_URL";
  private static final String MISSING =
      "PostgreSQL store tests skipped: no "
          + ENV
          + " (run `export "
          + ENV
          + "=$(.ci/pg start)`, or .ci/run, which does)";
  private static final AtomicBoolean SAID = new AtomicBoolean();

  /** A kind of database. */
  public enum Kind {
    SQLITE,
    POSTGRES
  }

  private TestDatabases() {}

  /** Asserts that a call fails with a store exception of a kind, in one line; returns it. */
  static StoreException refused(StoreException.Kind kind, Executable call) {
    StoreException e = assertThrows(StoreException.class, call);
    assertEquals(kind, e.kind(), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
    return e;
  }

  /**
   * Stores a player row (the players' store is the players job's; the games' rows need one to
   * seat): its id.
   */
  public static String player(Database db, String name) {
    String id = java.util.UUID.randomUUID().toString();
    db.jdbi()
        .useHandle(
            h ->
                h.createUpdate(
                        "INSERT INTO players (id, name, secret_hash, created_at) VALUES (?, ?, ?, 0)")
                    .bind(0, id)
                    .bind(1, name)
                    .bind(
                        2,
                        String.format(
                                "%064x",
                                new java.math.BigInteger(
                                    1, id.getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                            .substring(0, 64))
                    .execute());
    return id;
  }

  /** Every kind, for {@code @MethodSource}. */
  static Stream<Kind> kinds() {
    return Stream.of(Kind.values());
  }

  /**
   * A new, empty database of a kind, deleted on close: its URL opens as many instances as wanted.
   */
  public static Fresh fresh(Kind kind) throws IOException, SQLException {
    if (kind == Kind.SQLITE) {
      Path dir = Files.createTempDirectory("fanorona-store");
      return new Fresh(Database.sqliteUrl(dir.resolve("club.db")), dir, null);
    }
    String server = postgres();
    String name = "club_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
    try (Connection c = DriverManager.getConnection(server);
        Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name);
    }
    return new Fresh(withDatabase(server, name), null, name);
  }

  /** The PostgreSQL server's URL, or a skip (a failure on CI) without one. */
  static String postgres() {
    String url = System.getenv(ENV);
    if (url != null && !url.isBlank()) {
      return url;
    }
    if ("true".equalsIgnoreCase(System.getenv("CI"))) {
      throw new AssertionError(MISSING.replace("skipped", "cannot run on CI"));
    }
    if (!SAID.getAndSet(true)) {
      System.out.println("[WARNING] " + MISSING);
    }
    Assumptions.assumeTrue(false, MISSING);
    throw new AssertionError("unreachable");
  }

  /** The same server's URL with another database name in its path. */
  static String withDatabase(String url, String name) {
    int slash = url.indexOf('/', "jdbc:postgresql://".length());
    int q = url.indexOf('?');
    String tail = q < 0 ? "" : url.substring(q);
    return url.substring(0, slash + 1) + name + tail;
  }

  /** A database made for one test. */
  public static final class Fresh implements AutoCloseable {
    /** The database's URL. */
    public final String url;

    private final Path dir;
    private final String pgName;

    private Fresh(String url, Path dir, String pgName) {
      this.url = url;
      this.dir = dir;
      this.pgName = pgName;
    }

    boolean isPostgres() {
      return pgName != null;
    }

    Database open() {
      return Database.open(url);
    }

    /** Deletes the database. */
    @Override
    public void close() throws IOException, SQLException {
      if (pgName != null) {
        try (Connection c = DriverManager.getConnection(postgres());
            Statement s = c.createStatement()) {
          s.execute("DROP DATABASE IF EXISTS " + pgName + " WITH (FORCE)");
        }
      }
      if (dir != null) {
        try (Stream<Path> files = Files.walk(dir)) {
          for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
            Files.deleteIfExists(p);
          }
        }
      }
    }

    @Override
    public String toString() {
      return pgName == null ? "sqlite" : "postgres";
    }
  }
}
