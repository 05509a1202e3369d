package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.players.MemoryPlayerStore;
import io.github.fanorona.server.players.Players;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The attacks of issue 29 on the club, one test each: the game is unchanged and the answer a clear
 * error every time.
 */
class ClubAttacksTest {
  private static Site site;

  @BeforeAll
  static void start() {
    // every test comes from 127.0.0.1: the bounds of one address are tested on a site of their own
    site =
        Site.start(
            SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64),
            Duration.ofSeconds(60));
  }

  @AfterAll
  static void stop() {
    site.close();
  }

  private static final String FIRST = TurnNotation.format(ClubTest.fresh().legalTurns().get(0));

  /** A live game of two new players: White's page, Black's page, the id. */
  private record Live(
      ClubClient white, ClubClient black, ClubClient.Page w, ClubClient.Page b, String id) {}

  private static Live live() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ClubClient bo = new ClubClient(site.port());
    String id = ann.invite("{\"side\":\"white\"}");
    ClubClient.Page w = ann.open(id);
    ClubClient.Page b = bo.open(id);
    w.next(m -> m.contains("\"status\":\"live\""));
    return new Live(ann, bo, w, b, id);
  }

  /** The game's turns as anyone sees it. */
  private static int turns(String id) throws Exception {
    return ClubClient.Page.moves(new ClubClient(site.port()).get("/api/club/" + id).body());
  }

  @Test
  void aTurnInSomeoneElsesGameIsRefused() throws Exception {
    Live g = live();
    ClubClient eve = new ClubClient(site.port());
    ClubClient.Page e = eve.open(g.id());
    e.send(ClubTest.turn(FIRST));
    e.next(m -> m.contains("\"error\":\"not_your_game\""));
    assertEquals(0, turns(g.id()));
    // nor through the play page's routes: a club game is no player's there
    ApiTest.assertError(
        g.white().post("/api/games/" + g.id() + "/turn", "{\"text\":\"" + FIRST + "\"}"),
        403,
        "not_your_game");
  }

  @Test
  void aTurnForTheOtherSideIsRefused() throws Exception {
    Live g = live();
    g.b().send(ClubTest.turn(FIRST));
    g.b().next(m -> m.contains("\"error\":\"not_your_turn\""));
    g.b().send("{\"do\":\"click\",\"point\":\"e3\"}");
    g.b().next(m -> m.contains("\"error\":\"not_your_turn\""));
    assertEquals(0, turns(g.id()));
  }

  @Test
  void aForgedExpiredOrMissingSessionOnlyWatches() throws Exception {
    Live g = live();
    String forged = "0".repeat(32);
    for (String secret : new String[] {forged, "", g.white().secret() + "x"}) {
      ClubClient.Page p =
          new ClubClient(site.port()).socket(g.id(), secret, "http://127.0.0.1:" + site.port());
      p.next(m -> m.contains("\"you\":\"\""));
      p.send(ClubTest.turn(FIRST));
      p.next(m -> m.contains("\"error\":\"not_your_game\""));
    }
    assertEquals(0, turns(g.id()));
  }

  @Test
  void anExpiredSessionIsNoPlayerAnyMore() throws Exception {
    Players players = new Players(10, Duration.ofNanos(1), new MemoryPlayerStore(), 60);
    Players.Joined j = players.join("127.0.0.1");
    Thread.sleep(2);
    players.expire();
    assertTrue(players.find(j.secret()).isEmpty());
    // on the site, such a cookie opens a game's page as a spectator's, as a forged one does
  }

  @Test
  void newPlayersFromOneAddressAreBounded() {
    Players players = new Players(1000, Duration.ofMinutes(30), new MemoryPlayerStore(), 60);
    for (int i = 0; i < 60; i++) {
      players.join("10.0.0.1");
    }
    Refusal e = assertThrows(Refusal.class, () -> players.join("10.0.0.1"));
    assertEquals("too_many_players", e.code());
    // another address is not held up
    players.join("10.0.0.2");
  }

  @Test
  void aWebSocketFromAnotherOriginIsRefused() throws Exception {
    Live g = live();
    ExecutionException e =
        assertThrows(
            ExecutionException.class,
            () -> g.white().socket(g.id(), g.white().secret(), "https://evil.example"));
    assertEquals(
        403, ((java.net.http.WebSocketHandshakeException) e.getCause()).getResponse().statusCode());
    ApiTest.assertError(
        SiteAttacksTest.send(
            java.net.http.HttpClient.newHttpClient(),
            site.port(),
            "POST",
            "/api/club/" + g.id() + "/join",
            "{}",
            "Content-Type",
            "application/json",
            "Origin",
            "https://evil.example"),
        403,
        "bad_origin");
  }

  @Test
  void aSecondTabOfAPlayerSeesTheSameGameAndAStaleTurnIsRefused() throws Exception {
    Live g = live();
    ClubClient.Page second =
        g.white().socket(g.id(), g.white().secret(), "http://127.0.0.1:" + site.port());
    second.next(m -> m.contains("\"you\":\"w\""));
    g.w().send(ClubTest.turn(FIRST));
    second.turns(1);
    second.send(ClubTest.turn(FIRST));
    second.next(m -> m.contains("\"error\":\"not_your_turn\""));
    assertEquals(1, turns(g.id()));
  }

  @Test
  void aNameWithHtmlIsKeptAsTextAndALongOneIsRefused() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ann.post("/api/me", "{}");
    HttpResponse<String> r = ann.post("/api/me/name", "{\"name\":\"<img src=x onerror=a()>\"}");
    assertEquals(200, r.statusCode(), r.body());
    String id = ann.invite("{\"side\":\"white\"}");
    String view = ann.get("/api/club/" + id).body();
    // JSON text, never markup: the page writes it with textContent (the browser test looks)
    assertTrue(view.contains("\"white\":\"\\u003cimg src=x onerror=a()\\u003e\""), view);
    // nor can a name break out of a record's tag
    ann.post("/api/me/name", "{\"name\":\"Ann\\\"] [Result \\\"1-0\"}");
    String tagged = ann.invite("{\"side\":\"white\"}");
    String pgn = ann.get("/api/club/" + tagged + "/record?format=pgn").body();
    assertTrue(pgn.contains("[White \"Ann\\\"] [Result \\\"1-0\"]"), pgn);
    HttpResponse<String> longName =
        ann.post("/api/me/name", "{\"name\":\"" + "x".repeat(10_000) + "\"}");
    ApiTest.assertError(longName, 413, "body_too_large");
    ApiTest.assertError(
        ann.post("/api/me/name", "{\"name\":\"" + "é".repeat(25) + "\"}"), 400, "bad_name");
    ApiTest.assertError(ann.post("/api/me/name", "{\"name\":\"a\\u202eb\"}"), 400, "bad_name");
  }

  @Test
  void aHugeWebSocketMessageClosesTheSocket() throws Exception {
    Live g = live();
    g.w().ws.sendText("{\"do\":\"turn\",\"text\":\"" + "x".repeat(100_000) + "\"}", true);
    // closed: with 1009 (too big), or, on a loaded machine, reset while the client still wrote the
    // frame's unread rest after the server's close (the client then reports an error, -1)
    int closed = g.w().closed.get(5, TimeUnit.SECONDS);
    assertTrue(closed == 1009 || closed == -1, "closed with " + closed);
    assertEquals(0, turns(g.id()));
  }

  @Test
  void aMalformedWebSocketMessageIsAnError() throws Exception {
    Live g = live();
    for (String bad : new String[] {"not json", "{\"do\":", "[1,2]", "{\"do\":\"fly\"}", "{}"}) {
      g.w().send(bad);
      g.w().next(m -> m.startsWith("{\"type\":\"error\""));
    }
    g.w().send("{\"do\":\"click\",\"point\":\"z99\"}");
    g.w().next(m -> m.contains("\"error\":\"bad_point\""));
    assertEquals(0, turns(g.id()));
  }

  @Test
  void aFloodOfMessagesIsRateLimitedThenClosed() throws Exception {
    Live g = live();
    for (int i = 0; i < 20 + 50 + 10; i++) {
      g.b().ws.sendText("{\"do\":\"decline\"}", true).join();
    }
    g.b().next(m -> m.contains("\"error\":\"too_fast\""));
    // closed: with 1008 (policy), or, on a loaded machine, reset while the client's last frames
    // were still unread after the server's close (the client then reports an error, -1), as above
    int closed = g.b().closed.get(5, TimeUnit.SECONDS);
    assertTrue(closed == 1008 || closed == -1, "closed with " + closed);
    // the other player goes on
    g.w().send(ClubTest.turn(FIRST));
    g.w().turns(1);
  }

  @Test
  void aThousandGamesFromOneClientAreBounded() throws Exception {
    try (Site bounded = Site.start(SiteConfig.defaults().withPort(0))) {
      thousandGames(bounded.port());
    }
  }

  private static void thousandGames(int port) throws Exception {
    ClubClient ann = new ClubClient(port);
    int made = 0;
    int refused = 0;
    for (int i = 0; i < 1000; i++) {
      HttpResponse<String> r = ann.post("/api/club", "{}");
      if (r.statusCode() == 200) {
        made++;
      } else {
        ApiTest.assertError(r, 429, "too_many_games");
        refused++;
      }
    }
    assertTrue(made <= SiteConfig.defaults().gamesPerClient(), "made " + made);
    assertEquals(1000 - made, refused);
  }

  @Test
  void aGuessedGameIdIsUnknown() throws Exception {
    ClubClient eve = new ClubClient(site.port());
    for (String id : new String[] {"AAAAAAAAAAAAAAAAAAAAAA", "1", "x".repeat(5000), "%2e%2e"}) {
      HttpResponse<String> r = eve.get("/api/club/" + id);
      assertTrue(r.statusCode() == 404 || r.statusCode() == 400 || r.statusCode() == 414, r.body());
    }
    ApiTest.assertError(
        eve.post("/api/club/AAAAAAAAAAAAAAAAAAAAAA/join", "{}"), 404, "unknown_game");
    ClubClient.Page p = eve.socket("AAAAAAAAAAAAAAAAAAAAAA", "", "http://127.0.0.1:" + site.port());
    p.next(m -> m.contains("\"error\":\"unknown_game\""));
  }
}
