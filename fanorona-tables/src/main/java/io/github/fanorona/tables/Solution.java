package io.github.fanorona.tables;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The verdicts a {@link RetrogradeSolver} computed: one {@code short} per stored position, by
 * material, the side to move playing White. Immutable once returned; safe to read from many
 * threads.
 *
 * <pre>{@code
 * Solution s = RetrogradeSolver.of(Variants.board(3, 3), Ruleset.standard()).solveFrom(start);
 * s.verdict(start);                        // Optional[win in 11]
 * s.positions();                           // stored positions (a position and its colour swap once)
 * s.count(Verdict.Result.DRAW);            // how many of them are draws
 * for (Turn t : s.winningTurns(start)) { ... }
 * }</pre>
 *
 * @since 1.0.0
 */
public final class Solution {
  private final Geometry geometry;
  private final RulesEngine engine;
  private final Ruleset ruleset;
  private final @Nullable MaterialLayer[][] layers;
  private final long[] counts = new long[Verdict.Result.values().length];
  private final long positions;

  Solution(Geometry geometry, RulesEngine engine, Ruleset ruleset, List<MaterialLayer> kept) {
    this.geometry = geometry;
    this.engine = engine;
    this.ruleset = ruleset;
    int n = geometry.size() + 1;
    this.layers = new MaterialLayer[n][n];
    long total = 0;
    for (MaterialLayer l : kept) {
      layers[l.mover()][l.opponent()] = l;
      total += l.count();
      for (short code : l.values()) {
        counts[Verdict.ofCode(code).result().ordinal()]++;
      }
    }
    this.positions = total;
  }

  /**
   * Returns the number of stored positions. A position and its colour-swapped twin (every stone and
   * the side to move swapped) are one entry, since they have the same verdict.
   *
   * <pre>
   * {@code RetrogradeSolver.of(Variant.sivy(), Ruleset.standard()).solveMaterial(1, 1).positions() // 1980}
   * </pre>
   *
   * @return the stored positions
   */
  public long positions() {
    return positions;
  }

  /**
   * Returns how many stored positions have a result for the side to move.
   *
   * <pre>
   * {@code RetrogradeSolver.of(Variant.sivy(), Ruleset.standard()).solveMaterial(2, 1).count(Verdict.Result.WIN) // 44410}
   * </pre>
   *
   * @param result win, loss or draw
   * @return the number of stored positions with it
   */
  public long count(Verdict.Result result) {
    return counts[result.ordinal()];
  }

  /**
   * Returns the verdict of a position for its side to move: a loss in 0 when that side has no
   * stone, empty when the position was not solved (not reachable, another material, another board,
   * or outside the solver's scope: stones in hand, huffable stones, or the opponent without
   * stones). The counters do not matter.
   *
   * <pre>{@code solution.verdict(position).map(Verdict::result)   // Optional[WIN]}</pre>
   *
   * @param position a position
   * @return its verdict, or empty
   */
  public Optional<Verdict> verdict(Position position) {
    if (position.geometry() != geometry || position.isPlacement() || position.huffable() != 0) {
      return Optional.empty();
    }
    Side side = position.sideToMove();
    return verdict(position.stones(side), position.stones(side.opponent()));
  }

  /**
   * Returns the verdict of the position given by the side to move's stones and its opponent's.
   *
   * <pre>{@code
   * Position p = Position.parse("9/9/9/9/W1B6 w");
   * Solution s = RetrogradeSolver.of(Variant.sivy(), Ruleset.standard()).solveMaterial(1, 1);
   * s.verdict(p.stones(Side.WHITE), p.stones(Side.BLACK));   // Optional[win in 1]
   * }</pre>
   *
   * @param mover the stones of the side to move, bit {@code y * width + x}
   * @param opponent the other side's stones
   * @return its verdict, or empty if it was not solved
   */
  public Optional<Verdict> verdict(long mover, long opponent) {
    if ((mover & opponent) != 0 || ((mover | opponent) & ~geometry.allMask()) != 0) {
      return Optional.empty();
    }
    if (mover == 0) {
      return Optional.of(Verdict.inPlies(0));
    }
    MaterialLayer l = layers[Long.bitCount(mover)][Long.bitCount(opponent)];
    int code = l == null ? -1 : l.code(mover, opponent);
    return code < 0 ? Optional.empty() : Optional.of(Verdict.ofCode((short) code));
  }

  /**
   * Returns the legal turns of a solved position that keep its verdict: for a win the turns that
   * win fastest, for a draw the drawing turns, for a loss the turns that lose slowest.
   *
   * <pre>{@code solution.bestTurns(start)   // [b2-a3A, ...]}</pre>
   *
   * @param position a solved position
   * @return the best turns; empty when there are none or the position was not solved
   */
  public ImmutableList<Turn> bestTurns(Position position) {
    Optional<Verdict> v = verdict(position);
    ImmutableList.Builder<Turn> out = ImmutableList.builder();
    if (v.isEmpty()) {
      return out.build();
    }
    for (Turn t : engine.legalTurns(position, ruleset)) {
      if (verdict(position.play(t)).map(Verdict::parent).equals(v)) {
        out.add(t);
      }
    }
    return out.build();
  }

  /**
   * Returns the legal turns of a position after which the opponent loses, however fast.
   *
   * <pre>{@code
   * Position p = Position.parse("9/9/9/9/W1B6 w");
   * Solution s = RetrogradeSolver.of(Variant.sivy(), Ruleset.standard()).solveMaterial(1, 1);
   * s.winningTurns(p).toString();   // "[a1-b1A]"
   * }</pre>
   *
   * @param position a position
   * @return the winning turns, in generation order
   */
  public ImmutableList<Turn> winningTurns(Position position) {
    ImmutableList.Builder<Turn> out = ImmutableList.builder();
    for (Turn t : engine.legalTurns(position, ruleset)) {
      if (verdict(position.play(t)).map(Verdict::result).equals(Optional.of(Verdict.Result.LOSS))) {
        out.add(t);
      }
    }
    return out.build();
  }

  @Override
  public String toString() {
    return "Solution[" + geometry + ", " + positions + " positions]";
  }
}
