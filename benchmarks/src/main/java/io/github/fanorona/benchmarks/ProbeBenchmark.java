package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.tables.EndgameTables;
import io.github.fanorona.tables.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Probing the endgame tables as the search does: {@code plies} (the engine's {@code EndgameOracle}
 * call, the WDL table and the distance) and {@code result} (the WDL table alone), each on a
 * different one of 65 536 random positions of the file's largest materials, so that the probes
 * reach the whole table as a search's do, not one cached line. The file is a parameter: the 6-stone
 * tables of format 3 (memory-mapped) or the 5-stone tables of format 2 (in memory).
 *
 * <pre>{@code
 * java -jar benchmarks.jar ProbeBenchmark -p file=/work/notes/sivy-6.tables
 * }</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ProbeBenchmark {
  /** Creates the benchmark; JMH calls it once per fork. */
  public ProbeBenchmark() {}

  private static final Ruleset RULES = Ruleset.standard();

  /** The tables file: {@code benchmarks/target/endgame-6.tables} unless told otherwise. */
  @Param("benchmarks/target/endgame-6.tables")
  public String file = "benchmarks/target/endgame-6.tables";

  private EndgameTables tables = EndgameTables.build(2, 1);
  private final Position[] positions = new Position[1 << 16];
  private int next;

  /**
   * Loads the tables and draws the positions: each of the largest materials, either side to move.
   *
   * @throws IOException if the file is there but cannot be read
   */
  @Setup(Level.Trial)
  public void load() throws IOException {
    Path path = Path.of(file);
    if (Files.isRegularFile(path)) {
      tables = EndgameTables.load(path);
    } else {
      // A machine without built tables (the smoke run of .ci/run) still runs the benchmark: on
      // 3-stone tables built here, which says it measured something else.
      System.err.println(file + " not found: probing 3-stone tables built in memory instead");
      tables = EndgameTables.build(3, 1);
    }
    int stones = tables.maxStones();
    Geometry g = Variant.sivy().geometry();
    SplittableRandom random = new SplittableRandom(6);
    for (int i = 0; i < positions.length; i++) {
      int white = 1 + random.nextInt(stones - 1);
      long w = 0;
      long b = 0;
      while (Long.bitCount(w) < white) {
        w |= 1L << random.nextInt(g.size());
      }
      while (Long.bitCount(b) < stones - white) {
        b |= (1L << random.nextInt(g.size())) & ~w;
      }
      positions[i] = Position.of(g, w, b, random.nextBoolean() ? Side.WHITE : Side.BLACK);
    }
  }

  /**
   * The engine's probe: the half-moves to the end, or a draw.
   *
   * <pre>{@code tables.plies(position, Ruleset.standard())}</pre>
   *
   * @return the answer
   */
  @Benchmark
  public OptionalInt plies() {
    next = (next + 1) & (positions.length - 1);
    return tables.plies(positions[next], RULES);
  }

  /**
   * The WDL probe: win, loss or draw.
   *
   * <pre>{@code tables.result(position, Ruleset.standard())}</pre>
   *
   * @return the answer
   */
  @Benchmark
  public Optional<Verdict.Result> result() {
    next = (next + 1) & (positions.length - 1);
    return tables.result(positions[next], RULES);
  }
}
