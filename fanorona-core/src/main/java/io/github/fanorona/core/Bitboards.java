package io.github.fanorona.core;

import com.google.common.collect.ImmutableSet;

/** Small helpers for bitboards; internal because the public API speaks in points. */
final class Bitboards {
  private Bitboards() {}

  /**
   * Returns the points of a mask.
   *
   * @param g the board
   * @param mask bit {@code index} for each point
   * @return the points, in index order
   */
  public static ImmutableSet<Point> points(Geometry g, long mask) {
    ImmutableSet.Builder<Point> out = ImmutableSet.builder();
    for (long m = mask; m != 0; m &= m - 1) {
      out.add(g.point(Long.numberOfTrailingZeros(m)));
    }
    return out.build();
  }

  static long bit(int index) {
    return 1L << index;
  }

  /** Points q whose neighbour q + shift is in {@code mask}. */
  static long back(long mask, int shift) {
    return shift > 0 ? mask >>> shift : mask << -shift;
  }

  /** Points q whose neighbour q - shift is in {@code mask}. */
  static long forward(long mask, int shift) {
    return shift > 0 ? mask << shift : mask >>> -shift;
  }
}
