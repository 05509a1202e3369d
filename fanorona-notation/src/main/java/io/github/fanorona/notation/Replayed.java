package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Turn;

/**
 * The turns replayed in one line of a record's tree, each to its first illegal one, and the same
 * for the variations of each of its turns ({@link #variation}); for the main line, whose turns are
 * the game's, {@code turns} is empty. The validator makes it; the writers walk it beside the
 * record's tree, so that a variation is written from turns already played and never replayed again.
 *
 * <pre>{@code
 * Replayed.NONE.variation(3, 0) == Replayed.NONE   // true: nothing was replayed
 * }</pre>
 *
 * @param turns the line's turns, up to its first illegal one
 * @param variations for each turn of the line, the replay of each of its variations
 */
record Replayed(ImmutableList<Turn> turns, ImmutableList<ImmutableList<Replayed>> variations) {
  /** A line of which nothing was replayed. */
  public static final Replayed NONE = new Replayed(ImmutableList.of(), ImmutableList.of());

  /**
   * Returns the replay of one variation.
   *
   * @param node the turn of this line the variation branches at
   * @param k the variation's number among that turn's
   * @return its replay, or {@link #NONE}
   */
  public Replayed variation(int node, int k) {
    if (node >= variations.size() || k >= variations.get(node).size()) {
      return NONE;
    }
    return variations.get(node).get(k);
  }
}
