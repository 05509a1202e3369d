package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.TurnNotation;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Two sites on one PostgreSQL serve one club: a game made on A is played by a player on A and one
 * on B, and a spectator on B hears each of A's turns within a second (LISTEN/NOTIFY through the
 * store's relay); a player is gone only when gone from both (no claim while their page is open on
 * the other), a draw offered on one is accepted on the other, a seek made on one is accepted from
 * the other, and both count the same players online. Skipped without {@code FANORONA_TEST_PG_URL}
 * (a failure on CI).
 */
@Isolated // a time bound: measured with no other test class running
class ClubTwoInstancesTest {
  @Test
  void aSpectatorOnBSeesEachTurnPlayedOnAWithinASecond() throws Exception {
    try (TwoSites two = TwoSites.start()) {
      ClubClient ann = new ClubClient(two.a.port());
      String id = ann.invite("{\"side\":\"white\"}");
      ClubClient.Page white = ann.open(id);
      // Bo opens the invitation on the other instance: the seat is the stored game's
      ClubClient bo = new ClubClient(two.b.port());
      ClubClient.Page black = bo.open(id);
      black.next(m -> m.contains("\"you\":\"b\"") && m.contains("\"status\":\"live\""));
      ClubClient.Page watcher = new ClubClient(two.b.port()).open(id);
      watcher.next(m -> m.contains("\"you\":\"\""));
      white.next(m -> m.contains("\"status\":\"live\""));
      Game g = ClubTest.fresh();
      for (int i = 0; i < 6; i++) {
        String t = TurnNotation.format(g.legalTurns().get(0));
        g = g.play(t);
        ClubClient.Page mover = i % 2 == 0 ? white : black;
        ClubClient.Page other = i % 2 == 0 ? black : white;
        long sent = System.nanoTime();
        mover.send(ClubTest.turn(t));
        other.turns(i + 1);
        watcher.turns(i + 1);
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - sent);
        // the first turn also opens the relay's path (connections, the JIT): not measured
        assertTrue(
            i == 0 || millis < 1000, "turn " + (i + 1) + " reached B's pages in " + millis + " ms");
      }
      String view = new ClubClient(two.b.port()).get("/api/club/" + id).body();
      assertEquals(6, ClubClient.Page.moves(view), view);
    }
  }

  @Test
  void aClaimIsRefusedWhileTheOpponentIsConnectedToTheOtherInstance() throws Exception {
    Duration claim = Duration.ofSeconds(1);
    try (TwoSites two = TwoSites.start(claim)) {
      ClubClient ann = new ClubClient(two.a.port());
      String id = ann.invite("{\"side\":\"white\"}");
      ClubClient.Page white = ann.open(id);
      ClubClient.Page black = new ClubClient(two.b.port()).open(id);
      black.next(m -> m.contains("\"you\":\"b\"") && m.contains("\"status\":\"live\""));
      // Ann's page, on A, sees Black here although Black's page is on B
      white.next(m -> m.contains("\"status\":\"live\"") && m.contains("\"blackHere\":true"));
      Thread.sleep(claim.toMillis() + 500);
      white.send("{\"do\":\"claim\"}");
      white.next(m -> m.contains("\"error\":\"cannot_claim\""));
      String view = ann.get("/api/club/" + id).body();
      assertTrue(view.contains("\"status\":\"live\""), view);
      // once Black's page on B closes, Black is gone from every instance, and the claim stands
      black.close();
      white.next(m -> m.contains("\"blackHere\":false") && !m.contains("\"goneFor\":-1"));
      Thread.sleep(claim.toMillis() + 200);
      white.send("{\"do\":\"claim\"}");
      String over = white.next(m -> m.contains("\"status\":\"finished\""));
      assertTrue(over.contains("\"termination\":\"abandoned\""), over);
    }
  }

  @Test
  void aDrawOfferedOnOneInstanceIsAcceptedOnTheOther() throws Exception {
    try (TwoSites two = TwoSites.start()) {
      ClubClient ann = new ClubClient(two.a.port());
      String id = ann.invite("{\"side\":\"white\"}");
      ClubClient.Page white = ann.open(id);
      ClubClient.Page black = new ClubClient(two.b.port()).open(id);
      black.next(m -> m.contains("\"status\":\"live\""));
      white.next(m -> m.contains("\"status\":\"live\""));
      white.send("{\"do\":\"draw\"}");
      // the offer reaches the page on B
      black.next(m -> m.contains("\"drawOffer\":\"w\""));
      black.send("{\"do\":\"draw\"}");
      String over = white.next(m -> m.contains("\"status\":\"finished\""));
      assertTrue(over.contains("\"termination\":\"agreement\""), over);
      assertTrue(over.contains("\"result\":\"1/2-1/2\""), over);
      // declined on one instance: gone on the other too
      String second = ann.invite("{\"side\":\"white\"}");
      ClubClient.Page w2 = ann.open(second);
      ClubClient.Page b2 = new ClubClient(two.b.port()).open(second);
      b2.next(m -> m.contains("\"status\":\"live\""));
      b2.send("{\"do\":\"draw\"}");
      b2.next(m -> m.contains("\"drawOffer\":\"b\""));
      w2.next(m -> m.contains("\"drawOffer\":\"b\""));
      w2.send("{\"do\":\"decline\"}");
      b2.next(m -> m.contains("\"drawOffer\":\"\"") && m.contains("\"status\":\"live\""));
    }
  }

  @Test
  void aSeekMadeOnOneInstanceIsAcceptedFromTheOtherAndTheCountsAgree() throws Exception {
    try (TwoSites two = TwoSites.start()) {
      ClubClient ann = new ClubClient(two.a.port());
      ClubClient bo = new ClubClient(two.b.port());
      assertEquals(200, ann.post("/api/me", "{}").statusCode());
      assertEquals(200, bo.post("/api/me", "{}").statusCode());
      assertTrue(ann.get("/api/lobby").body().contains("\"online\""));
      HttpResponse<String> s =
          ann.post("/api/seeks", "{\"variant\":\"dimy\",\"colour\":\"black\"}");
      assertEquals(200, s.statusCode(), s.body());
      String seek = ClubClient.field(s.body(), "id");
      // Bo's lobby, on B, lists Ann's seek within a moment (the relay's event)
      String lobby = "";
      for (int i = 0; i < 50 && !lobby.contains(seek); i++) {
        lobby = bo.get("/api/lobby").body();
        Thread.sleep(100);
      }
      assertTrue(
          lobby.contains("\"id\":\"" + seek + "\"") && lobby.contains("\"seeking\":1"), lobby);
      // both instances count both players
      assertEquals(2, onlineSoon(bo, 2));
      assertEquals(2, onlineSoon(ann, 2));
      HttpResponse<String> taken = bo.post("/api/seeks/" + seek + "/accept", "{}");
      assertEquals(200, taken.statusCode(), taken.body());
      String id = ClubClient.field(taken.body(), "id");
      // Ann's lobby page, on A, is sent to the game made on B
      assertEquals(id, ClubClient.field(ann.get("/api/lobby").body(), "matched"));
      String view = ann.post("/api/club/" + id + "/join", "{}").body();
      assertTrue(view.contains("\"you\":\"b\"") && view.contains("\"variant\":\"dimy\""), view);
      ApiTest.assertError(bo.post("/api/seeks/" + seek + "/accept", "{}"), 404, "unknown_seek");
      // the seek is gone from A's lobby too, within a moment (the relay's event)
      String after = "";
      for (int i = 0; i < 30 && !after.contains("\"seeking\":0"); i++) {
        after = ann.get("/api/lobby").body();
        Thread.sleep(i == 0 ? 0 : 100);
      }
      assertTrue(after.contains("\"seeking\":0"), after);
      // a third player with a game page open on B only is counted on A too
      ClubClient cy = new ClubClient(two.b.port());
      ClubClient.Page watching = cy.socket(id, cyJoined(cy), "http://127.0.0.1:" + two.b.port());
      watching.next(m -> m.contains("\"you\":\"\""));
      assertEquals(3, onlineSoon(bo, 3));
      assertEquals(3, onlineSoon(ann, 3));
    }
  }

  private static String cyJoined(ClubClient cy) throws Exception {
    assertEquals(200, cy.post("/api/me", "{}").statusCode());
    return cy.secret();
  }

  /** The online count a client's lobby shows once it is n (counts are read again each second). */
  private static int onlineSoon(ClubClient c, int n) throws Exception {
    int seen = -1;
    for (int i = 0; i < 30 && seen != n; i++) {
      seen = online(c.get("/api/lobby").body());
      if (seen != n) {
        Thread.sleep(100);
      }
    }
    return seen;
  }

  private static int online(String lobby) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"online\":(\\d+)").matcher(lobby);
    assertTrue(m.find(), lobby);
    return Integer.parseInt(m.group(1));
  }
}
