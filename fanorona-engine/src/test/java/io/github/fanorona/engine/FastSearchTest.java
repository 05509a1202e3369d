package io.github.fanorona.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.reference.PlainSearch;
import io.github.fanorona.engine.search.SearchFeature;
import io.github.fanorona.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The fast search against the baseline, its switches and its threads. */
class FastSearchTest {
  @Test
  void servesTheCaptureGameAndLeavesHuffingVelaAndPlacementToTheBaseline() {
    assertTrue(Search.serves(Game.start(Variant.sivy())));
    assertFalse(Search.serves(Game.start(Variant.sivy(), Ruleset.parse("huffing=on"))));
    assertFalse(Search.serves(Game.start(Variants.TELO)));
  }

  @Test
  void forcedResultsAreTheBaselinesOnRandomEndings() {
    Engine engine = Engine.of(SearchLimits.depth(4));
    for (long seed = 1; seed <= 40; seed++) {
      Game g = PlainSearch.randomEnding(seed, 4);
      if (g.isOver()) {
        continue;
      }
      SearchResult fast = engine.search(g);
      SearchResult old = engine.searchAsBaseline(g);
      assertEquals(old.isForced(), fast.isForced(), g.position().toString());
      if (old.isForced()) {
        assertEquals(old.score(), fast.score(), g.position().toString());
      }
    }
  }

  @Test
  void everySwitchedOffFeatureAndTwoThreadsStillPlayLegalTurns() {
    Game g = Game.start(Variant.sivy());
    List<Engine> engines = new ArrayList<>();
    for (SearchFeature f : SearchFeature.values()) {
      engines.add(Engine.of(SearchLimits.depth(4)).without(f));
    }
    engines.add(Engine.of(SearchLimits.depth(5).withThreads(2)));
    for (Engine e : engines) {
      SearchResult r = e.search(g);
      assertTrue(g.legalTurns().contains(r.best()), e.toString());
      assertEquals(r.best(), r.pv().get(0));
    }
    assertEquals(
        "engine depth 4 without [QUIESCENCE]",
        Engine.of(SearchLimits.depth(4)).without(SearchFeature.QUIESCENCE).toString());
  }
}
