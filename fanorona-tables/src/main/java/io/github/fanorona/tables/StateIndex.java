package io.github.fanorona.tables;

import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;

/**
 * An exact, dense numbering of the positions of one board and one material: every way to place
 * {@code whiteCount} white and {@code blackCount} black stones on the board, with either side to
 * move, gets one number in {@code 0 .. size() - 1}, and every number one position. Solvers and
 * endgame tables use the number as an array index, so a table needs no keys.
 *
 * <p>The number is built from the combinatorial number system: the white stones are a subset of the
 * board's points, ranked among all subsets of that size; the black stones are a subset of the
 * points left empty by White, ranked likewise; the side to move is the highest part. So {@code
 * index = side * perSide() + whiteRank * C(size - whiteCount, blackCount) + blackRank}, where
 * {@code side} is 0 for White and 1 for Black.
 *
 * <pre>{@code
 * StateIndex telo = StateIndex.of(Geometry.of(3, 3), 4, 4);
 * telo.size();                                   // 2 * C(9,4) * C(5,4) = 1260
 * Position start = Position.parse("BBB/B1W/WWW w");
 * long i = telo.index(start);
 * telo.position(i).equals(start);                // true
 * }</pre>
 *
 * <p>Scope: the stones and the side to move of the capture game. Positions that carry more state
 * than that are outside it and refused: stones in hand (placement games), stones liable to a huff
 * (huffing) and the counters (half-moves since a capture, the turn number, which the rules read for
 * first-turn chains when those are forbidden). {@link #position(long)} gives the counters their
 * start values. Indexes are immutable and thread-safe.
 *
 * @since 1.0.0
 */
public final class StateIndex {
  private static final long[][] BINOMIAL = binomials();

  private final Geometry geometry;
  private final int whiteCount;
  private final int blackCount;
  private final long blackWays;
  private final long perSide;

  private StateIndex(Geometry geometry, int whiteCount, int blackCount, long perSide) {
    this.geometry = geometry;
    this.whiteCount = whiteCount;
    this.blackCount = blackCount;
    this.blackWays = choose(geometry.size() - whiteCount, blackCount);
    this.perSide = perSide;
  }

  private static long[][] binomials() {
    long[][] c = new long[65][65];
    for (int n = 0; n <= 64; n++) {
      c[n][0] = 1;
      for (int k = 1; k <= n; k++) {
        c[n][k] = c[n - 1][k - 1] + c[n - 1][k];
      }
    }
    return c;
  }

  /**
   * Returns the number of ways to choose {@code k} of {@code n} things, for {@code 0 <= n <= 64}; 0
   * when {@code k} is negative or larger than {@code n}.
   *
   * <pre>{@code StateIndex.choose(9, 4) // 126}</pre>
   *
   * @param n the number of things, 0 to 64
   * @param k how many are chosen
   * @return the binomial coefficient
   * @throws IllegalArgumentException if {@code n} is outside 0..64
   */
  static long choose(int n, int k) {
    if (n < 0 || n > 64) {
      throw new IllegalArgumentException("n must be 0-64, not " + n);
    }
    return k < 0 || k > n ? 0 : BINOMIAL[n][k];
  }

  /**
   * Returns the index of the positions of a board with the given numbers of stones.
   *
   * <pre>{@code StateIndex.of(Geometry.of(9, 5), 2, 2).size()   // 2 * C(45,2) * C(43,2)}</pre>
   *
   * @param geometry the board
   * @param whiteCount white stones, 0 or more
   * @param blackCount black stones, 0 or more
   * @return the index
   * @throws IllegalArgumentException if the stones do not fit on the board or the number of
   *     positions does not fit in a {@code long}
   */
  public static StateIndex of(Geometry geometry, int whiteCount, int blackCount) {
    int n = geometry.size();
    if (whiteCount < 0 || blackCount < 0 || whiteCount + blackCount > n) {
      throw new IllegalArgumentException(
          whiteCount + " white and " + blackCount + " black stones do not fit on " + geometry);
    }
    long perSide;
    try {
      perSide = Math.multiplyExact(choose(n, whiteCount), choose(n - whiteCount, blackCount));
      Math.multiplyExact(perSide, 2);
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException(
          "too many positions of "
              + whiteCount
              + " white and "
              + blackCount
              + " black stones on "
              + geometry
              + " to number in a long",
          e);
    }
    return new StateIndex(geometry, whiteCount, blackCount, perSide);
  }

