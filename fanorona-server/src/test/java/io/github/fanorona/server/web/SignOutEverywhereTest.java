package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.players.Players;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 46: a sign-out on one instance left the cookie alive on the others (each kept the sessions
 * it had seen in memory), and the old cookie opened the account on the other instance and resigned
 * its game. Two sites on one PostgreSQL: a session ended on A is refused by B at once, for a
 * request and for a page of a game already open on B. Skipped without {@code FANORONA_TEST_PG_URL}
 * (a failure on CI).
 */
class SignOutEverywhereTest {
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  /** A request with a cookie of our choosing, to a site of our choosing. */
  private static HttpResponse<String> post(int port, String path, String secret) throws Exception {
    return SiteAttacksTest.send(
        HTTP,
        port,
        "POST",
        path,
        "{}",
        "Content-Type",
        "application/json",
        "Cookie",
        Players.COOKIE + "=" + secret);
  }

  @Test
  void aSessionEndedOnOneInstanceIsRefusedOnTheOtherAtOnce() throws Exception {
    try (TwoSites two = TwoSites.start()) {
      ClubClient ann = new ClubClient(two.a.port());
      String id = ann.invite("{\"side\":\"white\"}");
      assertEquals(
          200,
          ann.post(
                  "/api/account/signup",
                  "{\"name\":\"Ann\",\"password\":\"correct horse battery\"}")
              .statusCode());
      // Bo takes the other seat on B
      new ClubClient(two.b.port()).open(id);
      for (int round = 0; round < 5; round++) {
        if (round > 0) {
          assertEquals(
              200,
              ann.post(
                      "/api/account/signin",
                      "{\"name\":\"ann\",\"password\":\"correct horse battery\"}")
                  .statusCode());
        }
        String secret = ann.secret();
        // B knows the session (and holds it in memory from now on), and a page of the game on B
        // is Ann's
        assertTrue(post(two.b.port(), "/api/me", secret).body().contains("\"name\":\"Ann\""));
        ClubClient.Page page =
            new ClubClient(two.b.port()).socket(id, secret, "http://127.0.0.1:" + two.b.port());
        page.next(m -> m.contains("\"you\":\"w\""));
        assertEquals(200, ann.post("/api/account/signout", "{}").statusCode());
        // at once on B: the cookie opens no account, and makes a new guest instead
        String me = post(two.b.port(), "/api/me", secret).body();
        assertFalse(me.contains("\"name\":\"Ann\""), "round " + round + ": " + me);
        assertTrue(me.contains("\"account\":false"), me);
        // the page opened with it acts no more: it is closed, the resignation not made
        page.send("{\"do\":\"resign\"}");
        assertEquals(1008, page.closed.get(5, TimeUnit.SECONDS), "round " + round);
        String view = new ClubClient(two.b.port()).get("/api/club/" + id).body();
        assertTrue(view.contains("\"status\":\"live\""), "round " + round + ": " + view);
      }
    }
  }
}
