package io.github.fanorona.server;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Preset;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import java.util.Optional;

/**
 * The games the page offers: four variants, each with the presets that suit it and a default (seed
 * 000's own draw rule where there are captures, the standard rules for Fanoron-Telo, which has
 * none).
 *
 * <pre>{@code Catalogue.ruleset("sivy", "seed000").noCaptureDrawPlies()   // 20}</pre>
 */
final class Catalogue {
  static final ImmutableList<Variant> VARIANTS =
      ImmutableList.of(Variant.sivy(), Variants.DIMY, Variants.TELO, Variants.VELA);

  private Catalogue() {}

  static Variant variant(String name) {
    return VARIANTS.stream()
        .filter(v -> v.isCalled(name))
        .findFirst()
        .orElseThrow(
            () ->
                ApiException.badRequest(
                    "unknown_variant", "the variants are sivy, dimy, telo and vela"));
  }

  @SuppressWarnings("ReferenceEquality") // v is one of VARIANTS: the built-in singletons
  static ImmutableList<Preset> presets(Variant v) {
    if (v == Variants.VELA) {
      return Presets.all().stream()
          .filter(p -> p.variant().map(x -> x == Variants.VELA).orElse(true))
          .collect(ImmutableList.toImmutableList());
    }
    return Presets.all().stream()
        .filter(p -> p.variant().isEmpty())
        .collect(ImmutableList.toImmutableList());
  }

  @SuppressWarnings("ReferenceEquality") // v is one of VARIANTS: the built-in singletons
  static String defaultPreset(Variant v) {
    return v == Variants.TELO ? Presets.STANDARD.name() : Presets.SEED_000.name();
  }

  static Ruleset ruleset(String variant, String preset) {
    Variant v = variant(variant);
    Optional<Preset> p = presets(v).stream().filter(x -> x.isCalled(preset)).findFirst();
    if (p.isEmpty()) {
      throw ApiException.badRequest(
          "unknown_preset", "no preset " + preset + " for " + v.displayName());
    }
    return Presets.ruleset(p.get().name(), v);
  }

  /** The JSON the page builds its "new game" form from. */
  static String json() {
    Json variants = Json.array();
    for (Variant v : VARIANTS) {
      Json presets = Json.array();
      for (Preset p : presets(v)) {
        presets.add(Json.object().put("name", p.name()).put("description", p.description()));
      }
      variants.add(
          Json.object()
              .put("name", v.name())
              .put("displayName", v.displayName())
              .put("defaultPreset", defaultPreset(v))
              .put("presets", presets));
    }
    return Json.object()
        .put("variants", variants)
        .put("maxLevel", Computer.MAX_LEVEL)
        .put("maxHintDepth", Computer.MAX_HINT_DEPTH)
        .put("maxHintMillis", Computer.MAX_HINT_MILLIS)
        .toString();
  }
}
