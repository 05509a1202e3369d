package io.github.fanorona.server.rating;

import java.util.List;
import java.util.Optional;

/**
 * Where ratings are kept: the players' standings by variant and every rated game by its id. The
 * database keeps them in the club (a unique game id per player in the rating history); {@link
 * MemoryLedger} keeps them in memory. A ledger makes a game's rating apply once: {@link #record}
 * stores nothing for a game id it already holds.
 *
 * <pre>{@code
 * RatingLedger ledger = new MemoryLedger();
 * ledger.standing("ann", "sivy")   // Optional.empty
 * }</pre>
 */
public interface RatingLedger {
  /** What {@link #record} did. */
  enum Recorded {
    /** The game's rating and both new standings are stored. */
    STORED,
    /** The game id was rated before; nothing was stored. */
    ALREADY_RATED,
    /**
     * A player's standing is no longer the one the rating was computed from (another game of theirs
     * was rated meanwhile); nothing was stored, and the rating should be computed again.
     */
    STALE
  }

  /**
   * Returns a player's standing in a variant.
   *
   * <pre>{@code ledger.standing("ann", "sivy")   // Optional.empty for a newcomer}</pre>
   *
   * @param player the player's id
   * @param variant the variant's name
   * @return the standing, empty if the player has no rated game in the variant
   */
  Optional<Standing> standing(String player, String variant);

  /**
   * Returns a game's stored rating.
   *
   * <pre>{@code ledger.rated("g42")   // Optional.empty until the game is rated}</pre>
   *
   * @param gameId the game's id
   * @return the rating stored for it, empty if it has none
   */
  Optional<GameRating> rated(String gameId);

  /**
   * Stores a game's rating and both players' new standings, all or nothing: nothing if the game id
   * is already rated, or if either player's stored number of games is no longer the one before this
   * game.
   *
   * <pre>
   * {@code ledger.record(rating, white, black)   // STORED, then ALREADY_RATED for the same game}
   * </pre>
   *
   * @param rating the game's rating
   * @param white White's standing after the game
   * @param black Black's standing after the game
   * @return what was done
   */
  Recorded record(GameRating rating, Standing white, Standing black);

  /**
   * A player's standing in a leaderboard.
   *
   * <pre>{@code new RatingLedger.Entry("ann", Standing.newcomer()).standing().games()   // 0}</pre>
   *
   * @param player the player's id
   * @param standing their standing in the variant
   */
  record Entry(String player, Standing standing) {}

  /**
   * Returns a player's latest rated games in every variant, the oldest of them first: the history a
   * player's page draws.
   *
   * <pre>{@code ledger.history("ann", 100).get(0).game().gameId()   // her first rated game}</pre>
   *
   * @param player the player's id
   * @param limit the most games returned (the latest ones)
   * @return the games' ratings, oldest first
   */
  List<GameRating> history(String player, int limit);

  /**
   * Returns a variant's best rated players, the highest rating first (ties by player id).
   *
   * <pre>{@code ledger.leaderboard("sivy", 100).get(0).player()   // the best player's id}</pre>
   *
   * @param variant the variant's name
   * @param limit the most players returned
   * @return the standings, best first
   */
  List<Entry> leaderboard(String variant, int limit);
}
