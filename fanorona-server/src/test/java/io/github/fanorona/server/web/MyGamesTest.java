package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.store.TestDatabases;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Everyone's own games ({@code /games}): a guest's games by its cookie, the latest first, twenty a
 * page, each with its replay and its PGN; another browser sees none of them; every name escaped; a
 * page number out of the list is the first page.
 */
class MyGamesTest {
  private static List<String> rows(String html) {
    List<String> ids = new ArrayList<>();
    Matcher m = Pattern.compile("<tr data-game=\"([^\"]+)\">").matcher(html);
    while (m.find()) {
      ids.add(m.group(1));
    }
    return ids;
  }

  @Test
  void aGuestsGamesAreListedTwentyAPageWithTheirReplayAndRecord() throws Exception {
    try (TestDatabases.Fresh db = TestDatabases.fresh(TestDatabases.Kind.SQLITE);
        Site site =
            Site.start(
                SiteConfig.defaults()
                    .withPort(0)
                    .withClientBounds(1000, 1000, 64)
                    .withDatabase(db.url))) {
      ClubClient ann = new ClubClient(site.port());
      assertEquals(200, ann.post("/api/me", "{}").statusCode());
      HttpResponse<String> named = ann.post("/api/me/name", "{\"name\":\"<i>Ann</i>\"}");
      assertEquals(200, named.statusCode(), named.body());
      List<String> made = new ArrayList<>();
      for (int i = 0; i < 45; i++) {
        made.add(ann.invite("{\"side\":\"white\"}"));
      }
      HttpResponse<String> first = ann.get("/games");
      assertEquals(200, first.statusCode());
      String html = first.body();
      assertTrue(html.contains("&lt;i&gt;Ann&lt;/i&gt;") && !html.contains("<i>Ann"), html);
      // twenty a page, every game on one page (the latest changed first: games made within one
      // millisecond are in the order of their ids)
      List<String> page1 = rows(html);
      assertEquals(20, page1.size());
      String one = page1.get(0);
      assertTrue(html.contains("href=\"/g/" + one + "\""), "its replay");
      assertTrue(html.contains("href=\"/api/club/" + one + "/record?format=pgn\""), "its record");
      assertTrue(html.contains("id=\"mine-older\" href=\"/games?page=2\""), html);
      assertFalse(html.contains("mine-newer"), html);
      List<String> page2 = rows(ann.get("/games?page=2").body());
      List<String> page3 = rows(ann.get("/games?page=3").body());
      assertEquals(5, page3.size());
      java.util.Set<String> all = new java.util.HashSet<>(page1);
      all.addAll(page2);
      all.addAll(page3);
      assertEquals(new java.util.HashSet<>(made), all);
      String last = ann.get("/games?page=3").body();
      assertTrue(
          last.contains("id=\"mine-newer\" href=\"/games?page=2\"")
              && !last.contains("mine-older"));
      // a page that is not one of the list's is the first
      assertEquals(page1, rows(ann.get("/games?page=999999999999").body()));
      assertEquals(page1, rows(ann.get("/games?page=-1").body()));
      // the record the list links to is the game's PGN
      HttpResponse<String> pgn = ann.get("/api/club/" + one + "/record?format=pgn");
      assertEquals(200, pgn.statusCode());
      assertTrue(pgn.body().contains("[White \"<i>Ann</i>\"]"), pgn.body());
      // another browser, and a browser without a session, see none of them
      ClubClient bo = new ClubClient(site.port());
      assertEquals(200, bo.post("/api/me", "{}").statusCode());
      String theirs = bo.get("/games").body();
      assertEquals(List.of(), rows(theirs));
      assertTrue(theirs.contains("id=\"mine-none\""), theirs);
      String nobody = new ClubClient(site.port()).get("/games").body();
      assertTrue(nobody.contains("id=\"mine-who\"") && rows(nobody).isEmpty(), nobody);
    }
  }
}
