package io.github.fanorona.core;

import com.google.common.base.Joiner;
import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** The text form of a {@link Ruleset}: {@code key=value} options, read and written. */
final class RulesetText {
  private static final ImmutableMap<String, String> OPTION_VALUES =
      ImmutableMap.<String, String>builder()
          .put("capture", "free|larger")
          .put("chain", "optional|mandatory")
          .put("first-turn-chain", "allowed|forbidden")
          .put("no-move", "loss|draw")
          .put("no-capture-draw", "N (half-moves, 0 = off)")
          .put("repetition-draw", "N (occurrences, 0 = off, else at least 2)")
          .put("huffing", "off|on")
          .put("vela", "off|white|black")
          .put("vela-no-capture", "other-loses|beneficiary-loses")
          .buildOrThrow();

  private RulesetText() {}

  static String validOptions() {
    List<String> parts = new ArrayList<>();
    for (Map.Entry<String, String> e : OPTION_VALUES.entrySet()) {
      parts.add(e.getKey() + "=" + e.getValue());
    }
    return Joiner.on(", ").join(parts);
  }

  /** Applies a comma list of options; columns in errors count from 1 at the list's start. */
  static Ruleset.Builder apply(Ruleset.Builder b, String options) {
    if (options.isBlank()) {
      return b;
    }
    int column = 1;
    for (String raw : Splitter.on(',').split(options)) {
      String item = raw.strip();
      int itemColumn = column + (raw.length() - raw.stripLeading().length());
      column += raw.length() + 1;
      if (item.isEmpty()) {
        throw new FanoronaParseException(
            "expected an option key=value, found an empty item; valid options: " + validOptions(),
            itemColumn);
      }
      int eq = item.indexOf('=');
      if (eq < 0) {
        throw new FanoronaParseException(
            "expected key=value, found '" + item + "'; valid options: " + validOptions(),
            itemColumn);
      }
      String key = item.substring(0, eq).strip().toLowerCase(Locale.ROOT);
      String value = item.substring(eq + 1).strip().toLowerCase(Locale.ROOT);
      try {
        set(b, key, value);
      } catch (IllegalArgumentException e) {
        throw new FanoronaParseException(String.valueOf(e.getMessage()), itemColumn);
      }
    }
    return b;
  }

  static Ruleset.Builder set(Ruleset.Builder b, String key, String value) {
    return switch (key) {
      case "capture" ->
          b.captureChoice(
              word(key, value, Ruleset.CaptureChoice.values(), Ruleset.CaptureChoice::word));
      case "chain" ->
          b.chainContinuation(
              word(
                  key, value, Ruleset.ChainContinuation.values(), Ruleset.ChainContinuation::word));
      case "first-turn-chain" ->
          b.firstTurnChains(
              word(key, value, Ruleset.FirstTurnChains.values(), Ruleset.FirstTurnChains::word));
      case "no-move" ->
          b.noMoveResult(
              word(key, value, Ruleset.NoMoveResult.values(), Ruleset.NoMoveResult::word));
      case "no-capture-draw" -> b.noCaptureDrawPlies(number(key, value));
      case "repetition-draw" -> b.repetitionDrawCount(number(key, value));
      case "huffing" -> b.huffing(onOff(key, value));
      case "vela" -> b.velaBeneficiary(velaSide(value));
      case "vela-no-capture" ->
          b.velaNoCapture(
              word(key, value, Ruleset.VelaNoCapture.values(), Ruleset.VelaNoCapture::word));
      default ->
          throw new IllegalArgumentException(
              "unknown rule option '" + key + "'; valid options: " + validOptions());
    };
  }

  static String optionString(Ruleset r) {
    List<String> parts = new ArrayList<>();
    if (r.captureChoice() != Ruleset.CaptureChoice.FREE) {
      parts.add("capture=" + r.captureChoice().word());
    }
    if (r.chainContinuation() != Ruleset.ChainContinuation.OPTIONAL) {
      parts.add("chain=" + r.chainContinuation().word());
    }
    if (r.firstTurnChains() != Ruleset.FirstTurnChains.ALLOWED) {
      parts.add("first-turn-chain=" + r.firstTurnChains().word());
    }
    if (r.noMoveResult() != Ruleset.NoMoveResult.LOSS) {
      parts.add("no-move=" + r.noMoveResult().word());
    }
    if (r.noCaptureDrawPlies() != 0) {
      parts.add("no-capture-draw=" + r.noCaptureDrawPlies());
    }
    if (r.repetitionDrawCount() != 0) {
      parts.add("repetition-draw=" + r.repetitionDrawCount());
    }
    if (r.huffing()) {
      parts.add("huffing=on");
    }
    r.velaBeneficiary()
        .ifPresent(s -> parts.add("vela=" + s.displayName().toLowerCase(Locale.ROOT)));
    if (r.velaNoCapture() != Ruleset.VelaNoCapture.OTHER_LOSES) {
      parts.add("vela-no-capture=" + r.velaNoCapture().word());
    }
    return Joiner.on(',').join(parts);
  }

  private static Optional<Side> velaSide(String value) {
    return switch (value) {
      case "off" -> Optional.empty();
      case "white" -> Optional.of(Side.WHITE);
      case "black" -> Optional.of(Side.BLACK);
      default ->
          throw new IllegalArgumentException(
              "option vela expects off|white|black, found '" + value + "'");
    };
  }

  private static <E> E word(String key, String value, E[] values, Function<E, String> words) {
    List<String> known = new ArrayList<>();
    for (E e : values) {
      if (words.apply(e).equals(value)) {
        return e;
      }
      known.add(words.apply(e));
    }
    throw new IllegalArgumentException(
        "option " + key + " expects " + Joiner.on('|').join(known) + ", found '" + value + "'");
  }

  private static int number(String key, String value) {
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "option " + key + " expects a whole number, found '" + value + "'", e);
    }
  }

  private static boolean onOff(String key, String value) {
    if (value.equals("on") || value.equals("off")) {
      return value.equals("on");
    }
    throw new IllegalArgumentException("option " + key + " expects on|off, found '" + value + "'");
  }
}
