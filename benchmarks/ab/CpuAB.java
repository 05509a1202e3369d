import io.github.fanorona.benchmarks.GenerateRecords;
import io.github.fanorona.core.Game;
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
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * RecordsBenchmark.validate and PlayoutBenchmark's two playouts timed by the thread's CPU time, for
 * comparing two benchmarks jars side by side on a machine that other work loads (wall time then
 * measures the load). A single-file program run against either jar, 1.0.0's included (which opened
 * a stream with RecordFormat.open(Reader) instead of RecordReader.open(Reader, RecordFormat)):
 *
 * <pre>java -cp benchmarks.jar benchmarks/ab/CpuAB.java [passes]</pre>
 *
 * Prints, per job, the fastest and the median pass of {@code passes} (after as many for warm-up)
 * in operations per CPU second: games validated, playouts played.
 */
public class CpuAB {
  static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

  interface Job {
    int run() throws Exception;
  }

  public static void main(String[] args) throws Exception {
    int passes = args.length > 0 ? Integer.parseInt(args[0]) : 20;
    StringWriter out = new StringWriter();
    GenerateRecords.write(RecordFormat.PGN, 2000, out);
    String file = out.toString();
    Job validate =
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
    Job game =
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
    Job bare =
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
    time("validate (games/CPU s)", validate, passes);
    time("playout throughGame (playouts/CPU s)", game, passes);
    time("playout throughEngine (playouts/CPU s)", bare, passes);
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

  static void time(String name, Job job, int passes) throws Exception {
    double[] rates = new double[passes];
    for (int i = -passes; i < passes; i++) {
      long before = MX.getCurrentThreadCpuTime();
      int ops = job.run();
      long cpu = MX.getCurrentThreadCpuTime() - before;
      if (i >= 0) {
        rates[i] = ops / (cpu / 1e9);
      }
    }
    Arrays.sort(rates);
    System.out.printf("%-40s fastest %9.0f median %9.0f%n", name, rates[passes - 1], rates[passes / 2]);
  }
}
