package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Variants;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 33, seeded: random legal games with a random game tree (variations nested up to 8 deep,
 * comments made of every hard piece the tag tests use, glyphs and numeric marks) written as
 * PGN-style and Boardspace SGF records and read back: the tree, its turns resolved, comes back
 * unchanged and without a warning. A failure names its seed; {@code -Dfanorona.tree.seeds=N} sets
 * the default size.
 */
class AnnotatedRoundTripTest {
  /** The hard pieces of the tag tests (FactsRoundTripTest), and movetext's own characters. */
  private static final String[] PIECES = {
    "plain",
    "Rakoto",
    "1500",
    "\r",
    "\n",
    "\r\n",
    "\t",
    "\u0000",
    "\u2028",
    " ",
    "\" \\ [ ] { }",
    "}",
    "\\",
    "\"",
    "]",
    "2024.01.02",
    "\u00e9t\u00e9",
    "(",
    ")",
    "$1",
    ";",
    "\n[Event \"x\"]\n",
    "\\r",
    "1-0",
    "\n\n"
  };

  private static final String[] GLYPHS = {"", "!", "?", "!!", "??", "!?", "?!"};

  private static final int MAX_NESTING = 8;

  static LongStream seeds() {
    return LongStream.rangeClosed(1, Integer.getInteger("fanorona.tree.seeds", 40));
  }

  /** 20 blocks of 500 trees: 10,000. */
  static LongStream longBlocks() {
    return LongStream.range(0, 20);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void everyTreeReadsBackUnchanged(long seed) {
    check(seed);
  }

  @Tag("long")
  @ParameterizedTest(name = "block {0}")
  @MethodSource("longBlocks")
  void manyMoreTrees(long block) {
    for (long s = 0; s < 500; s++) {
      check(100_000 + block * 500 + s);
    }
  }

  /**
   * Issue 45: annotated games read as PGN-style text, written as SGF and as PGN-style and read
   * back: every tree equals the one read first, with {@code equals}, whatever its format (SGF keeps
   * no stone counts, and every turn stands at another place). 100 games here, 1,000 with {@code
   * -Plong} (about a minute on the shared machine). The trees are walked node by node too ({@link
   * GameNode}): the same turns, resolved, at the same plies, with the same comments and marks.
   */
  @Test
  void aHundredAnnotatedGamesGiveEqualTreesThroughSgfAndPgn() {
    assertEquals(List.of(), treesThatDiffer(100), "seeds whose trees differ");
  }

  @Tag("long")
  @Test
  void aThousandAnnotatedGamesGiveEqualTreesThroughSgfAndPgn() {
    assertEquals(List.of(), treesThatDiffer(1_000), "seeds whose trees differ");
  }

  private static List<Long> treesThatDiffer(int games) {
    List<Long> differ = new ArrayList<>();
    for (long seed = 1; seed <= games; seed++) {
      String pgn = RecordFormat.PGN.text(RecordValidator.validate(record(seed)));
      GameRecord read = RecordReader.open(new StringReader(pgn)).next();
      Validation v = RecordValidator.validate(read);
      for (RecordFormat f : new RecordFormat[] {RecordFormat.BOARDSPACE_SGF, RecordFormat.PGN}) {
        GameRecord back = RecordReader.open(new StringReader(f.text(v))).next();
        if (!back.tree().equals(read.tree())
            || back.tree().hashCode() != read.tree().hashCode()
            || !back.root().equals(read.root())
            || !GameNodeTest.described(back.root()).equals(GameNodeTest.described(read.root()))) {
          differ.add(seed);
        }
      }
    }
    return differ;
  }

  /** A random legal game of a seed with a random tree. */
  static GameRecord record(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Variant variant = random.nextInt(4) == 0 ? Variants.board(5, 5) : Variant.sivy();
    Game start = Game.start(variant);
    RecordLine tree = line(start, random, 1, 1 + random.nextInt(30));
    return GameRecord.builder(RecordFormat.PGN).variant(variant).tree(tree).result("*").build();
  }

  private static void check(long seed) {
    try {
      Validation v = RecordValidator.validate(record(seed));
      assertTrue(v.isLegal(), v.problems().toString());
      String expected = Shapes.resolved(v);
      for (RecordFormat f : new RecordFormat[] {RecordFormat.PGN, RecordFormat.BOARDSPACE_SGF}) {
        List<WriteWarning> warnings = new ArrayList<>();
        String text = f.text(v, warnings);
        String context = "seed " + seed + ", " + f + ":\n" + shorter(text);
        assertEquals(List.of(), warnings, context);
        List<GameRecord> back = ImmutableList.copyOf(RecordReader.open(new StringReader(text)));
        assertEquals(1, back.size(), context);
        assertEquals(f, back.get(0).format(), context);
        Validation replayed = RecordValidator.validate(back.get(0));
        assertEquals(List.of(), replayed.problems(), context);
        assertEquals(expected, Shapes.resolved(replayed), context);
        // written again, the same text: the writer is stable
        assertEquals(text, f.text(replayed), context);
      }
    } catch (RuntimeException | AssertionError e) {
      throw new AssertionError("seed " + seed + ": " + e.getMessage(), e);
    }
  }

  /** A random line of legal turns from a game, annotated, with variations below a depth. */
  private static RecordLine line(Game from, SplittableRandom random, int depth, int length) {
    List<RecordNode> nodes = new ArrayList<>();
    Game g = from;
    for (int i = 0; i < length && !g.isOver(); i++) {
      ImmutableList<Turn> legal = g.legalTurns();
      Turn t = legal.get(random.nextInt(legal.size()));
      String glyph = random.nextInt(4) == 0 ? GLYPHS[random.nextInt(GLYPHS.length)] : "";
      RecordedTurn rt =
          RecordedTurn.at(TurnNotation.format(t, PointStyle.STANDARD, true), 0, 0)
              .withAnnotation(glyph);
      List<Integer> marks = new ArrayList<>();
      while (random.nextInt(5) == 0) {
        marks.add(random.nextInt(RecordLine.MAX_MARK + 1));
      }
      List<RecordLine> variations = new ArrayList<>();
      // deep enough trees: the first turn of a line branches more often
      while (depth < MAX_NESTING && random.nextInt(i == 0 ? 3 : 6) == 0 && variations.size() < 3) {
        variations.add(line(g, random, depth + 1, 1 + random.nextInt(6)));
      }
      nodes.add(
          new RecordNode(
              rt, ImmutableList.copyOf(marks), comment(random), ImmutableList.copyOf(variations)));
      g = g.play(t);
    }
    return RecordLine.of(comment(random), nodes);
  }

  /** No comment, or one of one to four hard pieces. */
  private static String comment(SplittableRandom random) {
    if (random.nextInt(3) != 0) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    int pieces = 1 + random.nextInt(4);
    for (int j = 0; j < pieces; j++) {
      sb.append(PIECES[random.nextInt(PIECES.length)]);
    }
    return sb.toString();
  }

  private static String shorter(String text) {
    return text.length() > 3_000 ? text.substring(0, 3_000) + "…" : text;
  }
}
