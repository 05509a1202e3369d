package io.github.fanorona.notation;

import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Preset;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import java.util.LinkedHashMap;
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
    "Event", "Site", "Date", "Round", "White", "Black", "Result", "Variant", "Rules", "Vela", "FEN",
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
  static void setUp(GameRecord.Builder b, Map<String, String> tags, Map<String, Integer> lines,
      Map<String, Integer> columns) {
    Variant variant = Variant.sivy();
    boolean variantGiven = false;
    String v = value(tags, "Variant");
    if (!v.isEmpty()) {
      Optional<Variant> found = Variants.find(v);
      if (found.isPresent()) {
        variant = found.get();
        variantGiven = true;
      } else {
        b.problem(Problem.error(1, place(lines, "Variant"), place(columns, "Variant"),
            "unknown variant '" + FanoronaException.quote(v) + "'; known variants: " + knownVariants()));
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
    String vela = value(tags, "Vela").toLowerCase(Locale.ROOT);
    if (!vela.isEmpty()) {
      try {
        rules = rules.with("vela=" + (vela.equals("none") ? "off" : vela));
      } catch (IllegalArgumentException e) {
        b.problem(Problem.error(1, place(lines, "Vela"), place(columns, "Vela"),
            "Vela tag expects White, Black or off, found '" + FanoronaException.quote(value(tags, "Vela")) + "'"));
      }
    }
    b.ruleset(rules);
    String fen = value(tags, "FEN");
    // a Vela beneficiary, the previous game's loser, moves first (seed 003)
    b.start(variant.start(rules));
    if (!fen.isEmpty()) {
      try {
        b.start(variant.parsePosition(fen));
      } catch (IllegalArgumentException e) {
        problem(b, lines, columns, "FEN", "FEN: ", e);
      }
    }
  }

  /** Reports a tag value's parse error at its place in the value. */
  private static void problem(GameRecord.Builder b, Map<String, Integer> lines,
      Map<String, Integer> columns, String key, String prefix, IllegalArgumentException e) {
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

  /** Returns a tag name in its usual spelling ({@code fen} gives {@code FEN}). */
  static String canonical(String key) {
    for (String k : ORDER) {
      if (k.equalsIgnoreCase(key)) {
        return k;
      }
    }
    return key;
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
   * from the record itself.
   */
  static Map<String, String> forWriting(GameRecord record, String result) {
    Map<String, String> all = new LinkedHashMap<>(record.tags());
    Variant variant = record.variant();
    String givenRules = value(record.tags(), "Rules");
    // tags read in another case ([variant "..."]) are replaced too, not written twice
    all.keySet().removeIf(k -> k.equalsIgnoreCase("Variant") || k.equalsIgnoreCase("Rules")
        || k.equalsIgnoreCase("Vela") || k.equalsIgnoreCase("FEN")
        || k.equalsIgnoreCase("Result"));
    if (variant != Variant.sivy()) {
      all.put("Variant", variant.displayName());
    }
    if (!record.ruleset().equals(variant.defaultRuleset())) {
      String options = record.ruleset().optionString();
      // a preset name as read (youzai) is kept when it still gives the record's rules
      boolean keep = !givenRules.isEmpty()
          && rulesOf(givenRules, variant).equals(Optional.of(record.ruleset()));
      all.put("Rules", keep ? givenRules : options.isEmpty() ? "standard" : options);
    }
    if (!record.start().equals(variant.start(record.ruleset()))) {
      all.put("FEN", record.start().toString());
    }
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

  /** Replays a record's turns as far as they are legal, for writers that print canonically. */
  static Game replay(GameRecord record) {
    Game g = Game.start(record.variant(), record.ruleset(), record.start());
    for (RecordedTurn t : record.turns()) {
      if (g.isOver() || Movetext.givenToOtherSide(t, g)) {
        break;
      }
      try {
        g = g.play(TurnNotation.parse(t.text(), g));
      } catch (FanoronaException e) {
        break;
      }
    }
    return g;
  }

}
