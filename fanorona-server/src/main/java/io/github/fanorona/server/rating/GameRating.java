package io.github.fanorona.server.rating;

/**
 * The rating of one finished game: both players' changes, and whether this answer is a replay (the
 * game had been rated before, and these are the changes stored then; nothing moved this time).
 *
 * <pre>{@code rater.rate(game).replay()   // false the first time, true ever after}</pre>
 *
 * @param game the game rated
 * @param white White's change
 * @param black Black's change
 * @param replay true if the game had already been rated
 */
public record GameRating(RatedGame game, RatingChange white, RatingChange black, boolean replay) {
  /**
   * Returns the same rating marked as a replay.
   *
   * <pre>{@code rating.asReplay().replay()   // true}</pre>
   *
   * @return a copy with {@code replay} true
   */
  public GameRating asReplay() {
    return new GameRating(game, white, black, true);
  }
}
