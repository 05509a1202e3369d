/**
 * The painter behind {@link io.github.fanorona.notation.SvgBoard}, not exported: it turns a
 * position and the board's options into SVG text. {@code SvgBoard} is the door.
 *
 * <pre>{@code SvgBoard.draw(Variant.sivy().start()).contains("<svg ")   // true}</pre>
 */
@NullMarked
package io.github.fanorona.notation.drawing;

import org.jspecify.annotations.NullMarked;
