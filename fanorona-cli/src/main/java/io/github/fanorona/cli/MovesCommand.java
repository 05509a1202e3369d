package io.github.fanorona.cli;

import io.github.fanorona.core.Turn;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code fanorona moves}: the legal turns, one per line, sorted, then {@code N turns}. */
@Command(
    name = "moves",
    mixinStandardHelpOptions = true,
    description = {"List the legal turns in A/W notation.", "Sorted, then a line 'N turns'."})
final class MovesCommand implements Callable<Integer> {
  @Mixin GameOptions game = new GameOptions();

  @Spec CommandSpec spec = CommandSpec.create();

  @Override
  public Integer call() {
    List<String> turns =
        game.variant().engine().legalTurns(game.position(), game.ruleset()).stream()
            .map(Turn::toString)
            .sorted()
            .collect(Collectors.toList());
    var out = spec.commandLine().getOut();
    turns.forEach(out::println);
    out.println(turns.size() + (turns.size() == 1 ? " turn" : " turns"));
    return 0;
  }
}
