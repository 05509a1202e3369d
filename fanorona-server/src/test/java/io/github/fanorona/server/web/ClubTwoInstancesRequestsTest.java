package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Two sites on one PostgreSQL serve one club's requests and lobby (issue 42): a takeback asked on
 * one instance is declined, then accepted, on the other; a rematch offered on one is declined, then
 * accepted, on the other, and both players' pages hear the new game; each lobby lists the live
 * games of both instances, with their turns and watchers. Skipped without {@code
 * FANORONA_TEST_PG_URL} (a failure on CI).
 */
@Isolated // two sites and their relays: no other test class running
class ClubTwoInstancesRequestsTest {
  private static final String TAKEBACK = "{\"do\":\"takeback\"}";

  @Test
  void aTakebackAskedOnOneInstanceIsDeclinedThenAcceptedOnTheOther() throws Exception {
    try (TwoSites two = TwoSites.start()) {
      ClubClient ann = new ClubClient(two.a.port());
      String id = ann.invite("{\"side\":\"white\"}");
      ClubClient.Page white = ann.open(id);
      ClubClient.Page black = new ClubClient(two.b.port()).open(id);
      black.next(m -> m.contains("\"status\":\"live\""));
      white.next(m -> m.contains("\"status\":\"live\""));
      Game three = ClubClient.play(ClubTest.fresh(), 3, white, black);
      // White offers a draw on A (Black's page on B hears it), then Black, to move on B, asks for
      // a takeback: White's page on A hears it; White keeps the turns
      white.send("{\"do\":\"draw\"}");
      black.next(m -> m.contains("\"drawOffer\":\"w\""));
      black.send(TAKEBACK);
      white.next(m -> m.contains("\"takeback\":\"b\"") && ClubClient.Page.moves(m) == 3);
      white.send("{\"do\":\"keep\"}");
      black.next(m -> m.contains("\"takeback\":\"declined\"") && ClubClient.Page.moves(m) == 3);
      // asked again on B, accepted on A: Black's turn and White's reply are gone on both
      black.send(TAKEBACK);
      white.next(m -> m.contains("\"takeback\":\"b\""));
      white.send(TAKEBACK);
      String back = black.turns(1);
      assertTrue(back.contains("\"toMove\":\"b\"") && back.contains("\"takeback\":\"\""), back);
      white.turns(1);
      // the draw offered before the takeback does not come back when its ply is played again
      ClubClient.play(three.undo().orElseThrow().undo().orElseThrow(), 2, white, black);
      String view = new ClubClient(two.b.port()).get("/api/club/" + id).body();
      assertEquals(3, ClubClient.Page.moves(view), view);
      assertTrue(view.contains("\"drawOffer\":\"\""), view);
      assertTrue(
          new ClubClient(two.a.port())
              .get("/api/club/" + id)
              .body()
              .contains("\"drawOffer\":\"\""));
    }
  }

  @Test
  void aRematchOfferedOnOneInstanceIsDeclinedThenAcceptedOnTheOther() throws Exception {
    try (TwoSites two = TwoSites.start()) {
      ClubClient ann = new ClubClient(two.a.port());
      ClubClient bo = new ClubClient(two.b.port());
      String id = ann.invite("{\"side\":\"white\",\"variant\":\"dimy\",\"time\":\"5+3\"}");
      ClubClient.Page white = ann.open(id);
      ClubClient.Page black = bo.open(id);
      black.next(m -> m.contains("\"status\":\"live\""));
      white.next(m -> m.contains("\"status\":\"live\""));
      black.send("{\"do\":\"resign\"}");
      white.next(m -> m.contains("\"status\":\"finished\""));
      String rematch = "/api/club/" + id + "/rematch";
      // offered on A, declined on B
      assertEquals(200, ann.post(rematch, "{}").statusCode());
      black.next(m -> m.contains("\"rematch\":\"w\""));
      assertEquals(200, bo.post(rematch + "/decline", "{}").statusCode());
      white.next(m -> m.contains("\"rematch\":\"declined\""));
      // offered again on A, accepted on B: both pages hear the new game's id
      assertEquals(200, ann.post(rematch, "{}").statusCode());
      black.next(m -> m.contains("\"rematch\":\"w\""));
      HttpResponse<String> taken = bo.post(rematch, "{}");
      assertEquals(200, taken.statusCode(), taken.body());
      String next = ClubClient.field(taken.body(), "next");
      white.next(m -> m.contains("\"next\":\"" + next + "\""));
      // asked again on A: the same rematch, never a second one
      assertEquals(next, ClubClient.field(ann.post(rematch, "{}").body(), "next"));
      // the new game, made on B, opened on A: the colours swapped, the same terms
      String annView = ann.post("/api/club/" + next + "/join", "{}").body();
      assertTrue(
          annView.contains("\"you\":\"b\"") && annView.contains("\"status\":\"live\""), annView);
      assertTrue(
          annView.contains("\"variant\":\"dimy\"") && annView.contains("\"control\":\"5+3\""),
          annView);
    }
  }

