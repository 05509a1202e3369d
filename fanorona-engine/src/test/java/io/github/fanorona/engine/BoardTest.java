package io.github.fanorona.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.fanorona.core.Variant;
import org.junit.jupiter.api.Test;

/** The search's board tables: the distances the evaluation's ending terms are counted by. */
class BoardTest {
  @Test
  void distancesCountTheStepsFromTheNearestStoneAlongTheLines() {
    Board board = Board.of(Variant.sivy().start().geometry());
    // a1 is bit 0 and b1 bit 1 on the 9x5 board; c3 is bit 20 (a point with diagonals).
    long a1 = 1L;
    assertEquals(1, board.distances(a1, 1L << 1, 8));
    assertEquals(2, board.distances(a1, 1L << 2, 8));
    assertEquals(2, board.distances(a1, 1L << 20, 8), "a1-b2-c3 along the diagonal");
    assertEquals(3, board.distances(a1, (1L << 1) | (1L << 20), 8));
    assertEquals(4, board.distances(a1, 1L << 8, 4), "i1 is 8 steps away, capped at 4");
    assertEquals(0, board.distances(a1, 0, 8));
  }
}
