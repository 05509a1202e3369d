package io.github.fanorona.server.rating;

import java.time.Instant;
import java.util.Optional;

/**
 * A player's place in one variant's ratings: the rating, how many rated games it counts and when
 * the last one ended. The number of games is also the standing's version: a ledger stores a new
 * standing only over the one it was computed from.
 *
 * <pre>{@code Standing.newcomer().games()   // 0}</pre>
 *
 * @param rating the current rating
 * @param games the number of rated games played, 0 or more
 * @param lastGame when the last rated game ended, empty for a newcomer
 */
public record Standing(Rating rating, int games, Optional<Instant> lastGame) {
  /**
   * Checks the count.
   *
   * <pre>
   * {@code new Standing(Rating.initial(), -1, Optional.empty())   // throws IllegalArgumentException}
   * </pre>
   *
   * @param rating the current rating
   * @param games the number of rated games
   * @param lastGame when the last one ended
   * @throws IllegalArgumentException if {@code games} is negative
   */
  public Standing {
    if (games < 0) {
      throw new IllegalArgumentException("a number of games is 0 or more, not " + games);
    }
  }

  /**
   * Returns a newcomer's standing: the initial rating, no game.
   *
   * <pre>{@code Standing.newcomer().rating().rating()   // 1500.0}</pre>
   *
   * @return the standing
   */
  public static Standing newcomer() {
    return new Standing(Rating.initial(), 0, Optional.empty());
  }
}
