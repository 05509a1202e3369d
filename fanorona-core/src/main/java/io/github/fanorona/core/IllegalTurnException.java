package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import org.jspecify.annotations.Nullable;

/**
 * A well-formed turn that is not legal in the position. The message names the turn, says why it is
 * not legal where it can, and lists the legal turns.
 *
 * <pre>{@code
 * try {
 *   Game.start(Variant.sivy()).play("a1-a2");
 * } catch (IllegalTurnException e) {
 *   e.turn();         // "a1-a2"
 *   e.legalTurns();   // [d2-e3A, e2-e3A, f2-e3A, d3-e3A, d3-e3W]
 *   e.getMessage();   // "column 4: a1-a2: a2 is not empty; legal here: d2-e3A, d3-e3A, ..."
 * }
 * }</pre>
 *
 * @since 1.0.0
 */
public final class IllegalTurnException extends FanoronaException {
  private static final long serialVersionUID = 1L;

  /** The rejected turn as it was given. */
  private final String turn;

  private final transient @Nullable ImmutableList<Turn> legalTurns;

  /**
   * Creates the exception for a turn with no more precise reason than "not legal".
   *
   * <pre>{@code new IllegalTurnException("a1-a2", ImmutableList.of()).turn() // "a1-a2"}</pre>
   *
   * @param turn the turn as given
   * @param legalTurns the turns that are legal in that position
   */
  public IllegalTurnException(String turn, ImmutableList<Turn> legalTurns) {
    this(
        turn,
        "illegal turn " + quote(turn) + "; legal here: " + TurnNotation.list(legalTurns),
        0,
        legalTurns);
  }

  /**
   * Creates the exception with a reason and the column in the turn's text where it lies.
   *
   * <pre>{@code
   * String reason = "a1-a2: no White stone on a1";
   * new IllegalTurnException("a1-a2", reason, 1, ImmutableList.of()).getMessage();   // "column 1: a1-a2: no White stone on a1"
   * }</pre>
   *
   * @param turn the turn as given
   * @param reason why it is not legal, with the legal turns
   * @param column the 1-based column in {@code turn}, or 0 if none applies
   * @param legalTurns the turns that are legal in that position
   */
  public IllegalTurnException(
      String turn, String reason, int column, ImmutableList<Turn> legalTurns) {
    this(turn, reason, column > 0 ? 1 : 0, column, 0, legalTurns);
  }

  private IllegalTurnException(
      String turn,
      String reason,
      int line,
      int column,
      int moveNumber,
      ImmutableList<Turn> legalTurns) {
    super(reason, line, column, moveNumber);
    this.turn = turn;
    this.legalTurns = legalTurns;
  }

  /** {@return the rejected turn as it was given} */
  public String turn() {
    return turn;
  }

  /**
   * Returns the turns that were legal.
   *
   * <pre>{@code e.legalTurns().size()   // 5 at the Sivy start}</pre>
   *
   * @return the legal turns
   */
  public ImmutableList<Turn> legalTurns() {
    return legalTurns == null ? ImmutableList.of() : legalTurns;
  }

  @Override
  IllegalTurnException at(int line, int column, int moveNumber) {
    return new IllegalTurnException(turn, reason(), line, column, moveNumber, legalTurns());
  }
}
