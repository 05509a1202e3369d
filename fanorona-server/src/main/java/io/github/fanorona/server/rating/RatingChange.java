package io.github.fanorona.server.rating;

/**
 * What one game did to one player's rating: the rating before and after.
 *
 * <pre>{@code
 * new RatingChange("ann", Rating.initial(), new Rating(1662.3, 290.3, 0.06)).difference()   // about 162.3
 * }</pre>
 *
 * @param player the player's id
 * @param before the rating the game started from (after any idle periods)
 * @param after the rating the game led to
 */
public record RatingChange(String player, Rating before, Rating after) {
  /**
   * Returns how far the rating moved, as a page shows it beside the result ("+162").
   *
   * <pre>{@code new RatingChange("a", Rating.initial(), Rating.initial()).difference()   // 0.0}
   * </pre>
   *
   * @return after minus before
   */
  public double difference() {
    return after.rating() - before.rating();
  }
}
