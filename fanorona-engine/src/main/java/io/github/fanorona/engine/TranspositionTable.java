package io.github.fanorona.engine;

/**
 * A fixed-size, always-replace table of search results keyed by a position's Zobrist key (mixed
 * with the no-capture counter where the counter can still matter): for each entry the score, the
 * depth it was searched to, whether the score is exact or a bound, and the key of the best child
 * found, which orders that child first next time. One search owns one table; it is not shared
 * between threads.
 */
final class TranspositionTable {
  static final int EXACT = 0;
  static final int LOWER = 1;
  static final int UPPER = 2;

  private final long[] keys;
  private final long[] data;
  private final long[] bestChild;
  private final int mask;

  TranspositionTable(int bits) {
    int size = 1 << bits;
    keys = new long[size];
    data = new long[size];
    bestChild = new long[size];
    mask = size - 1;
  }

  /** Returns the slot holding this key, or -1. */
  int find(long key) {
    int slot = (int) (key ^ (key >>> 32)) & mask;
    // A zero data word marks an empty slot; stored entries always have a depth of at least 1.
    return keys[slot] == key && data[slot] != 0 ? slot : -1;
  }

  void store(long key, int depth, int bound, int score, long child) {
    int slot = (int) (key ^ (key >>> 32)) & mask;
    keys[slot] = key;
    data[slot] = ((long) score << 32) | ((long) bound << 16) | depth;
    bestChild[slot] = child;
  }

  int score(int slot) {
    return (int) (data[slot] >> 32);
  }

  int depth(int slot) {
    return (int) (data[slot] & 0xFFFF);
  }

  int bound(int slot) {
    return (int) ((data[slot] >>> 16) & 0xFFFF);
  }

  long bestChild(int slot) {
    return bestChild[slot];
  }
}
