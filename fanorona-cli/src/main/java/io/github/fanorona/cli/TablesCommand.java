package io.github.fanorona.cli;

import io.github.fanorona.core.Game;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;
import io.github.fanorona.tables.EndgameTables;
import io.github.fanorona.tables.Verdict;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code fanorona tables build|probe}: builds the Sivy endgame tables into a file, or looks a
 * position up in one.
 */
@Command(
    name = "tables",
    mixinStandardHelpOptions = true,
    description = "Sivy endgame tables: build them into a file, or probe a position.",
    subcommands = {TablesCommand.Build.class, TablesCommand.Probe.class})
final class TablesCommand implements Runnable {
  @Spec CommandSpec spec = CommandSpec.create();

  @Override
  public void run() {
    throw new picocli.CommandLine.ParameterException(
        spec.commandLine(), "expected a subcommand: build or probe");
  }

  /** {@code fanorona tables build [--stones N] [--threads N] FILE}. */
  @Command(
      name = "build",
      mixinStandardHelpOptions = true,
      description = {
        "Solve every Sivy position with up to N stones (standard move rules) by retrograde",
        "analysis and save the verdicts to FILE (4 stones: about 10 s and 650 kB)."
      })
  static final class Build implements Callable<Integer> {
    @Option(
        names = "--stones",
        paramLabel = "N",
        description = "The most stones on the board, 2 to 5 (default 4).")
    int stones = 4;

    @Option(names = "--threads", paramLabel = "N", description = "Solver threads (default 1).")
    int threads = 1;

    @Parameters(paramLabel = "FILE", description = "The tables file to write.")
    Path file = Path.of("");

    @Spec CommandSpec spec = CommandSpec.create();

    @Override
    public Integer call() throws IOException {
      long start = System.nanoTime();
      EndgameTables tables = EndgameTables.build(stones, threads);
      tables.save(file);
      spec.commandLine()
          .getOut()
          .println(
              tables
                  + ", written to "
                  + file
                  + " in "
                  + (System.nanoTime() - start) / 1_000_000
                  + " ms");
      return 0;
    }
  }

  /** {@code fanorona tables probe [--fen POS] FILE}: the verdict and a best turn. */
  @Command(
      name = "probe",
      mixinStandardHelpOptions = true,
      description = "Print the verdict of a position (--fen) for its side to move and a best turn.")
  static final class Probe implements Callable<Integer> {
    @Mixin GameOptions game = new GameOptions();

    @Parameters(paramLabel = "FILE", description = "A tables file from 'tables build'.")
    Path file = Path.of("");

    @Spec CommandSpec spec = CommandSpec.create();

    @Override
    public Integer call() throws IOException {
      EndgameTables tables = EndgameTables.load(file);
      Game g = game.play(List.of());
      Optional<Verdict> v = tables.probe(g.position(), g.ruleset());
      var out = spec.commandLine().getOut();
      if (v.isEmpty()) {
        out.println("not in the tables");
        return 0;
      }
      String best = "";
      if (!g.isOver()) {
        SearchResult r = Engine.of(SearchLimits.depth(1)).withOracle(tables).search(g);
        best = ": " + r.best();
      }
      out.println(v.get() + best);
      return 0;
    }
  }
}
