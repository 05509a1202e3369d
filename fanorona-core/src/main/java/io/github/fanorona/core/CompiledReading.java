package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;

/**
 * One reading of a written turn put in terms of one board's bit indices, so that comparing it with
 * a turn (a {@link Turn} or a view during generation) compares integers: every reading is compared
 * with every legal turn of every position of every record.
 *
 * <pre>{@code new CompiledReading(reading, position.geometry()).fits(view)}</pre>
 */
final class CompiledReading {
  /** What {@link #huff} holds when the reading names a huff off the board: never a turn's. */
  private static final int NO_SUCH_POINT = -2;

  /** Whether every point named is on the board; a reading naming another is no turn's. */
  private final boolean onBoard;

  private final int origin;
  private final int huff;
  private final boolean originHasKind;
  private final int[] landings;

  /** Per landing: 0 for no capture letter, 1 for approach, 2 for withdrawal. */
  private final byte[] kinds;

  private final boolean[] counted;

  /**
   * Compiles a reading for one board.
   *
   * @param r the reading
   * @param g the board its points are matched on
   */
  public CompiledReading(TurnReading r, Geometry g) {
    ImmutableList<TurnReading.Mark> marks = r.marks();
    boolean ok = g.contains(marks.get(0).point());
    this.origin = ok ? g.index(marks.get(0).point()) : -1;
    this.originHasKind = marks.get(0).kind().isPresent();
    if (r.huff().isEmpty()) {
      this.huff = -1;
    } else {
      this.huff = g.contains(r.huff().get()) ? g.index(r.huff().get()) : NO_SUCH_POINT;
    }
    int steps = marks.size() - 1;
    this.landings = new int[steps];
    this.kinds = new byte[steps];
    this.counted = new boolean[steps];
    for (int i = 0; i < steps; i++) {
      TurnReading.Mark m = marks.get(i + 1);
      if (g.contains(m.point())) {
        landings[i] = g.index(m.point());
      } else {
        ok = false;
      }
      if (m.kind().isPresent()) {
        kinds[i] = m.kind().get() == CaptureKind.APPROACH ? (byte) 1 : (byte) 2;
      }
      counted[i] = m.count().isPresent();
    }
    this.onBoard = ok;
  }

  /**
   * Whether at most one turn can fit: a drop, or steps that each have their capture letter. Such a
   * reading names every step, its kind and so the stones it takes (the board decides those), and
   * the huff; turns that fit it are equal. Without a letter, {@code d3-e3} may be an approach, a
   * withdrawal or a paika.
   *
   * @return true if no two turns can fit
   */
  public boolean determinesTurn() {
    if (!onBoard) {
      return false;
    }
    for (byte k : kinds) {
      if (k == 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the turn makes the steps written: the same origin, huff and landings, each capture
   * letter written the capture made, and a stone count written only on captures.
   *
   * @param t a legal turn as the generator shows it
   * @return true if it fits
   */
  public boolean fits(TurnView t) {
    if (!onBoard || t.originIndex() != origin || t.huffIndex() != huff) {
      return false;
    }
    Turn.Kind kind = t.kind();
    if (kind == Turn.Kind.DROP) {
      return landings.length == 0 && !originHasKind;
    }
    int steps = landings.length;
    if (t.stepCount() != steps) {
      return false;
    }
    boolean capture = kind == Turn.Kind.CAPTURE;
    for (int i = 0; i < steps; i++) {
      if (t.landingIndex(i) != landings[i]) {
        return false;
      }
      byte k = kinds[i];
      if (k != 0 && (!capture || t.isApproach(i) != (k == 1))) {
        return false;
      }
      if (counted[i] && !capture) {
        return false;
      }
    }
    return true;
  }
}
