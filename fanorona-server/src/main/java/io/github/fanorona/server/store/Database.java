package io.github.fanorona.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.github.fanorona.server.store.StoreException.Kind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.jspecify.annotations.Nullable;

/**
 * The club's database, open: a pool of connections to a SQLite file (the default, nothing to
 * install) or to PostgreSQL (for deployment, and for several server instances sharing one club),
 * its schema migrated by Flyway from {@code classpath:db/migration} on opening. Every job reaches
 * it one way, through Jdbi ({@link #jdbi()}); the games and their turns, which two jobs write, are
 * behind {@link #games()}; its {@link #relay()} tells every instance on the same database that a
 * game changed.
 *
 * <pre>{@code
 * try (Database db = Database.open("jdbc:postgresql://127.0.0.1:5432/club?user=club&password=pw")) {
 *   db.isPostgres()   // true
 * }
 * Database.open("mysql://x")
 * // StoreException INVALID: "the database URL must start with jdbc:sqlite: or jdbc:postgresql:…"
 * }</pre>
 */
public final class Database implements AutoCloseable {
  /** The environment variable that names the server's database URL. */
  public static final String ENV = "FANORONA_DB";

  private static final String SQLITE = "jdbc:sqlite:";
  private static final String POSTGRES = "jdbc:postgresql:";

  /**
   * What every SQLite connection is opened with: foreign keys checked (SQLite's default is off),
   * readers beside the one writer (WAL), a writer waiting up to 5 s for another, and a write
   * transaction that takes the write lock at its start, so that it never works on a snapshot
   * another writer has changed.
   */
  private static final String[] SQLITE_OPTIONS = {
    "foreign_keys=true", "journal_mode=WAL", "busy_timeout=5000", "transaction_mode=IMMEDIATE"
  };

  private static final Pattern PASSWORD = Pattern.compile("(?i)(password=)[^&]*");

  private final String url;
  private final boolean postgres;
  private final HikariDataSource pool;
  private final Jdbi jdbi;
  private final GameRows games;
  private final Versions versions;
  private final Opening.@Nullable Lock lock;
  private @Nullable Relay relay;
  private boolean closed;

  private Database(
      String url, boolean postgres, HikariDataSource pool, Opening.@Nullable Lock lock) {
    this.url = url;
    this.lock = lock;
    this.postgres = postgres;
    this.pool = pool;
    this.jdbi = Jdbi.create(pool);
    this.games = new GameRows(jdbi);
    this.versions = new Versions(games);
  }

  /**
   * Returns the file the site's club lives in when no URL is given: {@code club.db} in the folder
   * {@code .fanorona} of the user's home.
   *
   * <pre>{@code Database.defaultFile()   // /home/ann/.fanorona/club.db}</pre>
   *
   * @return the path of the default SQLite file
   */
  public static Path defaultFile() {
    return Path.of(System.getProperty("user.home"), ".fanorona", "club.db");
  }

  /**
   * Returns the URL of a SQLite file.
   *
   * <pre>{@code Database.sqliteUrl(Path.of("/tmp/club.db"))   // "jdbc:sqlite:/tmp/club.db"}</pre>
   *
   * @param file the database's file; it and its folder are made when missing
   * @return the JDBC URL
   */
  public static String sqliteUrl(Path file) {
    return SQLITE + file.toAbsolutePath();
  }

