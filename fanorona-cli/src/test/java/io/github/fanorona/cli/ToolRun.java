package io.github.fanorona.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;

/** One in-process run of the fanorona tool: exit status, standard output and standard error. */
record ToolRun(int status, String out, String err) {
  static ToolRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = FanoronaCli.run(args, new PrintWriter(out), new PrintWriter(err));
    return new ToolRun(status, out.toString(), err.toString());
  }

  List<String> outLines() {
    return lines(out);
  }

  List<String> errLines() {
    return lines(err);
  }

  String lastLine() {
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
