package io.github.fanorona.server.store;

import java.time.Instant;

/**
 * One stored turn of a game, as the notation writes it.
 *
 * <pre>{@code
 * store.turns(game.id()).get(0)   // Turn[ply=1, text="d4-e5A", playedAt=…]
 * }</pre>
 *
 * @param ply the turn's number in the game, from 1
 * @param text the turn as text, at most {@value ClubStore#MAX_TURN_TEXT} characters
 * @param playedAt when it was stored
 */
public record Turn(int ply, String text, Instant playedAt) {}
