package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.CookieManager;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 47, item 1: the per-address bounds on new games with the defaults. A player who loses
 * quickly plays game after game (finished games do not count toward the bound), a class of 30
 * behind one address each starts a game within a minute, and a flood from one address stays bounded
 * (ClubAttacksTest, SiteAttacksTest and LoadTest). Before, the 21st game from one address was
 * refused although 20 were finished.
 */
class PlayBoundsTest {
  private static final Pattern ID = Pattern.compile("\"id\":\"([A-Za-z0-9_-]+)\"");

  private static HttpClient player() {
    return HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
  }

  private static HttpResponse<String> post(HttpClient c, int port, String path, String body)
      throws Exception {
    return SiteAttacksTest.send(c, port, "POST", path, body, "Content-Type", "application/json");
  }

  private static String id(HttpResponse<String> r) {
    Matcher m = ID.matcher(r.body());
    assertTrue(m.find(), r.body());
    return m.group(1);
  }

  @Test
  void onePlayerStartsAndFinishesTwentyFiveGamesInARow() throws Exception {
    try (Site site = Site.start(SiteConfig.defaults().withPort(0))) {
      HttpClient ann = player();
      for (int game = 1; game <= 25; game++) {
        HttpResponse<String> started = post(ann, site.port(), "/api/games", "{\"level\":1}");
        assertEquals(200, started.statusCode(), "game " + game + ": " + started.body());
        String g = "/api/games/" + id(started);
        // a turn, the computer's reply, then the game is lost: a game of a minute or less
        assertEquals(200, post(ann, site.port(), g + "/turn", "{\"text\":\"f2e3a\"}").statusCode());
        assertEquals(200, post(ann, site.port(), g + "/computer", "{}").statusCode());
        HttpResponse<String> resigned = post(ann, site.port(), g + "/resign", "{}");
        assertTrue(resigned.body().contains("\"reason\":\"RESIGNATION\""), resigned.body());
      }
    }
  }

  @Test
  void thirtyPlayersBehindOneAddressEachStartAGameWithinAMinute() throws Exception {
    try (Site site = Site.start(SiteConfig.defaults().withPort(0))) {
      long start = System.nanoTime();
      List<String> refused = new ArrayList<>();
      for (int i = 0; i < 30; i++) {
        HttpResponse<String> r = post(player(), site.port(), "/api/games", "{}");
        if (r.statusCode() != 200) {
          refused.add(i + ": " + r.body());
        }
      }
      assertEquals(List.of(), refused, "no refusal");
      assertTrue(System.nanoTime() - start < 60_000_000_000L, "within a minute");
      assertEquals(30, site.games());
    }
  }

  /** The flood: one address starting games without end is refused past its bound, with a reason. */
  @Test
  void aFloodFromOneAddressStaysBounded() throws Exception {
    try (Site site = Site.start(SiteConfig.defaults().withPort(0))) {
      HttpClient eve = player();
      int made = 0;
      for (int i = 0; i < 200; i++) {
        HttpResponse<String> r = post(eve, site.port(), "/api/games", "{}");
        if (r.statusCode() == 200) {
          made++;
        } else {
          ApiTest.assertError(r, 429, "too_many_games");
          assertTrue(r.body().contains("\"key\":\"too_many_games."), r.body());
        }
      }
      assertTrue(made <= SiteConfig.defaults().gamesPerMinute(), "made " + made);
      assertTrue(made >= 30, "made " + made);
    }
  }
}
