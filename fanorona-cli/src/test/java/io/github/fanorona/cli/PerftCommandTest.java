package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
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
    // the timeout: a refusal that came undone would start that many threads, not fail
    ToolRun r =
        assertTimeoutPreemptively(
            Duration.ofSeconds(30), () -> ToolRun.of("perft", "--threads", threads, "4"));
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
    String threads = String.valueOf(Math.min(CORES, 64));
    ToolProcess p = ToolProcess.run("256m", "perft", "--hash", "100", "--threads", threads, "5");
    assertEquals(0, p.status(), p.toString());
    assertEquals("431852", p.out().strip(), p.err());
    // More than half the heap is refused before anything is allocated.
    ToolProcess q = ToolProcess.run("256m", "perft", "--hash", "129", "--threads", threads, "5");
    assertEquals(2, q.status(), q.toString());
  }
}
