/**
 * The club's database: {@link io.github.fanorona.server.store.Database} opens it (a SQLite file by
 * default, PostgreSQL for deployment), migrates its one schema with Flyway and hands every job's
 * store the one way to reach it, Jdbi; {@link io.github.fanorona.server.store.GameRows} reads and
 * writes the games and turns that the play page's and the club's stores share; {@link
 * io.github.fanorona.server.store.Relay} tells every server instance that a game changed. Every
 * failure is a {@link io.github.fanorona.server.store.StoreException} with a kind. Each job's own
 * store (players, seeks, ratings, …) is in its job's package, over this one.
 *
 * <pre>{@code
 * try (Database db = Database.open(Database.sqliteUrl(Path.of("club.db")))) {
 *   GameRow g = db.games().create(NewGame.of("sivy", "standard").withWhite(ann));
 *   g.status()   // WAITING: black's seat is free
 * }
 * }</pre>
 */
@NullMarked
package io.github.fanorona.server.store;

import org.jspecify.annotations.NullMarked;
