package io.github.fanorona.server.rating;

import java.util.Locale;

/**
 * A player's Glicko-2 rating on the familiar scale: the rating (1500 for a newcomer), its deviation
 * (how unsure the rating is; 350 for a newcomer, never more) and the volatility (how erratic the
 * player's results are; 0.06 for a newcomer). An immutable value.
 *
 * <pre>{@code
 * Rating r = Rating.initial();
 * r.rating()       // 1500.0
 * r.deviation()    // 350.0
 * r.toString()     // "1500/350/0.06000"
 * }</pre>
 *
 * @param rating the rating, any finite number (a rating far below 0 is possible in principle)
 * @param deviation the rating deviation, above 0 and at most {@link #MAX_DEVIATION}
 * @param volatility the volatility, above 0 and finite
 */
public record Rating(double rating, double deviation, double volatility) {
  /** The deviation of a newcomer and the cap of every deviation, as Glickman's examples use. */
  public static final double MAX_DEVIATION = 350;

  /** A newcomer's rating. */
  public static final double INITIAL_RATING = 1500;

  /** A newcomer's volatility, the value of Glickman's worked example. */
  public static final double INITIAL_VOLATILITY = 0.06;

  /**
   * Checks the three numbers.
   *
   * <pre>{@code new Rating(1500, 400, 0.06)   // throws IllegalArgumentException}</pre>
   *
   * @param rating the rating
   * @param deviation the rating deviation
   * @param volatility the volatility
   * @throws IllegalArgumentException if a number is not finite, the deviation is not in (0, 350] or
   *     the volatility is not above 0
   */
  public Rating {
    if (!Double.isFinite(rating)) {
      throw new IllegalArgumentException("a rating must be a finite number, not " + rating);
    }
    if (!(deviation > 0 && deviation <= MAX_DEVIATION)) {
      throw new IllegalArgumentException(
          "a rating deviation must be above 0 and at most " + MAX_DEVIATION + ", not " + deviation);
    }
    if (!(volatility > 0 && Double.isFinite(volatility))) {
      throw new IllegalArgumentException(
          "a volatility must be a finite number above 0, not " + volatility);
    }
  }

  /**
   * Returns a newcomer's rating: 1500, deviation 350, volatility 0.06.
   *
   * <pre>{@code Rating.initial().rating()   // 1500.0}</pre>
   *
   * @return the initial rating
   */
  public static Rating initial() {
    return new Rating(INITIAL_RATING, MAX_DEVIATION, INITIAL_VOLATILITY);
  }

  /**
   * Returns the rating as a page shows it: rounded to a whole number.
   *
   * <pre>{@code new Rating(1464.05, 151.52, 0.06).shown()   // 1464}</pre>
   *
   * @return the rounded rating
   */
  public long shown() {
    return Math.round(rating);
  }

  /**
   * Returns the rating, its deviation and its volatility, as a log line or a test shows them.
   *
   * <pre>{@code new Rating(1464.0507, 151.5165, 0.059996).toString()   // "1464/152/0.06000"}</pre>
   *
   * @return the text
   */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT, "%d/%d/%.5f", Math.round(rating), Math.round(deviation), volatility);
  }
}
