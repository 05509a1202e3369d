import io.github.fanorona.benchmarks.GenerateRecords;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.notation.RecordFormat;
import io.github.fanorona.notation.RecordStream;
import io.github.fanorona.notation.RecordValidator;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;

/**
 * CpuAB's jobs for {@link PairAB}, which loads this class once per jar, each copy in a class loader of
 * its own: the positions of 64 seeded playouts (40 each) for turn generation, 16 seeded playouts through
 * {@code Game} and through the engine, 500 generated PGN-style games to validate. A separate file
 * because a class loader needs a compiled class, which a single-file program such as CpuAB is not.
 * {@code applyAsInt(job)} runs one pass and returns its operations.
 */
public class PairJobs implements ToIntFunction<String> {
  final Variant sivy = Variant.sivy();
  final RulesEngine engine = sivy.engine();
  final Ruleset rules = sivy.defaultRuleset();
  final Game start = Game.start(sivy);
  final List<Position> positions = new ArrayList<>();
  final String file;
  long sink;

  public PairJobs() throws Exception {
    for (int seed = 0; seed < 64; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      Game g = start;
      while (positions.size() < 40 * (seed + 1) && !g.isOver()) {
        positions.add(g.position());
        List<Turn> legal = g.legalTurns();
        g = g.play(legal.get(random.nextInt(legal.size())));
      }
    }
    StringWriter out = new StringWriter();
    GenerateRecords.write(RecordFormat.PGN, 500, out);
    file = out.toString();
  }

  @Override
  public int applyAsInt(String job) {
    try {
      switch (job) {
        case "legalTurns":
          for (Position p : positions) {
            sink += engine.legalTurns(p, rules).size();
          }
          return positions.size();
        case "visitor":
          for (Position p : positions) {
            engine.forEachTurn(p, rules, t -> { sink += t.endIndex(); return true; });
          }
          return positions.size();
        case "game":
          for (int seed = 0; seed < 16; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Game g = start;
            int plies = 0;
            while (plies < 200 && !g.isOver()) {
              List<Turn> legal = g.legalTurns();
              g = g.play(legal.get(random.nextInt(legal.size())));
              plies++;
            }
          }
          return 16;
        case "engine":
          for (int seed = 0; seed < 16; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Position p = sivy.start();
            int plies = 0;
            while (plies < 200) {
              List<Turn> legal = engine.legalTurns(p, rules);
              if (engine.boardOutcome(p, rules, !legal.isEmpty()).isPresent()) {
                break;
              }
              p = p.play(legal.get(random.nextInt(legal.size())));
              plies++;
            }
          }
          return 16;
        case "validate":
          try (RecordStream games = open(file)) {
            while (games.hasNext()) {
              if (RecordValidator.validate(games.next()).isLegal()) {
                sink++;
              }
            }
          }
          return 500;
        default:
          throw new IllegalArgumentException(job);
      }
    } catch (Exception e) {
      throw new RuntimeException(e);
    }
  }

  static RecordStream open(String text) throws Exception {
    Reader r = new StringReader(text);
    try {
      Class<?> reader = Class.forName("io.github.fanorona.notation.RecordReader");
      return (RecordStream)
          reader.getMethod("open", Reader.class, RecordFormat.class).invoke(null, r, RecordFormat.PGN);
    } catch (ClassNotFoundException | NoSuchMethodException e) {
      return (RecordStream) RecordFormat.class.getMethod("open", Reader.class).invoke(RecordFormat.PGN, r);
    }
  }
}
