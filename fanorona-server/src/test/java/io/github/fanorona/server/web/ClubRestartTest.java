package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.server.store.Database;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club on its database: a site stopped mid-game and a new one on the same file take the game up
 * at its position, with its players known again by their cookies; a finished game's address still
 * replays it after the restart.
 */
class ClubRestartTest {
  @TempDir Path dir;

  private SiteConfig config(int port) {
    return SiteConfig.defaults()
        .withPort(port)
        .withClientBounds(1000, 1000, 64)
        .withDatabase(Database.sqliteUrl(dir.resolve("club.db")));
  }

  /**
   * The load test's bug: a finished game stayed in memory, counted against {@code --max-games},
   * until a busy club refused new games ("server_full"). An ended game is in the database: it
   * leaves the store, and its address still shows it.
   */
  @Test
  void moreGamesEndThanTheSiteHoldsAndANewOneIsStillAccepted() throws Exception {
    int max = 3;
    try (Site site = Site.start(config(0).withMaxGames(max))) {
      ClubClient ann = new ClubClient(site.port());
      ClubClient bo = new ClubClient(site.port());
      List<String> ended = new ArrayList<>();
      for (int i = 0; i < 3 * max; i++) {
        String id = ann.invite("{\"side\":\"white\"}");
        ClubClient.Page a = ann.open(id);
        ClubClient.Page b = bo.open(id);
        if (i % 3 == 0) {
          // aborted before the first turn: ended too
          a.send("{\"do\":\"abort\"}");
          b.next(m -> m.contains("\"status\":\"aborted\""));
        } else {
          ClubClient.play(ClubTest.fresh(), 2, a, b);
          b.send("{\"do\":\"resign\"}");
          // the pages still open hear the end: the table holds the ended game for them
          a.next(m -> m.contains("\"status\":\"finished\"") && ClubClient.Page.moves(m) == 2);
        }
        a.close();
        b.close();
        ended.add(id);
        assertTrue(site.games() <= 1, "games held after " + (i + 1) + " ended: " + site.games());
      }
      // a new game is accepted, and every ended game's address reads it from the database
      String id = ann.invite("{\"side\":\"black\"}");
      assertEquals(1, site.games());
      String view = bo.get("/api/club/" + ended.get(1)).body();
      assertTrue(view.contains("\"status\":\"finished\""), view);
      assertEquals(2, ClubClient.Page.moves(view));
      assertEquals(200, bo.get("/api/club/" + ended.get(1) + "/replay?turn=2").statusCode());
      assertTrue(bo.get("/api/club/" + ended.get(0)).body().contains("\"status\":\"aborted\""));
      assertEquals(1, site.games(), "an ended game read is not held");
      // an ended game opened again refuses an action, and the new game goes on
      ClubClient.Page late =
          ann.socket(ended.get(1), ann.secret(), "http://127.0.0.1:" + site.port());
      late.next(m -> m.contains("\"status\":\"finished\""));
      late.send("{\"do\":\"resign\"}");
      assertTrue(late.next(m -> m.contains("\"type\":\"error\"")).contains("not_live"));
      ClubClient.Page b = bo.open(id);
      b.next(m -> m.contains("\"status\":\"live\"") && m.contains("\"you\":\"w\""));
    }
  }

