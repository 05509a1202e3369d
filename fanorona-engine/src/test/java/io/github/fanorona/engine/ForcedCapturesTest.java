package io.github.fanorona.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.search.SearchFeature;
import org.junit.jupiter.api.Test;

/**
 * The capture search without a stand-pat for a side that must capture ({@link
 * SearchFeature#FORCED_CAPTURES}), on turning points of games lost to the 1997 engine (found by the
 * benchmarks' {@code Blunders}): the search that stands pat plays the losing turn at depth 6, the
 * one that follows the forced captures does not.
 */
class ForcedCapturesTest {
  private static Game at(String position) {
    return Game.start(Variant.sivy(), Ruleset.standard(), Position.parse(position));
  }

  private static void avoidedOnlyWithForcedCaptures(String position, String losing, int depth) {
    Game g = at(position);
    Turn blunder =
        g.legalTurns().stream().filter(t -> t.toString().equals(losing)).findFirst().orElseThrow();
    Engine standing = Engine.of(SearchLimits.depth(depth)).without(SearchFeature.FORCED_CAPTURES);
    Engine forced = Engine.of(SearchLimits.depth(depth));
    assertEquals(blunder, standing.search(g).best(), "the search that stands pat plays it");
    assertNotEquals(blunder, forced.search(g).best(), "the search of forced captures avoids it");
  }

  @Test
  void aChainIntoARecaptureOfFourStonesIsAvoided() {
    String position = "BBB1BBBBB/BBB1B2BB/BW1B1B1BW/WWWWWW1WW/WWWWWW1WW w 0 3";
    String losing = "c2-c3A-d4A-d5W-e5A";
    avoidedOnlyWithForcedCaptures(position, losing, 6);
    // Deeper, both searches agree that the turn loses about four stones more than the best one.
    Game g = at(position);
    Turn blunder =
        g.legalTurns().stream().filter(t -> t.toString().equals(losing)).findFirst().orElseThrow();
    Engine deep = Engine.of(SearchLimits.depth(8)).without(SearchFeature.FORCED_CAPTURES);
    int best = deep.search(g).score();
    int played =
        -Engine.of(SearchLimits.depth(7))
            .without(SearchFeature.FORCED_CAPTURES)
            .search(g.play(blunder))
            .score();
    assertTrue(best - played >= 300, "best " + best + ", the losing turn " + played);
  }

  @Test
  void aLongChainThatLeavesACaptureOfThreeIsAvoided() {
    avoidedOnlyWithForcedCaptures(
        "BB2BB1BB/BBB3BBB/BWBWBBWBW/WWW3WWW/WWW2WWWW w 0 3", "g3-f4A-e4W-e5W-d5W", 6);
  }
}
