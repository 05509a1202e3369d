package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.core.Variant;
import io.github.fanorona.server.rating.GameRating;
import io.github.fanorona.variants.Presets;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Rated games and their clocks (issue 30), over HTTP and the game pages' WebSocket, with the
 * issue's attacks one test each: the rules changed mid-game, a rating replayed, a resignation by
 * someone not in the game, a clock forged by the client; and a game lost on time by a player who
 * never moves again (on a site whose clocks run sixty times faster than the wall's).
 */
class RatedClubTest {
  private static final AtomicInteger NAMES = new AtomicInteger();

  private Site site;

  private Site site(InstantSource time) {
    site =
        Site.start(
            SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64),
            Duration.ofSeconds(60),
            time);
    return site;
  }

  @AfterEach
  void stop() {
    if (site != null) {
      site.close();
    }
  }

  /** A browser signed up to a new account. */
  private ClubClient member() throws Exception {
    ClubClient c = new ClubClient(site.port());
    String name = "Member" + NAMES.incrementAndGet();
    HttpResponse<String> r =
        c.post(
            "/api/account/signup",
            "{\"name\":\"" + name + "\",\"password\":\"correct horse " + name + "\"}");
    assertEquals(200, r.statusCode(), r.body());
    return c;
  }

  /** A live rated game of two new accounts, Ann White. */
  private record Live(
      ClubClient ann, ClubClient bo, ClubClient.Page w, ClubClient.Page b, String id) {}

  private Live live(String time) throws Exception {
    ClubClient ann = member();
    ClubClient bo = member();
    String id = ann.invite("{\"side\":\"white\",\"rated\":true,\"time\":\"" + time + "\"}");
    ClubClient.Page w = ann.open(id);
    ClubClient.Page b = bo.open(id);
    w.next(m -> m.contains("\"status\":\"live\""));
    return new Live(ann, bo, w, b, id);
  }

  private static Game youzai() {
    return Game.start(Variant.sivy(), Presets.ruleset("youzai", Variant.sivy()));
  }

  private static long clock(String state, String side) {
    Matcher m = Pattern.compile("\"clock\":\\{[^}]*\"" + side + "\":([0-9]+)").matcher(state);
    assertTrue(m.find(), state);
    return Long.parseLong(m.group(1));
  }

  @Test
  void aRatedGameIsPlayedUnderTheClubsRulesAndRatedOnceWhenItEnds() throws Exception {
    site(InstantSource.system());
    Live g = live("5+3");
    String view = g.ann().get("/api/club/" + g.id()).body();
    assertTrue(view.contains("\"rated\":true") && view.contains("\"preset\":\"youzai\""), view);
    assertTrue(view.contains("\"control\":\"5+3\""), view);
    ClubClient.play(youzai(), 2, g.w(), g.b());
    g.b().send("{\"do\":\"resign\"}");
    g.w().next(m -> m.contains("\"termination\":\"resignation\""));
    // the Rater applied it when it ended: asked again, it answers the same change as a replay
    Optional<GameRating> again = site.club().rate(g.id());
    assertTrue(again.isPresent() && again.get().replay());
    Optional<GameRating> third = site.club().rate(g.id());
    assertEquals(again.get().white(), third.get().white());
    // two newcomers (1500, 350, 0.06): the winner gains what Glicko-2 gives, the loser loses it
    assertEquals(1662.31, again.get().white().after().rating(), 0.01);
    assertEquals(1337.69, again.get().black().after().rating(), 0.01);
  }

  /** A draw agreed and a game claimed after the other player left are rated too. */
  @Test
  void aDrawAndAnAbandonedGameAreRated() throws Exception {
    site(InstantSource.system());
    Live draw = live("5+0");
    ClubClient.play(youzai(), 2, draw.w(), draw.b());
    draw.w().send("{\"do\":\"draw\"}");
    draw.b().next(m -> m.contains("\"drawOffer\":\"w\""));
    draw.b().send("{\"do\":\"draw\"}");
    draw.w().next(m -> m.contains("\"termination\":\"agreement\""));
    GameRating d = site.club().rate(draw.id()).orElseThrow();
    assertEquals(io.github.fanorona.server.rating.Score.DRAW, d.game().whiteScore());
    assertEquals(1500, d.white().after().rating(), 0.01);
    assertTrue(d.white().after().deviation() < 350);
    site.close();
    // claimed after the other player is gone: a site that lets a game be claimed at once
    site =
        Site.start(
            SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64),
            Duration.ZERO,
            InstantSource.system());
    Live left = live("5+0");
    ClubClient.play(youzai(), 1, left.w(), left.b());
    left.b().close();
    left.w().next(m -> m.contains("\"blackHere\":false"));
    left.w().send("{\"do\":\"claim\"}");
    left.w().next(m -> m.contains("\"termination\":\"abandoned\""));
    GameRating a = site.club().rate(left.id()).orElseThrow();
    assertTrue(a.replay() && a.white().difference() > 0 && a.black().difference() < 0);
  }

  @Test
  void aRatedGameUnderOtherRulesOrWithItsRulesChangedMidGameIsRefused() throws Exception {
    site(InstantSource.system());
    ClubClient ann = member();
    ApiTest.assertError(
        ann.post("/api/club", "{\"rated\":true,\"preset\":\"seed000\"}"), 400, "rated_rules");
    ApiTest.assertError(
        ann.post("/api/seeks", "{\"rated\":true,\"preset\":\"seed000\"}"), 400, "rated_rules");
    ApiTest.assertError(ann.post("/api/seeks", "{\"rated\":\"yes\"}"), 400, "bad_rated");
    Live g = live("5+0");
    ClubClient.play(youzai(), 1, g.w(), g.b());
    g.b().send("{\"do\":\"rules\",\"preset\":\"seed000\"}");
    String refused = g.b().next(m -> m.contains("\"type\":\"error\""));
    assertTrue(refused.contains("\"error\":\"rules_fixed\""), refused);
    // the game goes on under its rules: the next turn is judged by youzai
    Game after = youzai().play(TurnNotation.format(youzai().legalTurns().get(0)));
    ClubClient.play(after, 1, g.w(), g.b());
    String view = g.ann().get("/api/club/" + g.id()).body();
    assertTrue(view.contains("\"preset\":\"youzai\"") && view.contains("\"status\":\"live\""));
  }

  @Test
  void aGuestCanNeitherSeekNorSitAtARatedGame() throws Exception {
    site(InstantSource.system());
    ClubClient guest = new ClubClient(site.port());
    ApiTest.assertError(guest.post("/api/seeks", "{\"rated\":true}"), 403, "account_required");
    ApiTest.assertError(guest.post("/api/club", "{\"rated\":true}"), 403, "account_required");
    ClubClient ann = member();
    String id = ann.invite("{\"rated\":true}");
    String view = guest.post("/api/club/" + id + "/join", "{}").body();
    assertTrue(view.contains("\"you\":\"\"") && view.contains("\"status\":\"waiting\""), view);
    // nor take a rated seek: it stays for someone who can
    HttpResponse<String> seek = ann.post("/api/seeks", "{\"rated\":true,\"time\":\"3+2\"}");
    String seekId = ClubClient.field(seek.body(), "id");
    assertTrue(ann.get("/api/lobby").body().contains("\"rated\":true,\"time\":\"3+2\""));
    ApiTest.assertError(
        guest.post("/api/seeks/" + seekId + "/accept", "{}"), 403, "account_required");
    assertEquals(200, member().post("/api/seeks/" + seekId + "/accept", "{}").statusCode());
  }

  @Test
  void aResignationBySomeoneNotInTheGameIsRefused() throws Exception {
    site(InstantSource.system());
    Live g = live("5+0");
    ClubClient eve = member();
    ClubClient.Page e = eve.open(g.id());
    e.send("{\"do\":\"resign\"}");
    e.next(m -> m.contains("\"error\":\"not_your_game\""));
    String view = eve.get("/api/club/" + g.id()).body();
    assertTrue(view.contains("\"status\":\"live\""), view);
    assertTrue(site.club().rate(g.id()).isEmpty(), "no rating for a game that goes on");
  }

  @Test
  void aClockForgedByTheClientIsIgnored() throws Exception {
    site(InstantSource.system());
    Live g = live("1+0");
    Game start = youzai();
    String t = TurnNotation.format(start.legalTurns().get(0));
    g.w()
        .send(
            "{\"do\":\"turn\",\"text\":\""
                + t
                + "\",\"clock\":\"999999\",\"white\":\"999999\",\"black\":\"1\"}");
    String state = g.b().turns(1);
    assertTrue(clock(state, "white") <= 60_000, state);
    assertTrue(clock(state, "black") > 50_000, state);
    g.b().send("{\"do\":\"clock\",\"black\":\"999999\"}");
    g.b().next(m -> m.contains("\"error\":\"bad_action\""));
  }

  @Test
  void aPlayerWhoNeverMovesAgainLosesOnTime() throws Exception {
    // a minute of the game's clocks is a second of the wall's
    Instant t0 = Instant.now();
    long n0 = System.nanoTime();
    site(() -> t0.plusNanos((System.nanoTime() - n0) * 60));
    Live g = live("1+0");
    ClubClient.play(youzai(), 1, g.w(), g.b());
    // Black never moves: the server flags them, and both pages hear it
    String over = g.b().next(m -> m.contains("\"termination\":\"time\""));
    assertTrue(over.contains("\"status\":\"finished\""), over);
    assertEquals(0, clock(over, "black"), over);
    g.w().next(m -> m.contains("\"termination\":\"time\""));
    Optional<GameRating> r = site.club().rate(g.id());
    assertTrue(r.isPresent() && r.get().replay());
    assertTrue(r.get().white().difference() > 0 && r.get().black().difference() < 0);
    assertFalse(over.contains("\"running\":true"), over);
  }

  /**
   * A timed game on a database: a new site on the same file takes its clocks up where they were.
   */
  @Test
  void aRestartedSiteKeepsTheClocksOfATimedGame(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    SiteConfig config =
        SiteConfig.defaults()
            .withPort(0)
            .withClientBounds(1000, 1000, 64)
            .withDatabase(io.github.fanorona.server.store.Database.sqliteUrl(dir.resolve("c.db")));
    String id;
    long before;
    site = Site.start(config);
    try {
      Live g = live("5+0");
      ClubClient ann = g.ann();
      id = g.id();
      ClubClient.play(youzai(), 2, g.w(), g.b());
      Thread.sleep(300);
      before = clock(ann.get("/api/club/" + id).body(), "white");
      assertTrue(before < 300_000, "White's clock runs: " + before);
    } finally {
      site.close();
    }
    site = Site.start(config);
    String view = new ClubClient(site.port()).get("/api/club/" + id).body();
    // the same clock: White's, running since White's turn began, shows less than before
    assertTrue(view.contains("\"running\":true") && view.contains("\"toMove\":\"w\""), view);
    long after = clock(view, "white");
    assertTrue(after < before && after > 250_000, before + " then " + after);
    assertEquals(300_000, clock(view, "black"), 2_000);
  }
}
