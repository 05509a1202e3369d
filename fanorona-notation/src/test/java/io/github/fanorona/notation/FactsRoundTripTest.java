package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Preset;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 19, seeded: random legal games of every variant and preset, with tags drawn from the hard
 * cases, written in every format and through chains of formats; every fact reads back equal or was
 * reported by the writer (a {@link WriteWarning}): no silent change. A failure names its seed;
 * {@code -Dfanorona.facts.seeds=N} sets the default size.
 */
class FactsRoundTripTest {
  private static final String[] KEYS = {
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "ECO",
    "TimeControl",
    "PlyCount",
    "WhiteElo",
    "BlackElo",
    "Annotator",
    "Board",
    "Elo2",
    "2nd",
    "my_tag",
    "_x",
    "lower",
    "event",
    "My Key",
    "\u00d1and\u00fa",
    "\u041a\u043b\u044e\u0447",
    "xf2",
    "History",
    "K\"q",
    " pad "
  };

  private static final String[] PIECES = {
    "",
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
    // issue 34: a line separator of any kind, then what a line's start could be taken for
    "\n[",
    "\n{",
    "\n;",
    "\nBoard:",
    "\r[",
    "\r{",
    "\r;",
    "\rBoard:",
    "\u2028[",
    "\u2028{",
    "\u2028;",
    "\u2028Board:",
    "\u2029[",
    "\u2029{",
    "\u2029;",
    "\u2029Board:",
    "\u0085[",
    "\u0085{",
    "\u0085;",
    "\u0085Board:"
  };

  /** The set-ups: every variant under its rules, two board variants, every preset. */
  private static final List<Object[]> SET_UPS = setUps();

  private static List<Object[]> setUps() {
    List<Object[]> out = new ArrayList<>();
    List<Variant> variants = new ArrayList<>(Variants.all());
    variants.add(Variants.board(7, 3));
    variants.add(Variants.board(3, 5));
    for (Variant v : variants) {
      out.add(new Object[] {v, v.defaultRuleset()});
    }
    for (Preset p : Presets.all()) {
      Variant v = p.variant().orElse(Variant.sivy());
      out.add(new Object[] {v, Presets.ruleset(p.name(), v)});
      if (p.variant().isEmpty()) {
        out.add(new Object[] {Variants.VELA, Presets.ruleset(p.name(), Variants.VELA)});
      }
    }
    return out;
  }

  static LongStream seeds() {
    return LongStream.rangeClosed(1, Integer.getInteger("fanorona.facts.seeds", 16));
  }

  /** 20 blocks of 1,000 games: 20,000. */
  static LongStream longBlocks() {
    return LongStream.range(0, 20);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void everyFactReadsBackOrIsReported(long seed) {
    check(seed);
  }

  @Tag("long")
  @ParameterizedTest(name = "block {0}")
  @MethodSource("longBlocks")
  void manyMoreGames(long block) {
    for (long s = 0; s < 1_000; s++) {
      check(100_000 + block * 1_000 + s);
    }
  }

  private static void check(long seed) {
    try {
      SplittableRandom random = new SplittableRandom(seed);
      Object[] setUp = SET_UPS.get(random.nextInt(SET_UPS.size()));
      Game game =
          RandomGames.play(
              (Variant) setUp[0], (Ruleset) setUp[1], random.nextLong(), random.nextInt(40));
      GameRecord record = GameRecord.of(game, tags(random), RecordFormat.PGN);
      RecordFormat[] formats = RecordFormat.values();
      for (RecordFormat f : formats) {
        step(record, f, seed);
      }
      // a chain of three formats: each step compared with what the step before read back
      GameRecord now = record;
      for (int i = 0; i < 3; i++) {
        now = step(now, formats[random.nextInt(formats.length)], seed);
      }
    } catch (RuntimeException | AssertionError e) {
      throw new AssertionError("seed " + seed + ": " + e.getMessage(), e);
    }
  }

  /** Writes a record in a format and reads it back: every change must have been reported. */
  private static GameRecord step(GameRecord expected, RecordFormat f, long seed) {
    Validation v = RecordValidator.validate(expected);
    List<WriteWarning> warnings = new ArrayList<>();
    String text = f.text(v, warnings);
    List<GameRecord> read = Records.read(f, text);
    String context = "seed " + seed + ", " + f + ":\n" + shorter(text);
    assertEquals(1, read.size(), context);
    GameRecord back = read.get(0);
    // issue 34: the text read as detected is the text read as written, whatever its tags hold
    List<GameRecord> detected = Records.read(text);
    assertEquals(1, detected.size(), "detected as " + RecordReader.detect(text) + ", " + context);
    assertEquals(back.tags(), detected.get(0).tags(), "detected, " + context);
    assertEquals(back.turns(), detected.get(0).turns(), "detected, " + context);
    Validation replayed = RecordValidator.validate(back);
    assertTrue(replayed.isLegal(), context + replayed.problems());
    assertEquals(expected.variant(), back.variant(), context);
    assertEquals(expected.ruleset(), back.ruleset(), context);
    assertEquals(expected.start(), back.start(), context);
    assertEquals(v.game().turns(), replayed.game().turns(), context);
    assertEquals(v.game().outcome(), replayed.game().outcome(), context);
    Map<String, String> before = RecordFactsTest.freeTags(expected.tags());
    Map<String, String> after = RecordFactsTest.freeTags(back.tags());
    List<String> reported = warnings.stream().map(WriteWarning::tag).toList();
    for (Map.Entry<String, String> e : before.entrySet()) {
      if (!e.getValue().equals(after.get(e.getKey()))) {
        assertTrue(
            reported.contains(e.getKey()),
            "tag '"
                + e.getKey()
                + "' changed silently: "
                + quoted(e.getValue())
                + " -> "
                + quoted(String.valueOf(after.get(e.getKey())))
                + "\n"
                + context);
      }
    }
    for (String key : after.keySet()) {
      assertTrue(before.containsKey(key), "tag '" + key + "' appeared from nowhere\n" + context);
    }
    return back;
  }

  /** Zero to five tags from the hard cases: keys of every kind, values of every hard piece. */
  private static Map<String, String> tags(SplittableRandom random) {
    Map<String, String> tags = new LinkedHashMap<>();
    int n = random.nextInt(6);
    for (int i = 0; i < n; i++) {
      String key = KEYS[random.nextInt(KEYS.length)];
      StringBuilder value = new StringBuilder();
      int pieces = random.nextInt(4);
      for (int j = 0; j < pieces; j++) {
        value.append(PIECES[random.nextInt(PIECES.length)]);
      }
      if (random.nextInt(40) == 0) {
        value.append("x".repeat(70_000));
      }
      tags.put(key, value.toString());
    }
    return tags;
  }

  private static String quoted(String s) {
    return "'" + io.github.fanorona.core.FanoronaException.quote(s) + "'";
  }

  private static String shorter(String text) {
    return text.length() > 3_000 ? text.substring(0, 3_000) + "…" : text;
  }
}
