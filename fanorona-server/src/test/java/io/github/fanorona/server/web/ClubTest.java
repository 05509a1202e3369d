package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.core.Variant;
import io.github.fanorona.server.Catalogue;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The club over HTTP and WebSockets: an invitation taken by the first to open it, turns pushed to
 * the other player and to spectators, draw offers, resignation, abort, a claim after the other
 * player has gone, and the lobby's seeks and counts.
 */
class ClubTest {
  private static Site site;

  @BeforeAll
  static void start() {
    site =
        Site.start(
            SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64),
            Duration.ofSeconds(1));
  }

  @AfterAll
  static void stop() {
    site.close();
  }

  static Game fresh() {
    Variant v = Catalogue.variant("sivy");
    return Game.start(v, Catalogue.ruleset("sivy", Catalogue.defaultPreset(v)));
  }

  static String turn(String text) {
    return "{\"do\":\"turn\",\"text\":\"" + text + "\"}";
  }

  @Test
  void anInvitationIsTakenByTheFirstToOpenItAndEveryTurnReachesEveryone() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ClubClient bo = new ClubClient(site.port());
    ClubClient cy = new ClubClient(site.port());
    String id = ann.invite("{\"side\":\"white\"}");
    assertTrue(id.matches("[A-Za-z0-9_-]{22}"), id);
    ClubClient.Page a = ann.open(id);
    a.next(m -> m.contains("\"status\":\"waiting\"") && m.contains("\"you\":\"w\""));
    ClubClient.Page b = bo.open(id);
    b.next(m -> m.contains("\"status\":\"live\"") && m.contains("\"you\":\"b\""));
    // the third to open it watches: no seat is free any more
    ClubClient.Page c = cy.open(id);
    c.next(m -> m.contains("\"you\":\"\"") && m.contains("\"watchers\":1"));
    ClubClient.play(fresh(), 6, a, b, c);
    // a finished game's address replays it and gives its record
    b.send("{\"do\":\"resign\"}");
    String over = c.next(m -> m.contains("\"status\":\"finished\""));
    assertTrue(over.contains("\"termination\":\"resignation\""), over);
    HttpResponse<String> r = cy.get("/api/club/" + id + "/replay?turn=2");
    assertEquals(200, r.statusCode(), r.body());
    HttpResponse<String> pgn = cy.get("/api/club/" + id + "/record?format=pgn");
    assertTrue(pgn.body().contains("[Result \"1-0\"]"), pgn.body());
    assertEquals(200, cy.get("/g/" + id).statusCode());
  }

  @Test
  void aDrawIsOfferedDeclinedThenAgreed() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ClubClient bo = new ClubClient(site.port());
    String id = ann.invite("{\"side\":\"black\"}");
    ClubClient.Page a = ann.open(id);
    ClubClient.Page b = bo.open(id);
    b.next(m -> m.contains("\"you\":\"w\"") && m.contains("\"status\":\"live\""));
    a.send("{\"do\":\"draw\"}");
    b.next(m -> m.contains("\"drawOffer\":\"b\""));
    b.send("{\"do\":\"decline\"}");
    a.next(m -> m.contains("\"drawOffer\":\"\""));
    b.send("{\"do\":\"draw\"}");
    a.next(m -> m.contains("\"drawOffer\":\"w\""));
    a.send("{\"do\":\"draw\"}");
    String over = b.next(m -> m.contains("\"status\":\"finished\""));
    assertTrue(over.contains("\"result\":\"1/2-1/2\""), over);
  }

  @Test
  void aGameIsAbortedOnlyBeforeItsFirstTurn() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ClubClient bo = new ClubClient(site.port());
    String id = ann.invite("{\"side\":\"white\"}");
    ClubClient.Page a = ann.open(id);
    ClubClient.Page b = bo.open(id);
    String t = TurnNotation.format(fresh().legalTurns().get(0));
    a.send(turn(t));
    b.turns(1);
    b.send("{\"do\":\"abort\"}");
    b.next(m -> m.contains("\"error\":\"cannot_abort\""));
    String second = ann.invite("{\"side\":\"white\"}");
    ClubClient.Page w = ann.open(second);
    w.send("{\"do\":\"abort\"}");
    w.next(m -> m.contains("\"status\":\"aborted\""));
  }

  /**
   * The play page computes a club game's clicks with its own rules, but the server stays the only
   * judge: a turn the page's script could forge (an illegal one, one of the side not to move, a
   * capture of the wrong kind) is refused on the socket and the game is as it was.
   */
  @Test
  void aTurnForgedInThePageIsRefusedAndTheGameStaysAsItWas() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ClubClient bo = new ClubClient(site.port());
    String id = ann.invite("{\"side\":\"white\"}");
    ClubClient.Page a = ann.open(id);
    ClubClient.Page b = bo.open(id);
    b.next(m -> m.contains("\"status\":\"live\""));
    a.send(turn("a1-a2"));
    a.next(m -> m.contains("\"error\":\"illegal_turn\"") && m.contains("legal here"));
    a.send(turn("f2-e3W"));
    a.next(m -> m.contains("\"error\":\"illegal_turn\""));
    String legal = TurnNotation.format(fresh().legalTurns().get(0));
    b.send(turn(legal));
    b.next(m -> m.contains("\"type\":\"error\"") && m.contains("not_your_turn"));
    a.send(turn(legal));
    String after = b.turns(1);
    assertTrue(after.contains("\"moves\":[{"), after);
    assertFalse(after.contains("a1-a2") || after.contains("f2-e3W"), after);
  }

  @Test
  void aPlayerGoneLongerThanTheClaimTimeLosesTheGameOnClaim() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ClubClient bo = new ClubClient(site.port());
    String id = ann.invite("{\"side\":\"white\"}");
    ClubClient.Page a = ann.open(id);
    ClubClient.Page b = bo.open(id);
    a.next(m -> m.contains("\"blackHere\":true"));
    b.close();
    a.next(m -> m.contains("\"blackHere\":false") && !m.contains("\"goneFor\":-1"));
    Thread.sleep(1100);
    a.send("{\"do\":\"claim\"}");
    String over = a.next(m -> m.contains("\"status\":\"finished\""));
    assertTrue(over.contains("\"termination\":\"abandoned\""), over);
    assertTrue(over.contains("\"result\":\"1-0\""), over);
  }

  @Test
  void aSeekIsAcceptedFromTheLobbyAndTheSeekerIsSentToTheGame() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ClubClient bo = new ClubClient(site.port());
    assertEquals(200, ann.post("/api/me", "{}").statusCode());
    assertEquals(200, bo.post("/api/me", "{}").statusCode());
    HttpResponse<String> s = ann.post("/api/seeks", "{\"variant\":\"dimy\",\"colour\":\"black\"}");
    assertEquals(200, s.statusCode(), s.body());
    String seek = ClubClient.field(s.body(), "id");
    String lobby = bo.get("/api/lobby").body();
    assertTrue(lobby.contains("\"seeking\":1") || lobby.contains("\"id\":\"" + seek + "\""), lobby);
    assertTrue(lobby.matches(".*\"online\":[1-9].*"), lobby);
    HttpResponse<String> own = ann.post("/api/seeks/" + seek + "/accept", "{}");
    ApiTest.assertError(own, 409, "own_seek");
    HttpResponse<String> taken = bo.post("/api/seeks/" + seek + "/accept", "{}");
    assertEquals(200, taken.statusCode(), taken.body());
    String id = ClubClient.field(taken.body(), "id");
    assertEquals(id, ClubClient.field(ann.get("/api/lobby").body(), "matched"));
    String view = ann.post("/api/club/" + id + "/join", "{}").body();
    assertTrue(view.contains("\"you\":\"b\"") && view.contains("\"variant\":\"dimy\""), view);
    ApiTest.assertError(bo.post("/api/seeks/" + seek + "/accept", "{}"), 404, "unknown_seek");
  }

  @Test
  void anAcceptRefusedAtTheAddressBoundLeavesTheSeekAsItWas() throws Exception {
    // one game an address: the accepter's address already holds one
    try (Site small = Site.start(SiteConfig.defaults().withPort(0).withClientBounds(1, 1000, 64))) {
      ClubClient ann = new ClubClient(small.port());
      ClubClient bo = new ClubClient(small.port());
      assertEquals(200, ann.post("/api/me", "{}").statusCode());
      bo.invite("{\"side\":\"white\"}");
      HttpResponse<String> s =
          ann.post("/api/seeks", "{\"variant\":\"dimy\",\"colour\":\"black\"}");
      assertEquals(200, s.statusCode(), s.body());
      String seek = ClubClient.field(s.body(), "id");
      HttpResponse<String> refused = bo.post("/api/seeks/" + seek + "/accept", "{}");
      assertEquals(429, refused.statusCode(), refused.body());
      // the seek is still there, the seeker's and anyone's, and the seeker sent nowhere
      String lobby = bo.get("/api/lobby").body();
      assertTrue(
          lobby.contains("\"seeking\":1") && lobby.contains("\"id\":\"" + seek + "\""), lobby);
      String mine = ann.get("/api/lobby").body();
      assertTrue(mine.contains("\"mine\":true") && mine.contains("\"matched\":\"\""), mine);
      assertEquals(429, bo.post("/api/seeks/" + seek + "/accept", "{}").statusCode());
    }
  }

  @Test
  void aNameIsChangedWithinItsBounds() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    String guest = ClubClient.field(ann.post("/api/me", "{}").body(), "name");
    assertTrue(guest.matches("[A-Za-z-]+ [0-9]{3}"), guest);
    HttpResponse<String> r = ann.post("/api/me/name", "{\"name\":\"  Rakoto   Be \"}");
    assertEquals("Rakoto Be", ClubClient.field(r.body(), "name"));
    ApiTest.assertError(ann.post("/api/me/name", "{\"name\":\"\"}"), 400, "bad_name");
    ApiTest.assertError(
        ann.post("/api/me/name", "{\"name\":\"" + "x".repeat(25) + "\"}"), 400, "bad_name");
    assertFalse(ann.post("/api/me", "{}").body().contains("xxxxx"));
  }
}
