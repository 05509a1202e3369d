/**
 * The Fanorona family beyond the standard game: Fanoron-Dimy, both Fanoron-Telo games, Vela, and
 * named rule presets for each source.
 *
 * <pre>{@code
 * Variant dimy = Variants.byName("dimy");
 * dimy.geometry().size();   // 25
 * }</pre>
 */
module io.github.fanorona.variants {
  requires transitive io.github.fanorona.core;
  requires static transitive org.jspecify;

  // One package: the variants of any board (BoardVariants) are package-private behind Variants.
  exports io.github.fanorona.variants;
}
