package io.github.fanorona.server.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Issue 34: the search queue is fair: one client's pile delays another by one search at most. */
class ComputerTest {
  @Test
  void oneClientsPileDoesNotDelayAnothersSearch() throws Exception {
    List<String> done = new CopyOnWriteArrayList<>();
    CountDownLatch firstRunning = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    ExecutorService callers = Executors.newFixedThreadPool(8);
    try (Computer computer = new Computer(1, 64)) {
      Future<String> first =
          callers.submit(
              () ->
                  computer.run(
                      "greedy",
                      () -> {
                        firstRunning.countDown();
                        release.await(10, TimeUnit.SECONDS);
                        done.add("greedy");
                        return "x";
                      },
                      20_000));
      assertTrue(firstRunning.await(10, TimeUnit.SECONDS));
      // the greedy client queues the most its line holds, then the other client one search
      List<Future<String>> pile = new java.util.ArrayList<>();
      for (int i = 0; i < Computer.PER_CLIENT; i++) {
        pile.add(callers.submit(() -> computer.run("greedy", () -> mark(done, "greedy"), 20_000)));
      }
      while (computer.load() < 1 + Computer.PER_CLIENT) {
        Thread.sleep(5);
      }
      Future<String> other =
          callers.submit(() -> computer.run("other", () -> mark(done, "other"), 20_000));
      while (computer.load() < 2 + Computer.PER_CLIENT) {
        Thread.sleep(5);
      }
      io.github.fanorona.server.Refusal full =
          org.junit.jupiter.api.Assertions.assertThrows(
              io.github.fanorona.server.Refusal.class,
              () -> computer.run("greedy", () -> "y", 1000));
      assertEquals(503, full.status());
      release.countDown();
      first.get(10, TimeUnit.SECONDS);
      other.get(10, TimeUnit.SECONDS);
      for (Future<String> f : pile) {
        f.get(10, TimeUnit.SECONDS);
      }
      // the running one, then at most one more of the pile, then the other client's
      assertTrue(done.indexOf("other") <= 2, done.toString());
    } finally {
      callers.shutdownNow();
    }
  }

  private static String mark(List<String> done, String who) {
    done.add(who);
    return who;
  }
}
