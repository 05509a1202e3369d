package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How much of its budget a timed search uses: {@code N} searches of {@code MS} each (500 of 100 ms
 * by default) from varied positions, the engine playing itself from seeded random openings of 4 to
 * 20 turns (a new game when one ends or reaches 200 turns), one search at a time, as a game asks
 * for them (the thread's table kept between turns). Prints the mean, the percentiles and the
 * longest wall time a search took, as the caller sees it, its mean CPU time, the mean wall time of
 * the searches that run their full time (those with more than one legal turn whose result is not a
 * forced win or loss: a search that has seen the end has nothing left to think about), and the load
 * average before and after (the machine may be shared: the CPU time says how much of the wall time
 * the search had).
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.fanorona.benchmarks.TimedSearches 500 100 1
 * </pre>
 */
public final class TimedSearches {
  private TimedSearches() {}

  /**
   * Runs the searches and prints what they took.
   *
   * @param args searches (500), milliseconds each (100), seed (1)
   * @throws IOException if the load average cannot be read
   */
  public static void main(String[] args) throws IOException {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 500;
    int ms = args.length > 1 ? Integer.parseInt(args[1]) : 100;
    long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
    Engine engine = Engine.of(SearchLimits.time(Duration.ofMillis(ms)));
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    SplittableRandom random = new SplittableRandom(seed);
    String loadBefore = load();
    long[] wall = new long[n];
    long cpu = 0;
    int ownOverruns = 0;
    long fullWall = 0;
    int full = 0;
    Game g = opening(random);
    for (int i = 0; i < n; i++) {
      if (g.isOver() || g.turns().size() >= 200) {
        g = opening(random);
      }
      long cpu0 = threads.getCurrentThreadCpuTime();
      long t0 = System.nanoTime();
      SearchResult r = engine.search(g);
      wall[i] = System.nanoTime() - t0;
      if (!r.isForced() && g.legalTurns().size() > 1) {
        full++;
        fullWall += wall[i];
      }
      long used = threads.getCurrentThreadCpuTime() - cpu0;
      cpu += used;
      if (wall[i] > (ms + 10) * 1_000_000L && used > wall[i] * 9 / 10) {
        ownOverruns++;
      }
      if (wall[i] > (ms + 10) * 1_000_000L) {
        // An overrun with little CPU time is the machine's (the thread waited for a core).
        System.out.printf(
            Locale.ROOT,
            "search %d: wall %.1f ms, CPU %.1f ms, depth %d, %d nodes, %s%n",
            i,
            wall[i] / 1e6,
            used / 1e6,
            r.depth(),
            r.nodes(),
            g.position());
      }
      Turn best = r.best();
      g = g.play(best);
    }
    long[] sorted = wall.clone();
    Arrays.sort(sorted);
    double mean = Arrays.stream(wall).average().orElse(0) / 1e6;
    long over = Arrays.stream(wall).filter(w -> w > (ms + 10) * 1_000_000L).count();
    System.out.printf(
        Locale.ROOT,
        "%d searches of %d ms: wall mean %.1f ms, median %.1f, 1st percentile %.1f, 99th %.1f,"
            + " longest %.1f ms; %d over %d ms, %d of them with CPU time at least 90 %% of the wall"
            + " time; CPU mean %.1f ms%n%d searches ran their full time (more than one turn, no"
            + " forced result): wall mean %.1f ms, %.1f %% of the budget%n"
            + "load average before %s, after %s%n",
        n,
        ms,
        mean,
        sorted[n / 2] / 1e6,
        sorted[n / 100] / 1e6,
        sorted[n - 1 - n / 100] / 1e6,
        sorted[n - 1] / 1e6,
        over,
        ms + 10,
        ownOverruns,
        cpu / 1e6 / n,
        full,
        full == 0 ? 0.0 : fullWall / 1e6 / full,
        full == 0 ? 0.0 : 100.0 * fullWall / 1e6 / full / ms,
        loadBefore,
        load());
  }

  /** 4 to 20 random turns from the Sivy start. */
  private static Game opening(SplittableRandom random) {
    Game g = Game.start(Variant.sivy());
    int turns = 4 + random.nextInt(17);
    for (int t = 0; t < turns && !g.isOver(); t++) {
      List<Turn> legal = g.legalTurns();
      g = g.play(legal.get(random.nextInt(legal.size())));
    }
    return g.isOver() ? Game.start(Variant.sivy()) : g;
  }

  private static String load() throws IOException {
    Path avg = Path.of("/proc/loadavg");
    if (!Files.exists(avg)) {
      return "unknown";
    }
    String all = Files.readString(avg).trim();
    int third = all.indexOf(' ', all.indexOf(' ', all.indexOf(' ') + 1) + 1);
    return all.substring(0, third < 0 ? all.length() : third) + " (1, 5, 15 min)";
  }
}
