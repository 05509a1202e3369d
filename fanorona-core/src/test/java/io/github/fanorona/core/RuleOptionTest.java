package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The one declaration of the rule options ({@link RuleOption}) against everything that follows it:
 * the text form, validation, and the options tables of {@code RULES.md} and the README.
 */
class RuleOptionTest {
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "no-capture-draw=\u0665\u0660", // Arabic-Indic 50
        "no-capture-draw=+5",
        "repetition-draw=+3",
        "no-capture-draw=\uff15\uff10", // fullwidth 50
        "repetition-draw=\u0969", // Devanagari 3
        "no-capture-draw=",
        "no-capture-draw=5 0",
        "no-capture-draw=0x10",
        "no-capture-draw=99999999999999999999999"
      })
  void numbersAreAsciiDigitsWithoutASign(String text) {
    FanoronaParseException e =
        assertThrows(FanoronaParseException.class, () -> Ruleset.parse(text), text);
    assertTrue(e.reason().contains("expects a whole number"), e.getMessage());
    assertTrue(e.reason().contains("ASCII digits 0-9, without a sign"), e.getMessage());
    assertEquals(1, e.column(), e.getMessage());
  }

  @Test
  void asciiNumbersStillRead() {
    assertEquals(50, Ruleset.parse("no-capture-draw=50").noCaptureDrawPlies());
    assertEquals(50, Ruleset.parse("no-capture-draw=050").noCaptureDrawPlies());
    assertEquals(
        Integer.MAX_VALUE, Ruleset.parse("no-capture-draw=2147483647").noCaptureDrawPlies());
    assertThrows(FanoronaParseException.class, () -> Ruleset.parse("no-capture-draw=2147483648"));
    assertEquals(0, Ruleset.parse("repetition-draw=0").repetitionDrawCount());
  }

  @Test
  void theBuilderChecksWhatTheDeclarationSays() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> Ruleset.builder().repetitionDrawCount(1));
    assertEquals(
        "repetition-draw must be 0 (off) or a number of occurrences of at least 2, not 1",
        e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class, () -> Ruleset.builder().noCaptureDrawPlies(-3));
    assertEquals(
        "no-capture-draw must be 0 (off) or a positive number of half-moves, not -3",
        e.getMessage());
    assertEquals(
        3, Ruleset.builder().set(RuleOption.REPETITION_DRAW, 3).build().repetitionDrawCount());
  }

  @Test
  void everyOptionHasItsKeyAndADefaultThatTheStandardRulesHold() {
    List<String> keys = new ArrayList<>();
    for (RuleOption<?> o : RuleOption.all()) {
      keys.add(o.key());
      assertEquals(o, RuleOption.byKey(o.key()).orElseThrow());
      assertEquals(o.defaultValue(), Ruleset.standard().get(o), o.key());
    }
    assertEquals(
        List.of(
            "capture",
            "chain",
            "first-turn-chain",
            "no-move",
            "no-capture-draw",
            "repetition-draw",
            "huffing",
            "vela",
            "vela-no-capture"),
        keys);
    assertTrue(RuleOption.byKey("Capture").isEmpty());
  }

  /** Random rulesets: every value's text reads back to the same ruleset. Prints the seed. */
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 42, 1234567, -99})
  void randomRulesetsRoundTripThroughText(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    for (int k = 0; k < 200; k++) {
      Ruleset.Builder b = Ruleset.builder();
      for (RuleOption<?> o : RuleOption.all()) {
        pick(b, o, r);
      }
      Ruleset rules = b.build();
      String text = rules.optionString();
      assertEquals(rules, Ruleset.parse(text), "seed " + seed + ": " + text);
      assertEquals(rules.hashCode(), Ruleset.parse(text).hashCode(), "seed " + seed);
      assertEquals(rules, Ruleset.standard().with(text), "seed " + seed);
    }
  }

  private static <V> void pick(Ruleset.Builder b, RuleOption<V> o, SplittableRandom r) {
    String text;
    if (o.isNumber()) {
      text = r.nextBoolean() ? "0" : String.valueOf(o.least() + r.nextInt(100));
    } else {
      text = o.words().get(r.nextInt(o.words().size()));
    }
    V v = o.parse(text);
    assertEquals(text, o.format(v));
    b.set(o, v);
  }

  @Test
  void rulesMdHasOneRowPerOptionWithItsValues() throws IOException {
    String rules = Files.readString(Path.of("RULES.md"), StandardCharsets.UTF_8);
    Matcher m = Pattern.compile("(?m)^\\| `([a-z-]+)` \\| ([^|]+) \\|").matcher(rules);
    List<String> found = new ArrayList<>();
    while (m.find()) {
      found.add(m.group(1) + " | " + m.group(2).strip());
    }
    List<String> expected = new ArrayList<>();
    for (RuleOption<?> o : RuleOption.all()) {
      expected.add(o.key() + " | " + docValues(o));
    }
    assertEquals(expected, found, "the options table of fanorona-core/RULES.md");
  }

  @Test
  void theReadmeListsTheOptions() throws IOException {
    String readme = Files.readString(Path.of("..", "README.md"), StandardCharsets.UTF_8);
    Matcher m = Pattern.compile("Rule options: ([^.]+)\\.").matcher(readme);
    assertTrue(m.find(), "README.md has a 'Rule options:' list");
    List<String> expected = new ArrayList<>();
    for (RuleOption<?> o : RuleOption.all()) {
      expected.add("`" + o.key() + "=" + (o.isNumber() ? "N" : String.join("|", o.words())) + "`");
    }
    assertEquals(String.join(", ", expected), m.group(1).replaceAll("\\s+", " "));
  }

  /** The values column of RULES.md, as the declaration gives it. */
  private static String docValues(RuleOption<?> o) {
    if (o.isNumber()) {
      return "`0` (off) · N" + (o.least() > 1 ? " ≥ " + o.least() : "");
    }
    List<String> words = new ArrayList<>();
    for (String w : o.words()) {
      words.add("`" + w + "`");
    }
    return String.join(" · ", words);
  }
}
