package io.github.fanorona.examples.cli;

import io.github.fanorona.core.Perft;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Variant;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code fanorona perft [--threads N] [--no-bulk] [--hash] [--stats] DEPTH}: counts legal turn
 * sequences; the count is the last line of stdout, timings go to stderr.
 */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    description = "Count the legal turn sequences of DEPTH half-moves; prints the count last.")
final class PerftCommand implements Callable<Integer> {
  @Mixin GameOptions game = new GameOptions();

  @Option(names = "--divide", description = "First print one 'TURN COUNT' line per root turn.")
  boolean divide;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Split the tree over N threads (default 1); the count is the same.")
  int threads = 1;

  @Option(
      names = "--no-bulk",
      description = "Play every turn of the last half-move instead of counting them in bulk.")
  boolean noBulk;

  @Option(
      names = "--hash",
      description =
          "Remember subtree counts in a table (32 MiB per thread); entries keep the whole"
              + " position, so counts stay exact.")
  boolean hash;

  @Option(
      names = "--stats",
      description = "Print the time and turns per second on stderr (stdout keeps the count last).")
  boolean stats;

  @Parameters(paramLabel = "DEPTH", description = "Half-moves, 0 or more.")
  int depth;

  @Spec CommandSpec spec = CommandSpec.create();

  @Override
  public Integer call() {
    if (depth < 0) {
      throw new IllegalArgumentException("DEPTH must be 0 or more, not " + depth);
    }
    Variant v = game.variant();
    Position p = game.position();
    if (threads < 1) {
      throw new IllegalArgumentException("--threads must be 1 or more, not " + threads);
    }
    Perft.Options options =
        Perft.Options.defaults()
            .withRuleset(game.ruleset())
            .withThreads(threads)
            .withBulk(!noBulk)
            .withHash(hash);
    var out = spec.commandLine().getOut();
    long started = System.nanoTime();
    long total;
    if (divide && depth >= 1) {
      total = 0;
      for (Map.Entry<String, Long> e : Perft.divide(v, p, depth, options).entrySet()) {
        out.println(e.getKey() + " " + e.getValue());
        total += e.getValue();
      }
    } else {
      total = Perft.count(v, p, depth, options);
    }
    if (stats) {
      double seconds = Math.max(System.nanoTime() - started, 1) / 1e9;
      spec.commandLine()
          .getErr()
          .printf(
              Locale.ROOT,
              "perft %d: %d turns in %.3f s, %.1f M turns/s (threads %d, %s%s)%n",
              depth,
              total,
              seconds,
              total / seconds / 1e6,
              threads,
              noBulk ? "every leaf played" : "bulk last half-move",
              hash ? ", hash" : "");
    }
    out.println(total);
    return 0;
  }
}
