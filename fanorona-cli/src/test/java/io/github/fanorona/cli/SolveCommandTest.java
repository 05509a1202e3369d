package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SolveCommandTest {
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

  @Test
  void badBoardsAndUnsupportedRulesAreBadInput() {
    ToolRun even = ToolRun.of("solve", "--board", "4x3");
    assertEquals(FanoronaCli.BAD_INPUT, even.status(), even.toString());
    assertTrue(even.err().contains("odd width and height"), even.toString());
    ToolRun huff = ToolRun.of("solve", "--rules", "huffing=on");
    assertEquals(FanoronaCli.BAD_INPUT, huff.status(), huff.toString());
    assertTrue(huff.err().contains("does not support huffing"), huff.toString());
    ToolRun big = ToolRun.of("solve", "--board", "5x5", "--quiet");
    assertEquals(FanoronaCli.BAD_INPUT, big.status(), big.toString());
    assertTrue(big.err().contains("bounded search"), big.toString());
  }
}
