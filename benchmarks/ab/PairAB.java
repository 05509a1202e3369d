import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * A paired CPU-time A/B of two benchmarks jars in one JVM, for a machine whose load changes by the
 * minute (two JVMs run one after the other meet different loads): each jar is loaded with CpuAB
 * (whose {@code jobs()} are the one definition of the jobs) in a class loader of its own, and the
 * two take turns pass by pass (A B, then B A, ...),
 * so that each pair of passes meets the same load. Prints per job each jar's fastest and median
 * rate (operations per CPU second of the thread, as CpuAB) and the median and quartiles of the
 * per-pair ratios B/A.
 *
 * <pre>
 * javac -d /tmp/pair -cp B.jar benchmarks/ab/CpuAB.java benchmarks/ab/PairAB.java
 * java -cp /tmp/pair PairAB /tmp/pair A.jar B.jar 30 legalTurns visitor Game Engine validate
 * java -cp /tmp/pair PairAB /tmp/pair B.jar A.jar 30 legalTurns visitor Game Engine validate
 * </pre>
 *
 * Run both orders and take the geometric mean of the two ratios: the jar loaded second is not
 * treated the same as the first (a jar against itself read 1.075 on legalTurns, another 0.985, on
 * 2026-12-07), as the JIT compiles the two copies at different times. Each job is named by a word
 * of CpuAB's names for them. {@code -Dreps=N} (5) sets how many times a pass runs its job.
 */
public class PairAB {
  static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
  static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();
  static final int REPS = Integer.getInteger("reps", 5);

  /** Runs a pass of each side, first then second; returns their rates. */
  static double[] pair(Callable<Integer>[] sides) throws Exception {
    double[] r = new double[2];
    for (int s = 0; s < 2; s++) {
      long before = MX.getCurrentThreadCpuTime();
      int ops = 0;
      for (int rep = 0; rep < REPS; rep++) {
        ops += sides[s].call();
      }
      r[s] = ops / ((MX.getCurrentThreadCpuTime() - before) / 1e9);
    }
    return r;
  }

  static <T> T[] reversed(T[] a) {
    T[] r = a.clone();
    r[0] = a[1];
    r[1] = a[0];
    return r;
  }

  static double[] reversed(double[] a) {
    return new double[] {a[1], a[0]};
  }

  @SuppressWarnings("unchecked")
  public static void main(String[] args) throws Exception {
    URL classes = Path.of(args[0]).toUri().toURL();
    List<Map<String, Callable<Integer>>> jobs = new ArrayList<>();
    for (int s = 0; s < 2; s++) {
      URL jar = Path.of(args[1 + s]).toUri().toURL();
      // The platform loader as parent, so that each side loads CpuAB and the jar's classes itself.
      URLClassLoader loader =
          new URLClassLoader(new URL[] {classes, jar}, ClassLoader.getPlatformClassLoader());
      jobs.add(
          (Map<String, Callable<Integer>>)
              loader.loadClass("CpuAB").getMethod("jobs").invoke(null));
    }
    int passes = Integer.parseInt(args[3]);
    for (int j = 4; j < args.length; j++) {
      String word = args[j];
      String job =
          jobs.get(0).keySet().stream()
              .filter(name -> name.contains(word))
              .findFirst()
              .orElseThrow(() -> new IllegalArgumentException("no job named by " + word));
      Callable<Integer>[] sides = new Callable[] {jobs.get(0).get(job), jobs.get(1).get(job)};
      double[][] rate = new double[2][passes];
      double[] ratio = new double[passes];
      // Warm-up, not counted: half as many pairs again, and on until the JIT has compiled nothing
      // for three pairs running (at a load of 10 on 2 cores its threads are late: a pass then ran
      // code C2 had not yet replaced, at half speed), at most 300 pairs.
      long compiled = JIT.getTotalCompilationTime();
      int quiet = 0;
      int warm = 0;
      while (warm < passes / 2 || (quiet < 3 && warm < 300)) {
        pair(sides);
        long now = JIT.getTotalCompilationTime();
        quiet = now == compiled ? quiet + 1 : 0;
        compiled = now;
        warm++;
      }
      System.out.printf("%-11s warm-up pairs %d%n", word, warm);
      for (int i = 0; i < passes; i++) {
        double[] r = (i & 1) == 0 ? pair(sides) : reversed(pair(reversed(sides)));
        rate[0][i] = r[0];
        rate[1][i] = r[1];
        ratio[i] = r[1] / r[0];
      }
      Arrays.sort(rate[0]);
      Arrays.sort(rate[1]);
      Arrays.sort(ratio);
      System.out.printf(
          "%-11s A fastest %10.0f median %10.0f | B fastest %10.0f median %10.0f"
              + " | B/A fastest %.3f, median of pair ratios %.3f (quartiles %.3f-%.3f)%n",
          word,
          rate[0][passes - 1],
          rate[0][passes / 2],
          rate[1][passes - 1],
          rate[1][passes / 2],
          rate[1][passes - 1] / rate[0][passes - 1],
          ratio[passes / 2],
          ratio[passes / 4],
          ratio[3 * passes / 4]);
    }
  }
}
