package io.github.fanorona.server.rating;

import io.github.fanorona.server.store.SqlErrors;
import io.github.fanorona.server.store.StoreException;
import java.sql.Connection;
import java.sql.PreparedStatement;
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
import javax.sql.DataSource;

/**
 * A {@link RatingLedger} in the club's database (the tables {@code ratings} and {@code
 * rating_history} of migration V20), on SQLite or PostgreSQL. {@link #record} is one transaction: a
 * game id already in the history stores nothing ({@code ALREADY_RATED}: the history's primary key
 * is the player and the game), and a standing whose number of games moved on since it was read
 * stores nothing either ({@code STALE}: the number of games is the row's version).
 *
 * <pre>{@code
 * RatingLedger ledger = new JdbcRatingLedger(db.dataSource());
 * new Rater(Glicko2.club(), ledger).rate(game).replay()   // false, then true for the same game
 * }</pre>
 */
public final class JdbcRatingLedger implements RatingLedger {
  private final DataSource data;

  /**
   * Creates the ledger over the club's database.
   *
   * <pre>{@code new JdbcRatingLedger(db.dataSource())}</pre>
   *
   * @param data the database's connections (migrated to V20 or later)
   */
  public JdbcRatingLedger(DataSource data) {
    this.data = data;
  }

  @Override
  public Optional<Standing> standing(String player, String variant) {
    try (Connection c = data.getConnection();
        PreparedStatement s =
            c.prepareStatement(
                "SELECT rating, deviation, volatility, games, last_game_at FROM ratings"
                    + " WHERE player_id = ? AND variant = ?")) {
      s.setString(1, player);
      s.setString(2, variant);
      try (ResultSet r = s.executeQuery()) {
        if (!r.next()) {
          return Optional.empty();
        }
        long last = r.getLong(5);
        Optional<Instant> lastGame =
            r.wasNull() ? Optional.empty() : Optional.of(Instant.ofEpochMilli(last));
        return Optional.of(
            new Standing(
                new Rating(r.getDouble(1), r.getDouble(2), r.getDouble(3)), r.getInt(4), lastGame));
      }
    } catch (SQLException e) {
      throw failed("cannot read the rating of " + player, e);
    }
  }

