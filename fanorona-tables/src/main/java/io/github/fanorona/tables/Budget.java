package io.github.fanorona.tables;

import io.github.fanorona.core.Geometry;
import java.util.Locale;

/**
 * The memory a solve has claimed so far against the heap, checked before each large allocation: a
 * solve that cannot fit fails with one clear {@link IllegalArgumentException}, not with an {@link
 * OutOfMemoryError} some seconds in.
 *
 * <pre>{@code
 * new Budget(Geometry.of(5, 5), 6, 6, 1L << 30).reserve(2e9, 0);
 * // throws IllegalArgumentException:
 * // "5x5 from 6 against 6 stones needs 2.00 GB (...), more than 0.97 GB of the 1.07 GB heap; ..."
 * }</pre>
 */
final class Budget {
  private final Geometry geometry;
  private final int own;
  private final int opp;
  private final double limit;
  private double claimed;

  /**
   * A budget for a solve from {@code own} against {@code opp} stones.
   *
   * @param geometry the board, for the message
   * @param own the stones of the side to move at the start
   * @param opp the other side's
   * @param heap the heap's size in bytes
   */
  public Budget(Geometry geometry, int own, int opp, long heap) {
    this.geometry = geometry;
    this.own = own;
    this.opp = opp;
    // A tenth of the heap stays free for the rest of the program and the collector's slack.
    this.limit = heap * 0.9;
  }

  /**
   * Claims {@code bytes} more.
   *
   * @param bytes the bytes about to be allocated
   * @param reachable how many positions have values so far, for the message
   * @throws IllegalArgumentException if the solve no longer fits
   */
  public synchronized void reserve(double bytes, long reachable) {
    claimed += bytes;
    if (claimed > limit) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "%s from %d against %d stones needs %s (its member and frontier bits, and 2 bytes"
                  + " for each of the %d reachable positions found so far), more than %s of the"
                  + " %s heap; try a bounded search (solve --depth N) or a bigger -Xmx",
              geometry,
              own,
              opp,
              gigabytes(claimed),
              reachable,
              gigabytes(limit),
              gigabytes(limit / 0.9)));
    }
  }

  private static String gigabytes(double bytes) {
    return bytes < 1e12
        ? String.format(Locale.ROOT, "%.2f GB", bytes / 1e9)
        : String.format(Locale.ROOT, "%.2g GB", bytes / 1e9);
  }
}
