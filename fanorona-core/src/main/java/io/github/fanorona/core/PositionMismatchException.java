package io.github.fanorona.core;

/**
 * A position that is not one of its variant's: another board size, stones in hand in a game without
 * drops, or the reverse. The position itself may be well formed.
 *
 * <pre>{@code
 * try {
 *   Game.start(Variants.DIMY, Ruleset.standard(), Variant.sivy().start());
 * } catch (PositionMismatchException e) {
 *   e.getMessage();   // "a 9x5 position is not a Fanoron-Dimy position: expected a 5x5 board"
 * }
 * }</pre>
 *
 * @since 1.0.0
 */
public final class PositionMismatchException extends FanoronaException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * <pre>
   * {@code new PositionMismatchException("expected a 5x5 board, found 9x5", 0).getMessage() // "expected a 5x5 board, found 9x5"}
   * </pre>
   *
   * @param reason what the variant expects and what the position has
   * @param column the 1-based column in a position string, or 0
   */
  public PositionMismatchException(String reason, int column) {
    super(reason, column > 0 ? 1 : 0, column, 0);
  }

  private PositionMismatchException(String reason, int line, int column, int moveNumber) {
    super(reason, line, column, moveNumber);
  }

  @Override
  PositionMismatchException at(int line, int column, int moveNumber) {
    return new PositionMismatchException(reason(), line, column, moveNumber);
  }
}
