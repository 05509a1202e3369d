package io.github.fanorona.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.search.EvaluationWeights;
import io.github.fanorona.engine.search.SearchFeature;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The engine's own oracle interface (no tables needed), the time-only limit, and the switches the
 * lab's {@code Tuning} sets (its own test checks that it reaches them).
 */
class OracleAndTuningTest {
  private static final Game THREE_STONES =
      Game.start(Variant.sivy(), Ruleset.standard(), Position.parse("9/9/4W4/9/3B1B3 b 0 1"));

  @Test
  void aDrawnPositionScoresTheSideAheadWithinLessThanAStoneAndEvenWithoutPlayingOn() {
    EndgameOracle draws = (position, ruleset) -> OptionalInt.of(EndgameOracle.DRAW);
    // Black, to move, has two stones against one far away: ahead, but the oracle says it cannot
    // win. (In THREE_STONES White's e3 takes one of Black's two whatever Black does: even.)
    Game ahead =
        Game.start(Variant.sivy(), Ruleset.standard(), Position.parse("W8/9/9/9/7BB b 0 1"));
    SearchResult r = Engine.of(SearchLimits.depth(3)).withOracle(draws).search(ahead);
    assertTrue(r.score() > 0 && r.score() < 100, r.toString());
    assertTrue(ahead.legalTurns().contains(r.best()));
    assertEquals(
        0, Engine.of(SearchLimits.depth(3)).withOracle(draws).search(THREE_STONES).score());
    Engine even =
        Engine.of(SearchLimits.depth(3)).withOracle(draws).without(SearchFeature.PLAY_ON_IN_DRAWS);
    assertEquals(0, even.search(ahead).score());
  }

  @Test
  void anOracleIsNotAskedAboutMoreStonesThanItCovers() {
    EndgameOracle none =
        new EndgameOracle() {
          @Override
          public OptionalInt plies(Position position, Ruleset ruleset) {
            throw new AssertionError("asked about " + position);
          }

          @Override
          public int maxStones() {
            return 2;
          }
        };
    Game start = Game.start(Variant.sivy());
    assertEquals(
        Engine.of(SearchLimits.depth(3)).search(start).best(),
        Engine.of(SearchLimits.depth(3)).withOracle(none).search(start).best());
  }

  @Test
  void anAnswerThatIsNeitherADistanceNorADrawIsRefusedWithWhatIsExpected() {
    EndgameOracle wrong = (position, ruleset) -> OptionalInt.of(-5);
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> Engine.of(SearchLimits.depth(3)).withOracle(wrong).search(THREE_STONES));
    assertTrue(e.getMessage().contains("answered -5"), e.getMessage());
    assertTrue(e.getMessage().contains("DRAW (-1)"), e.getMessage());
  }

  @Test
  void aTimeOnlyLimitIsTheDeepestDepthWithThatBudget() {
    SearchLimits l = SearchLimits.time(Duration.ofMillis(200));
    assertEquals(SearchLimits.depth(SearchLimits.MAX_DEPTH).withTime(Duration.ofMillis(200)), l);
    assertEquals(Optional.of(Duration.ofMillis(200)), l.time());
    assertEquals("depth 64, 200 ms", l.toString());
    assertThrows(IllegalArgumentException.class, () -> SearchLimits.time(Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> SearchLimits.time(Duration.ofMillis(-1)));
    SearchResult r = Engine.of(l).search(Game.start(Variant.sivy()));
    assertTrue(Game.start(Variant.sivy()).legalTurns().contains(r.best()), r.toString());
  }

  @Test
  void theSwitchesTheLabSetsChangeTheEngine() {
    Engine engine = Engine.of(SearchLimits.depth(3));
    EvaluationWeights heavy = new EvaluationWeights(2, 4, 4, 60, 3, 0, 0);
    assertEquals(
        "engine depth 3 without [FUTILITY]", engine.without(SearchFeature.FUTILITY).toString());
    assertEquals("engine depth 3 with " + heavy, engine.withWeights(heavy).toString());
    Game over = Game.start(Variant.sivy()).resign(io.github.fanorona.core.Side.WHITE);
    assertThrows(IllegalArgumentException.class, () -> engine.searchAsBaseline(over));
  }
}
