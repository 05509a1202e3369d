package io.github.fanorona.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code perft}'s threads and table are bounded: too many threads or too large a table is bad input
 * (exit 2, one line naming the limit), and within the bounds a count fits a small heap.
 */
class PerftCommandTest {
  private static final int CORES = Runtime.getRuntime().availableProcessors();

  @ParameterizedTest(name = "--threads {0}")
  @ValueSource(strings = {"0", "-1", "100000", "2147483647"})
  void tooManyOrTooFewThreadsAreRefused(String threads) {
    ToolRun r = ToolRun.of("perft", "--threads", threads, "4");
    assertEquals(2, r.status(), r.toString());
    assertEquals(1, r.errLines().size(), r.toString());
    assertTrue(r.err().contains("--threads must be from 1 to "), r.toString());
    assertTrue(r.out().isEmpty(), r.toString());
  }

  @Test
  void oneThreadMoreThanTheMachineHasIsRefused() {
    ToolRun r = ToolRun.of("perft", "--threads", String.valueOf(CORES + 1), "2");
    assertEquals(2, r.status(), r.toString());
    assertTrue(r.err().contains("to " + Math.min(CORES, 64) + " "), r.toString());
    assertEquals("39", ToolRun.of("perft", "--threads", String.valueOf(CORES), "2").lastLine());
  }

  @ParameterizedTest(name = "--hash {0}")
  @ValueSource(strings = {"-1", "1000000000", "2147483647"})
  void aTableBeyondHalfTheHeapIsRefused(String mib) {
    ToolRun r = ToolRun.of("perft", "--hash", mib, "4");
    assertEquals(2, r.status(), r.toString());
    assertTrue(r.err().contains("--hash must be from 0 (no table) to "), r.toString());
  }

  @Test
  void theHashNeedsItsSize() {
    // The old flag form: "--threads" is not a size.
    ToolRun r = ToolRun.of("perft", "--hash", "--threads", "2", "4");
    assertEquals(2, r.status(), r.toString());
    assertEquals("18026", ToolRun.of("perft", "--hash", "4", "4").lastLine());
    assertEquals("18026", ToolRun.of("perft", "--hash", "0", "4").lastLine());
  }

  @Test
  void statsNameTheTable() {
    ToolRun r = ToolRun.of("perft", "--hash", "8", "--stats", "3");
    assertEquals("724", r.lastLine());
    assertTrue(r.err().contains("hash 8 MiB"), r.toString());
  }

  @Test
  void theHelpDocumentsTheBounds() {
    String help = ToolRun.of("perft", "--help").out();
    assertTrue(help.contains("--hash=MIB"), help);
    assertTrue(help.contains("half"), help);
    assertTrue(help.contains("processors"), help);
  }

  /**
   * Nearly the largest table and every thread allowed, under -Xmx256m in a process of its own (half
   * of that heap is a little under 128 MiB, by how the JVM counts it).
   */
  @Test
  void theLargestCountAllowedFitsA256MiBHeap() throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx256m");
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(FanoronaCli.class.getName());
    command.addAll(
        List.of("perft", "--hash", "100", "--threads", String.valueOf(Math.min(CORES, 64)), "5"));
    File err = File.createTempFile("perft", ".err");
    err.deleteOnExit();
    Process p = new ProcessBuilder(command).redirectError(err).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "perft did not finish");
    String errText = Files.readString(err.toPath());
    assertEquals(0, p.exitValue(), out + " / " + errText);
    assertEquals("431852", out, errText);
    // More than half the heap is refused before anything is allocated.
    command.set(command.indexOf("100"), "129");
    Process q = new ProcessBuilder(command).redirectError(err).start();
    q.getInputStream().readAllBytes();
    assertTrue(q.waitFor(60, TimeUnit.SECONDS), "perft did not finish");
    assertEquals(2, q.exitValue(), Files.readString(err.toPath()));
  }
}
