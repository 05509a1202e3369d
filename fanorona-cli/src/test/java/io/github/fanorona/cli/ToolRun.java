package io.github.fanorona.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;

/**
 * One in-process run of the fanorona tool: exit status, standard output and standard error. The one
 * way the tests run the tool in process, here and in {@code examples} (through this module's test
 * jar); {@link ToolProcess} is the one way to run it in a JVM of its own.
 *
 * @param status the exit status
 * @param out what it printed to standard output
 * @param err what it printed to standard error
 */
public record ToolRun(int status, String out, String err) {
  /**
   * Runs {@code fanorona args...} in this JVM.
   *
   * @param args the command line after {@code fanorona}
   * @return what the run printed and its exit status
   */
  public static ToolRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = FanoronaCli.run(args, new PrintWriter(out), new PrintWriter(err));
    return new ToolRun(status, out.toString(), err.toString());
  }

  /**
   * The lines of standard output.
   *
   * @return the lines, without their line ends
   */
  public List<String> outLines() {
    return lines(out);
  }

  /**
   * The lines of standard error.
   *
   * @return the lines, without their line ends
   */
  public List<String> errLines() {
    return lines(err);
  }

  /**
   * The lines of standard output and then of standard error, as a terminal shows a run.
   *
   * @return the lines, without their line ends
   */
  public List<String> allLines() {
    return lines(out + err);
  }

  /**
   * The last line of standard output.
   *
   * @return the line, without its line end
   */
  public String lastLine() {
    List<String> lines = outLines();
    return lines.get(lines.size() - 1);
  }

  private static List<String> lines(String text) {
    // split drops the empty string after a trailing newline
    return text.isEmpty() ? List.of() : Arrays.asList(text.split("\\R"));
  }

  @Override
  public String toString() {
    return "exit " + status + ", out " + outLines() + ", err " + errLines();
  }
}
