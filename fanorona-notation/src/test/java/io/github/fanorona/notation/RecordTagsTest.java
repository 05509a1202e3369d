package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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
    GameRecord r = RecordReader.read(pgn).get(0);
    assertTrue(r.problems().isEmpty(), r.problems().toString());
    Variant v = Variants.byName(variant);
    assertEquals(v, r.variant());
    Ruleset expected = Presets.parse(rules).ruleset();
    assertEquals(expected, r.ruleset());
    String written = PgnWriter.write(r);
    GameRecord back = RecordReader.read(written).get(0);
    assertEquals(expected, back.ruleset(), written);
    assertEquals(v, back.variant(), written);
    if (!expected.equals(v.defaultRuleset())) {
      assertTrue(written.contains("[Rules \"" + rules + "\"]"), written);
    }
    GameRecord gamerz =
        RecordReader.read("Board: 1\nWhite (a): a\nBlack (b): b\nRules: " + rules + "\n").get(0);
    assertTrue(gamerz.problems().isEmpty(), gamerz.problems().toString());
    assertEquals(expected, gamerz.ruleset());
    assertEquals(v, gamerz.variant());
  }
}
