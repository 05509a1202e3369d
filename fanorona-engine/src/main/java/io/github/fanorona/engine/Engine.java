package io.github.fanorona.engine;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.engine.search.EvaluationWeights;
import io.github.fanorona.engine.search.SearchFeature;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A game-playing engine for every variant and rule option the library knows: it searches a game's
 * current position by iterative deepening and returns the best turn with its score and principal
 * variation. This is the one door to a hint: {@link #search(Game)}. Turns come from the variant's
 * rules, game ends from its board outcome and the ruleset's draw rules. Engines are thread-safe and
 * their settings immutable; a search to a fixed depth has tables of its own, while timed searches
 * on one thread reuse that thread's table.
 *
 * <pre>{@code
 * Engine engine = Engine.of(SearchLimits.depth(6));
 * Game game = Game.start(Variant.sivy());
 * SearchResult r = engine.search(game);
 * game = game.play(r.best());
 * game.turns().toString();   // "[f2-e3A]"
 * }</pre>
 *
 * <p><b>An engine against itself need not end.</b> The default rules ({@code Ruleset.standard()},
 * every preset of the capture game) have no automatic draw: two engines can shuffle for ever in a
 * drawn ending, and {@link Game#isOver()} stays false. Bound such a loop by a turn count, or play
 * under a draw rule, which the engine knows and plays to: with {@code no-capture-draw=50} a game
 * has at most 50 half-moves between captures, so it ends.
 *
 * <pre>{@code
 * Game game = Game.start(Variant.sivy(), Ruleset.parse("no-capture-draw=50"));
 * Engine engine = Engine.of(SearchLimits.depth(2));   // or SearchLimits.time(Duration.ofMillis(100))
 * while (!game.isOver()) {
 *   game = game.play(engine.search(game).best());
 * }
 * game.isOver();   // true: a win, or a draw by the no-capture limit
 * }</pre>
 *
 * @since 1.0.0
 */
public final class Engine {
  private final SearchLimits limits;
  private final Optional<EndgameOracle> oracle;
  private final EnumSet<SearchFeature> features;
  private final EvaluationWeights weights;
  private final int noise;

  /** Each thread's table of its last timed search; see {@link #table(Game)}. */
  private final ThreadLocal<KeptTable> tables =
      ThreadLocal.withInitial(() -> new KeptTable(Ruleset.standard(), new ScoreTable(10)));

  /** A table and the rules its scores were found under. */
  private record KeptTable(Ruleset ruleset, ScoreTable table) {}

  private Engine(
      SearchLimits limits,
      Optional<EndgameOracle> oracle,
      EnumSet<SearchFeature> features,
      EvaluationWeights weights,
      int noise) {
    this.limits = limits;
    this.oracle = oracle;
    this.features = EnumSet.copyOf(features);
    this.weights = weights;
    this.noise = noise;
  }

  /**
   * Returns an engine searching within the given limits, without endgame knowledge.
   *
   * <pre>{@code Engine.of(SearchLimits.depth(4)).search(Game.start(Variant.sivy())).depth() // 4}
   * </pre>
   *
   * @param limits depth, time and table size
   * @return the engine
   */
  public static Engine of(SearchLimits limits) {
    return new Engine(
        limits, Optional.empty(), EnumSet.allOf(SearchFeature.class), EvaluationWeights.DEFAULT, 0);
  }

  /**
   * Returns this engine consulting an oracle (such as {@code EndgameTables} of {@code
   * fanorona-tables}) at every position it covers.
   *
   * <pre>
   * {@code Engine.of(SearchLimits.depth(4)).withOracle((position, ruleset) -> OptionalInt.empty()).toString() // "engine depth 4 with tables"}
   * </pre>
   *
   * @param value the oracle
   * @return the engine
   */
  public Engine withOracle(EndgameOracle value) {
    return new Engine(limits, Optional.of(Objects.requireNonNull(value)), features, weights, noise);
  }

  /**
   * Returns this engine with other limits.
   *
   * <pre>
   * {@code Engine.of(SearchLimits.depth(4)).withLimits(SearchLimits.depth(2)).toString() // "engine depth 2"}
   * </pre>
   *
   * @param value the limits
   * @return the engine
   */
  public Engine withLimits(SearchLimits value) {
    return new Engine(value, oracle, features, weights, noise);
  }

  /**
   * The engine without a part of its search (and without what this engine already lacked); the
   * lab's {@code Tuning.without} reaches it, for matches that measure what the part is worth.
   */
  Engine without(SearchFeature feature) {
    EnumSet<SearchFeature> kept = EnumSet.allOf(SearchFeature.class);
    kept.retainAll(features);
    kept.remove(feature);
    return new Engine(limits, oracle, kept, weights, noise);
  }

  /** The engine with other evaluation weights; the lab's {@code Tuning.withWeights} reaches it. */
  Engine withWeights(EvaluationWeights value) {
    return new Engine(limits, oracle, features, value, noise);
  }

  /**
   * The engine choosing among its root turns with a deliberate error of up to {@code value}
   * hundredths of a stone each, the same for the same game (see {@link Level}).
   */
  Engine withNoise(int value) {
    return new Engine(limits, oracle, features, weights, value);
  }

  /**
   * The fast search's static evaluation of a position, for the side to move, in hundredths of a
   * stone; the lab's {@code Tuning.evaluate} reaches it, for fitting the weights.
   */
  int evaluate(Position position) {
    Board board = Board.of(position.geometry());
    Side side = position.sideToMove();
    return new Evaluator(board, weights, features)
        .evaluate(position.stones(side), position.stones(side.opponent()));
  }

  /**
   * Searches the current position of a game. The capture game without huffing or Vela is searched
   * on the fast path (bitboards, a shared transposition table, as many threads as the limits say);
   * huffing, Vela and the placement game are searched by the engine's earlier search, on one
   * thread.
   *
   * <pre>
   * {@code Engine.of(SearchLimits.depth(4)).search(Game.start(Variant.sivy())).best().toString() // "f2-e3A"}
   * </pre>
   *
   * @param game a game that is not over
   * @return the best turn, its score and principal variation
   * @throws IllegalArgumentException if the game is over
   */
  public SearchResult search(Game game) {
    if (game.isOver()) {
      throw new IllegalArgumentException(
          "the game is over (" + game.outcome().orElseThrow() + "): there is no turn to find");
    }
    if (!Search.serves(game)) {
      return GeneralSearch.run(game, limits, oracle);
    }
    long start = System.nanoTime();
    long budget = limits.time().map(Duration::toNanos).orElse(Long.MAX_VALUE / 4);
    long hard = start + budget - margin(budget);
    // An iteration starts whenever time is left: it searches the last best turn first, and a turn
    // that beats it before the clock stops the iteration is played (see Search.deepen), so the
    // time of an iteration that will not finish is still worth spending.
    long soft = hard;
    ScoreTable table = table(game);
    AtomicBoolean stop = new AtomicBoolean();
    Search main = new Search(game, limits, oracle, features, weights, table, hard, stop, true);
    main.noise(noise);
    int helpers = limits.threads() - 1;
    List<Search> others = new ArrayList<>();
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < helpers; i++) {
      Search helper = new Search(game, limits, oracle, features, weights, table, hard, stop, false);
      int offset = (i + 1) % 2;
      others.add(helper);
      Thread t =
          new Thread(() -> helper.deepen(limits.maxDepth(), Long.MAX_VALUE, offset), "search-" + i);
      t.setDaemon(true);
      threads.add(t);
      t.start();
    }
    Search.Iteration done = main.deepen(limits.maxDepth(), soft, 0).orElseThrow();
    stop.set(true);
    long nodes = main.nodes();
    for (int i = 0; i < threads.size(); i++) {
      try {
        threads.get(i).join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      nodes += others.get(i).nodes();
    }
    return main.result(done, nodes, start);
  }

  /**
   * What a timed search leaves of its budget for turning its line into turns and for the caller: a
   * twentieth of the budget, at least 1 ms and at most 5 ms (a 100 ms search stops at 95 ms).
   */
  static long margin(long budgetNanos) {
    return Math.min(5_000_000L, Math.max(1_000_000L, budgetNanos / 20));
  }

  /**
   * The table of this search: a timed search reuses its thread's table of the previous timed search
   * (what it learnt of the positions ahead is still true and orders the turns of the next one); a
   * search to a fixed depth starts empty, so that its result depends on the game alone.
   */
  private ScoreTable table(Game game) {
    if (limits.time().isEmpty()) {
      return new ScoreTable(limits.tableBits());
    }
    KeptTable kept = tables.get();
    // Keys do not name the board or the rules: a table serves one pair of them only.
    if (kept.table().bits() != limits.tableBits()
        || !kept.ruleset().equals(game.ruleset())
        || kept.table().geometry() != game.position().geometry()) {
      kept = new KeptTable(game.ruleset(), new ScoreTable(limits.tableBits()));
      kept.table().setGeometry(game.position().geometry());
      tables.set(kept);
    }
    return kept.table();
  }

  /**
   * The search of the engine before issue 22 (the baseline of the lab's matches), within this
   * engine's limits and with its oracle, on one thread; the lab's {@code Tuning.searchAsBaseline}
   * reaches it.
   */
  SearchResult searchAsBaseline(Game game) {
    if (game.isOver()) {
      throw new IllegalArgumentException(
          "the game is over (" + game.outcome().orElseThrow() + "): there is no turn to find");
    }
    return GeneralSearch.run(game, limits, oracle);
  }

  /**
   * Returns a short description such as {@code engine depth 4}; an engine with endgame tables that
   * say how many stones they cover names them: {@code engine depth 4 with tables of 6 stones}.
   *
   * <pre>{@code Engine.of(SearchLimits.depth(4)).toString()   // "engine depth 4"}</pre>
   */
  @Override
  public String toString() {
    String without =
        features.size() == SearchFeature.values().length
            ? ""
            : " without " + EnumSet.complementOf(features);
    String tuned = weights.equals(EvaluationWeights.DEFAULT) ? "" : " with " + weights;
    return "engine "
        + limits
        + (noise > 0 ? ", noise " + noise : "")
        + oracle.map(Engine::tablesText).orElse("")
        + without
        + tuned;
  }

  /** " with tables", and their size where the oracle says it: matches tell their players apart. */
  private static String tablesText(EndgameOracle o) {
    int stones = o.maxStones();
    return stones == Integer.MAX_VALUE ? " with tables" : " with tables of " + stones + " stones";
  }
}
