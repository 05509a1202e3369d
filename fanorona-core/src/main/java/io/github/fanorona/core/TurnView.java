package io.github.fanorona.core;

/**
 * A read-only look at a legal turn while it is being generated, for callers that want every turn
 * without allocating one object per turn (search engines, perft, statistics). The view is only
 * valid during the {@link TurnVisitor#visit} call that receives it; call {@link #toTurn()} to keep
 * a turn.
 *
 * <p>Points are given as bit indices of the position's {@link Geometry} ({@code y * width + x}).
 *
 * <pre>{@code
 * engine.forEachTurn(position, ruleset, view -> {
 *   if (view.stepCount() > 3) {
 *     longChains.add(view.toTurn());
 *   }
 *   return true;   // keep going
 * });
 * }</pre>
 *
 * <p>Thread safety: Not thread-safe and not a value: a view is valid only in the thread and the
 * call of {@link TurnVisitor#visit} that hands it over; keep {@link #toTurn()} instead.
 *
 * @since 1.0.0
 */
public interface TurnView {
  /** {@return the kind of the turn} */
  Turn.Kind kind();

  /** {@return the index of the point the moving stone starts on, or the point of a drop} */
  int originIndex();

  /** {@return the number of steps: 0 for a drop, 1 for a paika, at least 1 for a capture} */
  int stepCount();

  /**
   * Returns the index of the landing point of step {@code i}.
   *
   * <pre>{@code view.landingIndex(view.stepCount() - 1)   // where the stone ends}</pre>
   *
   * @param i the step, from 0
   * @return a bit index
   */
  int landingIndex(int i);

  /**
   * Returns whether step {@code i} captures by approach (otherwise by withdrawal, or nothing for a
   * paika).
   *
   * <pre>{@code
   * List<Boolean> approach = new ArrayList<>();
   * Position start = Variant.sivy().start();
   * CaptureEngine.instance().forEachTurn(start, Ruleset.standard(), v -> approach.add(v.isApproach(0)));
   * approach.toString();   // "[true, true, true, true, false]"
   * }</pre>
   *
   * @param i the step, from 0
   * @return true for an approach
   */
  boolean isApproach(int i);

  /**
   * Returns the stones step {@code i} takes, as a bitboard.
   *
   * <pre>{@code
   * List<Integer> taken = new ArrayList<>();
   * Position start = Variant.sivy().start();
   * CaptureEngine.instance().forEachTurn(start, Ruleset.standard(), v -> {
   *   taken.add(Long.bitCount(v.capturedMask(0)));
   *   return true;
   * });
   * taken.toString();   // "[2, 2, 2, 1, 1]"
   * }</pre>
   *
   * @param i the step, from 0
   * @return the captured points' bits, 0 for a paika
   */
  long capturedMask(int i);

  /**
   * Returns the index of the point where the moving stone ends the turn: the landing of the last
   * step, or for a drop the point dropped on. With {@link #originIndex()} and {@link #takenMask()}
   * it is all a caller needs to make the next bitboards, as below for Sivy's opening turn d2-e3A.
   *
   * <pre>{@code
   * long mover = own & ~(1L << view.originIndex()) | 1L << view.endIndex();
   * long other = opp & ~view.takenMask();
   * view.endIndex()   // 22: e3
   * }</pre>
   *
   * @return a bit index
   */
  default int endIndex() {
    int n = stepCount();
    return n == 0 ? originIndex() : landingIndex(n - 1);
  }

  /**
   * Returns every stone the turn takes, all steps together: the union of {@link #capturedMask(int)}
   * over the steps. A huffed stone is not among them (see {@link #huffIndex()}).
   *
   * <pre>{@code Long.bitCount(view.takenMask())   // 2 for d2-e3A at the Sivy start: f4, g5}</pre>
   *
   * @return the taken points' bits, 0 for a paika or a drop
   */
  default long takenMask() {
    long taken = 0;
    for (int i = 0; i < stepCount(); i++) {
      taken |= capturedMask(i);
    }
    return taken;
  }

  /** {@return the index of the enemy stone huffed before this turn, or -1 for none} */
  int huffIndex();

  /** {@return the stones that the opponent may huff after this turn (only under huffing)} */
  long liableAfter();

  /**
   * Copies the turn into an immutable value.
   *
   * <pre>{@code
   * List<Turn> kept = new ArrayList<>();
   * Position start = Variant.sivy().start();
   * CaptureEngine.instance().forEachTurn(start, Ruleset.standard(), view -> kept.add(view.toTurn()));
   * kept.get(0).toString();   // "d2-e3A"
   * }</pre>
   *
   * @return the turn
   */
  Turn toTurn();
}
