package io.github.fanorona.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tables against {@link IndependentCheck}: random positions of every material, each verdict
 * recomputed from its successors by the core's public rules, and short wins and losses by minimax.
 * The default run checks the tables of 4 stones (in memory) and of 3 (the split file); the long run
 * checks the 6-stone file named by the environment variable {@code FANORONA_TABLES6}.
 */
class IndependentCheckTest {
  /** Checks {@code perMaterial} random positions of each material; returns a summary. */
  private static String check(
      EndgameTables tables, int stones, int perMaterial, int minimaxPlies, int minimaxPerMaterial) {
    SplittableRandom random = new SplittableRandom(44);
    StringBuilder summary = new StringBuilder();
    long checked = 0;
    long minimaxed = 0;
    long decided = 0;
    for (int white = 1; white < stones; white++) {
      for (int black = 1; white + black <= stones; black++) {
        Map<Verdict.Result, Integer> seen = new EnumMap<>(Verdict.Result.class);
        for (int i = 0; i < perMaterial; i++) {
          Position p = IndependentCheck.random(random, white, black);
          Function<Position, Optional<Verdict>> probe = q -> tables.probe(q, Ruleset.standard());
          assertNull(IndependentCheck.fixpoint(probe, p));
          Verdict v = tables.probe(p, Ruleset.standard()).orElseThrow();
          seen.merge(v.result(), 1, Integer::sum);
          if (i < minimaxPerMaterial) {
            assertNull(IndependentCheck.minimax(probe, p, minimaxPlies));
            decided += IndependentCheck.decides(p, minimaxPlies) ? 1 : 0;
          }
        }
        checked += perMaterial;
        minimaxed += Math.min(perMaterial, minimaxPerMaterial);
        summary.append(String.format(Locale.ROOT, "%dv%d %s; ", white, black, seen));
      }
    }
    return String.format(
        Locale.ROOT,
        "%d positions by their successors, %d by a %d-ply minimax (%d decided by it): %s",
        checked,
        minimaxed,
        minimaxPlies,
        decided,
        summary);
  }

  @Test
  void theFourStoneTablesAreTheirSuccessorsFixpoint() {
    EndgameTables four = EndgameTables.build(4, 2);
    String summary = check(four, 4, 1500, 3, 100);
    assertTrue(summary.startsWith("9000 positions"), summary);
    System.out.println("4 stones, in memory: " + summary);
  }

  @Test
  void theSplitFileIsItsSuccessorsFixpoint(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("sivy-3.tables");
    TableBuild.build(file, 3, 1, SolveProgress.none());
    String summary = check(EndgameTables.load(file), 3, 2000, 3, 200);
    System.out.println("3 stones, split file: " + summary);
  }

  /**
   * The check finds a wrong verdict, at the position itself or at a predecessor: tables that call
   * one win a draw, or make one distance two half-moves too long.
   */
  @Test
  void theCheckCatchesWrongVerdicts() {
    EndgameTables three = EndgameTables.build(3, 1);
    Position won = Position.parse("9/2W6/4W4/9/3B5 w 0 1");
    Verdict right = three.probe(won, Ruleset.standard()).orElseThrow();
    assertEquals(Verdict.Result.WIN, right.result());
    for (Verdict wrong : new Verdict[] {Verdict.draw(), Verdict.inPlies(right.plies() + 2)}) {
      Function<Position, Optional<Verdict>> lying =
          p -> p.equals(won) ? Optional.of(wrong) : three.probe(p, Ruleset.standard());
      assertNotNull(IndependentCheck.fixpoint(lying, won), "" + wrong);
      assertNull(IndependentCheck.fixpoint(q -> three.probe(q, Ruleset.standard()), won));
    }
    assertEquals(3, right.plies());
    Function<Position, Optional<Verdict>> longer = p -> Optional.of(Verdict.inPlies(5));
    assertNotNull(IndependentCheck.minimax(longer, won, 3));
    assertNull(IndependentCheck.minimax(q -> three.probe(q, Ruleset.standard()), won, 3));
  }

  @Test
  @Tag("long")
  void theSixStoneTablesAreTheirSuccessorsFixpoint() throws IOException {
    String name = System.getenv("FANORONA_TABLES6");
    assumeTrue(name != null && Files.isRegularFile(Path.of(name)), "FANORONA_TABLES6 not set");
    EndgameTables six = EndgameTables.load(Path.of(name));
    assertEquals(6, six.maxStones());
    assertEquals(543_819_540L, six.positions());
    long start = System.nanoTime();
    String summary = check(six, 6, 50_000, 3, 200);
    System.out.printf(
        Locale.ROOT,
        "6 stones, %s: %s (%.0f s)%n",
        name,
        summary,
        (System.nanoTime() - start) / 1e9);
    // The engine with them wins won 6-stone positions within their distance.
    SplittableRandom drawn = new SplittableRandom(66);
    EngineWithTablesTest.assertEngineWins(
        six,
        () -> {
          int white = 1 + drawn.nextInt(5);
          return IndependentCheck.random(drawn, white, 6 - white);
        },
        100);
    // The strongest engine takes the 6-stone file as it is: loaded, not rebuilt.
    java.nio.file.attribute.FileTime written = Files.getLastModifiedTime(Path.of(name));
    assertEquals(
        "engine depth 64, 1000 ms with tables of 6 stones",
        EndgameTables.strongestEngine(Path.of(name), SolveProgress.none()).toString());
    assertEquals(written, Files.getLastModifiedTime(Path.of(name)));
    // The part of up to 5 stones is what the solver gives in memory, position for position.
    EndgameTables five = EndgameTables.build(5, 2);
    SplittableRandom random = new SplittableRandom(5);
    for (int i = 0; i < 200_000; i++) {
      int white = 1 + random.nextInt(4);
      int black = 1 + random.nextInt(5 - white);
      Position p = IndependentCheck.random(random, white, black);
      assertEquals(five.probe(p, Ruleset.standard()), six.probe(p, Ruleset.standard()), "" + p);
    }
  }
}
