package io.github.fanorona.tables;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import java.util.Collection;
import java.util.Optional;

/**
 * A symmetry of a board: a motion that maps the board's points and lines onto themselves
 * (left–right mirror, top–bottom mirror, half turn, and on square boards the transposes and quarter
 * turns), optionally combined with swapping the colours of the stones and the side to move. The
 * rules of the capture game know no colour and no direction, so a symmetry maps the legal turns of
 * a position onto the legal turns of its image.
 *
 * <p>A test helper since 2.0.0: no solver or table uses symmetries, so the library does not ship
 * this class; {@code SymmetryTest} uses it to check that the rules keep a board's symmetries.
 *
 * <pre>{@code
 * Geometry g = Geometry.of(9, 5);
 * ImmutableList<Symmetry> group = Symmetry.group(g);   // 8 elements: 4 motions, each +- colour swap
 * Symmetry m = Symmetry.of(g, Symmetry.Motion.MIRROR_LEFT_RIGHT, false);
 * m.apply(Point.parse("a1"));                          // i1
 * Position p = Variant.sivy().start();
 * Symmetry.canonical(p).equals(Symmetry.canonical(m.apply(p)));   // true
 * }</pre>
 *
 * <p>Which motions a board has depends on its shape: a motion belongs to the group only when it
 * keeps the strong points strong (so a left–right mirror needs an odd width) and, for the
 * transposes and quarter turns, when the board is square. Under Vela the ruleset names a side, so a
 * colour swap maps the ruleset too: {@link #apply(Ruleset)}. Symmetries are immutable values.
 *
 * @since 1.0.0
 */
public final class Symmetry {
  /**
   * A rigid motion of the square grid; {@link #group} keeps those that fit a board.
   *
   * @since 1.0.0
   */
  public enum Motion {
    /** Every point stays. */
    IDENTITY,
    /** Columns reversed: {@code a1} to the right-hand corner of row 1. */
    MIRROR_LEFT_RIGHT,
    /** Rows reversed: {@code a1} to the left-hand corner of the top row. */
    MIRROR_TOP_BOTTOM,
    /** The turn through the centre by 180 degrees. */
    HALF_TURN,
    /** Columns and rows exchanged: {@code (x, y)} to {@code (y, x)}; square boards only. */
    TRANSPOSE,
    /** The mirror in the other diagonal: {@code (x, y)} to {@code (n-1-y, n-1-x)}; square only. */
    ANTI_TRANSPOSE,
    /** A quarter turn anticlockwise: {@code (x, y)} to {@code (n-1-y, x)}; square boards only. */
    QUARTER_TURN_LEFT,
    /** A quarter turn clockwise: {@code (x, y)} to {@code (y, n-1-x)}; square boards only. */
    QUARTER_TURN_RIGHT;

    Optional<Point> map(int width, int height, int x, int y) {
      int nx;
      int ny;
      switch (this) {
        case IDENTITY -> {
          nx = x;
          ny = y;
        }
        case MIRROR_LEFT_RIGHT -> {
          nx = width - 1 - x;
          ny = y;
        }
        case MIRROR_TOP_BOTTOM -> {
          nx = x;
          ny = height - 1 - y;
        }
        case HALF_TURN -> {
          nx = width - 1 - x;
          ny = height - 1 - y;
        }
        case TRANSPOSE -> {
          nx = y;
          ny = x;
        }
        case ANTI_TRANSPOSE -> {
          nx = height - 1 - y;
          ny = width - 1 - x;
        }
        case QUARTER_TURN_LEFT -> {
          nx = height - 1 - y;
          ny = x;
        }
        default -> {
          nx = y;
          ny = width - 1 - x;
        }
      }
      return nx < 0 || nx >= width || ny < 0 || ny >= height
          ? Optional.empty()
          : Optional.of(Point.of(nx, ny));
    }
  }

  private final Geometry geometry;
  private final Motion motion;
  private final boolean swapsColours;
  private final int[] image;

  private Symmetry(Geometry geometry, Motion motion, boolean swapsColours, int[] image) {
    this.geometry = geometry;
    this.motion = motion;
    this.swapsColours = swapsColours;
    this.image = image;
  }

