/**
 * The club's games between people: {@link io.github.fanorona.server.club.Club} seats the players,
 * its {@code Referee} plays their actions under each table's lock, {@link
 * io.github.fanorona.server.club.ClubStore} keeps every change before the pages hear of it, and
 * {@link io.github.fanorona.server.club.ClubRoutes} answers the pages (HTTP and the game pages'
 * WebSocket). A game's terms (variant, rules, rated, clock) are {@link
 * io.github.fanorona.server.club.Terms}.
 */
@NullMarked
package io.github.fanorona.server.club;

import org.jspecify.annotations.NullMarked;
