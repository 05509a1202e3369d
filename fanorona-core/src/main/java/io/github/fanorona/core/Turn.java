package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Arrays;
import java.util.Optional;

/**
 * One player's whole turn: a paika (one step without capture), a capture chain (one or more
 * capturing steps by the same stone), or a drop (Fanoron-Telo's placement phase). Under huffing a
 * turn may start by huffing one enemy stone.
 *
 * <p>Turns are produced by a {@link RulesEngine} for a position and carry the stones they take;
 * they are immutable values, equal when they make the same steps with the same capture kinds.
 * {@link #toString()} gives the canonical A/W notation:
 *
 * <pre>{@code
 * Turn t = Game.start(Variant.sivy()).legalTurns().get(0);
 * t.toString();        // "d2-e3A"
 * t.origin();          // d2
 * t.destination();     // e3
 * t.captureCount();    // 2 (f4 and g5, by approach)
 * }</pre>
 *
 * <p>Notation: a paika is {@code d2-e3}; a capture is the start point, then each landing point
 * followed by {@code A} (approach) or {@code W} (withdrawal): {@code d5-d4A-c5W}; a drop is the
 * bare point {@code b2}; a huff is written before the turn as {@code x} and the huffed point and a
 * colon: {@code xc3:d2-e3}.
 *
 * @since 1.0.0
 */
public final class Turn {
  /**
   * What a turn does.
   *
   * @since 1.0.0
   */
  public enum Kind {
    /** One step to an adjacent empty point, taking nothing. */
    PAIKA,
    /** One or more capturing steps by the same stone. */
    CAPTURE,
    /** A stone from hand placed on an empty point (Fanoron-Telo). */
    DROP
  }

  private final Geometry geometry;
  private final Kind kind;
  private final int origin;
  private final int[] landings;
  private final long approachBits;
  private final long[] captured;
  private final int huff;
  private final long liableAfter;

  Turn(
      Geometry geometry,
      Kind kind,
      int origin,
      int[] landings,
      long approachBits,
      long[] captured,
      int huff,
      long liableAfter) {
    this.geometry = geometry;
    this.kind = kind;
    this.origin = origin;
    this.landings = landings;
    this.approachBits = approachBits;
    this.captured = captured;
    this.huff = huff;
    this.liableAfter = liableAfter;
  }

  /**
   * Creates a drop: a stone from hand placed on a point. Engines of placement games (such as the
   * Fanoron-Telo alignment game) create their turns with this.
   *
   * <pre>{@code Turn.drop(Geometry.of(3, 3), Point.parse("b2")).toString() // "b2"}</pre>
   *
   * @param geometry the board
   * @param point the empty point to place on
   * @return the drop turn
   */
  public static Turn drop(Geometry geometry, Point point) {
    return new Turn(geometry, Kind.DROP, geometry.index(point), new int[0], 0, new long[0], -1, 0);
  }

  /**
   * Creates a paika: one step without capture. Engines outside this package create their
   * non-capturing moves with this.
   *
   * <pre>
   * {@code Turn.paika(Geometry.of(3, 3), Point.parse("a1"), Point.parse("b2")).toString() // "a1-b2"}
   * </pre>
   *
   * @param geometry the board
   * @param from the stone's point
   * @param to an adjacent point along a line
   * @return the paika turn
   * @throws IllegalArgumentException if the points are not joined by a line
   */
  public static Turn paika(Geometry geometry, Point from, Point to) {
    Direction d = Direction.between(from, to);
    if (geometry.neighbour(from, d).orElse(null) != to) {
      throw new IllegalArgumentException("no line joins " + from + " and " + to);
    }
    return new Turn(
        geometry,
        Kind.PAIKA,
        geometry.index(from),
        new int[] {geometry.index(to)},
        0,
        new long[] {0},
        -1,
        0);
  }

  /** {@return the board this turn was made for} */
  public Geometry geometry() {
    return geometry;
  }

  /** {@return what the turn does} */
  public Kind kind() {
    return kind;
  }

  /**
   * Returns whether this turn captures.
   *
   * <pre>{@code Game.start(Variant.sivy()).play("f2-e3A").turns().get(0).isCapture() // true}</pre>
   *
   * @return true for a capture chain
   */
  public boolean isCapture() {
    return kind == Kind.CAPTURE;
  }

  /**
   * Returns the point the moving stone starts on, or the point of a drop.
   *
   * <pre>{@code turn.origin()   // d2}</pre>
   *
   * @return the origin
   */
  public Point origin() {
    return geometry.point(origin);
  }

  /**
   * Returns the point the stone ends on (for a drop, the drop point).
   *
   * <pre>{@code turn.destination()   // e3}</pre>
   *
   * @return the final point
   */
  public Point destination() {
    return landings.length == 0 ? origin() : geometry.point(landings[landings.length - 1]);
  }

  /**
   * Returns the steps of the turn, in order; empty for a drop.
   *
   * <pre>{@code Game.start(Variant.sivy()).play("f2-e3A").turns().get(0).steps().size() // 1}</pre>
   *
   * @return the steps
   */
  public ImmutableList<Step> steps() {
    ImmutableList.Builder<Step> out = ImmutableList.builderWithExpectedSize(landings.length);
    int from = origin;
    for (int i = 0; i < landings.length; i++) {
      Optional<CaptureKind> k =
          kind == Kind.CAPTURE
              ? Optional.of(isApproach(i) ? CaptureKind.APPROACH : CaptureKind.WITHDRAWAL)
              : Optional.empty();
      out.add(
          new Step(geometry.point(from), geometry.point(landings[i]), k, capturedInOrder(from, i)));
      from = landings[i];
    }
    return out.build();
  }

