package io.github.fanorona.lab;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchResult;
import io.github.fanorona.engine.search.EvaluationWeights;
import io.github.fanorona.engine.search.SearchFeature;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Objects;

/**
 * The engine's switches for the project's own matches and tuning, kept out of the released engine:
 * the engine's search reads them ({@link SearchFeature}, {@link EvaluationWeights}, in the package
 * the engine's module exports to this module alone) and each is set by one of the engine's
 * package-private methods, which this class calls through the engine's package, opened to this
 * module alone ({@code opens io.github.fanorona.engine to io.github.fanorona.lab}: the module
 * system's one way for a module to reach another's package-private members, with no public door on
 * the engine). Each method takes an engine and returns another or what it computes.
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
// Its methods take and return the engine's switches, whose package the engine exports to this
// module alone: the benchmarks, which call them, run on the class path.
@SuppressWarnings("exports")
public final class Tuning {
  private static final MethodHandle WITHOUT;
  private static final MethodHandle WITH_WEIGHTS;
  private static final MethodHandle EVALUATE;
  private static final MethodHandle BASELINE;

  static {
    try {
      MethodHandles.Lookup engine =
          MethodHandles.privateLookupIn(Engine.class, MethodHandles.lookup());
      WITHOUT =
          engine.findVirtual(
              Engine.class, "without", MethodType.methodType(Engine.class, SearchFeature.class));
      WITH_WEIGHTS =
          engine.findVirtual(
              Engine.class,
              "withWeights",
              MethodType.methodType(Engine.class, EvaluationWeights.class));
      EVALUATE =
          engine.findVirtual(
              Engine.class, "evaluate", MethodType.methodType(int.class, Position.class));
      BASELINE =
          engine.findVirtual(
              Engine.class,
              "searchAsBaseline",
              MethodType.methodType(SearchResult.class, Game.class));
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private Tuning() {}

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
    Objects.requireNonNull(feature);
    try {
      return (Engine) WITHOUT.invokeExact(Objects.requireNonNull(engine), feature);
    } catch (Throwable e) {
      throw rethrown(e);
    }
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
    Objects.requireNonNull(weights);
    try {
      return (Engine) WITH_WEIGHTS.invokeExact(Objects.requireNonNull(engine), weights);
    } catch (Throwable e) {
      throw rethrown(e);
    }
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
    Objects.requireNonNull(position);
    try {
      return (int) EVALUATE.invokeExact(Objects.requireNonNull(engine), position);
    } catch (Throwable e) {
      throw rethrown(e);
    }
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
    Objects.requireNonNull(game);
    try {
      return (SearchResult) BASELINE.invokeExact(Objects.requireNonNull(engine), game);
    } catch (Throwable e) {
      throw rethrown(e);
    }
  }

  /** What an engine's method threw, thrown again: its own unchecked exceptions as they are. */
  private static RuntimeException rethrown(Throwable e) {
    if (e instanceof RuntimeException r) {
      throw r;
    }
    if (e instanceof Error err) {
      throw err;
    }
    return new IllegalStateException(e);
  }
}
