package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.notation.GameRecord;
import io.github.fanorona.notation.RecordFormat;
import io.github.fanorona.notation.RecordStream;
import io.github.fanorona.notation.RecordValidator;
import io.github.fanorona.notation.RecordedTurn;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Records' real throughput in games per second: a generated PGN-style file of {@value #GAMES} games
 * (about 40 turns each) read and validated by {@code RecordValidator}, against the same file read
 * by the same reader and its turns replayed straight through the engine ({@code TurnNotation.parse}
 * against the position, {@code Position.play}), with no {@code Game}.
 *
 * <pre>{@code java -jar benchmarks.jar RecordsBenchmark}</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RecordsBenchmark {
  static final int GAMES = 1000;

  private String file = "";

  /**
   * Generates the file.
   *
   * @throws IOException never: it is written to memory
   */
  @Setup
  public void generate() throws IOException {
    StringWriter out = new StringWriter();
    GenerateRecords.write(RecordFormat.PGN, GAMES, out);
    file = out.toString();
  }

  /**
   * Reads and validates every game.
   *
   * <pre>{@code RecordValidator.validate(record)}</pre>
   *
   * @param bh the sink
   */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public void validate(Blackhole bh) {
    try (RecordStream games = RecordFormat.PGN.reader(new StringReader(file))) {
      while (games.hasNext()) {
        bh.consume(RecordValidator.validate(games.next()).isLegal());
      }
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Reads every game and replays its turns through the engine alone.
   *
   * <pre>{@code position = position.play(TurnNotation.parse(text, position, engine, rules))}</pre>
   *
   * @param bh the sink
   */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public void engine(Blackhole bh) {
    try (RecordStream games = RecordFormat.PGN.reader(new StringReader(file))) {
      while (games.hasNext()) {
        GameRecord r = games.next();
        RulesEngine engine = r.variant().engine();
        Ruleset rules = r.ruleset();
        Position p = r.start();
        for (RecordedTurn t : r.turns()) {
          p = p.play(TurnNotation.parse(t.text(), p, engine, rules));
        }
        bh.consume(p);
      }
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
