package io.github.fanorona.core;

import java.util.Objects;
import java.util.Optional;

/**
 * How a game ended: a winner or a draw, and why.
 *
 * <pre>{@code
 * Outcome o = Outcome.win(Side.BLACK, Outcome.Reason.NO_STONES);
 * o.winner();        // Optional[Black]
 * o.isDraw();        // false
 * o.resultString();  // "0-1"
 * }</pre>
 *
 * @since 1.0.0
 */
public final class Outcome {
  /**
   * Why a game ended.
   *
   * @since 1.0.0
   */
  public enum Reason {
    /** The side to move has no stones left. */
    NO_STONES,
    /** The side to move has stones but no legal turn. */
    NO_LEGAL_TURN,
    /** The no-capture limit of the ruleset was reached. */
    NO_CAPTURE_LIMIT,
    /** The same position occurred as often as the ruleset's repetition draw says. */
    REPETITION,
    /** A player resigned. */
    RESIGNATION,
    /** The players agreed to a draw. */
    AGREEMENT,
    /** Three stones in a row (Fanoron-Telo's alignment game). */
    ALIGNMENT,
    /** In Vela's handicap phase the beneficiary had no capture. */
    VELA_NO_CAPTURE
  }

  private final Optional<Side> winner;
  private final Reason reason;

  private Outcome(Optional<Side> winner, Reason reason) {
    this.winner = winner;
    this.reason = reason;
  }

  /**
   * Returns a win.
   *
   * <pre>{@code Outcome.win(Side.WHITE, Outcome.Reason.RESIGNATION).resultString() // "1-0"}</pre>
   *
   * @param winner the winning side
   * @param reason why the game ended
   * @return the outcome
   */
  public static Outcome win(Side winner, Reason reason) {
    return new Outcome(Optional.of(winner), reason);
  }

  /**
   * Returns a draw.
   *
   * <pre>{@code Outcome.draw(Outcome.Reason.AGREEMENT).toString() // "draw (agreement)"}</pre>
   *
   * @param reason why the game ended
   * @return the outcome
   */
  public static Outcome draw(Reason reason) {
    return new Outcome(Optional.empty(), reason);
  }

  /**
   * {@return the winner, or empty for a draw}
   *
   * <pre>{@code Outcome.draw(Outcome.Reason.AGREEMENT).winner() // Optional.empty}</pre>
   */
  public Optional<Side> winner() {
    return winner;
  }

  /**
   * {@return whether the game was drawn}
   *
   * <pre>{@code Outcome.win(Side.BLACK, Outcome.Reason.NO_STONES).isDraw() // false}</pre>
   */
  public boolean isDraw() {
    return winner.isEmpty();
  }

  /** {@return why the game ended} */
  public Reason reason() {
    return reason;
  }

  /**
   * Returns the result as records write it: {@code 1-0} (White wins), {@code 0-1} or {@code
   * 1/2-1/2}.
   *
   * <pre>{@code Outcome.draw(Outcome.Reason.REPETITION).resultString()   // "1/2-1/2"}</pre>
   *
   * @return the result token
   */
  public String resultString() {
    return winner.map(s -> s == Side.WHITE ? "1-0" : "0-1").orElse("1/2-1/2");
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Outcome other && other.winner.equals(winner) && other.reason == reason;
  }

  @Override
  public int hashCode() {
    return Objects.hash(winner, reason);
  }

  /**
   * Returns a readable summary such as {@code Black wins (no stones)}.
   *
   * <pre>{@code outcome.toString()   // "draw (repetition)"}</pre>
   */
  @Override
  public String toString() {
    String why = reason.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    return winner.map(s -> s.displayName() + " wins").orElse("draw") + " (" + why + ")";
  }
}
