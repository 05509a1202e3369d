package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Positions, games and rulesets shared by 8 threads give the same turns and perft counts as one
 * thread. The engine keeps one search per thread; the threads switch between boards (9x5, 5x5) and
 * rulesets so that every search is reconfigured again and again while the others run.
 */
class ConcurrencyTest {
  private static final int THREADS = 8;
  private static final int ROUNDS = 2;

  /** What one thread computes for one shared case. */
  private static final class Case {
    final Game game;
    final Ruleset ruleset;

    Case(Game game, Ruleset ruleset) {
      this.game = game;
      this.ruleset = ruleset;
    }

    List<Object> compute() {
      CaptureEngine engine = CaptureEngine.instance();
      Position p = game.position();
      List<Object> out = new ArrayList<>();
      out.add(Boards.texts(engine.legalTurns(p, ruleset)));
      Perft.Options rules = Perft.Options.defaults().withRuleset(ruleset);
      out.add(Perft.count(Variant.sivy(), p, 4, rules));
      out.add(Perft.count(Variant.sivy(), p, 3, rules.withBulk(false)));
      out.add(Boards.texts(game.legalTurns()));
      out.add(game.outcome());
      out.add(p.zobristKey());
      return out;
    }
  }

  private static List<Case> cases() {
    List<Case> cases = new ArrayList<>();
    Game sivy = Game.start(Variant.sivy());
    Position dimyStart = Position.parse(Boards.DIMY);
    Game dimy = Game.start(Boards.variantFor(dimyStart), Ruleset.standard(), dimyStart);
    for (Game start : ImmutableList.of(sivy, dimy)) {
      Game g = start;
      for (int ply = 0; ply < 4; ply++) {
        for (Ruleset r : Boards.RULESETS) {
          cases.add(new Case(g, r));
        }
        ImmutableList<Turn> legal = g.legalTurns();
        g = g.play(legal.get(ply % legal.size()));
      }
    }
    return cases;
  }

  @Test
  void eightThreadsComputeWhatOneThreadComputes() throws Exception {
    List<Case> cases = cases();
    List<List<Object>> expected = new ArrayList<>();
    for (Case c : cases) {
      expected.add(c.compute());
    }
    assertEquals(18026L, expected.get(0).get(1), "perft 4 of the Sivy start");

    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      CountDownLatch gate = new CountDownLatch(1);
      List<Future<List<List<Object>>>> results = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int offset = t;
        results.add(
            pool.submit(
                () -> {
                  gate.await();
                  List<List<Object>> got = new ArrayList<>();
                  for (int round = 0; round < ROUNDS; round++) {
                    // Each thread walks the cases from a different place, so that at any moment
                    // the threads work on different boards and rulesets.
                    for (int i = 0; i < cases.size(); i++) {
                      int k = (i + offset * 5) % cases.size();
                      List<Object> row = new ArrayList<>();
                      row.add(k);
                      row.addAll(cases.get(k).compute());
                      got.add(row);
                    }
                  }
                  return got;
                }));
      }
      gate.countDown();
      for (Future<List<List<Object>>> f : results) {
        List<List<Object>> got = f.get(5, TimeUnit.MINUTES);
        assertEquals(ROUNDS * cases.size(), got.size());
        for (List<Object> row : got) {
          int k = (Integer) row.get(0);
          assertEquals(expected.get(k), row.subList(1, row.size()), "case " + k);
        }
      }
    } finally {
      pool.shutdownNow();
      assertTrue(pool.awaitTermination(1, TimeUnit.MINUTES));
    }
  }

  @Test
  void perftWithThreadsEqualsPerftWithOne() {
    Variant sivy = Variant.sivy();
    for (Ruleset r : Boards.RULESETS) {
      long one = Perft.count(sivy, sivy.start(), 4, Perft.Options.defaults().withRuleset(r));
      long eight =
          Perft.count(sivy, sivy.start(), 4, Perft.Options.threads(THREADS).withRuleset(r));
      assertEquals(one, eight, r.toString());
    }
  }
}
