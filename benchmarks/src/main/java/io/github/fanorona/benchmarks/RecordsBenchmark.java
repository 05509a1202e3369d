package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.notation.GameRecord;
import io.github.fanorona.notation.RecordFormat;
import io.github.fanorona.notation.RecordReader;
import io.github.fanorona.notation.RecordStream;
import io.github.fanorona.notation.RecordValidator;
import io.github.fanorona.notation.RecordedTurn;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
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
 * Records' real throughput in games per second, on a generated PGN-style file of {@value #GAMES}
 * games (up to 40 turns each), three ways: {@code validate} reads the file and validates every game
 * with {@code RecordValidator}; {@code replay} plays the same games' turns, resolved beforehand,
 * straight through the engine with no text and no {@code Game} (the engine's legal turns of each
 * position, the recorded turn found among them, {@code Position.play}); {@code engine} reads the
 * file with the same reader and resolves each read turn against the bare position with the engine.
 * Issue 18 asks {@code validate} for at least 0.7x the games/s of {@code replay}.
 *
 * <pre>{@code java -jar benchmarks.jar RecordsBenchmark}</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RecordsBenchmark {
  /** Creates the benchmark; JMH calls it once per fork. */
  public RecordsBenchmark() {}

  static final int GAMES = 2000;

  private String file = "";

  /** One game for {@code replay}: where it starts and its turns, already resolved. */
  private record Replay(RulesEngine engine, Ruleset rules, Position start, List<Turn> turns) {}

  private List<Replay> replays = List.of();

  /**
   * Generates the file and resolves its turns once for {@code replay}.
   *
   * @throws IOException never: it is written to memory
   */
  @Setup
  public void generate() throws IOException {
    StringWriter out = new StringWriter();
    GenerateRecords.write(RecordFormat.PGN, GAMES, out);
    file = out.toString();
    List<Replay> games = new ArrayList<>();
    try (RecordStream records = RecordReader.open(new StringReader(file), RecordFormat.PGN)) {
      while (records.hasNext()) {
        GameRecord r = records.next();
        Game g = Game.start(r.variant(), r.ruleset(), r.start());
        for (RecordedTurn t : r.turns()) {
          g = g.play(t.written().orElseThrow().resolve(g));
        }
        games.add(new Replay(r.variant().engine(), r.ruleset(), r.start(), List.copyOf(g.turns())));
      }
    }
    replays = List.copyOf(games);
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
    validateAll(RecordReader.open(new StringReader(file), RecordFormat.PGN), bh);
  }

  /** Validates every game of a stream, as a validating program does; closes the stream. */
  static void validateAll(RecordStream stream, Blackhole bh) {
    try (RecordStream games = stream) {
      while (games.hasNext()) {
        bh.consume(RecordValidator.validate(games.next()).isLegal());
      }
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Replays every game's turns through the engine, with no text: the engine's legal turns of each
   * position, the recorded turn found among them and played.
   *
   * <pre>{@code position = position.play(find(turn, engine.legalTurns(position, rules)))}</pre>
   *
   * @param bh the sink
   */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public void replay(Blackhole bh) {
    for (Replay r : replays) {
      Position p = r.start();
      for (Turn t : r.turns()) {
        List<Turn> legal = r.engine().legalTurns(p, r.rules());
        int at = legal.indexOf(t);
        if (at < 0) {
          throw new IllegalStateException(t + " is not legal in " + p);
        }
        p = p.play(legal.get(at));
      }
      bh.consume(p);
    }
  }

  /**
   * Reads every game and resolves each read turn against the game, with none of the validator's
   * checks and reports.
   *
   * <pre>{@code game = game.play(written.resolve(game))}</pre>
   *
   * @param bh the sink
   */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public void engine(Blackhole bh) {
    try (RecordStream games = RecordReader.open(new StringReader(file), RecordFormat.PGN)) {
      while (games.hasNext()) {
        GameRecord r = games.next();
        Game g = Game.start(r.variant(), r.ruleset(), r.start());
        for (RecordedTurn t : r.turns()) {
          g = g.play(t.written().orElseThrow().resolve(g));
        }
        bh.consume(g);
      }
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
