package io.github.fanorona.engine;

import io.github.fanorona.core.Direction;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the fast search knows of one board, computed once per geometry: each point's neighbour in
 * each direction (directions numbered as {@link Direction}, so that {@code d ^ 1} is the opposite
 * of {@code d}), the points that can step in each direction with the shift that steps them, and the
 * Zobrist key of every stone. The keys are read back from {@link Position#zobristKey()} so that the
 * search's incremental keys equal the positions' own, which the game's history is kept in.
 */
final class Board {
  private static final Map<Geometry, Board> BOARDS = new ConcurrentHashMap<>();

  final Geometry geometry;
  final long all;

  /** Per point*8+direction: the neighbour's index, or -1. */
  final int[] neighbour;

  /** Per direction: the points with a neighbour that way, and the index step to it. */
  final long[] sources = new long[8];

  final int[] shifts = new int[8];

  /** Per side (0 white, 1 black) * 64 + point: the key of a stone. */
  final long[] stoneKeys = new long[128];

  /** The key of an empty board with white to move, and what black to move adds. */
  final long emptyKey;

  final long blackToMove;

  private Board(Geometry g) {
    this.geometry = g;
    this.all = g.allMask();
    int n = g.size();
    neighbour = new int[n * 8];
    Direction[] ds = Direction.values();
    for (int d = 0; d < 8; d++) {
      shifts[d] = ds[d].dy() * g.width() + ds[d].dx();
    }
    for (Point p : g.points()) {
      int i = g.index(p);
      for (int d = 0; d < 8; d++) {
        int to = g.neighbour(p, ds[d]).map(g::index).orElse(-1);
        neighbour[i * 8 + d] = to;
        if (to >= 0) {
          sources[d] |= 1L << i;
        }
      }
    }
    emptyKey = Position.of(g, 0, 0, Side.WHITE).zobristKey();
    blackToMove = Position.of(g, 0, 0, Side.BLACK).zobristKey() ^ emptyKey;
    for (int i = 0; i < n; i++) {
      stoneKeys[i] = Position.of(g, 1L << i, 0, Side.WHITE).zobristKey() ^ emptyKey;
      stoneKeys[64 + i] = Position.of(g, 0, 1L << i, Side.WHITE).zobristKey() ^ emptyKey;
    }
  }

  /**
   * Returns the tables of a board, made on first use.
   *
   * @param g the board
   * @return its tables, shared
   */
  public static Board of(Geometry g) {
    return BOARDS.computeIfAbsent(g, Board::new);
  }

  /** The key of the stones of one side (0 white, 1 black). */
  long stonesKey(int side, long stones) {
    long k = 0;
    for (long m = stones; m != 0; m &= m - 1) {
      k ^= stoneKeys[side * 64 + Long.numberOfTrailingZeros(m)];
    }
    return k;
  }

  /** Bits of the points whose neighbour {@code s} further on is in {@code x}. */
  static long back(long x, int s) {
    return s >= 0 ? x >>> s : x << -s;
  }

  /** Bits {@code s} further on from the points of {@code x}. */
  static long forward(long x, int s) {
    return s >= 0 ? x << s : x >>> -s;
  }

  /** The stones of {@code own} that have a capturing step now. */
  long capturers(long own, long opp) {
    long empty = all & ~(own | opp);
    long result = 0;
    for (int d = 0; d < 8; d++) {
      int s = shifts[d];
      long line = sources[d];
      long canStep = own & line & back(empty, s);
      long approach = back(empty & line & back(opp, s), s);
      long withdrawal = sources[d ^ 1] & forward(opp, s);
      result |= canStep & (approach | withdrawal);
    }
    return result;
  }

  /** Whether any stone of {@code own} can step to an empty neighbour. */
  boolean canStep(long own, long opp) {
    long empty = all & ~(own | opp);
    for (int d = 0; d < 8; d++) {
      if ((own & sources[d] & back(empty, shifts[d])) != 0) {
        return true;
      }
    }
    return false;
  }

  /** The points of {@code x} and their neighbours along the lines. */
  long spread(long x) {
    long out = x;
    for (int d = 0; d < 8; d++) {
      out |= forward(x & sources[d], shifts[d]);
    }
    return out & all;
  }

  /**
   * The sum over the stones of {@code targets} of their distance in steps from the nearest stone of
   * {@code from}, counting the lines only (not what stands on them), each at most {@code cap}.
   */
  int distances(long from, long targets, int cap) {
    // A target d steps away is still out of reach after each of the first d spreads.
    long reach = from;
    int sum = 0;
    for (int k = 1; k <= cap; k++) {
      long out = targets & ~reach;
      if (out == 0) {
        break;
      }
      sum += Long.bitCount(out);
      reach = spread(reach);
    }
    return sum;
  }

  /** The number of steps the stones of {@code own} could take to an empty neighbour. */
  int mobility(long own, long empty) {
    int n = 0;
    for (int d = 0; d < 8; d++) {
      n += Long.bitCount(own & sources[d] & back(empty, shifts[d]));
    }
    return n;
  }
}
