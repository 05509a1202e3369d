package io.github.fanorona.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;
import io.github.fanorona.engine.search.EvaluationWeights;
import io.github.fanorona.engine.search.SearchFeature;
import org.junit.jupiter.api.Test;

/**
 * Issue 45: the lab reaches the engine's package-private switches through the engine's package,
 * opened to it (no access door): each switch changes the engine as the engine's own tests say, and
 * an engine's exception comes through as it is.
 */
class TuningTest {
  @Test
  void theSwitchesReachTheEngine() {
    Engine engine = Engine.of(SearchLimits.depth(3));
    assertEquals(
        "engine depth 3 without [FUTILITY]",
        Tuning.without(engine, SearchFeature.FUTILITY).toString());
    EvaluationWeights heavy = new EvaluationWeights(2, 4, 4, 60, 3, 0, 0);
    assertEquals("engine depth 3 with " + heavy, Tuning.withWeights(engine, heavy).toString());
    // four threats against White at the start, with the default weights
    assertEquals(-32, Tuning.evaluate(engine, Variant.sivy().start()));
    Position ending = Position.parse("9/9/4W4/9/3B1B3 b 0 1");
    assertEquals(
        Tuning.evaluate(engine, ending),
        Tuning.evaluate(Tuning.withWeights(engine, EvaluationWeights.DEFAULT), ending));
    SearchResult baseline = Tuning.searchAsBaseline(engine, Game.start(Variant.sivy()));
    assertEquals(3, baseline.depth());
    Game over = Game.start(Variant.sivy(), Ruleset.standard()).resign(Side.WHITE);
    assertThrows(IllegalArgumentException.class, () -> Tuning.searchAsBaseline(engine, over));
  }
}
