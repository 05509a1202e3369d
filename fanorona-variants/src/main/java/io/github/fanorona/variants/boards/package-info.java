/**
 * The capture game on any board of odd width and height from the standard start ({@link
 * io.github.fanorona.variants.boards.BoardVariants}), inside variants. Not exported by the module:
 * the public door is {@link io.github.fanorona.variants.Variants}, its {@code board(width, height)}
 * and {@code byName("board:WxH")}.
 */
@NullMarked
package io.github.fanorona.variants.boards;

import org.jspecify.annotations.NullMarked;
