/**
 * The club's database: {@link io.github.fanorona.server.store.Database} opens it (a SQLite file by
 * default, PostgreSQL for deployment) and migrates its one schema with Flyway; {@link
 * io.github.fanorona.server.store.ClubStore} reads and writes players, games, turns and seeks;
 * {@link io.github.fanorona.server.store.Relay} tells every server instance that a game changed.
 * Every failure is a {@link io.github.fanorona.server.store.StoreException} with a kind.
 *
 * <pre>{@code
 * try (Database db = Database.open(Database.sqliteUrl(Path.of("club.db")))) {
 *   ClubStore store = db.store();
 *   Player ann = store.createPlayer("Ann", ClubStore.secretHash(secret));
 *   Game g = store.createGame(NewGame.of("sivy", "standard").withWhite(ann.id()));
 *   g.status()   // WAITING: black's seat is free
 * }
 * }</pre>
 */
@NullMarked
package io.github.fanorona.server.store;

import org.jspecify.annotations.NullMarked;
