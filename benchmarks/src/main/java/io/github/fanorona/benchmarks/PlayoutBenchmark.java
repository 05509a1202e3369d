package io.github.fanorona.benchmarks;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Random playouts from the Sivy start, one whole game per operation, through {@link Game} and
 * straight through the engine ({@code RulesEngine.legalTurns} + {@code Position.play}). Both play
 * the very same games (the same cycle of seeds, the same choices), so the ratio of their scores is
 * the ratio of their turns per second: what {@code Game} costs an engine author.
 *
 * <pre>{@code java -jar benchmarks.jar PlayoutBenchmark -f 1 -wi 5 -i 10}</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PlayoutBenchmark {
  /** Creates the benchmark; JMH calls it once per fork. */
  public PlayoutBenchmark() {}

  /** A cap on a game's length: random play under the standard rules may wander for long. */
  static final int MAX_PLIES = 200;

  private static final int SEEDS = 64;

  private final Variant sivy = Variant.sivy();
  private final RulesEngine engine = sivy.engine();
  private final Ruleset rules = sivy.defaultRuleset();
  private final Game start = Game.start(sivy);
  private int gameThroughGame;
  private int gameThroughEngine;

  /**
   * One random game through {@code Game}: legal turns, play, is it over.
   *
   * <pre>{@code game = game.play(legal.get(random.nextInt(legal.size())))}</pre>
   *
   * @return the number of turns played, so the work is not optimised away
   */
  @Benchmark
  public int throughGame() {
    SplittableRandom random = new SplittableRandom(gameThroughGame++ % SEEDS);
    Game game = start;
    int plies = 0;
    while (plies < MAX_PLIES && !game.isOver()) {
      ImmutableList<Turn> legal = game.legalTurns();
      game = game.play(legal.get(random.nextInt(legal.size())));
      plies++;
    }
    return plies;
  }

  /**
   * The same game straight through the engine: legal turns, the board's verdict, play.
   *
   * <pre>{@code position = position.play(legal.get(random.nextInt(legal.size())))}</pre>
   *
   * @return the number of turns played
   */
  @Benchmark
  public int throughEngine() {
    SplittableRandom random = new SplittableRandom(gameThroughEngine++ % SEEDS);
    Position position = sivy.start();
    int plies = 0;
    while (plies < MAX_PLIES) {
      ImmutableList<Turn> legal = engine.legalTurns(position, rules);
      if (engine.boardOutcome(position, rules, !legal.isEmpty()).isPresent()) {
        break;
      }
      position = position.play(legal.get(random.nextInt(legal.size())));
      plies++;
    }
    return plies;
  }
}
