package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class SolveCommandTest {
  private static final String BOARD = "5x3";

  @Test
  void solvesTheThreeByThreeBoard() {
    ToolRun r = ToolRun.of("solve", "--board", "3x3", "--quiet", "--threads", "2");
    assertEquals(0, r.status(), r.toString());
    assertTrue(r.out().contains("value: White wins in 11 half-moves"), r.toString());
    assertTrue(
        r.out().contains("winning first turns (half-moves to the end): c1-b2A (11), c2-b2A (11)"),
        r.toString());
    assertTrue(r.out().contains("reachable positions: 623 "), r.toString());
    assertTrue(
        r.out().contains("won for the side to move: 421, lost: 168, drawn: 34"), r.toString());
    assertTrue(r.err().isEmpty(), r.toString());
  }

  @Test
  void theVariantOptionNamesTheSameBoard() {
    ToolRun r = ToolRun.of("solve", "--variant", "telo-capture");
    assertEquals(0, r.status(), r.toString());
    assertTrue(r.out().contains("value: White wins in 11 half-moves"), r.toString());
  }

  @Test
  void aBoundedSearchFindsTheThreeByThreeWinAtItsLength() {
    ToolRun r = ToolRun.of("solve", "--board", "3x3", "--depth", "11");
    assertEquals(0, r.status(), r.toString());
    assertTrue(
        r.out().contains("within 10 half-moves: no forced win for either side"), r.toString());
    assertTrue(r.lastLine().startsWith("within 11 half-moves: White forces a win"), r.toString());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "--board 4x3         | odd width and height",
        "--rules huffing=on  | does not support huffing",
        "--board 5x5 --quiet | bounded search"
      })
  void badBoardsAndUnsupportedRulesAreBadInput(String options, String says) {
    List<String> args = new ArrayList<>(List.of("solve"));
    args.addAll(List.of(options.split(" ")));
    ToolRun r = ToolRun.of(args.toArray(String[]::new));
    assertEquals(FanoronaCli.BAD_INPUT, r.status(), r.toString());
    assertTrue(r.err().contains(says), r.toString());
  }

  /** Each board too large gets its own size, not the same capped "144115188.1 GB". */
  @Test
  void boardsTooLargeGetTheirOwnFiniteSize() {
    ToolRun nine = ToolRun.of("solve", "--board", "9x5", "--quiet");
    ToolRun seven = ToolRun.of("solve", "--board", "7x5", "--quiet");
    for (ToolRun r : new ToolRun[] {nine, seven}) {
      assertEquals(FanoronaCli.BAD_INPUT, r.status(), r.toString());
      assertEquals(1, r.errLines().size(), r.toString());
      assertTrue(r.err().contains(" GB"), r.toString());
      assertFalse(r.err().contains("144115188"), r.toString());
      assertFalse(r.err().contains("Infinity") || r.err().contains("NaN"), r.toString());
    }
    assertNotEquals(nine.err(), seven.err().replace("7x5", "9x5"));
  }

  /**
   * Small heaps: one by default, four under -Plong ({@code fanorona.long}). A 5x3 solve now fits in
   * each of them (from about 8 MiB), so they guard against a solve that grows, not the refusal.
   */
  static List<String> heaps() {
    return Boolean.getBoolean("fanorona.long")
        ? List.of("16m", "24m", "32m", "48m")
        : List.of("24m");
  }

  /**
   * Whatever the heap, a solve either fits or is refused with one line (exit 2), never dies of
   * running out of memory (exit 3): the check counts what the solve allocates, not only its member
   * bits.
   */
  @ParameterizedTest(name = "-Xmx{0}")
  @MethodSource("heaps")
  void aSolveThatDoesNotFitTheHeapIsRefusedNotOutOfMemory(String heap) throws Exception {
    ToolProcess p = ToolProcess.run(heap, "solve", "--board", BOARD, "--quiet");
    String what = "-Xmx" + heap + ": exit " + p.status() + ", " + p.err();
    assertTrue(p.status() == 0 || p.status() == FanoronaCli.BAD_INPUT, what);
    if (p.status() == FanoronaCli.BAD_INPUT) {
      assertEquals(1, p.errLines().size(), what);
      assertTrue(p.err().contains(" needs ") && p.err().contains("heap"), what);
    }
  }
}
