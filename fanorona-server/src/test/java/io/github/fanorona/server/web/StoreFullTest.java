package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.store.Database;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Issue 46: with its disk full the site answered "the club's database cannot be reached" and logged
 * nothing. A site whose SQLite file can grow no more (held to its pages by {@code max_page_count},
 * SQLite's own SQLITE_FULL) answers a new game with 507 {@code store_full}, saying the disk is
 * full, and says so in its log; what it stored before is still there.
 */
@Isolated // it reads the log on standard error
class StoreFullTest {
  @TempDir Path dir;

  @Test
  void aFullDiskIsSaidInTheAnswerAndTheLog() throws Exception {
    Path file = dir.resolve("club.db");
    int pages;
    try (Database db = Database.open(Database.sqliteUrl(file))) {
      pages =
          db.jdbi().withHandle(h -> h.createQuery("PRAGMA page_count").mapTo(Integer.class).one());
    }
    String url = Database.sqliteUrl(file) + "?max_page_count=" + (pages + 2);
    PrintStream err = System.err;
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    System.setErr(new PrintStream(log, true, StandardCharsets.UTF_8));
    HttpResponse<String> refused = null;
    int made = 0;
    try (Site site =
        Site.start(
            SiteConfig.defaults()
                .withPort(0)
                .withClientBounds(10_000, 100_000, 64)
                .withDatabase(url))) {
      for (int i = 0; i < 3000 && refused == null; i++) {
        // a new browser each time: a new player and a new game
        HttpResponse<String> r =
            new ClubClient(site.port()).post("/api/games", "{\"variant\":\"sivy\",\"level\":1}");
        if (r.statusCode() == 200) {
          made++;
        } else {
          refused = r;
        }
      }
    } finally {
      System.setErr(err);
    }
    String logged = log.toString(StandardCharsets.UTF_8);
    assertTrue(refused != null, "the file never filled up");
    assertTrue(made > 0, "nothing was stored before the file was full");
    ApiTest.assertError(refused, 507, "store_full");
    assertTrue(refused.body().contains("disk of the club's database is full"), refused.body());
    assertTrue(logged.contains("the disk of the club's database is full: cannot store a"), logged);
    assertFalse(logged.contains("\tat "), "a line, not a trace: " + logged);
  }
}
