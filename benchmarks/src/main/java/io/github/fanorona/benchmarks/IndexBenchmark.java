package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.tables.StateIndex;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * What drives the solver: ranking and unranking positions with {@link StateIndex} (7×3, 7 against 7
 * stones, the largest material of the 7×3 solve).
 *
 * <pre>{@code java -jar benchmarks.jar IndexBenchmark}</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class IndexBenchmark {
  /** Creates the benchmark; JMH calls it once per fork. */
  public IndexBenchmark() {}

  private final StateIndex index = StateIndex.of(Geometry.of(7, 3), 7, 7);
  private final Position sample = index.position(index.perSide() / 3);
  private final long white = sample.stones(Side.WHITE);
  private final long black = sample.stones(Side.BLACK);
  private long next = 12_345;

  /**
   * Ranks one position's stones.
   *
   * <pre>{@code index.rankUnchecked(white, black)}</pre>
   *
   * @return the rank
   */
  @Benchmark
  public long rank() {
    return index.rankUnchecked(white, black);
  }

  /**
   * Unranks a different index each call into both bitboards.
   *
   * <pre>{@code index.white(i) ^ index.black(i)}</pre>
   *
   * @return the stones, folded so that neither is dead code
   */
  @Benchmark
  public long unrank() {
    next = (next + 7_919) % index.perSide();
    return index.white(next) ^ index.black(next);
  }
}
