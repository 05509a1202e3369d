package io.github.fanorona.engine;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * A match between two players: games in pairs from varied openings (a few random turns, seeded),
 * each opening played once with each player as White, so that neither colour nor opening favours
 * one side. A game that reaches the turn cap without an outcome counts as a draw and is reported as
 * adjudicated.
 *
 * <pre>{@code
 * MatchResult r = Match.of(Variant.sivy(), Ruleset.standard())
 *     .withGames(20)
 *     .play(Player.engine(Engine.of(SearchLimits.depth(2))), Player.random(1));
 * r.wins();   // games the first player won
 * }</pre>
 *
 * @param variant the variant played
 * @param ruleset the rules of every game
 * @param games the number of games, at least 1 (an odd last game has no colour-swapped twin)
 * @param openingTurns the random turns that open each pair of games, 0 or more
 * @param maxTurns the turns after which an unfinished game is adjudicated a draw
 * @param seed the seed of the openings
 * @since 1.0.0
 */
public record Match(
    Variant variant, Ruleset ruleset, int games, int openingTurns, int maxTurns, long seed) {
  /**
   * Checks the settings.
   *
   * <pre>{@code new Match(Variant.sivy(), Ruleset.standard(), 10, 4, 300, 1)}</pre>
   *
   * @param variant the variant played
   * @param ruleset the rules of every game
   * @param games the number of games, at least 1
   * @param openingTurns the random turns that open each pair of games, 0 or more
   * @param maxTurns the turns after which an unfinished game is adjudicated a draw
   * @param seed the seed of the openings
   * @throws IllegalArgumentException if a count is out of range
   */
  public Match {
    if (games < 1 || openingTurns < 0 || maxTurns < 1) {
      throw new IllegalArgumentException(
          "a match needs at least 1 game, 0 or more opening turns and a turn cap of at least 1,"
              + " not "
              + games
              + ", "
              + openingTurns
              + ", "
              + maxTurns);
    }
  }

  /**
   * Returns a match of 200 games opening with 4 random turns, capped at 300 turns, seed 1.
   *
   * <pre>{@code Match.of(Variant.sivy(), Ruleset.standard())}</pre>
   *
   * @param variant the variant
   * @param ruleset the rules
   * @return the match settings
   */
  public static Match of(Variant variant, Ruleset ruleset) {
    return new Match(variant, ruleset, 200, 4, 300, 1);
  }

  /**
   * Returns these settings with another number of games.
   *
   * <pre>{@code match.withGames(50)}</pre>
   *
   * @param n at least 1
   * @return the settings
   */
  public Match withGames(int n) {
    return new Match(variant, ruleset, n, openingTurns, maxTurns, seed);
  }

  /**
   * Returns these settings with another opening length.
   *
   * <pre>{@code match.withOpeningTurns(2)}</pre>
   *
   * @param n random turns before the players take over, 0 or more
   * @return the settings
   */
  public Match withOpeningTurns(int n) {
    return new Match(variant, ruleset, games, n, maxTurns, seed);
  }

  /**
   * Returns these settings with another turn cap.
   *
   * <pre>{@code match.withMaxTurns(200)}</pre>
   *
   * @param n at least 1
   * @return the settings
   */
  public Match withMaxTurns(int n) {
    return new Match(variant, ruleset, games, openingTurns, n, seed);
  }

  /**
   * Returns these settings with another seed for the openings.
   *
   * <pre>{@code match.withSeed(42)}</pre>
   *
   * @param value the seed
   * @return the settings
   */
  public Match withSeed(long value) {
    return new Match(variant, ruleset, games, openingTurns, maxTurns, value);
  }

  /**
   * Plays the match.
   *
   * <pre>{@code match.play(first, second).summary()}</pre>
   *
   * @param first the player whose results are counted
   * @param second the opponent
   * @return wins, draws and losses of the first player
   */
  public MatchResult play(Player first, Player second) {
    return play(first, second, g -> {});
  }

  /**
   * Plays the match, handing each finished game to a listener (for progress reports).
   *
   * <pre>{@code match.play(first, second, g -> System.err.println(g.outcome()))}</pre>
   *
   * @param first the player whose results are counted
   * @param second the opponent
   * @param listener receives each finished or adjudicated game
   * @return wins, draws and losses of the first player
   */
  public MatchResult play(Player first, Player second, Consumer<Game> listener) {
    SplittableRandom random = new SplittableRandom(seed);
    Game opening = opening(random);
    MatchResult result = MatchResult.empty(first.name(), second.name());
    for (int i = 0; i < games; i++) {
      if (i % 2 == 0 && i > 0) {
        opening = opening(random);
      }
      Side firstSide = i % 2 == 0 ? Side.WHITE : Side.BLACK;
      Player white = firstSide == Side.WHITE ? first : second;
      Game g = playOut(opening, white, white == first ? second : first);
      listener.accept(g);
      result = result.add(g.outcome(), firstSide);
    }
    return result;
  }

  private Game playOut(Game opening, Player white, Player black) {
    Game g = opening;
    while (!g.isOver() && g.turns().size() < maxTurns) {
      Player mover = g.position().sideToMove() == Side.WHITE ? white : black;
      g = g.play(mover.choose(g));
    }
    return g;
  }

  /** Random turns from the start; an opening that ends the game is drawn again. */
  private Game opening(SplittableRandom random) {
    Position start = variant.start(ruleset);
    for (int attempt = 0; ; attempt++) {
      Game g = Game.start(variant, ruleset, start);
      for (int t = 0; t < openingTurns && !g.isOver(); t++) {
        List<Turn> turns = g.legalTurns();
        g = g.play(turns.get(random.nextInt(turns.size())));
      }
      if (!g.isOver() || attempt > 100) {
        return g;
      }
    }
  }
}
