package io.github.fanorona.examples.cli;

import io.github.fanorona.core.FanoronaParseException;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code fanorona} command-line tool.
 *
 * <pre>
 * java -jar examples/target/fanorona.jar moves
 * java -jar examples/target/fanorona.jar perft 5
 * java -jar examples/target/fanorona.jar apply f2-e3A
 * </pre>
 *
 * <p>Exit status: 0 on success, 2 on bad input (one line on standard error, no stack trace).
 */
@Command(
    name = "fanorona",
    mixinStandardHelpOptions = true,
    version = "fanorona 0.1.0-SNAPSHOT",
    description = "The rules of Fanorona: legal turns, perft, playing turns.",
    subcommands = {
      PerftCommand.class,
      MovesCommand.class,
      ApplyCommand.class,
      ValidateCommand.class,
      ConvertCommand.class
    })
public final class FanoronaCli implements Runnable {
  /** Exit status for bad input: a malformed option, position, turn or file. */
  public static final int BAD_INPUT = 2;

  @CommandLine.Spec private CommandLine.Model.@org.jspecify.annotations.Nullable CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(
        java.util.Objects.requireNonNull(spec).commandLine(), "expected a subcommand");
  }

  /**
   * Runs the tool.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
  }

  /**
   * Runs the tool with given output streams and returns the exit status, for tests and embedding.
   *
   * @param args the command line
   * @param out standard output
   * @param err standard error
   * @return the exit status
   */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cl = new CommandLine(new FanoronaCli());
    cl.setOut(out);
    cl.setErr(err);
    cl.setParameterExceptionHandler(
        (ex, a) -> {
          err.println("fanorona: " + ex.getMessage());
          err.flush();
          return BAD_INPUT;
        });
    cl.setExecutionExceptionHandler(
        (ex, c, parsed) -> {
          if (ex instanceof FanoronaParseException
              || ex instanceof IllegalArgumentException
              || ex instanceof java.io.IOException
              || ex instanceof java.io.UncheckedIOException) {
            err.println("fanorona: " + ex.getMessage());
            err.flush();
            return BAD_INPUT;
          }
          throw ex;
        });
    int status = cl.execute(args);
    out.flush();
    err.flush();
    return status;
  }
}
