package io.github.fanorona.engine.search;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchResult;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The lab's door to the engine's settings: the parts of the search to switch off, the evaluation's
 * weights, the static evaluation and the general search played as the baseline. Those are
 * package-private in {@link Engine}, which is the released API, so the engine's class hands this
 * class their implementation when it is loaded (the JDK's shared secrets); every method takes an
 * engine, so it has been. The engine's module exports this package to the unreleased {@code
 * fanorona-lab} alone, whose {@code Tuning} is the lab's face of it.
 *
 * <pre>{@code
 * EngineAccess.door().without(Engine.of(SearchLimits.depth(4)), SearchFeature.FUTILITY).toString()
 * // "engine depth 4 without [FUTILITY]"
 * }</pre>
 */
public final class EngineAccess {
  private static volatile @Nullable Door door;

  private EngineAccess() {}

  /**
   * What the engine's exported package implements for this class.
   *
   * <pre>{@code EngineAccess.install(door)   // by Engine's class only}</pre>
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
     * Searches a game with the general search, as the engine was before issue 22.
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

  /**
   * {@return the door}
   *
   * @throws NullPointerException if no engine was made yet, which no caller can do: each holds one
   */
  public static Door door() {
    return Objects.requireNonNull(door, "the engine's class installs its door when loaded");
  }
}
