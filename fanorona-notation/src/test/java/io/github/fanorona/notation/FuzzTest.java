package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Variant;
import io.github.fanorona.core.WrittenTurn;
import io.github.fanorona.variants.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded fuzzing: random text and mutated valid records must give records with problems or a {@link
 * FanoronaParseException}, never another exception and never a hang. A failure names the seed and
 * case to replay.
 */
class FuzzTest {
  private static final String ALPHABET =
      "abcdefghiABCDEFGHIWwXx0123456789-+,.:;[]\"{}()*/\\ \n\t#OPe";
  private static final int CASES_PER_SEED = 1_000;

  private static final List<String> CORPUS = corpus();

  private static List<String> corpus() {
    List<String> out = new ArrayList<>();
    try {
      out.add(BoardspaceSgfTest.realGame());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    long seed = 5;
    for (Variant v : Variants.all()) {
      Game g = RandomGames.play(v, v.defaultRuleset(), seed++, 40);
      GameRecord r = GameRecord.of(g, Map.of("Event", "fuzz", "Board", "9"), RecordFormat.PGN);
      for (RecordFormat f : RecordFormat.values()) {
        out.add(f.text(r));
      }
    }
    return out;
  }

  /**
   * 3 seeds by default, 12 under {@code -Plong} (which sets {@code fanorona.long}); {@code
   * -Dfanorona.fuzz.seeds=N} sets the count.
   */
  static LongStream seeds() {
    int count = Boolean.getBoolean("fanorona.long") ? 12 : 3;
    return LongStream.rangeClosed(1, Integer.getInteger("fanorona.fuzz.seeds", count));
  }

  /** 100 seeds of 10,000 cases: a million. */
  static LongStream longSeeds() {
    return LongStream.rangeClosed(100, 199);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void randomTextAndMutations(long seed) {
    // Half the cases of each seed by default, all of them under -Plong.
    int cases = Boolean.getBoolean("fanorona.long") ? CASES_PER_SEED : CASES_PER_SEED / 2;
    assertTimeoutPreemptively(Duration.ofSeconds(60), () -> run(seed, cases));
  }

  @Tag("long")
  @ParameterizedTest(name = "seed {0}")
  @MethodSource("longSeeds")
  void manyMore(long seed) {
    assertTimeoutPreemptively(Duration.ofSeconds(900), () -> run(seed, 10 * CASES_PER_SEED));
  }

  private static void run(long seed, int cases) {
    SplittableRandom random = new SplittableRandom(seed);
    Game start = Game.start(Variant.sivy());
    for (int i = 0; i < cases; i++) {
      String text = i % 2 == 0 ? randomText(random) : mutate(random);
      try {
        check(text);
        if (text.length() < 40) {
          try {
            WrittenTurn.parse(text).resolve(start);
          } catch (FanoronaException expected) {
            assertTrue(
                expected.column() >= 0 && expected.column() <= Math.max(1, text.length()),
                "column " + expected.column() + " outside '" + text + "'");
          }
        }
      } catch (RuntimeException | AssertionError e) {
        throw new AssertionError(
            "seed " + seed + ", case " + i + ": " + e + "\ninput:\n" + text, e);
      }
    }
  }

  /**
   * Reads a text as every format and as detected; every game read is validated and written in every
   * format, and what is written must read back in its format without any exception.
   */
  private static void check(String text) {
    for (RecordFormat format : RecordFormat.values()) {
      try {
        Records.read(format, text).forEach(RecordValidator::validate);
      } catch (FanoronaParseException expected) {
        assertTrue(expected.line() >= 0 && expected.column() >= 0, expected.toString());
      }
    }
    List<GameRecord> records;
    try {
      records = Records.read(text);
    } catch (FanoronaParseException expected) {
      return;
    }
    for (Validation v : records.stream().map(RecordValidator::validate).toList()) {
      v.problems().forEach(Problem::toString);
      for (RecordFormat format : RecordFormat.values()) {
        String written = format.text(v);
        try {
          List<GameRecord> back = Records.read(format, written);
          assertTrue(back.size() == 1, format + " wrote " + back.size() + " games:\n" + written);
          assertTrue(
              back.get(0).turns().size() >= v.replayed(), format + " lost turns:\n" + written);
        } catch (FanoronaParseException e) {
          throw new AssertionError(format + " wrote what it cannot read: " + e + "\n" + written, e);
        }
      }
    }
  }

  private static String randomText(SplittableRandom random) {
    int n = random.nextInt(120);
    StringBuilder sb = new StringBuilder(n);
    boolean bytes = random.nextBoolean();
    for (int k = 0; k < n; k++) {
      sb.append(
          bytes ? (char) random.nextInt(256) : ALPHABET.charAt(random.nextInt(ALPHABET.length())));
    }
    return sb.toString();
  }

  private static String mutate(SplittableRandom random) {
    StringBuilder sb = new StringBuilder(CORPUS.get(random.nextInt(CORPUS.size())));
    int edits = 1 + random.nextInt(4);
    for (int e = 0; e < edits && sb.length() > 0; e++) {
      int at = random.nextInt(sb.length());
      switch (random.nextInt(5)) {
        case 0 -> sb.deleteCharAt(at);
        case 1 -> sb.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        case 2 -> sb.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        case 3 -> sb.delete(at, Math.min(sb.length(), at + random.nextInt(40)));
        default -> {
          int end = Math.min(sb.length(), at + random.nextInt(60));
          sb.insert(random.nextInt(sb.length()), sb.substring(at, end));
        }
      }
    }
    return sb.toString();
  }
}
