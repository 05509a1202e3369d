package io.github.fanorona.core;

import com.google.common.base.Joiner;
import com.google.common.collect.ImmutableList;

/**
 * Thrown when a turn is played that is not legal in the game's position. The message names the
 * turn and lists the legal ones.
 *
 * <pre>{@code
 * try {
 *   game.play("a1-a2");
 * } catch (IllegalTurnException e) {
 *   e.legalTurns();   // what could have been played
 * }
 * }</pre>
 */
public final class IllegalTurnException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The rejected turn as it was given. */
  private final String turn;
  private final transient ImmutableList<Turn> legalTurns;

  /**
   * Creates the exception.
   *
   * <pre>{@code new IllegalTurnException("a1-a2", legal)}</pre>
   *
   * @param turn the turn as given
   * @param legalTurns the turns that are legal in that position
   */
  public IllegalTurnException(String turn, ImmutableList<Turn> legalTurns) {
    super(
        "illegal turn "
            + turn
            + "; legal here: "
            + (legalTurns.isEmpty() ? "none" : Joiner.on(", ").join(Games.sortedText(legalTurns))));
    this.turn = turn;
    this.legalTurns = legalTurns;
  }

  /**
   * Returns the rejected turn as it was given.
   *
   * <pre>{@code e.turn()   // "a1-a2"}</pre>
   *
   * @return the turn text
   */
  public String turn() {
    return turn;
  }

  /**
   * Returns the turns that were legal.
   *
   * <pre>{@code e.legalTurns().size()}</pre>
   *
   * @return the legal turns
   */
  public ImmutableList<Turn> legalTurns() {
    return legalTurns;
  }
}
