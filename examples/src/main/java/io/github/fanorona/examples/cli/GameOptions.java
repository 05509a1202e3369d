package io.github.fanorona.examples.cli;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Variants;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/** The options every game subcommand shares: variant, start position and rules. */
final class GameOptions {
  @Option(
      names = "--variant",
      paramLabel = "NAME",
      description = "The variant: sivy (default), dimy, telo-capture, vela.")
  @Nullable String variantName;

  @Option(
      names = "--fen",
      paramLabel = "POS",
      description = "The position string to start from (default: the variant's start).")
  @Nullable String fen;

  @Option(
      names = "--rules",
      paramLabel = "OPTS",
      description =
          "Rule options as a comma list: capture=free|larger, chain=optional|mandatory,"
              + " first-turn-chain=allowed|forbidden, no-move=loss|draw, no-capture-draw=N,"
              + " repetition-draw=N, huffing=off|on, vela=off|white|black,"
              + " vela-no-capture=other-loses|beneficiary-loses.")
  @Nullable String rules;

  Variant variant() {
    return variantName == null ? Variant.sivy() : Variants.byName(variantName);
  }

  Ruleset ruleset() {
    Variant v = variant();
    return rules == null ? v.defaultRuleset() : v.defaultRuleset().with(rules);
  }

  Position position() {
    return fen == null ? variant().start() : variant().parsePosition(fen);
  }
}
