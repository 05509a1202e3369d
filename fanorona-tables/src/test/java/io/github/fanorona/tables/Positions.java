package io.github.fanorona.tables;

import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import java.util.SplittableRandom;

/** Positions for the tests of the solver's index and the board's symmetries. */
final class Positions {
  static final String SIVY = "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 1";
  static final String DIMY = "BBBBB/BBBBB/BW1BW/WWWWW/WWWWW w 0 1";
  static final String TELO_CAPTURE = "BBB/B1W/WWW w 0 1";

  private static final int[][] SIZES = {{9, 5}, {5, 5}, {3, 3}, {7, 7}, {8, 8}, {7, 3}, {5, 9}};

  private Positions() {}

  /**
   * A position of random stones on a board of a random size up to 64 points, any side to move:
   * legal or not as a game position, which is what an index and a symmetry must take.
   */
  static Position random(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Geometry board = sized(random);
    long all = board.allMask();
    // Two random masks thinned by a random density; black never shares a point with white.
    long white = random.nextLong() & random.nextLong() & all;
    long black = random.nextLong() & random.nextLong() & all & ~white;
    Side side = random.nextBoolean() ? Side.WHITE : Side.BLACK;
    return Position.of(board, white, black, side).withCounters(random.nextInt(5), 1);
  }

  private static Geometry sized(SplittableRandom random) {
    int[] size = SIZES[random.nextInt(SIZES.length)];
    return Geometry.of(size[0], size[1]);
  }
}
