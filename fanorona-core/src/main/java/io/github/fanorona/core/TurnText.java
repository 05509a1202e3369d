package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Splits a turn's text into its possible readings. Lenient input is ambiguous in a few places (in
 * {@code f2e3a2} the {@code a2} may be a capture letter with a count or a point; in {@code
 * d5-d4-c5} the middle dash may be a separator or a withdrawal sign), so every reading is kept and
 * the legal turns decide.
 *
 * <pre>{@code
 * new TurnText("f2-e3A", PointStyle.STANDARD).readings()   // [f2, e3 (approach)]
 * }</pre>
 *
 * <p>Every record's every turn passes through here, so the search allocates little: the marks of
 * the reading being tried are one array, each branch writing its own slots and putting back what it
 * replaced, and a failed branch builds its message only when it reaches further into the text than
 * any branch before it.
 */
final class TurnText {
  /** Longest turn text read; longer input is an error rather than a slow search. */
  public static final int MAX_LENGTH = 200;

  private static final int MAX_READINGS = 256;

  /** Bound on the reading search, so that pathological text cannot take exponential time. */
  private static final int MAX_WORK = 20_000;

  private int work;
  private final boolean separated;

  private final String text;
  private final PointStyle style;
  private final List<TurnReading> readings = new ArrayList<>(2);

  /** The marks of the reading being tried; slots from the current size on are free. */
  private final TurnReading.Mark[] marks;

  private Optional<Point> huff = Optional.empty();
  private int huffColumn;
  private int errorIndex = -1;
  private String errorReason = "";

  /**
   * Whether failed branches say why. The first search keeps no reasons, as most texts have a
   * reading and need none; a text with no reading is searched again with them, the same way.
   */
  private boolean explaining;

  /**
   * Prepares a text to be read.
   *
   * @param text the turn as written
   * @param style how its points are written
   */
  public TurnText(String text, PointStyle style) {
    this.text = text;
    this.style = style;
    this.separated = text.indexOf('-') >= 0 || text.indexOf(',') >= 0;
    // every mark is a point of at least two characters
    this.marks = new TurnReading.Mark[Math.min(text.length(), MAX_LENGTH) / 2 + 1];
  }

  /**
   * Returns every structurally sound reading, the most natural first.
   *
   * @return the readings, at least one
   * @throws FanoronaParseException at the furthest point any reading reached
   */
  public ImmutableList<TurnReading> readings() {
    try {
      return read();
    } catch (FanoronaParseException e) {
      // keep the column inside the token, even for "expected more at the end"
      int column = Math.max(1, Math.min(e.column(), Math.max(1, text.length())));
      throw column == e.column() ? e : new FanoronaParseException(e.reason(), column);
    }
  }

  private ImmutableList<TurnReading> read() {
    if (text.isEmpty()) {
      throw new FanoronaParseException("expected a turn such as 'd3-e3W', found nothing", 1);
    }
    if (text.length() > MAX_LENGTH) {
      throw new FanoronaParseException(
          "a turn is at most " + MAX_LENGTH + " characters long", MAX_LENGTH + 1);
    }
    int start = 0;
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
    lex(start, 0, false, false);
    if (readings.isEmpty()) {
      explaining = true;
      work = 0;
      lex(start, 0, false, false);
      throw new FanoronaParseException(errorReason, errorIndex + 1);
    }
    return ImmutableList.copyOf(readings);
  }

  /** Whether a failure at {@code index} reaches further than any before, so its reason counts. */
  private boolean further(int index) {
    return explaining && index > errorIndex;
  }

