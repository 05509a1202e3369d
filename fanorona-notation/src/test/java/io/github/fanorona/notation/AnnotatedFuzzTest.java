package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.FanoronaParseException;
import java.io.Reader;
import java.io.StringReader;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 33, seeded: annotated records mutated towards what breaks a tree reader (unbalanced
 * parentheses and braces, stray escapes and marks), nesting 10,000 deep and a comment of 100 MB
 * (under {@code -Plong}; 8 MB by default) give records with problems or a {@link
 * FanoronaParseException}, never another exception, a hang or memory that grows with the file. A
 * failure names the seed and case to replay.
 */
class AnnotatedFuzzTest {
  private static final String BREAKERS = "(){}\\$;[]\"!? \n1.e3";

  private static final List<String> CORPUS = corpus();

  private static List<String> corpus() {
    List<String> out = new ArrayList<>();
    out.add(AnnotatedGamesTest.ISSUE);
    GameRecord r = AnnotatedGamesTest.read(AnnotatedGamesTest.ISSUE);
    RecordLine nested =
        r.tree()
            .addVariation(
                1,
                RecordLine.ofTurns(List.of(RecordedTurn.at("d4-d3W", 0, 0)))
                    .withComment("a \\ } { ( ) $2 \r\n[x] ;"));
    GameRecord more = r.toBuilder().tree(nested).build();
    out.add(RecordFormat.PGN.text(more));
    out.add(RecordFormat.BOARDSPACE_SGF.text(more));
    out.add(RecordFormat.BOARDSPACE_SGF.text(r));
    return out;
  }

  static LongStream seeds() {
    int count = Boolean.getBoolean("fanorona.long") ? 12 : 3;
    return LongStream.rangeClosed(1, Integer.getInteger("fanorona.fuzz.seeds", count));
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void mutatedAnnotatedRecords(long seed) {
    int cases = Boolean.getBoolean("fanorona.long") ? 5_000 : 1_000;
    assertTimeoutPreemptively(Duration.ofSeconds(120), () -> run(seed, cases));
  }

  private static void run(long seed, int cases) {
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < cases; i++) {
      String text = mutate(random);
      try {
        check(text);
      } catch (RuntimeException | AssertionError e) {
        throw new AssertionError(
            "seed " + seed + ", case " + i + ": " + e + "\ninput:\n" + text, e);
      }
    }
  }

  /**
   * Reads a text as detected; every game read is validated and written in every format, and what
   * PGN-style and SGF write reads back with the same tree.
   */
  private static void check(String text) {
    List<GameRecord> records;
    try {
      records = ImmutableList.copyOf(RecordReader.open(new StringReader(text)));
    } catch (FanoronaParseException expected) {
      assertTrue(expected.line() >= 0 && expected.column() >= 0, expected.toString());
      return;
    }
    for (GameRecord r : records) {
      Validation v = RecordValidator.validate(r);
      v.problems().forEach(Problem::toString);
      for (RecordFormat format : RecordFormat.values()) {
        List<WriteWarning> warnings = new ArrayList<>();
        String written = format.text(v, warnings);
        GameRecord back;
        try {
          back = ImmutableList.copyOf(RecordReader.open(new StringReader(written))).get(0);
        } catch (FanoronaParseException e) {
          throw new AssertionError(format + " wrote what it cannot read: " + e + "\n" + written, e);
        }
        if (format == RecordFormat.PGN || format == RecordFormat.BOARDSPACE_SGF) {
          Validation again = RecordValidator.validate(back);
          if (v.isLegal() && warnings.isEmpty()) {
            assertEquals(Shapes.resolved(v), Shapes.resolved(again), format + "\n" + written);
          }
        }
      }
    }
  }

  private static String mutate(SplittableRandom random) {
    StringBuilder sb = new StringBuilder(CORPUS.get(random.nextInt(CORPUS.size())));
    int edits = 1 + random.nextInt(4);
    for (int e = 0; e < edits && sb.length() > 0; e++) {
      int at = random.nextInt(sb.length());
      char c = BREAKERS.charAt(random.nextInt(BREAKERS.length()));
      switch (random.nextInt(4)) {
        case 0 -> sb.deleteCharAt(at);
        case 1 -> sb.insert(at, c);
        case 2 -> sb.setCharAt(at, c);
        default -> sb.insert(at, String.valueOf(c).repeat(1 + random.nextInt(50)));
      }
    }
    return sb.toString();
  }

