package io.github.fanorona.engine;

import io.github.fanorona.core.Direction;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The static evaluation of the general search ({@link GeneralSearch}, which searches huffing, Vela,
 * the placement game and the lab's baseline): material first (a stone is worth {@link #STONE}),
 * then mobility (each move of a stone to an empty neighbouring point, along the board's lines, is
 * worth {@link #MOBILITY}), both counted for the side to move minus the opponent. Stones in hand
 * count as material. Mobility is counted with one shift per direction over the bitboards, so the
 * evaluation costs no turn generation.
 *
 * <pre>{@code
 * Evaluation.of(Variant.sivy().start())   // 0: the start is symmetric
 * }</pre>
 *
 * <p>Thread safety: Static methods only, thread-safe (the per-board tables are built once,
 * concurrently safe). Not public: a site's one evaluation is the search's score.
 */
final class Evaluation {
  /** The worth of one stone. */
  public static final int STONE = 100;

  /** The worth of one step a stone could take to an empty neighbour. */
  static final int MOBILITY = 2;

  private static final Map<Geometry, long[]> SOURCES = new ConcurrentHashMap<>();

  private Evaluation() {}

  /**
   * Evaluates a position from the side to move's point of view.
   *
   * <pre>{@code Evaluation.of(position) > 0   // the side to move is better}</pre>
   *
   * @param position the position
   * @return the score in hundredths of a stone
   */
  static int of(Position position) {
    Side side = position.sideToMove();
    Side opp = side.opponent();
    int material =
        position.count(side) + position.inHand(side) - position.count(opp) - position.inHand(opp);
    long[] sources = SOURCES.computeIfAbsent(position.geometry(), Evaluation::sources);
    int width = position.geometry().width();
    long empty = position.empty();
    int mobility =
        mobility(position.stones(side), empty, sources, width)
            - mobility(position.stones(opp), empty, sources, width);
    return STONE * material + MOBILITY * mobility;
  }

  private static int mobility(long stones, long empty, long[] sources, int width) {
    int n = 0;
    Direction[] ds = Direction.values();
    for (int i = 0; i < ds.length; i++) {
      int delta = ds[i].dy() * width + ds[i].dx();
      long from = stones & sources[i];
      long to = delta >= 0 ? from << delta : from >>> -delta;
      n += Long.bitCount(to & empty);
    }
    return n;
  }

  /** For each direction, the points that have a neighbour along a line in that direction. */
  private static long[] sources(Geometry g) {
    Direction[] ds = Direction.values();
    long[] out = new long[ds.length];
    for (Point p : g.points()) {
      for (int i = 0; i < ds.length; i++) {
        if (g.neighbour(p, ds[i]).isPresent()) {
          out[i] |= 1L << g.index(p);
        }
      }
    }
    return out;
  }
}
