package io.github.fanorona.core;

/**
 * A table of perft subtree counts for one thread. Each entry keeps the node's complete state (both
 * bitboards and a word holding side, depth and the first-turn flag) next to its count, and a probe
 * compares all of it: a hash collision can only miss, never return a wrong count. Entries are
 * overwritten when their slot is needed (always-replace).
 */
final class PerftTable {
  /** 2^20 slots of four longs: 32 MiB, allocated only when hashing is asked for. */
  private static final int BITS = 20;

  private long[] slots = new long[0];
  private final int mask = (1 << BITS) - 1;

  void allocate() {
    if (slots.length == 0) {
      slots = new long[4 << BITS];
    }
  }

  void clear() {
    java.util.Arrays.fill(slots, 0);
  }

  private int index(long own, long opp, long meta) {
    long h = own * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(opp * 0xC2B2AE3D27D4EB4FL, 31) ^ meta;
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    return (int) (h >>> (64 - BITS)) & mask;
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
