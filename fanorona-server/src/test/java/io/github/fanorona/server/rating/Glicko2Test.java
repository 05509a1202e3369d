package io.github.fanorona.server.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Glicko2Test {
  private static final Rating PLAYER = new Rating(1500, 200, 0.06);
  private static final List<Glicko2.Game> PERIOD =
      List.of(
          new Glicko2.Game(new Rating(1400, 30, 0.06), Score.WIN),
          new Glicko2.Game(new Rating(1550, 100, 0.06), Score.LOSS),
          new Glicko2.Game(new Rating(1700, 300, 0.06), Score.LOSS));

  /** Rounds half away from zero to a number of decimals, as the paper prints its values. */
  private static double round(double x, int decimals) {
    return new java.math.BigDecimal(x)
        .setScale(decimals, java.math.RoundingMode.HALF_UP)
        .doubleValue();
  }

  /**
   * Glickman's worked example, step by step, each value at the precision the paper prints it: steps
   * 2 and 3 (μj, φj, g(φj), E) are computed here from the example's ratings.
   */
  @Test
  void theWorkedExamplesOpponentsAtThePrintedPrecision() {
    assertEquals(0, Glicko2.mu(PLAYER));
    assertEquals(1.1513, round(Glicko2.phi(PLAYER), 4));
    double[] mu = {-0.5756, 0.2878, 1.1513};
    double[] phi = {0.1727, 0.5756, 1.7269};
    double[] g = {0.9955, 0.9531, 0.7242};
    double[] e = {0.639, 0.432, 0.303};
    for (int j = 0; j < 3; j++) {
      Rating o = PERIOD.get(j).opponent();
      assertEquals(mu[j], round(Glicko2.mu(o), 4), "μ" + j);
      assertEquals(phi[j], round(Glicko2.phi(o), 4), "φ" + j);
      double gj = Glicko2.g(Glicko2.phi(o));
      assertEquals(g[j], round(gj, 4), "g" + j);
      assertEquals(e[j], round(Glicko2.expected(0, Glicko2.mu(o), gj), 3), "E" + j);
    }
  }

  /**
   * Steps 3 and 4 from the paper's own printed g and E (it carries those rounded values on): v =
   * 1.7785 and Δ = −0.4834. From unrounded g and E they are 1.7790 and −0.4839.
   */
  @Test
  void theWorkedExamplesVarianceAndImprovementFromThePrintedValues() {
    double[] g = {0.9955, 0.9531, 0.7242};
    double[] e = {0.639, 0.432, 0.303};
    double[] s = {1, 0, 0};
    double v = Glicko2.variance(g, e);
    assertEquals(1.7785, round(v, 4));
    assertEquals(-0.4834, round(v * Glicko2.improvementSum(g, e, s), 4));
  }

  /**
   * Steps 5 to 8, end to end through the public update: σ′ = 0.05999 (the paper truncates
   * 0.059996), φ′ = 0.8722, μ′ = −0.2069, RD′ = 151.52. The paper's r′ = 1464.06 is 173.7178 ×
   * (−0.2069) + 1500 from its printed μ′; unrounded, r′ is 1464.0507, within the 0.01 the paper's
   * rounding of μ′ allows.
   */
  @Test
  void theWorkedExampleEndToEnd() {
    Glicko2 club = Glicko2.club();
    Rating after = club.update(PLAYER, PERIOD);
    assertEquals(0.05999, Math.floor(after.volatility() * 1e5) / 1e5);
    assertEquals(0.8722, round(Glicko2.phi(after), 4));
    assertEquals(-0.2069, round(Glicko2.mu(after), 4));
    assertEquals(1464.06, round(Glicko2.SCALE * -0.2069 + 1500, 2));
    assertEquals(1464.06, after.rating(), 0.01);
    assertEquals(151.52, round(after.deviation(), 2));
    assertEquals("1464/152/0.06000", after.toString());
  }

  /** Step 5's iteration: it starts from A = a = ln(0.06²) = −5.62682 and ends at A = −5.62696. */
  @Test
  void theWorkedExamplesIllinoisIteration() {
    double phi = 200 / Glicko2.SCALE;
    double a = Glicko2.volatilityRoot(0.06, phi, 1.7785, -0.4834, 0.5);
    assertEquals(-5.62682, round(Math.log(0.06 * 0.06), 5));
    assertEquals(-5.62696, round(a, 5));
  }

  /**
   * The Illinois root against a plain bisection of the same f, written here on its own: the two
   * agree to well within ε over seeded random inputs (both bracket branches included).
   */
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 77, 1234567})
  void theVolatilityRootAgreesWithABisection(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    for (int k = 0; k < 300; k++) {
      double sigma = 0.01 + r.nextDouble() * 0.2;
      double phi = 0.1 + r.nextDouble() * 2;
      double v = 0.2 + r.nextDouble() * 20;
      double delta = (r.nextDouble() - 0.5) * 12;
      double tau = 0.2 + r.nextDouble();
      double illinois = Glicko2.volatilityRoot(sigma, phi, v, delta, tau);
      double bisect = bisection(sigma, phi, v, delta, tau);
      String where = "seed " + seed + " case " + k + " σ=" + sigma + " φ=" + phi + " v=" + v;
      assertEquals(bisect, illinois, 1e-5, where + " Δ=" + delta + " τ=" + tau);
    }
  }

  /** Glickman's f, decreasing in x; its root by halving an interval wide enough for any input. */
  private static double bisection(double sigma, double phi, double v, double delta, double tau) {
    double a = Math.log(sigma * sigma);
    double lo = a - 100;
    double hi = a + 100;
    for (int i = 0; i < 200; i++) {
      double mid = (lo + hi) / 2;
      double ex = Math.exp(mid);
      double f =
          ex * (delta * delta - phi * phi - v - ex) / (2 * Math.pow(phi * phi + v + ex, 2))
              - (mid - a) / (tau * tau);
      if (f > 0) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return (lo + hi) / 2;
  }

  /** Step 6 alone: a player who does not play keeps rating and volatility; the deviation grows. */
  @Test
  void aPlayerWhoDoesNotPlayGrowsUnsure() {
    Glicko2 club = Glicko2.club();
    Rating r = new Rating(1700, 50, 0.06);
    Rating one = club.update(r, List.of());
    double expected = Glicko2.SCALE * Math.sqrt(Math.pow(50 / Glicko2.SCALE, 2) + 0.06 * 0.06);
    assertEquals(expected, one.deviation(), 1e-9);
    assertEquals(51.07, round(one.deviation(), 2));
    assertEquals(1700, one.rating());
    assertEquals(0.06, one.volatility());
    assertEquals(one, club.idle(r, 1));
    assertEquals(r, club.idle(r, 0));
    // k periods at once are k single periods
    Rating step = r;
    for (int i = 0; i < 10; i++) {
      step = club.idle(step, 1);
    }
    assertEquals(step.deviation(), club.idle(r, 10).deviation(), 1e-9);
    assertThrows(IllegalArgumentException.class, () -> club.idle(r, -1));
  }

  /** However long the absence, the deviation stops at a newcomer's 350. */
  @Test
  void theDeviationIsCappedAt350() {
    Glicko2 club = Glicko2.club();
    assertEquals(350, club.idle(new Rating(1500, 340, 0.06), 100_000).deviation());
    assertEquals(350, club.idle(new Rating(1500, 340, 0.06), Long.MAX_VALUE / 4).deviation());
    // a newcomer against a newcomer: the game's information outweighs the period's growth
    Rating after =
        club.update(Rating.initial(), List.of(new Glicko2.Game(Rating.initial(), Score.LOSS)));
    assertTrue(after.deviation() < 350, after.toString());
    // a very volatile player's period would grow past 350 without the cap
    Rating wild = new Rating(1500, 349, 1.5);
    assertEquals(350, club.update(wild, List.of()).deviation());
  }

  /** A draw between equals moves neither rating; it makes both surer. */
  @Test
  void aDrawBetweenEqualsMovesNothingButTheDeviation() {
    Glicko2 club = Glicko2.club();
    Rating a = new Rating(1600, 120, 0.06);
    Rating after = club.update(a, List.of(new Glicko2.Game(a, Score.DRAW)));
    assertEquals(1600, after.rating(), 1e-9);
    assertTrue(after.deviation() < 120, after.toString());
    // a draw against a stronger player gains, against a weaker one loses
    Rating strong = new Rating(1900, 80, 0.06);
    assertTrue(club.update(a, List.of(new Glicko2.Game(strong, Score.DRAW))).rating() > 1600);
    assertTrue(club.update(strong, List.of(new Glicko2.Game(a, Score.DRAW))).rating() < 1900);
  }

  /** A newcomer who beats a newcomer: 1662.3 (the value other Glicko-2 implementations print). */
  @Test
  void aNewcomerBeatingANewcomer() {
    Rating after =
        Glicko2.club()
            .update(Rating.initial(), List.of(new Glicko2.Game(Rating.initial(), Score.WIN)));
    assertEquals(1662.31, round(after.rating(), 2));
    assertEquals(290.32, round(after.deviation(), 2));
    assertEquals(1662, after.shown());
  }

  /**
   * Seeded random games: a win raises, a loss lowers; the winner's gain and loser's loss have the
   * sizes the deviations say (the surer player moves less); results stay valid ratings.
   */
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {5, 6, 7, 2024, 99991})
  void randomGamesMoveRatingsTheRightWay(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    Glicko2 club = Glicko2.club();
    for (int k = 0; k < 500; k++) {
      Rating a = random(r);
      Rating b = random(r);
      String where = "seed " + seed + " case " + k + ": " + a + " vs " + b;
      Rating aWin = club.update(a, List.of(new Glicko2.Game(b, Score.WIN)));
      Rating aLoss = club.update(a, List.of(new Glicko2.Game(b, Score.LOSS)));
      Rating aDraw = club.update(a, List.of(new Glicko2.Game(b, Score.DRAW)));
      assertTrue(aWin.rating() > a.rating(), where);
      assertTrue(aLoss.rating() < a.rating(), where);
      assertTrue(aLoss.rating() < aDraw.rating() && aDraw.rating() < aWin.rating(), where);
      assertTrue(aDraw.rating() > a.rating() == b.rating() > a.rating(), where);
      // step 7: a game's information makes φ′ smaller than φ* = √(φ² + σ′²)
      double phiStar = Glicko2.SCALE * Math.hypot(Glicko2.phi(a), aWin.volatility());
      assertTrue(aWin.deviation() < phiStar, where);
      assertTrue(aWin.volatility() > 0 && Double.isFinite(aWin.volatility()), where);
    }
  }

  /** Several games in one period at once equal the same games in any order. */
  @Test
  void aPeriodDoesNotDependOnTheOrderOfItsGames() {
    List<Glicko2.Game> reversed = new ArrayList<>(PERIOD);
    java.util.Collections.reverse(reversed);
    Rating a = Glicko2.club().update(PLAYER, PERIOD);
    Rating b = Glicko2.club().update(PLAYER, reversed);
    assertEquals(a.rating(), b.rating(), 1e-9);
    assertEquals(a.deviation(), b.deviation(), 1e-9);
  }

  private static Rating random(SplittableRandom r) {
    return new Rating(
        800 + r.nextDouble() * 1800, 30 + r.nextDouble() * 320, 0.03 + r.nextDouble() * 0.1);
  }

  @Test
  void badRatingsAndConstantsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> new Rating(Double.NaN, 100, 0.06));
    assertThrows(IllegalArgumentException.class, () -> new Rating(1500, 0, 0.06));
    assertThrows(IllegalArgumentException.class, () -> new Rating(1500, 350.01, 0.06));
    assertThrows(IllegalArgumentException.class, () -> new Rating(1500, 100, 0));
    assertThrows(
        IllegalArgumentException.class, () -> new Rating(1500, 100, Double.POSITIVE_INFINITY));
    assertThrows(IllegalArgumentException.class, () -> Glicko2.withTau(0));
    assertThrows(IllegalArgumentException.class, () -> Glicko2.withTau(Double.NaN));
    assertEquals(0.3, Glicko2.withTau(0.3).tau());
    assertEquals(Score.LOSS, Score.WIN.opposite());
    assertEquals(Score.DRAW, Score.DRAW.opposite());
  }
}
