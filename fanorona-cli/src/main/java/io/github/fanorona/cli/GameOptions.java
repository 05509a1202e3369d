package io.github.fanorona.cli;

import com.google.common.base.Splitter;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Preset;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The options every game subcommand shares: variant, start position and rules.
 *
 * <p>{@code --rules} takes a preset name with optional overrides ({@code youzai,capture=larger}) or
 * a bare option list taken on top of the variant's default ruleset ({@code huffing=on}). A preset
 * that belongs to a variant (such as {@code vela}) selects it when {@code --variant} is not given.
 * Without {@code --fen}, a ruleset naming a Vela beneficiary ({@code vela=white}) makes that side
 * move first, as the previous game's loser starts the Vela ({@link Variant#start(Ruleset)}).
 */
final class GameOptions {
  @Option(
      names = "--variant",
      paramLabel = "NAME",
      description = "The variant (default: sivy); the variants are listed below.")
  @Nullable String variantName;

  @Option(
      names = "--fen",
      paramLabel = "POS",
      description = {
        "The position string to start from (default: the variant's start): the rows from the"
            + " top down, separated by '/', each from column a: W a White stone, B a Black stone,"
            + " a number that many empty points (w or b: a stone the side to move may huff);"
            + " then the side to move, w or b; then optionally the half-moves since the last"
            + " capture and the turn number. Telo's alignment game puts the White and Black"
            + " stones in hand after the side to move. The starts of Sivy and of Telo:",
        "  BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 1",
        "  3/3/3 w 3 3 0 1"
      })
  @Nullable String fen;

  @Option(
      names = "--rules",
      paramLabel = "RULES",
      description =
          "PRESET[,key=value...] or key=value,... on top of the variant's default rules;"
              + " the presets and options are listed below.")
  @Nullable String rules;

  Variant variant() {
    if (variantName != null) {
      return Variants.byName(variantName);
    }
    if (rules != null) {
      return Presets.parse(rules).variant().orElse(Variant.sivy());
    }
    return Variant.sivy();
  }

  Ruleset ruleset() {
    Variant v = variant();
    return rules == null ? v.defaultRuleset() : Presets.ruleset(rules, v);
  }

  Position position() {
    Variant v = variant();
    return fen == null ? v.start(ruleset()) : v.parsePosition(fen);
  }

  /**
   * Starts the game these options describe and plays turns written in A/W notation, read leniently
   * ({@code d3e3w}, {@code a3a4+,a4b4-.}, a missing letter when only one capture fits).
   *
   * @throws FanoronaException naming the turn's number and the legal turns if one is malformed,
   *     ambiguous or illegal, or the game is already over
   */
  Game play(List<String> turns) {
    Game g = Game.start(variant(), ruleset(), position());
    int n = 0;
    for (String text : turns) {
      n++;
      if (g.isOver()) {
        throw new FanoronaParseException(
            text + ": the game is already over, " + g.outcome().orElseThrow(), 0, 0, n);
      }
      try {
        g = g.play(text);
      } catch (FanoronaException e) {
        // A turn on the command line has no line; keep the column inside the turn's text.
        throw e.relocate(0, 1, n);
      }
    }
    return g;
  }

  /**
   * Adds the list of variants, presets and rule options to the help of every subcommand that takes
   * these options; the lists are data, so they cannot live in the annotations.
   */
  static void describeIn(CommandLine root) {
    List<String> lines = new ArrayList<>();
    lines.add("%nVariants (--variant):");
    for (Variant v : Variants.all()) {
      lines.add(String.format("  %-14s %s", v.name(), escape(v.description())));
    }
    lines.add(
        String.format(
            "  %-14s %s",
            "board:WxH",
            "the capture game on any board of odd width and height, from the standard start"));
    lines.add("%nPresets (--rules PRESET[,key=value...]):");
    for (Preset p : Presets.all()) {
      lines.add(String.format("  %-14s %s", p.name(), escape(p.description())));
    }
    lines.add("%nRule options (--rules key=value,...):");
    for (String option : Splitter.onPattern(", (?=[a-z-]+=)").split(Ruleset.validOptions())) {
      lines.add("  " + escape(option));
    }
    lines.add("%nA preset is a complete ruleset; options after it override it. Without --fen,");
    lines.add("a Vela beneficiary (vela=white|black) moves first: the loser starts the Vela.");
    String[] footer = lines.toArray(new String[0]);
    for (CommandLine sub : root.getSubcommands().values()) {
      boolean takesGameOptions =
          sub.getCommandSpec().mixins().values().stream()
              .anyMatch(m -> m.userObject() instanceof GameOptions);
      if (takesGameOptions) {
        sub.getCommandSpec().usageMessage().footer(footer);
      }
    }
  }

  private static String escape(String text) {
    return text.replace("%", "%%");
  }
}
