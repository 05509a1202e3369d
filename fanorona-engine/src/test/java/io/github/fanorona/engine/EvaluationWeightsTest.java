package io.github.fanorona.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.reference.PlainSearch;
import io.github.fanorona.engine.search.EvaluationWeights;
import io.github.fanorona.engine.search.SearchFeature;
import org.junit.jupiter.api.Test;

/** The evaluation's weights: the default search is unchanged, other weights change it. */
class EvaluationWeightsTest {
  @Test
  void theEvaluationIsLinearInTheWeights() {
    Engine engine = Engine.of(SearchLimits.depth(2));
    for (long seed = 1; seed <= 30; seed++) {
      Position p = PlainSearch.randomEnding(seed, 12).position();
      int material = engine.withWeights(new EvaluationWeights(0, 0, 0, 0, 0, 0, 0)).evaluate(p);
      int sum = material;
      int[] w = Weights.weights(EvaluationWeights.DEFAULT);
      for (int i = 0; i < w.length; i++) {
        int[] unit = new int[w.length];
        unit[i] = 1;
        sum += w[i] * (engine.withWeights(Weights.of(unit)).evaluate(p) - material);
      }
      assertEquals(engine.evaluate(p), sum, p.toString());
    }
  }

  @Test
  void aSwitchedOffFeatureCountsNothing() {
    Engine engine =
        Engine.of(SearchLimits.depth(2)).withWeights(Weights.of(new int[] {0, 0, 0, 9, 0, 0, 0}));
    for (long seed = 1; seed <= 30; seed++) {
      Position p = PlainSearch.randomEnding(seed, 12).position();
      assertEquals(
          engine.withWeights(new EvaluationWeights(0, 0, 0, 0, 0, 0, 0)).evaluate(p),
          engine.without(SearchFeature.THREATS).evaluate(p));
    }
  }

  @Test
  void otherWeightsAreNamedAndSearchDifferently() {
    Engine engine = Engine.of(SearchLimits.depth(4));
    Engine other = engine.withWeights(new EvaluationWeights(2, 4, 4, 60, 3, 0, 0));
    assertEquals("engine depth 4", engine.withWeights(EvaluationWeights.DEFAULT).toString());
    assertTrue(other.toString().contains("threat=60"), other.toString());
    Game g = Game.start(Variant.sivy());
    assertTrue(g.legalTurns().contains(other.search(g).best()));
    // At the start the other side has four stones that could capture: 4 x 8 against the mover.
    assertEquals(-32, engine.evaluate(g.position()));
    assertEquals(0, engine.without(SearchFeature.THREATS).evaluate(g.position()));
    assertNotEquals(engine.toString(), other.toString());
    assertThrows(
        IllegalArgumentException.class, () -> new EvaluationWeights(0, 0, 0, 0, 0, 0, 20_000));
  }

  /** The weights as an array, in their order, and back. */
  private static final class Weights {
    static int[] weights(EvaluationWeights w) {
      return new int[] {
        w.mobility(), w.press(), w.restrain(), w.threat(), w.chase(), w.edge(), w.centre()
      };
    }

    static EvaluationWeights of(int[] w) {
      return new EvaluationWeights(w[0], w[1], w[2], w[3], w[4], w[5], w[6]);
    }
  }
}
