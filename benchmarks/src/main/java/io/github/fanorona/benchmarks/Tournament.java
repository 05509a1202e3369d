package io.github.fanorona.benchmarks;

import com.google.common.base.CharMatcher;
import com.google.common.base.Splitter;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.Level;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.search.SearchFeature;
import io.github.fanorona.lab.Match;
import io.github.fanorona.lab.MatchResult;
import io.github.fanorona.lab.Player;
import io.github.fanorona.lab.Tuning;
import io.github.fanorona.tables.EndgameTables;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A match between two engine configurations at equal time per turn, from the Sivy start: seeded
 * random openings each played with both colours ({@link Match}), several games at once (one search
 * thread each), games adjudicated drawn at a turn cap, the score with its Wilson 95 % interval, and
 * an optional early stop by a sequential probability ratio test.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.fanorona.benchmarks.Tournament \
 *     --first new --second baseline --ms 100 --games 200
 * </pre>
 *
 * <p>Players: {@code baseline} (the engine before issue 22), {@code new} (the engine), {@code
 * new-tables} (the engine with 4-stone tables, built once into {@code benchmarks/target}; {@code
 * new-tables5} with 5-stone tables, {@code new-tables6} with the 6-stone tables of {@code
 * benchmarks/target/endgame-6.tables}, memory-mapped, built there resumably if missing), and either
 * new one without a feature, as {@code new-LATE_MOVE_REDUCTIONS}, or with other evaluation weights
 * after an {@code @}, in the order of {@link io.github.fanorona.engine.search.EvaluationWeights},
 * as {@code new-tables5@2,4,4,8,3,0,0} (or {@code new-tables5@2/4/4/8/3/0/0}, which a gauntlet's
 * comma-separated list of players can hold). Options: {@code --ms} time per turn, {@code --games},
 * {@code --parallel} games at once (2), {@code --depth} a fixed depth instead of a time, {@code
 * --second-depth} another fixed depth for the second player, {@code --second-ms} another time per
 * turn for the second player (to measure what more time is worth), {@code --max-turns} (200),
 * {@code --opening-turns} random turns of each opening (4), {@code --seed} (1), {@code --balanced
 * false} for openings as the random turns leave them, {@code --judge-depth N} to judge openings
 * balanced by a search of depth N instead of 4 and {@code --distinct true} to play each opening's
 * position once (both change the openings a seed gives: {@link Match}), {@code --sprt s0,s1} to
 * stop once the score is shown to be s0 or s1 (alpha = beta = 0.05), {@code --entries true} to
 * print with each game where it first reached 5 stones or fewer and the tables' verdict there
 * (where the game was decided). A level of the ladder plays with its own limits: {@code
 * level-BEGINNER}, {@code level-STRONGEST+tables5}.
 *
 * <p>A gauntlet against an engine someone else wrote: {@code --opponent CLASS:SETTINGS} loads the
 * class by name from a jar on the class path (see {@link OutsidePlayer}), and {@code --first} may
 * then name several of our configurations, comma-separated, which play the same openings
 * interleaved, one game at a time ({@link Gauntlet}); {@code --games} is then the number of games
 * of each configuration, and {@code --games-out FILE} writes every game's turns.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar:/tmp/eppstein.jar \
 *     io.github.fanorona.benchmarks.Tournament \
 *     --opponent EppsteinPlayer:time=100 --first new,new-tables5 --ms 100 --games 40
 * </pre>
 */
public final class Tournament {
  /** The comma-separated values of an option, without blanks or empty fields. */
  private static final Splitter FIELDS = Splitter.on(',').trimResults().omitEmptyStrings();

  /**
   * A player's weights: a slash as well as a comma, as a gauntlet's players are comma-separated.
   */
  private static final Splitter WEIGHTS =
      Splitter.on(CharMatcher.anyOf(",/")).trimResults().omitEmptyStrings();

  private Tournament() {}

