package io.github.fanorona.core;

/**
 * The board a {@link TurnBuilder} shows in the middle of a turn ({@link TurnBuilder#preview()}),
 * worked out on the bitboards of the position the turn starts from: the huffed stone removed, the
 * dropped stone placed, the moving stone where its last step landed, and the stones its steps took
 * removed; the side to move and the counters stay those of the start.
 *
 * <pre>{@code
 * TurnPreview.of(builder.click(Point.parse("d3")).builder())   // the start's stones: a selection moves none
 * }</pre>
 */
final class TurnPreview {
  private TurnPreview() {}

  /**
   * The position after a builder's clicks so far; the start itself with nothing clicked.
   *
   * @param b the builder
   * @return the position, its side to move unchanged
   */
  public static Position of(TurnBuilder b) {
    Position p = b.position();
    if (b.back().isEmpty()) {
      return p;
    }
    Geometry g = p.geometry();
    Side mover = p.sideToMove();
    long own = p.stones(mover);
    long opp = p.stones(mover.opponent());
    int whiteHand = p.inHand(Side.WHITE);
    int blackHand = p.inHand(Side.BLACK);
    if (b.huffed().isPresent()) {
      opp &= ~(1L << g.index(b.huffed().get()));
    }
    if (b.dropped().isPresent()) {
      own |= 1L << g.index(b.dropped().get());
      whiteHand -= mover == Side.WHITE ? 1 : 0;
      blackHand -= mover == Side.BLACK ? 1 : 0;
    }
    if (b.selected().isPresent()) {
      own = (own & ~(1L << g.index(b.selected().get()))) | 1L << g.index(b.stone().orElseThrow());
      for (Step s : b.steps()) {
        for (Point c : s.captured()) {
          opp &= ~(1L << g.index(c));
        }
      }
    }
    long white = mover == Side.WHITE ? own : opp;
    long black = mover == Side.WHITE ? opp : own;
    Position board =
        p.isPlacement()
            ? Position.placement(g, white, black, mover, whiteHand, blackHand)
            : Position.of(g, white, black, mover);
    return board.withCounters(p.pliesSinceCapture(), p.turnNumber());
  }
}
