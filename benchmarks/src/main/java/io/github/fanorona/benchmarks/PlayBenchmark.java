package io.github.fanorona.benchmarks;

import io.github.fanorona.core.CaptureEngine;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Playing a turn: {@code Position.play} with its incremental Zobrist update, against computing the
 * key from scratch. The turn is the longest chain of the "chains" position (11 steps).
 *
 * <pre>{@code java -jar benchmarks.jar PlayBenchmark}</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PlayBenchmark {
  /** Creates the benchmark; JMH calls it once per fork. */
  public PlayBenchmark() {}

  private final Position chains = BenchPositions.position("chains");
  private final Turn longest = longestTurn(chains);
  private final Position start = Variant.sivy().start();
  private final Turn opening =
      CaptureEngine.instance().legalTurns(start, Ruleset.standard()).get(0);
  private final Position after = chains.play(longest);

  private static Turn longestTurn(Position p) {
    List<Turn> turns = CaptureEngine.instance().legalTurns(p, Ruleset.standard());
    Turn best = turns.get(0);
    for (Turn t : turns) {
      if (t.steps().size() > best.steps().size()) {
        best = t;
      }
    }
    return best;
  }

  /**
   * Plays an 11-step chain (the key is updated incrementally along the way).
   *
   * <pre>{@code chains.play(longest)}</pre>
   *
   * @return the position after it
   */
  @Benchmark
  public Position playLongChain() {
    return chains.play(longest);
  }

  /**
   * Plays the first opening capture from the start.
   *
   * <pre>{@code start.play(opening)}</pre>
   *
   * @return the position after it
   */
  @Benchmark
  public Position playOpening() {
    return start.play(opening);
  }

  /**
   * The incremental Zobrist key: play the turn and read the key it carries.
   *
   * <pre>{@code chains.play(longest).zobristKey()}</pre>
   *
   * @return the key
   */
  @Benchmark
  public long zobristIncremental() {
    return chains.play(longest).zobristKey();
  }

  /**
   * The Zobrist key computed from scratch, for comparison with the incremental update.
   *
   * <pre>{@code after.computeZobristKey()}</pre>
   *
   * @return the key
   */
  @Benchmark
  public long zobristFromScratch() {
    return after.computeZobristKey();
  }
}
