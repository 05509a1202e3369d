package io.github.fanorona.cli;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The tool run in a JVM of its own with a given heap, for what an in-process {@link ToolRun} cannot
 * show: that a command fits a small heap, what it does when it does not, and what reaches the JVM's
 * own standard streams.
 *
 * @param status the exit status
 * @param out what it printed to standard output
 * @param err what it printed to standard error
 */
record ToolProcess(int status, String out, String err) {
  /** Ends each command line's output on both streams in {@link #runEach}, then its exit status. */
  private static final String END = "\u0000end ";

  /** Runs {@code fanorona args...} under {@code -Xmx<heap>}, waiting at most two minutes. */
  static ToolProcess run(String heap, String... args) throws IOException, InterruptedException {
    return start(heap, FanoronaCli.class, List.of(args));
  }

  /**
   * Runs several command lines one after another in one JVM of its own (a JVM's start costs more
   * than most commands): one result per command line, its streams as the JVM's own streams saw
   * them.
   */
  static List<ToolProcess> runEach(String heap, List<List<String>> commands)
      throws IOException, InterruptedException {
    List<String> args = new ArrayList<>();
    for (List<String> command : commands) {
      args.add(String.valueOf(command.size()));
      args.addAll(command);
    }
    ToolProcess all = start(heap, ToolProcess.class, args);
    if (all.status() != 0) {
      throw new AssertionError("the batch failed: " + all);
    }
    // Standard output reads out0 END s0 \n out1 END s1 \n ...; standard error err0 END \n ...
    String[] outs = all.out().split(END, -1);
    String[] errs = all.err().split(END + "\\R", -1);
    List<ToolProcess> results = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      String out = i == 0 ? outs[0] : outs[i].substring(outs[i].indexOf('\n') + 1);
      int status = Integer.parseInt(outs[i + 1].lines().findFirst().orElseThrow());
      results.add(new ToolProcess(status, out, errs[i]));
    }
    return results;
  }

  /** The child's side of {@link #runEach}: each argument count, then that many arguments. */
  public static void main(String[] args) {
    PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
    PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
    for (int i = 0; i < args.length; ) {
      int n = Integer.parseInt(args[i]);
      String[] command = Arrays.copyOfRange(args, i + 1, i + 1 + n);
      i += n + 1;
      int status = FanoronaCli.run(command, out, err);
      out.flush();
      err.flush();
      System.out.print(END + status + System.lineSeparator());
      System.out.flush();
      System.err.print(END + System.lineSeparator());
      System.err.flush();
    }
  }

  private static ToolProcess start(String heap, Class<?> main, List<String> args)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx" + heap);
    // The quick compiler only: these runs last a second or two, where the optimising compiler
    // costs more than it saves (the heap and what reaches the streams are the same).
    command.add("-XX:TieredStopAtLevel=1");
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(main.getName());
    command.addAll(args);
    File err = File.createTempFile("fanorona", ".err");
    try {
      Process p = new ProcessBuilder(command).redirectError(err).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new AssertionError("fanorona " + String.join(" ", args) + " did not finish");
      }
      return new ToolProcess(p.exitValue(), out, Files.readString(err.toPath()));
    } finally {
      Files.deleteIfExists(err.toPath());
    }
  }

  /** The lines printed to standard error. */
  List<String> errLines() {
    return err.lines().toList();
  }
}
