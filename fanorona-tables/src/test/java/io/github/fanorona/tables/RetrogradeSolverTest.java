package io.github.fanorona.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Variants;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The solver against the paper's values and against {@link SimpleSolver}, a second method that
 * shares nothing with it but the rules engine, on every position reachable on the small boards.
 */
class RetrogradeSolverTest {
  /**
   * The boards and rules; 5x3, the largest, and 3x5 under a second rule only under {@code -Plong}
   * ({@code fanorona.long}).
   */
  static Stream<Arguments> boards() {
    Stream<Arguments> all =
        Stream.of(
            Arguments.of(3, 3, ""),
            Arguments.of(3, 5, ""),
            Arguments.of(3, 3, "capture=larger,chain=mandatory"),
            Arguments.of(3, 3, "no-move=draw"));
    return Boolean.getBoolean("fanorona.long")
        ? Stream.concat(
            all, Stream.of(Arguments.of(3, 5, "chain=mandatory"), Arguments.of(5, 3, "")))
        : all;
  }

  @ParameterizedTest(name = "{0}x{1} [{2}]")
  @MethodSource("boards")
  void everyReachablePositionHasTheSecondMethodsVerdict(int width, int height, String rules) {
    Variant v = Variants.board(width, height);
    Ruleset r = Ruleset.parse(rules);
    Solution s = RetrogradeSolver.of(v, r).withThreads(2).solveFrom(v.start());
    SimpleSolver simple = new SimpleSolver(v.start(), r);
    Set<String> stored = new HashSet<>();
    long[] counts = new long[3];
    for (Position p : simple.positions) {
      Verdict expected = simple.verdict(p);
      assertEquals(expectedText(expected), s.verdict(p).map(Object::toString), p.toString());
      Side side = p.sideToMove();
      long own = p.stones(side);
      long opp = p.stones(side.opponent());
      if (own != 0 && stored.add(own + "/" + opp)) {
        counts[expected.result().ordinal()]++;
      }
    }
    // The solver stores each reachable position once, merged with its colour swap.
    assertEquals(stored.size(), s.positions());
    for (Verdict.Result result : Verdict.Result.values()) {
      assertEquals(counts[result.ordinal()], s.count(result), result.toString());
    }
  }

  private static java.util.Optional<String> expectedText(Verdict v) {
    return java.util.Optional.of(v.toString());
  }

  @Test
  void thePapersSmallBoardsAreWhiteWins() {
    int[][] boards = {{3, 3, 11}, {3, 5, 13}, {5, 3, 11}};
    for (int[] b : boards) {
      Variant v = Variants.board(b[0], b[1]);
      Solution s = RetrogradeSolver.of(v, Ruleset.standard()).solveFrom(v.start());
      assertEquals(Verdict.inPlies(b[2]), s.verdict(v.start()).orElseThrow(), v.name());
      assertEquals(Verdict.Result.WIN, s.verdict(v.start()).orElseThrow().result());
      for (Turn t : s.bestTurns(v.start())) {
        assertEquals(
            Verdict.inPlies(b[2] - 1), s.verdict(v.start().play(t)).orElseThrow(), v + " " + t);
      }
      assertTrue(s.winningTurns(v.start()).containsAll(s.bestTurns(v.start())));
    }
  }

  @Test
  void everyPositionOfTheMaterialsAgreesWithTheReachableSolve() {
    Variant v = Variants.board(3, 3);
    Solution reachable = RetrogradeSolver.of(v, Ruleset.standard()).solveFrom(v.start());
    Solution all = RetrogradeSolver.of(v, Ruleset.standard()).withThreads(2).solveMaterial(4, 4);
    SimpleSolver simple = new SimpleSolver(v.start(), Ruleset.standard());
    for (Position p : simple.positions) {
      assertEquals(reachable.verdict(p), all.verdict(p), p.toString());
    }
    // Every material up to 4 against 4, both sides to move merged: sum of C(9,m) C(9-m,o).
    long expected = 0;
    for (int m = 1; m <= 4; m++) {
      for (int o = 1; o <= 4; o++) {
        expected +=
            io.github.fanorona.tables.StateIndex.choose(9, m)
                * io.github.fanorona.tables.StateIndex.choose(9 - m, o);
      }
    }
    assertEquals(expected, all.positions());
    Solution every = RetrogradeSolver.of(v, Ruleset.standard()).solveEvery(5);
    Position five = Position.parse("1B1/B1W/WW1 w");
    assertTrue(every.verdict(five).isPresent());
    assertEquals(all.verdict(five), every.verdict(five));
  }

  @Test
  void endgameTablesOfTheStandardBoardAgreeWithTheSecondMethod() {
    Solution table =
        RetrogradeSolver.of(Variant.sivy(), Ruleset.standard()).withThreads(2).solveEvery(3);
    for (String fen :
        new String[] {
          "9/9/4W4/9/3B1B3 b 0 1",
          "9/9/4W4/9/3B1B3 w 0 1",
          "9/9/9/9/WBW6 b 0 1",
          "B8/9/9/9/7WW w 0 1",
          "9/9/9/1B7/WW7 b 0 1"
        }) {
      Position p = Position.parse(fen);
      assertEquals(
          java.util.Optional.of(new SimpleSolver(p, Ruleset.standard()).verdict(p)),
          table.verdict(p),
          fen);
    }
    Position single = Position.parse("9/9/4B4/9/W8 w 0 1");
    SimpleSolver simple = new SimpleSolver(single, Ruleset.standard());
    for (Position p : simple.positions) {
      assertEquals(java.util.Optional.of(simple.verdict(p)), table.verdict(p), p.toString());
    }
  }

  @Test
  void rulesThatNeedMoreStateAreRefusedByName() {
    Variant v = Variants.board(3, 3);
    for (String rules :
        new String[] {
          "huffing=on",
          "vela=black",
          "first-turn-chain=forbidden",
          "no-capture-draw=20",
          "repetition-draw=3"
        }) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class, () -> RetrogradeSolver.of(v, Ruleset.parse(rules)));
      String key = rules.substring(0, rules.indexOf('='));
      assertTrue(e.getMessage().contains(key.equals("vela") ? "vela" : key), e.getMessage());
      assertTrue(e.getMessage().contains("it supports"), e.getMessage());
    }
    assertThrows(
        IllegalArgumentException.class,
        () -> RetrogradeSolver.of(Variants.TELO, Ruleset.standard()));
    assertThrows(
        IllegalArgumentException.class,
        () -> RetrogradeSolver.of(v, Ruleset.standard()).withThreads(0));
    assertThrows(
        IllegalArgumentException.class,
        () -> RetrogradeSolver.of(v, Ruleset.standard()).solveFrom(Position.parse("BBB/3/3 w")));
    assertThrows(
        IllegalArgumentException.class,
        () -> RetrogradeSolver.of(v, Ruleset.standard()).solveFrom(Variants.DIMY.start()));
  }
}
