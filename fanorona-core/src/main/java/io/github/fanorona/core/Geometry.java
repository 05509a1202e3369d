package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The shape of a board: {@code width} columns by {@code height} rows of points. Orthogonal lines
 * join every pair of neighbours; diagonal lines pass only through <em>strong</em> points, those
 * whose column and row (0-based) add up to an even number, so {@code a1} and the centre of an odd
 * board are strong.
 *
 * <p>Inside a geometry every point has an <em>index</em>, {@code y * width + x}, the bit that
 * stands for it in a bitboard ({@code long}). Boards hold at most 64 points.
 *
 * <pre>{@code
 * Geometry sivy = Geometry.of(9, 5);
 * sivy.isStrong(Point.parse("e3"));                        // true
 * sivy.neighbour(Point.parse("d2"), Direction.NORTH_EAST); // Optional[e3]
 * sivy.index(Point.parse("b1"));                           // 1
 * }</pre>
 *
 * <p>Geometries are interned: {@code Geometry.of(9, 5) == Geometry.of(9, 5)}.
 *
 * @since 1.0.0
 */
public final class Geometry {
  private static final ConcurrentMap<Integer, Geometry> CACHE = new ConcurrentHashMap<>();

  private final int width;
  private final int height;
  private final int size;
  private final long allMask;
  private final long strongMask;
  private final int[] neighbours;
  private final long[] stepSources;
  private final int[] shifts;
  private final ImmutableList<Point> points;

