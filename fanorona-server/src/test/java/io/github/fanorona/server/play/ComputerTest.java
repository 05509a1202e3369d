package io.github.fanorona.server.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.SearchResult;
import io.github.fanorona.tables.EndgameTables;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 34: the search queue is fair: one client's pile delays another by one search at most. */
class ComputerTest {
  /** A file of tables is loaded in the background; a file that cannot be read changes nothing. */
  @Test
  void tablesLoadInTheBackgroundAndABadFileIsOnlyReported(@TempDir Path dir) throws Exception {
    Variant sivy = Variant.sivy();
    Game game = Game.start(sivy, sivy.defaultRuleset(), Position.parse("WW7/9/3B5/9/9 w 0 1"));
    Path file = dir.resolve("sivy-3.tables");
    EndgameTables.build(3, 1).save(file);
    try (Computer computer = new Computer(1, 8)) {
      computer.loadTables(dir.resolve("missing.tables"));
      Thread.sleep(200);
      assertTrue(computer.hint("p", game, 1, 1000).score() < SearchResult.WIN_THRESHOLD);
      computer.loadTables(file);
      long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
      int score = computer.hint("p", game, 1, 1000).score();
      while (score < SearchResult.WIN_THRESHOLD && System.nanoTime() < until) {
        Thread.sleep(20);
        score = computer.hint("p", game, 1, 1000).score();
      }
      assertTrue(score > SearchResult.WIN_THRESHOLD, "score " + score);
    }
  }

  /**
   * The site's tables reach the hints and the strongest level from the next search on: a win 29
   * plies away that a depth-1 hint cannot see becomes a known win once the 3-stone tables are
   * given.
   */
  @Test
  void tablesOnceGivenDecideTheEndingsOfHintsAndTheStrongestLevel() {
    Variant sivy = Variant.sivy();
    Game game = Game.start(sivy, sivy.defaultRuleset(), Position.parse("WW7/9/3B5/9/9 w 0 1"));
    try (Computer computer = new Computer(1, 8)) {
      SearchResult before = computer.hint("p", game, 1, 1000);
      assertTrue(before.score() < SearchResult.WIN_THRESHOLD, before.scoreText());
      computer.useTables(EndgameTables.build(3, 1));
      SearchResult after = computer.hint("p", game, 1, 1000);
      assertTrue(after.score() > SearchResult.WIN_THRESHOLD, after.scoreText());
      SearchResult strongest = computer.move("p", game, Computer.MAX_LEVEL);
      assertTrue(strongest.score() > SearchResult.WIN_THRESHOLD, strongest.scoreText());
      // the levels below the top were measured without tables and keep playing without them
      SearchResult club = computer.move("p", game, 5);
      assertTrue(club.score() < SearchResult.WIN_THRESHOLD, club.scoreText());
    }
  }

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
