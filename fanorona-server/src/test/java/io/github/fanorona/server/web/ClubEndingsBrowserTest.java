package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.TurnNotation;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * What a club game's page shows when things arrive close together or a game ends other than on the
 * board, and the rules a game is offered under (issue 42, items 3, 5 and 8), in Chromium: a draw
 * offer that arrives while the page still animates the turn before it stays shown; a loss on time
 * is said as one, not as a resignation; the lobby and the game's page name a game's rules in words.
 */
@Tag("browser")
class ClubEndingsBrowserTest {
  private static Site site;
  private static Browser bo;

  @BeforeAll
  static void start() throws Exception {
    Browser.assumeInstalled();
    // the game clocks run sixty times faster than the wall's: a minute's time control is a second
    Instant t0 = Instant.now();
    long n0 = System.nanoTime();
    site =
        Site.start(
            SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64),
            Duration.ofSeconds(60),
            () -> t0.plusNanos((System.nanoTime() - n0) * 60));
    bo = Browser.on(site);
  }

  @AfterAll
  static void stop() {
    if (bo != null) {
      bo.close();
    }
    if (site != null) {
      site.close();
    }
  }

  /** A new game of Ann (White, over the API) against Bo (Black, the browser), live. */
  private static ClubClient.Page newGame(ClubClient ann, String terms) throws Exception {
    String id = ann.invite(terms);
    ClubClient.Page w = ann.open(id);
    bo.go("/g/" + id);
    bo.until("document.body.dataset.updates && document.body.dataset.conn === 'live'");
    w.next(m -> m.contains("\"status\":\"live\""));
    bo.until("document.body.dataset.status === 'live'");
    return w;
  }

  private static final String SETTLED =
      "document.body.dataset.busy === '0' && !document.getElementById('board').dataset.animating";

  @Test
  void aDrawOfferArrivingDuringTheAnimationOfATurnIsShownTwentyTimesInTwenty() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ClubClient.Page w = null;
    Game g = null;
    List<String> lost = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      if (g == null || g.isOver() || g.turns().size() > 30) {
        w = newGame(ann, "{\"side\":\"white\"}");
        g = ClubTest.fresh();
        // the turns are animated, as for anyone who has not asked for less motion; the page counts
        // the draw offers that arrive while it animates
        bo.js(
            "settings.animate = true; window.during = 0; const shown = render;"
                + " render = function (v) {"
                + "   if (v.drawOffer === 'w' && page.animating > 0) { window.during++; }"
                + "   return shown(v); };");
      }
      int during = ((Number) bo.js("return window.during;")).intValue();
      // White's turn and, at once, a draw offer: it arrives while Black's page animates the turn
      String t = TurnNotation.format(g.legalTurns().get(0));
      g = g.play(t);
      w.send(ClubTest.turn(t));
      w.send("{\"do\":\"draw\"}");
      int n = g.turns().size();
      bo.until("window.during > " + during);
      bo.until("document.body.dataset.turns === '" + n + "' && " + SETTLED);
      String note = bo.text("club-note");
      if (!note.contains("offers a draw") || !bo.visible("btn-decline")) {
        lost.add(i + ": " + note);
      }
      if (g.isOver()) {
        continue;
      }
      // Black answers with a turn (which takes the offer back), and the page settles
      String reply = TurnNotation.format(g.legalTurns().get(0));
      g = g.play(reply);
      bo.js("sendAction('turn', { text: arguments[0] });", reply);
      w.turns(g.turns().size());
      bo.until("document.body.dataset.turns === '" + g.turns().size() + "' && " + SETTLED);
    }
    bo.screenshot("club-draw-offer-after-animation");
    assertEquals(List.of(), lost, "draw offers no longer shown once the animation ended");
  }

  @Test
  void aLossOnTimeIsShownAsOneInTheResultLineAndTheGameOverBox() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ClubClient.Page w = newGame(ann, "{\"side\":\"white\",\"time\":\"1+0\"}");
    w.send(ClubTest.turn(TurnNotation.format(ClubTest.fresh().legalTurns().get(0))));
    // Black (the browser) never moves: a second later its flag falls
    bo.until("document.body.dataset.status === 'finished'");
    bo.until("document.getElementById('over').open");
    assertEquals("lost on time", bo.text("over-reason"));
    assertTrue(bo.text("outcome").endsWith("(lost on time)"), bo.text("outcome"));
    assertTrue(bo.text("club-note").contains("lost on time"), bo.text("club-note"));
    // the game-over box's PGN, as its link downloads it, says so too
    String pgn =
        (String)
            bo.async(
                "const done = arguments[arguments.length - 1];"
                    + " fetch(document.getElementById('over-pgn').href)"
                    + "   .then((r) => r.text()).then(done, (e) => done(String(e)));");
    assertTrue(pgn.contains("[Termination \"time forfeit\"]"), pgn);
    assertTrue(pgn.contains("[Result \"1-0\"]"), pgn);
    bo.screenshot("club-lost-on-time");
  }

  @Test
  void theLobbyAndTheGamePageNameAGamesRulesInWords() throws Exception {
    ClubClient cy = new ClubClient(site.port());
    assertEquals(200, cy.post("/api/me", "{}").statusCode());
    HttpResponse<String> seek = cy.post("/api/seeks", "{\"variant\":\"sivy\"}");
    assertEquals(200, seek.statusCode(), seek.body());
    bo.go("/lobby");
    bo.until("document.querySelectorAll('#seeks button.accept').length > 0");
    String seeks = bo.text("seeks");
    assertFalse(seeks.contains("seed0"), seeks);
    assertTrue(seeks.contains("a draw after 10 moves each without capture"), seeks);
    // the game about to be offered: its rules said next to the buttons
    bo.until("document.getElementById('offer-rules').textContent !== ''");
    assertTrue(bo.text("offer-rules").contains("10 moves each"), bo.text("offer-rules"));
    bo.screenshot("club-lobby-rules");
    bo.js("document.querySelector('#seeks button.accept').click();");
    bo.until("location.pathname.startsWith('/g/') && document.body.dataset.updates");
    String terms = bo.text("terms");
    assertTrue(terms.contains("a draw after 10 moves each without capture"), terms);
    assertFalse(terms.contains("seed0"), terms);
  }

  @Test
  void aRematchOfferedByTheOtherPlayerIsAcceptedFromTheGameOverBox() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ClubClient.Page w = newGame(ann, "{\"side\":\"white\",\"variant\":\"dimy\"}");
    String id = bo.url().substring(bo.url().lastIndexOf('/') + 1);
    w.send("{\"do\":\"resign\"}");
    bo.until("document.body.dataset.status === 'finished' && document.getElementById('over').open");
    // the game-over box offers a rematch; once Ann offers one, it says so and accepts it
    assertTrue(bo.visible("over-rematch"));
    assertEquals(200, ann.post("/api/club/" + id + "/rematch", "{}").statusCode());
    bo.until("document.getElementById('over-rematch').textContent === 'Accept the rematch'");
    assertTrue(bo.visible("over-rematch-decline"));
    assertTrue(bo.text("over-note").contains("offers a rematch"), bo.text("over-note"));
    bo.screenshot("club-rematch-offered");
    // in Malagasy the rematch's words are French for now, and marked so
    bo.js("I18N.set('mg');");
    assertEquals("fr", bo.element("over-rematch").getAttribute("lang"));
    assertEquals("Accepter la revanche", bo.text("over-rematch"));
    assertEquals("fr", bo.element("club-note").getAttribute("lang"));
    bo.js("I18N.set('en');");
    assertEquals(
        false, bo.js("return document.getElementById('over-rematch').hasAttribute('lang');"));
    bo.js("document.getElementById('over-rematch').click();");
    bo.until("location.pathname !== '/g/" + id + "' && document.body.dataset.updates");
    bo.until("document.body.dataset.status === 'live'");
    // Bo had Black: now White, in the same variant
    assertEquals("w", bo.body("you"));
    assertEquals("dimy", String.valueOf(bo.js("return page.state.variant;")));
  }

  @Test
  void aTakebackAskedByTheOtherPlayerIsAcceptedFromTheGamePage() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    ClubClient.Page w = newGame(ann, "{\"side\":\"white\"}");
    bo.js("settings.animate = false;");
    w.send(ClubTest.turn(TurnNotation.format(ClubTest.fresh().legalTurns().get(0))));
    w.turns(1);
    bo.until("document.body.dataset.turns === '1'");
    // Bo (Black) has no turn of its own to take back
    assertFalse(bo.visible("btn-takeback"));
    w.send("{\"do\":\"takeback\"}");
    bo.until("document.getElementById('btn-takeback').textContent === 'Accept the takeback'");
    assertTrue(bo.visible("btn-takeback-decline"));
    assertTrue(bo.text("club-note").contains("asks to take back"), bo.text("club-note"));
    bo.screenshot("club-takeback-asked");
    bo.js("document.getElementById('btn-takeback').click();");
    bo.until("document.body.dataset.turns === '0'");
    w.turns(0);
    assertEquals("", bo.text("club-note"));
  }
}
