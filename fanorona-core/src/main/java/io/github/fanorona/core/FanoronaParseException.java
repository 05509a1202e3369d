package io.github.fanorona.core;

/**
 * The one exception the library throws for malformed text: a position string, a point, a turn, a
 * rule option or a game record. It says where the problem is (line, column, move number) and what
 * was expected, in a message a player can act on.
 *
 * <pre>{@code
 * try {
 *   Position.parse("BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWX w");
 * } catch (FanoronaParseException e) {
 *   e.column();    // 49
 *   e.getMessage(); // "column 49: expected 'W', 'B' or a digit, found 'X'"
 * }
 * }</pre>
 *
 * <p>Line and column numbers count from 1; 0 means the location does not apply (for example a
 * single-line input has line 1, an option given programmatically has column 0). The move number is
 * 0 when the problem is not inside a move.
 */
public final class FanoronaParseException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The 1-based line of the problem, 0 if unknown. */
  private final int line;

  /** The 1-based column of the problem, 0 if unknown. */
  private final int column;

  /** The move number the problem is in, 0 if none. */
  private final int moveNumber;

  /** What was expected and what was found, without the location. */
  private final String reason;

  /**
   * Creates an exception for a problem at a place in the input.
   *
   * <pre>{@code throw new FanoronaParseException("expected a point such as 'e3'", 1, 7, 0);}</pre>
   *
   * @param reason what was expected and what was found, without the location
   * @param line the 1-based line, or 0 if unknown
   * @param column the 1-based column, or 0 if unknown
   * @param moveNumber the move (turn) number the problem is in, or 0 if none
   */
  public FanoronaParseException(String reason, int line, int column, int moveNumber) {
    super(format(reason, line, column, moveNumber));
    this.reason = reason;
    this.line = Math.max(0, line);
    this.column = Math.max(0, column);
    this.moveNumber = Math.max(0, moveNumber);
  }

  /**
   * Creates an exception for a problem in a one-line input at a column.
   *
   * <pre>{@code throw new FanoronaParseException("expected 'w' or 'b'", 11);}</pre>
   *
   * @param reason what was expected and what was found
   * @param column the 1-based column, or 0 if unknown
   */
  public FanoronaParseException(String reason, int column) {
    this(reason, column > 0 ? 1 : 0, column, 0);
  }

  /**
   * Returns the same problem moved to another place, for readers that parse a part of a larger
   * text: the line and column are added to this exception's own.
   *
   * <pre>{@code e.relocate(12, 4, 7)   // the token started at line 12, column 4, in move 7}</pre>
   *
   * @param lineOffset the line the parsed part starts on (1-based)
   * @param columnOffset the column the parsed part starts at (1-based), used when this exception is
   *     on the part's first line
   * @param moveNumber the move number to report, or 0 to keep this one
   * @return a new exception with the same reason
   */
  public FanoronaParseException relocate(int lineOffset, int columnOffset, int moveNumber) {
    int ownLine = Math.max(1, line);
    int newLine = lineOffset + ownLine - 1;
    int newColumn = ownLine == 1 ? columnOffset + Math.max(1, column) - 1 : column;
    FanoronaParseException moved =
        new FanoronaParseException(
            reason, newLine, newColumn, moveNumber > 0 ? moveNumber : this.moveNumber);
    moved.initCause(this);
    return moved;
  }

  /**
   * Returns the 1-based line of the problem, or 0 if unknown.
   *
   * <pre>{@code e.line()}</pre>
   *
   * @return the line
   */
  public int line() {
    return line;
  }

  /**
   * Returns the 1-based column of the problem, or 0 if unknown.
   *
   * <pre>{@code e.column()}</pre>
   *
   * @return the column
   */
  public int column() {
    return column;
  }

  /**
   * Returns the move number the problem is in, or 0 if it is not in a move.
   *
   * <pre>{@code e.moveNumber()}</pre>
   *
   * @return the move number
   */
  public int moveNumber() {
    return moveNumber;
  }

  /**
   * Returns the message without the location prefix.
   *
   * <pre>{@code e.reason()   // "expected 'w' or 'b', found 'x'"}</pre>
   *
   * @return what was expected and what was found
   */
  public String reason() {
    return reason;
  }

  private static String format(String reason, int line, int column, int moveNumber) {
    StringBuilder sb = new StringBuilder();
    if (line > 1 || (line == 1 && moveNumber > 0)) {
      sb.append("line ").append(line);
    }
    if (column > 0) {
      sb.append(sb.length() > 0 ? ", " : "").append("column ").append(column);
    }
    if (moveNumber > 0) {
      sb.append(sb.length() > 0 ? ", " : "").append("move ").append(moveNumber);
    }
    return sb.length() == 0 ? reason : sb.append(": ").append(reason).toString();
  }
}
