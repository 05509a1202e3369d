package io.github.fanorona.benchmarks;

import io.github.fanorona.core.CaptureEngine;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnView;
import io.github.fanorona.core.TurnVisitor;
import io.github.fanorona.core.Variant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Legal turn generation on the {@link BenchPositions}: as a list of {@code Turn}s (allocates the
 * turns it returns) and through the allocation-free visitor.
 *
 * <pre>{@code java -jar benchmarks.jar GenerationBenchmark -prof gc}</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class GenerationBenchmark {
  /** Creates the benchmark; JMH calls it once per fork. */
  public GenerationBenchmark() {}

  /** Which benchmark position. */
  @Param({"start", "chains", "midgame", "paikas", "endgame"})
  public String position = "start";

  private Position board = Variant.sivy().start();
  private final Ruleset rules = Ruleset.standard();
  private final CaptureEngine engine = CaptureEngine.instance();
  private final Consumer consumer = new Consumer();

  /** Parses the chosen position. */
  @Setup
  public void setUp() {
    board = BenchPositions.position(position);
  }

  /**
   * Generates the legal turns as a list.
   *
   * <pre>{@code engine.legalTurns(board, rules)}</pre>
   *
   * @return the turns
   */
  @Benchmark
  public List<Turn> legalTurns() {
    return engine.legalTurns(board, rules);
  }

  /**
   * Visits the legal turns, reading each one's destination and captures so that the work is not
   * optimised away.
   *
   * <pre>{@code engine.forEachTurn(board, rules, visitor)}</pre>
   *
   * @param bh the sink
   */
  @Benchmark
  public void visitor(Blackhole bh) {
    consumer.sum = 0;
    engine.forEachTurn(board, rules, consumer);
    bh.consume(consumer.sum);
  }

  /** Folds each turn into a number without allocating. */
  private static final class Consumer implements TurnVisitor {
    long sum;

    @Override
    public boolean visit(TurnView t) {
      int last = t.stepCount() - 1;
      sum += t.landingIndex(last) + t.capturedMask(last);
      return true;
    }
  }
}
