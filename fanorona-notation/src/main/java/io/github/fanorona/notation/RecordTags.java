package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Preset;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the tags that set up a game (Variant, Rules, Vela, FEN) into a record builder, and writes
 * them back for a game that needs them.
 *
 * <pre>{@code RecordTags.setUp(builder, tags, tagLines, tagColumns);}</pre>
 */
final class RecordTags {
  private RecordTags() {}

  /** Tag names in the order writers print them. */
  static final String[] ORDER = {
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "Variant",
    "Rules",
    "Vela",
    "FEN",
    "Termination"
  };

  /**
   * Interprets the set-up tags held by a builder's tag map; problems go to the builder, placed at
   * the tag's value (or inside it, where the value says).
   *
   * @param b the builder
   * @param tags the tags read
   * @param lines the line of each tag, for problems
   * @param columns the column where each tag's value starts, for problems
   */
  static void setUp(
      GameRecord.Builder b,
      Map<String, String> tags,
      Map<String, Integer> lines,
      Map<String, Integer> columns) {
    Variant variant = Variant.sivy();
    boolean variantGiven = false;
    String v = value(tags, "Variant");
    if (!v.isEmpty()) {
      Optional<Variant> found;
      try {
        found = Variants.find(v);
      } catch (IllegalArgumentException e) {
        // a board:WxH without a standard start is this game's problem, not the file's
        problem(b, lines, columns, "Variant", "variant '" + FanoronaException.quote(v) + "': ", e);
        found = Optional.of(variant);
      }
      if (found.isPresent()) {
        variant = found.get();
        variantGiven = true;
      } else {
        b.problem(
            Problem.error(
                1,
                place(lines, "Variant"),
                place(columns, "Variant"),
                "unknown variant '"
                    + FanoronaException.quote(v)
                    + "'; known variants: "
                    + knownVariants()));
      }
    }
    String r = value(tags, "Rules");
    if (!variantGiven) {
      // a preset bound to a variant (vela) chooses it, as on the command line
      variant = presetVariant(r).orElse(variant);
    }
    b.variant(variant);
    Ruleset rules = variant.defaultRuleset();
    if (!r.isEmpty() && !r.equals("?")) {
      try {
        rules = Presets.ruleset(r, variant);
      } catch (IllegalArgumentException e) {
        problem(b, lines, columns, "Rules", "", e);
      }
    }
    String vela = velaWord(value(tags, "Vela"));
    if (!vela.isEmpty()) {
      try {
        rules = rules.with("vela=" + vela);
      } catch (IllegalArgumentException e) {
        b.problem(
            Problem.error(
                1,
                place(lines, "Vela"),
                place(columns, "Vela"),
                "Vela tag expects White, Black or off, found '"
                    + FanoronaException.quote(value(tags, "Vela"))
                    + "'"));
      }
    }
    b.ruleset(rules);
    String fen = value(tags, "FEN");
    // a Vela beneficiary, the previous game's loser, moves first (the French history page of Vela,
    // source 003 in the README)
    b.start(variant.start(rules));
    if (!fen.isEmpty()) {
      try {
        b.start(variant.parsePosition(fen));
      } catch (IllegalArgumentException e) {
        problem(b, lines, columns, "FEN", "FEN: ", e);
      }
    }
  }

  /**
   * Returns the option word for a Vela tag's value: {@code White}, {@code Black}, {@code off} or
   * {@code none}, in any case, or the French side names of FGN-style records ({@code Blancs},
   * {@code Noirs}, also singular).
   */
  private static String velaWord(String value) {
    String v = value.toLowerCase(Locale.ROOT);
    return switch (v) {
      case "none" -> "off";
      case "blancs", "blanc" -> "white";
      case "noirs", "noir" -> "black";
      default -> v;
    };
  }

  /** Reports a tag value's parse error at its place in the value. */
  private static void problem(
      GameRecord.Builder b,
      Map<String, Integer> lines,
      Map<String, Integer> columns,
      String key,
      String prefix,
      IllegalArgumentException e) {
    int column = place(columns, key);
    String reason = String.valueOf(e.getMessage());
    if (e instanceof FanoronaException p) {
      reason = p.reason();
      // the value is stripped when read: count the blanks it started with
      column += Math.max(1, p.column()) - 1;
    }
    b.problem(Problem.error(1, place(lines, key), Math.max(1, column), prefix + reason));
  }

  /** Looks a tag's line or column up by its name in any case; 0 when unknown. */
  private static int place(Map<String, Integer> places, String key) {
    for (Map.Entry<String, Integer> e : places.entrySet()) {
      if (e.getKey().equalsIgnoreCase(key)) {
        return e.getValue();
      }
    }
    return 0;
  }

  /** Returns the variant a Rules text's preset is bound to, if it names one that is. */
  private static Optional<Variant> presetVariant(String rules) {
    int comma = rules.indexOf(',');
    String head = (comma < 0 ? rules : rules.substring(0, comma)).strip();
    if (head.isEmpty() || head.contains("=")) {
      return Optional.empty();
    }
    return Presets.find(head).flatMap(Preset::variant);
  }

