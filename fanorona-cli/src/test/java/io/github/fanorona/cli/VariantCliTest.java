package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The variant and preset side of the command-line tool. */
class VariantCliTest {
  @Test
  void movesOfTeloListsTheNineDrops() {
    ToolRun r = ToolRun.of("moves", "--variant", "telo");
    assertEquals(0, r.status(), r.err());
    assertEquals(
        List.of("a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3", "9 turns"), r.outLines());
  }

  @Test
  void perftOfTheSmallVariants() {
    assertEquals("72", ToolRun.of("perft", "--variant", "telo", "2").lastLine());
    assertEquals("3469", ToolRun.of("perft", "--variant", "dimy", "4").lastLine());
    assertEquals("67", ToolRun.of("perft", "--variant", "Telo-Capture", "4").lastLine());
    assertEquals(
        "1145",
        ToolRun.of("perft", "--variant", "dimy", "--rules", "first-turn-chain=forbidden", "4")
            .lastLine());
  }

  @Test
  void applyPlaysDropsOfTelo() {
    ToolRun r = ToolRun.of("apply", "--variant", "fanoron-telo", "b2", "a1");
    assertEquals(0, r.status(), r.err());
    // White b2, Black a1, White to move with two stones in each hand, turn 2.
    assertEquals("3/1W1/B2 w 2 2 2 2", r.out().strip());
    ToolRun win = ToolRun.of("apply", "--variant", "telo", "a1", "b1", "b2", "a2", "c3", "c2");
    assertEquals(2, win.status());
    assertTrue(win.err().contains("over"), win.err());
  }

  @Test
  void theVelaBeneficiaryMovesFirst() {
    ToolRun black = ToolRun.of("moves", "--variant", "vela");
    ToolRun white = ToolRun.of("moves", "--variant", "vela", "--rules", "vela=white");
    ToolRun preset = ToolRun.of("moves", "--rules", "vela");
    assertEquals(0, white.status(), white.err());
    assertEquals("5 turns", black.lastLine());
    assertEquals("5 turns", white.lastLine());
    // Black's openings start on rows 3-4, White's on rows 2-3; all end on e3.
    assertTrue(black.outLines().contains("d4-e3A"), black.out());
    assertTrue(white.outLines().contains("d2-e3A"), white.out());
    assertEquals(black.out(), preset.out(), "the vela preset selects the vela variant");
    ToolRun applied = ToolRun.of("apply", "--variant", "vela", "--rules", "vela=white", "d2-e3A");
    assertTrue(applied.out().strip().endsWith(" b 0 1"), applied.out());
  }

  @Test
  void theVelaVariantKeepsItsRuleUnderAPresetOfTheOrdinaryGameAndIsTheOrdinaryGameWithoutIt() {
    // Black starts and the Vela rule holds under Youzai's rules as under the Vela's own.
    ToolRun youzai = ToolRun.of("moves", "--variant", "vela", "--rules", "youzai");
    ToolRun vela = ToolRun.of("moves", "--variant", "vela");
    assertEquals(0, youzai.status(), youzai.err());
    assertEquals(vela.out(), youzai.out());
    ToolRun off = ToolRun.of("moves", "--rules", "vela,vela=off");
    ToolRun ordinary = ToolRun.of("moves");
    assertEquals(
        ordinary.out(), off.out(), "with the Vela rule off, White starts the ordinary game");
    // Vela turns take one stone and never chain: fewer of them than in the ordinary game.
    ToolRun velaPerft = ToolRun.of("perft", "--variant", "vela", "--rules", "youzai", "3");
    ToolRun youzaiPerft =
        ToolRun.of("perft", "--variant", "vela", "--rules", "youzai,vela=off", "3");
    assertTrue(
        Long.parseLong(velaPerft.lastLine()) < Long.parseLong(youzaiPerft.lastLine()),
        velaPerft.lastLine() + " Vela turns against " + youzaiPerft.lastLine());
  }

  @Test
  void rulesTakeAPresetWithOverrides() {
    ToolRun r = ToolRun.of("moves", "--rules", "youzai,capture=larger");
    assertEquals(0, r.status(), r.err());
    assertEquals("5 turns", r.lastLine());
    // Under the French sheet's huffing White may also step into e3 without capturing.
    ToolRun french = ToolRun.of("moves", "--rules", "french");
    assertTrue(french.outLines().contains("d2-e3"), french.out());
    ToolRun plain = ToolRun.of("moves");
    org.junit.jupiter.api.Assertions.assertFalse(plain.outLines().contains("d2-e3"), plain.out());
  }

  @Test
  void movesAndApplyHandleHuffs() {
    String omission = "4B4/9/2B6/9/2W5W w 0 4"; // White c1 could take c3; i1 cannot capture
    ToolRun strict = ToolRun.of("apply", "--fen", omission, "i1-i2");
    assertEquals(2, strict.status(), "an omitted capture is illegal without huffing");
    ToolRun omitted = ToolRun.of("apply", "--rules", "huffing=on", "--fen", omission, "i1-i2");
    assertEquals(0, omitted.status(), omitted.err());
    String liable = omitted.out().strip();
    assertTrue(liable.startsWith("4B4/9/2B6/8W/2w6 b"), liable);
    ToolRun moves = ToolRun.of("moves", "--rules", "huffing=on", "--fen", liable);
    assertTrue(moves.outLines().contains("xc1:e5-e4"), moves.out());
    ToolRun huffed =
        ToolRun.of("apply", "--rules", "french", "--fen", omission, "i1-i2", "xc1:e5-e4");
    assertEquals(0, huffed.status(), huffed.err());
    assertTrue(huffed.out().startsWith("9/4B4/2B6/8W/9 w 0 "), huffed.out());
  }

  @Test
  void badRulesNameTheColumnAndTheChoices() {
    ToolRun r = ToolRun.of("moves", "--rules", "youzai,capture=large");
    assertEquals(2, r.status());
    assertTrue(r.err().contains("column 8"), r.err());
    assertTrue(r.err().contains("free|larger"), r.err());
    ToolRun unknown = ToolRun.of("perft", "--rules", "bogus", "1");
    assertEquals(2, unknown.status());
    assertTrue(
        unknown.err().contains("youzai") && unknown.err().contains("abstract-play"), unknown.err());
    assertEquals(1, unknown.err().strip().split("\\R").length, "one line on standard error");
    ToolRun variant = ToolRun.of("moves", "--variant", "nine");
    assertEquals(2, variant.status());
    assertTrue(variant.err().contains("telo-capture"), variant.err());
  }

  @Test
  void helpListsVariantsPresetsAndOptions() {
    ToolRun r = ToolRun.of("moves", "--help");
    assertEquals(0, r.status());
    for (String word :
        List.of(
            "telo ",
            "telo-capture",
            "dimy",
            "vela",
            "seed000",
            "youzai",
            "french",
            "seed004",
            "boardspace",
            "abstract-play",
            "vela-no-capture=",
            "huffing=off|on")) {
      assertTrue(r.out().contains(word), word + " in\n" + r.out());
    }
    assertTrue(ToolRun.of("perft", "--help").out().contains("abstract-play"));
  }
}
