package io.github.fanorona.server.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.jdbi.v3.core.Jdbi;
import org.jspecify.annotations.Nullable;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The relay of a PostgreSQL database: NOTIFY through Jdbi's pool, LISTEN on a connection of its own
 * (LISTEN is session state, which a pooled connection would carry to its next borrower; Jdbi has no
 * notifications, so the listening connection is the driver's own, read through {@code
 * PGConnection}). The listening thread reconnects with a growing pause (0.1 s to 2 s) when the
 * connection is lost, then tells the listeners of the gap; a quiet connection is tried every 10 s
 * so that a dead one is noticed.
 */
final class PostgresRelay extends Listeners {
  /** The channel of every instance of the club on one database. */
  static final String CHANNEL = "fanorona_club";

  /** The application name of the listening connection, as {@code pg_stat_activity} shows it. */
  static final String APPLICATION = "fanorona-relay";

  private static final Logger LOG = LoggerFactory.getLogger(Relay.class);
  private static final long PING_NANOS = TimeUnit.SECONDS.toNanos(10);

  private final String url;
  private final Jdbi jdbi;
  private final Thread thread;
  private final CountDownLatch listening = new CountDownLatch(1);
  private volatile boolean closed;
  private volatile @Nullable Connection connection;

  PostgresRelay(String url, Jdbi jdbi) {
    this.url = url;
    this.jdbi = jdbi;
    thread = new Thread(this::run, "fanorona-relay");
    thread.setDaemon(true);
    thread.start();
    // an event published right after the relay is made must be heard: wait for the first LISTEN
    try {
      if (!listening.await(10, TimeUnit.SECONDS)) {
        LOG.warn("the relay does not listen yet; it goes on trying");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void publish(String gameId, String event) {
    check(gameId, event);
    Database.call(
        "publish an event",
        () ->
            jdbi.withHandle(
                h ->
                    h.createQuery("SELECT pg_notify(?, ?)")
                        .bind(0, CHANNEL)
                        .bind(1, gameId + " " + event)
                        .mapTo(String.class)
                        .findOne()));
  }

  private void run() {
    long pause = 100;
    boolean first = true;
    while (!closed) {
      try (Connection c = connect()) {
        connection = c;
        try (Statement s = c.createStatement()) {
          s.execute("LISTEN " + CHANNEL);
        }
        if (!first) {
          LOG.info("the relay listens again");
          deliverGap();
        }
        first = false;
        pause = 100;
        listening.countDown();
        listen(c);
      } catch (SQLException | RuntimeException e) {
        if (closed) {
          break;
        }
        LOG.warn(
            "the relay lost PostgreSQL ({}); trying again in {} ms", Database.reason(e), pause);
        try {
          Thread.sleep(pause);
        } catch (InterruptedException ie) {
          break;
        }
        pause = Math.min(2_000, pause * 2);
      } finally {
        connection = null;
      }
    }
  }

  /** Hears notifications until the connection fails or the relay closes. */
  private void listen(Connection c) throws SQLException {
    PGConnection pg = c.unwrap(PGConnection.class);
    long heard = System.nanoTime();
    while (!closed) {
      PGNotification[] ns = pg.getNotifications(500);
      if (ns == null || ns.length == 0) {
        if (System.nanoTime() - heard > PING_NANOS) {
          try (Statement s = c.createStatement()) {
            s.execute("SELECT 1");
          }
          heard = System.nanoTime();
        }
        continue;
      }
      heard = System.nanoTime();
      for (PGNotification n : ns) {
        String payload = n.getParameter();
        int space = payload.indexOf(' ');
        if (space > 0) {
          deliver(payload.substring(0, space), payload.substring(space + 1));
        }
      }
    }
  }

  private Connection connect() throws SQLException {
    Properties p = new Properties();
    p.setProperty("ApplicationName", APPLICATION);
    p.setProperty("tcpKeepAlive", "true");
    Connection c = new org.postgresql.Driver().connect(url, p);
    if (c == null) {
      throw new SQLException("not a PostgreSQL URL");
    }
    c.setAutoCommit(true);
    return c;
  }

  @Override
  public void close() {
    closed = true;
    clear();
    Connection c = connection;
    if (c != null) {
      try {
        c.close();
      } catch (SQLException e) {
        // closing a connection the thread is reading from may fail; the thread ends either way
      }
    }
    thread.interrupt();
    try {
      thread.join(2_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
