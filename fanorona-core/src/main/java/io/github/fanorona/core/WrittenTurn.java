package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One reading of a turn's text before it is matched against the legal turns: the huffed point, the
 * origin and the landing points with the capture letters and counts written after them.
 *
 * <pre>{@code
 * // "d5d4+,c5-" reads as origin d5, landing d4 (approach), landing c5 (withdrawal)
 * }</pre>
 */
final class WrittenTurn {
  /** A point in the text with what was written after it. */
  static final class Mark {
    final Point point;
    final int column;
    final int endColumn;
    final Optional<CaptureKind> kind;
    final int kindColumn;
    final OptionalInt count;
    final int countColumn;

    Mark(
        Point point,
        int column,
        int endColumn,
        Optional<CaptureKind> kind,
        int kindColumn,
        OptionalInt count,
        int countColumn) {
      this.point = point;
      this.column = column;
      this.endColumn = endColumn;
      this.kind = kind;
      this.kindColumn = kindColumn;
      this.count = count;
      this.countColumn = countColumn;
    }

    Mark withKind(CaptureKind k, int col) {
      return new Mark(point, column, endColumn, Optional.of(k), col, count, countColumn);
    }

    Mark withCount(int n, int col) {
      return new Mark(point, column, endColumn, kind, kindColumn, OptionalInt.of(n), col);
    }
  }

  final Optional<Point> huff;
  final int huffColumn;
  final ImmutableList<Mark> marks;

  WrittenTurn(Optional<Point> huff, int huffColumn, ImmutableList<Mark> marks) {
    this.huff = huff;
    this.huffColumn = huffColumn;
    this.marks = marks;
  }

  Mark origin() {
    return marks.get(0);
  }

  int stepCount() {
    return marks.size() - 1;
  }
}
