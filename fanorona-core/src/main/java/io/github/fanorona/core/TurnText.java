package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Splits a turn's text into its possible readings. Lenient input is ambiguous in a few places (in
 * {@code f2e3a2} the {@code a2} may be a capture letter with a count or a point; in {@code
 * d5-d4-c5} the middle dash may be a separator or a withdrawal sign), so every reading is kept and
 * the legal turns decide.
 *
 * <pre>{@code
 * List<WrittenTurn> r = new TurnText("d3e3W", PointStyle.STANDARD).readings();
 * }</pre>
 */
final class TurnText {
  /** Longest turn text read; longer input is an error rather than a slow search. */
  static final int MAX_LENGTH = 200;

  private static final int MAX_READINGS = 256;

  /** Bound on the reading search, so that pathological text cannot take exponential time. */
  private static final int MAX_WORK = 20_000;

  private int work;
  private final boolean separated;

  private final String text;
  private final PointStyle style;
  private final List<WrittenTurn> readings = new ArrayList<>();
  private int errorIndex = -1;
  private String errorReason = "";

  TurnText(String text, PointStyle style) {
    this.text = text;
    this.style = style;
    this.separated = text.indexOf('-') >= 0 || text.indexOf(',') >= 0;
  }

  /**
   * Returns every structurally sound reading, the most natural first.
   *
   * @throws FanoronaParseException at the furthest point any reading reached
   */
  List<WrittenTurn> readings() {
    try {
      return read();
    } catch (FanoronaParseException e) {
      // keep the column inside the token, even for "expected more at the end"
      int column = Math.max(1, Math.min(e.column(), Math.max(1, text.length())));
      throw column == e.column() ? e : new FanoronaParseException(e.reason(), column);
    }
  }

  private List<WrittenTurn> read() {
    if (text.isEmpty()) {
      throw new FanoronaParseException("expected a turn such as 'd3-e3W', found nothing", 1);
    }
    if (text.length() > MAX_LENGTH) {
      throw new FanoronaParseException(
          "a turn is at most " + MAX_LENGTH + " characters long", MAX_LENGTH + 1);
    }
    int start = 0;
    Optional<Point> huff = Optional.empty();
    int huffColumn = 0;
    char c0 = Character.toLowerCase(text.charAt(0));
    if (c0 == 'x' && text.length() > 1 && Character.isLetter(text.charAt(1))) {
      int end = pointEnd(1);
      if (end == 1) {
        throw new FanoronaParseException("expected the huffed point after 'x'", 2);
      }
      huff = Optional.of(point(1, end));
      huffColumn = 2;
      if (end >= text.length() || text.charAt(end) != ':') {
        throw new FanoronaParseException(
            "expected ':' after the huffed point, as in 'xc3:d2-e3'", end + 1);
      }
      start = end + 1;
    }
    final Optional<Point> h = huff;
    final int hc = huffColumn;
    lex(
        start,
        new ArrayList<>(),
        false,
        false,
        marks -> readings.add(new WrittenTurn(h, hc, marks)));
    if (readings.isEmpty()) {
      throw new FanoronaParseException(errorReason, errorIndex + 1);
    }
    return readings;
  }

  private interface Sink {
    void accept(ImmutableList<WrittenTurn.Mark> marks);
  }

  private void fail(int index, String reason) {
    if (index > errorIndex) {
      errorIndex = index;
      errorReason = reason;
    }
  }

  private int pointEnd(int i) {
    if (i >= text.length() || !isAsciiLetter(text.charAt(i))) {
      return i;
    }
    int j = i + 1;
    while (j < text.length() && j - i <= 2 && isDigit(text.charAt(j))) {
      j++;
    }
    return j == i + 1 ? i : j;
  }

  private Point point(int from, int to) {
    try {
      return style.parse(text.substring(from, to));
    } catch (FanoronaParseException e) {
      throw new FanoronaParseException(e.reason(), from + Math.max(1, e.column()));
    }
  }

