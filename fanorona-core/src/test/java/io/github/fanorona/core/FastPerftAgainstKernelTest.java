package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link FastPerft}, the table-driven counter kept for perft's speed (see benchmarks/README, "The
 * rules once"), against the capture-chain kernel {@link ChainSearch} on every position of a seeded
 * set: positions of random games ({@link Boards#randomLine}) and random boards ({@link
 * Boards#randomPosition}), under every ruleset it serves. At depths 1 and 2 its counts, bulk and
 * played, are those of the kernel's turns, and with every leaf played the leaves' digest is that of
 * the positions the kernel's turns lead to. Failures start with the seed; {@code -Plong} (which
 * sets {@code fanorona.long}) takes 400 seeds instead of 12.
 */
class FastPerftAgainstKernelTest {
  private static final List<Ruleset> RULESETS = new ArrayList<>(Boards.RULESETS);

  static {
    RULESETS.add(Ruleset.parse("capture=larger,chain=mandatory"));
    RULESETS.add(Ruleset.parse("capture=larger,chain=mandatory,first-turn-chain=forbidden"));
  }

  /** The reference test's seeds: the first 12, or 400 under {@code -Plong}. */
  static LongStream seeds() {
    return ReferenceTest.seeds(Boolean.getBoolean("fanorona.long") ? 400 : 12);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void everyPositionOfARandomGame(long seed) {
    Boards.Line line = Boards.randomLine(seed, 60);
    for (int ply = 0; ply < line.positions.size(); ply++) {
      for (Ruleset r : RULESETS) {
        compare(line.positions.get(ply), r, "seed " + seed + ", ply " + ply);
      }
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void randomBoards(long seed) {
    for (int k = 0; k < 10; k++) {
      long s = seed * 31 + k;
      for (Ruleset r : RULESETS) {
        compare(Boards.randomPosition(s), r, "seed " + seed + " (position seed " + s + ")");
      }
    }
  }

  private static void compare(Position p, Ruleset rules, String where) {
    String at = where + ", rules [" + rules.optionString() + "], " + p;
    FastPerft fast = new FastPerft(p.geometry());
    for (int depth = 1; depth <= 2; depth++) {
      long kernel = FastPathAgainstReferenceTest.slowPerft(p, rules, depth);
      assertEquals(kernel, fast(fast, p, rules, true, depth), "bulk perft " + depth + ", " + at);
      assertEquals(kernel, fast(fast, p, rules, false, depth), "played perft " + depth + ", " + at);
      assertEquals(
          FastPathAgainstReferenceTest.slowDigest(p, rules, depth),
          fast.leafDigest(),
          "leaf digest " + depth + ", " + at);
    }
  }

  private static long fast(FastPerft f, Position p, Ruleset rules, boolean bulk, int depth) {
    f.configure(p.geometry(), rules, bulk, 0);
    Side side = p.sideToMove();
    return f.perft(
        p.stones(side), p.stones(side.opponent()), side.ordinal(), p.turnNumber(), depth);
  }
}
