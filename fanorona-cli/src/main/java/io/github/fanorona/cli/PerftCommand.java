package io.github.fanorona.cli;

import io.github.fanorona.core.Perft;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Variant;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code fanorona perft [--divide] [--threads N] [--no-bulk] [--hash MIB] [--stats] DEPTH}: counts
 * legal turn sequences; the count is the last line of stdout, timings go to stderr. The threads are
 * at most the machine's processors and the table at most half the Java heap, so that a count never
 * runs out of threads or memory.
 */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    description = {
      "Count the legal turn sequences of DEPTH half-moves.",
      "Prints the count last. DEPTH is at most "
          + Perft.MAX_DEPTH
          + ", or more where every line ends sooner (the count is then 0)."
    })
final class PerftCommand implements Callable<Integer> {
  @Mixin GameOptions game = new GameOptions();

  @Option(names = "--divide", description = "First print one 'TURN COUNT' line per root turn.")
  boolean divide;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description =
          "Split the tree over N threads, at most the number of processors of this machine"
              + " (default 1); the count is the same.")
  int threads = 1;

  @Option(
      names = "--no-bulk",
      description = "Play every turn of the last half-move instead of counting them in bulk.")
  boolean noBulk;

  @Option(
      names = "--hash",
      paramLabel = "MIB",
      description =
          "Remember subtree counts in a table of MIB MiB for all threads together, at most half"
              + " the Java heap (default 0: no table); entries keep the whole position, so counts"
              + " stay exact.")
  int hash;

  @Option(
      names = "--stats",
      description = "Print the time and turns per second on stderr (stdout keeps the count last).")
  boolean stats;

  @Parameters(
      paramLabel = "DEPTH",
      description = "Half-moves, 0 to " + Perft.MAX_DEPTH + " (more where every line ends sooner).")
  int depth;

  @Spec CommandSpec spec = CommandSpec.create();

  @Override
  public Integer call() {
    if (depth < 0) {
      throw new IllegalArgumentException("DEPTH must be 0 or more, not " + depth);
    }
    Variant v = game.variant();
    Position p = game.position();
    int maxThreads = Math.min(Runtime.getRuntime().availableProcessors(), Perft.MAX_THREADS);
    if (threads < 1 || threads > maxThreads) {
      throw new IllegalArgumentException(
          "--threads must be from 1 to "
              + maxThreads
              + " (the processors of this machine), not "
              + threads);
    }
    long maxHash = (Runtime.getRuntime().maxMemory() / 2) >> 20;
    if (hash < 0 || hash > maxHash) {
      throw new IllegalArgumentException(
          "--hash must be from 0 (no table) to "
              + maxHash
              + " MiB (half the Java heap; -Xmx sets the heap), not "
              + hash);
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
              hash > 0 ? ", hash " + hash + " MiB" : "");
    }
    out.println(total);
    return 0;
  }
}
