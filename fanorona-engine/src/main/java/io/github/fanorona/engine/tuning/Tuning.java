package io.github.fanorona.engine.tuning;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchResult;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The engine's switches for the project's own matches and tuning, kept out of the released API:
 * this package is exported to the unreleased {@code fanorona-lab} module only (on the class path,
 * as the benchmarks run, nothing enforces that; {@code ArchitectureTest} does). Each method takes
 * an engine and returns another or what it computes; the engine's own class installs the
 * implementation (see {@link Door}), since what it switches lives in its package-private search.
 *
 * <pre>{@code
 * Engine engine = Engine.of(SearchLimits.depth(4));
 * Tuning.without(engine, SearchFeature.FUTILITY).toString();   // "engine depth 4 without [FUTILITY]"
 * Tuning.evaluate(engine, Variant.sivy().start());             // -32: 4 threats against White
 * Tuning.searchAsBaseline(engine, Game.start(Variant.sivy())).depth();   // 4
 * }</pre>
 *
 * @since 2.0.0
 */
public final class Tuning {
  private static volatile @Nullable Door door;

  private Tuning() {}

  /**
   * What the engine's package implements for this class: the engine's settings are package-private,
   * so the engine hands this class a door to them when it is loaded (the pattern of the JDK's
   * shared secrets), and an engine argument guarantees that it has been.
   *
   * @since 2.0.0
   */
  public interface Door {
    /**
     * Returns the engine without a part of its search.
     *
     * @param engine the engine
     * @param feature the part to switch off
     * @return the engine
     */
    Engine without(Engine engine, SearchFeature feature);

    /**
     * Returns the engine with other evaluation weights.
     *
     * @param engine the engine
     * @param weights the weights
     * @return the engine
     */
    Engine withWeights(Engine engine, EvaluationWeights weights);

    /**
     * Returns the engine's static evaluation of a position.
     *
     * @param engine the engine
     * @param position the position
     * @return the score in hundredths of a stone, for the side to move
     */
    int evaluate(Engine engine, Position position);

    /**
     * Searches a game with the engine as it was before issue 22.
     *
     * @param engine the engine, for its limits and oracle
     * @param game a game that is not over
     * @return the result
     */
    SearchResult searchAsBaseline(Engine engine, Game game);
  }

  /**
   * Installs the engine's door; called by the engine's class when it is loaded. The first door
   * stays: a second engine class (another class loader sharing this one) must not fail to load over
   * the lab's plumbing, and its engines take the same door.
   *
   * @param value the door
   */
  public static synchronized void install(Door value) {
    if (door == null) {
      door = Objects.requireNonNull(value);
    }
  }

  private static Door door() {
    // Every method takes an engine, so the engine's class has been loaded and installed its door.
    return Objects.requireNonNull(door, "the engine's class installs its door when loaded");
  }

  /**
   * Returns an engine without one part of its search, for measuring what the part is worth.
   *
   * <pre>{@code
   * Tuning.without(Engine.of(SearchLimits.depth(4)), SearchFeature.LATE_MOVE_REDUCTIONS).toString()
   * // "engine depth 4 without [LATE_MOVE_REDUCTIONS]"
   * }</pre>
   *
   * @param engine the engine
   * @param feature the part to switch off
   * @return the engine without it (and without what the given engine already lacked)
   */
  public static Engine without(Engine engine, SearchFeature feature) {
    return door().without(engine, Objects.requireNonNull(feature));
  }

  /**
   * Returns an engine evaluating with other weights (the search of huffing, Vela and the placement
   * game keeps its own evaluation).
   *
   * <pre>{@code
   * Tuning.withWeights(Engine.of(SearchLimits.depth(4)), EvaluationWeights.DEFAULT).toString()
   * // "engine depth 4"
   * }</pre>
   *
   * @param engine the engine
   * @param weights the weights
   * @return the engine with them
   */
  public static Engine withWeights(Engine engine, EvaluationWeights weights) {
    return door().withWeights(engine, Objects.requireNonNull(weights));
  }

  /**
   * Returns the static evaluation the fast search applies at its horizon, with an engine's weights
   * and features, from the side to move's point of view: what a tuner fits the weights to
   * (positions with captures pending are searched further before the search trusts it).
   *
   * <pre>{@code Tuning.evaluate(Engine.of(SearchLimits.depth(4)), Variant.sivy().start()) // -32}
   * </pre>
   *
   * @param engine the engine
   * @param position a position of the capture game on a board of up to 64 points
   * @return the score in hundredths of a stone
   */
  public static int evaluate(Engine engine, Position position) {
    return door().evaluate(engine, Objects.requireNonNull(position));
  }

  /**
   * Searches a game with the engine as it was before issue 22 (the baseline of the matches in
   * {@code benchmarks/README.md}), within an engine's limits and with its oracle, on one thread.
   *
   * <pre>{@code
   * Tuning.searchAsBaseline(Engine.of(SearchLimits.depth(4)), Game.start(Variant.sivy())).depth()
   * // 4
   * }</pre>
   *
   * @param engine the engine
   * @param game a game that is not over
   * @return the best turn, its score and principal variation
   * @throws IllegalArgumentException if the game is over
   */
  public static SearchResult searchAsBaseline(Engine engine, Game game) {
    return door().searchAsBaseline(engine, game);
  }
}
