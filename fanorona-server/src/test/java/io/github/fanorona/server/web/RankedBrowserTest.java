package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The ranked club in real browsers (issue 30): two people sign up on the lobby's form, play a rated
 * game with a clock to its end (a resignation) while a third watches the clocks tick, then a second
 * rated game that one of them loses on time by never moving; both ratings move as Glicko-2 says,
 * computed here from the paper's formulas, and the leaderboard and both players' pages show them.
 * The site's clock runs at a speed the test sets for each game: twice the wall's for the first game
 * (30+0 leaves each player 15 minutes of the wall's, however busy the machine: at twenty times, the
 * 90 s it left once ran out on a loaded CI machine before Black resigned), twenty times for the
 * second once White has played (1+0: Black's flag falls in three seconds).
 */
@Tag("browser")
class RankedBrowserTest {
  private static Site site;
  private static Browser ann;
  private static Browser bo;
  private static Browser cy;
  private static final FastClock CLOCK = new FastClock(2);

  @BeforeAll
  static void start() throws Exception {
    Browser.assumeInstalled();
    site = Site.start(SiteConfig.defaults().withPort(0), Duration.ofSeconds(60), CLOCK);
    ann = Browser.on(site);
    bo = Browser.on(site);
    cy = Browser.on(site);
  }

  @AfterAll
  static void stop() {
    for (Browser b : new Browser[] {ann, bo, cy}) {
      if (b != null) {
        b.close();
      }
    }
    if (site != null) {
      site.close();
    }
  }

  private static void signUp(Browser b, String name) {
    b.go("/lobby");
    b.until("document.body.dataset.account === 'no'");
    b.js(
        "document.getElementById('signup-name').value = arguments[0];"
            + " document.getElementById('signup-password').value = arguments[1];"
            + " document.getElementById('signup-save').click();",
        name,
        "correct horse " + name);
    try {
      b.until("document.body.dataset.account === 'yes'");
    } catch (RuntimeException e) {
      throw new AssertionError(b.text("message") + " " + b.consoleErrors(), e);
    }
    assertEquals(name, b.js("return document.getElementById('name-input').value;"));
  }

  /** A rated invitation of {@code host} (White) with a clock, opened by {@code guest}. */
  private static String ratedGame(Browser host, Browser guest, String time) {
    host.go("/lobby");
    host.until("document.body.dataset.account === 'yes'");
    host.js("document.getElementById('chk-rated').checked = true;");
    new org.openqa.selenium.support.ui.Select(host.element("sel-time")).selectByValue(time);
    new org.openqa.selenium.support.ui.Select(host.element("sel-colour")).selectByValue("white");
    host.element("btn-friend").click();
    host.until("location.pathname.startsWith('/g/')");
    ClubBrowserTest.ready(host);
    guest.go(host.url().substring(host.url().indexOf("/g/")));
    ClubBrowserTest.ready(guest);
    host.until("document.body.dataset.status === 'live'");
    return host.url().substring(host.url().indexOf("/g/") + 3);
  }

  private static double ms(Browser b, String side) {
    return Double.parseDouble(
        String.valueOf(b.js("return document.getElementById('clock-" + side + "').dataset.ms;")));
  }

  @Test
  void twoAccountsPlayRatedGamesWithClocksAndTheirRatingsMoveAsGlicko2Says() throws Exception {
    signUp(ann, "Ann");
    signUp(bo, "Bako");

    // a rated game of 30+0 (15 minutes of the wall's each): six turns, then Black resigns
    CLOCK.set(2);
    String first = ratedGame(ann, bo, "30+0");
    cy.go("/g/" + first);
    ClubBrowserTest.ready(cy);
    assertTrue(cy.text("terms").contains("30+0"), cy.text("terms"));
    for (int turn = 0; turn < 6; turn++) {
      Browser mover = turn % 2 == 0 ? ann : bo;
      ClubBrowserTest.playTurn(mover);
      for (Browser b : new Browser[] {ann, bo, cy}) {
        b.until("document.querySelectorAll('#moves-body button.turn').length >= " + (turn + 1));
      }
    }
    // White is to move: White's clock ticks on every page, the spectator's too, Black's stands
    for (Browser b : new Browser[] {ann, bo, cy}) {
      double w = ms(b, "white");
      double k = ms(b, "black");
      b.until("parseFloat(document.getElementById('clock-white').dataset.ms) < " + (w - 1000));
      assertEquals(k, ms(b, "black"), 0.0);
      assertTrue(b.visible("clock-black") && b.visible("clock-white"));
    }
    cy.screenshot("ranked-clocks-spectator");
    bo.resign(true);
    for (Browser b : new Browser[] {ann, bo, cy}) {
      b.until("document.body.dataset.status === 'finished'");
    }

    // a rated game of 1+0 (three seconds of the wall's): Bo plays White's first turn, Ann never
    // moves and the server flags her clock
    String second = ratedGame(bo, ann, "1+0");
    ClubBrowserTest.playTurn(bo);
    ann.until("document.querySelectorAll('#moves-body button.turn').length >= 1");
    CLOCK.set(20); // Bo's turn is in (at twice the wall's, however slow his page): Ann's time runs
    for (Browser b : new Browser[] {ann, bo}) {
      b.until("document.body.dataset.status === 'finished'");
    }
    ann.until("document.getElementById('club-note').textContent.includes('Ann')");
    assertEquals("0.0", ann.text("clock-black"));
    ann.screenshot("ranked-lost-on-time");

    // Glicko-2 from the paper, independently of the server's code: game 1 Ann beat Bo, game 2 Bo
    // beat Ann, each game one rating period, everyone starting at 1500 / 350 / 0.06
    double[] a = {1500, 350, 0.06};
    double[] b = {1500, 350, 0.06};
    double[] a1 = Glicko.update(a, b, 1);
    double[] b1 = Glicko.update(b, a, 0);
    double[] a2 = Glicko.update(a1, b1, 0);
    double[] b2 = Glicko.update(b1, a1, 1);

    cy.go("/p/Ann");
    assertEquals(a2[0], rating(cy, "#ratings tr[data-variant=sivy]"), 0.01);
    assertEquals(
        2, ((Number) cy.js("return document.querySelectorAll('#rated li').length;")).intValue());
    assertTrue(cy.js("return document.querySelector('svg.chart polyline') !== null;").equals(true));
    for (String id : List.of(first, second)) {
      assertEquals(
          true,
          cy.js("return document.querySelector('#rated a[href=\"/g/" + id + "\"]') !== null;"));
    }
    cy.go("/p/Bako");
    assertEquals(b2[0], rating(cy, "#ratings tr[data-variant=sivy]"), 0.01);
    cy.screenshot("ranked-player-page");
    cy.go("/leaderboard?variant=sivy");
    String board = cy.text("board");
    Matcher m = Pattern.compile("(Ann|Bako)").matcher(board);
    assertTrue(m.find());
    assertEquals(a2[0] > b2[0] ? "Ann" : "Bako", m.group(1), board);
    assertEquals(
        Math.max(a2[0], b2[0]), rating(cy, "#board tr[data-rating]"), 0.01, "the leader's rating");
    cy.screenshot("ranked-leaderboard");
    // the players' pages and the leaderboard in each language: nothing serious for axe-core
    for (String lang : io.github.fanorona.server.Texts.LANGUAGES) {
      for (String page : List.of("/p/Ann?lang=", "/leaderboard?variant=sivy&lang=")) {
        cy.go(page + lang);
        assertEquals(lang, cy.js("return document.documentElement.lang;"), page + lang);
        assertEquals(List.of(), AccessBrowserTest.serious(cy.axe("ranked-" + lang)), page + lang);
      }
    }
    // from the lobby, the leaderboard is one click away
    cy.go("/lobby");
    cy.element("link-leaderboard").click();
    cy.until("location.pathname === '/leaderboard'");
  }

  private static double rating(Browser b, String selector) {
    return Double.parseDouble(
        String.valueOf(
            b.js("return document.querySelector(arguments[0]).dataset.rating;", selector)));
  }

  /**
   * Glicko-2 as "Example of the Glicko-2 system" (Glickman, 2022) writes it, steps 2 to 8, for one
   * game in a rating period, with τ = 0.5: a second computation, apart from the server's.
   */
  static final class Glicko {
    private static final double SCALE = 173.7178;
    private static final double TAU = 0.5;

    private Glicko() {}

    /** The rating {r, RD, σ} after one game against {@code o} with score {@code s}. */
    static double[] update(double[] p, double[] o, double s) {
      double mu = (p[0] - 1500) / SCALE;
      double phi = p[1] / SCALE;
      double sigma = p[2];
      double muJ = (o[0] - 1500) / SCALE;
      double phiJ = o[1] / SCALE;
      double g = 1 / Math.sqrt(1 + 3 * phiJ * phiJ / (Math.PI * Math.PI));
      double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
      double v = 1 / (g * g * e * (1 - e));
      double delta = v * g * (s - e);
      double a = Math.log(sigma * sigma);
      java.util.function.DoubleUnaryOperator f =
          x ->
              Math.exp(x)
                      * (delta * delta - phi * phi - v - Math.exp(x))
                      / (2 * Math.pow(phi * phi + v + Math.exp(x), 2))
                  - (x - a) / (TAU * TAU);
      double bigA = a;
      double bigB;
      if (delta * delta > phi * phi + v) {
        bigB = Math.log(delta * delta - phi * phi - v);
      } else {
        int k = 1;
        while (f.applyAsDouble(a - k * TAU) < 0) {
          k++;
        }
        bigB = a - k * TAU;
      }
      double fA = f.applyAsDouble(bigA);
      double fB = f.applyAsDouble(bigB);
      while (Math.abs(bigB - bigA) > 0.000001) {
        double c = bigA + (bigA - bigB) * fA / (fB - fA);
        double fC = f.applyAsDouble(c);
        if (fC * fB <= 0) {
          bigA = bigB;
          fA = fB;
        } else {
          fA = fA / 2;
        }
        bigB = c;
        fB = fC;
      }
      double sigma2 = Math.exp(bigA / 2);
      double phiStar = Math.sqrt(phi * phi + sigma2 * sigma2);
      double phi2 = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
      double mu2 = mu + phi2 * phi2 * g * (s - e);
      return new double[] {SCALE * mu2 + 1500, SCALE * phi2, sigma2};
    }
  }
}
