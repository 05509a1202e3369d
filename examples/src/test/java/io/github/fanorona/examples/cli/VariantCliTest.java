package io.github.fanorona.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The variant and preset side of the command-line tool. */
class VariantCliTest {
  /** The exit status, standard output and standard error of one run. */
  private static final class Run {
    final int status;
    final String out;
    final String err;

    Run(String... args) {
      StringWriter o = new StringWriter();
      StringWriter e = new StringWriter();
      status = FanoronaCli.run(args, new PrintWriter(o), new PrintWriter(e));
      out = o.toString();
      err = e.toString();
    }

    List<String> lines() {
      return Arrays.asList(out.strip().split("\\R"));
    }

    String last() {
      List<String> l = lines();
      return l.get(l.size() - 1);
    }
  }

  @Test
  void movesOfTeloListsTheNineDrops() {
    Run r = new Run("moves", "--variant", "telo");
    assertEquals(0, r.status, r.err);
    assertEquals(
        List.of("a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3", "9 turns"), r.lines());
  }

  @Test
  void perftOfTheSmallVariants() {
    assertEquals("72", new Run("perft", "--variant", "telo", "2").last());
    assertEquals("3469", new Run("perft", "--variant", "dimy", "4").last());
    assertEquals("67", new Run("perft", "--variant", "Telo-Capture", "4").last());
    assertEquals(
        "1145",
        new Run("perft", "--variant", "dimy", "--rules", "first-turn-chain=forbidden", "4").last());
  }

  @Test
  void applyPlaysDropsOfTelo() {
    Run r = new Run("apply", "--variant", "fanoron-telo", "b2", "a1");
    assertEquals(0, r.status, r.err);
    // White b2, Black a1, White to move with two stones in each hand, turn 2.
    assertEquals("3/1W1/B2 w 2 2 2 2", r.out.strip());
    Run win = new Run("apply", "--variant", "telo", "a1", "b1", "b2", "a2", "c3", "c2");
    assertEquals(2, win.status);
    assertTrue(win.err.contains("over"), win.err);
  }

  @Test
  void theVelaBeneficiaryMovesFirst() {
    Run black = new Run("moves", "--variant", "vela");
    Run white = new Run("moves", "--variant", "vela", "--rules", "vela=white");
    Run preset = new Run("moves", "--rules", "vela");
    assertEquals(0, white.status, white.err);
    assertEquals("5 turns", black.last());
    assertEquals("5 turns", white.last());
    // Black's openings start on rows 3-4, White's on rows 2-3; all end on e3.
    assertTrue(black.lines().contains("d4-e3A"), black.out);
    assertTrue(white.lines().contains("d2-e3A"), white.out);
    assertEquals(black.out, preset.out, "the vela preset selects the vela variant");
    Run applied = new Run("apply", "--variant", "vela", "--rules", "vela=white", "d2-e3A");
    assertTrue(applied.out.strip().endsWith(" b 0 1"), applied.out);
  }

  @Test
  void rulesTakeAPresetWithOverrides() {
    Run r = new Run("moves", "--rules", "youzai,capture=larger");
    assertEquals(0, r.status, r.err);
    assertEquals("5 turns", r.last());
    // Under the French sheet's huffing White may also step into e3 without capturing.
    Run french = new Run("moves", "--rules", "french");
    assertTrue(french.lines().contains("d2-e3"), french.out);
    Run plain = new Run("moves");
    org.junit.jupiter.api.Assertions.assertFalse(plain.lines().contains("d2-e3"), plain.out);
  }

  @Test
  void movesAndApplyHandleHuffs() {
    String omission = "4B4/9/2B6/9/2W5W w 0 4"; // White c1 could take c3; i1 cannot capture
    Run strict = new Run("apply", "--fen", omission, "i1-i2");
    assertEquals(2, strict.status, "an omitted capture is illegal without huffing");
    Run omitted = new Run("apply", "--rules", "huffing=on", "--fen", omission, "i1-i2");
    assertEquals(0, omitted.status, omitted.err);
    String liable = omitted.out.strip();
    assertTrue(liable.startsWith("4B4/9/2B6/8W/2w6 b"), liable);
    Run moves = new Run("moves", "--rules", "huffing=on", "--fen", liable);
    assertTrue(moves.lines().contains("xc1:e5-e4"), moves.out);
    Run huffed =
        new Run("apply", "--rules", "french", "--fen", omission, "i1-i2", "xc1:e5-e4");
    assertEquals(0, huffed.status, huffed.err);
    assertTrue(huffed.out.startsWith("9/4B4/2B6/8W/9 w 0 "), huffed.out);
  }

  @Test
  void badRulesNameTheColumnAndTheChoices() {
    Run r = new Run("moves", "--rules", "youzai,capture=large");
    assertEquals(2, r.status);
    assertTrue(r.err.contains("column 8"), r.err);
    assertTrue(r.err.contains("free|larger"), r.err);
    Run unknown = new Run("perft", "--rules", "bogus", "1");
    assertEquals(2, unknown.status);
    assertTrue(unknown.err.contains("youzai") && unknown.err.contains("abstract-play"), unknown.err);
    assertEquals(1, unknown.err.strip().split("\\R").length, "one line on standard error");
    Run variant = new Run("moves", "--variant", "nine");
    assertEquals(2, variant.status);
    assertTrue(variant.err.contains("telo-capture"), variant.err);
  }

  @Test
  void helpListsVariantsPresetsAndOptions() {
    Run r = new Run("moves", "--help");
    assertEquals(0, r.status);
    for (String word :
        List.of(
            "telo ", "telo-capture", "dimy", "vela", "seed000", "youzai", "french", "seed004",
            "boardspace", "abstract-play", "vela-no-capture=", "huffing=off|on")) {
      assertTrue(r.out.contains(word), word + " in\n" + r.out);
    }
    assertTrue(new Run("perft", "--help").out.contains("abstract-play"));
  }
}
