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
import java.util.List;
import java.util.SplittableRandom;

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
 * turns were generated. A third argument names the jobs to run by a word of their names ({@code
 * perft}, {@code generation}); without it, all run.
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
    Perft.Options bulk = Perft.Options.defaults();
    Perft.Options played = Perft.Options.defaults().withBulk(false);
    Job perftBulk = () -> Perft.count(sivy, sivy.start(), 5, bulk) == 431_852 ? 1 : 0;
    Job perftPlayed = () -> Perft.count(sivy, sivy.start(), 5, played) == 431_852 ? 1 : 0;
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
    Job legalTurns =
        () -> {
          for (Position p : positions) {
            engine.legalTurns(p, rules);
          }
          return positions.size();
        };
    long[] visited = {0};
    Job visitor =
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
    String only = args.length > 1 ? args[1] : "";
    List<Object[]> jobs =
        List.of(
            new Object[] {"validate (games/CPU s)", validate},
            new Object[] {"playout throughGame (playouts/CPU s)", game},
            new Object[] {"playout throughEngine (playouts/CPU s)", bare},
            new Object[] {"perft 5 bulk (perfts/CPU s)", perftBulk},
            new Object[] {"perft 5 played (perfts/CPU s)", perftPlayed},
            new Object[] {"generation legalTurns (positions/CPU s)", legalTurns},
            new Object[] {"generation visitor (positions/CPU s)", visitor});
    for (Object[] job : jobs) {
      if (((String) job[0]).contains(only)) {
        time((String) job[0], (Job) job[1], passes);
      }
    }
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