  private void fail(int index, String reason) {
    if (further(index)) {
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

  /** The point named by {@code text[from, to)}, an ASCII letter and one or two digits. */
  private Point point(int from, int to) {
    if (style == PointStyle.STANDARD && text.charAt(from + 1) != '0') {
      // the common case read in place; anything Point.parse would refuse goes the long way
      int row = text.charAt(from + 1) - '0';
      if (to - from == 3) {
        row = row * 10 + text.charAt(from + 2) - '0';
      }
      if (row <= Point.MAX_ROWS) {
        return Point.of(Character.toLowerCase(text.charAt(from)) - 'a', row - 1);
      }
    }
    try {
      return style.parse(text.substring(from, to));
    } catch (FanoronaParseException e) {
      throw new FanoronaParseException(e.reason(), from + Math.max(1, e.column()));
    }
  }

  private void lex(int i, int size, boolean afterComma, boolean afterPoint) {
    if (readings.size() >= MAX_READINGS || ++work > MAX_WORK) {
      return;
    }
    int n = text.length();
    if (i == n || (i == n - 1 && text.charAt(i) == '.' && size > 0)) {
      if (size == 0) {
        fail(i, "expected a point such as 'e3'");
      } else if (afterComma) {
        fail(i, "expected a point after ','");
      } else {
        readings.add(new TurnReading(huff, huffColumn, taken(size)));
      }
      return;
    }
    char c = text.charAt(i);
    boolean lastIsLanding = size >= 2 && marks[size - 1].kind().isEmpty();
    if (c == ',') {
      if (size == 0 || afterComma) {
        fail(i, "unexpected ','");
        return;
      }
      lex(i + 1, size, true, false);
      return;
    }
    if (c == '+' || c == '-') {
      boolean signOk = lastIsLanding && !afterComma;
      int next = i + 1;
      boolean pointNext = next < n && pointEnd(next) > next;
      if (c == '-' && pointNext && !afterComma && size > 0) {
        lex(next, size, false, false); // a dash between points
      }
      if (signOk) {
        kindThen(c == '+' ? CaptureKind.APPROACH : CaptureKind.WITHDRAWAL, i, size);
      } else if (!(c == '-' && pointNext && size > 0) && further(i)) {
        fail(i, "unexpected '" + c + "'");
      }
      return;
    }
    if (isAsciiLetter(c)) {
      int end = pointEnd(i);
      char u = Character.toUpperCase(c);
      boolean kindLetter = u == 'A' || u == 'W';
      boolean kindHere = kindLetter && lastIsLanding && afterPoint;
      CaptureKind k = u == 'A' ? CaptureKind.APPROACH : CaptureKind.WITHDRAWAL;
      // With separators a letter glued to a point is its capture letter ("a3-b2A1"); without any
      // ("a3b2a1") it more likely starts the next point. Both readings are tried, in that order.
      boolean kindFirst = separated;
      if (kindHere && kindFirst) {
        kindThen(k, i, size);
      }
      if (end > i) {
        pointBranch(i, end, size, afterComma);
      }
      if (kindHere && !kindFirst) {
        kindThen(k, i, size);
      }
      if (end == i && !kindHere && further(i)) {
        fail(
            i,
            kindLetter && size == 1
                ? "'" + c + "' after the starting point: a capture letter follows a landing point"
                : "expected a point such as 'e3', found '" + c + "'");
      }
      return;
    }
    if (further(i)) {
      fail(i, "unexpected '" + FanoronaException.quote(String.valueOf(c)) + "'");
    }
  }

  /** The first {@code size} marks, copied once (a turn has a few). */
  private ImmutableList<TurnReading.Mark> taken(int size) {
    return switch (size) {
      case 1 -> ImmutableList.of(marks[0]);
      case 2 -> ImmutableList.of(marks[0], marks[1]);
      case 3 -> ImmutableList.of(marks[0], marks[1], marks[2]);
      default -> {
        ImmutableList.Builder<TurnReading.Mark> out = ImmutableList.builderWithExpectedSize(size);
        for (int i = 0; i < size; i++) {
          out.add(marks[i]);
        }
        yield out.build();
      }
    };
  }

  /** Reads on with the capture kind written at {@code i} on the last landing, then its count. */
  private void kindThen(CaptureKind k, int i, int size) {
    TurnReading.Mark landing = marks[size - 1];
    marks[size - 1] = landing.withKind(k, i + 1);
    countThen(i + 1, size);
    marks[size - 1] = landing;
  }

  private void pointBranch(int i, int end, int size, boolean afterComma) {
    Point p;
    try {
      p = point(i, end);
    } catch (FanoronaParseException e) {
      fail(e.column() - 1, e.reason());
      return;
    }
    if (afterComma && size > 0 && marks[size - 1].point() == p) {
      // "d3-e3W,e3-f4A": a full step repeats the point the chain stands on
      lex(end, size, false, true);
      return;
    }
    if (size > 0 && !neighbours(marks[size - 1].point(), p)) {
      if (further(i)) {
        fail(i, marks[size - 1].point() + " and " + p + " are not neighbours");
      }
      return;
    }
    marks[size] = TurnReading.Mark.at(p, i + 1, end);
    lex(end, size + 1, false, true);
  }

  private void countThen(int i, int size) {
    int j = i;
    int count = 0;
    while (j < text.length() && j - i < 3 && isDigit(text.charAt(j))) {
      count = count * 10 + text.charAt(j) - '0';
      j++;
    }
    if (j > i) {
      TurnReading.Mark kind = marks[size - 1];
      marks[size - 1] = kind.withCount(count, i + 1);
      lex(j, size, false, false);
      marks[size - 1] = kind;
    } else {
      lex(i, size, false, false);
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
