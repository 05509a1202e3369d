package io.github.fanorona.core;

/**
 * How points are written. The standard style is column letter then row number ({@code e3}); the
 * Malagasy style (that of the French history page that describes Vela, source 003 in the README's
 * table) is row letter, {@code A} on White's side, then column number, so the centre of the
 * standard board is {@code C5}. A reader never guesses the style: {@code c5} is a point in both.
 * The Malagasy style has a letter for rows 1 to 26 only; a taller board's upper rows have no
 * Malagasy name.
 *
 * <pre>{@code
 * PointStyle.MALAGASY.format(Point.parse("e3"));   // "C5"
 * PointStyle.MALAGASY.parse("c5");                 // e3
 * PointStyle.STANDARD.parse("C5");                 // c5
 * }</pre>
 *
 * @since 1.0.0
 */
public enum PointStyle {
  /** Column letter, then row number: {@code e3}. Output is lower case. */
  STANDARD,
  /** Row letter ({@code A} = row 1), then column number: {@code C5}. Output is upper case. */
  MALAGASY;

  /** How many rows the Malagasy style has a letter for: {@code A} to {@code Z}. */
  private static final int MALAGASY_ROWS = 26;

  /**
   * Writes a point in this style.
   *
   * <pre>{@code PointStyle.STANDARD.format(Point.parse("a1"))   // "a1"}</pre>
   *
   * @param p the point
   * @return its name
   * @throws IllegalArgumentException in the Malagasy style for a point past row 26 ({@code Z}),
   *     which has no row letter: the characters after {@code Z} would read back as other rows
   */
  public String format(Point p) {
    if (this == STANDARD) {
      return p.toString();
    }
    if (p.y() >= MALAGASY_ROWS) {
      throw new IllegalArgumentException(
          "the Malagasy style names rows A-Z (1-"
              + MALAGASY_ROWS
              + ") only, not row "
              + (p.y() + 1));
    }
    return (char) ('A' + p.y()) + Integer.toString(p.x() + 1);
  }

  /**
   * Reads a point written in this style, in either case.
   *
   * <pre>{@code PointStyle.MALAGASY.parse("A1")   // a1}</pre>
   *
   * @param text the point's name
   * @return the point
   * @throws FanoronaParseException naming the column of the problem and what was expected
   */
  public Point parse(String text) {
    if (this == STANDARD) {
      return Point.parse(text);
    }
    int n = text.length();
    char row = n == 0 ? ' ' : Character.toUpperCase(text.charAt(0));
    if (row < 'A' || row > 'Z') {
      throw new FanoronaParseException(
          "expected a Malagasy point such as 'C5' (row letter, column number), found '"
              + text
              + "'",
          1);
    }
    int column = 0;
    for (int i = 1; i < n; i++) {
      char d = text.charAt(i);
      if (d < '0' || d > '9' || column > Point.MAX_COLUMNS || (i == 1 && d == '0')) {
        throw new FanoronaParseException(
            "expected a column number 1-"
                + Point.MAX_COLUMNS
                + " after the row letter, found '"
                + text
                + "'",
            i + 1);
      }
      column = column * 10 + (d - '0');
    }
    if (column < 1 || column > Point.MAX_COLUMNS) {
      throw new FanoronaParseException(
          "expected a column number 1-"
              + Point.MAX_COLUMNS
              + " after the row letter, found '"
              + text
              + "'",
          2);
    }
    return Point.of(column - 1, row - 'A');
  }
}
