import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.ToIntFunction;

/**
 * A paired CPU-time A/B of two benchmarks jars in one JVM, for a machine whose load changes by the
 * minute (two JVMs run one after the other meet different loads): each jar is loaded with {@link
 * PairJobs} in a class loader of its own, and the two take turns pass by pass (A B, then B A, ...),
 * so that each pair of passes meets the same load. Prints per job each jar's fastest and median
 * rate (operations per CPU second of the thread, as CpuAB) and the median and quartiles of the
 * per-pair ratios B/A.
 *
 * <pre>
 * javac -d /tmp/pair -cp B.jar benchmarks/ab/PairJobs.java benchmarks/ab/PairAB.java
 * java -cp /tmp/pair PairAB /tmp/pair A.jar B.jar 30 legalTurns visitor game engine validate
 * java -cp /tmp/pair PairAB /tmp/pair B.jar A.jar 30 legalTurns visitor game engine validate
 * </pre>
 *
 * Run both orders and take the geometric mean of the two ratios: the jar loaded second is not
 * treated the same as the first (a jar against itself read 1.075 on legalTurns, another 0.985, on
 * 2026-12-07), as the JIT compiles the two copies at different times. {@code -Dreps=N} (20) sets how
 * many times a pass runs its job, about 30 ms of CPU for the generation jobs.
 */
public class PairAB {
  static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
  static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();
  static final int REPS = Integer.getInteger("reps", 20);

  /** Runs a pass of each side, first then second; returns their rates. */
  static double[] pair(ToIntFunction<String>[] sides, String job) {
    double[] r = new double[2];
    for (int s = 0; s < 2; s++) {
      long before = MX.getCurrentThreadCpuTime();
      int ops = 0;
      for (int rep = 0; rep < REPS; rep++) {
        ops += sides[s].applyAsInt(job);
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
    URL jobs = Path.of(args[0]).toUri().toURL();
    ToIntFunction<String>[] sides = new ToIntFunction[2];
    for (int s = 0; s < 2; s++) {
      URL jar = Path.of(args[1 + s]).toUri().toURL();
      // The platform loader as parent, so that each side loads PairJobs and the jar's classes itself.
      URLClassLoader loader =
          new URLClassLoader(new URL[] {jobs, jar}, ClassLoader.getPlatformClassLoader());
      sides[s] =
          (ToIntFunction<String>) loader.loadClass("PairJobs").getConstructor().newInstance();
    }
    int passes = Integer.parseInt(args[3]);
    for (int j = 4; j < args.length; j++) {
      String job = args[j];
      double[][] rate = new double[2][passes];
      double[] ratio = new double[passes];
      // Warm-up, not counted: half as many pairs again, and on until the JIT has compiled nothing
      // for three pairs running (at a load of 10 on 2 cores its threads are late: a pass then ran
      // code C2 had not yet replaced, at half speed), at most 300 pairs.
      long compiled = JIT.getTotalCompilationTime();
      int quiet = 0;
      int warm = 0;
      while (warm < passes / 2 || (quiet < 3 && warm < 300)) {
        pair(sides, job);
        long now = JIT.getTotalCompilationTime();
        quiet = now == compiled ? quiet + 1 : 0;
        compiled = now;
        warm++;
      }
      System.out.printf("%-11s warm-up pairs %d%n", job, warm);
      for (int i = 0; i < passes; i++) {
        double[] r = (i & 1) == 0 ? pair(sides, job) : reversed(pair(reversed(sides), job));
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
          job,
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
