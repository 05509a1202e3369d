package io.github.fanorona.tables;

import io.github.fanorona.core.Direction;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;

/**
 * The layers of one solve and the steps over them: {@code RetrogradeSolver} opens the layers it
 * wants, {@link Discovery} adds those a start can reach, and {@link #solve} values every layer from
 * the fewest stones up.
 *
 * <pre>{@code
 * Run run = new Run(Geometry.of(3, 3), engine, Ruleset.standard(), SolveProgress.none(), 2);
 * run.layer(1, 1, true).seal();
 * try (Workers w = new Workers(1)) {
 *   run.solve(w).size();   // 1: the layer of one stone against one
 * }
 * }</pre>
 */
final class Run {
  final int maxStones;
  private final @Nullable MaterialLayer[][] layers;
  final int[] lines;
  final long allMask;
  private final AtomicLong done = new AtomicLong();
  private long total = -1;
  private final Geometry geometry;
  private final RulesEngine engine;
  private final Ruleset ruleset;
  private final SolveProgress progress;
  private PairStore store = PairStore.NONE;

  /**
   * Where a solve keeps each pair of materials as soon as it is valued, and finds those an earlier,
   * interrupted solve kept: {@link TableBuild}'s part files. {@link #NONE} keeps nothing.
   */
  interface PairStore {
    /** Keeps nothing and restores nothing. */
    PairStore NONE =
        new PairStore() {
          @Override
          public boolean restore(MaterialLayer a, MaterialLayer b) {
            return false;
          }

          @Override
          public void keep(MaterialLayer a, MaterialLayer b, long nanos) {}
        };

    /**
     * Fills the values of both layers from what an earlier solve kept.
     *
     * @return true if they were kept and are now valued; false to solve them
     */
    boolean restore(MaterialLayer a, MaterialLayer b);

    /** Keeps both layers, just valued in {@code nanos} nanoseconds. */
    void keep(MaterialLayer a, MaterialLayer b, long nanos);
  }

  /**
   * A solve of positions of up to {@code maxStones} stones.
   *
   * @param geometry the board
   * @param engine its rules engine
   * @param ruleset the rules
   * @param progress told of each stage
   * @param maxStones the most stones of any layer
   */
  public Run(
      Geometry geometry,
      RulesEngine engine,
      Ruleset ruleset,
      SolveProgress progress,
      int maxStones) {
    this.geometry = geometry;
    this.engine = engine;
    this.ruleset = ruleset;
    this.progress = progress;
    this.maxStones = maxStones;
    this.layers = new MaterialLayer[maxStones + 1][maxStones + 1];
    this.lines = lines(geometry);
    this.allMask = geometry.allMask();
  }

  /**
   * Returns the layer of a material, made empty (or holding every position) if it was not open.
   *
   * @param mover the stones of the side to move
   * @param opponent the other side's
   * @param everyPosition whether a new layer holds every position of the material
   * @return the layer
   */
  public synchronized MaterialLayer layer(int mover, int opponent, boolean everyPosition) {
    MaterialLayer l = layers[mover][opponent];
    if (l == null) {
      l = new MaterialLayer(geometry, mover, opponent, everyPosition);
      layers[mover][opponent] = l;
    }
    return l;
  }

  /** Keeps each valued pair in a store and restores the pairs it already holds. */
  void keepIn(PairStore kept) {
    this.store = kept;
  }

  @Nullable MaterialLayer find(int mover, int opponent) {
    return layers[mover][opponent];
  }

  Successors successors() {
    return new Successors(geometry, engine, ruleset);
  }

  void report(String stage, long positions) {
    progress.update(stage, done.addAndGet(positions), total);
  }

  /**
   * Values every open layer, pairs of materials from the fewest stones up (a capture leads to a
   * layer valued before).
   *
   * @param workers the threads
   * @return the layers, each valued
   */
  public List<MaterialLayer> solve(Workers workers) {
    long all = 0;
    for (MaterialLayer[] row : layers) {
      for (MaterialLayer l : row) {
        all += l == null ? 0 : l.count();
      }
    }
    total = all;
    done.set(0);
    for (int t = 2; t <= maxStones; t++) {
      for (int m = t - 1; m >= t - m; m--) {
        MaterialLayer a = find(m, t - m);
        MaterialLayer b = find(t - m, m);
        if (a != null || b != null) {
          solvePair(workers, a, b);
        }
      }
    }
    List<MaterialLayer> kept = new ArrayList<>();
    for (MaterialLayer[] row : layers) {
      for (MaterialLayer l : row) {
        if (l != null) {
          kept.add(l);
        }
      }
    }
    return kept;
  }

  private void solvePair(Workers workers, @Nullable MaterialLayer a, @Nullable MaterialLayer b) {
    PairSolver solver = new PairSolver(this, workers, a, b, ruleset);
    MaterialLayer first = solver.first();
    MaterialLayer second = solver.second();
    long positions = (long) first.count() + (second == first ? 0 : second.count());
    if (store.restore(first, second)) {
      report("restored " + first + (second == first ? "" : "+" + second), positions);
      return;
    }
    long start = System.nanoTime();
    solver.run();
    store.keep(first, second, System.nanoTime() - start);
  }

  /** For each point index {@code i}, the indices of its 8 neighbours along lines, -1 for none. */
  private static int[] lines(Geometry g) {
    int[] out = new int[g.size() * 8];
    for (int i = 0; i < g.size(); i++) {
      Point p = g.point(i);
      for (Direction d : Direction.values()) {
        out[i * 8 + d.ordinal()] = g.neighbour(p, d).map(g::index).orElse(-1);
      }
    }
    return out;
  }
}
