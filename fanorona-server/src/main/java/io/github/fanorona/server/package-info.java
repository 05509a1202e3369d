/**
 * The play site and club: the words every job of the site shares ({@link
 * io.github.fanorona.server.Refusal}, {@link io.github.fanorona.server.Catalogue}, {@link
 * io.github.fanorona.server.GameStatus}, {@link io.github.fanorona.server.Termination}, {@link
 * io.github.fanorona.server.Ids}); the jobs are its packages ({@code play}, {@code club}, {@code
 * lobby}, {@code players}, {@code guide}, {@code rating}, {@code clock}, {@code store}) and {@code
 * web} is the site that wires them.
 */
@NullMarked
package io.github.fanorona.server;

import org.jspecify.annotations.NullMarked;
