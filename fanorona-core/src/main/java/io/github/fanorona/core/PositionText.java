package io.github.fanorona.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes the position string; kept apart so Position stays about the game. The public
 * doors are {@code Position.parse}, {@code Position.parsePlacement}, {@code Position.toString}.
 *
 * <pre>{@code PositionText.format(Position.parse("BBB/W1B/WWW w 0 1"))   // "BBB/W1B/WWW w 0 1"}
 * </pre>
 */
final class PositionText {
  private PositionText() {}

  /**
   * Writes a position string.
   *
   * @param p the position
   * @return its string, canonical: the form {@link #parse} reads back to an equal position
   */
  public static String format(Position p) {
    Geometry g = p.geometry();
    StringBuilder sb = new StringBuilder(g.size() + 16);
    long white = p.stones(Side.WHITE);
    long black = p.stones(Side.BLACK);
    long huffable = p.huffable();
    for (int y = g.height() - 1; y >= 0; y--) {
      int empties = 0;
      for (int x = 0; x < g.width(); x++) {
        int i = y * g.width() + x;
        long bit = 1L << i;
        if (((white | black) & bit) == 0) {
          empties++;
          continue;
        }
        if (empties > 0) {
          sb.append(empties);
          empties = 0;
        }
        char c = (white & bit) != 0 ? 'W' : 'B';
        sb.append((huffable & bit) != 0 ? Character.toLowerCase(c) : c);
      }
      if (empties > 0) {
        sb.append(empties);
      }
      if (y > 0) {
        sb.append('/');
      }
    }
    sb.append(' ').append(p.sideToMove().letter());
    if (p.isPlacement()) {
      sb.append(' ').append(p.inHand(Side.WHITE)).append(' ').append(p.inHand(Side.BLACK));
    }
    sb.append(' ').append(p.pliesSinceCapture()).append(' ').append(p.turnNumber());
    return sb.toString();
  }

  private static final class Field {
    final String text;
    final int column;

    Field(String text, int column) {
      this.text = text;
      this.column = column;
    }
  }

  /** The space-separated fields of a position string, each with its column. */
  private static List<Field> fields(String text) {
    List<Field> fields = new ArrayList<>();
    int i = 0;
    int n = text.length();
    while (i < n) {
      while (i < n && text.charAt(i) == ' ') {
        i++;
      }
      int start = i;
      while (i < n && text.charAt(i) != ' ') {
        i++;
      }
      if (i > start) {
        fields.add(new Field(text.substring(start, i), start + 1));
      }
    }
    return fields;
  }

  /**
   * The column of a position string's field {@code index} (0 the rows, 1 the side, 2 and 3 a
   * placement game's hands), or 1 if it has no such field.
   *
   * <pre>{@code PositionText.fieldColumn("BBB/W1B/WWW w 0 1", 1)   // 13}</pre>
   *
   * @param text a position string
   * @param index the field's index
   * @return its 1-based column
   */
  public static int fieldColumn(String text, int index) {
    List<Field> fields = fields(text);
    return index < fields.size() ? fields.get(index).column : 1;
  }

  /**
   * Reads a position string.
   *
   * @param text the string
   * @param placementGame whether it is a placement game's, with the hands after the side to move
   * @return the position
   * @throws FanoronaParseException at the column of the first field that is wrong, saying what is
   *     expected there
   */
  public static Position parse(String text, boolean placementGame) {
    List<Field> fields = fields(text);
    if (fields.isEmpty()) {
      throw new FanoronaParseException(
          "expected a position string such as 'BW1/3/WB1 w 0 1', found nothing", 1);
    }
    if (fields.size() < 2) {
      throw new FanoronaParseException(
          "expected the side to move ('w' or 'b') after the rows", text.length() + 1);
    }
    Field rowsField = fields.get(0);
    String rows = rowsField.text;
    List<long[]> parsedRows = new ArrayList<>();
    int width = -1;
    long[] current = new long[3]; // white, black, huffable bits by column
    int x = 0;
    for (int k = 0; k <= rows.length(); k++) {
      char c = k < rows.length() ? rows.charAt(k) : '/';
      int column = rowsField.column + k;
      if (c == '/') {
        if (width < 0) {
          width = x;
          if (width < 1 || width > Point.MAX_COLUMNS) {
            throw new FanoronaParseException(
                "expected a row of 1-" + Point.MAX_COLUMNS + " points, found " + width, column);
          }
        } else if (x != width) {
          throw new FanoronaParseException(
              "expected every row to have "
                  + width
                  + " points like the first, row "
                  + (parsedRows.size() + 1)
                  + " from the top has "
                  + x,
              column);
        }
        parsedRows.add(current);
        current = new long[3];
        x = 0;
        continue;
      }
      if (c >= '1' && c <= '9') {
        // ASCII digits only, and a bounded run: an int that overflows could wrap round to a
        // plausible width and silently drop the digits before it.
        int run = c - '0';
        while (k + 1 < rows.length() && rows.charAt(k + 1) >= '0' && rows.charAt(k + 1) <= '9') {
          k++;
          run = run * 10 + (rows.charAt(k) - '0');
          if (run > Point.MAX_COLUMNS) {
            throw new FanoronaParseException(
                "expected a run of at most "
                    + Point.MAX_COLUMNS
                    + " empty points, found a longer one",
                column);
          }
        }
        x += run;
      } else if (c == 'W' || c == 'B' || c == 'w' || c == 'b') {
        if (x >= Point.MAX_COLUMNS) {
          throw new FanoronaParseException("a row has more than 26 points", column);
        }
        int which = (c == 'W' || c == 'w') ? 0 : 1;
        current[which] |= 1L << x;
        if (Character.isLowerCase(c)) {
          current[2] |= 1L << x;
        }
        x++;
      } else {
        throw new FanoronaParseException(
            "expected 'W', 'B', a digit or '/' in the rows, found '" + c + "'", column);
      }
      if (width > 0 && x > width) {
        throw new FanoronaParseException(
            "expected " + width + " points in this row like the first, found more", column);
      }
    }
    int height = parsedRows.size();
    if (width * height > 64 || height > Point.MAX_ROWS) {
      throw new FanoronaParseException(
          "a board holds at most 64 points, found " + width + "x" + height, rowsField.column);
    }
    Geometry g = Geometry.of(width, height);
    long white = 0;
    long black = 0;
    long huffable = 0;
    for (int r = 0; r < height; r++) {
      int y = height - 1 - r;
      long[] row = parsedRows.get(r);
      white |= row[0] << (y * width);
      black |= row[1] << (y * width);
      huffable |= row[2] << (y * width);
    }
    Field sideField = fields.get(1);
    if (sideField.text.length() != 1 || "wb".indexOf(sideField.text.charAt(0)) < 0) {
      throw new FanoronaParseException(
          "expected the side to move, 'w' or 'b', found '" + sideField.text + "'",
          sideField.column);
    }
    Side side = Side.fromLetter(sideField.text.charAt(0));
    long enemy = side == Side.WHITE ? black : white;
    if ((huffable & ~enemy) != 0) {
      throw new FanoronaParseException(
          "a lower-case stone marks a stone the side to move may huff, so it must be "
              + side.opponent().displayName()
              + "'s",
          rowsField.column);
    }
    int[] numbers = new int[fields.size() - 2];
    for (int f = 2; f < fields.size(); f++) {
      numbers[f - 2] = number(fields.get(f));
    }
    boolean placement;
    int wHand = 0;
    int bHand = 0;
    int plies = 0;
    int turn = 1;
    switch (numbers.length) {
      case 0 -> placement = placementGame;
      case 2 -> {
        placement = placementGame;
        if (placementGame) {
          wHand = numbers[0];
          bHand = numbers[1];
        } else {
          plies = numbers[0];
          turn = numbers[1];
        }
      }
      case 4 -> {
        placement = true;
        wHand = numbers[0];
        bHand = numbers[1];
        plies = numbers[2];
        turn = numbers[3];
      }
      default ->
          throw new FanoronaParseException(
              "expected after the side either nothing, '<plies> <turn>' or "
                  + "'<white-in-hand> <black-in-hand> <plies> <turn>', found "
                  + numbers.length
                  + " numbers",
              fields.get(2).column);
    }
    if (turn < 1) {
      throw new FanoronaParseException(
          "expected a turn number of at least 1, found " + turn,
          fields.get(fields.size() - 1).column);
    }
    if (wHand > Zobrist.MAX_HAND || bHand > Zobrist.MAX_HAND) {
      throw new FanoronaParseException(
          "expected at most " + Zobrist.MAX_HAND + " stones in hand", fields.get(2).column);
    }
    Position p =
        placement
            ? Position.placement(g, white, black, side, wHand, bHand)
            : Position.of(g, white, black, side);
    return p.withCounters(plies, turn).withHuffable(huffable);
  }

  private static int number(Field f) {
    String s = f.text;
    if (s.isEmpty() || s.length() > 9) {
      throw new FanoronaParseException(
          "expected a number of at most 9 digits (up to "
              + Position.MAX_COUNTER
              + "), found '"
              + s
              + "'",
          f.column);
    }
    for (int k = 0; k < s.length(); k++) {
      if (!Character.isDigit(s.charAt(k)) || s.charAt(k) > '9') {
        throw new FanoronaParseException("expected a number, found '" + s + "'", f.column + k);
      }
    }
    return Integer.parseInt(s);
  }
}
