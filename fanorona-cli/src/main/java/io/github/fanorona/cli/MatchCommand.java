package io.github.fanorona.cli;

import io.github.fanorona.engine.EndgameOracle;
import io.github.fanorona.lab.Match;
import io.github.fanorona.lab.MatchResult;
import io.github.fanorona.lab.Player;
import io.github.fanorona.tables.EndgameTables;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code fanorona match [--games N] [--balanced] FIRST SECOND}: plays games between two players
 * from varied openings, each opening once with each colour, and prints the first player's wins,
 * draws and losses with a 95 % confidence interval of its score.
 */
@Command(
    name = "match",
    mixinStandardHelpOptions = true,
    description = {
      "Play games between two players and print the first one's score.",
      "The games start from random openings, each opening played with both colours; the score"
          + " is the first player's wins, draws and losses with a 95%% confidence interval.",
      "A player is 'random' or engine settings: depth=N, time=MS, or depth=N,time=MS."
    })
final class MatchCommand implements Callable<Integer> {
  @Mixin GameOptions game = new GameOptions();

  @Option(names = "--games", paramLabel = "N", description = "Games to play (default 200).")
  int games = 200;

  @Option(
      names = "--opening-turns",
      paramLabel = "N",
      description = "Random turns that open each pair of games (default 4).")
  int openingTurns = 4;

  @Option(
      names = "--max-turns",
      paramLabel = "N",
      description = "Turns after which a game is adjudicated a draw (default 300).")
  int maxTurns = 300;

  @Option(names = "--seed", paramLabel = "S", description = "Seed of the openings (default 1).")
  long seed = 1;

  @Option(
      names = "--balanced",
      description =
          "Keep only openings with as many stones on each side and a score within 0.6 of a stone"
              + " at depth 4 (or --balance-depth), as the benchmarks' matches do.")
  boolean balanced;

  @Option(
      names = "--balance-depth",
      paramLabel = "N",
      description =
          "With --balanced, the depth (1 to 20) of the search that judges an opening (default 4;"
              + " 14 finds openings that depth 4 calls even and that are stones ahead for a side).")
  int balanceDepth = Match.BALANCE_DEPTH;

  @Option(
      names = "--distinct-openings",
      description = "Draw an opening again when it reaches the position of an earlier one.")
  boolean distinctOpenings;

  @Option(names = "--progress", description = "Print each game's result on standard error.")
  boolean progress;

  @Option(
      names = "--tables",
      paramLabel = "FILE",
      description = "Endgame tables (from 'tables build') both engines probe.")
  @org.jspecify.annotations.Nullable
  Path tables;

  @Parameters(index = "0", paramLabel = "FIRST", description = "The player whose score is counted.")
  String first = "";

  @Parameters(index = "1", paramLabel = "SECOND", description = "The opponent.")
  String second = "";

  @Spec CommandSpec spec = CommandSpec.create();

  @Override
  public Integer call() throws IOException {
    Optional<EndgameOracle> oracle =
        tables == null ? Optional.empty() : Optional.of(EndgameTables.load(tables));
    Player a = PlayerSpec.parse(first, seed * 2 + 1, oracle);
    Player b = PlayerSpec.parse(second, seed * 2 + 2, oracle);
    Match match =
        Match.of(game.variant(), game.ruleset())
            .withGames(games)
            .withOpeningTurns(openingTurns)
            .withMaxTurns(maxTurns)
            .withSeed(seed)
            .withBalancedOpenings(balanced)
            .withBalanceDepth(balanceDepth)
            .withDistinctOpenings(distinctOpenings);
    var err = spec.commandLine().getErr();
    int[] n = {0};
    MatchResult r =
        match.play(
            a,
            b,
            g -> {
              n[0]++;
              if (progress) {
                err.println(
                    "game "
                        + n[0]
                        + ": "
                        + g.outcome().map(Object::toString).orElse("adjudicated")
                        + " after "
                        + RecordFiles.count(g.turns().size(), "turn"));
                err.flush();
              }
            });
    spec.commandLine().getOut().println(r.summary());
    return 0;
  }
}
