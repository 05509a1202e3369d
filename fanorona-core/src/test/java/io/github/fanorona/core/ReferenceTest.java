package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine against {@link ReferenceRules}, a plain implementation written from the rules text,
 * on positions reached by random play and on random boards (9x5 down to 3x3, and 8x8 with all 64
 * bits in use). Failure messages start with the seed.
 */
class ReferenceTest {
  private static final CaptureEngine ENGINE = CaptureEngine.instance();

  static LongStream seeds() {
    return LongStream.range(0, 200).map(i -> 0xF00D_0000L + i * 104_729);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void randomPlayAgreesWithTheReference(long seed) {
    Boards.Line line = Boards.randomLine(seed, 60);
    for (int ply = 0; ply < line.positions.size(); ply++) {
      Position p = line.positions.get(ply);
      for (Ruleset r : Boards.RULESETS) {
        assertEquals(
            ReferenceRules.turns(p, r),
            Boards.texts(ENGINE.legalTurns(p, r)),
            "seed " + seed + ", ply " + ply + ", rules [" + r.optionString() + "], " + p);
      }
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void randomBoardsAgreeWithTheReference(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int k = 0; k < 10; k++) {
      long s = rnd.nextLong();
      Position p = Boards.randomPosition(s);
      Geometry g = p.geometry();
      for (Ruleset r : Boards.RULESETS) {
        String at = "seed " + seed + " (position seed " + s + "), rules [" + r.optionString()
            + "], " + p;
        List<String> turns = Boards.texts(ENGINE.legalTurns(p, r));
        assertEquals(ReferenceRules.turns(p, r), turns, at);
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
        // Perft 2 three ways: bulk, played, and through Position.play and the list.
        long byList = 0;
        for (Turn t : ENGINE.legalTurns(p, r)) {
          Position child = p.play(t);
          byList += ENGINE.legalTurns(child, r).size();
          assertEquals(child.computeZobristKey(), child.zobristKey(), at + ", turn " + t);
        }
        assertEquals(byList, ENGINE.perft(p, r, 2, true), at);
        assertEquals(byList, ENGINE.perft(p, r, 2, false), at);
        assertEquals(p, Position.parse(p.toString()), at);
      }
    }
  }
}