  private Geometry(int width, int height) {
    this.width = width;
    this.height = height;
    this.size = width * height;
    this.allMask = size == 64 ? -1L : (1L << size) - 1;
    this.neighbours = new int[size * 8];
    this.stepSources = new long[8];
    this.shifts = new int[8];
    long strong = 0;
    ImmutableList.Builder<Point> all = ImmutableList.builderWithExpectedSize(size);
    for (Direction d : Direction.values()) {
      shifts[d.ordinal()] = d.dy() * width + d.dx();
    }
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        int i = y * width + x;
        all.add(Point.of(x, y));
        boolean isStrong = ((x + y) & 1) == 0;
        if (isStrong) {
          strong |= 1L << i;
        }
        for (Direction d : Direction.values()) {
          int nx = x + d.dx();
          int ny = y + d.dy();
          boolean onBoard = nx >= 0 && nx < width && ny >= 0 && ny < height;
          boolean hasLine = onBoard && (!d.isDiagonal() || isStrong);
          neighbours[i * 8 + d.ordinal()] = hasLine ? ny * width + nx : -1;
          if (hasLine) {
            stepSources[d.ordinal()] |= 1L << i;
          }
        }
      }
    }
    this.strongMask = strong;
    this.points = all.build();
  }

  /**
   * Returns the geometry of a board with the given number of columns and rows.
   *
   * <pre>{@code Geometry.of(5, 5)   // Fanoron-Dimy}</pre>
   *
   * @param width columns, 1 to 26
   * @param height rows, 1 to 64
   * @return the geometry
   * @throws IllegalArgumentException if a size is out of range or the board has more than 64 points
   */
  public static Geometry of(int width, int height) {
    if (width < 1 || width > Point.MAX_COLUMNS || height < 1 || height > Point.MAX_ROWS) {
      throw new IllegalArgumentException(
          "a board has 1-26 columns and 1-64 rows, not " + width + "x" + height);
    }
    if (width * height > 64) {
      throw new IllegalArgumentException(
          "a board holds at most 64 points, not " + width + "x" + height + " = " + width * height);
    }
    return CACHE.computeIfAbsent(width * 100 + height, k -> new Geometry(width, height));
  }

  /** {@return the number of columns} */
  public int width() {
    return width;
  }

  /** {@return the number of rows} */
  public int height() {
    return height;
  }

  /** {@return the number of points, {@code width * height}} */
  public int size() {
    return size;
  }

  /**
   * {@return every point, ordered by index ({@code a1, b1, ..., a2, ...})}
   *
   * <pre>{@code Geometry.of(3, 3).points().get(4)   // b2}</pre>
   */
  public ImmutableList<Point> points() {
    return points;
  }

  /**
   * Returns whether a point lies on this board.
   *
   * <pre>{@code Geometry.of(3, 3).contains(Point.parse("d1"))   // false}</pre>
   *
   * @param p a point
   * @return true if the board has it
   */
  public boolean contains(Point p) {
    return p.x() < width && p.y() < height;
  }

  /**
   * Returns the bit index of a point on this board.
   *
   * <pre>{@code Geometry.of(9, 5).index(Point.parse("a2")) // 9}</pre>
   *
   * @param p a point of this board
   * @return {@code y * width + x}
   * @throws IllegalArgumentException if the point is not on this board
   */
  public int index(Point p) {
    if (!contains(p)) {
      throw new IllegalArgumentException(p + " is not on a " + this + " board");
    }
    return p.y() * width + p.x();
  }

  /**
   * Returns the point with a bit index.
   *
   * <pre>{@code Geometry.of(9, 5).point(22)   // e3}</pre>
   *
   * @param index 0 to {@code size() - 1}
   * @return the point
   * @throws IndexOutOfBoundsException if the index is out of range
   */
  public Point point(int index) {
    return points.get(index);
  }

  /**
   * Returns whether a point is strong: it has diagonal lines.
   *
   * <pre>{@code Geometry.of(9, 5).isStrong(Point.parse("b1"))   // false}</pre>
   *
   * @param p a point of this board
   * @return true when {@code x + y} is even
   */
  public boolean isStrong(Point p) {
    return ((strongMask >>> index(p)) & 1) != 0;
  }

  /**
   * Returns the neighbour of a point along a line, if the board has that line.
   *
   * <pre>
   * {@code Geometry.of(9, 5).neighbour(Point.parse("b1"), Direction.NORTH_EAST)   // Optional.empty}
   * </pre>
   *
   * @param p a point of this board
   * @param d a direction
   * @return the neighbour, or empty at the edge or where no diagonal runs
   */
  public java.util.Optional<Point> neighbour(Point p, Direction d) {
    int n = neighbours[index(p) * 8 + d.ordinal()];
    return n < 0 ? java.util.Optional.empty() : java.util.Optional.of(points.get(n));
  }

  /**
   * {@return the mask with one bit for every point of the board}
   *
   * <pre>{@code Long.bitCount(Geometry.of(9, 5).allMask()) // 45}</pre>
   */
  public long allMask() {
    return allMask;
  }

  /** {@return the mask of strong points} */
  long strongMask() {
    return strongMask;
  }

  /**
   * Returns the geometry turned half a turn and mirrored into itself; here simply the point
   * reflected through the centre. Used for symmetry checks.
   *
   * <pre>{@code Geometry.of(9, 5).rotate(Point.parse("a1"))   // i5}</pre>
   *
   * @param p a point of this board
   * @return the point reflected through the centre of the board
   */
  public Point rotate(Point p) {
    index(p);
    return Point.of(width - 1 - p.x(), height - 1 - p.y());
  }

  /**
   * Returns a point mirrored left to right.
   *
   * <pre>{@code Geometry.of(9, 5).mirror(Point.parse("a1"))   // i1}</pre>
   *
   * @param p a point of this board
   * @return the point with its column reflected
   */
  Point mirror(Point p) {
    index(p);
    return Point.of(width - 1 - p.x(), p.y());
  }

  /**
   * Returns a string such as {@code 9x5}.
   *
   * <pre>{@code Geometry.of(9, 5).toString()   // "9x5"}</pre>
   */
  @Override
  public String toString() {
    return width + "x" + height;
  }

  // Raw tables for the engines of this package; never exposed because arrays are mutable.

  int neighbourIndex(int index, int direction) {
    return neighbours[index * 8 + direction];
  }

  int[] neighbourTable() {
    return neighbours;
  }

  long stepSources(int direction) {
    return stepSources[direction];
  }

  int shift(int direction) {
    return shifts[direction];
  }
}
