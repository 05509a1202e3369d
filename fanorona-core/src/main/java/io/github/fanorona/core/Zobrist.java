package io.github.fanorona.core;

import java.util.SplittableRandom;

/**
 * Random keys for Zobrist hashing. A fixed seed keeps keys stable across runs, so hashes written to
 * disk or compared between processes agree.
 */
final class Zobrist {
  static final int MAX_HAND = 64;
  private static final long[] STONES = new long[2 * 64];
  private static final long[] HUFFABLE = new long[64];
  private static final long[] HANDS = new long[2 * (MAX_HAND + 1)];
  static final long BLACK_TO_MOVE;

  static {
    SplittableRandom r = new SplittableRandom(0x46616e6f726f6e61L);
    for (int i = 0; i < STONES.length; i++) {
      STONES[i] = r.nextLong();
    }
    for (int i = 0; i < HUFFABLE.length; i++) {
      HUFFABLE[i] = r.nextLong();
    }
    for (int i = 0; i < HANDS.length; i++) {
      HANDS[i] = r.nextLong();
    }
    BLACK_TO_MOVE = r.nextLong();
  }

  private Zobrist() {}

  static long stone(Side side, int index) {
    return STONES[side.ordinal() * 64 + index];
  }

  static long stones(Side side, long mask) {
    long k = 0;
    int base = side.ordinal() * 64;
    for (long m = mask; m != 0; m &= m - 1) {
      k ^= STONES[base + Long.numberOfTrailingZeros(m)];
    }
    return k;
  }

  static long huffable(long mask) {
    long k = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      k ^= HUFFABLE[Long.numberOfTrailingZeros(m)];
    }
    return k;
  }

  static long hand(Side side, int count) {
    return count == 0 ? 0 : HANDS[side.ordinal() * (MAX_HAND + 1) + count];
  }
}
