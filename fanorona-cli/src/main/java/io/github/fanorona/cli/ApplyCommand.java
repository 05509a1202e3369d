package io.github.fanorona.cli;

import io.github.fanorona.core.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code fanorona apply TURN...}: plays turns and prints the resulting position string. */
@Command(
    name = "apply",
    mixinStandardHelpOptions = true,
    description = "Play the turns and print the position string.")
final class ApplyCommand implements Callable<Integer> {
  @Mixin GameOptions game = new GameOptions();

  @Parameters(paramLabel = "TURN", arity = "1..*", description = "Turns in A/W notation.")
  List<String> turns = new ArrayList<>();

  @Spec CommandSpec spec = CommandSpec.create();

  @Override
  public Integer call() {
    Game g = game.play(turns);
    spec.commandLine().getOut().println(g.position());
    return 0;
  }
}
