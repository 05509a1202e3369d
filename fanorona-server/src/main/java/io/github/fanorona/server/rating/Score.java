package io.github.fanorona.server.rating;

/**
 * A player's result in one game, as Glicko-2 counts it: 1 for a win, ½ for a draw, 0 for a loss. A
 * game lost on time, by resignation or by abandonment is a {@link #LOSS} like any other.
 *
 * <pre>{@code Score.DRAW.points()   // 0.5}</pre>
 */
public enum Score {
  /** A win: 1 point. */
  WIN(1),
  /** A draw: ½ point. */
  DRAW(0.5),
  /** A loss: no point. */
  LOSS(0);

  private final double points;

  Score(double points) {
    this.points = points;
  }

  /**
   * Returns the points Glicko-2 counts for this result.
   *
   * <pre>{@code Score.WIN.points()   // 1.0}</pre>
   *
   * @return 1, 0.5 or 0
   */
  public double points() {
    return points;
  }

  /**
   * Returns the opponent's result in the same game.
   *
   * <pre>{@code Score.WIN.opposite()   // LOSS}</pre>
   *
   * @return the other side's score
   */
  public Score opposite() {
    return switch (this) {
      case WIN -> LOSS;
      case DRAW -> DRAW;
      case LOSS -> WIN;
    };
  }
}
