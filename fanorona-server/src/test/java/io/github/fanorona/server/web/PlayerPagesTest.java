package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Variant;
import io.github.fanorona.server.store.TestDatabases;
import io.github.fanorona.variants.Presets;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The players' pages and the leaderboard (issue 30) on each database, and in memory: a rated game
 * moves both ratings, the pages show them with the history chart and the game's link, every name
 * escaped.
 */
class PlayerPagesTest {
  /** Where the site keeps its club: in memory, or in a database of a kind. */
  enum Where {
    MEMORY,
    SQLITE,
    POSTGRES
  }

  private static ClubClient member(int port, String name) throws Exception {
    ClubClient c = new ClubClient(port);
    HttpResponse<String> r =
        c.post(
            "/api/account/signup",
            "{\"name\":\"" + name + "\",\"password\":\"correct horse " + name + "\"}");
    assertEquals(200, r.statusCode(), r.body());
    return c;
  }

  @ParameterizedTest
  @EnumSource(Where.class)
  void aRatedGameShowsOnBothPlayersPagesAndTheLeaderboard(Where where) throws Exception {
    TestDatabases.Fresh db =
        where == Where.MEMORY
            ? null
            : TestDatabases.fresh(
                where == Where.SQLITE ? TestDatabases.Kind.SQLITE : TestDatabases.Kind.POSTGRES);
    SiteConfig config = SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64);
    try (Site site =
        db == null
            ? Site.start(config, Duration.ofSeconds(60))
            : Site.start(config.withDatabase(db.url))) {
      int port = site.port();
      ClubClient ann = member(port, "Ann");
      ClubClient bo = member(port, "Bo_2");
      String id = ann.invite("{\"side\":\"white\",\"rated\":true,\"time\":\"5+3\"}");
      ClubClient.Page w = ann.open(id);
      ClubClient.Page b = bo.open(id);
      w.next(m -> m.contains("\"status\":\"live\""));
      ClubClient.play(
          Game.start(Variant.sivy(), Presets.ruleset("youzai", Variant.sivy())), 2, w, b);
      b.send("{\"do\":\"resign\"}");
      w.next(m -> m.contains("\"termination\":\"resignation\""));
      // a casual game with a guest whose name is markup: shown as text
      ClubClient guest = new ClubClient(port);
      guest.post("/api/me/name", "{\"name\":\"<b>Eve</b>\"}");
      String casual = ann.invite("{\"side\":\"white\"}");
      guest.open(casual);

      String annPage = ann.get("/p/ann").body();
      assertTrue(annPage.contains("<h1>Ann</h1>"), annPage);
      assertTrue(annPage.contains("<td class=\"rating\">1662</td>"), annPage);
      assertTrue(annPage.contains("<svg class=\"chart\" data-variant=\"sivy\""), annPage);
      assertTrue(annPage.contains("href=\"/g/" + id + "\""), annPage);
      assertTrue(annPage.contains("1500 → 1662 (+162)"), annPage);
      // the players' pages are in French unless asked otherwise, and their links keep the language
      assertTrue(annPage.contains("href=\"/p/Bo_2?lang=fr\""), annPage);
      assertFalse(annPage.contains("<b>Eve"), annPage);
      if (db != null) {
        assertTrue(annPage.contains("&lt;b&gt;Eve&lt;/b&gt;"), annPage);
        assertTrue(annPage.contains("href=\"/g/" + casual + "\""), annPage);
      }
      String boPage = bo.get("/p/BO_2").body();
      assertTrue(boPage.contains("<td class=\"rating\">1338</td>"), boPage);
      assertTrue(boPage.contains("1500 → 1338 (-162)"), boPage);

      String board = bo.get("/leaderboard?variant=sivy").body();
      int a = board.indexOf(">Ann</a>");
      int o = board.indexOf(">Bo_2</a>");
      assertTrue(a > 0 && o > a, board);
      assertTrue(bo.get("/leaderboard?variant=dimy&lang=en").body().contains("No rated game"));
      assertTrue(bo.get("/leaderboard?variant=dimy").body().contains("Pas encore de partie"));
      ApiTest.assertError(bo.get("/leaderboard?variant=chess"), 400, "unknown_variant");
      ApiTest.assertError(bo.get("/p/nobody"), 404, "unknown_player");
      ApiTest.assertError(bo.get("/p/%3Cscript%3E"), 404, "unknown_player");
    } finally {
      if (db != null) {
        db.close();
      }
    }
  }
}
