package io.github.fanorona.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Perft under the rules {@link FastPerft} does not serve (huffing, Vela): it walks the turns that
 * {@link ChainSearch} generates and makes each child from the turn's view with a few bit
 * operations, never a {@link Position}. Each depth has its own search, since a visited turn's path
 * must stay intact while the counting goes deeper below it. One instance serves one thread at a
 * time.
 */
final class ChainPerft {
  /** The search and the node state of each depth, index 0 unused. */
  private final List<Level> levels = new ArrayList<>();

  private Geometry geometry = Geometry.of(9, 5);
  private Ruleset rules = Ruleset.standard();
  private boolean bulk = true;
  private long leafDigest;

  /** Makes a counter; its searches are made as the depths are reached. */
  public ChainPerft() {}

  /**
   * Counts the leaves below a position.
   *
   * @param p the position
   * @param r the rule options
   * @param depth the half-moves to count
   * @param bulk whether the last half-move is counted unplayed
   * @return the number of leaves
   */
  public long perft(Position p, Ruleset r, int depth, boolean bulk) {
    geometry = p.geometry();
    rules = r;
    this.bulk = bulk;
    leafDigest = 0;
    if (depth <= 0) {
      return 1;
    }
    Side side = p.sideToMove();
    return node(
        p.stones(side),
        p.stones(side.opponent()),
        side.ordinal(),
        p.turnNumber(),
        p.huffable(),
        depth);
  }

  /**
   * Returns the sum of {@link FastPerft#digest} over the leaf positions of the last count, for the
   * tests.
   *
   * @return the sum, 0 after a bulk count
   */
  public long leafDigest() {
    return leafDigest;
  }

  private long node(long own, long opp, int side, int turnNumber, long huffable, int depth) {
    while (levels.size() <= depth) {
      levels.add(new Level());
    }
    Level l = levels.get(depth);
    l.search.configure(geometry, rules);
    l.own = own;
    l.opp = opp;
    l.side = side;
    l.turnNumber = turnNumber;
    l.depth = depth;
    l.total = 0;
    l.search.visit(own, opp, side, turnNumber, huffable, l);
    return l.total;
  }

  /** One depth of the walk: the position being expanded, and the count below it so far. */
  private final class Level implements TurnVisitor {
    final ChainSearch search = new ChainSearch(Geometry.of(9, 5), Ruleset.standard());
    long own;
    long opp;
    int side;
    int turnNumber;
    int depth;
    long total;

    @Override
    public boolean visit(TurnView t) {
      if (depth == 1 && bulk) {
        total++;
        return true;
      }
      long mover = (own & ~(1L << t.originIndex())) | (1L << t.endIndex());
      long other = opp & ~t.takenMask();
      int huff = t.huffIndex();
      if (huff >= 0) {
        other &= ~(1L << huff);
      }
      if (depth == 1) {
        leafDigest += FastPerft.digest(mover, other);
        total++;
        return true;
      }
      int next = side == 1 ? turnNumber + 1 : turnNumber;
      // The deeper node reuses nothing of this level, so this level's fields stay valid.
      total += node(other, mover, side ^ 1, next, t.liableAfter(), depth - 1);
      return true;
    }
  }
}
