package io.github.fanorona.server.rating;

import java.util.List;

/**
 * The Glicko-2 rating system exactly as Mark Glickman's "Example of the Glicko-2 system" (2012,
 * revised 2022) states it: ratings are moved to the Glicko-2 scale (μ = (r − 1500) / 173.7178, φ =
 * RD / 173.7178), the estimated variance v and improvement Δ are computed from the period's games,
 * the new volatility σ′ is the root of Glickman's f(x) found by the Illinois algorithm (to ε =
 * 0.000001), and the new deviation and rating follow from them. The system constant τ bounds how
 * fast the volatility moves; Glickman suggests 0.3 to 1.2, the club uses 0.5 (his example's value).
 *
 * <p><b>The rating period.</b> Glickman's system rates a period of several games at once. The club
 * rates each game when it ends, as one period of one game for each player: the rating a page shows
 * is then always up to date, and a game's effect does not depend on which other games happened to
 * fall in the same period. The price is a noisier volatility than with 10 to 15 games a period.
 * Time away from the club counts through {@link #idle(Rating, long)}: a player's deviation grows by
 * one empty period for each whole idle period (a week for the club, {@link Rater}) since their last
 * rated game.
 *
 * <pre>{@code
 * Glicko2 club = Glicko2.club();
 * Rating after = club.update(new Rating(1500, 200, 0.06), List.of(
 *     new Glicko2.Game(new Rating(1400, 30, 0.06), Score.WIN),
 *     new Glicko2.Game(new Rating(1550, 100, 0.06), Score.LOSS),
 *     new Glicko2.Game(new Rating(1700, 300, 0.06), Score.LOSS)));
 * after.toString()   // "1464/152/0.06000" (Glickman: 1464.06, 151.52, 0.05999)
 * }</pre>
 */
public final class Glicko2 {
  /** The factor between the Glicko scale and the Glicko-2 scale, as Glickman gives it. */
  public static final double SCALE = 173.7178;

  /** The convergence tolerance of the Illinois algorithm, as Glickman gives it. */
  static final double EPSILON = 0.000001;

  /** The club's system constant τ: Glickman's example value, in the middle of his range. */
  public static final double CLUB_TAU = 0.5;

  private final double tau;

  private Glicko2(double tau) {
    this.tau = tau;
  }

  /**
   * Returns the system with the club's constant τ = 0.5.
   *
   * <pre>{@code Glicko2.club().tau()   // 0.5}</pre>
   *
   * @return the club's system
   */
  public static Glicko2 club() {
    return new Glicko2(CLUB_TAU);
  }

  /**
   * Returns a system with another constant τ.
   *
   * <pre>{@code Glicko2.withTau(0.3).tau()   // 0.3}</pre>
   *
   * @param tau the system constant, above 0 and at most 10 (Glickman suggests 0.3 to 1.2)
   * @return the system
   * @throws IllegalArgumentException if τ is out of range
   */
  public static Glicko2 withTau(double tau) {
    if (!(tau > 0 && tau <= 10)) {
      throw new IllegalArgumentException("τ must be above 0 and at most 10, not " + tau);
    }
    return new Glicko2(tau);
  }

  /** {@return the system constant τ} */
  public double tau() {
    return tau;
  }

  /**
   * One game of a rating period, seen from the player being rated: the opponent's rating before the
   * period and the player's result.
   *
   * <pre>{@code new Glicko2.Game(Rating.initial(), Score.DRAW).score().points()   // 0.5}</pre>
   *
   * @param opponent the opponent's rating at the start of the period
   * @param score the player's result
   */
  public record Game(Rating opponent, Score score) {}

  /**
   * Returns a player's rating after one rating period (Glickman's steps 2 to 8). A period without
   * games is {@link #idle(Rating, long) idle(player, 1)}. The new deviation is capped at {@link
   * Rating#MAX_DEVIATION}.
   *
   * <pre>{@code
   * Glicko2.club().update(Rating.initial(),
   *     List.of(new Glicko2.Game(Rating.initial(), Score.WIN))).shown()   // 1662
   * }</pre>
   *
   * @param player the player's rating at the start of the period
   * @param games the period's games, in any order
   * @return the rating at the end of the period
   */
  public Rating update(Rating player, List<Game> games) {
    if (games.isEmpty()) {
      return idle(player, 1);
    }
    double mu = mu(player);
    double phi = phi(player);
    int n = games.size();
    double[] g = new double[n];
    double[] e = new double[n];
    double[] s = new double[n];
    for (int j = 0; j < n; j++) {
      Game game = games.get(j);
      g[j] = g(phi(game.opponent()));
      e[j] = expected(mu, mu(game.opponent()), g[j]);
      s[j] = game.score().points();
    }
    double v = variance(g, e);
    double sum = improvementSum(g, e, s);
    double sigma = volatility(player.volatility(), phi, v, v * sum, tau);
    double phiStar = Math.sqrt(phi * phi + sigma * sigma);
    double phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
    double muNew = mu + phiNew * phiNew * sum;
    return new Rating(
        SCALE * muNew + Rating.INITIAL_RATING,
        Math.min(SCALE * phiNew, Rating.MAX_DEVIATION),
        sigma);
  }

