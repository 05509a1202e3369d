package io.github.fanorona.benchmarks;

import io.github.fanorona.core.CaptureEngine;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Perft 5 from the Sivy start (431 852 leaves), one thread: counting the last half-move in bulk,
 * and playing every leaf turn.
 *
 * <pre>{@code java -jar benchmarks.jar PerftBenchmark}</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PerftBenchmark {
  private final Position start = Variant.sivy().start();
  private final Ruleset rules = Ruleset.standard();
  private final CaptureEngine engine = CaptureEngine.instance();

  /**
   * Perft 5 counting the last half-move in bulk.
   *
   * <pre>{@code engine.perft(start, rules, 5, true)   // 431852}</pre>
   *
   * @return the count
   */
  @Benchmark
  public long perft5Bulk() {
    return engine.perft(start, rules, 5, true);
  }

  /**
   * Perft 5 playing every leaf turn.
   *
   * <pre>{@code engine.perft(start, rules, 5, false)   // 431852}</pre>
   *
   * @return the count
   */
  @Benchmark
  public long perft5Played() {
    return engine.perft(start, rules, 5, false);
  }
}
