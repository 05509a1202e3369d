package io.github.fanorona.cli;

import io.github.fanorona.core.FanoronaException;
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
 * java -jar examples/target/fanorona.jar show --svg board.svg f2-e3A
 * </pre>
 *
 * <p>{@code fanorona help [COMMAND]} (or {@code --help} on any command) prints the usage on
 * standard output and exits 0; {@code fanorona} with no arguments prints it on standard error and
 * exits 2, as a missing command is bad input.
 *
 * <p>Exit status: 0 on success, 2 on bad input (one line on standard error, no stack trace).
 *
 * <p>Thread safety: {@link #run} may be called from several threads at once; each call builds its
 * own command line and writes only to the streams it is given ({@code play} reads {@code
 * System.in}).
 */
@Command(
    name = "fanorona",
    mixinStandardHelpOptions = true,
    version = "fanorona 2.0.0",
    description = "The rules of Fanorona: legal turns, perft, playing turns.",
    subcommands = {
      PerftCommand.class,
      MovesCommand.class,
      ApplyCommand.class,
      ValidateCommand.class,
      ConvertCommand.class,
      ShowCommand.class,
      MatchCommand.class,
      PlayCommand.class,
      TablesCommand.class,
      HelpCommand.class,
      io.github.fanorona.cli.SolveCommand.class
    })
public final class FanoronaCli implements java.util.concurrent.Callable<Integer> {
  /** Creates the top command; picocli calls it, and {@link #run} is the way in for a program. */
  public FanoronaCli() {}

  /** Exit status for bad input: a malformed option, position, turn or file. */
  public static final int BAD_INPUT = 2;

  /** Exit status for a failure inside the tool itself (a bug). */
  public static final int INTERNAL_ERROR = 3;

  @CommandLine.Spec private CommandLine.Model.@org.jspecify.annotations.Nullable CommandSpec spec;

  /** With no command: the usage on standard error, and the exit status of bad input. */
  @Override
  public Integer call() {
    CommandLine cl = java.util.Objects.requireNonNull(spec).commandLine();
    cl.usage(cl.getErr());
    return BAD_INPUT;
  }

  /**
   * Runs the tool.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    System.exit(run(args, utf8(System.out), utf8(System.err)));
  }

  private static PrintWriter utf8(java.io.OutputStream stream) {
    return new PrintWriter(
        new java.io.OutputStreamWriter(stream, java.nio.charset.StandardCharsets.UTF_8), true);
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
    GameOptions.describeIn(cl);
    AsciiNumbers.registerIn(cl);
    cl.setParameterExceptionHandler(
        (ex, a) -> {
          err.println("fanorona: " + FanoronaException.escape(String.valueOf(ex.getMessage())));
          err.flush();
          return BAD_INPUT;
        });
    cl.setExecutionExceptionHandler(
        (ex, c, parsed) -> {
          if (ex instanceof java.io.IOException io) {
            err.println("fanorona: " + FileNames.problem(io));
            err.flush();
            return BAD_INPUT;
          }
          if (ex instanceof java.io.UncheckedIOException io) {
            err.println(
                "fanorona: " + FileNames.problem(java.util.Objects.requireNonNull(io.getCause())));
            err.flush();
            return BAD_INPUT;
          }
          if (ex instanceof FanoronaException || ex instanceof IllegalArgumentException) {
            // Messages quote file names and input: escaped, they stay one line of plain text.
            err.println("fanorona: " + FanoronaException.escape(String.valueOf(ex.getMessage())));
            err.flush();
            return BAD_INPUT;
          }
          // A bug, not bad input: still one line, but say so and keep the type for the report.
          err.println("fanorona: internal error, please report it: " + ex);
          err.flush();
          return INTERNAL_ERROR;
        });
    int status;
    try {
      status = cl.execute(args);
    } catch (VirtualMachineError e) {
      // picocli hands errors on: out of memory or stack is still one line and exit 3
      err.println("fanorona: internal error: " + e);
      status = INTERNAL_ERROR;
    }
    out.flush();
    err.flush();
    return status;
  }
}
