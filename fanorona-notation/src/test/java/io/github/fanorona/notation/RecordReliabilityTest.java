package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Nothing lost, nothing hangs: one regression test per failure found by hostile input. */
class RecordReliabilityTest {
  private static GameRecord only(String text) {
    List<GameRecord> games = Records.read(text);
    assertEquals(1, games.size(), text);
    return games.get(0);
  }

  private static String many(RecordFormat format, int games) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < games; i++) {
      Game g = RandomGames.play(Variant.sivy(), Ruleset.standard(), i, 30);
      sb.append(format.text(GameRecord.of(g, Map.of("Event", "e" + i), format))).append('\n');
    }
    return sb.toString();
  }

  @ParameterizedTest
  @EnumSource(RecordFormat.class)
  void everyFormatReadsOneGameAtATime(RecordFormat format) throws IOException {
    String file = many(format, 200);
    CountingReader counting = new CountingReader(file);
    try (RecordStream games = RecordReader.open(counting, format)) {
      assertEquals("e0", games.next().tags().get("Event"));
      assertTrue(
          counting.served < file.length() / 10,
          format + ": " + counting.served + " of " + file.length() + " read for one game");
      int n = 1;
      while (games.hasNext()) {
        assertEquals("e" + n, games.next().tags().get("Event"));
        n++;
      }
      assertEquals(200, n);
    }
    CountingReader detected = new CountingReader(file);
    try (RecordStream games = RecordReader.open(detected)) {
      assertEquals(format, games.next().format());
      assertTrue(detected.served < RecordReader.PREFIX + file.length() / 10, format.toString());
    }
  }

  @Test
  void blankLinesBeforeAGameTakeLinearTime() {
    String text = "\n".repeat(1_000_000) + "   \n\t\n" + "[Event \"late\"]\n\n1. f2-e3A2 *\n";
    GameRecord r = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> only(text));
    assertEquals("late", r.tags().get("Event"));
    assertEquals(1_000_003, r.line());
    assertEquals(
        RecordFormat.AW_LOG,
        assertTimeoutPreemptively(
            Duration.ofSeconds(20),
            () -> RecordReader.detect("\n".repeat(200_000) + "1. d3-e3W *")));
  }

  @Test
  void manyGamesOnOneLineTakeLinearTime() {
    String text = "1. f2-e3A2 d5-d4A3 * ".repeat(80_000);
    List<GameRecord> games =
        assertTimeoutPreemptively(
            Duration.ofSeconds(30), () -> Records.read(RecordFormat.AW_LOG, text));
    assertEquals(80_000, games.size());
    GameRecord last = games.get(79_999);
    assertEquals(1, last.line());
    assertEquals(1 + 21 * 79_999, last.turns().get(0).column() - 3);
  }

  @Test
  void anUnclosedCommentBetweenGamesIsReported() {
    List<GameRecord> games =
        Records.read("1. d3-e3W *\n1. f2-e3A2 *\n{ the rest is lost\n1. d3-e3W *\n");
    assertEquals(3, games.size());
    Problem p = games.get(2).problems().get(0);
    assertTrue(p.isError() && p.message().contains("not closed"), p.toString());
    assertEquals(3, p.line());
    assertFalse(RecordValidator.validate(games.get(2)).isLegal());
  }

  @Test
  void anUnclosedCommentBetweenGamesCostsOnlyItsLine() {
    List<GameRecord> games =
        Records.read("1. d3-e3W *\n{ a comment never closed\n1. f2-e3A2 *\n1. f2-e3A2 d5-d4A3 *\n");
    assertEquals(3, games.size());
    GameRecord second = games.get(1);
    Problem p = second.problems().get(0);
    assertTrue(p.message().contains("not closed") && p.message().contains("line 3"), p.toString());
    assertEquals(2, p.line());
    assertEquals(List.of("f2-e3A2"), second.turns().stream().map(RecordedTurn::text).toList());
    assertEquals(3, second.turns().get(0).line());
    assertEquals(
        List.of("f2-e3A2", "d5-d4A3"),
        games.get(2).turns().stream().map(RecordedTurn::text).toList());
    assertTrue(RecordValidator.validate(games.get(2)).isLegal());
  }

  @Test
  void anUnclosedCommentInAGameOfALogCostsOnlyItsLine() {
    List<GameRecord> games =
        Records.read(
            RecordFormat.AW_LOG, "1. f2-e3A2 {a fine start\nd5-d4A3\n2. g3-f2W2 *\n1. d3-e3W *\n");
    assertEquals(2, games.size());
    assertEquals(
        List.of("f2-e3A2", "d5-d4A3", "g3-f2W2"),
        games.get(0).turns().stream().map(RecordedTurn::text).toList());
    assertTrue(games.get(0).problems().get(0).message().contains("read on from line 2"));
    assertEquals(4, games.get(1).line());
  }

  @Test
  void anUnclosedCommentTooLongToReadAgainSaysWhatItTook() {
    String tail = "1. d3-e3W *\n".repeat(TextCursor.MAX_REREAD / 12 + 10);
    List<GameRecord> games = Records.read(RecordFormat.AW_LOG, "1. f2-e3A2 *\n{ oops\n" + tail);
    assertEquals(2, games.size());
    Problem p = games.get(1).problems().get(0);
    assertTrue(p.message().contains("lines 3 to"), p.toString());
    // many unclosed comments, each read again to the end: still linear
    String braces = "{\n".repeat(400_000) + "1. d3-e3W *\n";
    List<GameRecord> read =
        assertTimeoutPreemptively(
            Duration.ofSeconds(20), () -> Records.read(RecordFormat.AW_LOG, braces));
    assertFalse(read.isEmpty());
  }

  /** A result no token can write: the writers keep it in the Result tag. */
  @ParameterizedTest
  @EnumSource(RecordFormat.class)
  void anUnknownResultOfSeveralWordsSurvivesEveryWriter(RecordFormat format) {
    GameRecord r = only("[Result \"White wins on time\"]\n\n1. f2-e3A2\n");
    assertEquals("White wins on time", r.result());
    Validation v = RecordValidator.validate(r);
    String written = format.text(v);
    List<GameRecord> twice = Records.read(written + "\n" + written);
    assertEquals(2, twice.size(), written);
    for (GameRecord back : twice) {
      assertEquals("White wins on time", back.result(), written);
      assertEquals(1, back.turns().size(), written);
      Validation again = RecordValidator.validate(back);
      assertTrue(
          again.errors().stream().anyMatch(p -> p.message().contains("unknown result")),
          written + again.problems());
      assertEquals(written, format.text(again), written);
    }
  }

  @Test
  void aKnownResultTagStillContradictsAStarInTheMovetext() {
    for (String text :
        new String[] {
          "[Result \"1-0\"]\n\n1. f2-e3A2 *\n",
          "{Result \"1-0\"}\n1. f2-e3A2 *\n",
          "Board: 1\nResult: 1-0\n\n1. f2-e3A2 *\n"
        }) {
      GameRecord r = only(text);
      assertTrue(
          r.problems().stream().anyMatch(p -> p.message().contains("says 1-0")),
          text + r.problems());
    }
  }

  @Test
  void annotationGlyphsSurviveSgf() {
    StringBuilder movetext = new StringBuilder();
    List<String> glyphs = List.of("!", "?", "!!", "??", "!?", "?!");
    GameRecord r = only("1. f2-e3A! d5-d4A?? 2. g3-f2W!? c3-d2A?! 3. e3-d3W!! *\n");
    for (RecordedTurn t : r.turns()) {
      movetext.append(t.annotation()).append(' ');
    }
    assertEquals("! ?? !? ?! !! ", movetext.toString());
    String sgf = RecordFormat.BOARDSPACE_SGF.text(r);
    assertTrue(sgf.contains("done]TE[1]") && sgf.contains("done]BM[2]"), sgf);
    GameRecord back = only(sgf);
    assertEquals(
        r.turns().stream().map(RecordedTurn::annotation).toList(),
        back.turns().stream().map(RecordedTurn::annotation).toList(),
        sgf);
    assertEquals(sgf, RecordFormat.BOARDSPACE_SGF.text(back));
    for (String glyph : glyphs) {
      GameRecord one = only(RecordFormat.BOARDSPACE_SGF.text(only("1. f2-e3A" + glyph + " *\n")));
      assertEquals(glyph, one.turns().get(0).annotation());
    }
    // a turn not replayed keeps its glyph too
    GameRecord bad = only("1. f2-e3A d9-d8W! *\n");
    assertEquals("!", only(RecordFormat.BOARDSPACE_SGF.text(bad)).turns().get(1).annotation());
  }

  /**
   * Issue 14: validating a 40,000-ply game took 25 s, the repetition count walking the history at
   * every turn; the timeout guards against that coming back (the 100,000-ply game takes seconds).
   */
  @Test
  void aHundredThousandPlyGameValidatesInLinearTime() {
    StringBuilder log =
        new StringBuilder("{Rules \"repetition-draw=1000000\"} {FEN \"8B/9/9/9/W8 w 0 1\"}\n");
    for (int n = 1; n <= 50_000; n++) {
      log.append(n).append(n % 2 == 1 ? ". a1-a2 i5-i4\n" : ". a2-a1 i4-i5\n");
    }
    log.append("*\n");
    Validation v =
        assertTimeoutPreemptively(
            Duration.ofSeconds(15), () -> RecordValidator.validate(only(log.toString())));
    assertTrue(v.isLegal(), v.problems().toString());
    assertEquals(100_000, v.replayed());
  }

  /** Issue 14: a Sivy game under the vela-bell preset was read back as a Vela game. */
  @Test
  void aSivyGameUnderTheVelaBellPresetStaysSivy() {
    GameRecord r = only("[Variant \"Fanoron-Sivy\"]\n[Rules \"vela-bell\"]\n\n1... f4-e3A *\n");
    assertEquals(Variant.sivy(), r.variant());
    for (RecordFormat format : RecordFormat.values()) {
      String written = format.text(r);
      GameRecord back = only(written);
      assertEquals(Variant.sivy(), back.variant(), written);
      assertEquals(r.ruleset(), back.ruleset(), written);
      assertTrue(RecordValidator.validate(back).isLegal(), written);
    }
  }

  /** The records whose set-up the writers lost: variant, rules and Vela beneficiary. */
  static Stream<Arguments> setUps() {
    return Stream.of(
        Arguments.of(Variants.VELA, Ruleset.parse("vela=off"), true),
        Arguments.of(Variants.VELA, Ruleset.parse("vela=white"), true),
        Arguments.of(Variant.sivy(), Presets.byName("vela-bell").ruleset(), true),
        Arguments.of(Variant.sivy(), Ruleset.parse("vela=white"), true),
        Arguments.of(Variants.VELA, Variants.VELA.defaultRuleset(), false),
        Arguments.of(Variants.VELA, Variants.VELA.defaultRuleset(), true),
        Arguments.of(Variants.DIMY, Ruleset.parse("chain=mandatory"), true));
  }

  @ParameterizedTest
  @MethodSource("setUps")
  void everyWriterKeepsTheSetUp(Variant variant, Ruleset rules, boolean turns) {
    Game g = Game.start(variant, rules, variant.start(rules));
    if (turns) {
      g = g.play(g.legalTurns().get(0));
    }
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "set-up");
    tags.put("Annotator", "me");
    for (RecordFormat format : RecordFormat.values()) {
      String text = format.text(GameRecord.of(g, tags, format));
      GameRecord back = only(text);
      String context = format + "\n" + text;
      assertEquals(variant, back.variant(), context);
      assertEquals(rules, back.ruleset(), context);
      assertEquals(g.startPosition(), back.start(), context);
      assertEquals("me", back.tags().get("Annotator"), context);
      Validation v = RecordValidator.validate(back);
      assertTrue(v.isLegal(), context + v.problems());
      assertEquals(g, v.game(), context);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"\u2028", "\u0085", "\u2029", "\u000b\u000c"})
  void lineSeparatorsInATagValueStayInTheValue(String separator) {
    String value = "two" + separator + "lines";
    Game g = Game.start(Variant.sivy()).play("f2-e3A");
    for (RecordFormat format : RecordFormat.values()) {
      String text = format.text(GameRecord.of(g, Map.of("Event", value), format));
      GameRecord back = only(text);
      assertEquals(value, back.tags().get("Event"), format + "\n" + text);
      assertEquals(1, back.turns().size(), format + "\n" + text);
      assertTrue(RecordValidator.validate(back).isLegal(), text);
    }
  }

  @Test
  void anSgfVariationIsReadIntoTheTree() {
    GameRecord r =
        only(
            "(;GM[Fanorona]\n(;P0[1 Capture A F 2 E 3];P0[2 done];P1[3 Capture A D 5 D 4]"
                + ";P1[4 done])\n(;P0[1 Capture W D 3 E 3];P0[2 done]))\n");
    assertEquals(List.of("f2-e3A", "d5-d4A"), r.turns().stream().map(RecordedTurn::text).toList());
    // issue 33: the second branch is a variation of the first turn, no longer skipped
    RecordLine v = r.tree().nodes().get(0).variations().get(0);
    assertEquals(List.of("d3-e3W"), v.turns().stream().map(RecordedTurn::text).toList());
    assertEquals(List.of(), r.problems());
    assertTrue(RecordValidator.validate(r).problems().isEmpty());
  }

  @ParameterizedTest
  @ValueSource(strings = {"1-0x", "2-0", "1/2", "*?", "½"})
  void anUnknownResultIsReportedNotReadAsATurn(String result) {
    for (String text :
        new String[] {
          "1. f2-e3A2 " + result + "\n",
          "[Event \"e\"]\n\n1. f2-e3A2 " + result + "\n",
          "Board: 1\nWhite (a): a\nBlack (b): b\n\n1. f2-e3A2 " + result + "\n"
        }) {
      GameRecord r = only(text);
      assertEquals(1, r.turns().size(), text);
      Validation v = RecordValidator.validate(r);
      assertTrue(
          v.errors().stream().anyMatch(p -> p.message().contains("unknown result")),
          text + v.problems());
      for (RecordFormat format : RecordFormat.values()) {
        String written = format.text(v);
        Validation back = RecordValidator.validate(only(written));
        assertEquals(1, back.record().turns().size(), written);
        assertFalse(back.isLegal(), written);
      }
    }
  }

  @Test
  void theFgnDialectReads() {
    String fgn =
        "[Event \"FGN\"]\n[Vela \"Noirs\"]\n[Result \"½-½\"]\n\n" + "1... d4-e3A! 2. d3-d4?! ½-½\n";
    GameRecord r = only(fgn);
    assertEquals(java.util.Optional.of(Side.BLACK), r.ruleset().velaBeneficiary());
    assertEquals("1/2-1/2", r.result());
    assertEquals(List.of("!", "?!"), r.turns().stream().map(RecordedTurn::annotation).toList());
    Validation v = RecordValidator.validate(r);
    assertTrue(v.isLegal(), v.problems().toString());
    for (RecordFormat format :
        List.of(RecordFormat.PGN, RecordFormat.AW_LOG, RecordFormat.GAMERZ)) {
      String written = format.text(v);
      assertTrue(written.contains("d4-e3A1!") && written.contains("d3-d4?!"), written);
      GameRecord back = only(written);
      assertEquals(
          List.of("!", "?!"),
          back.turns().stream().map(RecordedTurn::annotation).toList(),
          written);
    }
    assertEquals(
        java.util.Optional.of(Side.WHITE),
        only("[Vela \"Blancs\"]\n\n*\n").ruleset().velaBeneficiary());
    for (String glyph : new String[] {"!", "?", "!!", "??", "!?", "?!"}) {
      GameRecord g = only("1. f2-e3A" + glyph + " *\n");
      assertEquals(glyph, g.turns().get(0).annotation());
      assertEquals("f2-e3A", g.turns().get(0).text());
    }
  }

  @ParameterizedTest
  @EnumSource(RecordFormat.class)
  void aResignedOrDrawnGameSurvivesWritingAndReading(RecordFormat format) {
    Game played = RandomGames.play(Variant.sivy(), Ruleset.standard(), 3, 12);
    for (Game ended :
        new Game[] {played.resign(Side.WHITE), played.resign(Side.BLACK), played.agreeDraw()}) {
      String text = format.text(GameRecord.of(ended, Map.of(), format));
      GameRecord back = only(text);
      Game game = RecordValidator.validate(back).game();
      assertEquals(ended, game, text);
      assertEquals(ended.outcome(), game.outcome(), text);
      Outcome.Reason how = ended.outcome().orElseThrow().reason();
      assertEquals(
          how == Outcome.Reason.RESIGNATION ? "resignation" : "agreement",
          back.tags().get("Termination"),
          text);
      assertEquals(text, format.text(back), text);
    }
  }

  @Test
  void theValidGamesOfAFileAreStillRead() {
    List<GameRecord> games =
        Records.read(
            "[Event \"a\"]\n\n1. f2-e3A2 *\n\n"
                + "[Event \"b\"]\n[FEN \"BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 0 0 1\"]\n\n"
                + "1. f2-e3A2 *\n\n[Event \"c\"]\n\n1. d3-e3W *\n");
    assertEquals(3, games.size());
    assertTrue(RecordValidator.validate(games.get(0)).isLegal());
    assertTrue(RecordValidator.validate(games.get(2)).isLegal());
    for (RecordFormat format : RecordFormat.values()) {
      String all =
          String.join(
              "\n", games.stream().map(g -> format.text(RecordValidator.validate(g))).toList());
      assertEquals(3, Records.read(all).size(), all);
    }
  }

  @Test
  void theRecordFormatExampleSaysWhatItDoes() {
    GameRecord r = Records.read(RecordFormat.PGN, "[White \"ann\"]\n\n1. f2-e3A2 *\n").get(0);
    assertEquals("{White \"ann\"}\n1. f2-e3A2\n*\n", RecordFormat.AW_LOG.text(r));
    assertTrue(RecordFormat.BOARDSPACE_SGF.text(r).startsWith("(;GM[Fanorona]"));
    assertEquals(
        java.util.Optional.of(Outcome.win(Side.WHITE, Outcome.Reason.RESIGNATION)),
        RecordValidator.validate(Records.read(RecordFormat.PGN, "1. f2-e3A2 1-0").get(0))
            .game()
            .outcome());
  }
}
