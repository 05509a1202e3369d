package io.github.fanorona.engine.search;

/**
 * The parts of the search that can be switched off, one at a time, so that a match can show what
 * each is worth ({@code benchmarks/README.md} records the matches). All are on by default. The
 * engine's search reads them at every node; the lab's {@code Tuning} switches them (this package
 * holds only the switches, which need nothing of the engine, so that it is used one way).
 *
 * <pre>{@code
 * Engine plain = Tuning.without(Engine.of(SearchLimits.depth(8)), SearchFeature.FUTILITY);
 * plain.toString();   // "engine depth 8 without [FUTILITY]"
 * }</pre>
 */
public enum SearchFeature {
  /** Each iteration first searches a narrow window around the previous iteration's score. */
  ASPIRATION,
  /** Quiet turns late in the order are searched one turn shallower first. */
  LATE_MOVE_REDUCTIONS,
  /** A node with a single legal turn (often a forced capture) does not use up depth. */
  FORCED_EXTENSION,
  /** At the horizon, pending captures are searched before the position is judged. */
  QUIESCENCE,
  /**
   * Quiet turns that refuted a sibling, and quiet turns that did well anywhere, are tried early.
   */
  KILLERS_AND_HISTORY,
  /** When ahead in material, fewer stones left on the board score higher: trade down to win. */
  PRESS_ADVANTAGE,
  /** In the ending, the side ahead scores every step the other side could take against it. */
  RESTRAIN_WHEN_AHEAD,
  /** Quiet nodes near the horizon whose evaluation is far above the window are cut. */
  FUTILITY,
  /** Near the horizon, quiet turns late in the order are not searched at all. */
  LATE_MOVE_PRUNING,
  /**
   * Captures late in the order (after the hash turn and the largest captures) are searched
   * shallower first, as quiet turns are: in the middle game nearly every turn is a capture.
   */
  LATE_CAPTURE_REDUCTIONS,
  /**
   * The evaluation counts the other side's stones that could capture now against the side to move.
   */
  THREATS,
  /** In the ending, the side ahead scores the distance from its stones to the other side's. */
  CHASE,
  /**
   * A position the endgame oracle calls drawn is not scored 0: within less than a stone either way,
   * it scores material, mobility and the other terms of the evaluation, less what the side to move
   * risks when few of its turns keep the draw, so that the side ahead plays on for the other side's
   * mistakes instead of taking any drawn line.
   */
  PLAY_ON_IN_DRAWS,
  /**
   * In the capture search at the horizon, a side that must capture with one or two stones does not
   * stand pat on its evaluation: it is worth its best capture, good or bad, so that a chain into a
   * larger recapture is seen at the horizon (issue 44). With more stones able to capture, it stands
   * pat as before: one of its captures nearly always holds, and searching them all where captures
   * abound (the opening) costs twice the tree.
   */
  FORCED_CAPTURES
}
