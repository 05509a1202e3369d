/**
 * Variants of Fanorona and named rule presets, found by name.
 *
 * <pre>{@code
 * Variant dimy = Variants.byName("Dimy");
 * Game game = Game.start(dimy);
 * game.position().toString();   // "BBBBB/BBBBB/BW1BW/WWWWW/WWWWW w 0 1"
 * }</pre>
 */
@NullMarked
package io.github.fanorona.variants;

import org.jspecify.annotations.NullMarked;