  /**
   * Opens a database and migrates its schema to the latest version. A SQLite URL gets the options
   * the store needs ({@code foreign_keys=true&journal_mode=WAL&busy_timeout=5000}) unless it names
   * them; a PostgreSQL URL carries its user and password as parameters.
   *
   * <pre>{@code
   * Database.open("jdbc:sqlite:/var/lib/fanorona/club.db")
   * Database.open("jdbc:postgresql://db.example:5432/club?user=club&password=pw")
   * Database.open("jdbc:postgresql://127.0.0.1:1/club")
   * // StoreException UNAVAILABLE: "cannot open the database jdbc:postgresql://127.0.0.1:1/club:
   * //   Connection to 127.0.0.1:1 refused…"
   * }</pre>
   *
   * @param url a {@code jdbc:sqlite:} or {@code jdbc:postgresql:} URL
   * @return the open database
   * @throws StoreException {@link Kind#INVALID} for a URL of another kind or an in-memory SQLite
   *     database, {@link Kind#UNAVAILABLE} if the database cannot be reached or migrated, or if
   *     another process (another site) has the SQLite file open
   */
  public static Database open(String url) {
    checkUrl(url);
    boolean postgres = url.startsWith(POSTGRES);
    String full = postgres ? url : sqlite(url);
    // a second site on the same SQLite file is refused before it opens it
    Opening.Lock lock = postgres ? null : Opening.lock(Path.of(sqliteFile(full)));
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(full);
    config.setDriverClassName(postgres ? "org.postgresql.Driver" : "org.sqlite.JDBC");
    config.setPoolName("fanorona-club");
    config.setMaximumPoolSize(postgres ? 8 : 4);
    config.setConnectionTimeout(10_000);
    HikariDataSource pool;
    try {
      pool = new HikariDataSource(config);
    } catch (RuntimeException e) {
      release(lock);
      throw new StoreException(
          Kind.UNAVAILABLE, "cannot open the database " + shown(url) + ": " + reason(e), e);
    }
    try {
      Flyway.configure().dataSource(pool).locations("classpath:db/migration").load().migrate();
    } catch (FlywayException e) {
      pool.close();
      release(lock);
      throw new StoreException(
          Kind.UNAVAILABLE, "cannot migrate the database " + shown(url) + ": " + reason(e), e);
    }
    Database db = new Database(full, postgres, pool, lock);
    try {
      db.games.finishEnded();
    } catch (RuntimeException e) {
      db.close();
      throw e;
    }
    return db;
  }

  /** Refuses a URL that is neither a SQLite file's nor a PostgreSQL server's, before any I/O. */
  private static void checkUrl(String url) {
    if (url.startsWith(POSTGRES)) {
      return;
    }
    if (!url.startsWith(SQLITE)) {
      throw new StoreException(
          Kind.INVALID,
          "the database URL must start with jdbc:sqlite: (a file) or jdbc:postgresql:"
              + " (a server), not '"
              + shown(url)
              + "'");
    }
    String file = sqliteFile(url);
    if (file.isEmpty() || file.contains(":memory:") || url.contains("mode=memory")) {
      throw new StoreException(
          Kind.INVALID,
          "an in-memory SQLite database is not shared between connections: name a file, as in"
              + " jdbc:sqlite:club.db");
    }
    try {
      if (Path.of(file).getFileName() == null) {
        throw new StoreException(Kind.INVALID, "'" + shown(file) + "' names a folder, not a file");
      }
    } catch (InvalidPathException e) {
      throw new StoreException(
          Kind.INVALID, "'" + shown(file) + "' is not a file name: " + e.getReason(), e);
    }
  }

  private static String sqliteFile(String url) {
    int q = url.indexOf('?');
    return q < 0 ? url.substring(SQLITE.length()) : url.substring(SQLITE.length(), q);
  }

  /** A SQLite URL with the store's options added, its folder made. */
  private static String sqlite(String url) {
    Path parent = Path.of(sqliteFile(url)).toAbsolutePath().getParent();
    try {
      if (parent != null) {
        Files.createDirectories(parent);
      }
    } catch (IOException | RuntimeException e) {
      throw new StoreException(
          Kind.UNAVAILABLE, "cannot make the folder " + parent + " for the database: " + e, e);
    }
    StringBuilder sb = new StringBuilder(url);
    for (String option : SQLITE_OPTIONS) {
      String key = option.substring(0, option.indexOf('=') + 1);
      if (!url.contains("?" + key) && !url.contains("&" + key)) {
        sb.append(sb.indexOf("?") < 0 ? '?' : '&').append(option);
      }
    }
    return sb.toString();
  }

  /**
   * {@return the database as Jdbi reaches it: the one way every job's store reads and writes}
   *
   * <pre>{@code db.jdbi().withHandle(h -> h.createQuery("SELECT 1").mapTo(Integer.class).one())}
   * </pre>
   */
  public Jdbi jdbi() {
    return jdbi;
  }

