package io.github.fanorona.core;

import com.google.common.base.Joiner;
import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The text form of a {@link Ruleset}: a comma list of {@code key=value} options, read and written
 * by the declaration in {@link RuleOption}.
 */
final class RulesetText {
  private RulesetText() {}

  /** {@return every option with its values, for error messages: {@code key=[value, ...], ...}} */
  public static String validOptions() {
    List<String> parts = new ArrayList<>();
    for (RuleOption<?> o : RuleOption.all()) {
      parts.add(o.key() + "=" + o.values());
    }
    return Joiner.on(", ").join(parts);
  }

  /**
   * Applies a comma list of options; columns in errors count from 1 at the list's start.
   *
   * @param b the builder to set them on
   * @param options the list, such as {@code capture=larger,huffing=on}
   * @return the builder
   * @throws FanoronaParseException for an unknown option or value, at its column
   */
  public static Ruleset.Builder apply(Ruleset.Builder b, String options) {
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
            "expected key=value, found '"
                + FanoronaException.quote(item)
                + "' (a rule preset such as 'french' or 'youzai' is read by Presets.parse of"
                + " fanorona-variants, as --rules on the command line); valid options: "
                + validOptions(),
            itemColumn);
      }
      String key = item.substring(0, eq).strip().toLowerCase(Locale.ROOT);
      String value = item.substring(eq + 1).strip().toLowerCase(Locale.ROOT);
      RuleOption<?> option = known(key, itemColumn);
      if (!option.isNumber() && !option.words().contains(value)) {
        throw new UnknownNameException(
            "value of " + key,
            value,
            option.words(),
            "option "
                + key
                + " expects "
                + option.values()
                + ", found '"
                + FanoronaException.quote(value)
                + "'",
            itemColumn);
      }
      try {
        parseInto(b, option, value);
      } catch (IllegalArgumentException e) {
        throw new FanoronaParseException(String.valueOf(e.getMessage()), itemColumn);
      }
    }
    return b;
  }

  /**
   * Sets one option by its key and value as text.
   *
   * @param b the builder
   * @param key the option's key
   * @param value its value as written
   * @return the builder
   * @throws UnknownNameException for an unknown key, naming the valid options
   * @throws IllegalArgumentException for a value the option does not take
   */
  public static Ruleset.Builder set(Ruleset.Builder b, String key, String value) {
    return parseInto(b, known(key, 0), value);
  }

  private static RuleOption<?> known(String key, int column) {
    return RuleOption.byKey(key)
        .orElseThrow(
            () ->
                new UnknownNameException(
                    "rule option",
                    key,
                    RuleOption.all().stream()
                        .map(RuleOption::key)
                        .collect(ImmutableList.toImmutableList()),
                    "unknown rule option '"
                        + FanoronaException.quote(key)
                        + "'; valid options: "
                        + validOptions(),
                    column));
  }

  private static <V> Ruleset.Builder parseInto(Ruleset.Builder b, RuleOption<V> o, String value) {
    return b.set(o, o.parse(value));
  }

  /**
   * Writes the options that differ from the defaults.
   *
   * <pre>{@code RulesetText.optionString(Ruleset.standard())   // ""}</pre>
   *
   * @param r the ruleset
   * @return a comma list of {@code key=value}, empty for the standard rules
   */
  public static String optionString(Ruleset r) {
    List<String> parts = new ArrayList<>();
    for (RuleOption<?> o : RuleOption.all()) {
      formatFrom(r, o).ifPresent(parts::add);
    }
    return Joiner.on(',').join(parts);
  }

  /** The option's {@code key=value} if its value in the ruleset is not the default. */
  private static <V> Optional<String> formatFrom(Ruleset r, RuleOption<V> o) {
    V v = r.get(o);
    return v.equals(o.defaultValue()) ? Optional.empty() : Optional.of(o.key() + "=" + o.format(v));
  }
}
