/**
 * The generator of the capture game, inside core: the capture-chain kernel ({@link
 * io.github.fanorona.core.gen.ChainSearch}), the perft counters over it ({@link
 * io.github.fanorona.core.gen.FastPerft}, {@link io.github.fanorona.core.gen.ChainPerft} and their
 * table), the Zobrist keys, the repetition table of a game and bitboard helpers. Not exported by
 * core's module: the public doors are {@link io.github.fanorona.core.Game#legalTurns()}, {@link
 * io.github.fanorona.core.CaptureEngine} and {@link io.github.fanorona.core.Perft}. It reaches the
 * package-private members of core's public types through {@link
 * io.github.fanorona.core.gen.CoreAccess} only.
 */
@NullMarked
package io.github.fanorona.core.gen;

import org.jspecify.annotations.NullMarked;
