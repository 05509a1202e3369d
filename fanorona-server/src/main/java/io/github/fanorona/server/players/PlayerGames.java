package io.github.fanorona.server.players;

import io.github.fanorona.server.GameStatus;
import java.util.List;
import java.util.Optional;

/**
 * The club games a player's page lists: what the players' pages need of the club, which the site
 * wires to the club ({@code club.Club#gamesOf}), so that the players' job does not reach into the
 * club's store.
 *
 * <pre>{@code PlayerGames.NONE.of("p1", 50)   // []}</pre>
 */
@FunctionalInterface
public interface PlayerGames {
  /** No games (a site without a database). */
  PlayerGames NONE = (player, limit) -> List.of();

  /**
   * A game in a player's list: who played it and how it ended.
   *
   * <pre>
   * {@code new PlayerGames.Summary("g1", "sivy", "Ann", "Bo", GameStatus.LIVE, Optional.empty())}
   * </pre>
   *
   * @param id the game's id
   * @param variant the variant's name
   * @param whiteName the white player's name, or ""
   * @param blackName the black player's name, or ""
   * @param status where the game is
   * @param result 1-0, 0-1 or 1/2-1/2 once finished
   */
  record Summary(
      String id,
      String variant,
      String whiteName,
      String blackName,
      GameStatus status,
      Optional<String> result) {}

  /**
   * Returns a player's latest club games, the latest first.
   *
   * <pre>{@code games.of(ann.id(), 50).get(0).id()   // her latest game}</pre>
   *
   * @param playerId the player's id
   * @param limit the most games returned
   * @return the games
   */
  List<Summary> of(String playerId, int limit);
}
