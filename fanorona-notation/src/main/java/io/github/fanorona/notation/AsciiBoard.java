package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The board drawing that Richard's PBeM Server (gamerz.net) mails back after every move, for a
 * position on a board of any size. The standard start looks like this:
 *
 * <pre>
 *     a   b   c   d   e   f   g   h   i
 *  5  #---#---#---#---#---#---#---#---#  5   Black (b)
 *     | \ | / | \ | / | \ | / | \ | / |
 *  4  #---#---#---#---#---#---#---#---#  4
 *     | / | \ | / | \ | / | \ | / | \ |
 *  3  #---O---#---O---*---#---O---#---O  3
 *     | \ | / | \ | / | \ | / | \ | / |
 *  2  O---O---O---O---O---O---O---O---O  2
 *     | / | \ | / | \ | / | \ | / | \ |
 *  1  O---O---O---O---O---O---O---O---O  1   White (a)
 *     a   b   c   d   e   f   g   h   i
 * </pre>
 *
 * <p>{@code O} is a White stone, {@code #} a Black stone, {@code *} an empty strong point (one with
 * diagonal lines) and {@code +} an empty weak point. Every square of the board carries exactly one
 * diagonal, the one joining its two strong corners, so {@code \} and {@code /} alternate. The
 * server calls White player {@code a} and Black player {@code b}.
 *
 * <p>A drawing shows stones only: the side to move, the counters, stones in hand and huffable marks
 * are not in it, so {@link #parse(String, Side)} takes the side to move and returns a position with
 * counters at their start values. Compare stones with {@link #mismatch(Position, Position)}.
 *
 * <pre>{@code
 * String drawing = AsciiBoard.draw(Variant.sivy().start());
 * Position back = AsciiBoard.parse(drawing, Side.WHITE);
 * AsciiBoard.mismatch(back, Variant.sivy().start());   // Optional.empty
 * }</pre>
 *
 * <p>Thread safety: Static methods only, thread-safe.
 *
 * @since 1.0.0
 */
public final class AsciiBoard {
  /** The label the server prints beside the top row. */
  public static final String BLACK_LABEL = "Black (b)";

  /** The label the server prints beside the bottom row. */
  public static final String WHITE_LABEL = "White (a)";

  /** Characters from the start of a line to the first point: a row number and two spaces. */
  private static final int MARGIN = 4;

  private AsciiBoard() {}

  /**
   * Draws a position the way the Gamerz server does. Lines end with {@code \n}, including the last;
   * no line has trailing spaces.
   *
   * <pre>{@code
   * AsciiBoard.draw(Position.parse("3/1W1/B2 w"));
   * //     a   b   c
   * //  3  *---+---*  3   Black (b)
   * //     | \ | / |
   * //  2  +---O---+  2
   * //     | / | \ |
   * //  1  #---+---*  1   White (a)
   * //     a   b   c
   * }</pre>
   *
   * @param position any position, on any board
   * @return the drawing
   */
  public static String draw(Position position) {
    Geometry g = position.geometry();
    int w = g.width();
    int h = g.height();
    StringBuilder sb = new StringBuilder();
    columnLetters(sb, w);
    for (int y = h - 1; y >= 0; y--) {
      sb.append(y + 1 < 10 ? " " : "").append(y + 1).append("  ");
      for (int x = 0; x < w; x++) {
        if (x > 0) {
          sb.append("---");
        }
        sb.append(symbol(position, Point.of(x, y)));
      }
      sb.append("  ").append(y + 1);
      String label = label(y, h);
      if (!label.isEmpty()) {
        sb.append(y + 1 < 10 ? "   " : "  ").append(label);
      }
      sb.append('\n');
      if (y > 0) {
        sb.append(" ".repeat(MARGIN)).append('|');
        for (int x = 0; x + 1 < w; x++) {
          sb.append(' ').append(diagonal(x, y - 1)).append(" |");
        }
        sb.append('\n');
      }
    }
    columnLetters(sb, w);
    return sb.toString();
  }

  /**
   * Reads a drawing back into a position with the given side to move. The board size comes from the
   * drawing: its column letters and its top row number. The reader is lenient about what surrounds
   * the board (indentation, trailing spaces, blank lines before and after, the row numbers and
   * player labels to the right of the rows, a missing bottom line of letters) and strict about the
   * board itself, so that a drawing copied from a record can be checked against the replayed
   * position.
   *
   * <pre>{@code
   * Position p = AsciiBoard.parse(drawing, Side.BLACK);
   * p.stoneAt(Point.parse("e3"));   // Optional[White] if the drawing shows an O there
   * }</pre>
   *
   * @param drawing the drawing, lines separated by {@code \n}, {@code \r\n} or {@code \r}
   * @param sideToMove the side to move in the returned position
   * @return the position drawn, with 0 half-moves since capture and turn number 1
   * @throws FanoronaParseException with the line and column (counted in {@code drawing}, from 1) of
   *     the first character that does not fit, naming what was expected there
   */
  public static Position parse(String drawing, Side sideToMove) {
    return new Reader(drawing).read(sideToMove);
  }

  /**
   * Compares the stones of two positions on the same board and describes the first point where they
   * differ, scanning like the drawing (top row first, left to right). Side to move and counters are
   * ignored, since a drawing does not show them.
   *
   * <pre>{@code
   * AsciiBoard.mismatch(AsciiBoard.parse(drawing, Side.WHITE), game.position())
   * // Optional[e3: the drawing shows a White stone, the position has none]
   * }</pre>
   *
   * @param drawn the position read from a drawing
   * @param actual the position it should show, for example one replayed from a record
   * @return a message naming the first point that differs, or empty if the stones agree
   */
  public static Optional<String> mismatch(Position drawn, Position actual) {
    Geometry g = drawn.geometry();
    if (g != actual.geometry()) {
      return Optional.of(
          "the drawing shows a "
              + g
              + " board, the position is on a "
              + actual.geometry()
              + " board");
    }
    for (int y = g.height() - 1; y >= 0; y--) {
      for (int x = 0; x < g.width(); x++) {
        Point p = Point.of(x, y);
        Optional<Side> a = drawn.stoneAt(p);
        Optional<Side> b = actual.stoneAt(p);
        if (!a.equals(b)) {
          return Optional.of(
              p + ": the drawing shows " + describe(a) + ", the position has " + describe(b));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Returns whether a line is a row of column letters ({@code a b c ...}, at least two, any
   * indentation, trailing spaces allowed), the line that opens and closes a drawing. Record readers
   * use it to find a drawing among other lines.
   *
   * <pre>{@code
   * AsciiBoard.isColumnLetters("    a   b   c   d   e");   // true
   * AsciiBoard.isColumnLetters("1. f2-e3A d5-d4A");        // false
   * }</pre>
   *
   * @param line one line of text, without its line break
   * @return true if it lists the column letters from {@code a}
   */
  static boolean isColumnLetters(String line) {
    String s = line.strip();
    if (s.length() < 5 || s.length() % 4 != 1 || s.length() > 4 * Point.MAX_COLUMNS - 3) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char expected = i % 4 == 0 ? (char) ('a' + i / 4) : ' ';
      if (Character.toLowerCase(s.charAt(i)) != expected) {
        return false;
      }
    }
    return true;
  }

  private static String describe(Optional<Side> stone) {
    return stone.map(s -> "a " + s.displayName() + " stone").orElse("no stone");
  }

  private static void columnLetters(StringBuilder sb, int width) {
    sb.append(" ".repeat(MARGIN));
    for (int x = 0; x < width; x++) {
      if (x > 0) {
        sb.append("   ");
      }
      sb.append((char) ('a' + x));
    }
    sb.append('\n');
  }

  private static String label(int y, int height) {
    if (height == 1) {
      return BLACK_LABEL + "  " + WHITE_LABEL;
    }
    return y == height - 1 ? BLACK_LABEL : y == 0 ? WHITE_LABEL : "";
  }

  /** The diagonal of the square whose lower-left corner is (x, y): it joins the strong corners. */
  static char diagonal(int x, int y) {
    return ((x + y) & 1) == 0 ? '/' : '\\';
  }

  static char symbol(Position position, Point p) {
    Optional<Side> stone = position.stoneAt(p);
    if (stone.isPresent()) {
      return stone.get() == Side.WHITE ? 'O' : '#';
    }
    return position.geometry().isStrong(p) ? '*' : '+';
  }

  /** One pass over the lines of a drawing; keeps the place for error messages. */
  private static final class Reader {
    private final List<String> lines = new ArrayList<>();
    private int at;
    private int left;
    private int width;

    Reader(String drawing) {
      for (String line : TextScan.lines(drawing)) {
        lines.add(line.stripTrailing());
      }
      while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
        lines.remove(lines.size() - 1);
      }
    }

    Position read(Side sideToMove) {
      while (at < lines.size() && lines.get(at).isEmpty()) {
        at++;
      }
      if (at >= lines.size()) {
        throw new FanoronaParseException("expected a board drawing, found nothing", 1, 1, 0);
      }
      readHeader();
      int top = readRowNumber();
      if ((long) top * width > 64) {
        throw error(
            firstNonSpace(lines.get(at)) + 1,
            "a board holds at most 64 points, not " + width + "x" + top);
      }
      Geometry g = Geometry.of(width, top);
      List<Point> white = new ArrayList<>();
      List<Point> black = new ArrayList<>();
      for (int y = top - 1; y >= 0; y--) {
        if (y < top - 1) {
          expectRowNumber(y + 1);
        }
        for (int x = 0; x < width; x++) {
          Point p = Point.of(x, y);
          char c = charAt(col(x));
          if (c == 'O') {
            white.add(p);
          } else if (c == '#') {
            black.add(p);
          } else if (c != (g.isStrong(p) ? '*' : '+')) {
            throw error(
                col(x) + 1,
                "expected 'O', '#' or "
                    + (g.isStrong(p) ? "'*' (an empty strong point)" : "'+' (an empty weak point)")
                    + " at "
                    + p
                    + ", found "
                    + show(c));
          }
          if (x + 1 < width) {
            expect(col(x) + 1, "---", "the line to " + Point.of(x + 1, y));
          }
        }
        readRowEnd(y + 1);
        at++;
        if (y > 0) {
          readConnectors(y - 1);
          at++;
        }
      }
      readFooter();
      return Position.of(g, white, black, sideToMove);
    }

    private void readHeader() {
      String line = lines.get(at);
      left = firstNonSpace(line) - MARGIN;
      if (left < 0 || Character.toLowerCase(line.charAt(left + MARGIN)) != 'a') {
        throw error(
            firstNonSpace(line) + 1,
            "expected the column letters 'a   b   c ...' above the board, indented by 4, found "
                + show(line.charAt(firstNonSpace(line))));
      }
      width = readLetters(line, true);
      at++;
    }

    private int readLetters(String line, boolean header) {
      int n = 0;
      while (n < Point.MAX_COLUMNS
          && left + MARGIN + 4 * n < line.length()
          && Character.toLowerCase(line.charAt(left + MARGIN + 4 * n)) == 'a' + n) {
        if (n > 0) {
          expect(left + MARGIN + 4 * n - 3, "   ", "three spaces between column letters");
        }
        n++;
      }
      int end = left + MARGIN + 4 * n - 3;
      if (!header && n != width) {
        throw error(
            Math.min(line.length(), left + MARGIN + 4 * n) + 1,
            "expected the column letters a-" + (char) ('a' + width - 1) + " below the board");
      }
      if (end < line.length()) {
        throw error(
            end + 1,
            "expected the end of the line after the column letters, found "
                + show(line.charAt(end)));
      }
      return n;
    }

    private int readRowNumber() {
      if (at == lines.size()) {
        throw error(1, "expected the top row of the board, found the end of the drawing");
      }
      String line = lines.get(at);
      String prefix = line.substring(0, Math.min(line.length(), left + MARGIN)).strip();
      int column = firstNonSpace(line) + 1;
      if (prefix.isEmpty() || prefix.length() > 2 || !prefix.chars().allMatch(Character::isDigit)) {
        throw error(column, "expected the number of the top row before the board");
      }
      int top = Integer.parseInt(prefix);
      if (top < 1) {
        throw error(column, "expected a row number from 1 up, found 0");
      }
      return top;
    }

    private void expectRowNumber(int row) {
      if (at == lines.size()) {
        throw error(1, "expected row " + row + ", found the end of the drawing");
      }
      String line = lines.get(at);
      String prefix = line.substring(0, Math.min(line.length(), left + MARGIN)).strip();
      if (!prefix.equals(Integer.toString(row))) {
        throw error(firstNonSpace(line) + 1, "expected row number " + row + " before the row");
      }
    }

    private void readRowEnd(int row) {
      String line = lines.get(at);
      int end = col(width - 1) + 1;
      if (end >= line.length()) {
        return;
      }
      if (line.charAt(end) != ' ') {
        throw error(end + 1, "expected a space after the last point of row " + row);
      }
      String rest = line.substring(end).strip();
      int space = rest.indexOf(' ');
      String number = space < 0 ? rest : rest.substring(0, space);
      if (!number.equals(Integer.toString(row))) {
        throw error(
            line.indexOf(number, end) + 1,
            "expected row number " + row + " after the row, found '" + number + "'");
      }
    }

    private void readConnectors(int lowerRow) {
      if (at == lines.size()) {
        throw error(1, "expected the lines between rows, found the end of the drawing");
      }
      for (int x = 0; x < width; x++) {
        int c = col(x);
        String between = "row " + (lowerRow + 2) + " and row " + (lowerRow + 1);
        expect(c, "|", "the line of column " + (char) ('a' + x) + " between " + between);
        if (x + 1 < width) {
          char d = diagonal(x, lowerRow);
          expect(c + 1, " " + d + " ", "the diagonal between " + between);
        }
      }
      String line = lines.get(at);
      int end = col(width - 1) + 1;
      if (end < line.length()) {
        throw error(end + 1, "expected the end of the line, found " + show(line.charAt(end)));
      }
      if (!line.substring(0, left + MARGIN).isBlank()) {
        throw error(firstNonSpace(line) + 1, "expected spaces before the lines between rows");
      }
    }

    private void readFooter() {
      if (at < lines.size() && !lines.get(at).isEmpty()) {
        String line = lines.get(at);
        if (firstNonSpace(line) != left + MARGIN) {
          throw error(
              firstNonSpace(line) + 1,
              "expected the column letters below the board, in line with those above");
        }
        readLetters(line, false);
        at++;
      }
      while (at < lines.size()) {
        if (!lines.get(at).isEmpty()) {
          throw error(firstNonSpace(lines.get(at)) + 1, "expected the end of the drawing");
        }
        at++;
      }
    }

    /** The 0-based column of the points of board column {@code x}. */
    private int col(int x) {
      return left + MARGIN + 4 * x;
    }

    private void expect(int column, String text, String what) {
      String line = lines.get(at);
      for (int i = 0; i < text.length(); i++) {
        char c = column + i < line.length() ? line.charAt(column + i) : '\n';
        if (c != text.charAt(i)) {
          throw error(
              column + i + 1, "expected '" + text.strip() + "' (" + what + "), found " + show(c));
        }
      }
    }

    private char charAt(int column) {
      String line = lines.get(at);
      return column < line.length() ? line.charAt(column) : '\n';
    }

    private FanoronaParseException error(int column, String reason) {
      return new FanoronaParseException(reason, Math.min(at, lines.size() - 1) + 1, column, 0);
    }

    private static String show(char c) {
      return c == '\n' ? "the end of the line" : "'" + c + "'";
    }

    private static int firstNonSpace(String line) {
      int i = 0;
      while (i < line.length() && line.charAt(i) == ' ') {
        i++;
      }
      return i;
    }
  }
}
