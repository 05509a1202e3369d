package io.github.fanorona.lab;

import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Side;
import java.util.Locale;
import java.util.Optional;

/**
 * The tally of a match from the first player's side: wins, draws (adjudicated ones among them) and
 * losses, with the score fraction and its 95 % confidence interval.
 *
 * <pre>{@code
 * MatchResult r = MatchResult.empty("depth=4", "random")
 *     .add(Optional.of(Outcome.win(Side.WHITE, Outcome.Reason.NO_STONES)), Side.WHITE);
 * r.wins();      // 1
 * r.summary();   // "depth=4 vs random: 1 win, 0 draws (0 adjudicated), 0 losses of 1 game; ..."
 * }</pre>
 *
 * @param first the first player's name
 * @param second the opponent's name
 * @param wins games the first player won
 * @param draws drawn games, adjudicated ones included
 * @param losses games the first player lost
 * @param adjudicated games stopped at the turn cap, counted as draws
 * @since 2.0.0 (in the engine since 1.0.0)
 */
public record MatchResult(
    String first, String second, int wins, int draws, int losses, int adjudicated) {
  /**
   * Returns a tally with no games.
   *
   * <pre>{@code MatchResult.empty("a", "b").games() // 0}</pre>
   *
   * @param first the first player's name
   * @param second the opponent's name
   * @return the tally
   */
  public static MatchResult empty(String first, String second) {
    return new MatchResult(first, second, 0, 0, 0, 0);
  }

  /**
   * Returns the tally with one more game.
   *
   * <pre>{@code
   * MatchResult r = MatchResult.empty("a", "b");
   * r = r.add(Optional.of(Outcome.win(Side.WHITE, Outcome.Reason.RESIGNATION)), Side.WHITE);
   * r.wins();   // 1
   * r.score();   // 1.0
   * }</pre>
   *
   * @param outcome the game's outcome, or empty if the turn cap stopped it
   * @param firstSide the side the first player had
   * @return the tally
   */
  public MatchResult add(Optional<Outcome> outcome, Side firstSide) {
    if (outcome.isEmpty()) {
      return new MatchResult(first, second, wins, draws + 1, losses, adjudicated + 1);
    }
    Optional<Side> winner = outcome.get().winner();
    if (winner.isEmpty()) {
      return new MatchResult(first, second, wins, draws + 1, losses, adjudicated);
    }
    return winner.get() == firstSide
        ? new MatchResult(first, second, wins + 1, draws, losses, adjudicated)
        : new MatchResult(first, second, wins, draws, losses + 1, adjudicated);
  }

  /**
   * Returns the number of games.
   *
   * <pre>{@code MatchResult.empty("a", "b").add(Optional.empty(), Side.BLACK).games() // 1}</pre>
   *
   * @return wins + draws + losses
   */
  public int games() {
    return wins + draws + losses;
  }

  /**
   * Returns the first player's score: 1 a win, 1/2 a draw, averaged over the games.
   *
   * <pre>{@code r.score()   // 0.975}</pre>
   *
   * @return the score fraction, 0 to 1; 0.5 with no games
   */
  public double score() {
    return games() == 0 ? 0.5 : (wins + draws / 2.0) / games();
  }

  /**
   * Returns the lower end of the 95 % confidence interval of the score (Wilson's interval, which
   * stays inside 0 to 1 and is not empty when every game went one way).
   *
   * <pre>{@code r.low() > 0.5   // significantly stronger}</pre>
   *
   * @return the lower bound, 0 to 1
   */
  public double low() {
    return wilson(-1);
  }

  /**
   * Returns the upper end of the 95 % confidence interval of the score.
   *
   * <pre>{@code r.high() < 0.5   // significantly weaker}</pre>
   *
   * @return the upper bound, 0 to 1
   */
  public double high() {
    return wilson(1);
  }

  private double wilson(int sign) {
    int n = games();
    if (n == 0) {
      return sign < 0 ? 0 : 1;
    }
    double z = 1.96;
    double p = score();
    double denominator = 1 + z * z / n;
    double centre = p + z * z / (2.0 * n);
    double spread = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n));
    return Math.max(0, Math.min(1, (centre + sign * spread) / denominator));
  }

  /**
   * Returns one line: the players, the tally, the score with its interval.
   *
   * <pre>
   * {@code r.summary()   // "depth=4 vs random: 195 wins, 3 draws (0 adjudicated), 2 losses of 200 games; score 0.983, 95 % interval 0.955 to 0.994"}
   * </pre>
   *
   * @return the summary
   */
  public String summary() {
    return String.format(
        Locale.ROOT,
        "%s vs %s: %s, %s (%d adjudicated), %s of %s;" + " score %.3f, 95 %% interval %.3f to %.3f",
        first,
        second,
        count(wins, "win", "wins"),
        count(draws, "draw", "draws"),
        adjudicated,
        count(losses, "loss", "losses"),
        count(games(), "game", "games"),
        score(),
        low(),
        high());
  }

  private static String count(int n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }
}
