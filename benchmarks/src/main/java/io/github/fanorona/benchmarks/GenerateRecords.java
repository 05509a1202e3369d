package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.notation.GameRecord;
import io.github.fanorona.notation.RecordFormat;
import io.github.fanorona.notation.RecordValidator;
import io.github.fanorona.notation.RecordedTurn;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Writes a file of seeded random Sivy games in a record format, for the record benchmarks and the
 * memory measurements of {@code fanorona validate} (benchmarks/README.md). Game {@code i} is the
 * same in every format and every file size: up to 40 turns of random play from seed {@code i}.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.fanorona.benchmarks.GenerateRecords \
 *     pgn 100000 /tmp/games.pgn
 * </pre>
 */
public final class GenerateRecords {
  private GenerateRecords() {}

  /**
   * Writes the file.
   *
   * <pre>{@code GenerateRecords.main(new String[] {"aw", "1000", "/tmp/games.aw"});}</pre>
   *
   * @param args the format ({@code pgn}, {@code aw}, {@code gamerz}, {@code sgf}), the number of
   *     games and the file
   * @throws IOException if the file cannot be written
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      System.err.println("usage: GenerateRecords pgn|aw|gamerz|sgf GAMES FILE");
      System.exit(2);
    }
    RecordFormat format = RecordFormat.byWord(args[0]).orElseThrow();
    try (Writer out = Files.newBufferedWriter(Path.of(args[2]), StandardCharsets.UTF_8)) {
      write(format, Integer.parseInt(args[1]), out);
    }
  }

  /**
   * Writes {@code games} games, a blank line between two.
   *
   * <pre>{@code GenerateRecords.write(RecordFormat.PGN, 1000, writer)}</pre>
   *
   * @param format the format
   * @param games how many
   * @param out where
   * @throws IOException if writing fails
   */
  public static void write(RecordFormat format, int games, Writer out) throws IOException {
    Writer w = out instanceof BufferedWriter ? out : new BufferedWriter(out);
    for (int i = 0; i < games; i++) {
      if (i > 0) {
        w.write('\n');
      }
      w.write(format.write(RecordValidator.validate(record(i, format))).text());
    }
    w.flush();
  }

  /** Game {@code i}: random play straight through the engine, its turns' texts in a record. */
  static GameRecord record(int i, RecordFormat format) {
    SplittableRandom random = new SplittableRandom(i);
    RulesEngine engine = Variant.sivy().engine();
    Ruleset rules = Ruleset.standard();
    Position p = Variant.sivy().start();
    GameRecord.Builder b =
        GameRecord.builder(format).tag("Event", "generated").tag("Round", Integer.toString(i + 1));
    for (int n = 0; n < 40; n++) {
      List<Turn> legal = engine.legalTurns(p, rules);
      if (legal.isEmpty()) {
        break;
      }
      Turn t = legal.get(random.nextInt(legal.size()));
      b.turn(RecordedTurn.at(t.toString(), 0, 0));
      p = p.play(t);
    }
    return b.build();
  }
}