  @Override
  public Optional<GameRating> rated(String gameId) {
    try (Connection c = data.getConnection();
        PreparedStatement s =
            c.prepareStatement(
                "SELECT player_id, side, variant, score, rating_before, deviation_before,"
                    + " volatility_before, rating_after, deviation_after, volatility_after,"
                    + " ended_at FROM rating_history WHERE game_id = ?")) {
      s.setString(1, gameId);
      RatingChange white = null;
      RatingChange black = null;
      String variant = "";
      Score whiteScore = Score.DRAW;
      long ended = 0;
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          RatingChange change =
              new RatingChange(
                  r.getString(1),
                  new Rating(r.getDouble(5), r.getDouble(6), r.getDouble(7)),
                  new Rating(r.getDouble(8), r.getDouble(9), r.getDouble(10)));
          variant = r.getString(3);
          ended = r.getLong(11);
          if (r.getString(2).equals("white")) {
            white = change;
            whiteScore = Score.valueOf(r.getString(4));
          } else {
            black = change;
          }
        }
      }
      if (white == null || black == null) {
        return Optional.empty();
      }
      RatedGame game =
          new RatedGame(
              gameId,
              variant,
              white.player(),
              black.player(),
              whiteScore,
              Instant.ofEpochMilli(ended));
      return Optional.of(new GameRating(game, white, black, false));
    } catch (SQLException e) {
      throw failed("cannot read the rating of game " + gameId, e);
    }
  }

  @Override
  public List<GameRating> history(String player, int limit) {
    // both rows of each of the player's latest games, the latest first
    try (Connection c = data.getConnection();
        PreparedStatement s =
            c.prepareStatement(
                "SELECT h.game_id, h.player_id, h.side, h.variant, h.score, h.rating_before,"
                    + " h.deviation_before, h.volatility_before, h.rating_after,"
                    + " h.deviation_after, h.volatility_after, h.ended_at"
                    + " FROM rating_history m JOIN rating_history h ON h.game_id = m.game_id"
                    + " WHERE m.player_id = ? ORDER BY m.ended_at DESC, h.game_id, h.side")) {
      s.setString(1, player);
      s.setMaxRows(2 * limit);
      Map<String, RatingChange[]> sides = new LinkedHashMap<>();
      Map<String, GameRating> games = new LinkedHashMap<>();
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          String id = r.getString(1);
          RatingChange change =
              new RatingChange(
                  r.getString(2),
                  new Rating(r.getDouble(6), r.getDouble(7), r.getDouble(8)),
                  new Rating(r.getDouble(9), r.getDouble(10), r.getDouble(11)));
          RatingChange[] both = sides.computeIfAbsent(id, x -> new RatingChange[2]);
          boolean white = r.getString(3).equals("white");
          both[white ? 0 : 1] = change;
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
        }
      }
      List<GameRating> out = new ArrayList<>(games.values());
      Collections.reverse(out);
      return List.copyOf(out);
    } catch (SQLException e) {
      throw failed("cannot read the rated games of " + player, e);
    }
  }

  @Override
  public List<Entry> leaderboard(String variant, int limit) {
    try (Connection c = data.getConnection();
        PreparedStatement s =
            c.prepareStatement(
                "SELECT player_id, rating, deviation, volatility, games, last_game_at"
                    + " FROM ratings WHERE variant = ? ORDER BY rating DESC, player_id")) {
      s.setString(1, variant);
      s.setMaxRows(limit);
      List<Entry> out = new ArrayList<>();
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          long last = r.getLong(6);
          Optional<Instant> lastGame =
              r.wasNull() ? Optional.empty() : Optional.of(Instant.ofEpochMilli(last));
          out.add(
              new Entry(
                  r.getString(1),
                  new Standing(
                      new Rating(r.getDouble(2), r.getDouble(3), r.getDouble(4)),
                      r.getInt(5),
                      lastGame)));
        }
      }
      return List.copyOf(out);
    } catch (SQLException e) {
      throw failed("cannot read the leaderboard of " + variant, e);
    }
  }

  @Override
  public Recorded record(GameRating rating, Standing white, Standing black) {
    RatedGame g = rating.game();
    try (Connection c = data.getConnection()) {
      c.setAutoCommit(false);
      try {
        Recorded done = write(c, rating, white, black);
        if (done == Recorded.STORED) {
          c.commit();
        } else {
          c.rollback();
        }
        return done;
      } catch (SQLException e) {
        c.rollback();
        if (SqlErrors.isUniqueViolation(e)) {
          // another instance stored this game, or this player's first standing, meanwhile
          return rated(g.gameId()).isPresent() ? Recorded.ALREADY_RATED : Recorded.STALE;
        }
        throw e;
      } finally {
        c.setAutoCommit(true);
      }
    } catch (SQLException e) {
      throw failed("cannot store the rating of game " + g.gameId(), e);
    }
  }

  private static Recorded write(Connection c, GameRating rating, Standing white, Standing black)
      throws SQLException {
    RatedGame g = rating.game();
    try (PreparedStatement s =
        c.prepareStatement("SELECT 1 FROM rating_history WHERE game_id = ?")) {
      s.setString(1, g.gameId());
      try (ResultSet r = s.executeQuery()) {
        if (r.next()) {
          return Recorded.ALREADY_RATED;
        }
      }
    }
    if (!put(c, g.white(), g.variant(), white) || !put(c, g.black(), g.variant(), black)) {
      return Recorded.STALE;
    }
    history(c, g, "white", g.black(), g.whiteScore(), rating.white());
    history(c, g, "black", g.white(), g.blackScore(), rating.black());
    return Recorded.STORED;
  }

  /** Writes a standing over the one it was computed from; false if that one is gone. */
  private static boolean put(Connection c, String player, String variant, Standing s)
      throws SQLException {
    if (s.games() == 1) {
      try (PreparedStatement i =
          c.prepareStatement(
              "INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games,"
                  + " last_game_at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
        i.setString(1, player);
        i.setString(2, variant);
        bind(i, 3, s);
        return i.executeUpdate() == 1;
      }
    }
    try (PreparedStatement u =
        c.prepareStatement(
            "UPDATE ratings SET rating = ?, deviation = ?, volatility = ?, games = ?,"
                + " last_game_at = ? WHERE player_id = ? AND variant = ? AND games = ?")) {
      bind(u, 1, s);
      u.setString(6, player);
      u.setString(7, variant);
      u.setInt(8, s.games() - 1);
      return u.executeUpdate() == 1;
    }
  }

  /** Binds a standing's rating, deviation, volatility, games and last game from {@code at}. */
  private static void bind(PreparedStatement p, int at, Standing s) throws SQLException {
    p.setDouble(at, s.rating().rating());
    p.setDouble(at + 1, s.rating().deviation());
    p.setDouble(at + 2, s.rating().volatility());
    p.setInt(at + 3, s.games());
    if (s.lastGame().isPresent()) {
      p.setLong(at + 4, s.lastGame().get().toEpochMilli());
    } else {
      p.setNull(at + 4, Types.BIGINT);
    }
  }

  private static void history(
      Connection c, RatedGame g, String side, String opponent, Score score, RatingChange change)
      throws SQLException {
    try (PreparedStatement i =
        c.prepareStatement(
            "INSERT INTO rating_history (player_id, game_id, variant, side, opponent_id, score,"
                + " rating_before, deviation_before, volatility_before, rating_after,"
                + " deviation_after, volatility_after, ended_at)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
      i.setString(1, change.player());
      i.setString(2, g.gameId());
      i.setString(3, g.variant());
      i.setString(4, side);
      i.setString(5, opponent);
      i.setString(6, score.name());
      i.setDouble(7, change.before().rating());
      i.setDouble(8, change.before().deviation());
      i.setDouble(9, change.before().volatility());
      i.setDouble(10, change.after().rating());
      i.setDouble(11, change.after().deviation());
      i.setDouble(12, change.after().volatility());
      i.setLong(13, g.endedAt().toEpochMilli());
      i.executeUpdate();
    }
  }

  private static StoreException failed(String what, SQLException e) {
    return new StoreException(StoreException.Kind.UNAVAILABLE, what + ": " + e.getMessage(), e);
  }
}
