/**
 * The lobby: who is online, the open seeks ({@link io.github.fanorona.server.lobby.Seek}, kept by a
 * {@link io.github.fanorona.server.lobby.SeekStore}), the live games to watch, and a seek accepted
 * into a club game ({@link io.github.fanorona.server.lobby.Lobby}, answered by {@link
 * io.github.fanorona.server.lobby.LobbyRoutes}).
 */
@NullMarked
package io.github.fanorona.server.lobby;

import org.jspecify.annotations.NullMarked;