  private ImmutableSet<Point> capturedInOrder(int from, int i) {
    long mask = captured[i];
    if (mask == 0) {
      return ImmutableSet.of();
    }
    // Walk the line outwards so the set lists the nearest stone first, as players count them.
    Direction d = Direction.between(geometry.point(from), geometry.point(landings[i]));
    int at = isApproach(i) ? landings[i] : from;
    Direction walk = isApproach(i) ? d : d.opposite();
    ImmutableSet.Builder<Point> out = ImmutableSet.builder();
    int p = geometry.neighbourIndex(at, walk.ordinal());
    while (p >= 0 && ((mask >>> p) & 1) != 0) {
      out.add(geometry.point(p));
      p = geometry.neighbourIndex(p, walk.ordinal());
    }
    return out.build();
  }

  /**
   * Returns every stone the turn takes (not counting a huffed stone).
   *
   * <pre>{@code turn.capturedPoints()   // [f4, g5] for d2-e3A}</pre>
   *
   * @return the captured points, by index order
   */
  public ImmutableSet<Point> capturedPoints() {
    return Bitboards.points(geometry, capturedMask());
  }

  /**
   * Returns every stone the turn takes, as a bitboard.
   *
   * <pre>
   * {@code Long.bitCount(Game.start(Variant.sivy()).play("f2-e3A").turns().get(0).capturedMask()) // 2}
   * </pre>
   *
   * @return the union of the steps' captured masks
   */
  long capturedMask() {
    long all = 0;
    for (long c : captured) {
      all |= c;
    }
    return all;
  }

  /**
   * Returns how many stones the turn takes (not counting a huffed stone).
   *
   * <pre>{@code Game.start(Variant.sivy()).play("f2-e3A").turns().get(0).captureCount() // 2}</pre>
   *
   * @return the number of captured stones
   */
  public int captureCount() {
    return Long.bitCount(capturedMask());
  }

  /**
   * Returns the enemy stone huffed at the start of this turn, if any.
   *
   * <pre>{@code turn.huffed()   // Optional[c3]}</pre>
   *
   * @return the huffed point
   */
  public Optional<Point> huffed() {
    return huff < 0 ? Optional.empty() : Optional.of(geometry.point(huff));
  }

  // Engine-level accessors: bit indices and masks, for Position.play and the engine only.

  int originIndex() {
    return origin;
  }

  int stepCount() {
    return landings.length;
  }

  int landingIndex(int i) {
    return landings[i];
  }

  boolean isApproach(int i) {
    return ((approachBits >>> i) & 1) != 0;
  }

  long capturedMask(int i) {
    return captured[i];
  }

  int huffIndex() {
    return huff;
  }

  long liableAfter() {
    return liableAfter;
  }

  /** This turn as the engine's view of a turn, for code that takes either. */
  TurnView view() {
    return new View(this);
  }

  private static final class View implements TurnView {
    private final Turn turn;

    View(Turn turn) {
      this.turn = turn;
    }

    @Override
    public Kind kind() {
      return turn.kind;
    }

    @Override
    public int originIndex() {
      return turn.origin;
    }

    @Override
    public int stepCount() {
      return turn.landings.length;
    }

    @Override
    public int landingIndex(int i) {
      return turn.landings[i];
    }

    @Override
    public boolean isApproach(int i) {
      if (i < 0 || i >= turn.landings.length) {
        throw new IndexOutOfBoundsException("step " + i + " of " + turn.landings.length);
      }
      return turn.isApproach(i);
    }

    @Override
    public long capturedMask(int i) {
      return turn.captured[i];
    }

    @Override
    public long takenMask() {
      return turn.capturedMask();
    }

    @Override
    public int huffIndex() {
      return turn.huff;
    }

    @Override
    public long liableAfter() {
      return turn.liableAfter;
    }

    @Override
    public Turn toTurn() {
      return turn;
    }
  }

  /**
   * Compares what the turn does on the board: the geometry, kind, points, capture kinds, the stones
   * taken and the huff. Two turns that play the same on the board are equal wherever they come from
   * (the engine, {@link #paika}, {@link WrittenTurn#resolve}); what the engine noted for a later
   * huff is a fact of the position, not of the turn, and is not compared.
   *
   * <pre>{@code Turn.paika(g, d2, e3).equals(enginesPaika)   // true}</pre>
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Turn t)) {
      return false;
    }
    return geometry == t.geometry
        && kind == t.kind
        && origin == t.origin
        && huff == t.huff
        && approachBits == t.approachBits
        && Arrays.equals(landings, t.landings)
        && Arrays.equals(captured, t.captured);
  }

  @Override
  public int hashCode() {
    int h = origin;
    h = h * 31 + kind.hashCode();
    h = h * 31 + huff;
    h = h * 31 + Arrays.hashCode(landings);
    h = h * 31 + Long.hashCode(approachBits);
    return h;
  }

  /**
   * Returns the canonical A/W notation: {@code d2-e3}, {@code d5-d4A-c5W}, {@code b2}, {@code
   * xc3:d2-e3}.
   *
   * <pre>{@code turn.toString()   // "d3-e3W"}</pre>
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(4 + 4 * landings.length);
    if (huff >= 0) {
      sb.append('x').append(geometry.point(huff)).append(':');
    }
    sb.append(geometry.point(origin));
    for (int i = 0; i < landings.length; i++) {
      sb.append('-').append(geometry.point(landings[i]));
      if (kind == Kind.CAPTURE) {
        sb.append(isApproach(i) ? 'A' : 'W');
      }
    }
    return sb.toString();
  }
}