  /**
   * Returns the number of positions with one given side to move: the indices of White-to-move
   * positions are {@code 0 .. perSide() - 1}, those of Black-to-move positions follow.
   *
   * <pre>{@code StateIndex.of(Geometry.of(3, 3), 4, 4).perSide() // 630}</pre>
   *
   * @return {@code C(size, whiteCount) * C(size - whiteCount, blackCount)}
   */
  public long perSide() {
    return perSide;
  }

  /**
   * Returns the number of positions, both sides to move.
   *
   * <pre>{@code StateIndex.of(Geometry.of(3, 3), 4, 4).size() // 1260}</pre>
   *
   * @return {@code 2 * perSide()}
   */
  public long size() {
    return 2 * perSide;
  }

  /**
   * Returns the index of a position.
   *
   * <pre>
   * {@code StateIndex.of(Geometry.of(3, 3), 4, 4).index(Position.parse("BBB/B1W/WWW w")) // 28}
   * </pre>
   *
   * @param position a capture-game position of this board and material
   * @return its index
   * @throws IllegalArgumentException if the board or material differ, or the position holds stones
   *     in hand or huffable stones
   */
  public long index(Position position) {
    if (position.geometry() != geometry) {
      throw new IllegalArgumentException(
          "a position of " + position.geometry() + " in an index of " + geometry);
    }
    if (position.isPlacement() || position.huffable() != 0) {
      throw new IllegalArgumentException(
          "stones in hand and huffable stones are outside the scope of a state index");
    }
    return index(position.stones(Side.WHITE), position.stones(Side.BLACK), position.sideToMove());
  }

  /**
   * Returns the index of the position given by two bitboards and the side to move.
   *
   * <pre>
   * {@code StateIndex.of(Geometry.of(3, 3), 4, 4).index(0b000_100_111L, 0b111_001_000L, Side.WHITE) // 28}
   * </pre>
   *
   * @param white the white stones, bit {@code y * width + x}
   * @param black the black stones
   * @param sideToMove the side to move
   * @return its index
   * @throws IllegalArgumentException if the stones overlap, lie off the board or their numbers
   *     differ from this index's
   */
  public long index(long white, long black, Side sideToMove) {
    if ((white & black) != 0
        || ((white | black) & ~geometry.allMask()) != 0
        || Long.bitCount(white) != whiteCount
        || Long.bitCount(black) != blackCount) {
      throw new IllegalArgumentException(
          "stones that overlap, lie off "
              + geometry
              + " or are not "
              + whiteCount
              + " white and "
              + blackCount
              + " black");
    }
    return (sideToMove == Side.WHITE ? 0 : perSide) + rankUnchecked(white, black);
  }

  /**
   * Returns the rank of two bitboards among the positions with one side to move, without checking
   * them: the fast path of solvers that only build valid ones. The caller guarantees disjoint
   * stones on this board in this index's numbers.
   *
   * <pre>{@code
   * StateIndex index = StateIndex.of(Geometry.of(3, 3), 4, 4);
   * index.rankUnchecked(0b000_100_111L, 0b111_001_000L);   // 28
   * }</pre>
   *
   * @param white the white stones
   * @param black the black stones
   * @return {@code 0 .. perSide() - 1}
   */
  public long rankUnchecked(long white, long black) {
    return subsetRank(white) * blackWays + subsetRank(compress(black, white));
  }

  /** Ranks a set of bits: the sum of C(position, order) over its bits, in increasing order. */
  private static long subsetRank(long bits) {
    long rank = 0;
    int k = 1;
    while (bits != 0) {
      rank += BINOMIAL[Long.numberOfTrailingZeros(bits)][k++];
      bits &= bits - 1;
    }
    return rank;
  }

