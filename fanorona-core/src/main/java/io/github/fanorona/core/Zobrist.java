package io.github.fanorona.core;

/**
 * Random keys for Zobrist hashing. A fixed seed keeps keys stable across runs, so hashes written to
 * disk or compared between processes agree.
 *
 * <p>The keys are the sequence that {@code new java.util.SplittableRandom(SEED).nextLong()} gives
 * (SplitMix64: a Weyl sequence of the golden-ratio gamma, each value scrambled by {@link #mix}),
 * written out here because compilers to JavaScript and WebAssembly (TeaVM) have no {@code
 * SplittableRandom}; a test compares every key with the JDK's generator.
 */
final class Zobrist {
  /** The most stones a hand holds that have keys of their own. */
  public static final int MAX_HAND = 64;

  private static final long[] STONES = new long[2 * 64];
  private static final long[] HUFFABLE = new long[64];
  private static final long[] HANDS = new long[2 * (MAX_HAND + 1)];

  /** The key of Black to move (White to move has none). */
  public static final long BLACK_TO_MOVE;

  /** The generator's seed: "Fanorona" in ASCII. */
  static final long SEED = 0x46616e6f726f6e61L;

  /** SplitMix64's increment: the odd integer nearest 2^64 divided by the golden ratio. */
  private static final long GAMMA = 0x9e3779b97f4a7c15L;

  static {
    long state = SEED;
    for (int i = 0; i < STONES.length; i++) {
      state += GAMMA;
      STONES[i] = mix(state);
    }
    for (int i = 0; i < HUFFABLE.length; i++) {
      state += GAMMA;
      HUFFABLE[i] = mix(state);
    }
    for (int i = 0; i < HANDS.length; i++) {
      state += GAMMA;
      HANDS[i] = mix(state);
    }
    state += GAMMA;
    BLACK_TO_MOVE = mix(state);
  }

  private Zobrist() {}

  /** SplitMix64's finalizer (Stafford's variant 13): two multiply-xorshift rounds and a shift. */
  private static long mix(long z) {
    long x = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    x = (x ^ (x >>> 27)) * 0x94d049bb133111ebL;
    return x ^ (x >>> 31);
  }

  /**
   * Returns the key of one stone.
   *
   * @param side its side
   * @param index its point's index
   * @return the key
   */
  public static long stone(Side side, int index) {
    return STONES[side.ordinal() * 64 + index];
  }

  /**
   * Returns the keys of a side's stones, xored.
   *
   * @param side their side
   * @param mask their points
   * @return the key, 0 for no stones
   */
  public static long stones(Side side, long mask) {
    long k = 0;
    int base = side.ordinal() * 64;
    for (long m = mask; m != 0; m &= m - 1) {
      k ^= STONES[base + Long.numberOfTrailingZeros(m)];
    }
    return k;
  }

  /**
   * Returns the keys of the stones that may be huffed, xored.
   *
   * @param mask their points
   * @return the key, 0 for none
   */
  public static long huffable(long mask) {
    long k = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      k ^= HUFFABLE[Long.numberOfTrailingZeros(m)];
    }
    return k;
  }

  /**
   * Returns the key of a side's stones in hand.
   *
   * @param side the side
   * @param count how many, at most {@link #MAX_HAND}
   * @return the key, 0 for none
   */
  public static long hand(Side side, int count) {
    return count == 0 ? 0 : HANDS[side.ordinal() * (MAX_HAND + 1) + count];
  }
}
