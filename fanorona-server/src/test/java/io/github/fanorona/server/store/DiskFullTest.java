package io.github.fanorona.server.store;

import static io.github.fanorona.server.store.TestDatabases.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.store.StoreException.Kind;
import io.github.fanorona.server.store.TestDatabases.Fresh;
import java.sql.SQLException;
import org.jdbi.v3.core.ConnectionException;
import org.junit.jupiter.api.Test;

/**
 * Issue 46: a full disk was told as "the club's database cannot be reached", and logged nothing.
 * The store now names it: {@link Kind#FULL}, a 507 {@code store_full} for the page, and a line in
 * the log. PostgreSQL's SQLSTATE 53100 is simulated at the store's one door ({@link
 * Database#call}); SQLite's SQLITE_FULL is real, from a file held to its pages by {@code
 * max_page_count}.
 */
class DiskFullTest {
  @Test
  void postgresDiskFullIsToldAsSuch() {
    StoreException e =
        refused(
            Kind.FULL,
            () ->
                Database.call(
                    "store a turn",
                    () -> {
                      throw new ConnectionException(
                          new SQLException(
                              "ERROR: could not extend file \"base/16384/16390\": No space left on"
                                  + " device",
                              "53100"));
                    }));
    assertEquals("cannot store a turn: the disk of the club's database is full", e.getMessage());
    assertEquals(507, e.refusal().status());
    assertEquals("store_full", e.refusal().code());
    assertTrue(e.refusal().getMessage().contains("disk"), e.refusal().getMessage());
    // any other failure is still the database away
    StoreException away =
        refused(
            Kind.UNAVAILABLE,
            () ->
                Database.call(
                    "store a turn",
                    () -> {
                      throw new ConnectionException(
                          new SQLException("Connection refused", "08001"));
                    }));
    assertEquals(503, away.refusal().status());
  }

  @Test
  void sqliteFullIsToldAsSuchAndWhatWasStoredStays() throws Exception {
    try (Fresh fresh = TestDatabases.fresh(TestDatabases.Kind.SQLITE)) {
      int pages;
      try (Database db = fresh.open()) {
        pages =
            db.jdbi()
                .withHandle(h -> h.createQuery("PRAGMA page_count").mapTo(Integer.class).one());
      }
      try (Database db = Database.open(fresh.url + "?max_page_count=" + (pages + 1))) {
        String ann = TestDatabases.player(db, "Ann");
        GameRows rows = db.games();
        int made = 0;
        StoreException full = null;
        for (int i = 0; i < 5000 && full == null; i++) {
          try {
            rows.create(NewGame.of("sivy", "seed000").withWhite(ann));
            made++;
          } catch (StoreException e) {
            full = e;
          }
        }
        assertTrue(full != null, "the file never filled up");
        assertEquals(Kind.FULL, full.kind(), full.getMessage());
        assertEquals(
            "cannot store a game: the disk of the club's database is full", full.getMessage());
        assertTrue(made > 0, "nothing was stored before the file was full");
        // every game stored before is there, and reading still works
        assertEquals(made, rows.gamesOf(ann).size());
      }
    }
  }
}
