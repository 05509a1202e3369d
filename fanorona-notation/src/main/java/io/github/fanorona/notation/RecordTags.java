package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Variants;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the tags that set up a game (Variant, Rules, Vela, FEN) into a record builder, and writes
 * them back for a game that needs them.
 *
 * <pre>{@code RecordTags.setUp(builder, "Variant", "Fanoron-Dimy", 3, 1);}</pre>
 */
final class RecordTags {
  private RecordTags() {}

  /** Tag names in the order writers print them. */
  static final String[] ORDER = {
    "Event", "Site", "Date", "Round", "White", "Black", "Result", "Variant", "Rules", "Vela", "FEN",
    "Termination"
  };

  /**
   * Interprets the set-up tags held by a builder's tag map; problems go to the builder.
   *
   * @param b the builder
   * @param tags the tags read
   * @param lines the line of each tag, for problems
   */
  static void setUp(GameRecord.Builder b, Map<String, String> tags, Map<String, Integer> lines) {
    Variant variant = Variant.sivy();
    String v = value(tags, "Variant");
    if (!v.isEmpty()) {
      Optional<Variant> found = Variants.find(v);
      if (found.isPresent()) {
        variant = found.get();
      } else {
        b.problem(Problem.error(1, lines.getOrDefault("Variant", 0), 1,
            "unknown variant '" + v + "'; known variants: " + knownVariants()));
      }
    }
    b.variant(variant);
    Ruleset rules = variant.defaultRuleset();
    String r = value(tags, "Rules");
    if (r.equalsIgnoreCase("standard")) {
      rules = Ruleset.standard();
    } else if (!r.isEmpty() && !r.equals("?")) {
      try {
        rules = rules.with(r);
      } catch (IllegalArgumentException e) {
        b.problem(Problem.error(1, lines.getOrDefault("Rules", 0), 1, String.valueOf(e.getMessage())));
      }
    }
    String vela = value(tags, "Vela").toLowerCase(Locale.ROOT);
    if (!vela.isEmpty()) {
      try {
        rules = rules.with("vela=" + (vela.equals("none") ? "off" : vela));
      } catch (IllegalArgumentException e) {
        b.problem(Problem.error(1, lines.getOrDefault("Vela", 0), 1,
            "Vela tag expects White, Black or off, found '" + value(tags, "Vela") + "'"));
      }
    }
    b.ruleset(rules);
    String fen = value(tags, "FEN");
    if (!fen.isEmpty()) {
      try {
        b.start(variant.parsePosition(fen));
      } catch (IllegalArgumentException e) {
        b.problem(Problem.error(1, lines.getOrDefault("FEN", 0), 1, "FEN: " + String.valueOf(e.getMessage())));
      }
    }
  }

  private static String value(Map<String, String> tags, String key) {
    for (Map.Entry<String, String> e : tags.entrySet()) {
      if (e.getKey().equalsIgnoreCase(key)) {
        return e.getValue().strip();
      }
    }
    return "";
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
    all.remove("Variant");
    all.remove("Rules");
    all.remove("Vela");
    all.remove("FEN");
    if (variant != Variant.sivy()) {
      all.put("Variant", variant.displayName());
    }
    if (!record.ruleset().equals(variant.defaultRuleset())) {
      String options = record.ruleset().optionString();
      all.put("Rules", options.isEmpty() ? "standard" : options);
    }
    if (!record.start().equals(variant.start())) {
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
      if (g.isOver()) {
        break;
      }
      try {
        g = g.play(TurnNotation.parse(t.text(), g));
      } catch (FanoronaParseException e) {
        break;
      }
    }
    return g;
  }

}