  /**
   * Returns a player's rating after rating periods in which they played no game: the rating and
   * volatility stay, the deviation grows to √(φ² + k·σ²) on the Glicko-2 scale (Glickman's step 6
   * applied k times), at most {@link Rating#MAX_DEVIATION}.
   *
   * <pre>{@code Glicko2.club().idle(new Rating(1500, 50, 0.06), 1).deviation()   // about 51.07}
   * </pre>
   *
   * @param player the rating before the periods
   * @param periods how many periods without a game, 0 or more
   * @return the rating after them
   * @throws IllegalArgumentException if {@code periods} is negative
   */
  public Rating idle(Rating player, long periods) {
    if (periods < 0) {
      throw new IllegalArgumentException("a number of idle periods is 0 or more, not " + periods);
    }
    double phi = phi(player);
    double sigma = player.volatility();
    double grown = SCALE * Math.sqrt(phi * phi + periods * sigma * sigma);
    return new Rating(player.rating(), Math.min(grown, Rating.MAX_DEVIATION), player.volatility());
  }

  /** μ: a rating on the Glicko-2 scale (step 2). */
  static double mu(Rating r) {
    return (r.rating() - Rating.INITIAL_RATING) / SCALE;
  }

  /** φ: a deviation on the Glicko-2 scale (step 2). */
  static double phi(Rating r) {
    return r.deviation() / SCALE;
  }

  /** g(φ): how much an opponent's uncertainty damps a game's weight (step 3). */
  static double g(double phi) {
    return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
  }

  /** E(μ, μj, φj): the expected score against an opponent, given g(φj) (step 3). */
  static double expected(double mu, double muJ, double gJ) {
    return 1 / (1 + Math.exp(-gJ * (mu - muJ)));
  }

  /** v: the estimated variance of the rating from the games alone (step 3). */
  static double variance(double[] g, double[] e) {
    double inverse = 0;
    for (int j = 0; j < g.length; j++) {
      inverse += g[j] * g[j] * e[j] * (1 - e[j]);
    }
    return 1 / inverse;
  }

  /**
   * Σ g(φj)(sj − E): the improvement before it is scaled by v into Δ (step 4), or by φ′² (step 7).
   */
  static double improvementSum(double[] g, double[] e, double[] s) {
    double sum = 0;
    for (int j = 0; j < g.length; j++) {
      sum += g[j] * (s[j] - e[j]);
    }
    return sum;
  }

  /**
   * σ′: the new volatility (step 5), the root of Glickman's f(x) = eˣ(Δ² − φ² − v − eˣ) / (2(φ² + v
   * + eˣ)²) − (x − a) / τ² with a = ln σ², bracketed as he says and narrowed by the Illinois
   * algorithm until the bracket is at most ε wide.
   */
  static double volatility(double sigma, double phi, double v, double delta, double tau) {
    return Math.exp(volatilityRoot(sigma, phi, v, delta, tau) / 2);
  }

  /** The root A of step 5, ln σ′²; separate so that a test can check it against the paper. */
  static double volatilityRoot(double sigma, double phi, double v, double delta, double tau) {
    double a = Math.log(sigma * sigma);
    double phi2 = phi * phi;
    double delta2 = delta * delta;
    java.util.function.DoubleUnaryOperator f =
        x -> {
          double ex = Math.exp(x);
          double d = phi2 + v + ex;
          return ex * (delta2 - phi2 - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
        };
    double lo = a;
    double hi;
    if (delta2 > phi2 + v) {
      hi = Math.log(delta2 - phi2 - v);
    } else {
      // f decreases through its root; f(a − kτ) turns positive within a few steps because the
      // (x − a)/τ² term grows without bound. The bound only guards against a broken input.
      int k = 1;
      while (f.applyAsDouble(a - k * tau) < 0 && k < 10_000) {
        k++;
      }
      hi = a - k * tau;
    }
    double fLo = f.applyAsDouble(lo);
    double fHi = f.applyAsDouble(hi);
    // Each Illinois step shrinks the bracket; 200 is far beyond what ε needs (about 10).
    for (int i = 0; i < 200 && Math.abs(hi - lo) > EPSILON; i++) {
      double c = lo + (lo - hi) * fLo / (fHi - fLo);
      double fC = f.applyAsDouble(c);
      if (fC * fHi <= 0) {
        lo = hi;
        fLo = fHi;
      } else {
        fLo = fLo / 2;
      }
      hi = c;
      fHi = fC;
    }
    return lo;
  }
}
