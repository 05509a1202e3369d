package io.github.fanorona.engine;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Turn;
import io.github.fanorona.tables.EndgameOracle;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A game-playing engine for every variant and rule option the library knows: it searches a game's
 * current position by iterative deepening and returns the best turn with its score and principal
 * variation. It knows nothing of the rules beyond the public API: turns come from the variant's
 * {@link io.github.fanorona.core.RulesEngine}, game ends from its board outcome and the ruleset's
 * draw rules. Engines are immutable and thread-safe; each search has its own tables.
 *
 * <pre>{@code
 * Engine engine = Engine.of(SearchLimits.depth(6));
 * Game game = Game.start(Variant.sivy());
 * SearchResult r = engine.search(game);
 * game = game.play(r.best());
 * }</pre>
 *
 * @since 1.0.0
 */
public final class Engine {
  private final SearchLimits limits;
  private final Optional<EndgameOracle> oracle;

  private Engine(SearchLimits limits, Optional<EndgameOracle> oracle) {
    this.limits = limits;
    this.oracle = oracle;
  }

  /**
   * Returns an engine searching within the given limits, without endgame knowledge.
   *
   * <pre>{@code Engine.of(SearchLimits.depth(4))}</pre>
   *
   * @param limits depth, time and table size
   * @return the engine
   */
  public static Engine of(SearchLimits limits) {
    return new Engine(limits, Optional.empty());
  }

  /**
   * Returns this engine consulting an oracle (such as endgame tables) at every position it covers.
   *
   * <pre>{@code engine.withOracle(EndgameTables.load(file))}</pre>
   *
   * @param value the oracle
   * @return the engine
   */
  public Engine withOracle(EndgameOracle value) {
    return new Engine(limits, Optional.of(value));
  }

  /**
   * Returns this engine with other limits.
   *
   * <pre>{@code engine.withLimits(SearchLimits.depth(2))}</pre>
   *
   * @param value the limits
   * @return the engine
   */
  public Engine withLimits(SearchLimits value) {
    return new Engine(value, oracle);
  }

  /**
   * Returns the limits.
   *
   * <pre>{@code engine.limits().maxDepth()}</pre>
   *
   * @return the limits
   */
  public SearchLimits limits() {
    return limits;
  }

  /**
   * Searches the current position of a game.
   *
   * <pre>{@code engine.search(game).best()}</pre>
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
    long start = System.nanoTime();
    Search search = new Search(game, limits, oracle, start);
    Search.Iteration done = search.iterate(game.position(), 1).orElseThrow();
    for (int depth = 2; depth <= limits.maxDepth(); depth++) {
      if (Math.abs(done.score()) > Search.WON && Search.WIN - Math.abs(done.score()) < depth) {
        break; // the forced result is fully seen; deeper iterations cannot change it
      }
      Optional<Search.Iteration> next = search.iterate(game.position(), depth);
      if (next.isEmpty()) {
        break;
      }
      done = next.get();
    }
    ImmutableList<Turn> pv = turns(game, done.line());
    return new SearchResult(
        pv.get(0),
        done.score(),
        pv,
        done.depth(),
        search.nodes(),
        Duration.ofNanos(System.nanoTime() - start));
  }

  /** Names the positions of a line by the legal turns that lead to them. */
  private static ImmutableList<Turn> turns(Game game, List<Position> line) {
    ImmutableList.Builder<Turn> out = ImmutableList.builder();
    Game g = game;
    for (Position next : line) {
      Optional<Turn> turn = leadingTo(g, next);
      if (turn.isEmpty()) {
        break;
      }
      out.add(turn.get());
      g = g.play(turn.get());
    }
    return out.build();
  }

  private static Optional<Turn> leadingTo(Game g, Position next) {
    return g.legalTurns().stream().filter(t -> g.position().play(t).equals(next)).findFirst();
  }

  /**
   * Returns a short description such as {@code engine depth 4}.
   *
   * <pre>{@code Engine.of(SearchLimits.depth(4)).toString()   // "engine depth 4"}</pre>
   */
  @Override
  public String toString() {
    return "engine " + limits + (oracle.isPresent() ? " with tables" : "");
  }
}
