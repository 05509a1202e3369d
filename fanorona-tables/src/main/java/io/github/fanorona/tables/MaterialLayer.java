package io.github.fanorona.tables;

import io.github.fanorona.core.Geometry;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.jspecify.annotations.Nullable;

/**
 * The solver's table of one material: the positions where the side to move has {@code mover} stones
 * and its opponent {@code opponent}, numbered by a {@link StateIndex} in which the side to move
 * plays White. The table holds either every position of the material or a subset (the reachable
 * ones), kept as a bitset over the index with a rank directory, so that a member's slot in {@link
 * #values} is found in constant time. Values are {@link Verdict} codes; while the layer is being
 * solved, a negative value is minus the number of unresolved successors of a position without
 * captures.
 *
 * <pre>{@code
 * MaterialLayer l = new MaterialLayer(Geometry.of(3, 3), 1, 1, true);
 * l.seal();
 * l.count();   // 72: one stone against one on nine points
 * }</pre>
 */
final class MaterialLayer {
  private static final VarHandle WORDS = MethodHandles.arrayElementVarHandle(long[].class);
  private static final int BLOCK_SHIFT = 3;

  final int mover;
  final int opponent;
  final StateIndex index;

  /** One bit per index, the members; null when every position of the material is a member. */
  private long @Nullable [] bits;

  /** Members before each block of 8 words. */
  private int[] directory = new int[0];

  private int count;
  short[] values = new short[0];

  /**
   * An empty layer of a material, or one holding every position of it.
   *
   * @param geometry the board
   * @param mover the stones of the side to move
   * @param opponent the other side's
   * @param everyPosition whether every position is a member (no {@link #add} then)
   * @throws IllegalArgumentException if the material has too many positions for one layer
   */
  public MaterialLayer(Geometry geometry, int mover, int opponent, boolean everyPosition) {
    this.mover = mover;
    this.opponent = opponent;
    this.index = StateIndex.of(geometry, mover, opponent);
    long size = index.perSide();
    if (size > Integer.MAX_VALUE - 64L) {
      throw new IllegalArgumentException(
          "too many positions of " + mover + " against " + opponent + " stones on " + geometry);
    }
    if (everyPosition) {
      count = (int) size;
    } else {
      bits = new long[(int) ((size + 63) >>> 6)];
    }
  }

  /** The number of index slots, members or not. */
  long size() {
    return index.perSide();
  }

  boolean everyPosition() {
    return bits == null;
  }

  long[] bits() {
    long[] b = bits;
    if (b == null) {
      throw new IllegalStateException("a layer of every position has no member bits");
    }
    return b;
  }

  /**
   * Marks an index as a member, from any thread.
   *
   * @param i an index of {@link #index()}, below {@code index().perSide()}
   * @return true if it was not a member yet
   * @throws IllegalStateException if the layer holds every position
   */
  public boolean add(long i) {
    long bit = 1L << i;
    long old = (long) WORDS.getAndBitwiseOr(bits(), (int) (i >>> 6), bit);
    return (old & bit) == 0;
  }

  /** The members so far: set bits, or every position. */
  long members() {
    long[] b = bits;
    if (b == null) {
      return count;
    }
    long n = 0;
    for (long word : b) {
      n += Long.bitCount(word);
    }
    return n;
  }

  /** Fixes the members and allocates the values: called once, after the last {@link #add}. */
  public void seal() {
    long[] b = bits;
    if (b != null) {
      directory = new int[(b.length >>> BLOCK_SHIFT) + 1];
      long total = 0;
      for (int w = 0; w < b.length; w++) {
        if ((w & ((1 << BLOCK_SHIFT) - 1)) == 0) {
          directory[w >>> BLOCK_SHIFT] = (int) total;
        }
        total += Long.bitCount(b[w]);
      }
      if (total > Integer.MAX_VALUE - 64L) {
        throw new IllegalArgumentException("too many reachable positions in one layer: " + total);
      }
      count = (int) total;
    }
    values = new short[count];
  }

  /** {@return the members, known once the layer is sealed} */
  public int count() {
    return count;
  }

  /** {@return the stones of the side to move} */
  public int mover() {
    return mover;
  }

  /** {@return the stones of its opponent} */
  public int opponent() {
    return opponent;
  }

  /** {@return the index that numbers the layer's positions, the side to move as White} */
  public StateIndex index() {
    return index;
  }

  /**
   * {@return the verdict codes of the members, in index order: the array itself, not a copy, since
   * the solver fills it in place}
   */
  public short[] values() {
    return values;
  }

  /** The slot of the member at an index, or -1 if the index is not a member. */
  int slot(long i) {
    long[] b = bits;
    if (b == null) {
      return (int) i;
    }
    int w = (int) (i >>> 6);
    long word = b[w];
    if (((word >>> i) & 1) == 0) {
      return -1;
    }
    return slotOfWord(w) + Long.bitCount(word & ((1L << i) - 1));
  }

  /** The slot of the first member at or after word {@code w}. */
  int slotOfWord(int w) {
    long[] b = bits;
    if (b == null) {
      return w * 64;
    }
    int s = directory[w >>> BLOCK_SHIFT];
    for (int k = w & ~((1 << BLOCK_SHIFT) - 1); k < w; k++) {
      s += Long.bitCount(b[k]);
    }
    return s;
  }

  /**
   * Returns the verdict code of a position of this material.
   *
   * @param moverStones the stones of the side to move
   * @param opponentStones the other side's
   * @return the code, or -1 if the position is not a member
   */
  public int code(long moverStones, long opponentStones) {
    int s = slot(index.rankUnchecked(moverStones, opponentStones));
    return s < 0 ? -1 : values[s];
  }

  @Override
  public String toString() {
    return mover + "v" + opponent;
  }
}
