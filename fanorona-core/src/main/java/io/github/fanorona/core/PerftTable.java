package io.github.fanorona.core;

/**
 * A table of perft subtree counts for one thread, of a size its owner chooses. Each entry keeps the
 * node's complete state (both bitboards and a word holding side, depth and the first-turn flag)
 * next to its count, and a probe compares all of it: a hash collision can only miss, never return a
 * wrong count. Entries are overwritten when their slot is needed (always-replace).
 */
final class PerftTable {
  /** Bytes per slot: four longs. */
  static final int SLOT_BYTES = 32;

  /** The smallest table, 32 KiB, so that a tiny size still remembers something. */
  private static final int MIN_BITS = 10;

  private long[] slots = new long[0];
  private int bits = MIN_BITS;

  /**
   * Makes the table hold at most {@code bytes}: the largest power of two of slots that fits (at
   * least 2^10), keeping the entries if the size is unchanged.
   */
  void allocate(long bytes) {
    int b = MIN_BITS;
    while (b < 30 && (long) SLOT_BYTES << (b + 1) <= bytes) {
      b++;
    }
    if (slots.length != 4 << b) {
      bits = b;
      slots = new long[4 << b];
    }
  }

  /** The table's size in bytes (0 before {@link #allocate}). */
  long bytes() {
    return (long) slots.length * Long.BYTES;
  }

  void clear() {
    java.util.Arrays.fill(slots, 0);
  }

  private int index(long own, long opp, long meta) {
    long h = own * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(opp * 0xC2B2AE3D27D4EB4FL, 31) ^ meta;
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    return (int) (h >>> (64 - bits));
  }

  /** The stored count for this exact node, or -1. */
  long probe(long own, long opp, long meta) {
    int i = index(own, opp, meta) << 2;
    long[] s = slots;
    // meta is never 0 for a stored node (depth >= 1), so an empty slot never matches.
    if (s[i + 2] == meta && s[i] == own && s[i + 1] == opp) {
      return s[i + 3];
    }
    return -1;
  }

  void store(long own, long opp, long meta, long count) {
    int i = index(own, opp, meta) << 2;
    long[] s = slots;
    s[i] = own;
    s[i + 1] = opp;
    s[i + 2] = meta;
    s[i + 3] = count;
  }
}
