package io.github.fanorona.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code fanorona help [COMMAND [SUBCOMMAND]]}: the help of the tool, of a command, or of a command
 * of a command ({@code help tables build}), on standard output. picocli's own help command reads
 * only the first name, so {@code help tables build} showed the help of {@code tables}.
 *
 * <pre>
 * fanorona help tables build
 * </pre>
 */
@Command(
    name = "help",
    helpCommand = true,
    description = {
      "Print the help of a command, or of one of its commands.",
      "With no COMMAND the list of commands; 'help tables build' the help of 'tables build'."
    })
final class HelpCommand implements CommandLine.IHelpCommandInitializable2, Runnable {
  @Parameters(
      paramLabel = "COMMAND",
      arity = "0..*",
      description = "The command, then a command of it (tables build).")
  List<String> path = new ArrayList<>();

  private @Nullable CommandLine self;
  private CommandLine.Help.@Nullable ColorScheme colors;
  private @Nullable PrintWriter out;

  @Override
  public void init(
      CommandLine helpCommandLine,
      CommandLine.Help.ColorScheme colorScheme,
      PrintWriter outWriter,
      PrintWriter errWriter) {
    this.self = helpCommandLine;
    this.colors = colorScheme;
    this.out = outWriter;
  }

  @Override
  public void run() {
    CommandLine help = Objects.requireNonNull(self);
    CommandLine target = Objects.requireNonNull(help.getParent());
    for (String name : path) {
      CommandLine sub = target.getSubcommands().get(name);
      if (sub == null) {
        throw new CommandLine.ParameterException(
            help,
            "unknown command '"
                + FileNames.show(name)
                + "' of '"
                + target.getCommandSpec().qualifiedName()
                + "'; its commands: "
                + String.join(", ", target.getSubcommands().keySet()));
      }
      target = sub;
    }
    target.usage(Objects.requireNonNull(out), Objects.requireNonNull(colors));
  }
}
