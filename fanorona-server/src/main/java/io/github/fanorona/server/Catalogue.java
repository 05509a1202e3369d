package io.github.fanorona.server;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Preset;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import java.util.Optional;

/**
 * The games the site offers: four variants, each with the presets that suit it and a default (seed
 * 000's own draw rule where there are captures, the standard rules for Fanoron-Telo, which has
 * none). Every job names a game's rules by these names.
 *
 * <pre>{@code Catalogue.ruleset("sivy", "seed000").noCaptureDrawPlies()   // 20}</pre>
 */
public final class Catalogue {
  /** The variants, in the order the pages list them. */
  public static final ImmutableList<Variant> VARIANTS =
      ImmutableList.of(Variant.sivy(), Variants.DIMY, Variants.TELO, Variants.VELA);

  private Catalogue() {}

  /**
   * Returns the variant of a name.
   *
   * <pre>{@code Catalogue.variant("dimy").displayName()   // "Fanoron-Dimy"}</pre>
   *
   * @param name sivy, dimy, telo or vela
   * @return the variant
   * @throws Refusal 400 {@code unknown_variant} for another name
   */
  public static Variant variant(String name) {
    return VARIANTS.stream()
        .filter(v -> v.isCalled(name))
        .findFirst()
        .orElseThrow(() -> Refusal.of(400, "unknown_variant"));
  }

  /**
   * Returns the presets a variant may be played under.
   *
   * <pre>{@code Catalogue.presets(Variants.VELA).size() > 2   // true}</pre>
   *
   * @param v one of {@link #VARIANTS}
   * @return its presets
   */
  @SuppressWarnings("ReferenceEquality") // v is one of VARIANTS: the built-in singletons
  public static ImmutableList<Preset> presets(Variant v) {
    if (v == Variants.VELA) {
      return Presets.all().stream()
          .filter(p -> p.variant().map(x -> x == Variants.VELA).orElse(true))
          .collect(ImmutableList.toImmutableList());
    }
    return Presets.all().stream()
        .filter(p -> p.variant().isEmpty())
        .collect(ImmutableList.toImmutableList());
  }

  /**
   * Returns the preset a new game of a variant has unless it names one.
   *
   * <pre>{@code Catalogue.defaultPreset(Variant.sivy())   // "seed000"}</pre>
   *
   * @param v one of {@link #VARIANTS}
   * @return the preset's name
   */
  @SuppressWarnings("ReferenceEquality") // v is one of VARIANTS: the built-in singletons
  public static String defaultPreset(Variant v) {
    return v == Variants.TELO ? Presets.STANDARD.name() : Presets.SEED_000.name();
  }

  /**
   * Returns the rules of a variant under a preset.
   *
   * <pre>{@code Catalogue.ruleset("sivy", "youzai").noCaptureDrawPlies()   // 50}</pre>
   *
   * @param variant the variant's name
   * @param preset the preset's name
   * @return the ruleset
   * @throws Refusal 400 {@code unknown_variant} or {@code unknown_preset}
   */
  public static Ruleset ruleset(String variant, String preset) {
    Variant v = variant(variant);
    Optional<Preset> p = presets(v).stream().filter(x -> x.isCalled(preset)).findFirst();
    if (p.isEmpty()) {
      throw Refusal.of(400, "unknown_preset", "preset", preset, "displayName", v.displayName());
    }
    return Presets.ruleset(p.get().name(), v);
  }
}
