/**
 * Variants of Fanorona and named rule presets, found by name.
 *
 * <pre>{@code
 * Variant dimy = Variants.byName("Dimy");
 * Game game = Game.start(dimy);
 * }</pre>
 */
@NullMarked
package io.github.fanorona.variants;

import org.jspecify.annotations.NullMarked;
