package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * A hint at a fixed depth from the Sivy start, one thread, a new engine (and so an empty table)
 * each time: the search's speed with its own turn generation, which benchmarks/README compares with
 * the same search generating through the core's capture-chain kernel ("The rules once").
 *
 * <pre>{@code java -jar benchmarks.jar HintBenchmark}</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class HintBenchmark {
  /** Creates the benchmark; JMH calls it once per fork. */
  public HintBenchmark() {}

  private final Game start = Game.start(Variant.sivy());

  /**
   * A depth-6 hint from the Sivy start.
   *
   * <pre>{@code Engine.of(SearchLimits.depth(6)).search(start).depth()   // 6}</pre>
   *
   * @return the nodes the search visited, so that the work is not optimised away
   */
  @Benchmark
  public long hintDepth6() {
    return Engine.of(SearchLimits.depth(6)).search(start).nodes();
  }
}
