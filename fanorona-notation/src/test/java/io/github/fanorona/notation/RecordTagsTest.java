package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The set-up tags (Variant, Rules, Vela, FEN) as PGN-style and Gamerz-style records give them. */
class RecordTagsTest {
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "french|sivy",
        "youzai|sivy",
        "seed000|sivy",
        "vela|vela",
        "youzai,capture=larger|sivy",
        "Trilingual|sivy"
      })
  void aPresetNameInTheRulesTagSetsTheRules(String rules, String variant) {
    String pgn = "[Event \"e\"]\n[Rules \"" + rules + "\"]\n\n*\n";
    GameRecord r = Records.read(pgn).get(0);
    assertTrue(r.problems().isEmpty(), r.problems().toString());
    Variant v = Variants.byName(variant);
    assertEquals(v, r.variant());
    Ruleset expected = Presets.parse(rules).ruleset();
    assertEquals(expected, r.ruleset());
    String written = RecordFormat.PGN.text(r);
    GameRecord back = Records.read(written).get(0);
    assertEquals(expected, back.ruleset(), written);
    assertEquals(v, back.variant(), written);
    if (!expected.equals(v.defaultRuleset())) {
      assertTrue(written.contains("[Rules \"" + rules + "\"]"), written);
    }
    GameRecord gamerz =
        Records.read("Board: 1\nWhite (a): a\nBlack (b): b\nRules: " + rules + "\n").get(0);
    assertTrue(gamerz.problems().isEmpty(), gamerz.problems().toString());
    assertEquals(expected, gamerz.ruleset());
    assertEquals(v, gamerz.variant());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "[Vela \"Black\"]\n\n1... d4-e3A 2. d3-d4 *\n",
        "[Rules \"vela=black\"]\n\n1... d4-e3A 2. d3-d4 *\n",
        "Board: 3\nWhite (a): a\nBlack (b): b\nVela: Black\n\n1... d4-e3A\n2. d3-d4\n"
      })
  void aVelaBeneficiaryGivenByATagMovesFirst(String record) {
    GameRecord r = Records.read(record).get(0);
    assertEquals(Side.BLACK, r.start().sideToMove());
    Validation v = RecordValidator.validate(r);
    assertTrue(v.isLegal(), v.problems().toString());
    assertEquals(2, v.game().turns().size());
    for (String written : new String[] {RecordFormat.PGN.text(r), RecordFormat.GAMERZ.text(r)}) {
      GameRecord back = Records.read(written).get(0);
      assertFalse(written.contains("FEN"), written);
      Validation w = RecordValidator.validate(back);
      assertTrue(w.isLegal(), written + w.problems());
      assertEquals(v.game().turns(), w.game().turns(), written);
    }
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "[Event \"x\"]\\n[variant \"chess\"]\\n\\n*\\n|2|11|unknown variant 'chess'",
        "[Event \"x\"]\\n[rules \"bogus\"]\\n\\n*\\n|2|9|unknown preset 'bogus'",
        "[Event \"x\"]\\n[Rules \"youzai,capture=bogus\"]\\n\\n*\\n|2|16|capture",
        "[Event \"x\"]\\n[VELA \"grey\"]\\n\\n*\\n|2|8|Vela tag expects",
        "Board: 1\\nWhite (a): a\\nBlack (b): b\\nvariant:  chess\\n|4|11|unknown variant 'chess'",
        "{Event}\\n{Variant \"chess\"}\\n1. d3-e3W *\\n|2|11|unknown variant 'chess'"
      })
  void aBadTagIsReportedAtItsValue(String text, int line, int column, String message) {
    // the first error: a comment that is no tag ({Event}) is a warning before it
    Problem p =
        Records.read(text.replace("\\n", "\n")).get(0).problems().stream()
            .filter(Problem::isError)
            .findFirst()
            .orElseThrow();
    assertEquals(line, p.line(), p.toString());
    assertEquals(column, p.column(), p.toString());
    assertTrue(p.message().contains(message), p.toString());
    assertFalse(p.message().contains("column"), p.toString());
  }

  @Test
  void aBadFenIsReportedInsideItsValue() {
    Problem p = Records.read("[Event \"x\"]\n[fen \"9/9 w\"]\n\n*\n").get(0).problems().get(0);
    assertEquals(2, p.line(), p.toString());
    assertTrue(p.column() >= 7 && p.column() <= 12, p.toString());
    assertTrue(p.message().startsWith("FEN: "), p.toString());
    assertFalse(p.message().contains("column"), p.toString());
  }

  @Test
  void setUpTagsInAnotherCaseAreWrittenOnce() {
    GameRecord r =
        Records.read(
                "[variant \"Fanoron-Dimy\"]\n[rules \"youzai\"]\n"
                    + "[result \"*\"]\n\n1. c2-c3A2 *\n")
            .get(0);
    assertEquals(Variants.DIMY, r.variant());
    String written = RecordFormat.PGN.text(r);
    assertEquals(1, written.split("(?i)\\[variant ", -1).length - 1, written);
    assertEquals(1, written.split("(?i)\\[rules ", -1).length - 1, written);
    assertEquals(1, written.split("(?i)\\[result ", -1).length - 1, written);
    assertTrue(written.contains("[Variant \"Fanoron-Dimy\"]"), written);
    assertEquals(Variants.DIMY, Records.read(written).get(0).variant());
  }
}
