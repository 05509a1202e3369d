package io.github.fanorona.engine;

import io.github.fanorona.core.Geometry;

/**
 * The fast search's transposition table: buckets of two entries, the first kept for the deepest
 * result (depth-preferred), the second replaced by every store that does not go to the first, so
 * that deep results survive and recent shallow ones are still found. An entry holds the score, its
 * bound, the depth searched and the Zobrist key of the best child found (the hash turn, tried first
 * next time). The threads of one search share a table without locks: each entry's check word is its
 * key mixed with its two data words, so an entry torn by two threads storing at once reads as
 * absent instead of as a wrong score.
 */
final class ScoreTable {
  static final int EXACT = 0;
  static final int LOWER = 1;
  static final int UPPER = 2;

  private final long[] checks;
  private final long[] data;
  private final long[] best;
  private final int mask;
  private final int bits;

  /**
   * Makes an empty table.
   *
   * @param bits the table holds 2^bits entries
   */
  public ScoreTable(int bits) {
    this.bits = bits;
    int size = 1 << bits;
    checks = new long[size];
    data = new long[size];
    best = new long[size];
    mask = (size - 1) & ~1;
  }

  private Geometry geometry = Geometry.of(1, 1);

  /** {@return the board of the keys held (for a table kept from one search to the next)} */
  public Geometry geometry() {
    return geometry;
  }

  /**
   * Sets the board of the keys held.
   *
   * @param g the board
   */
  public void setGeometry(Geometry g) {
    geometry = g;
  }

  /** {@return the table's size: it holds 2^bits entries} */
  public int bits() {
    return bits;
  }

  /** Returns the slot holding this key, or -1. */
  int find(long key) {
    int slot = bucket(key);
    for (int i = slot; i < slot + 2; i++) {
      long d = data[i];
      long b = best[i];
      if (d != 0 && (checks[i] ^ d ^ b) == key) {
        return i;
      }
    }
    return -1;
  }

  private int bucket(long key) {
    return (int) (key ^ (key >>> 29)) & mask;
  }

  void store(long key, int depth, int bound, int score, long child) {
    int slot = bucket(key);
    long d0 = data[slot];
    boolean first = d0 == 0 || (checks[slot] ^ d0 ^ best[slot]) == key || depth(d0) <= depth;
    int i = first ? slot : slot + 1;
    long d = ((long) score << 32) | ((long) bound << 16) | (depth + 1);
    data[i] = d;
    best[i] = child;
    checks[i] = key ^ d ^ child;
  }

  private static int depth(long d) {
    return (int) (d & 0xFFFF) - 1;
  }

  /** The data word of a slot, read once so that its fields agree. */
  long entry(int slot) {
    return data[slot];
  }

  long bestChild(int slot) {
    return best[slot];
  }

  static int score(long entry) {
    return (int) (entry >> 32);
  }

  static int depthOf(long entry) {
    return depth(entry);
  }

  static int bound(long entry) {
    return (int) ((entry >>> 16) & 0xFFFF);
  }
}
