package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Point;
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
 * Parsing: a position string, a point, and a turn in canonical A/W notation. The core has no
 * standalone turn parser, so a turn is "parsed" the way {@code Game.play(String)} does it: by
 * generating the legal turns and matching the text against their canonical form.
 *
 * <pre>{@code java -jar benchmarks.jar ParseBenchmark}</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ParseBenchmark {
  private final Game started = Game.start(Variant.sivy());
  // Non-final fields, so that the JIT cannot fold a parse of a constant away.
  private String positionText = BenchPositions.CHAINS;
  private String pointText = "e3";
  private String turnText = "d3-e3W";

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
   * Plays an opening turn given as text (generate, then match the canonical notation).
   *
   * <pre>{@code started.play("d3-e3W")}</pre>
   *
   * @return the game after it
   */
  @Benchmark
  public Game turnText() {
    return started.play(turnText);
  }
}
