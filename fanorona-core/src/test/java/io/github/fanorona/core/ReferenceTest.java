package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine against {@link ReferenceRules}, a plain implementation written from the rules text, on
 * positions reached by random play and on random boards (9x5 down to 3x3, and 8x8 with all 64 bits
 * in use). Failure messages start with the seed.
 */
class ReferenceTest {
  private static final CaptureEngine ENGINE = CaptureEngine.instance();

  /**
   * Seeded lines of random play: the default run takes the first 100, {@code -Plong} (which sets
   * {@code fanorona.long}) all 200.
   */
  static LongStream seeds() {
    return seeds(Boolean.getBoolean("fanorona.long") ? 200 : 100);
  }

  /**
   * Random boards cost a hundred times more per seed: the default run takes the first 8 of the same
   * seeds, {@code -Plong} all 200.
   */
  static LongStream boardSeeds() {
    return seeds(Boolean.getBoolean("fanorona.long") ? 200 : 8);
  }

  static LongStream seeds(int count) {
    return LongStream.range(0, count).map(i -> 0xF00D_0000L + i * 104_729);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void randomPlayAgreesWithTheReference(long seed) {
    Boards.Line line = Boards.randomLine(seed, 60);
    for (int ply = 0; ply < line.positions.size(); ply++) {
      Position p = line.positions.get(ply);
      for (Ruleset r : Boards.RULESETS) {
        assertEquals(
            ReferenceRules.texts(p, r),
            Boards.texts(ENGINE.legalTurns(p, r)),
            "seed " + seed + ", ply " + ply + ", rules [" + r.optionString() + "], " + p);
      }
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("boardSeeds")
  void randomBoardsAgreeWithTheReference(long seed) {
    checkRandomBoards(seed, 10);
  }

  @Tag("long")
  @Test
  void manyMoreRandomBoardsAgreeWithTheReference() {
    for (long seed = 1; seed <= 2000; seed++) {
      checkRandomBoards(seed * 0x9E37_79B9L, 20);
    }
  }

  private static void checkRandomBoards(long seed, int boards) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int k = 0; k < boards; k++) {
      long s = rnd.nextLong();
      Position p = Boards.randomPosition(s);
      Geometry g = p.geometry();
      for (Ruleset r : Boards.RULESETS) {
        String at =
            "seed " + seed + " (position seed " + s + "), rules [" + r.optionString() + "], " + p;
        List<String> turns = Boards.texts(ENGINE.legalTurns(p, r));
        assertEquals(ReferenceRules.texts(p, r), turns, at);
        // The symmetries hold on any board whose strong points they keep.
        if (g.width() % 2 == 1) {
          assertEquals(
              Boards.mapTexts(turns, g::mirror),
              Boards.texts(ENGINE.legalTurns(Boards.mirror(p), r)),
              at + " mirrored");
        }
        if ((g.width() + g.height()) % 2 == 0) {
          assertEquals(
              Boards.mapTexts(turns, g::rotate),
              Boards.texts(ENGINE.legalTurns(Boards.rotateAndSwap(p), r)),
              at + " rotated");
        }
        // The positions after the turns, as the reference builds them (counters aside).
        List<String> children = new java.util.ArrayList<>();
        for (Turn t : ENGINE.legalTurns(p, r)) {
          Position c = p.play(t);
          children.add(c.withCounters(0, c.turnNumber()).toString());
        }
        children.sort(null);
        List<String> expectedChildren = new java.util.ArrayList<>();
        for (Position c : ReferenceRules.children(p, r)) {
          expectedChildren.add(c.toString());
        }
        expectedChildren.sort(null);
        assertEquals(expectedChildren, children, at + " children");
        // Perft 2 three ways: bulk, played, and through Position.play and the list.
        long byList = 0;
        for (Turn t : ENGINE.legalTurns(p, r)) {
          Position child = p.play(t);
          byList += ENGINE.legalTurns(child, r).size();
          assertEquals(child.computeZobristKey(), child.zobristKey(), at + ", turn " + t);
        }
        Perft.Options rules = Perft.Options.defaults().withRuleset(r);
        assertEquals(byList, Perft.count(Variant.sivy(), p, 2, rules), at);
        assertEquals(byList, Perft.count(Variant.sivy(), p, 2, rules.withBulk(false)), at);
        assertEquals(p, Position.parse(p.toString()), at);
      }
    }
  }

  @ParameterizedTest(name = "[{0}] depth {1}: {2}")
  @CsvSource({
    "'', 1, 5",
    "'', 2, 39",
    "'', 3, 724",
    "'', 4, 18026",
    "chain=mandatory, 3, 223",
    "chain=mandatory, 4, 2844",
    "first-turn-chain=forbidden, 2, 17",
    "first-turn-chain=forbidden, 3, 198"
  })
  void theReferenceItselfReproducesThePublishedPerftNumbers(String rules, int depth, long count) {
    // Checks the checker: the plain implementation meets the known numbers on its own.
    assertEquals(count, ReferenceRules.perft(Variant.sivy().start(), Ruleset.parse(rules), depth));
  }

  @Tag("long")
  @Test
  void theReferenceReachesDepthFive() {
    assertEquals(431_852L, ReferenceRules.perft(Variant.sivy().start(), Ruleset.standard(), 5));
  }
}
