package io.github.fanorona.server.lobby;

import io.github.fanorona.server.store.Database;
import io.github.fanorona.server.store.Relay;
import io.github.fanorona.server.store.StoreException;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import org.jdbi.v3.core.Jdbi;

/**
 * A {@link SeekStore} in the club's database (the table {@code seeks}), through Jdbi. Of two
 * players who accept the same seek at once, the lobby's lock decides on one instance; the row is
 * removed once.
 *
 * <pre>{@code new SqlSeekStore(db).open()   // []}</pre>
 */
public final class SqlSeekStore implements SeekStore {
  /** The most seeks {@link #open} returns, the oldest first. */
  public static final int MAX_SEEKS = 500;

  /** The relay's name for the lobby's events (a game's id is 22 characters). */
  static final String EVENTS = "lobby";

  private final Jdbi jdbi;
  private final Database db;

  /** When the rows of players long gone were last let go, ms since 1970. */
  private volatile long swept;

  /**
   * Creates the store over the club's database.
   *
   * <pre>{@code new SqlSeekStore(db)}</pre>
   *
   * @param db the database
   */
  public SqlSeekStore(Database db) {
    this.jdbi = db.jdbi();
    this.db = db;
  }

  @Override
  public String add(Seek seek) {
    String id = seek.id().isEmpty() ? UUID.randomUUID().toString() : seek.id();
    String colour = seek.colour().map(s -> s.name().toLowerCase(Locale.ROOT)).orElse("random");
    Database.call(
        "store a seek",
        () ->
            jdbi.withHandle(
                h -> {
                  if (h.createQuery("SELECT 1 FROM players WHERE id = ?")
                      .bind(0, seek.seeker().id())
                      .mapTo(Integer.class)
                      .findOne()
                      .isEmpty()) {
                    throw new StoreException(
                        StoreException.Kind.INVALID,
                        "no player " + seek.seeker().id() + " to seek");
                  }
                  return h.createUpdate(
                          "INSERT INTO seeks (id, player, variant, preset, colour, rated,"
                              + " time_control, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                      .bind(0, id)
                      .bind(1, seek.seeker().id())
                      .bind(2, seek.terms().variant().name())
                      .bind(3, seek.terms().preset())
                      .bind(4, colour)
                      .bind(5, seek.terms().rated())
                      .bind(6, seek.terms().time())
                      .bind(7, Instant.now().toEpochMilli())
                      .execute();
                }));
    return id;
  }

  @Override
  public void remove(String seekId) {
    Database.call(
        "remove a seek",
        () ->
            jdbi.withHandle(
                h -> h.createUpdate("DELETE FROM seeks WHERE id = ?").bind(0, seekId).execute()));
  }

  @Override
  public boolean take(String seekId) {
    return Database.call(
            "take a seek",
            () ->
                jdbi.withHandle(
                    h ->
                        h.createUpdate("DELETE FROM seeks WHERE id = ?").bind(0, seekId).execute()))
        == 1;
  }

  @Override
  public void seen(String player) {
    long now = Instant.now().toEpochMilli();
    Database.call(
        "write a player seen",
        () ->
            jdbi.withHandle(
                h -> {
                  if (now - swept > 60_000) {
                    swept = now;
                    h.createUpdate("DELETE FROM lobby_online WHERE seen_at < ?")
                        .bind(0, now - 120_000)
                        .execute();
                    h.createUpdate("DELETE FROM lobby_matches WHERE made_at < ?")
                        .bind(0, now - 120_000)
                        .execute();
                  }
                  return h.createUpdate(
                          "INSERT INTO lobby_online (player_id, seen_at) VALUES (?, ?)"
                              + " ON CONFLICT (player_id) DO UPDATE SET seen_at = excluded.seen_at")
                      .bind(0, player)
                      .bind(1, now)
                      .execute();
                }));
  }

  @Override
  public Set<String> online(long sinceMillis) {
    return Database.call(
        "read the players online",
        () ->
            jdbi.withHandle(
                h ->
                    Set.copyOf(
                        h.createQuery("SELECT player_id FROM lobby_online WHERE seen_at >= ?")
                            .bind(0, sinceMillis)
                            .mapTo(String.class)
                            .list())));
  }

  @Override
  public void matched(String player, String game) {
    Database.call(
        "write a seek's game",
        () ->
            jdbi.withHandle(
                h ->
                    h.createUpdate(
                            "INSERT INTO lobby_matches (player_id, game_id, made_at) VALUES (?, ?,"
                                + " ?) ON CONFLICT (player_id) DO UPDATE SET game_id ="
                                + " excluded.game_id, made_at = excluded.made_at")
                        .bind(0, player)
                        .bind(1, game)
                        .bind(2, Instant.now().toEpochMilli())
                        .execute()));
  }

  @Override
  public Optional<String> matchOf(String player) {
    return Database.call(
        "read a seek's game",
        () ->
            jdbi.withHandle(
                h -> {
                  Optional<String> game =
                      h.createQuery("SELECT game_id FROM lobby_matches WHERE player_id = ?")
                          .bind(0, player)
                          .mapTo(String.class)
                          .findOne();
                  if (game.isPresent()
                      && h.createUpdate(
                                  "DELETE FROM lobby_matches WHERE player_id = ? AND game_id = ?")
                              .bind(0, player)
                              .bind(1, game.get())
                              .execute()
                          == 0) {
                    // another instance told it first
                    return Optional.<String>empty();
                  }
                  return game;
                }));
  }

  @Override
  public void publish(String instance) {
    try {
      db.relay().publish(EVENTS, "seeks " + instance);
    } catch (StoreException e) {
      // the seek is stored: an instance that missed the event reads it on its next change
    }
  }

  @Override
  public void listen(Consumer<String> changed) {
    // the subscription ends with the relay, which the database closes
    Relay.Subscription unused = db.relay().subscribe(EVENTS, "seeks ", changed);
  }

  @Override
  public List<Stored> open() {
    return Database.call(
        "read the seeks",
        () ->
            jdbi.withHandle(
                h ->
                    h.createQuery(
                            "SELECT id, player, variant, preset, colour, rated, time_control"
                                + " FROM seeks ORDER BY created_at, id")
                        .setMaxRows(MAX_SEEKS)
                        .map(
                            (r, c) ->
                                new Stored(
                                    r.getString(1),
                                    r.getString(2),
                                    r.getString(3),
                                    r.getString(4),
                                    r.getString(5),
                                    r.getBoolean(6),
                                    r.getString(7)))
                        .list()));
  }

  @Override
  public List<Playing> playing(long since) {
    long alive =
        Instant.now().toEpochMilli() - io.github.fanorona.server.club.ClubStore.ALIVE_MILLIS;
    // the pages open on a running instance, each game's (this instance's are written too)
    String pages =
        " FROM club_pages p JOIN club_instances i ON i.id = p.instance WHERE p.game_id = g.id"
            + " AND i.seen_at >= ?";
    return Database.call(
        "read the live games",
        () ->
            jdbi.withHandle(
                h ->
                    h.createQuery(
                            "SELECT g.id, g.variant, COALESCE(g.white, ''),"
                                + " COALESCE(g.black, ''),"
                                + " (SELECT COUNT(*) FROM turns t WHERE t.game_id = g.id),"
                                + " (SELECT COALESCE(SUM(p.pages), 0)"
                                + pages
                                + " AND p.player_id <> COALESCE(g.white, '')"
                                + " AND p.player_id <> COALESCE(g.black, ''))"
                                + " FROM games g WHERE g.status = 'live'"
                                + " AND g.computer_side IS NULL AND (g.updated_at >= ?"
                                + " OR EXISTS (SELECT 1"
                                + pages
                                + ")) ORDER BY g.updated_at DESC LIMIT ?")
                        .bind(0, alive)
                        .bind(1, since)
                        .bind(2, alive)
                        .bind(3, MOST_PLAYING)
                        .map(
                            (r, c) ->
                                new Playing(
                                    r.getString(1),
                                    r.getString(2),
                                    r.getString(3),
                                    r.getString(4),
                                    r.getInt(5),
                                    r.getInt(6)))
                        .list()));
  }
}
