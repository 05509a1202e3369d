package io.github.fanorona.benchmarks;

import io.github.fanorona.lab.MatchResult;

/**
 * The sequential probability ratio test of a match score: the log-likelihood ratio of "the first
 * player's expected score is s1" against "it is s0", in the normal approximation over the games'
 * scores (1, 1/2, 0) with their observed variance. The match may stop once the ratio leaves ±{@link
 * #BOUND}, which with alpha = beta = 0.05 is ln(0.95 / 0.05).
 */
final class Sprt {
  /** ln((1 - beta) / alpha) for alpha = beta = 0.05. */
  static final double BOUND = Math.log(0.95 / 0.05);

  private Sprt() {}

  /** The log-likelihood ratio of score s1 against s0 given the games so far. */
  static double llr(MatchResult r, double s0, double s1) {
    int n = r.games();
    if (n < 2) {
      return 0;
    }
    double m = r.score();
    double variance =
        (r.wins() * (1 - m) * (1 - m) + r.draws() * (0.5 - m) * (0.5 - m) + r.losses() * m * m) / n;
    if (variance <= 1e-9) {
      variance = 1e-3; // all games alike: the test still needs a spread to weigh them
    }
    return n * (s1 - s0) * (2 * m - s0 - s1) / (2 * variance);
  }
}
