package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;
import io.github.fanorona.engine.search.SearchFeature;
import io.github.fanorona.lab.Tuning;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The depth (in whole turns) and the nodes per second of one timed search from the Sivy start, for
 * the engine and for the baseline, after a few searches of warm-up.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.fanorona.benchmarks.SearchDepth 1000 1
 * </pre>
 *
 * <p>Arguments: milliseconds per search (1000), threads of the engine (1), searches measured (3).
 * With {@code tree N} instead, it prints the nodes each fixed depth up to N takes from the start
 * and from the benchmark positions, one thread and an empty table each: a measure of the tree's
 * size that does not depend on the machine's load. With {@code cpu D N}, it times N searches to the
 * fixed depth D from the start by the thread's CPU time (after five of warm-up) and prints the
 * fastest and the median: a speed that a loaded machine (other builds beside it) disturbs far less
 * than wall time.
 */
public final class SearchDepth {
  private SearchDepth() {}

  /**
   * Prints depth, nodes and nodes per second of each search.
   *
   * @param args milliseconds, threads, searches
   */
  public static void main(String[] args) {
    if (args.length > 0 && args[0].equals("tree")) {
      Engine engine = Engine.of(SearchLimits.depth(1));
      for (int i = 2; i < args.length; i++) {
        engine = Tuning.without(engine, SearchFeature.valueOf(args[i]));
      }
      tree(args.length > 1 ? Integer.parseInt(args[1]) : 10, engine);
      return;
    }
    if (args.length > 0 && args[0].equals("cpu")) {
      cpu(
          args.length > 1 ? Integer.parseInt(args[1]) : 8,
          args.length > 2 ? Integer.parseInt(args[2]) : 15);
      return;
    }
    int ms = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
    int threads = args.length > 1 ? Integer.parseInt(args[1]) : 1;
    int runs = args.length > 2 ? Integer.parseInt(args[2]) : 3;
    SearchLimits limits = SearchLimits.time(Duration.ofMillis(ms));
    Game start = Game.start(Variant.sivy());
    Engine baseline = Engine.of(limits);
    // A new engine for every search: an engine keeps its thread's table between timed searches,
    // and a search of the same position again would start from what the last one found.
    for (int i = 0; i < 3; i++) {
      Engine.of(limits.withThreads(threads)).search(start);
      Tuning.searchAsBaseline(baseline, start);
    }
    for (int i = 0; i < runs; i++) {
      print("engine  ", Engine.of(limits.withThreads(threads)).search(start));
      print("baseline", Tuning.searchAsBaseline(baseline, start));
    }
  }

  private static void cpu(int depth, int runs) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    Game start = Game.start(Variant.sivy());
    Engine engine = Engine.of(SearchLimits.depth(depth));
    for (int i = 0; i < 5; i++) {
      engine.search(start);
    }
    long[] cpu = new long[runs];
    long nodes = 0;
    for (int i = 0; i < runs; i++) {
      long before = mx.getCurrentThreadCpuTime();
      nodes = engine.search(start).nodes();
      cpu[i] = mx.getCurrentThreadCpuTime() - before;
    }
    Arrays.sort(cpu);
    System.out.printf(
        Locale.ROOT,
        "depth %d nodes %,d  CPU ms fastest %.1f median %.1f  nodes per CPU second %,.0f (fastest)"
            + " %,.0f (median)%n",
        depth,
        nodes,
        cpu[0] / 1e6,
        cpu[runs / 2] / 1e6,
        nodes / (cpu[0] / 1e9),
        nodes / (cpu[runs / 2] / 1e9));
  }

  private static void tree(int maxDepth, Engine engine) {
    for (String name : List.of("start", "chains", "midgame", "paikas", "endgame")) {
      Game game =
          Game.start(
              Variant.sivy(), Variant.sivy().defaultRuleset(), BenchPositions.position(name));
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-8s", name));
      for (int d = 1; d <= maxDepth; d++) {
        SearchResult r = engine.withLimits(SearchLimits.depth(d)).search(game);
        line.append(String.format(Locale.ROOT, " d%d %,d", d, r.nodes()));
        if (d == maxDepth) {
          line.append(String.format(Locale.ROOT, " best %s %s", r.best(), r.scoreText()));
        }
      }
      System.out.println(line);
    }
  }

  private static void print(String who, SearchResult r) {
    double seconds = r.elapsed().toNanos() / 1e9;
    System.out.printf(
        Locale.ROOT,
        "%s depth %2d  nodes %,11d  %6.0f ms  %,.0f nodes/s  best %s  score %s%n",
        who,
        r.depth(),
        r.nodes(),
        seconds * 1000,
        r.nodes() / seconds,
        r.best(),
        r.scoreText());
  }
}
