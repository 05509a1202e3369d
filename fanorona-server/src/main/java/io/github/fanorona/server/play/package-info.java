/**
 * Games against the computer (the play page): {@link io.github.fanorona.server.play.Play} changes
 * them, {@link io.github.fanorona.server.play.Computer} searches the computer's turns and the
 * hints, {@link io.github.fanorona.server.play.PlayStore} keeps them, {@link
 * io.github.fanorona.server.play.PlayRoutes} answers the page. The board on the site is a {@link
 * io.github.fanorona.server.play.Session} held in {@link io.github.fanorona.server.play.HeldGames}
 * and drawn from its {@link io.github.fanorona.server.play.BoardState}; the club's games are played
 * by the same click functions.
 */
@NullMarked
package io.github.fanorona.server.play;

import org.jspecify.annotations.NullMarked;
