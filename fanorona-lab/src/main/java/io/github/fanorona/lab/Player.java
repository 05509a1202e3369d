package io.github.fanorona.lab;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Turn;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Something that chooses turns: an engine, or random play. Engine players are immutable; a random
 * player holds its random generator, so give each thread its own.
 *
 * <pre>{@code
 * Player engine = Player.engine(Engine.of(SearchLimits.depth(4)));
 * Player random = Player.random(7);
 * Game game = Game.start(Variant.sivy());
 * game = game.play(engine.choose(game));
 * game.play(random.choose(game)).turns().size();   // 2
 * }</pre>
 *
 * @since 2.0.0 (in the engine since 1.0.0)
 */
public interface Player {
  /**
   * Chooses a legal turn.
   *
   * <pre>{@code Player.random(1).choose(Game.start(Variant.sivy())).toString() // "e2-e3A"}</pre>
   *
   * @param game a game that is not over
   * @return a legal turn of its current position
   * @throws IllegalArgumentException if the game is over
   */
  Turn choose(Game game);

  /** {@return how the player was described, such as {@code depth=4} or {@code random}} */
  String name();

  /**
   * Returns a player that plays the engine's best turn.
   *
   * <pre>{@code Player.engine(Engine.of(SearchLimits.depth(4))).name() // "engine depth 4"}</pre>
   *
   * @param engine the engine
   * @return the player
   */
  static Player engine(Engine engine) {
    return new Player() {
      @Override
      public Turn choose(Game game) {
        return engine.search(game).best();
      }

      @Override
      public String name() {
        return engine.toString();
      }
    };
  }

  /**
   * Returns a player that plays the best turn of the engine as it was before issue 22, the baseline
   * every change of the search is measured against.
   *
   * <pre>
   * {@code Player.baseline(SearchLimits.time(Duration.ofMillis(100))).name() // "baseline depth 64, 100 ms"}
   * </pre>
   *
   * @param limits depth, time and table size (one thread)
   * @return the player
   */
  static Player baseline(SearchLimits limits) {
    Engine engine = Engine.of(limits);
    return new Player() {
      @Override
      public Turn choose(Game game) {
        return Tuning.searchAsBaseline(engine, game).best();
      }

      @Override
      public String name() {
        return "baseline " + limits;
      }
    };
  }

  /**
   * Returns a player that picks a legal turn uniformly at random.
   *
   * <pre>{@code Player.random(1).name() // "random"}</pre>
   *
   * @param seed the seed of its random generator
   * @return the player
   */
  static Player random(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    return new Player() {
      @Override
      public Turn choose(Game game) {
        List<Turn> turns = game.legalTurns();
        if (turns.isEmpty()) {
          throw new IllegalArgumentException("the game is over: there is no turn to choose");
        }
        return turns.get(random.nextInt(turns.size()));
      }

      @Override
      public String name() {
        return "random";
      }
    };
  }
}
