package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Perft;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Variant;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Perft 5 from the Sivy start (431 852 leaves), one thread, through the public {@link Perft#count}:
 * counting the last half-move in bulk, and playing every leaf turn.
 *
 * <pre>{@code java -jar benchmarks.jar PerftBenchmark}</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PerftBenchmark {
  /** Creates the benchmark; JMH calls it once per fork. */
  public PerftBenchmark() {}

  private final Variant sivy = Variant.sivy();
  private final Position start = sivy.start();
  private final Perft.Options bulk = Perft.Options.defaults();
  private final Perft.Options played = Perft.Options.defaults().withBulk(false);

  /**
   * Perft 5 counting the last half-move in bulk.
   *
   * <pre>{@code Perft.count(sivy, start, 5, bulk)   // 431852}</pre>
   *
   * @return the count
   */
  @Benchmark
  public long perft5Bulk() {
    return Perft.count(sivy, start, 5, bulk);
  }

  /**
   * Perft 5 playing every leaf turn.
   *
   * <pre>{@code Perft.count(sivy, start, 5, played)   // 431852}</pre>
   *
   * @return the count
   */
  @Benchmark
  public long perft5Played() {
    return Perft.count(sivy, start, 5, played);
  }
}
