package io.github.fanorona.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The tool run in a JVM of its own with a given heap, for what an in-process {@link ToolRun} cannot
 * show: that a command fits a small heap, and what it does when it does not.
 *
 * @param status the exit status
 * @param out what it printed to standard output
 * @param err what it printed to standard error
 */
record ToolProcess(int status, String out, String err) {
  /** Runs {@code fanorona args...} under {@code -Xmx<heap>}, waiting at most two minutes. */
  static ToolProcess run(String heap, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx" + heap);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(FanoronaCli.class.getName());
    command.addAll(List.of(args));
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