  private void lex(
      int i, List<WrittenTurn.Mark> marks, boolean afterComma, boolean afterPoint, Sink sink) {
    if (readings.size() >= MAX_READINGS || ++work > MAX_WORK) {
      return;
    }
    int n = text.length();
    if (i == n || (i == n - 1 && text.charAt(i) == '.' && !marks.isEmpty())) {
      if (marks.isEmpty()) {
        fail(i, "expected a point such as 'e3'");
      } else if (afterComma) {
        fail(i, "expected a point after ','");
      } else {
        sink.accept(ImmutableList.copyOf(marks));
      }
      return;
    }
    char c = text.charAt(i);
    int last = marks.size() - 1;
    boolean lastIsLanding = last >= 1 && marks.get(last).kind.isEmpty();
    if (c == ',') {
      if (marks.isEmpty() || afterComma) {
        fail(i, "unexpected ','");
        return;
      }
      lex(i + 1, marks, true, false, sink);
      return;
    }
    if (c == '+' || c == '-') {
      boolean signOk = lastIsLanding && !afterComma;
      int next = i + 1;
      boolean pointNext = next < n && pointEnd(next) > next;
      if (c == '-' && pointNext && !afterComma && !marks.isEmpty()) {
        lex(next, marks, false, false, sink); // a dash between points
      }
      if (signOk) {
        CaptureKind k = c == '+' ? CaptureKind.APPROACH : CaptureKind.WITHDRAWAL;
        List<WrittenTurn.Mark> copy = new ArrayList<>(marks);
        copy.set(last, marks.get(last).withKind(k, i + 1));
        countThen(next, copy, sink);
      } else if (!(c == '-' && pointNext && !marks.isEmpty())) {
        fail(i, "unexpected '" + c + "'");
      }
      return;
    }
    if (isAsciiLetter(c)) {
      int end = pointEnd(i);
      char u = Character.toUpperCase(c);
      boolean kindLetter = u == 'A' || u == 'W';
      boolean kindHere = kindLetter && lastIsLanding && afterPoint;
      // With separators a letter glued to a point is its capture letter ("a3-b2A1"); without any
      // ("a3b2a1") it more likely starts the next point. Both readings are tried, in that order.
      boolean kindFirst = separated;
      if (kindHere && kindFirst) {
        kindBranch(i, u, marks, sink);
      }
      if (end > i) {
        pointBranch(i, end, marks, afterComma, sink);
      }
      if (kindHere && !kindFirst) {
        kindBranch(i, u, marks, sink);
      }
      if (end == i && !kindHere) {
        fail(
            i,
            kindLetter && last == 0
                ? "'" + c + "' after the starting point: a capture letter follows a landing point"
                : "expected a point such as 'e3', found '" + c + "'");
      }
      return;
    }
    fail(i, "unexpected '" + FanoronaException.quote(String.valueOf(c)) + "'");
  }

  private void kindBranch(int i, char upper, List<WrittenTurn.Mark> marks, Sink sink) {
    int last = marks.size() - 1;
    CaptureKind k = upper == 'A' ? CaptureKind.APPROACH : CaptureKind.WITHDRAWAL;
    List<WrittenTurn.Mark> copy = new ArrayList<>(marks);
    copy.set(last, marks.get(last).withKind(k, i + 1));
    countThen(i + 1, copy, sink);
  }

  private void pointBranch(
      int i, int end, List<WrittenTurn.Mark> marks, boolean afterComma, Sink sink) {
    Point p;
    try {
      p = point(i, end);
    } catch (FanoronaParseException e) {
      fail(e.column() - 1, e.reason());
      return;
    }
    int last = marks.size() - 1;
    if (afterComma && !marks.isEmpty() && marks.get(last).point == p) {
      // "d3-e3W,e3-f4A": a full step repeats the point the chain stands on
      lex(end, marks, false, true, sink);
      return;
    }
    if (!marks.isEmpty() && !neighbours(marks.get(last).point, p)) {
      fail(i, marks.get(last).point + " and " + p + " are not neighbours");
      return;
    }
    List<WrittenTurn.Mark> copy = new ArrayList<>(marks);
    copy.add(new WrittenTurn.Mark(p, i + 1, end, Optional.empty(), 0, OptionalInt.empty(), 0));
    lex(end, copy, false, true, sink);
  }

  private void countThen(int i, List<WrittenTurn.Mark> marks, Sink sink) {
    int j = i;
    while (j < text.length() && j - i < 3 && isDigit(text.charAt(j))) {
      j++;
    }
    if (j > i) {
      int last = marks.size() - 1;
      List<WrittenTurn.Mark> copy = new ArrayList<>(marks);
      copy.set(last, marks.get(last).withCount(Integer.parseInt(text.substring(i, j)), i + 1));
      lex(j, copy, false, false, sink);
    } else {
      lex(i, marks, false, false, sink);
    }
  }

  private static boolean neighbours(Point a, Point b) {
    int dx = Math.abs(a.x() - b.x());
    int dy = Math.abs(a.y() - b.y());
    return dx <= 1 && dy <= 1 && dx + dy > 0;
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
