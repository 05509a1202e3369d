package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.core.WrittenTurn;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Parsing: a position string, a point, and a turn in A/W notation, canonical and in a lenient
 * dialect. A turn is read against a position ({@code WrittenTurn.parse(text).resolve(game)} matches
 * the text to the legal turns), so its cost includes generating them.
 *
 * <pre>{@code java -jar benchmarks.jar ParseBenchmark}</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ParseBenchmark {
  /** Creates the benchmark; JMH calls it once per fork. */
  public ParseBenchmark() {}

  private final Game started = Game.start(Variant.sivy());
  // Non-final fields, so that the JIT cannot fold a parse of a constant away.
  private String positionText = BenchPositions.CHAINS;
  private String pointText = "e3";
  private String turnText = "d3-e3W";
  private String lenientTurnText = "d3e3w";

  /**
   * Parses the "chains" benchmark position.
   *
   * <pre>{@code Position.parse(BenchPositions.CHAINS)}</pre>
   *
   * @return the position
   */
  @Benchmark
  public Position position() {
    return Position.parse(positionText);
  }

  /**
   * Parses a point name.
   *
   * <pre>{@code Point.parse("e3")}</pre>
   *
   * @return the point
   */
  @Benchmark
  public Point point() {
    return Point.parse(pointText);
  }

  /**
   * Reads an opening turn in canonical notation.
   *
   * <pre>{@code WrittenTurn.parse("d3-e3W").resolve(started)}</pre>
   *
   * @return the turn
   */
  @Benchmark
  public Turn turnText() {
    return WrittenTurn.parse(turnText).resolve(started);
  }

  /**
   * Reads the same turn written without dashes, in lower case.
   *
   * <pre>{@code WrittenTurn.parse("d3e3w").resolve(started)}</pre>
   *
   * @return the turn
   */
  @Benchmark
  public Turn lenientTurnText() {
    return WrittenTurn.parse(lenientTurnText).resolve(started);
  }
}
