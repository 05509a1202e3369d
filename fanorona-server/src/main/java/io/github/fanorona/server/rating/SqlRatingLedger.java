package io.github.fanorona.server.rating;

import io.github.fanorona.server.store.Database;
import io.github.fanorona.server.store.StoreException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.Update;

/**
 * A {@link RatingLedger} in the club's database (the tables {@code ratings} and {@code
 * rating_history}), on SQLite or PostgreSQL, through Jdbi. {@link #record} is one transaction: a
 * game id already in the history stores nothing ({@code ALREADY_RATED}: the history's primary key
 * is the player and the game), and a standing whose number of games moved on since it was read
 * stores nothing either ({@code STALE}: the number of games is the row's version).
 *
 * <pre>{@code
 * RatingLedger ledger = new SqlRatingLedger(db);
 * new Rater(Glicko2.club(), ledger).rate(game).replay()   // false, then true for the same game
 * }</pre>
 */
public final class SqlRatingLedger implements RatingLedger {
  private static final String CHANGE =
      "rating_before, deviation_before, volatility_before, rating_after, deviation_after,"
          + " volatility_after";

  private final Jdbi jdbi;

  /**
   * Creates the ledger over the club's database.
   *
   * <pre>{@code new SqlRatingLedger(db)}</pre>
   *
   * @param db the database
   */
  public SqlRatingLedger(Database db) {
    this.jdbi = db.jdbi();
  }

  @Override
  public Optional<Standing> standing(String player, String variant) {
    return Database.call(
        "read the rating of " + player,
        () ->
            jdbi.withHandle(
                h ->
                    h.createQuery(
                            "SELECT rating, deviation, volatility, games, last_game_at FROM ratings"
                                + " WHERE player_id = ? AND variant = ?")
                        .bind(0, player)
                        .bind(1, variant)
                        .map((r, c) -> standing(r, 1))
                        .findOne()));
  }

  @Override
  public Optional<GameRating> rated(String gameId) {
    return Database.call(
        "read the rating of game " + gameId, () -> jdbi.withHandle(h -> rated(h, gameId)));
  }

  private static Optional<GameRating> rated(Handle h, String gameId) {
    List<Side> rows =
        h.createQuery(
                "SELECT player_id, side, variant, score, "
                    + CHANGE
                    + ", ended_at FROM rating_history WHERE game_id = ?")
            .bind(0, gameId)
            .map((r, c) -> new Side(r.getString(2).equals("white"), change(r, 1, 5), r))
            .list();
    Optional<Side> white = rows.stream().filter(Side::white).findFirst();
    Optional<Side> black = rows.stream().filter(s -> !s.white()).findFirst();
    if (white.isEmpty() || black.isEmpty()) {
      return Optional.empty();
    }
    RatedGame game =
        new RatedGame(
            gameId,
            white.get().variant(),
            white.get().change().player(),
            black.get().change().player(),
            white.get().score(),
            white.get().ended());
    return Optional.of(new GameRating(game, white.get().change(), black.get().change(), false));
  }

  /** One row of the history as read: a side's change, the game's variant, score and end. */
  private record Side(
      boolean white, RatingChange change, String variant, Score score, Instant ended) {
    Side(boolean white, RatingChange change, ResultSet r) throws SQLException {
      this(
          white,
          change,
          r.getString(3),
          Score.valueOf(r.getString(4)),
          Instant.ofEpochMilli(r.getLong(11)));
    }
  }

  @Override
  public List<GameRating> history(String player, int limit) {
    // both rows of each of the player's latest games, the latest first
    return Database.call(
        "read the rated games of " + player,
        () ->
            jdbi.withHandle(
                h -> {
                  Map<String, RatingChange[]> sides = new LinkedHashMap<>();
                  Map<String, GameRating> games = new LinkedHashMap<>();
                  h.createQuery(
                          "SELECT h.game_id, h.player_id, h.side, h.variant, h.score, h."
                              + CHANGE.replace(", ", ", h.")
                              + ", h.ended_at FROM rating_history m JOIN rating_history h"
                              + " ON h.game_id = m.game_id WHERE m.player_id = ?"
                              + " ORDER BY m.ended_at DESC, h.game_id, h.side")
                      .bind(0, player)
                      .setMaxRows(2 * limit)
                      .map(
                          (r, c) -> {
                            String id = r.getString(1);
                            RatingChange[] both =
                                sides.computeIfAbsent(id, x -> new RatingChange[2]);
                            boolean white = r.getString(3).equals("white");
                            both[white ? 0 : 1] = change(r, 2, 6);
                            if (both[0] != null && both[1] != null) {
                              Score score = Score.valueOf(r.getString(5));
                              RatedGame g =
                                  new RatedGame(
                                      id,
                                      r.getString(4),
                                      both[0].player(),
                                      both[1].player(),
                                      white ? score : score.opposite(),
                                      Instant.ofEpochMilli(r.getLong(12)));
                              games.put(id, new GameRating(g, both[0], both[1], false));
                            }
                            return id;
                          })
                      .list();
                  List<GameRating> out = new ArrayList<>(games.values());
                  Collections.reverse(out);
                  return List.copyOf(out);
                }));
  }