  @Test
  void eachLobbyListsTheLiveGamesOfBothInstances() throws Exception {
    try (TwoSites two = TwoSites.start()) {
      // a game on each instance, both its players there, one turn played in A's
      String onA = game(two.a.port(), 1);
      String onB = game(two.b.port(), 0);
      // a spectator of A's game on B
      new ClubClient(two.b.port()).open(onA).next(m -> m.contains("\"you\":\"\""));
      for (Site s : new Site[] {two.a, two.b}) {
        ClubClient c = new ClubClient(s.port());
        String lobby = lobbySoon(c, l -> l.contains(onA) && l.contains(onB) && watched(l, onA));
        assertTrue(lobby.contains(onA) && lobby.contains(onB), lobby);
        assertTrue(listed(lobby, onA).contains("\"turns\":1"), lobby);
        assertTrue(listed(lobby, onB).contains("\"turns\":0"), lobby);
        assertTrue(listed(lobby, onA).contains("\"white\":\"") && watched(lobby, onA), lobby);
      }
    }
  }

  /**
   * Both pages of the accepting player, one on each instance, accept one rematch at the same
   * instant, ten times over: each time one game is opened, and both pages are sent to it.
   */
  @Test
  void aRematchAcceptedOnBothInstancesAtOnceOpensOneGame() throws Exception {
    try (TwoSites two = TwoSites.start()) {
      ClubClient ann = new ClubClient(two.a.port());
      ClubClient boOnA = new ClubClient(two.a.port());
      ClubClient boOnB = new ClubClient(two.b.port(), boOnA);
      java.util.concurrent.ExecutorService threads =
          java.util.concurrent.Executors.newFixedThreadPool(2);
      try {
        String id = ann.invite("{\"side\":\"white\"}");
        ClubClient.Page white = ann.open(id);
        boOnA.open(id).next(m -> m.contains("\"status\":\"live\""));
        for (int round = 0; round < 10; round++) {
          white.next(m -> m.contains("\"status\":\"live\""));
          white.send("{\"do\":\"resign\"}");
          white.next(m -> m.contains("\"status\":\"finished\""));
          String rematch = "/api/club/" + id + "/rematch";
          assertEquals(200, ann.post(rematch, "{}").statusCode());
          java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
          List<java.util.concurrent.Future<HttpResponse<String>>> answers = new ArrayList<>();
          for (ClubClient bo : List.of(boOnA, boOnB)) {
            answers.add(
                threads.submit(
                    () -> {
                      go.await();
                      return bo.post(rematch, "{}");
                    }));
          }
          go.countDown();
          for (java.util.concurrent.Future<HttpResponse<String>> f : answers) {
            assertEquals(200, f.get().statusCode(), f.get().body());
          }
          String next = white.next(m -> !ClubClient.field(m, "next").isEmpty());
          id = ClubClient.field(next, "next");
          // one game more for Ann, never two: her list holds the first and one a round
          String mine = ann.get("/games").body();
          assertEquals(round + 2, mine.split("data-game=", -1).length - 1, "round " + round);
          white = ann.open(id);
          boOnA.open(id).next(m -> m.contains("\"status\":\"live\""));
        }
      } finally {
        threads.shutdownNow();
      }
    }
  }

  /** A live game made and played on one instance: its id. */
  private static String game(int port, int turns) throws Exception {
    ClubClient ann = new ClubClient(port);
    String id = ann.invite("{\"side\":\"white\"}");
    ClubClient.Page white = ann.open(id);
    ClubClient.Page black = new ClubClient(port).open(id);
    white.next(m -> m.contains("\"status\":\"live\""));
    black.next(m -> m.contains("\"status\":\"live\""));
    ClubClient.play(ClubTest.fresh(), turns, white, black);
    return id;
  }

  /** A client's lobby once it is as wanted (the live games are read again each second). */
  private static String lobbySoon(ClubClient c, java.util.function.Predicate<String> wanted)
      throws Exception {
    String lobby = "";
    for (int i = 0; i < 50 && !wanted.test(lobby); i++) {
      lobby = c.get("/api/lobby").body();
      if (!wanted.test(lobby)) {
        Thread.sleep(100);
      }
    }
    return lobby;
  }

  /** The lobby's entry of one live game, as JSON text. */
  private static String listed(String lobby, String id) {
    int at = lobby.indexOf("{\"id\":\"" + id + "\"");
    return at < 0 ? "" : lobby.substring(at, lobby.indexOf('}', at) + 1);
  }

  private static boolean watched(String lobby, String id) {
    return listed(lobby, id).contains("\"watchers\":1");
  }
}