  /**
   * {@return the games and their turns, which the play page's and the club's stores share}
   *
   * <pre>{@code db.games().liveGames()   // []}</pre>
   */
  public GameRows games() {
    return games;
  }

  /**
   * {@return the version of each game this server last read or wrote, for the next write}
   *
   * <pre>{@code db.versions().of(gameId)   // 7}</pre>
   */
  public Versions versions() {
    return versions;
  }

  /**
   * Returns the relay of this database, made on the first call and closed with the database: on
   * PostgreSQL it reaches every instance on the same database (LISTEN/NOTIFY on a connection of its
   * own); on SQLite, which serves one instance, it stays in this process.
   *
   * <pre>{@code db.relay().publish(game.id(), "turn " + game.version())}</pre>
   *
   * @return the relay
   */
  public synchronized Relay relay() {
    if (relay == null) {
      relay = postgres ? new PostgresRelay(url, jdbi) : new LocalRelay();
    }
    return relay;
  }

  /**
   * {@return whether this is a PostgreSQL database (else a SQLite file)}
   *
   * <pre>{@code Database.open(Database.sqliteUrl(file)).isPostgres()   // false}</pre>
   */
  public boolean isPostgres() {
    return postgres;
  }

  /**
   * {@return the URL, its password hidden, for a log line}
   *
   * <pre>{@code db.url()   // "jdbc:postgresql://db:5432/club?user=club&password=***"}</pre>
   */
  public String url() {
    return shown(url);
  }

  /**
   * Closes the relay and the pool. Turns already stored stay stored: every write was committed
   * before it returned.
   *
   * <pre>{@code db.close()}</pre>
   */
  @Override
  public void close() {
    Relay r;
    synchronized (this) {
      if (closed) {
        return;
      }
      closed = true;
      r = relay;
    }
    if (r != null) {
      r.close();
    }
    pool.close();
    release(lock);
  }

  private static void release(Opening.@Nullable Lock lock) {
    if (lock != null) {
      lock.release();
    }
  }

  /**
   * Runs a call on the database, its failure in the store's words.
   *
   * <pre>{@code Database.call("store a seek", () -> jdbi.withHandle(h -> h.execute(…)))}</pre>
   *
   * @param <T> what it returns
   * @param what what the call does, for the message ("store a turn")
   * @param call the call
   * @return what the call returned
   * @throws StoreException {@code FULL} if the database's disk is full, {@code UNAVAILABLE} if the
   *     database failed otherwise, or the call's own
   */
  public static <T> T call(String what, Supplier<T> call) {
    try {
      return call.get();
    } catch (JdbiException e) {
      throw StoreException.failed(what, e);
    }
  }

  /**
   * Whether a failure is a unique or primary key broken: SQLSTATE 23505 on PostgreSQL; on SQLite
   * the extended codes SQLITE_CONSTRAINT_PRIMARYKEY (1555) and SQLITE_CONSTRAINT_UNIQUE (2067), or
   * the plain SQLITE_CONSTRAINT (19) with a message that names one (a broken foreign key is not
   * one).
   *
   * <pre>{@code Database.isUniqueViolation(new SQLException("x", "23505"))   // true}</pre>
   *
   * @param e a failure, or one whose cause is the driver's
   * @return whether it reports a unique or primary key broken
   */
  public static boolean isUniqueViolation(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof SQLException s) {
        int code = s.getErrorCode();
        String message = String.valueOf(s.getMessage());
        return "23505".equals(s.getSQLState())
            || code == 1555
            || code == 2067
            || (code == 19 && (message.contains("UNIQUE") || message.contains("PRIMARY KEY")));
      }
    }
    return false;
  }

  /** The deepest cause's first line, such as "Connection to 127.0.0.1:1 refused". */
  static String reason(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    String m = t.getMessage();
    if (m == null || m.isBlank()) {
      return t.getClass().getSimpleName();
    }
    int nl = m.indexOf('\n');
    return (nl < 0 ? m : m.substring(0, nl)).strip();
  }

  /** A URL as messages show it: the password hidden, cut to 200 characters. */
  static String shown(String url) {
    String s = PASSWORD.matcher(url).replaceAll("$1***");
    return s.length() <= 200 ? s : s.substring(0, 200) + "…";
  }
}
