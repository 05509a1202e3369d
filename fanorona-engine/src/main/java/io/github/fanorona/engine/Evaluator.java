package io.github.fanorona.engine;

import io.github.fanorona.engine.search.EvaluationWeights;
import io.github.fanorona.engine.search.SearchFeature;
import java.util.Set;

/**
 * The fast search's static evaluation of two bitboards with one set of {@link EvaluationWeights}:
 * the weights are read once into final fields (a switched-off feature's weight is 0), so that a
 * node pays no lookup for them.
 */
final class Evaluator {
  /** With this many stones or fewer, and one side ahead, the ending terms count. */
  static final int ENDING_STONES = 14;

  private final Board board;
  private final int fullBoard;
  private final int mobility;
  private final int press;
  private final int restrain;
  private final int threat;
  private final int chase;
  private final int edge;
  private final int centre;
  private final long border;
  private final long strong;

  /**
   * Makes the evaluation of a board.
   *
   * @param board the board's tables
   * @param w the weights
   * @param features the search's parts switched on (some terms belong to one)
   */
  public Evaluator(Board board, EvaluationWeights w, Set<SearchFeature> features) {
    this.board = board;
    this.fullBoard = board.geometry.size();
    this.mobility = w.mobility();
    this.press = features.contains(SearchFeature.PRESS_ADVANTAGE) ? w.press() : 0;
    this.restrain = features.contains(SearchFeature.RESTRAIN_WHEN_AHEAD) ? w.restrain() : 0;
    this.threat = features.contains(SearchFeature.THREATS) ? w.threat() : 0;
    this.chase = features.contains(SearchFeature.CHASE) ? w.chase() : 0;
    this.edge = w.edge();
    this.centre = w.centre();
    // Directions 0-3 are the orthogonal ones: a point missing one of them is on the edge.
    long inner = board.all;
    long diagonal = 0;
    for (int d = 0; d < 4; d++) {
      inner &= board.sources[d];
      diagonal |= board.sources[d + 4];
    }
    this.border = board.all & ~inner;
    this.strong = diagonal;
  }

  /**
   * The evaluation, from the side to move's point of view: material and mobility, and, when one
   * side is ahead, a bonus for every stone already off the board, so that the side ahead trades
   * down (a lead of one stone in ten is worth more than one in forty); then the ending terms.
   *
   * @param own the stones of the side to move
   * @param opp the other side's
   * @return the score in hundredths of a stone
   */
  @SuppressWarnings("ArgumentSelectionDefectChecker") // capturers(opp, own): threats to own
  public int evaluate(long own, long opp) {
    int mine = Long.bitCount(own);
    int theirs = Long.bitCount(opp);
    long empty = board.all & ~(own | opp);
    int score =
        Evaluation.STONE * (mine - theirs)
            + mobility * (board.mobility(own, empty) - board.mobility(opp, empty));
    if (press != 0 && mine != theirs) {
      score += Integer.signum(mine - theirs) * press * (fullBoard - mine - theirs);
    }
    if (threat != 0) {
      // The other side's stones that could capture now: the side to move must answer them.
      score -= threat * Long.bitCount(board.capturers(opp, own));
    }
    if (mine + theirs <= ENDING_STONES && mine != theirs) {
      score += ending(own, opp, mine > theirs, empty);
    }
    return score;
  }

  private int ending(long own, long opp, boolean ahead, long empty) {
    long front = ahead ? own : opp;
    long behind = ahead ? opp : own;
    int sign = ahead ? 1 : -1;
    int score = 0;
    if (chase != 0) {
      // The side ahead closes in: a stone far from every enemy stone cannot squeeze it.
      score -= sign * chase * board.distances(front, behind, 8);
    }
    if (restrain != 0) {
      // Each step the side behind could take costs it, so that the search looks for squeezes
      // instead of shuffling.
      score -= sign * restrain * board.mobility(behind, empty);
    }
    if (edge != 0) {
      score += sign * edge * Long.bitCount(behind & border);
    }
    if (centre != 0) {
      score += sign * centre * Long.bitCount(front & strong);
    }
    return score;
  }
}
