import io.github.fanorona.benchmarks.GenerateRecords;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Perft;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.notation.RecordFormat;
import io.github.fanorona.notation.RecordStream;
import io.github.fanorona.notation.RecordValidator;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;

/**
 * RecordsBenchmark.validate, PlayoutBenchmark's two playouts, PerftBenchmark's two perfts and turn
 * generation (GenerationBenchmark's two ways, over the positions of 64 seeded playouts) timed by
 * the thread's CPU time, for
 * comparing two benchmarks jars side by side on a machine that other work loads (wall time then
 * measures the load). A single-file program run against either jar, 1.0.0's included (which opened
 * a stream with RecordFormat.open(Reader) instead of RecordReader.open(Reader, RecordFormat)):
 *
 * <pre>java -cp benchmarks.jar benchmarks/ab/CpuAB.java [passes]</pre>
 *
 * Prints, per job, the fastest and the median pass of {@code passes} (after as many for warm-up)
 * in operations per CPU second: games validated, playouts played, perfts counted, positions whose
 * turns were generated. A second argument names the jobs to run by a word of their names ({@code
 * perft}, {@code generation}, {@code legalTurns}); without it, all run. PairAB runs the same jobs
 * ({@link #jobs}) of two jars in one JVM, pass by pass.
 */
public class CpuAB {
  static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

  public static void main(String[] args) throws Exception {
    int passes = args.length > 0 ? Integer.parseInt(args[0]) : 20;
    String only = args.length > 1 ? args[1] : "";
    for (Map.Entry<String, Callable<Integer>> job : jobs().entrySet()) {
      if (job.getKey().contains(only)) {
        time(job.getKey(), job.getValue(), passes);
      }
    }
  }

  /**
   * The jobs by name, each a pass that returns its operations: the one definition of them, which
   * PairAB also loads (of platform types only, so that a loader of each jar can hand them over).
   */
  public static Map<String, Callable<Integer>> jobs() throws Exception {
    StringWriter out = new StringWriter();
    GenerateRecords.write(RecordFormat.PGN, 2000, out);
    String file = out.toString();
    Callable<Integer> validate =
        () -> {
          int n = 0;
          try (RecordStream games = open(file)) {
            while (games.hasNext()) {
              if (RecordValidator.validate(games.next()).isLegal()) {
                n++;
              }
            }
          }
          return 2000;
        };
    Variant sivy = Variant.sivy();
    RulesEngine engine = sivy.engine();
    Ruleset rules = sivy.defaultRuleset();
    Game start = Game.start(sivy);
    Callable<Integer> game =
        () -> {
          for (int seed = 0; seed < 64; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Game g = start;
            int plies = 0;
            while (plies < 200 && !g.isOver()) {
              List<Turn> legal = g.legalTurns();
              g = g.play(legal.get(random.nextInt(legal.size())));
              plies++;
            }
          }
          return 64;
        };
    Callable<Integer> bare =
        () -> {
          for (int seed = 0; seed < 64; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Position p = sivy.start();
            int plies = 0;
            while (plies < 200) {
              List<Turn> legal = engine.legalTurns(p, rules);
              if (engine.boardOutcome(p, rules, !legal.isEmpty()).isPresent()) {
                break;
              }
              p = p.play(legal.get(random.nextInt(legal.size())));
              plies++;
            }
          }
          return 64;
        };
    Perft.Options bulk = Perft.Options.defaults();
    Perft.Options played = Perft.Options.defaults().withBulk(false);
    Callable<Integer> perftBulk = () -> Perft.count(sivy, sivy.start(), 5, bulk) == 431_852 ? 1 : 0;
    Callable<Integer> perftPlayed = () -> Perft.count(sivy, sivy.start(), 5, played) == 431_852 ? 1 : 0;
    List<Position> positions = new ArrayList<>();
    for (int seed = 0; seed < 64; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      Game g = start;
      while (positions.size() < 40 * (seed + 1) && !g.isOver()) {
        positions.add(g.position());
        List<Turn> legal = g.legalTurns();
        g = g.play(legal.get(random.nextInt(legal.size())));
      }
    }
    long[] visited = {0}; // the turns' sizes, kept so that no job's work can be left out
    Callable<Integer> legalTurns =
        () -> {
          for (Position p : positions) {
            visited[0] += engine.legalTurns(p, rules).size();
          }
          return positions.size();
        };
    Callable<Integer> visitor =
        () -> {
          for (Position p : positions) {
            engine.forEachTurn(
                p,
                rules,
                t -> {
                  visited[0] += t.endIndex();
                  return true;
                });
          }
          return positions.size();
        };
    Map<String, Callable<Integer>> jobs = new LinkedHashMap<>();
    jobs.put("validate (games/CPU s)", validate);
    jobs.put("playout throughGame (playouts/CPU s)", game);
    jobs.put("playout throughEngine (playouts/CPU s)", bare);
    jobs.put("perft 5 bulk (perfts/CPU s)", perftBulk);
    jobs.put("perft 5 played (perfts/CPU s)", perftPlayed);
    jobs.put("generation legalTurns (positions/CPU s)", legalTurns);
    jobs.put("generation visitor (positions/CPU s)", visitor);
    return jobs;
  }

  static RecordStream open(String text) throws Exception {
    Reader r = new StringReader(text);
    try {
      Class<?> reader = Class.forName("io.github.fanorona.notation.RecordReader");
      return (RecordStream)
          reader.getMethod("open", Reader.class, RecordFormat.class).invoke(null, r, RecordFormat.PGN);
    } catch (NoSuchMethodException e) {
      return (RecordStream) RecordFormat.class.getMethod("open", Reader.class).invoke(RecordFormat.PGN, r);
    }
  }

  static void time(String name, Callable<Integer> job, int passes) throws Exception {
    double[] rates = new double[passes];
    for (int i = -passes; i < passes; i++) {
      long before = MX.getCurrentThreadCpuTime();
      int ops = job.call();
      long cpu = MX.getCurrentThreadCpuTime() - before;
      if (i >= 0) {
        rates[i] = ops / (cpu / 1e9);
      }
    }
    Arrays.sort(rates);
    System.out.printf("%-40s fastest %9.0f median %9.0f%n", name, rates[passes - 1], rates[passes / 2]);
  }
}
