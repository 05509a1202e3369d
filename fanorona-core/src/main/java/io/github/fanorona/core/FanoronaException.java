package io.github.fanorona.core;

/**
 * The one exception family the library throws for bad input: malformed text, an illegal or
 * ambiguous turn, an unknown name, a position that does not fit its variant. The class is sealed: a
 * program tells the kinds apart by the subtype, each of which carries what a program needs to react
 * ({@link FanoronaParseException} malformed text, {@link IllegalTurnException} with the legal
 * turns, {@link AmbiguousTurnException} with the candidates, {@link UnknownNameException} with the
 * known names, {@link PositionMismatchException}); every one says where the problem is (line,
 * column, move number) and what was expected, in a message a player can act on.
 *
 * <pre>{@code
 * try {
 *   game = game.play(userText);
 * } catch (AmbiguousTurnException e) {
 *   ask(e.candidates());
 * } catch (IllegalTurnException e) {
 *   show(e.legalTurns());
 * } catch (FanoronaException e) {
 *   show(e.getMessage());   // "column 3: expected a point such as 'e3', found 'x'"
 * }
 * }</pre>
 *
 * <p>Line and column numbers count from 1; 0 means the location does not apply (a single-line input
 * has line 1; an option given programmatically has column 0). The move number is 0 when the problem
 * is not inside a move. Messages never contain control characters, and input they echo is shortened
 * (see {@link #quote(CharSequence)}), so a message is always one readable line.
 *
 * @since 1.0.0
 */
public abstract sealed class FanoronaException extends IllegalArgumentException
    permits FanoronaParseException,
        IllegalTurnException,
        AmbiguousTurnException,
        UnknownNameException,
        PositionMismatchException {
  private static final long serialVersionUID = 1L;

  /** The longest message reason kept; longer ones are cut with an ellipsis. */
  private static final int MAX_REASON = 1_000;

  /** The longest piece of input {@link #quote} echoes. */
  private static final int MAX_QUOTE = 40;

  /** What was expected and what was found, without the location. */
  private final String reason;

  /** The 1-based line of the problem, 0 if unknown. */
  private final int line;

  /** The 1-based column of the problem, 0 if unknown. */
  private final int column;

  /** The move number the problem is in, 0 if none. */
  private final int moveNumber;

  FanoronaException(String reason, int line, int column, int moveNumber) {
    super(format(clean(reason), line, column, moveNumber));
    this.reason = clean(reason);
    this.line = Math.max(0, line);
    this.column = Math.max(0, column);
    this.moveNumber = Math.max(0, moveNumber);
  }

  /** {@return the 1-based line of the problem, or 0 if unknown} */
  public final int line() {
    return line;
  }

  /** {@return the 1-based column of the problem, or 0 if unknown} */
  public final int column() {
    return column;
  }

  /** {@return the move number the problem is in, or 0 if it is not in a move} */
  public final int moveNumber() {
    return moveNumber;
  }

  /** {@return the message without the location prefix} */
  public final String reason() {
    return reason;
  }

  /**
   * Returns the same problem moved to another place, for readers that parse a part of a larger
   * text: the line and column are added to this exception's own. The copy has the same type and
   * kind, and this exception as its cause.
   *
   * <pre>{@code e.relocate(12, 4, 7)   // the token started at line 12, column 4, in move 7}</pre>
   *
   * @param lineOffset the line the parsed part starts on (1-based)
   * @param columnOffset the column the parsed part starts at (1-based), used when this exception is
   *     on the part's first line
   * @param moveNumber the move number to report, or 0 to keep this one
   * @return a new exception with the same reason
   */
  public FanoronaException relocate(int lineOffset, int columnOffset, int moveNumber) {
    int ownLine = Math.max(1, line);
    int newLine = lineOffset + ownLine - 1;
    int newColumn = ownLine == 1 ? columnOffset + Math.max(1, column) - 1 : column;
    FanoronaException moved = at(newLine, newColumn, moveNumber > 0 ? moveNumber : this.moveNumber);
    moved.initCause(this);
    return moved;
  }

  /** A copy of this exception at another place; subtypes keep what they carry. */
  abstract FanoronaException at(int line, int column, int moveNumber);

  /**
   * Returns a piece of input as messages echo it: control and other invisible characters escaped
   * ({@code \n}, {@code \u2028}), and cut to 40 characters with an ellipsis.
   *
   * <pre>{@code FanoronaException.quote("a\nb")   // "a\\nb"}</pre>
   *
   * @param text the input
   * @return a short, single-line form of it
   */
  public static String quote(CharSequence text) {
    boolean cut = text.length() > MAX_QUOTE;
    String head = escape(cut ? text.subSequence(0, MAX_QUOTE) : text);
    return cut ? head + "…" : head;
  }

  private static String clean(String reason) {
    String escaped = escape(reason);
    return escaped.length() <= MAX_REASON ? escaped : escaped.substring(0, MAX_REASON) + "…";
  }

  /**
   * Returns a text with its control and other invisible characters escaped as {@link #quote} does,
   * but whole: for a file name or a message that must stay one line and must not reach a terminal
   * as a control sequence (an {@code ESC} is written as a backslash, {@code u} and {@code 001b}).
   *
   * <pre>{@code FanoronaException.escape("a\nb.pgn")   // "a\\nb.pgn"}</pre>
   *
   * @param text any text
   * @return the text, every invisible character escaped
   */
  public static String escape(CharSequence text) {
    StringBuilder sb = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean invisible =
          Character.isISOControl(c)
              || c == '\u2028'
              || c == '\u2029'
              || Character.getType(c) == Character.FORMAT;
      if (invisible && sb == null) {
        sb = new StringBuilder(text.length() + 8).append(text, 0, i);
      }
      if (sb != null) {
        sb.append(invisible ? escapeOne(c) : String.valueOf(c));
      }
    }
    return sb == null ? text.toString() : sb.toString();
  }

  private static String escapeOne(char c) {
    return switch (c) {
      case '\n' -> "\\n";
      case '\r' -> "\\r";
      case '\t' -> "\\t";
      default -> "\\u" + Integer.toHexString(0x10000 | c).substring(1);
    };
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
