/**
 * The club's ratings: Glicko-2 as Glickman defines it ({@link
 * io.github.fanorona.server.rating.Glicko2}), an immutable {@link
 * io.github.fanorona.server.rating.Rating}, and the rating of one finished game applied once
 * ({@link io.github.fanorona.server.rating.Rater}, keyed by the game's id).
 */
@NullMarked
package io.github.fanorona.server.rating;

import org.jspecify.annotations.NullMarked;