  /** Returns the ruleset a Rules text gives a variant, or empty if the text is malformed. */
  private static Optional<Ruleset> rulesOf(String rules, Variant variant) {
    try {
      return Optional.of(Presets.ruleset(rules, variant));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  /** The value of a tag whose name is {@code key} in any case, stripped; empty if absent. */
  static String value(Map<String, String> tags, String key) {
    return value(tags, key, "").strip();
  }

  /** The entry of a map keyed by tag name whose name is {@code key} in any case. */
  static <V> V value(Map<String, V> byTag, String key, V absent) {
    for (Map.Entry<String, V> e : byTag.entrySet()) {
      if (e.getKey().equalsIgnoreCase(key)) {
        return e.getValue();
      }
    }
    return absent;
  }

  static String knownVariants() {
    return String.join(", ", Variants.all().stream().map(Variant::displayName).toList());
  }

  /**
   * Returns a record's tags in the writers' order, with Variant, Rules, FEN and Result filled in
   * from the record itself, so that reading them back sets the same game up: a Variant tag whenever
   * the Rules text alone would choose another variant, a Rules text that gives the record's rules
   * under its variant (the one read when it still does), a FEN when the start is not the one the
   * rules give.
   */
  @SuppressWarnings("ReferenceEquality") // only the built-in singleton goes without a Variant tag
  static Map<String, String> forWriting(GameRecord record, String result) {
    Map<String, String> all = new LinkedHashMap<>(record.tags());
    Variant variant = record.variant();
    String givenRules = value(record.tags(), "Rules");
    // tags read in another case ([variant "..."]) are replaced too, not written twice
    all.keySet()
        .removeIf(
            k ->
                k.equalsIgnoreCase("Variant")
                    || k.equalsIgnoreCase("Rules")
                    || k.equalsIgnoreCase("Vela")
                    || k.equalsIgnoreCase("FEN")
                    || k.equalsIgnoreCase("Result"));
    Map<String, String> setUp = new LinkedHashMap<>();
    if (variant != Variant.sivy()) {
      setUp.put("Variant", variantName(variant));
    }
    if (!record.ruleset().equals(variant.defaultRuleset())) {
      setUp.put("Rules", rulesText(givenRules, record.ruleset(), variant));
    }
    if (!readBack(setUp).variant().equals(variant)) {
      setUp.put("Variant", variantName(variant));
    }
    if (!record.start().equals(variant.start(record.ruleset()))) {
      setUp.put("FEN", record.start().toString());
    }
    all.putAll(setUp);
    all.put("Result", result);
    Map<String, String> ordered = new LinkedHashMap<>();
    for (String k : ORDER) {
      if (all.containsKey(k)) {
        ordered.put(k, all.remove(k));
      }
    }
    ordered.putAll(all);
    return ordered;
  }

  /**
   * The name a Variant tag gives a variant by: its display name ({@code Fanoron-Dimy}) when the
   * readers find the variant by it, else its name ({@code board:7x3}), which they always do.
   */
  static String variantName(Variant variant) {
    try {
      if (Variants.find(variant.displayName()).equals(Optional.of(variant))) {
        return variant.displayName();
      }
    } catch (IllegalArgumentException e) {
      // a display name that looks like a board of no standard start: the name will do
    }
    return variant.name();
  }

  /** What the set-up tags give when read back. */
  private static GameRecord readBack(Map<String, String> tags) {
    GameRecord.Builder b = GameRecord.builder(RecordFormat.PGN);
    setUp(b, tags, Map.of(), Map.of());
    return b.build();
  }

  /**
   * Returns a Rules text that gives a ruleset under a variant: the text read, when it still does;
   * else the options on top of the variant's rules; else the options on top of the standard rules,
   * with {@code vela=off} when the Vela rule is off.
   */
  private static String rulesText(String given, Ruleset rules, Variant variant) {
    String options = rules.optionString();
    List<String> candidates = new ArrayList<>();
    if (!given.isEmpty()) {
      candidates.add(given);
    }
    if (!options.isEmpty()) {
      candidates.add(options);
    }
    String full =
        "standard"
            + (options.isEmpty() ? "" : "," + options)
            + (rules.velaBeneficiary().isEmpty() ? ",vela=off" : "");
    candidates.add("standard");
    for (String c : candidates) {
      if (rulesOf(c, variant).equals(Optional.of(rules))) {
        return c;
      }
    }
    return full;
  }

  /**
   * Returns the result a writer gives a replayed record: the record's own result token when it has
   * one (so a contradicted or unknown result stays wrong where it was), else how the replayed game
   * ended, else {@code *}.
   */
  static String result(Validation v) {
    String r = v.record().result();
    if (!r.equals("*")) {
      return RecordText.canonicalResult(r);
    }
    return v.outcome().map(Outcome::resultString).orElse("*");
  }

  /**
   * Settles a game's result between its movetext and its Result tag. The tag gives the result when
   * the movetext has none, or only {@code *} while the tag holds a result that no token can write
   * (an unknown one such as {@code White wins on time}, which the writers keep in the tag); any
   * other difference is a contradiction, reported at the tag.
   *
   * @param b the game being read, its movetext already read
   * @param movetextResult whether the movetext ended with a result token
   * @param tags the game's tags, the Result tag read in any case
   * @param lines the lines of the tags' values
   * @param columns the columns of the tags' values
   * @param what what the format calls a tag ({@code tag}, {@code header})
   */
  static void settleResult(
      GameRecord.Builder b,
      boolean movetextResult,
      Map<String, String> tags,
      Map<String, Integer> lines,
      Map<String, Integer> columns,
      String what) {
    int line = value(lines, "Result", 0);
    int column = value(columns, "Result", 1);
    String tagResult = RecordText.canonicalResult(value(tags, "Result"));
    String movetext = b.build().result();
    boolean onlyTheTag =
        movetext.equals("*") && !RecordText.writableResult(tagResult).equals(tagResult);
    if (!tagResult.isEmpty() && (!movetextResult || onlyTheTag)) {
      b.result(tagResult, line, column);
    } else if (movetextResult && !tagResult.isEmpty() && !tagResult.equals(movetext)) {
      b.problem(
          Problem.error(
              b.build().index(),
              line,
              column,
              "the Result "
                  + what
                  + " says "
                  + tagResult
                  + " but the movetext ends with "
                  + movetext));
    }
  }
}
