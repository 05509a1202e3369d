package io.github.fanorona.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The state index: exhaustive bijection on small boards, seeded round trips on large ones. */
class StateIndexTest {
  @Test
  void everyIndexOfSmallBoardsNamesADistinctPositionOfItsMaterial() {
    for (int[] size : new int[][] {{3, 3}, {5, 1}, {4, 2}, {4, 3}}) {
      Geometry g = Geometry.of(size[0], size[1]);
      long total = 0;
      for (int w = 0; w <= g.size(); w++) {
        for (int b = 0; w + b <= g.size(); b++) {
          StateIndex idx = StateIndex.of(g, w, b);
          long[] seen = new long[(int) ((2L << (2 * g.size())) / 64 + 1)];
          for (long i = 0; i < idx.size(); i++) {
            Position p = idx.position(i);
            String at = g + " " + w + "W " + b + "B index " + i;
            assertEquals(w, p.count(Side.WHITE), at);
            assertEquals(b, p.count(Side.BLACK), at);
            assertEquals(i, idx.index(p), at);
            assertEquals(p.stones(Side.WHITE), idx.white(i), at);
            assertEquals(p.stones(Side.BLACK), idx.black(i), at);
            assertEquals(i < idx.perSide() ? Side.WHITE : Side.BLACK, idx.sideToMove(i), at);
            long code =
                (long) p.sideToMove().ordinal() << (2 * g.size())
                    | p.stones(Side.WHITE) << g.size()
                    | p.stones(Side.BLACK);
            long bit = 1L << (code & 63);
            assertEquals(0, seen[(int) (code >>> 6)] & bit, at + " repeats a position");
            seen[(int) (code >>> 6)] |= bit;
          }
          total += idx.size();
        }
      }
      // Every point is white, black or empty, with either side to move.
      assertEquals(2 * (long) Math.pow(3, g.size()), total, g.toString());
    }
  }

  @Test
  void sizesAreBinomialProducts() {
    assertEquals(126, StateIndex.choose(9, 4));
    assertEquals(0, StateIndex.choose(3, 4));
    assertEquals(1260, StateIndex.of(Geometry.of(3, 3), 4, 4).size());
    assertEquals(
        2 * StateIndex.choose(45, 4) * StateIndex.choose(41, 3),
        StateIndex.of(Geometry.of(9, 5), 4, 3).size());
    assertEquals(2, StateIndex.of(Geometry.of(9, 5), 0, 0).size());
  }

  @Test
  void badInputIsRefused() {
    Geometry g = Geometry.of(3, 3);
    StateIndex idx = StateIndex.of(g, 4, 4);
    assertThrows(IllegalArgumentException.class, () -> StateIndex.of(g, 5, 5));
    assertThrows(IllegalArgumentException.class, () -> StateIndex.of(g, -1, 0));
    assertThrows(IllegalArgumentException.class, () -> StateIndex.of(Geometry.of(8, 8), 30, 30));
    assertThrows(IllegalArgumentException.class, () -> idx.position(1260));
    assertThrows(IllegalArgumentException.class, () -> idx.white(-1));
    assertThrows(
        IllegalArgumentException.class, () -> idx.index(0b1111_0L, 0b1111_0000L, Side.WHITE));
    assertThrows(
        IllegalArgumentException.class,
        () -> idx.index(Position.parse("BBBBB/BBBBB/BW1BW/WWWWW/WWWWW w")));
    assertThrows(IllegalArgumentException.class, () -> idx.index(Position.parse("3/3/3 w")));
    assertThrows(
        IllegalArgumentException.class,
        () -> StateIndex.of(g, 0, 0).index(Position.placement(g, 0, 0, Side.WHITE, 3, 3)));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            StateIndex.of(g, 4, 4)
                .index(Position.parse("BBB/B1W/WWW w").withHuffable(0b001_000_000L)));
  }

  static LongStream seeds() {
    return LongStream.range(0, 200).map(i -> 0x1DE7_0000L + i * 7919);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void randomPositionsOfLargeBoardsRoundTrip(long seed) {
    Position p = sparse(Positions.random(seed), seed);
    StateIndex idx = StateIndex.of(p.geometry(), p.count(Side.WHITE), p.count(Side.BLACK));
    long i = idx.index(p);
    String at = "seed " + seed + ", " + p;
    assertEquals(p.withCounters(0, 1), idx.position(i), at);
    assertEquals(
        i % idx.perSide(), idx.rankUnchecked(p.stones(Side.WHITE), p.stones(Side.BLACK)), at);
    // And a random index of the same material comes back too.
    long j = Math.floorMod(new SplittableRandom(seed).nextLong(), idx.size());
    assertEquals(j, idx.index(idx.position(j)), at + ", index " + j);
  }

  /** Keeps at most 7 stones of each side, so that the material's positions fit in a long. */
  private static Position sparse(Position p, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed ^ 0x5A5A);
    long[] kept = new long[2];
    for (Side side : Side.values()) {
      long stones = p.stones(side);
      int keep = rnd.nextInt(8);
      while (Long.bitCount(stones) > keep) {
        int drop = rnd.nextInt(Long.bitCount(stones));
        long s = stones;
        for (int i = 0; i < drop; i++) {
          s &= s - 1;
        }
        stones &= ~Long.lowestOneBit(s);
      }
      kept[side.ordinal()] = stones;
    }
    return Position.of(p.geometry(), kept[0], kept[1], p.sideToMove());
  }

  @Test
  void theExtremeIndicesAreTheLowestAndHighestPlacements() {
    Geometry g = Geometry.of(9, 5);
    StateIndex idx = StateIndex.of(g, 2, 1);
    assertEquals(0b111L & ~0b100L, idx.white(0));
    assertEquals(0b100L, idx.black(0));
    long last = idx.size() - 1;
    assertEquals(3L << 43, idx.white(last));
    assertEquals(1L << 42, idx.black(last));
    assertEquals(Side.BLACK, idx.sideToMove(last));
  }
}
