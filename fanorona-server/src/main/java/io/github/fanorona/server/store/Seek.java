package io.github.fanorona.server.store;

import io.github.fanorona.core.Side;
import java.time.Instant;
import java.util.Optional;

/**
 * An open seek in the lobby: a player waiting for anyone to accept a game.
 *
 * <pre>{@code
 * Seek s = store.addSeek(ann.id(), "sivy", "standard", Optional.of(Side.WHITE), false, "");
 * s.colour()   // Optional[WHITE]: Ann plays White; empty means either side
 * }</pre>
 *
 * @param id the seek's id (a random UUID)
 * @param player the id of the player who seeks
 * @param variant the variant's name
 * @param preset the rule preset's name
 * @param colour the side the seeker plays, empty for either
 * @param rated whether the game is to be rated
 * @param timeControl its time control ("5+3"), or "" for none
 * @param createdAt when the seek was made
 */
public record Seek(
    String id,
    String player,
    String variant,
    String preset,
    Optional<Side> colour,
    boolean rated,
    String timeControl,
    Instant createdAt) {}