  /**
   * Returns the symmetry of a board made of a motion and, optionally, a colour swap.
   *
   * <pre>
   * {@code Symmetry.of(Geometry.of(3, 3), Symmetry.Motion.TRANSPOSE, true).swapsColours() // true}
   * </pre>
   *
   * @param geometry the board
   * @param motion the motion of the points
   * @param swapsColours true to also swap White and Black (stones, side to move, hands)
   * @return the symmetry
   * @throws IllegalArgumentException if the motion does not map the board and its lines onto
   *     themselves
   */
  public static Symmetry of(Geometry geometry, Motion motion, boolean swapsColours) {
    return imageOf(geometry, motion)
        .map(img -> new Symmetry(geometry, motion, swapsColours, img))
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    motion + " is not a symmetry of the " + geometry + " board"));
  }

  /** The permutation of point indices, or empty if the motion leaves the board or its lines. */
  private static Optional<int[]> imageOf(Geometry g, Motion motion) {
    int[] img = new int[g.size()];
    for (int i = 0; i < g.size(); i++) {
      Point p = g.point(i);
      Optional<Point> q = motion.map(g.width(), g.height(), p.x(), p.y());
      // Diagonal lines run through strong points only: a motion must keep them strong.
      if (q.isEmpty() || g.isStrong(p) != g.isStrong(q.get())) {
        return Optional.empty();
      }
      img[i] = g.index(q.get());
    }
    return Optional.of(img);
  }

  /**
   * Returns the symmetry group of a board: every motion that fits it, each with and without the
   * colour swap, the identity first.
   *
   * <pre>{@code
   * Symmetry.group(Geometry.of(9, 5)).size()   // 8
   * Symmetry.group(Geometry.of(5, 5)).size()   // 16
   * Symmetry.group(Geometry.of(4, 3)).size()   // 4: only the top-bottom mirror keeps strong points
   * }</pre>
   *
   * @param geometry the board
   * @return the elements
   */
  public static ImmutableList<Symmetry> group(Geometry geometry) {
    ImmutableList.Builder<Symmetry> out = ImmutableList.builder();
    for (boolean swap : new boolean[] {false, true}) {
      for (Symmetry s : motions(geometry)) {
        out.add(swap ? new Symmetry(geometry, s.motion, true, s.image) : s);
      }
    }
    return out.build();
  }

  /**
   * Returns the motions of a board without colour swaps: the subgroup that keeps every stone's
   * colour, for rules that name a side.
   *
   * <pre>{@code Symmetry.motions(Geometry.of(9, 5)).size()   // 4}</pre>
   *
   * @param geometry the board
   * @return the elements, the identity first
   */
  public static ImmutableList<Symmetry> motions(Geometry geometry) {
    ImmutableList.Builder<Symmetry> out = ImmutableList.builder();
    for (Motion m : Motion.values()) {
      imageOf(geometry, m).ifPresent(img -> out.add(new Symmetry(geometry, m, false, img)));
    }
    return out.build();
  }

  /** {@return the board this symmetry acts on} */
  public Geometry geometry() {
    return geometry;
  }

  /** {@return the motion of the points} */
  public Motion motion() {
    return motion;
  }

  /** {@return whether this symmetry swaps the colours and the side to move} */
  public boolean swapsColours() {
    return swapsColours;
  }

  /**
   * Returns the image of a point.
   *
   * <pre>
   * {@code Symmetry.of(Geometry.of(9, 5), Symmetry.Motion.HALF_TURN, false).apply(Point.parse("a1"))   // i5}
   * </pre>
   *
   * @param point a point of this board
   * @return its image
   * @throws IllegalArgumentException if the point is not on this board
   */
  public Point apply(Point point) {
    return geometry.point(image[geometry.index(point)]);
  }

  /**
   * Returns the image of a point index.
   *
   * <pre>{@code symmetry.applyIndex(0)   // the index of a1's image}</pre>
   *
   * @param index 0 to {@code geometry().size() - 1}
   * @return the index of its image
   * @throws IndexOutOfBoundsException if the index is out of range
   */
  public int applyIndex(int index) {
    return image[index];
  }

  /**
   * Returns the image of a bitboard (the points move; colours are the caller's business).
   *
   * <pre>{@code
   * Symmetry s = Symmetry.of(Geometry.of(3, 3), Symmetry.Motion.MIRROR_LEFT_RIGHT, false);
   * s.applyMask(0b000_000_001L);   // 4
   * }</pre>
   *
   * @param mask points of this board, bit {@code y * width + x}
   * @return the image points
   */
  public long applyMask(long mask) {
    long out = 0;
    long rest = mask & geometry.allMask();
    while (rest != 0) {
      out |= 1L << image[Long.numberOfTrailingZeros(rest)];
      rest &= rest - 1;
    }
    return out;
  }

  /**
   * Returns the image of a side: itself, or its opponent for a colour swap.
   *
   * <pre>{@code swap.apply(Side.WHITE)   // BLACK}</pre>
   *
   * @param side a side
   * @return its image
   */
  public Side apply(Side side) {
    return swapsColours ? side.opponent() : side;
  }

  /**
   * Returns the image of a position: stones moved (and recoloured for a colour swap), side to move
   * and hands likewise, huffable stones moved; the counters stay.
   *
   * <pre>{@code
   * Symmetry s = Symmetry.of(Geometry.of(3, 3), Symmetry.Motion.MIRROR_LEFT_RIGHT, false);
   * s.apply(Position.parse("B2/3/W2 w")).toString();   // "2B/3/2W w 0 1"
   * }</pre>
   *
   * @param position a position of this board
   * @return its image
   * @throws IllegalArgumentException if the position is of another board
   */
  public Position apply(Position position) {
    checkBoard(position.geometry());
    long white = applyMask(position.stones(apply(Side.WHITE)));
    long black = applyMask(position.stones(apply(Side.BLACK)));
    Side side = apply(position.sideToMove());
    Position image =
        position.isPlacement()
            ? Position.placement(
                geometry,
                white,
                black,
                side,
                position.inHand(apply(Side.WHITE)),
                position.inHand(apply(Side.BLACK)))
            : Position.of(geometry, white, black, side);
    Position counted = image.withCounters(position.pliesSinceCapture(), position.turnNumber());
    return position.huffable() == 0
        ? counted
        : counted.withHuffable(applyMask(position.huffable()));
  }

  /**
   * Returns the image of a ruleset: itself, except that a colour swap swaps the Vela beneficiary,
   * the one option that names a side.
   *
   * <pre>{@code swap.apply(Ruleset.parse("vela=black"))   // vela=white}</pre>
   *
   * @param ruleset a ruleset
   * @return the ruleset under which images of positions have the images of the legal turns
   */
  public Ruleset apply(Ruleset ruleset) {
    if (!swapsColours || ruleset.velaBeneficiary().isEmpty()) {
      return ruleset;
    }
    return ruleset.toBuilder()
        .velaBeneficiary(ruleset.velaBeneficiary().map(Side::opponent))
        .build();
  }

  private void checkBoard(Geometry g) {
    if (g != geometry) {
      throw new IllegalArgumentException("a " + g + " board under a symmetry of " + geometry);
    }
  }

  /**
   * Returns the canonical form of a position under its board's whole group ({@link #group}): the
   * least image, so every image of a position has the same canonical form. Images are ordered by
   * side to move (White first), then white stones, black stones, huffable stones and White's hand
   * as unsigned numbers, then the hands.
   *
   * <pre>{@code Symmetry.canonical(p).equals(Symmetry.canonical(s.apply(p)))   // for every s}
   * </pre>
   *
   * @param position a position
   * @return the canonical image, with the position's counters
   */
  public static Position canonical(Position position) {
    return canonical(position, group(position.geometry()));
  }

  /**
   * Returns the least image of a position under some elements, such as {@link #motions} when the
   * rules name a side.
   *
   * <pre>{@code
   * Position p = Position.parse("B2/3/W2 w");
   * Symmetry.canonical(p, Symmetry.motions(p.geometry())).toString();   // "3/3/W1B w 0 1"
   * }</pre>
   *
   * @param position a position
   * @param elements symmetries of its board, a group for the result to be canonical
   * @return the least image, or the position itself when there are no elements
   * @throws IllegalArgumentException if an element belongs to another board
   */
  public static Position canonical(Position position, Collection<Symmetry> elements) {
    Position best = position;
    boolean first = true;
    for (Symmetry s : elements) {
      Position image = s.apply(position);
      if (first || less(image, best)) {
        best = image;
        first = false;
      }
    }
    return best;
  }

  /**
   * Returns a key for a position's class under its board's group: the Zobrist key of its canonical
   * form, equal for every image.
   *
   * <pre>{@code Symmetry.canonicalKey(p) == Symmetry.canonicalKey(s.apply(p))   // for every s}
   * </pre>
   *
   * @param position a position
   * @return the 64-bit key
   */
  public static long canonicalKey(Position position) {
    return canonical(position).zobristKey();
  }

  private static boolean less(Position a, Position b) {
    int c = a.sideToMove().compareTo(b.sideToMove());
    if (c == 0) {
      c = Long.compareUnsigned(a.stones(Side.WHITE), b.stones(Side.WHITE));
    }
    if (c == 0) {
      c = Long.compareUnsigned(a.stones(Side.BLACK), b.stones(Side.BLACK));
    }
    if (c == 0) {
      c = Long.compareUnsigned(a.huffable(), b.huffable());
    }
    if (c == 0) {
      c = Integer.compare(a.inHand(Side.WHITE), b.inHand(Side.WHITE));
    }
    if (c == 0) {
      c = Integer.compare(a.inHand(Side.BLACK), b.inHand(Side.BLACK));
    }
    return c < 0;
  }

  /**
   * Returns a description such as {@code HALF_TURN+swap}.
   *
   * <pre>{@code Symmetry.group(Geometry.of(9, 5)).get(0).toString()   // "IDENTITY"}</pre>
   */
  @Override
  public String toString() {
    return motion + (swapsColours ? "+swap" : "");
  }

  /**
   * Compares board, motion and colour swap.
   *
   * <pre>{@code
   * Geometry g = Geometry.of(3, 3);
   * Symmetry.group(g).get(0).equals(Symmetry.of(g, Symmetry.Motion.IDENTITY, false));   // true
   * }</pre>
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Symmetry s
        && s.geometry == geometry
        && s.motion == motion
        && s.swapsColours == swapsColours;
  }

  @Override
  public int hashCode() {
    return (geometry.hashCode() * 31 + motion.hashCode()) * 2 + (swapsColours ? 1 : 0);
  }
}
