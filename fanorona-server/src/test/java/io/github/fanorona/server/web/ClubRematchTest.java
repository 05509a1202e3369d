package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A rematch from an ended club game (issue 42): one player offers, the other declines or accepts;
 * the new game has the colours swapped and the same terms, and both pages are told where it is.
 */
class ClubRematchTest {
  private static Site site;

  @BeforeAll
  static void start() {
    site =
        Site.start(
            SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64),
            Duration.ofSeconds(60));
  }

  @AfterAll
  static void stop() {
    site.close();
  }

  @Test
  void aRematchIsOfferedDeclinedThenAcceptedWithTheColoursSwappedAndTheSameTerms()
      throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ClubClient bo = new ClubClient(site.port());
    String id = ann.invite("{\"side\":\"white\",\"variant\":\"dimy\",\"time\":\"5+3\"}");
    ClubClient.Page a = ann.open(id);
    ClubClient.Page b = bo.open(id);
    a.next(m -> m.contains("\"status\":\"live\""));
    String rematch = "/api/club/" + id + "/rematch";
    // not while the game goes on
    ApiTest.assertError(ann.post(rematch, "{}"), 409, "no_rematch");
    b.send("{\"do\":\"resign\"}");
    a.next(m -> m.contains("\"status\":\"finished\"") && m.contains("\"rematch\":\"\""));
    // never by a spectator
    ClubClient cy = new ClubClient(site.port());
    assertEquals(200, cy.post("/api/me", "{}").statusCode());
    ApiTest.assertError(cy.post(rematch, "{}"), 403, "not_your_game");

    // offered, declined
    assertEquals(200, ann.post(rematch, "{}").statusCode());
    b.next(m -> m.contains("\"rematch\":\"w\"") && m.contains("\"next\":\"\""));
    assertEquals(200, bo.post(rematch + "/decline", "{}").statusCode());
    a.next(m -> m.contains("\"rematch\":\"declined\""));
    // offered again, accepted: both pages hear the new game's id
    assertEquals(200, ann.post(rematch, "{}").statusCode());
    b.next(m -> m.contains("\"rematch\":\"w\""));
    HttpResponse<String> taken = bo.post(rematch, "{}");
    assertEquals(200, taken.statusCode(), taken.body());
    String next = ClubClient.field(taken.body(), "next");
    assertTrue(next.matches("[A-Za-z0-9_-]{22}") && !next.equals(id), next);
    a.next(m -> m.contains("\"next\":\"" + next + "\""));

    // the colours swapped, the same terms, live at once
    String annView = ann.post("/api/club/" + next + "/join", "{}").body();
    assertTrue(
        annView.contains("\"you\":\"b\"") && annView.contains("\"status\":\"live\""), annView);
    assertTrue(annView.contains("\"variant\":\"dimy\"") && annView.contains("\"control\":\"5+3\""));
    assertTrue(annView.contains("\"rated\":false"), annView);
    String boView = bo.post("/api/club/" + next + "/join", "{}").body();
    assertTrue(boView.contains("\"you\":\"w\""), boView);
    // asking again answers the same rematch, never a second one
    assertEquals(next, ClubClient.field(ann.post(rematch, "{}").body(), "next"));
    assertFalse(ann.get("/api/club/" + next).body().contains("\"status\":\"waiting\""));
  }
}
