package io.github.fanorona.server.lobby;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.club.Terms;
import io.github.fanorona.server.players.Player;
import java.util.Optional;

/**
 * An open seek in the lobby: a player waiting for anyone to accept a game of these terms.
 *
 * <pre>{@code seek.colour()   // Optional[WHITE]: the seeker plays White; empty means either side}
 * </pre>
 *
 * @param id the seek's id
 * @param seeker the player who seeks
 * @param terms the game's terms
 * @param colour the side the seeker plays, empty for either
 */
public record Seek(String id, Player seeker, Terms terms, Optional<Side> colour) {}
