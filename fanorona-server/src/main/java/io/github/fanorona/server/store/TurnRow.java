package io.github.fanorona.server.store;

import java.time.Instant;

/**
 * One stored turn of a game, as the notation writes it (the database's edge: the jobs read it back
 * into the library's {@code Turn} by replaying the game).
 *
 * <pre>{@code rows.turns(game.id()).get(0)   // TurnRow[ply=1, text="d4-e5A", playedAt=…]}</pre>
 *
 * @param ply the turn's number in the game, from 1
 * @param text the turn as text, at most {@value GameRows#MAX_TURN_TEXT} characters
 * @param playedAt when it was stored
 */
public record TurnRow(int ply, String text, Instant playedAt) {}
