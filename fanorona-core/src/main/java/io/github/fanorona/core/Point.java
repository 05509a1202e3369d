package io.github.fanorona.core;

/**
 * A point of the board where lines cross, named by its column letter (from White's left) and row
 * number (from White's side): {@code a1} is White's left corner, {@code e3} the centre of the
 * standard board. Points are interned values: {@code Point.of(4, 2) == Point.parse("e3")}.
 *
 * <pre>{@code
 * Point e3 = Point.parse("e3");
 * e3.x();          // 4 (column, 0-based)
 * e3.y();          // 2 (row, 0-based)
 * e3.toString();   // "e3"
 * }</pre>
 *
 * <p>A point does not belong to a board; {@link Geometry#contains(Point)} says whether a board has
 * it. Columns run from {@code a} to {@code z} and rows from 1 to 64.
 *
 * @since 1.0.0
 */
public final class Point implements Comparable<Point> {
  /** The largest number of columns a point can name ({@code a} to {@code z}). */
  public static final int MAX_COLUMNS = 26;

  /** The largest row number a point can name. */
  public static final int MAX_ROWS = 64;

  private static final Point[] POINTS = new Point[MAX_COLUMNS * MAX_ROWS];

  static {
    for (int y = 0; y < MAX_ROWS; y++) {
      for (int x = 0; x < MAX_COLUMNS; x++) {
        POINTS[y * MAX_COLUMNS + x] = new Point(x, y);
      }
    }
  }

  private final int x;
  private final int y;
  private final String name;

  private Point(int x, int y) {
    this.x = x;
    this.y = y;
    this.name = (char) ('a' + x) + Integer.toString(y + 1);
  }

  /**
   * Returns the point at a 0-based column and row.
   *
   * <pre>{@code Point.of(0, 0)   // a1}</pre>
   *
   * @param x the column, 0 for {@code a}
   * @param y the row, 0 for row 1
   * @return the point
   * @throws IllegalArgumentException if either is out of range
   */
  public static Point of(int x, int y) {
    if (x < 0 || x >= MAX_COLUMNS || y < 0 || y >= MAX_ROWS) {
      throw new IllegalArgumentException(
          "point (" + x + ", " + y + ") is outside columns a-z and rows 1-" + MAX_ROWS);
    }
    return POINTS[y * MAX_COLUMNS + x];
  }

  /**
   * Parses a point name such as {@code e3}, in either case.
   *
   * <pre>{@code Point.parse("E3") == Point.parse("e3") // true}</pre>
   *
   * @param name a column letter followed by a row number
   * @return the point
   * @throws FanoronaParseException if the text is not a point name
   */
  public static Point parse(String name) {
    int n = name.length();
    if (n < 2 || n > 3) {
      throw new FanoronaParseException(
          "expected a point such as 'e3' (column letter, row number), found '" + name + "'", 1);
    }
    // ASCII letters only: Character.toLowerCase would turn the Kelvin sign U+212A into 'k'.
    char raw = name.charAt(0);
    char c = raw >= 'A' && raw <= 'Z' ? (char) (raw - 'A' + 'a') : raw;
    if (c < 'a' || c > 'z') {
      throw new FanoronaParseException(
          "expected a column letter 'a'-'z', found '" + name.charAt(0) + "'", 1);
    }
    int row = 0;
    for (int i = 1; i < n; i++) {
      char d = name.charAt(i);
      if (d < '0' || d > '9' || (i == 1 && d == '0')) {
        throw new FanoronaParseException(
            "expected a row number 1-" + MAX_ROWS + " after the column, found '" + d + "'", i + 1);
      }
      row = row * 10 + (d - '0');
    }
    if (row > MAX_ROWS) {
      throw new FanoronaParseException("expected a row number 1-" + MAX_ROWS + ", found " + row, 2);
    }
    return of(c - 'a', row - 1);
  }

  /** {@return the 0-based column} */
  public int x() {
    return x;
  }

  /** {@return the 0-based row} */
  public int y() {
    return y;
  }

  /**
   * Orders points by row, then column: {@code a1 < b1 < ... < a2}.
   *
   * <pre>{@code Point.parse("i1").compareTo(Point.parse("a2")) < 0 // true}</pre>
   */
  @Override
  public int compareTo(Point other) {
    return y != other.y ? Integer.compare(y, other.y) : Integer.compare(x, other.x);
  }

  /**
   * Returns the lower-case name, such as {@code e3}.
   *
   * <pre>{@code Point.of(4, 2).toString()   // "e3"}</pre>
   */
  @Override
  public String toString() {
    return name;
  }
}