  @Test
  void tenThousandDeepVariationsAreAProblemNotAStackOverflow() {
    int deep = 10_000;
    String pgn =
        "[Event \"deep\"]\n\n1. f2-e3A2 "
            + "(1. d3-e3W1 ".repeat(deep)
            + ")".repeat(deep)
            + " 1... d5-d4A3 *\n";
    GameRecord r = AnnotatedGamesTest.read(pgn);
    assertEquals(2, r.turns().size());
    assertEquals(RecordLine.MAX_DEPTH, r.tree().depth());
    assertTrue(
        r.problems().stream().anyMatch(p -> p.message().contains("nested deeper")),
        r.problems().toString());
    RecordValidator.validate(r);
    String written = RecordFormat.PGN.text(r);
    assertEquals(
        Shapes.of(r.tree()).length(), Shapes.of(AnnotatedGamesTest.read(written).tree()).length());
    // never closed: each open variation is one problem at its '(', the game still read
    GameRecord open =
        AnnotatedGamesTest.read(
            "[Event \"open\"]\n\n1. f2-e3A2 " + "(1. d3-e3W1 ".repeat(deep) + "*\n");
    assertTrue(open.problems().stream().anyMatch(p -> p.message().contains("not closed")));
    // SGF: nesting past its limit is a problem at its place, and what is too deep is skipped
    String sgf = "(;GM[Fanorona]" + "(;P0[1 Move D 3 E 3]".repeat(deep) + ")".repeat(deep + 1);
    GameRecord s = AnnotatedGamesTest.read(sgf);
    assertTrue(
        s.problems().stream().anyMatch(p -> p.message().contains("nested deeper than")),
        s.problems().toString());
    // and as many closing parentheses, braces or escapes as there are
    for (String junk : new String[] {")", "}", "{", "\\", "$", "("}) {
      GameRecord j =
          AnnotatedGamesTest.read("[Event \"j\"]\n\n1. f2-e3A2 " + junk.repeat(deep) + " *\n");
      RecordFormat.PGN.text(j);
    }
  }

  @Test
  void aLongCommentIsCutAndSaidInBoundedMemory() throws Exception {
    hugeComment(8);
  }

  @Tag("long")
  @Test
  void aHundredMegabyteCommentIsCutAndSaidInBoundedMemory() throws Exception {
    hugeComment(100);
  }

  /** A comment of {@code megabytes} million characters, in PGN (lines of 1,000) and in SGF. */
  private static void hugeComment(int megabytes) throws Exception {
    long thousands = megabytes * 1_000L;
    String line = "c".repeat(999) + "\n";
    Runtime rt = Runtime.getRuntime();
    System.gc();
    long before = rt.totalMemory() - rt.freeMemory();
    List<GameRecord> kept = new ArrayList<>();
    for (Reader in :
        new Reader[] {
          new RecordLimitsTest.Generated(
              "[Event \"a\"]\n\n1. f2-e3A2 {",
              line,
              thousands,
              "} *\n\n[Event \"b\"]\n\n1. d3-e3W *\n"),
          new RecordLimitsTest.Generated(
              "(;GM[Fanorona];P0[1 Capture A F 2 E 3];P0[2 done]C[",
              line,
              thousands,
              "])\n(;GM[Fanorona];P0[1 Move D 3 E 3];P0[2 done])\n")
        }) {
      List<GameRecord> games =
          assertTimeoutPreemptively(
              Duration.ofSeconds(300),
              () -> {
                try (RecordStream s = RecordReader.open(in)) {
                  return ImmutableList.copyOf(s);
                }
              });
      assertEquals(2, games.size());
      GameRecord first = games.get(0);
      assertTrue(first.tree().nodes().get(0).comment().length() <= RecordLine.MAX_COMMENT);
      assertTrue(first.problems().stream().anyMatch(Problem::isError), first.problems().toString());
      assertEquals(1, games.get(1).turns().size());
      kept.addAll(games);
    }
    System.gc();
    long after = rt.totalMemory() - rt.freeMemory();
    // what is kept is a cut comment per format, not the file: far below the file's size
    assertTrue(
        after - before < 64L << 20, (after - before) / 1_000_000 + " MB kept of " + kept.size());
  }
}
