package io.github.fanorona.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.search.EvaluationWeights;
import io.github.fanorona.engine.search.SearchFeature;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * The logic of the time management, without timing: an iteration that is stopped before it ends
 * still counts where a turn searched at its depth beat the previous best (a timed search's margin
 * is {@code EngineTest}'s). The time a search takes is measured by {@code
 * benchmarks/TimedSearches}, not here.
 */
public class TimeManagementTest {
  private static Search search(Game g, int depth) {
    return new Search(
        g,
        SearchLimits.depth(depth),
        Optional.empty(),
        EnumSet.allOf(SearchFeature.class),
        EvaluationWeights.DEFAULT,
        new ScoreTable(16),
        Long.MAX_VALUE,
        new AtomicBoolean(),
        true);
  }

  private static Turn best(Search s, Search.Iteration done) {
    return s.result(done, s.nodes(), System.nanoTime()).best();
  }

  @Test
  void anUnfinishedIterationsBetterTurnIsPlayedAndOtherwiseTheLastFinishedOnes() {
    int found = 0;
    for (long seed = 1; seed <= 100 && found < 3; seed++) {
      Game g = randomGame(seed);
      if (g.isOver() || g.legalTurns().size() < 3) {
        continue;
      }
      int d = 5;
      Search shallow = search(g, d);
      Search.Iteration atD = shallow.deepen(d, Long.MAX_VALUE, 0).orElseThrow();
      Turn previous = best(shallow, atD);
      long nodesOfD = shallow.nodes();
      Search deep = search(g, d + 1);
      Search.Iteration atD1 = deep.deepen(d + 1, Long.MAX_VALUE, 0).orElseThrow();
      if (best(deep, atD1).equals(previous)
          || deep.nodesAtChange() <= nodesOfD
          || deep.nodes() < deep.nodesAtChange() + 1024) {
        // The deeper iteration did not change its mind, or did so too near its end to be stopped
        // after it (the clock is read every 256 nodes): nothing to stop.
        continue;
      }
      found++;
      String where = g.position() + " (seed " + seed + ")";
      // Stopped just after the deeper iteration found its better turn: that turn, at depth d.
      Search stoppedAfter = search(g, d + 1);
      stoppedAfter.stopAfter(deep.nodesAtChange() + 1);
      Search.Iteration partial = stoppedAfter.deepen(d + 1, Long.MAX_VALUE, 0).orElseThrow();
      assertEquals(d, partial.depth(), where);
      assertNotEquals(previous, best(stoppedAfter, partial), where);
      // Stopped as soon as the deeper iteration began: the last finished iteration's turn.
      Search stoppedEarly = search(g, d + 1);
      stoppedEarly.stopAfter(nodesOfD + 1);
      Search.Iteration early = stoppedEarly.deepen(d + 1, Long.MAX_VALUE, 0).orElseThrow();
      if (stoppedEarly.nodesAtChange() <= nodesOfD) {
        assertEquals(d, early.depth(), where);
        assertEquals(previous, best(stoppedEarly, early), where);
      }
    }
    assertTrue(found >= 1, "no position among 100 where depth 6 changed depth 5's turn");
  }

  /**
   * A game of 4 to 15 seeded random turns from the Sivy start.
   *
   * @param seed the seed
   * @return the game
   */
  public static Game randomGame(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    Game g = Game.start(Variant.sivy());
    int n = 4 + r.nextInt(12);
    for (int i = 0; i < n && !g.isOver(); i++) {
      List<Turn> turns = g.legalTurns();
      g = g.play(turns.get(r.nextInt(turns.size())));
    }
    return g;
  }
}
