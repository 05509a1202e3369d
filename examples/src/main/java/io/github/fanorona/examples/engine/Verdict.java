package io.github.fanorona.examples.engine;

import java.util.Objects;

/**
 * The exact value of a position for the side to move, as an endgame table knows it: a win or a
 * loss in a number of turns (half-moves) with best play on both sides, or a draw (neither side can
 * force a win).
 *
 * <pre>{@code
 * Verdict v = Verdict.win(3);
 * v.kind();       // WIN
 * v.distance();   // 3: the game ends after three more turns
 * }</pre>
 */
public final class Verdict {
  /** What best play leads to, for the side to move. */
  public enum Kind {
    /** The side to move wins. */
    WIN,
    /** The side to move loses. */
    LOSS,
    /** Neither side can force a win. */
    DRAW
  }

  private static final Verdict DRAW = new Verdict(Kind.DRAW, 0);

  private final Kind kind;
  private final int distance;

  private Verdict(Kind kind, int distance) {
    this.kind = kind;
    this.distance = distance;
  }

  /**
   * Returns a win in {@code turns} turns.
   *
   * <pre>{@code Verdict.win(1)   // the side to move ends the game with its turn}</pre>
   *
   * @param turns the turns until the game ends, at least 1
   * @return the verdict
   * @throws IllegalArgumentException if turns is less than 1
   */
  public static Verdict win(int turns) {
    if (turns < 1) {
      throw new IllegalArgumentException("a win takes at least one turn, not " + turns);
    }
    return new Verdict(Kind.WIN, turns);
  }

  /**
   * Returns a loss in {@code turns} turns; 0 when the game is already lost.
   *
   * <pre>{@code Verdict.loss(0)   // the side to move has no stone or no legal turn}</pre>
   *
   * @param turns the turns until the game ends, at least 0
   * @return the verdict
   * @throws IllegalArgumentException if turns is negative
   */
  public static Verdict loss(int turns) {
    if (turns < 0) {
      throw new IllegalArgumentException("a loss cannot be " + turns + " turns away");
    }
    return new Verdict(Kind.LOSS, turns);
  }

  /**
   * Returns the draw.
   *
   * <pre>{@code Verdict.draw().kind() == Verdict.Kind.DRAW}</pre>
   *
   * @return the verdict
   */
  public static Verdict draw() {
    return DRAW;
  }

  /**
   * Returns whether the side to move wins, loses, or neither can force a win.
   *
   * <pre>{@code verdict.kind()}</pre>
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * Returns the number of turns until the game ends with best play; 0 for a draw.
   *
   * <pre>{@code Verdict.win(5).distance() == 5}</pre>
   *
   * @return the distance in turns
   */
  public int distance() {
    return distance;
  }

  /**
   * Compares kind and distance.
   *
   * <pre>{@code Verdict.win(3).equals(Verdict.win(3))   // true}</pre>
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Verdict v && v.kind == kind && v.distance == distance;
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, distance);
  }

  /**
   * Returns {@code win in 3}, {@code loss in 0} or {@code draw}.
   *
   * <pre>{@code Verdict.win(3).toString()   // "win in 3"}</pre>
   */
  @Override
  public String toString() {
    return kind == Kind.DRAW ? "draw" : (kind == Kind.WIN ? "win in " : "loss in ") + distance;
  }
}
