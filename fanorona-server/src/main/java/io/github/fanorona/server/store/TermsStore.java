package io.github.fanorona.server.store;

import java.util.Optional;
import javax.sql.DataSource;

/**
 * The terms of the club's games in its database (the table {@code game_terms} of migration V22):
 * whether a game is rated, and its time control. Written once, when the game is made; a game
 * without a row is casual and untimed.
 *
 * <pre>{@code
 * TermsStore terms = new TermsStore(db.dataSource());
 * terms.add(game.id(), true, "5+3");
 * terms.of(game.id())   // Optional[Terms[rated=true, timeControl=5+3]]
 * }</pre>
 */
public final class TermsStore {
  /**
   * A game's terms.
   *
   * <pre>{@code new TermsStore.Terms(true, "5+3").rated()   // true}</pre>
   *
   * @param rated whether the game moves its players' ratings
   * @param timeControl its time control, such as "5+3", or "" for none
   */
  public record Terms(boolean rated, String timeControl) {}

  private final DataSource data;

  /**
   * Creates the store over the club's database.
   *
   * <pre>{@code new TermsStore(db.dataSource())}</pre>
   *
   * @param data the database's connections (migrated to V22 or later)
   */
  public TermsStore(DataSource data) {
    this.data = data;
  }

  /**
   * Stores a game's terms.
   *
   * <pre>{@code terms.add(game.id(), true, "5+3")}</pre>
   *
   * @param gameId the game's id (a row of {@code games})
   * @param rated whether it is rated
   * @param timeControl its time control, or ""
   * @throws StoreException {@link StoreException.Kind#INVALID} for a time control of more than 16
   *     characters
   */
  public void add(String gameId, boolean rated, String timeControl) {
    if (timeControl.length() > 16) {
      throw Rows.invalid("a time control is at most 16 characters, such as 5+3");
    }
    Rows.write(
        data,
        "store a game's terms",
        c ->
            Rows.update(
                c,
                "INSERT INTO game_terms (game_id, rated, time_control) VALUES (?, ?, ?)",
                gameId,
                rated ? 1 : 0,
                timeControl));
  }

  /**
   * Returns a game's terms.
   *
   * <pre>{@code terms.of("no such game")   // Optional.empty: casual and untimed}</pre>
   *
   * @param gameId the game's id
   * @return its terms, or empty if none were stored
   */
  public Optional<Terms> of(String gameId) {
    return Rows.read(
        data,
        "read a game's terms",
        c ->
            Rows.one(
                c,
                "SELECT rated, time_control FROM game_terms WHERE game_id = ?",
                r -> new Terms(r.getInt(1) == 1, r.getString(2)),
                gameId));
  }
}
