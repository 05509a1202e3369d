package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The rules engine of Fanoron-Telo's alignment game (the Malagasy children's game described by
 * Murray 1951; <a href="{@docRoot}/doc-files/RULES.html#7-telo-alignment-game">RULES.md §7</a>):
 * three in a row on the 3×3 board with both diagonals, no captures.
 *
 * <ul>
 *   <li><b>Drops.</b> A side with stones in hand drops one on any empty point ({@link Turn#drop}).
 *   <li><b>Moves.</b> A side with an empty hand moves one of its stones one step along a line to an
 *       adjacent empty point ({@link Turn#paika}). From the start (3 stones in hand each, turns
 *       alternating) both hands empty on the same half-move, so this is Murray's "when both hands
 *       are empty, a turn moves"; in a hand-built position where only the mover's hand is empty,
 *       the mover moves while the other side still drops on its own turns.
 *   <li><b>Alignment.</b> Three stones of one side on a line of the board (a row, a column or a
 *       diagonal that the board draws: on 3×3 the two main diagonals through b2) win at once,
 *       during the drops too. The engine generates no turns in such a position. Should both sides
 *       show a line (only in a hand-built position), the side that moved last, the one not to move,
 *       is the winner.
 *   <li><b>No turn.</b> A side that must play but has no drop and no step gets the ruleset's {@link
 *       Ruleset#noMoveResult()}: it loses by default, or the game is drawn.
 * </ul>
 *
 * <p>Nothing here depends on the variant's name: the lines come from the board's geometry, so the
 * engine plays the same game on any board (lines of three consecutive points along its lines).
 *
 * <pre>{@code
 * AlignmentEngine engine = AlignmentEngine.instance();
 * Position start = Position.placement(Geometry.of(3, 3), 0, 0, Side.WHITE, 3, 3);
 * engine.legalTurns(start, Ruleset.standard());   // the 9 drops a1 .. c3
 * }</pre>
 *
 * <p>Thread safety: Stateless and thread-safe: one instance serves every thread.
 *
 * @since 1.0.0
 */
public final class AlignmentEngine implements RulesEngine {
  /**
   * How many stones in a row win.
   *
   * <pre>{@code AlignmentEngine.ROW_LENGTH // 3}</pre>
   */
  public static final int ROW_LENGTH = 3;

  private static final AlignmentEngine INSTANCE = new AlignmentEngine();

  // Only half of the directions, so that each line is found once, from its lower end.
  private static final Direction[] LINE_DIRECTIONS = {
    Direction.EAST, Direction.NORTH, Direction.NORTH_EAST, Direction.NORTH_WEST
  };

  private final ConcurrentMap<Geometry, long[]> linesByBoard = new ConcurrentHashMap<>();

  private AlignmentEngine() {}

  /**
   * {@return the engine}
   *
   * <pre>{@code Variants.TELO.engine() == AlignmentEngine.instance() // true}</pre>
   */
  public static AlignmentEngine instance() {
    return INSTANCE;
  }

  /**
   * Returns the winning lines of a board: every run of {@link #ROW_LENGTH} consecutive points along
   * one of its lines.
   *
   * <pre>
   * {@code AlignmentEngine.instance().lines(Geometry.of(3, 3)).size()   // 8: 3 rows, 3 columns, 2 diagonals}
   * </pre>
   *
   * @param geometry the board
   * @return the lines, each as its set of points
   */
  public ImmutableList<ImmutableSet<Point>> lines(Geometry geometry) {
    ImmutableList.Builder<ImmutableSet<Point>> out = ImmutableList.builder();
    for (long mask : masks(geometry)) {
      ImmutableSet.Builder<Point> line = ImmutableSet.builder();
      for (long m = mask; m != 0; m &= m - 1) {
        line.add(geometry.point(Long.numberOfTrailingZeros(m)));
      }
      out.add(line.build());
    }
    return out.build();
  }

  /**
   * Returns the side that has three in a row, if any. When both have (a hand-built position), the
   * side not to move, which made the last turn, is named.
   *
   * <pre>{@code engine.aligned(Position.parsePlacement("BB1/3/WWW b 0 1"))   // Optional[White]}
   * </pre>
   *
   * @param position the position
   * @return the side with an alignment
   */
  public Optional<Side> aligned(Position position) {
    Side mover = position.sideToMove();
    long[] lines = masks(position.geometry());
    if (hasLine(lines, position.stones(mover.opponent()))) {
      return Optional.of(mover.opponent());
    }
    return hasLine(lines, position.stones(mover)) ? Optional.of(mover) : Optional.empty();
  }

  /**
   * Visits the drops (while the side to move has stones in hand) or the one-step moves, in the
   * order of the points' indices; nothing once a side has three in a row.
   *
   * <pre>{@code
   * List<String> drops = new ArrayList<>();
   * Position start = Variants.TELO.start();
   * AlignmentEngine.instance().forEachTurn(start, Ruleset.standard(), t -> drops.add("" + t.toTurn()));
   * drops.size();   // 9
   * }</pre>
   */
  @Override
  public boolean forEachTurn(Position position, Ruleset ruleset, TurnVisitor visitor) {
    if (aligned(position).isPresent()) {
      return true;
    }
    Geometry g = position.geometry();
    Side side = position.sideToMove();
    long empty = position.empty();
    if (position.inHand(side) > 0) {
      for (long m = empty; m != 0; m &= m - 1) {
        if (!visitor.visit(Turn.drop(g, g.point(Long.numberOfTrailingZeros(m))).view())) {
          return false;
        }
      }
      return true;
    }
    for (long m = position.stones(side); m != 0; m &= m - 1) {
      Point from = g.point(Long.numberOfTrailingZeros(m));
      for (Direction d : Direction.values()) {
        Optional<Point> to = g.neighbour(from, d);
        if (to.isPresent()
            && ((empty >>> g.index(to.get())) & 1) != 0
            && !visitor.visit(Turn.paika(g, from, to.get()).view())) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Returns a win by {@link Outcome.Reason#ALIGNMENT} once a side has three in a row, the ruleset's
   * no-move result when the side to move has no turn, and empty otherwise.
   *
   * <pre>
   * {@code engine.boardOutcome(Position.parsePlacement("BB1/3/WWW b 0 1"), Ruleset.standard())   // White wins}
   * </pre>
   */
  @Override
  public Optional<Outcome> boardOutcome(Position position, Ruleset ruleset, boolean canMove) {
    Optional<Side> winner = aligned(position);
    if (winner.isPresent()) {
      return Optional.of(Outcome.win(winner.get(), Outcome.Reason.ALIGNMENT));
    }
    if (canMove) {
      return Optional.empty();
    }
    return Optional.of(
        ruleset.noMoveResult() == Ruleset.NoMoveResult.LOSS
            ? Outcome.win(position.sideToMove().opponent(), Outcome.Reason.NO_LEGAL_TURN)
            : Outcome.draw(Outcome.Reason.NO_LEGAL_TURN));
  }

  private static boolean hasLine(long[] lines, long stones) {
    for (long line : lines) {
      if ((stones & line) == line) {
        return true;
      }
    }
    return false;
  }

  private long[] masks(Geometry geometry) {
    return linesByBoard.computeIfAbsent(geometry, AlignmentEngine::findLines);
  }

  private static long[] findLines(Geometry g) {
    List<Long> found = new ArrayList<>();
    for (Point start : g.points()) {
      for (Direction d : LINE_DIRECTIONS) {
        long mask = 1L << g.index(start);
        Point at = start;
        int length = 1;
        while (length < ROW_LENGTH) {
          Optional<Point> next = g.neighbour(at, d);
          if (next.isEmpty()) {
            break;
          }
          at = next.get();
          mask |= 1L << g.index(at);
          length++;
        }
        if (length == ROW_LENGTH) {
          found.add(mask);
        }
      }
    }
    return found.stream().mapToLong(Long::longValue).toArray();
  }

  @Override
  public String toString() {
    return "AlignmentEngine";
  }
}
