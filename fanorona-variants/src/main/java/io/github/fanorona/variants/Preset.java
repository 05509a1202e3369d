package io.github.fanorona.variants;

import com.google.common.base.CharMatcher;
import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableSet;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A named ruleset that reproduces one source's rules, with the source it comes from and, when the
 * source describes a game other than the standard one (Vela), that variant. Find presets with
 * {@link Presets}.
 *
 * <pre>{@code
 * Preset youzai = Presets.byName("youzai");
 * youzai.ruleset().noCaptureDrawPlies();      // 50
 * youzai.source();                            // "the Youzai board-game club's server, ..."
 * Game game = Game.start(Variant.sivy(), youzai.ruleset());
 * }</pre>
 *
 * @since 1.0.0
 */
public final class Preset {
  /**
   * What the regular expression {@code \s} matches, without the regex engine (which the npm
   * package, fanorona-js, would otherwise carry).
   */
  private static final CharMatcher SPACE = CharMatcher.anyOf(" \t\n\u000B\f\r");

  private final String name;
  private final ImmutableSet<String> aliases;
  private final String source;
  private final String description;
  private final Ruleset ruleset;
  private final Optional<Variant> variant;
  private final String overrides;

  private Preset(
      String name,
      ImmutableSet<String> aliases,
      String source,
      String description,
      Ruleset ruleset,
      Optional<Variant> variant,
      String overrides) {
    this.name = name;
    this.aliases = aliases;
    this.source = source;
    this.description = description;
    this.ruleset = ruleset;
    this.variant = variant;
    this.overrides = overrides;
  }

  /**
   * Creates a preset of the standard game.
   *
   * <pre>{@code
   * Ruleset thirty = Ruleset.parse("no-capture-draw=30");
   * Preset.of("club", "our club's rules", "draw after 30 half-moves", thirty).name();   // "club"
   * }</pre>
   *
   * @param name the short name, stored in lower case
   * @param source where the rules come from
   * @param description one line saying what is distinctive
   * @param ruleset the rule options
   * @return the preset
   */
  public static Preset of(String name, String source, String description, Ruleset ruleset) {
    return new Preset(
        name.toLowerCase(Locale.ROOT),
        ImmutableSet.of(),
        source,
        description,
        ruleset,
        Optional.empty(),
        "");
  }

  /**
   * Returns this preset bound to a variant, the game its source describes.
   *
   * <pre>
   * {@code Presets.byName("youzai").withVariant(Variants.VELA).variant().map(Variant::name) // Optional[vela]}
   * </pre>
   *
   * @param value the variant
   * @return the preset
   */
  public Preset withVariant(Variant value) {
    return new Preset(name, aliases, source, description, ruleset, Optional.of(value), overrides);
  }

  /**
   * Returns this preset with other names that find it (stored in lower case).
   *
   * <pre>{@code Presets.byName("youzai").withAliases("mine").isCalled("MINE") // true}</pre>
   *
   * @param values the aliases
   * @return the preset
   */
  public Preset withAliases(String... values) {
    ImmutableSet.Builder<String> b = ImmutableSet.builder();
    for (String v : values) {
      b.add(v.toLowerCase(Locale.ROOT));
    }
    return new Preset(name, b.build(), source, description, ruleset, variant, overrides);
  }

  /**
   * Returns this preset with some options changed, as in {@code youzai,capture=larger}.
   *
   * <pre>
   * {@code Presets.byName("youzai").withOptions("capture=larger").overrides() // "capture=larger"}
   * </pre>
   *
   * @param options a comma list of {@code key=value} options
   * @return the changed preset; {@link #toString()} shows the changes after the name
   * @throws io.github.fanorona.core.FanoronaParseException for a malformed option
   */
  public Preset withOptions(String options) {
    Ruleset changed = ruleset.with(options);
    List<String> items = new ArrayList<>();
    if (!overrides.isEmpty()) {
      items.add(overrides);
    }
    for (String item : Splitter.on(',').split(options)) {
      String canonical = SPACE.removeFrom(item).toLowerCase(Locale.ROOT);
      if (!canonical.isEmpty()) {
        items.add(canonical);
      }
    }
    return new Preset(
        name, aliases, source, description, changed, variant, String.join(",", items));
  }

  /**
   * Returns the short lower-case name.
   *
   * <pre>{@code Presets.byName("Trilingual").name()   // "seed000"}</pre>
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * Returns the other names that find this preset.
   *
   * <pre>{@code Presets.byName("seed000").aliases()   // [trilingual]}</pre>
   *
   * @return the aliases, in lower case
   */
  ImmutableSet<String> aliases() {
    return aliases;
  }

  /**
   * Returns whether a name (case-insensitive) is this preset's name or an alias.
   *
   * <pre>{@code Presets.byName("youzai").isCalled("YOUZAI")   // true}</pre>
   *
   * @param candidate a name
   * @return true if it names this preset
   */
  public boolean isCalled(String candidate) {
    String n = candidate.strip().toLowerCase(Locale.ROOT);
    return n.equals(name) || aliases.contains(n);
  }

  /** {@return where the rules come from, named in words: a rules page, a site or a book} */
  String source() {
    return source;
  }

  /** {@return one line saying what is distinctive about these rules} */
  public String description() {
    return description;
  }

  /**
   * Returns the rule options.
   *
   * <pre>{@code Presets.byName("seed004").ruleset().repetitionDrawCount()   // 3}</pre>
   *
   * @return the ruleset
   */
  public Ruleset ruleset() {
    return ruleset;
  }

  /**
   * {@return the variant the source describes, when it is not simply "any capture game"}
   *
   * <pre>{@code Presets.byName("vela").variant()   // Optional[Vela]}</pre>
   */
  public Optional<Variant> variant() {
    return variant;
  }

  /**
   * {@return the options changed on top of the named preset, as given to {@link #withOptions}}
   *
   * <pre>{@code Presets.parse("youzai,capture=larger").overrides()   // "capture=larger"}</pre>
   */
  public String overrides() {
    return overrides;
  }

  /**
   * Compares name, ruleset, variant and overrides.
   *
   * <pre>{@code Presets.parse("youzai").equals(Presets.byName("youzai"))   // true}</pre>
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Preset p)) {
      return false;
    }
    return name.equals(p.name)
        && ruleset.equals(p.ruleset)
        && variant.equals(p.variant)
        && overrides.equals(p.overrides);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, ruleset, overrides);
  }

  /**
   * Returns the text {@link Presets#parse(String)} reads back: the name, then any overrides.
   *
   * <pre>{@code Presets.parse("Youzai, capture=larger").toString()   // "youzai,capture=larger"}
   * </pre>
   */
  @Override
  public String toString() {
    return overrides.isEmpty() ? name : name + "," + overrides;
  }
}
