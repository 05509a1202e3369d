package io.github.fanorona.cli;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Ruleset;
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
    description = "Build Sivy endgame tables, or probe a position in them.",
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
        "Solve the Sivy endings of up to N stones and save them to FILE.",
        "Every position is solved by retrograde analysis under the standard move rules, and"
            + " its verdict saved (4 stones: about 10 s and 650 kB; 5 stones: about 3 minutes,"
            + " 13 MB and 400 MB of memory). The file is written to a temporary file and moved"
            + " into place.",
        "6 stones are built on every core into the split, memory-mapped format (680 MB; see"
            + " benchmarks/README.md for the time): each pair of materials is saved to FILE.parts"
            + " as soon as it is solved, and a build interrupted goes on from there when run"
            + " again; a FILE that already holds 6-stone tables is kept."
      })
  static final class Build implements Callable<Integer> {
    @Option(
        names = "--stones",
        paramLabel = "N",
        description = "The most stones on the board, 2 to 6 (default 4).")
    int stones = 4;

    @Option(names = "--threads", paramLabel = "N", description = "Solver threads (default 1).")
    int threads = 1;

    @Parameters(paramLabel = "FILE", description = "The tables file to write.")
    Path file = Path.of("");

    @Spec CommandSpec spec = CommandSpec.create();

    @Override
    public Integer call() throws IOException {
      long start = System.nanoTime();
      EndgameTables tables;
      if (stones > EndgameTables.MOST_IN_MEMORY) {
        ProgressBar bar = new ProgressBar(spec.commandLine().getErr());
        tables = EndgameTables.cached(file, stones, bar);
        bar.finish();
      } else {
        tables = EndgameTables.build(stones, threads);
        tables.save(file);
      }
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
      description = {
        "Print the verdict of a position and a best turn.",
        "The verdict of the position of --fen for its side to move, and a best turn; 'no"
            + " answer:' and why where the rules are not those the tables hold."
      })
  static final class Probe implements Callable<Integer> {
    @Mixin GameOptions game = new GameOptions();

    @Parameters(paramLabel = "FILE", description = "A tables file from 'tables build'.")
    Path file = Path.of("");

    @Spec CommandSpec spec = CommandSpec.create();

    @Override
    public Integer call() throws IOException {
      EndgameTables tables = EndgameTables.load(file);
      Game g = game.play(List.of());
      var out = spec.commandLine().getOut();
      Ruleset rules = g.ruleset();
      Ruleset moveRules = rules.toBuilder().noCaptureDrawPlies(0).repetitionDrawCount(0).build();
      if (!moveRules.equals(EndgameTables.rules())) {
        out.println(
            "no answer: the tables hold the standard move rules, not "
                + moveRules.optionString()
                + " (only no-capture-draw and repetition-draw may be added)");
        return 0;
      }
      Optional<Verdict> v = tables.probe(g.position(), rules);
      if (v.isEmpty()) {
        out.println("not in the tables");
        return 0;
      }
      int since = g.position().pliesSinceCapture();
      if (!EndgameTables.holdsUnder(rules, since, v.get())) {
        out.println(
            "no answer: under the standard rules "
                + v.get()
                + ", but with no-capture-draw="
                + rules.noCaptureDrawPlies()
                + " the game may be drawn first ("
                + since
                + " half-moves since the last capture + "
                + v.get().plies()
                + " > "
                + rules.noCaptureDrawPlies()
                + ")");
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