  /** Renumbers the points of {@code bits} as if the points of {@code removed} were not there. */
  private static long compress(long bits, long removed) {
    long out = 0;
    while (bits != 0) {
      int p = Long.numberOfTrailingZeros(bits);
      out |= 1L << (p - Long.bitCount(removed & ((1L << p) - 1)));
      bits &= bits - 1;
    }
    return out;
  }

  /** The inverse of {@link #compress}: spreads bits over the points not in {@code removed}. */
  private static long expand(long bits, long removed) {
    long out = 0;
    long free = ~removed;
    int at = 0;
    while (bits != 0) {
      int p = Long.numberOfTrailingZeros(bits);
      while (at < p) {
        free &= free - 1;
        at++;
      }
      out |= Long.lowestOneBit(free);
      bits &= bits - 1;
    }
    return out;
  }

  /** The subset of {@code k} bits among {@code n} with the given rank. */
  private static long subsetUnrank(long rank, int n, int k) {
    long bits = 0;
    long r = rank;
    int top = n;
    for (int i = k; i >= 1; i--) {
      int c = top - 1;
      while (BINOMIAL[c][i] > r) {
        c--;
      }
      bits |= 1L << c;
      r -= BINOMIAL[c][i];
      top = c;
    }
    return bits;
  }

  /**
   * Returns the white stones of the position with an index.
   *
   * <pre>{@code
   * StateIndex index = StateIndex.of(Geometry.of(3, 3), 4, 4);
   * Position p = Position.parse("BBB/B1W/WWW w");
   * boolean same = index.white(index.index(p)) == p.stones(Side.WHITE);   // true
   * }</pre>
   *
   * @param index {@code 0 .. size() - 1}
   * @return the white bitboard
   * @throws IllegalArgumentException if the index is out of range
   */
  public long white(long index) {
    return subsetUnrank(checked(index) % perSide / blackWays, geometry.size(), whiteCount);
  }

  /**
   * Returns the black stones of the position with an index.
   *
   * <pre>{@code
   * StateIndex index = StateIndex.of(Geometry.of(3, 3), 4, 4);
   * Position p = Position.parse("BBB/B1W/WWW w");
   * boolean same = index.black(index.index(p)) == p.stones(Side.BLACK);   // true
   * }</pre>
   *
   * @param index {@code 0 .. size() - 1}
   * @return the black bitboard
   * @throws IllegalArgumentException if the index is out of range
   */
  public long black(long index) {
    long rank = checked(index) % perSide;
    long white = subsetUnrank(rank / blackWays, geometry.size(), whiteCount);
    long black = subsetUnrank(rank % blackWays, geometry.size() - whiteCount, blackCount);
    return expand(black, white);
  }

  /**
   * Returns the side to move of the position with an index.
   *
   * <pre>{@code index.sideToMove(index.perSide())   // BLACK}</pre>
   *
   * @param index {@code 0 .. size() - 1}
   * @return the side to move
   * @throws IllegalArgumentException if the index is out of range
   */
  public Side sideToMove(long index) {
    return checked(index) < perSide ? Side.WHITE : Side.BLACK;
  }

  /**
   * Returns the position with an index, its counters at their start values.
   *
   * <pre>{@code index.position(0)   // the first position of this material}</pre>
   *
   * @param index {@code 0 .. size() - 1}
   * @return the position
   * @throws IllegalArgumentException if the index is out of range
   */
  public Position position(long index) {
    return Position.of(geometry, white(index), black(index), sideToMove(index));
  }

  private long checked(long index) {
    if (index < 0 || index >= size()) {
      throw new IllegalArgumentException(
          "index " + index + " is outside 0.." + (size() - 1) + " of " + this);
    }
    return index;
  }

  /**
   * Returns a description such as {@code 3x3 4W 4B}.
   *
   * <pre>{@code StateIndex.of(Geometry.of(3, 3), 4, 4).toString()   // "3x3 4W 4B"}</pre>
   */
  @Override
  public String toString() {
    return geometry + " " + whiteCount + "W " + blackCount + "B";
  }
}