  @Override
  public List<Entry> leaderboard(String variant, int limit) {
    return Database.call(
        "read the leaderboard of " + variant,
        () ->
            jdbi.withHandle(
                h ->
                    h.createQuery(
                            "SELECT player_id, rating, deviation, volatility, games, last_game_at"
                                + " FROM ratings WHERE variant = ? ORDER BY rating DESC, player_id")
                        .bind(0, variant)
                        .setMaxRows(limit)
                        .map((r, c) -> new Entry(r.getString(1), standing(r, 2)))
                        .list()));
  }

  @Override
  public Recorded record(GameRating rating, Standing white, Standing black) {
    RatedGame g = rating.game();
    try {
      return Database.call(
          "store the rating of game " + g.gameId(),
          () ->
              jdbi.inTransaction(
                  h -> {
                    Recorded done = write(h, rating, white, black);
                    if (done != Recorded.STORED) {
                      h.rollback();
                    }
                    return done;
                  }));
    } catch (StoreException e) {
      if (!Database.isUniqueViolation(e)) {
        throw e;
      }
      // another instance stored this game, or this player's first standing, meanwhile
      return rated(g.gameId()).isPresent() ? Recorded.ALREADY_RATED : Recorded.STALE;
    }
  }

  private static Recorded write(Handle h, GameRating rating, Standing white, Standing black) {
    RatedGame g = rating.game();
    if (h.createQuery("SELECT 1 FROM rating_history WHERE game_id = ?")
        .bind(0, g.gameId())
        .mapTo(Integer.class)
        .findFirst()
        .isPresent()) {
      return Recorded.ALREADY_RATED;
    }
    if (!put(h, g.white(), g.variant(), white) || !put(h, g.black(), g.variant(), black)) {
      return Recorded.STALE;
    }
    history(h, g, "white", g.black(), g.whiteScore(), rating.white());
    history(h, g, "black", g.white(), g.blackScore(), rating.black());
    return Recorded.STORED;
  }

  /** Writes a standing over the one it was computed from; false if that one is gone. */
  private static boolean put(Handle h, String player, String variant, Standing s) {
    if (s.games() == 1) {
      return bind(
                  h.createUpdate(
                          "INSERT INTO ratings (rating, deviation, volatility, games, last_game_at,"
                              + " player_id, variant) VALUES (?, ?, ?, ?, ?, ?, ?)")
                      .bind(5, player)
                      .bind(6, variant),
                  s)
              .execute()
          == 1;
    }
    return bind(
                h.createUpdate(
                        "UPDATE ratings SET rating = ?, deviation = ?, volatility = ?, games = ?,"
                            + " last_game_at = ? WHERE player_id = ? AND variant = ? AND games = ?")
                    .bind(5, player)
                    .bind(6, variant)
                    .bind(7, s.games() - 1),
                s)
            .execute()
        == 1;
  }

  /** Binds a standing's rating, deviation, volatility, games and last game at 0 to 4. */
  private static Update bind(Update u, Standing s) {
    u.bind(0, s.rating().rating())
        .bind(1, s.rating().deviation())
        .bind(2, s.rating().volatility())
        .bind(3, s.games());
    if (s.lastGame().isPresent()) {
      u.bind(4, s.lastGame().get().toEpochMilli());
    } else {
      u.bindNull(4, Types.BIGINT);
    }
    return u;
  }

  private static void history(
      Handle h, RatedGame g, String side, String opponent, Score score, RatingChange change) {
    h.createUpdate(
            "INSERT INTO rating_history (player_id, game_id, variant, side, opponent_id, score, "
                + CHANGE
                + ", ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        .bind(0, change.player())
        .bind(1, g.gameId())
        .bind(2, g.variant())
        .bind(3, side)
        .bind(4, opponent)
        .bind(5, score.name())
        .bind(6, change.before().rating())
        .bind(7, change.before().deviation())
        .bind(8, change.before().volatility())
        .bind(9, change.after().rating())
        .bind(10, change.after().deviation())
        .bind(11, change.after().volatility())
        .bind(12, g.endedAt().toEpochMilli())
        .execute();
  }

  /** A player's change from the six columns at {@code at} (before, then after). */
  private static RatingChange change(ResultSet r, int playerColumn, int at) throws SQLException {
    return new RatingChange(
        r.getString(playerColumn),
        new Rating(r.getDouble(at), r.getDouble(at + 1), r.getDouble(at + 2)),
        new Rating(r.getDouble(at + 3), r.getDouble(at + 4), r.getDouble(at + 5)));
  }

  /** A standing from rating, deviation, volatility, games and last game at {@code at}. */
  private static Standing standing(ResultSet r, int at) throws SQLException {
    long last = r.getLong(at + 4);
    Optional<Instant> lastGame =
        r.wasNull() ? Optional.empty() : Optional.of(Instant.ofEpochMilli(last));
    return new Standing(
        new Rating(r.getDouble(at), r.getDouble(at + 1), r.getDouble(at + 2)),
        r.getInt(at + 3),
        lastGame);
  }
}
