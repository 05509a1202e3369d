package io.github.fanorona.server.lobby;

import io.github.fanorona.server.store.Database;
import io.github.fanorona.server.store.StoreException;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
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

  private final Jdbi jdbi;

  /**
   * Creates the store over the club's database.
   *
   * <pre>{@code new SqlSeekStore(db)}</pre>
   *
   * @param db the database
   */
  public SqlSeekStore(Database db) {
    this.jdbi = db.jdbi();
  }

  @Override
  public String add(Seek seek) {
    String id = UUID.randomUUID().toString();
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
}
