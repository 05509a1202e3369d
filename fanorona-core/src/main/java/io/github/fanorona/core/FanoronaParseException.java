package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import org.jspecify.annotations.Nullable;

/**
 * Malformed text: a position string, a point, a turn, a rule option or a game record that does not
 * follow its format. It says where the problem is (line, column, move number) and what was
 * expected.
 *
 * <pre>{@code
 * try {
 *   Position.parse("BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWX w");
 * } catch (FanoronaParseException e) {
 *   e.column();      // 49
 *   e.getMessage();  // "column 49: expected 'W', 'B', a digit or '/' in the rows, found 'X'"
 * }
 * }</pre>
 *
 * @since 1.0.0
 */
public final class FanoronaParseException extends FanoronaException {
  private static final long serialVersionUID = 1L;

  /** The turns legal where a game read the text, or null when no game did. */
  private final transient @Nullable ImmutableList<Turn> legalTurns;

  /**
   * Creates an exception for a problem at a place in the input.
   *
   * <pre>
   * {@code new FanoronaParseException("expected a point such as 'e3'", 1, 7, 0).getMessage() // "column 7: expected a point such as 'e3'"}
   * </pre>
   *
   * @param reason what was expected and what was found, without the location
   * @param line the 1-based line, or 0 if unknown
   * @param column the 1-based column, or 0 if unknown
   * @param moveNumber the move (turn) number the problem is in, or 0 if none
   */
  public FanoronaParseException(String reason, int line, int column, int moveNumber) {
    this(reason, line, column, moveNumber, null);
  }

  private FanoronaParseException(
      String reason, int line, int column, int moveNumber, @Nullable ImmutableList<Turn> legal) {
    super(reason, line, column, moveNumber);
    this.legalTurns = legal;
  }

  /**
   * Returns the turns that were legal where a game read the text as a turn ({@link
   * Game#play(String)}), so that a player is told what they may play, as for a turn that is not
   * legal; empty for a text read without a game (a position, a rule option, {@link
   * WrittenTurn#parse} alone).
   *
   * <pre>{@code
   * try {
   *   Game.start(Variant.sivy()).play("f2-");
   * } catch (FanoronaParseException e) {
   *   e.legalTurns().size();   // 5
   *   e.getMessage();          // "column 3: f2-: unexpected '-'; legal here: d2-e3A, d3-e3A, d3-e3W, e2-e3A, f2-e3A"
   * }
   * }</pre>
   *
   * @return the legal turns, canonical order as the game lists them
   */
  public ImmutableList<Turn> legalTurns() {
    return legalTurns == null ? ImmutableList.of() : legalTurns;
  }

  /** The same problem with the turns legal where a game read the text, named in the message. */
  FanoronaParseException withLegalTurns(ImmutableList<Turn> legal) {
    return new FanoronaParseException(
        reason() + "; legal here: " + TurnNotation.list(legal),
        line(),
        column(),
        moveNumber(),
        legal);
  }

  /**
   * Creates an exception for a problem in a one-line input at a column.
   *
   * <pre>{@code new FanoronaParseException("expected 'w' or 'b'", 11).column() // 11}</pre>
   *
   * @param reason what was expected and what was found
   * @param column the 1-based column, or 0 if unknown
   */
  public FanoronaParseException(String reason, int column) {
    this(reason, column > 0 ? 1 : 0, column, 0);
  }

  /**
   * Returns the same problem moved to another place; see {@link FanoronaException#relocate}.
   *
   * <pre>{@code e.relocate(12, 4, 7)   // the token started at line 12, column 4, in move 7}</pre>
   *
   * @param lineOffset the line the parsed part starts on (1-based)
   * @param columnOffset the column the parsed part starts at (1-based)
   * @param moveNumber the move number to report, or 0 to keep this one
   * @return a new exception with the same reason
   */
  @Override
  public FanoronaParseException relocate(int lineOffset, int columnOffset, int moveNumber) {
    return (FanoronaParseException) super.relocate(lineOffset, columnOffset, moveNumber);
  }

  @Override
  FanoronaParseException at(int line, int column, int moveNumber) {
    return new FanoronaParseException(reason(), line, column, moveNumber, legalTurns);
  }
}
