package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One reading of a turn's text before it is matched against the legal turns: the huffed point, the
 * origin and the landing points with the capture letters and counts written after them. A {@link
 * WrittenTurn} holds every reading its text allows.
 *
 * <pre>{@code
 * // "d5d4+,c5-" reads as origin d5, landing d4 (approach), landing c5 (withdrawal)
 * }</pre>
 *
 * @param huff the point huffed before the turn, if the text names one
 * @param huffColumn the 1-based column of the huffed point, 0 without one
 * @param marks the origin first, then the landing points
 */
record TurnReading(Optional<Point> huff, int huffColumn, ImmutableList<Mark> marks) {
  /**
   * A point in the text with what was written after it; columns are 1-based, 0 where nothing was
   * written.
   *
   * @param point the point
   * @param column where its name starts
   * @param endColumn where its name ends
   * @param kind the capture letter or sign written after it, if any
   * @param kindColumn where that letter stands
   * @param count the stone count written after the letter, if any
   * @param countColumn where that count starts
   */
  public record Mark(
      Point point,
      int column,
      int endColumn,
      Optional<CaptureKind> kind,
      int kindColumn,
      OptionalInt count,
      int countColumn) {

    // Every turn of every record is read into marks: the optional parts come from constants
    // where they can, rather than a new one per mark.
    private static final Optional<CaptureKind> APPROACH = Optional.of(CaptureKind.APPROACH);
    private static final Optional<CaptureKind> WITHDRAWAL = Optional.of(CaptureKind.WITHDRAWAL);
    private static final OptionalInt[] COUNTS = new OptionalInt[32];

    static {
      for (int i = 0; i < COUNTS.length; i++) {
        COUNTS[i] = OptionalInt.of(i);
      }
    }

    /**
     * A point with nothing written after it.
     *
     * @param point the point
     * @param column where its name starts
     * @param endColumn where its name ends
     * @return the mark
     */
    public static Mark at(Point point, int column, int endColumn) {
      return new Mark(point, column, endColumn, Optional.empty(), 0, OptionalInt.empty(), 0);
    }

    /**
     * This mark with a capture letter written after it.
     *
     * @param k the capture kind the letter names
     * @param col where the letter stands
     * @return the mark
     */
    public Mark withKind(CaptureKind k, int col) {
      Optional<CaptureKind> written = k == CaptureKind.APPROACH ? APPROACH : WITHDRAWAL;
      return new Mark(point, column, endColumn, written, col, count, countColumn);
    }

    /**
     * This mark with a stone count written after its letter.
     *
     * @param n the count
     * @param col where the count starts
     * @return the mark
     */
    public Mark withCount(int n, int col) {
      OptionalInt written = n >= 0 && n < COUNTS.length ? COUNTS[n] : OptionalInt.of(n);
      return new Mark(point, column, endColumn, kind, kindColumn, written, col);
    }
  }

  /** {@return the origin: the first point written} */
  public Mark origin() {
    return marks.get(0);
  }
}
