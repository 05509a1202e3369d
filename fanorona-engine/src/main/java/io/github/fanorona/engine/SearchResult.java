package io.github.fanorona.engine;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Turn;
import java.time.Duration;

/**
 * What a search found: the best turn, its score for the side to move, the principal variation (the
 * best turn first, then the best replies as far as the search saw), the depth of the last completed
 * iteration, and the work done.
 *
 * <pre>{@code
 * SearchResult r = Engine.of(SearchLimits.depth(4)).search(game);
 * game = game.play(r.best());
 * System.out.println(r.scoreText() + " " + r.pv());   // "+0.04 [f2-e3A, ...]"
 * }</pre>
 *
 * @param best the turn to play
 * @param score hundredths of a stone for the side to move, or beyond {@link #WIN_THRESHOLD} for a
 *     forced result
 * @param pv the principal variation, starting with {@code best}
 * @param depth the depth of the last completed iteration, in turns
 * @param nodes the positions visited
 * @param elapsed the wall-clock time taken
 * @since 1.0.0
 */
public record SearchResult(
    Turn best, int score, ImmutableList<Turn> pv, int depth, long nodes, Duration elapsed) {
  /** Scores above this (or below its negation) are forced wins (losses). */
  public static final int WIN_THRESHOLD = Search.WON;

  /**
   * Returns whether the score is a forced win or loss.
   *
   * <pre>
   * {@code Engine.of(SearchLimits.depth(2)).search(Game.start(Variant.sivy())).isForced() // false}
   * </pre>
   *
   * @return true for a forced result
   */
  public boolean isForced() {
    return Math.abs(score) > WIN_THRESHOLD;
  }

  /**
   * Returns the number of turns to the end of the game for a forced result, counting the best turn.
   *
   * <pre>{@code
   * Game g = Game.start(Variants.board(3, 3), Ruleset.standard(), Position.parse("1B1/3/1W1 w"));
   * Engine.of(SearchLimits.depth(4)).search(g).turnsToEnd();   // 1
   * }</pre>
   *
   * @return the turns until the game ends, or 0 if the result is not forced
   */
  int turnsToEnd() {
    return isForced() ? Search.WIN - Math.abs(score) : 0;
  }

  /**
   * Returns the score as a player reads it: {@code +1.25} (stones ahead), {@code win in 7} or
   * {@code loss in 4} (turns, both sides counted).
   *
   * <pre>{@code r.scoreText()   // "+0.04"}</pre>
   *
   * @return the text
   */
  public String scoreText() {
    if (isForced()) {
      return (score > 0 ? "win in " : "loss in ") + turnsToEnd();
    }
    // "%+.2f" of score / STONE (half up, on the magnitude), by hand: String.format would bring
    // java.util.Formatter and BigDecimal into the npm package (fanorona-js).
    long hundredths = Math.round(Math.abs(score) * 100.0 / Evaluation.STONE);
    long cents = hundredths % 100;
    return (score < 0 ? "-" : "+") + hundredths / 100 + (cents < 10 ? ".0" : ".") + cents;
  }
}
