package io.github.fanorona.core;

/**
 * The eight directions a stone can step in. Orthogonal directions exist at every point; the four
 * diagonals only at strong points (see {@link Geometry#isStrong(Point)}).
 *
 * <p>North is towards higher row numbers (towards Black), east towards later column letters.
 *
 * <pre>{@code
 * Direction.NORTH_EAST.opposite();   // SOUTH_WEST
 * Direction.EAST.dx();               // 1
 * }</pre>
 *
 * @since 1.0.0
 */
public enum Direction {
  /** Towards later columns. */
  EAST(1, 0),
  /** Towards earlier columns. */
  WEST(-1, 0),
  /** Towards higher rows (Black's side). */
  NORTH(0, 1),
  /** Towards lower rows (White's side). */
  SOUTH(0, -1),
  /** Up and to the right. */
  NORTH_EAST(1, 1),
  /** Down and to the left. */
  SOUTH_WEST(-1, -1),
  /** Up and to the left. */
  NORTH_WEST(-1, 1),
  /** Down and to the right. */
  SOUTH_EAST(1, -1);

  private static final Direction[] VALUES = values();

  private final int dx;
  private final int dy;

  Direction(int dx, int dy) {
    this.dx = dx;
    this.dy = dy;
  }

  /**
   * {@return the column change of one step, -1, 0 or 1}
   *
   * <pre>{@code Direction.WEST.dx() // -1}</pre>
   */
  public int dx() {
    return dx;
  }

  /**
   * {@return the row change of one step, -1, 0 or 1}
   *
   * <pre>{@code Direction.NORTH.dy() // 1}</pre>
   */
  public int dy() {
    return dy;
  }

  /**
   * Returns whether this is one of the four diagonal directions.
   *
   * <pre>{@code Direction.NORTH_WEST.isDiagonal()   // true}</pre>
   *
   * @return true for a diagonal
   */
  public boolean isDiagonal() {
    return dx != 0 && dy != 0;
  }

  /**
   * Returns the direction pointing the other way. Directions come in pairs, so this is the ordinal
   * with its lowest bit flipped.
   *
   * <pre>{@code Direction.EAST.opposite() // WEST}</pre>
   *
   * @return the opposite direction
   */
  public Direction opposite() {
    return VALUES[ordinal() ^ 1];
  }

  /**
   * Returns the direction of a step from one point to an adjacent one, ignoring whether the board
   * has that line.
   *
   * <pre>{@code Direction.between(Point.parse("d2"), Point.parse("e3")) // NORTH_EAST}</pre>
   *
   * @param from the starting point
   * @param to a point next to it, orthogonally or diagonally
   * @return the direction
   * @throws IllegalArgumentException if the points are not neighbours
   */
  public static Direction between(Point from, Point to) {
    int ddx = to.x() - from.x();
    int ddy = to.y() - from.y();
    for (Direction d : VALUES) {
      if (d.dx == ddx && d.dy == ddy) {
        return d;
      }
    }
    throw new IllegalArgumentException(from + " and " + to + " are not neighbours");
  }

  static Direction ofOrdinal(int ordinal) {
    return VALUES[ordinal];
  }
}
