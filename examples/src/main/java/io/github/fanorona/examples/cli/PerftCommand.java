package io.github.fanorona.examples.cli;

import io.github.fanorona.core.Perft;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Variant;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code fanorona perft DEPTH}: counts legal turn sequences; the count is the last line. */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    description = "Count the legal turn sequences of DEPTH half-moves; prints the count last.")
final class PerftCommand implements Callable<Integer> {
  @Mixin GameOptions game = new GameOptions();

  @Option(names = "--divide", description = "First print one 'TURN COUNT' line per root turn.")
  boolean divide;

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
    Perft.Options options = Perft.Options.defaults().withRuleset(game.ruleset());
    var out = spec.commandLine().getOut();
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
    out.println(total);
    return 0;
  }
}
