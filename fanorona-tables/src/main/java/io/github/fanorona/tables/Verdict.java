package io.github.fanorona.tables;

/**
 * The value of a position under perfect play, for the side to move: a win, a loss or a draw
 * (infinite play), and for a win or a loss the number of half-moves to the end when the winner
 * hurries and the loser holds out.
 *
 * <pre>{@code
 * Verdict v = solution.verdict(position).orElseThrow();
 * v.result();   // WIN
 * v.plies();    // 7: the side to move captures the last enemy stone on its 4th turn
 * v.toString(); // "win in 7"
 * }</pre>
 *
 * <p>Solvers store a verdict as one {@code short} code ({@link #code()}): 0 for a draw, {@code
 * plies + 1} otherwise; the parity of the plies tells the result, since the side that moves last
 * wins (a win takes an odd number of half-moves, a loss an even one, 0 when the side to move has no
 * stone or no legal turn).
 *
 * @since 1.0.0
 */
public final class Verdict {
  /**
   * Win, loss or draw for the side to move.
   *
   * @since 1.0.0
   */
  public enum Result {
    /** The side to move captures every enemy stone (or leaves the enemy without a legal turn). */
    WIN,
    /** The opponent does. */
    LOSS,
    /** Neither side can force a win: best play goes on for ever. */
    DRAW
  }

  /** The longest distance a {@code short} code holds. */
  public static final int MAX_PLIES = Short.MAX_VALUE - 1;

  private static final Verdict DRAW = new Verdict((short) 0);

  private final short code;

  private Verdict(short code) {
    this.code = code;
  }

  /**
   * Returns the verdict stored as a code.
   *
   * <pre>{@code Verdict.ofCode((short) 1)   // loss in 0}</pre>
   *
   * @param code 0 for a draw, plies + 1 otherwise
   * @return the verdict
   * @throws IllegalArgumentException if the code is negative
   */
  public static Verdict ofCode(short code) {
    if (code < 0) {
      throw new IllegalArgumentException("a verdict code is 0 or more, not " + code);
    }
    return code == 0 ? DRAW : new Verdict(code);
  }

  /**
   * {@return a draw}
   *
   * <pre>{@code Verdict.draw().result()   // DRAW}</pre>
   */
  static Verdict draw() {
    return DRAW;
  }

  /**
   * Returns a win or a loss in some half-moves, as their parity says.
   *
   * <pre>{@code Verdict.inPlies(3).result()   // WIN}</pre>
   *
   * @param plies half-moves to the end, 0 to {@link #MAX_PLIES}
   * @return the verdict
   * @throws IllegalArgumentException if the plies are out of range
   */
  public static Verdict inPlies(int plies) {
    if (plies < 0 || plies > MAX_PLIES) {
      throw new IllegalArgumentException("plies must be 0-" + MAX_PLIES + ", not " + plies);
    }
    return new Verdict((short) (plies + 1));
  }

  /**
   * Returns the result for the side to move.
   *
   * <pre>{@code Verdict.inPlies(5).result() // WIN}</pre>
   *
   * @return win, loss or draw
   */
  public Result result() {
    if (code == 0) {
      return Result.DRAW;
    }
    return ((code - 1) & 1) == 1 ? Result.WIN : Result.LOSS;
  }

  /**
   * Returns the half-moves to the end under perfect play; 0 for a draw.
   *
   * <pre>{@code Verdict.inPlies(5).plies() // 5}</pre>
   *
   * @return the distance
   */
  public int plies() {
    return code == 0 ? 0 : code - 1;
  }

  /** {@return the stored code: 0 for a draw, plies + 1 otherwise} */
  public short code() {
    return code;
  }

  /**
   * Returns the verdict of the position before a turn that leads to a position with this verdict:
   * the opponent's loss is the mover's win one half-move longer, and so on.
   *
   * <pre>{@code Verdict.inPlies(0).parent()   // win in 1}</pre>
   *
   * @return the verdict one half-move earlier, seen by the other side
   */
  public Verdict parent() {
    return code == 0 ? DRAW : inPlies(plies() + 1);
  }

  /**
   * Compares the code.
   *
   * <pre>{@code Verdict.inPlies(2).equals(Verdict.ofCode((short) 3)) // true}</pre>
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Verdict v && v.code == code;
  }

  @Override
  public int hashCode() {
    return code;
  }

  /**
   * Returns {@code win in N}, {@code loss in N} or {@code draw}.
   *
   * <pre>{@code Verdict.inPlies(4).toString()   // "loss in 4"}</pre>
   */
  @Override
  public String toString() {
    return switch (result()) {
      case WIN -> "win in " + plies();
      case LOSS -> "loss in " + plies();
      case DRAW -> "draw";
    };
  }
}
