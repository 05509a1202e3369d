package io.github.fanorona.server.store;

import java.time.Instant;

/**
 * A player of the club as stored: a guest today, an account later (accounts add columns, not
 * another kind of player).
 *
 * <pre>{@code
 * Player p = store.createPlayer("Ann", ClubStore.secretHash(secret));
 * p.name()   // "Ann"
 * }</pre>
 *
 * @param id the player's id (a random UUID)
 * @param name the display name, 1 to 40 characters, shown escaped wherever a page shows it
 * @param secretHash the SHA-256 of the session cookie's secret, 64 lower-case hex digits
 * @param createdAt when the player was created
 */
public record Player(String id, String name, String secretHash, Instant createdAt) {}
