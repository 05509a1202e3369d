package io.github.fanorona.server.web;

import io.github.fanorona.server.club.Club;
import io.github.fanorona.server.store.TestDatabases;
import java.io.IOException;
import java.sql.SQLException;
import java.time.Duration;

/**
 * Two sites on one fresh PostgreSQL database, one club on two instances, closed together: the
 * set-up of every test of what the instances share. Skips the test without {@code
 * FANORONA_TEST_PG_URL}, as {@link TestDatabases#fresh} does (a failure on CI).
 *
 * <pre>{@code
 * try (TwoSites two = TwoSites.start()) {
 *   ClubClient ann = new ClubClient(two.a.port());
 *   ClubClient bo = new ClubClient(two.b.port());
 * }
 * }</pre>
 */
final class TwoSites implements AutoCloseable {
  final Site a;
  final Site b;
  private final TestDatabases.Fresh db;

  private TwoSites(TestDatabases.Fresh db, Site a, Site b) {
    this.db = db;
    this.a = a;
    this.b = b;
  }

  /** Two sites with the club's own wait before a claim. */
  static TwoSites start() throws IOException, SQLException {
    return start(Club.CLAIM_AFTER);
  }

  /** Two sites whose club lets a game be claimed after {@code claimAfter}. */
  static TwoSites start(Duration claimAfter) throws IOException, SQLException {
    TestDatabases.Fresh db = TestDatabases.fresh(TestDatabases.Kind.POSTGRES);
    SiteConfig config = SiteConfig.defaults().withPort(0).withDatabase(db.url);
    Site a = null;
    try {
      a = Site.start(config, claimAfter);
      return new TwoSites(db, a, Site.start(config, claimAfter));
    } catch (RuntimeException | Error e) {
      if (a != null) {
        a.close();
      }
      db.close();
      throw e;
    }
  }

  @Override
  public void close() throws IOException, SQLException {
    try {
      b.close();
      a.close();
    } finally {
      db.close();
    }
  }
}
