package io.github.fanorona.lab;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * A match between two players: games in pairs from varied openings (a few random turns, seeded),
 * each opening played once with each player as White, so that neither colour nor opening favours
 * one side. A game that reaches the turn cap without an outcome counts as a draw and is reported as
 * adjudicated. Random turns often give one side a won game (a lost stone early is hard to recover
 * from): such a pair splits one win each whoever plays better, so a match with balanced openings
 * keeps only openings where both sides have as many stones and a search of depth {@value
 * #BALANCE_DEPTH} (or {@link #balanceDepth}) scores the position within {@value #BALANCE_SCORE} (a
 * stone is 100).
 *
 * <p>A judge of depth 4 is quick and lets through openings that a deeper search finds two or three
 * stones ahead for one side, and a few random turns from the start often reach the same position
 * twice in one match. Where a match must measure strength rather than compare with earlier runs of
 * the same seed, judge deeper ({@link #withBalanceDepth}, 14 finds what decides the pairs of games
 * between the engine and the 1997 engine: see {@code benchmarks/README.md}) and keep each opening
 * once ({@link #withDistinctOpenings}); both change the openings a seed gives, so they are off by
 * default.
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
 * @param balanced whether an opening that favours one side is drawn again
 * @param balanceDepth the depth of the search that judges whether an opening is balanced, 1 to
 *     {@value #MAX_BALANCE_DEPTH}
 * @param distinctOpenings whether an opening that reaches the position of an earlier one of the
 *     match is drawn again
 * @since 2.0.0 (in the engine since 1.0.0; {@code balanceDepth} and {@code distinctOpenings} since
 *     3.0.0)
 */
public record Match(
    Variant variant,
    Ruleset ruleset,
    int games,
    int openingTurns,
    int maxTurns,
    long seed,
    boolean balanced,
    int balanceDepth,
    boolean distinctOpenings) {
  /** The depth of the search that judges whether an opening is balanced, unless told otherwise. */
  public static final int BALANCE_DEPTH = 4;

  /**
   * The deepest judge a match takes: the judge's time about doubles every two plies (depth 14 takes
   * 0.4 s an opening on two cores, and is asked for two or three openings a pair).
   */
  public static final int MAX_BALANCE_DEPTH = 20;

  /** The largest score, either way, of a balanced opening's judging search. */
  public static final int BALANCE_SCORE = 60;

  /**
   * Checks the settings.
   *
   * <pre>{@code new Match(Variant.sivy(), Ruleset.standard(), 10, 4, 300, 1, true).games() // 10}
   * </pre>
   *
   * @param variant the variant played
   * @param ruleset the rules of every game
   * @param games the number of games, at least 1
   * @param openingTurns the random turns that open each pair of games, 0 or more
   * @param maxTurns the turns after which an unfinished game is adjudicated a draw
   * @param seed the seed of the openings
   * @param balanced whether an opening that favours one side is drawn again
   * @param balanceDepth the depth of the search that judges whether an opening is balanced, 1 to
   *     {@value #MAX_BALANCE_DEPTH}
   * @param distinctOpenings whether an opening that reaches the position of an earlier one is drawn
   *     again
   * @throws IllegalArgumentException if a count is out of range
   */
  public Match {
    if (balanceDepth < 1 || balanceDepth > MAX_BALANCE_DEPTH) {
      throw new IllegalArgumentException(
          "the judge of balanced openings searches 1 to "
              + MAX_BALANCE_DEPTH
              + " plies deep, not "
              + balanceDepth);
    }
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
   * Makes a match judged at depth {@value #BALANCE_DEPTH} whose openings may repeat, as every match
   * was before 3.0.
   *
   * <pre>
   * {@code new Match(Variant.sivy(), Ruleset.standard(), 10, 4, 300, 1, true).balanceDepth() // 4}
   * </pre>
   *
   * @param variant the variant played
   * @param ruleset the rules of every game
   * @param games the number of games, at least 1
   * @param openingTurns the random turns that open each pair of games, 0 or more
   * @param maxTurns the turns after which an unfinished game is adjudicated a draw
   * @param seed the seed of the openings
   * @param balanced whether an opening that favours one side is drawn again
   * @throws IllegalArgumentException if a count is out of range
   */
  public Match(
      Variant variant,
      Ruleset ruleset,
      int games,
      int openingTurns,
      int maxTurns,
      long seed,
      boolean balanced) {
    this(variant, ruleset, games, openingTurns, maxTurns, seed, balanced, BALANCE_DEPTH, false);
  }

  /**
   * Returns a match of 200 games opening with 4 random turns, balanced, capped at 300 turns, seed
   * 1.
   *
   * <pre>{@code Match.of(Variant.sivy(), Ruleset.standard()).games() // 200}</pre>
   *
   * @param variant the variant
   * @param ruleset the rules
   * @return the match settings
   */
  public static Match of(Variant variant, Ruleset ruleset) {
    return new Match(variant, ruleset, 200, 4, 300, 1, true, BALANCE_DEPTH, false);
  }

  /**
   * Returns these settings with another number of games.
   *
   * <pre>{@code Match.of(Variant.sivy(), Ruleset.standard()).withGames(50).games() // 50}</pre>
   *
   * @param n at least 1
   * @return the settings
   */
  public Match withGames(int n) {
    return new Match(
        variant,
        ruleset,
        n,
        openingTurns,
        maxTurns,
        seed,
        balanced,
        balanceDepth,
        distinctOpenings);
  }

  /**
   * Returns these settings with another opening length.
   *
   * <pre>
   * {@code Match.of(Variant.sivy(), Ruleset.standard()).withOpeningTurns(2).openingTurns() // 2}
   * </pre>
   *
   * @param n random turns before the players take over, 0 or more
   * @return the settings
   */
  public Match withOpeningTurns(int n) {
    return new Match(
        variant, ruleset, games, n, maxTurns, seed, balanced, balanceDepth, distinctOpenings);
  }

  /**
   * Returns these settings with another turn cap.
   *
   * <pre>{@code Match.of(Variant.sivy(), Ruleset.standard()).withMaxTurns(200).maxTurns() // 200}
   * </pre>
   *
   * @param n at least 1
   * @return the settings
   */
  public Match withMaxTurns(int n) {
    return new Match(
        variant, ruleset, games, openingTurns, n, seed, balanced, balanceDepth, distinctOpenings);
  }

  /**
   * Returns these settings with another seed for the openings.
   *
   * <pre>{@code Match.of(Variant.sivy(), Ruleset.standard()).withSeed(42).seed() // 42}</pre>
   *
   * @param value the seed
   * @return the settings
   */
  public Match withSeed(long value) {
    return new Match(
        variant,
        ruleset,
        games,
        openingTurns,
        maxTurns,
        value,
        balanced,
        balanceDepth,
        distinctOpenings);
  }

  /**
   * Returns these settings with balanced openings or with any.
   *
   * <pre>{@code Match.of(Variant.sivy(), Ruleset.standard()).withBalancedOpenings(false).balanced()
   * // false}</pre>
   *
   * @param value whether an opening that favours one side is drawn again
   * @return the settings
   */
  public Match withBalancedOpenings(boolean value) {
    return new Match(
        variant,
        ruleset,
        games,
        openingTurns,
        maxTurns,
        seed,
        value,
        balanceDepth,
        distinctOpenings);
  }

  /**
   * Returns these settings with openings judged by a search of another depth (when the match asks
   * for balance).
   *
   * <pre>{@code Match.of(Variant.sivy(), Ruleset.standard()).withBalanceDepth(14).balanceDepth()
   * // 14}</pre>
   *
   * @param depth 1 to {@value #MAX_BALANCE_DEPTH}
   * @return the settings
   * @throws IllegalArgumentException if the depth is out of range
   */
  public Match withBalanceDepth(int depth) {
    return new Match(
        variant, ruleset, games, openingTurns, maxTurns, seed, balanced, depth, distinctOpenings);
  }

  /**
   * Returns these settings with each opening's position once in the match, or with repeats.
   *
   * <pre>{@code
   * Match.of(Variant.sivy(), Ruleset.standard()).withDistinctOpenings(true).distinctOpenings()
   * // true
   * }</pre>
   *
   * @param value whether an opening that reaches the position of an earlier one is drawn again
   * @return the settings
   */
  public Match withDistinctOpenings(boolean value) {
    return new Match(
        variant, ruleset, games, openingTurns, maxTurns, seed, balanced, balanceDepth, value);
  }

  /**
   * Plays the match.
   *
   * <pre>{@code
   * Match match = Match.of(Variant.sivy(), Ruleset.standard()).withGames(2);
   * match.play(Player.random(1), Player.random(2)).games();   // 2
   * }</pre>
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
   * <pre>{@code
   * Match match = Match.of(Variant.sivy(), Ruleset.standard()).withGames(2);
   * List<Game> seen = new ArrayList<>();
   * match.play(Player.random(1), Player.random(2), seen::add).games();   // 2
   * seen.size();   // 2
   * }</pre>
   *
   * @param first the player whose results are counted
   * @param second the opponent
   * @param listener receives each finished or adjudicated game
   * @return wins, draws and losses of the first player
   */
  public MatchResult play(Player first, Player second, Consumer<Game> listener) {
    List<Game> openings = openings();
    MatchResult result = MatchResult.empty(first.name(), second.name());
    for (int i = 0; i < games; i++) {
      Game opening = openings.get(i / 2);
      Side firstSide = i % 2 == 0 ? Side.WHITE : Side.BLACK;
      Player white = firstSide == Side.WHITE ? first : second;
      Game g = playOut(opening, white, white == first ? second : first);
      listener.accept(g);
      result = result.add(g.outcome(), firstSide);
    }
    return result;
  }

  /**
   * Plays the match with several games at once, each on its own thread, stopping early once a rule
   * (such as a sequential test) says the result so far is enough. The openings are those of {@link
   * #play(Player, Player, Consumer)}: pair {@code k} opens with the same random turns, the first
   * player White in game {@code 2k} and Black in game {@code 2k + 1}. Results are counted in the
   * order games finish; both players must be safe to call from several threads (engine players
   * are).
   *
   * <pre>{@code
   * Match match = Match.of(Variant.sivy(), Ruleset.standard()).withGames(8);
   * MatchResult r = match.play(Player.random(1), Player.random(2), 2, s -> s.games() >= 4, (g, s) -> {});
   * boolean stoppedEarly = r.games() < 8;   // true
   * }</pre>
   *
   * @param first the player whose results are counted
   * @param second the opponent
   * @param parallel games played at once, at least 1
   * @param enough whether the result so far ends the match (games already started still count)
   * @param listener receives each finished or adjudicated game with the result so far
   * @return wins, draws and losses of the first player
   */
  public MatchResult play(
      Player first,
      Player second,
      int parallel,
      Predicate<MatchResult> enough,
      BiConsumer<Game, MatchResult> listener) {
    if (parallel < 1) {
      throw new IllegalArgumentException("at least one game at a time, not " + parallel);
    }
    List<Game> openings = openings();
    MatchResult[] result = {MatchResult.empty(first.name(), second.name())};
    AtomicInteger next = new AtomicInteger();
    AtomicBoolean done = new AtomicBoolean();
    Runnable worker =
        () -> {
          for (int i = next.getAndIncrement();
              i < games && !done.get();
              i = next.getAndIncrement()) {
            Side firstSide = i % 2 == 0 ? Side.WHITE : Side.BLACK;
            Player white = firstSide == Side.WHITE ? first : second;
            Game g = playOut(openings.get(i / 2), white, white == first ? second : first);
            synchronized (result) {
              MatchResult now = result[0].add(g.outcome(), firstSide);
              result[0] = now;
              listener.accept(g, now);
              if (enough.test(now)) {
                done.set(true);
              }
            }
          }
        };
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < parallel; t++) {
      Thread thread = new Thread(worker, "match-" + t);
      threads.add(thread);
      thread.start();
    }
    for (Thread thread : threads) {
      try {
        thread.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        done.set(true);
      }
    }
    synchronized (result) {
      return result[0];
    }
  }

  /**
   * Returns the openings of this match, one per pair of games (game {@code 2k} and {@code 2k + 1}
   * start from opening {@code k}): the same for every pair of players, so that a gauntlet can play
   * several players from the same openings, interleaved.
   *
   * <pre>{@code
   * Match match = Match.of(Variant.sivy(), Ruleset.standard()).withGames(6);
   * match.openings().size();   // 3
   * match.openings().get(0).turns().size();   // 4
   * }</pre>
   *
   * @return the openings, {@code (games + 1) / 2} of them
   */
  public List<Game> openings() {
    return Openings.draw(this);
  }

  /**
   * Plays a game out from an opening until it is over or reaches this match's turn cap (counted
   * from the start, the opening's turns included).
   *
   * <pre>{@code
   * Match match = Match.of(Variant.sivy(), Ruleset.standard()).withMaxTurns(10);
   * Game g = match.playOut(match.openings().get(0), Player.random(1), Player.random(2));
   * g.turns().size() <= 10;   // true
   * }</pre>
   *
   * @param opening where the game starts
   * @param white the player of White
   * @param black the player of Black
   * @return the finished or capped game
   */
  public Game playOut(Game opening, Player white, Player black) {
    Game g = opening;
    while (!g.isOver() && g.turns().size() < maxTurns) {
      Player mover = g.position().sideToMove() == Side.WHITE ? white : black;
      g = g.play(mover.choose(g));
    }
    return g;
  }
}
