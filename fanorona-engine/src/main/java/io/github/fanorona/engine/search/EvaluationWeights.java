package io.github.fanorona.engine.search;

/**
 * The weights of the fast search's evaluation beyond material (a stone is always 100, the unit of
 * the others), so that a tuner or a match can try others without changing the engine. Inside the
 * engine (its evaluation reads them at every leaf); the lab's {@code Tuning} sets them. Each weight
 * counts for the side to move minus the other side; the ending terms apply with 14 stones or fewer
 * when one side is ahead. A term whose {@link SearchFeature} is switched off counts nothing
 * whatever its weight.
 *
 * <pre>{@code
 * EvaluationWeights w = new EvaluationWeights(2, 6, 4, 8, 3, 0, 0);
 * Engine engine = Tuning.withWeights(Engine.of(SearchLimits.depth(6)), w);
 * engine.toString();   // "engine depth 6 with EvaluationWeights[mobility=2, press=6, restrain=4, threat=8, chase=3, edge=0, centre=0]"
 * }</pre>
 *
 * @param mobility each step a stone could take to an empty neighbour
 * @param press each stone off the board, to the side ahead ({@link SearchFeature#PRESS_ADVANTAGE})
 * @param restrain each step the side behind could take, against it, in the ending ({@link
 *     SearchFeature#RESTRAIN_WHEN_AHEAD})
 * @param threat each stone of the other side that could capture now, against the side to move
 *     ({@link SearchFeature#THREATS})
 * @param chase each step between the side ahead's stones and the other side's, against the side
 *     ahead, in the ending ({@link SearchFeature#CHASE})
 * @param edge each stone of the side behind on the board's edge, to the side ahead, in the ending
 * @param centre each stone of the side ahead on a point with diagonals, to it, in the ending
 */
public record EvaluationWeights(
    int mobility, int press, int restrain, int threat, int chase, int edge, int centre) {
  /** The hand-set weights of the engine before tuning. */
  public static final EvaluationWeights HAND_SET = new EvaluationWeights(2, 4, 4, 8, 3, 0, 0);

  /**
   * The hand-set weights with the ending's terms (press, restrain, chase, edge, centre) fitted on
   * self-play endings of 6-14 stones with one side ahead ({@code benchmarks/README.md}, "Evaluation
   * weights"): the side ahead squeezes the other side's stones towards the edge and its own towards
   * them. Against the 1997 engine they convert leads the hand-set weights leave drawn.
   */
  public static final EvaluationWeights FITTED_ENDINGS =
      new EvaluationWeights(2, 6, 15, 8, 13, 73, 17);

  /** The weights the engine searches with unless told otherwise. */
  public static final EvaluationWeights DEFAULT = FITTED_ENDINGS;

  /**
   * Checks that every weight is within a hundred stones either way, so that no sum of terms can
   * reach the scores of won games.
   *
   * <pre>
   * {@code new EvaluationWeights(2, 4, 4, 8, 3, 0, 0).equals(EvaluationWeights.HAND_SET) // true}
   * </pre>
   *
   * @param mobility the weight of a step a stone could take
   * @param press the weight of a stone off the board, to the side ahead
   * @param restrain the weight of a step of the side behind, in the ending
   * @param threat the weight of a stone of the other side that could capture now
   * @param chase the weight of a step between the two sides, in the ending
   * @param edge the weight of a stone of the side behind on the edge, in the ending
   * @param centre the weight of a stone of the side ahead on a point with diagonals, in the ending
   * @throws IllegalArgumentException if a weight is out of range
   */
  public EvaluationWeights {
    for (int w : new int[] {mobility, press, restrain, threat, chase, edge, centre}) {
      if (Math.abs(w) > 10_000) { // a hundred stones
        throw new IllegalArgumentException("a weight must be within +-10000, not " + w);
      }
    }
  }
}
