package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.notation.RecordFormat;
import io.github.fanorona.variants.Variants;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded fuzzing of {@code validate} and {@code convert} in process: mutated records of every
 * format must give exit status 0, 1 or 2 with one line per message, never an internal error. A
 * failure names the seed and case to replay.
 */
class CliFuzzTest {
  private static final String ALPHABET = "abcdefghiAWx0123456789-+,.:;[]\"{}()*/\\ \n\t#P";
  private static final List<String> CORPUS = corpus();

  private static List<String> corpus() {
    List<String> out = new ArrayList<>();
    long seed = 1;
    for (Variant v : Variants.all()) {
      SplittableRandom random = new SplittableRandom(seed++);
      Game g = Game.start(v);
      for (int i = 0; i < 30 && !g.isOver(); i++) {
        List<Turn> legal = g.legalTurns();
        g = g.play(legal.get(random.nextInt(legal.size())));
      }
      for (RecordFormat f : RecordFormat.values()) {
        out.add(f.write(g, Map.of("Event", "fuzz")).text());
      }
    }
    return out;
  }

  static LongStream seeds() {
    return LongStream.rangeClosed(1, 4);
  }

  static LongStream longSeeds() {
    return LongStream.rangeClosed(100, 139);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void mutatedRecordsNeverBreakTheTool(long seed, @TempDir Path dir) throws IOException {
    // Every seed's first cases by default; -Plong (which sets fanorona.long) runs 100 of each.
    run(seed, Boolean.getBoolean("fanorona.long") ? 100 : 12, dir);
  }

  @Tag("long")
  @ParameterizedTest(name = "seed {0}")
  @MethodSource("longSeeds")
  void manyMore(long seed, @TempDir Path dir) throws IOException {
    run(seed, 2_500, dir);
  }

  private static void run(long seed, int cases, Path dir) throws IOException {
    SplittableRandom random = new SplittableRandom(seed);
    Path file = dir.resolve("fuzz.txt");
    String[] targets = {"pgn", "aw", "gamerz", "sgf"};
    for (int i = 0; i < cases; i++) {
      String text = mutate(random);
      Files.writeString(file, text, StandardCharsets.UTF_8);
      for (ToolRun r :
          new ToolRun[] {
            ToolRun.of("validate", file.toString()),
            ToolRun.of("convert", "--to", targets[random.nextInt(4)], file.toString())
          }) {
        String context = "seed " + seed + ", case " + i + ": " + r + "\ninput:\n" + text;
        assertTrue(r.status() >= 0 && r.status() <= 2, context);
        assertFalse(r.err().contains("internal error") || r.err().contains("\tat "), context);
      }
    }
  }

  private static String mutate(SplittableRandom random) {
    StringBuilder sb = new StringBuilder(CORPUS.get(random.nextInt(CORPUS.size())));
    int edits = 1 + random.nextInt(4);
    for (int e = 0; e < edits && sb.length() > 0; e++) {
      int at = random.nextInt(sb.length());
      switch (random.nextInt(4)) {
        case 0 -> sb.deleteCharAt(at);
        case 1 -> sb.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        case 2 -> sb.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        default -> sb.delete(at, Math.min(sb.length(), at + random.nextInt(40)));
      }
    }
    return sb.toString();
  }
}