  /** A seek is stored: a restarted site lists it, and it can be accepted there. */
  @Test
  void aSeekSurvivesARestartButAWithdrawnOneDoesNot() throws Exception {
    String seek;
    ClubClient ann;
    ClubClient bo;
    int port;
    try (Site first = Site.start(config(0))) {
      port = first.port();
      ann = new ClubClient(port);
      bo = new ClubClient(port);
      ann.post("/api/me/name", "{\"name\":\"Ann\"}");
      HttpResponse<String> r =
          ann.post("/api/seeks", "{\"variant\":\"sivy\",\"colour\":\"black\",\"time\":\"5+3\"}");
      assertEquals(200, r.statusCode(), r.body());
      seek = ClubClient.field(r.body(), "id");
      // Bo's seek is withdrawn before the restart: it stays gone
      bo.post("/api/seeks", "{\"colour\":\"white\"}");
      assertEquals(200, bo.post("/api/seeks/cancel", "{}").statusCode());
    }
    try (Site second = Site.start(config(port))) {
      String lobby = bo.get("/api/lobby").body();
      assertTrue(lobby.contains("\"seeking\":1"), lobby);
      assertTrue(lobby.contains("\"id\":\"" + seek + "\""), lobby);
      assertTrue(lobby.contains("\"name\":\"Ann\""), lobby);
      // its terms come back with it: a timed seek stays timed
      assertTrue(lobby.contains("\"time\":\"5+3\""), lobby);
      HttpResponse<String> r = bo.post("/api/seeks/" + seek + "/accept", "{}");
      assertEquals(200, r.statusCode(), r.body());
      String id = ClubClient.field(r.body(), "id");
      // Ann's lobby page, asking again, is sent to the game, where she plays Black
      assertTrue(ann.get("/api/lobby").body().contains("\"matched\":\"" + id + "\""));
      assertTrue(ann.get("/api/club/" + id).body().contains("\"you\":\"b\""));
      assertEquals(404, bo.post("/api/seeks/" + seek + "/accept", "{}").statusCode());
    }
    try (Site third = Site.start(config(port))) {
      String lobby = bo.get("/api/lobby").body();
      assertTrue(lobby.contains("\"seeking\":0"), "an accepted seek is gone: " + lobby);
    }
  }

  @Test
  void aRestartedSiteGoesOnFromTheSamePositionWithTheSamePlayers() throws Exception {
    Game g = ClubTest.fresh();
    String id;
    ClubClient ann;
    ClubClient bo;
    int port;
    try (Site first = Site.start(config(0))) {
      port = first.port();
      ann = new ClubClient(port);
      bo = new ClubClient(port);
      ann.post("/api/me/name", "{\"name\":\"Ann\"}");
      id = ann.invite("{\"side\":\"white\"}");
      ClubClient.Page a = ann.open(id);
      ClubClient.Page b = bo.open(id);
      // acknowledged to both: so stored
      g = ClubClient.play(g, 3, a, b);
    }
    try (Site second = Site.start(config(port))) {
      assertEquals(port, second.port());
      // the pages' cookies name the same players: Black is to move, and it is Bo's turn
      ClubClient.Page b = bo.socket(id, bo.secret(), "http://127.0.0.1:" + port);
      String view = b.next(m -> m.contains("\"you\":\"b\""));
      assertEquals(3, ClubClient.Page.moves(view));
      assertTrue(view.contains("\"white\":\"Ann\""), view);
      ClubClient.Page a = ann.socket(id, ann.secret(), "http://127.0.0.1:" + port);
      a.next(m -> m.contains("\"you\":\"w\""));
      String t = TurnNotation.format(g.legalTurns().get(0));
      b.send(ClubTest.turn(t));
      a.turns(4);
      // the lobby lists it among the live games
      assertTrue(ann.get("/api/lobby").body().contains(id));
      a.send("{\"do\":\"resign\"}");
      b.next(m -> m.contains("\"status\":\"finished\""));
    }
    try (Site third = Site.start(config(port))) {
      ClubClient cy = new ClubClient(port);
      String view = cy.get("/api/club/" + id).body();
      assertTrue(view.contains("\"status\":\"finished\""), view);
      assertTrue(view.contains("\"termination\":\"resignation\""), view);
      assertEquals(4, ClubClient.Page.moves(view));
      assertEquals(200, cy.get("/api/club/" + id + "/replay?turn=4").statusCode());
      assertTrue(cy.get("/api/club/" + id + "/record?format=pgn").body().contains("0-1"));
    }
  }
}