  /**
   * Runs a match and prints every game and the result.
   *
   * @param args the options above
   * @throws IOException if the tables cannot be written or read
   */
  public static void main(String[] args) throws IOException {
    String first = "new";
    String second = "baseline";
    int ms = 100;
    int depth = 0;
    int games = 200;
    int secondDepth = 0;
    int secondMs = 0;
    boolean balanced = true;
    int judgeDepth = Match.BALANCE_DEPTH;
    boolean distinct = false;
    boolean entries = false;
    int parallel = 2;
    int maxTurns = 200;
    int openingTurns = 4;
    long seed = 1;
    Optional<double[]> sprt = Optional.empty();
    Optional<String> opponent = Optional.empty();
    Optional<Path> gamesOut = Optional.empty();
    for (int i = 0; i < args.length; i += 2) {
      String v = args[i + 1];
      switch (args[i]) {
        case "--first" -> first = v;
        case "--second" -> second = v;
        case "--ms" -> ms = Integer.parseInt(v);
        case "--depth" -> depth = Integer.parseInt(v);
        case "--second-depth" -> secondDepth = Integer.parseInt(v);
        case "--second-ms" -> secondMs = Integer.parseInt(v);
        case "--games" -> games = Integer.parseInt(v);
        case "--parallel" -> parallel = Integer.parseInt(v);
        case "--max-turns" -> maxTurns = Integer.parseInt(v);
        case "--opening-turns" -> openingTurns = Integer.parseInt(v);
        case "--seed" -> seed = Long.parseLong(v);
        case "--balanced" -> balanced = Boolean.parseBoolean(v);
        case "--judge-depth" -> judgeDepth = Integer.parseInt(v);
        case "--distinct" -> distinct = Boolean.parseBoolean(v);
        case "--entries" -> entries = Boolean.parseBoolean(v);
        case "--opponent" -> opponent = Optional.of(v);
        case "--games-out" -> gamesOut = Optional.of(Path.of(v));
        case "--sprt" -> {
          List<String> bounds = FIELDS.splitToList(v);
          sprt =
              Optional.of(
                  new double[] {
                    Double.parseDouble(bounds.get(0)), Double.parseDouble(bounds.get(1))
                  });
        }
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    SearchLimits limits = limits(depth, ms);
    Match match =
        Match.of(Variant.sivy(), Ruleset.standard())
            .withGames(games)
            .withOpeningTurns(openingTurns)
            .withMaxTurns(maxTurns)
            .withSeed(seed)
            .withBalancedOpenings(balanced)
            .withBalanceDepth(judgeDepth)
            .withDistinctOpenings(distinct);
    if (opponent.isPresent()) {
      gauntlet(first, limits, opponent.get(), match, gamesOut);
      return;
    }
    Player a = player(first, limits);
    // The second player has the first's limits unless either of its own is given.
    Player b =
        player(second, secondDepth > 0 || secondMs > 0 ? limits(secondDepth, secondMs) : limits);
    Optional<double[]> test = sprt;
    Optional<EndgameTables> verdicts =
        entries ? Optional.of(tables(EndgameTables.MOST_IN_MEMORY)) : Optional.empty();
    long start = System.nanoTime();
    MatchResult r =
        match.play(
            a,
            b,
            parallel,
            now ->
                test.isPresent()
                    && Math.abs(Sprt.llr(now, test.get()[0], test.get()[1])) >= Sprt.BOUND,
            (Game g, MatchResult now) ->
                System.out.printf(
                    Locale.ROOT,
                    "game %3d: %-28s %3d turns, %2d-%2d stones | %s%s%s%n",
                    now.games(),
                    g.outcome().map(Object::toString).orElse("adjudicated draw"),
                    g.turns().size(),
                    g.position().count(Side.WHITE),
                    g.position().count(Side.BLACK),
                    now.summary(),
                    test.map(
                            t ->
                                String.format(
                                    Locale.ROOT, " | LLR %.2f", Sprt.llr(now, t[0], t[1])))
                        .orElse(""),
                    verdicts.map(t -> entry(g, t)).orElse("")));
    System.out.printf(
        Locale.ROOT, "%s%nin %.1f min%n", r.summary(), (System.nanoTime() - start) / 60e9);
  }

  /**
   * Our configurations (comma-separated) against an outside opponent, interleaved, one game at a
   * time (the outside engine keeps its state in static fields), from the match's openings.
   */
  private static void gauntlet(
      String ours, SearchLimits limits, String opponent, Match match, Optional<Path> gamesOut)
      throws IOException {
    List<Player> players = new ArrayList<>();
    for (String spec : FIELDS.split(ours)) {
      players.add(player(spec, limits));
    }
    Gauntlet g = new Gauntlet(match, OutsidePlayer.load(opponent));
    if (gamesOut.isEmpty()) {
      g.play(players, Optional.empty());
      return;
    }
    try (Writer w = Files.newBufferedWriter(gamesOut.get())) {
      g.play(players, Optional.of(w));
    }
  }

  /** A fixed depth where one is given, else the most depth in {@code ms} a turn. */
  static SearchLimits limits(int depth, int ms) {
    return depth > 0 ? SearchLimits.depth(depth) : SearchLimits.time(Duration.ofMillis(ms));
  }

  /** Where a game first had as few stones as the tables hold, and the tables' verdict there. */
  private static String entry(Game g, EndgameTables tables) {
    int most = tables.maxStones();
    List<Position> positions = g.positions();
    for (int turn = 0; turn < positions.size(); turn++) {
      Position p = positions.get(turn);
      if (p.count(Side.WHITE) + p.count(Side.BLACK) <= most) {
        return String.format(
            Locale.ROOT,
            " | %d stones after turn %d (%d-%d, %s to move): %s",
            most,
            turn,
            p.count(Side.WHITE),
            p.count(Side.BLACK),
            p.sideToMove(),
            tables.probe(p, g.ruleset()).map(Object::toString).orElse("not in the tables"));
      }
    }
    return String.format(Locale.ROOT, " | never %d stones or fewer", most);
  }

  static Player player(String spec, SearchLimits limits) throws IOException {
    if (spec.equals("baseline")) {
      return Player.baseline(limits);
    }
    if (spec.startsWith("level-")) {
      // A level of the ladder, with its own limits: level-BEGINNER, level-STRONGEST+tables5.
      String rest = spec.substring("level-".length());
      int plus = rest.indexOf("+tables");
      Level level = Level.valueOf(plus < 0 ? rest : rest.substring(0, plus));
      Engine engine = level.engine();
      if (plus >= 0) {
        String stones = rest.substring(plus + "+tables".length());
        engine = engine.withOracle(tables(stones.isEmpty() ? 4 : Integer.parseInt(stones)));
      }
      return Player.engine(engine);
    }
    return Player.engine(engine(spec, limits));
  }

  /**
   * The engine of a configuration {@code new...} or {@code new-tables...} (with features off after
   * {@code -} and weights after {@code @}), as {@link #player} plays it.
   */
  static Engine engine(String spec, SearchLimits limits) throws IOException {
    Engine engine = Engine.of(limits);
    String rest = spec;
    int at = rest.indexOf('@');
    if (at >= 0) {
      int[] values =
          WEIGHTS.splitToStream(rest.substring(at + 1)).mapToInt(Integer::parseInt).toArray();
      if (values.length != Tune.NAMES.length) {
        throw new IllegalArgumentException(
            Tune.NAMES.length
                + " weights expected after @ ("
                + String.join(", ", Tune.NAMES)
                + "), "
                + values.length
                + " in "
                + spec);
      }
      engine = Tuning.withWeights(engine, Tune.weights(values));
      rest = rest.substring(0, at);
    }
    if (rest.startsWith("new-tables")) {
      rest = rest.substring("new-tables".length());
      int stones = 4;
      if (!rest.isEmpty() && Character.isDigit(rest.charAt(0))) {
        stones = rest.charAt(0) - '0';
        rest = rest.substring(1);
      }
      engine = engine.withOracle(tables(stones));
    } else if (rest.startsWith("new")) {
      rest = rest.substring("new".length());
    } else {
      throw new IllegalArgumentException("unknown player " + spec);
    }
    for (String feature : Splitter.on('-').omitEmptyStrings().split(rest)) {
      engine = Tuning.without(engine, SearchFeature.valueOf(feature));
    }
    return engine;
  }

  /** Tables of up to {@code stones} stones, built once and kept in {@code benchmarks/target}. */
  static EndgameTables tables(int stones) throws IOException {
    return EndgameTables.cached(
        Path.of("benchmarks", "target", "endgame-" + stones + ".tables"), stones);
  }
}
