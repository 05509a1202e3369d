package io.github.fanorona.server.store;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Termination;
import java.time.Instant;
import java.util.Optional;

/**
 * A game as stored: who sits where, its terms, its status and result, and its version, which every
 * write raises by one. A write names the version it read, so of two servers that read version 7
 * only one can write version 8.
 *
 * <pre>{@code
 * GameRow g = rows.create(NewGame.of("sivy", "standard").withWhite(ann));
 * g.version()            // 0
 * g.isFree(Side.BLACK)   // true
 * }</pre>
 *
 * @param id the game's id: 128 random bits in URL-safe Base64 (22 characters), its address
 * @param variant the variant's name
 * @param preset the rule preset's name
 * @param white the id of the player on White, if a player sits there
 * @param black the id of the player on Black, if a player sits there
 * @param computerSide the side the computer plays, if it plays
 * @param computerLevel the computer's level, 0 when it does not play
 * @param rated whether the game moves its players' ratings
 * @param timeControl its time control ("5+3"), "" for none
 * @param status where the game is in its life
 * @param result the result once finished, such as {@code "1-0"}
 * @param termination why it ended
 * @param createdAt when it was created
 * @param updatedAt when it last changed
 * @param version the number of writes since it was created
 */
public record GameRow(
    String id,
    String variant,
    String preset,
    Optional<String> white,
    Optional<String> black,
    Optional<Side> computerSide,
    int computerLevel,
    boolean rated,
    String timeControl,
    GameStatus status,
    Optional<String> result,
    Optional<Termination> termination,
    Instant createdAt,
    Instant updatedAt,
    int version) {
  /**
   * A game's turns and end as its job writes them: each before it is acknowledged, a game-ending
   * turn with the end in one transaction. The play page's and the club's stores hand out theirs
   * ({@link Versions}).
   *
   * <pre>{@code store.writes().append(id, 3, turn)}</pre>
   */
  public interface Writes {
    /** Writes nothing: a site in memory only. */
    Writes NONE =
        new Writes() {
          @Override
          public void append(String id, int ply, Turn turn) {}

          @Override
          public void appendLast(String id, int ply, Turn turn, Game over) {}

          @Override
          public void finish(String id, Game over, Termination termination) {}
        };

    /**
     * Writes a turn, the {@code ply}th (from 1); returns once it is stored.
     *
     * <pre>{@code writes.append(id, 3, turn)}</pre>
     *
     * @param id the game's id
     * @param ply its number
     * @param turn the turn
     */
    void append(String id, int ply, Turn turn);

    /**
     * Writes the turn that ended a game and its end, in one transaction.
     *
     * <pre>{@code writes.appendLast(id, 41, turn, over)}</pre>
     *
     * @param id the game's id
     * @param ply its number
     * @param turn the turn
     * @param over the game it ended (its outcome's result and reason are stored)
     */
    void appendLast(String id, int ply, Turn turn, Game over);

    /**
     * Writes an end that is no turn: a resignation, an agreement, a flag, a claim.
     *
     * <pre>{@code writes.finish(id, game.resign(Side.WHITE), Termination.RESIGNATION)}</pre>
     *
     * @param id the game's id
     * @param over the game ended (its outcome's result is stored)
     * @param termination why it ended
     */
    void finish(String id, Game over, Termination termination);
  }

  /**
   * Returns the player on a side.
   *
   * <pre>{@code game.player(Side.WHITE)   // Optional[<Ann's id>]}</pre>
   *
   * @param side the side
   * @return the player's id, empty if nobody or the computer sits there
   */
  public Optional<String> player(Side side) {
    return side == Side.WHITE ? white : black;
  }

  /**
   * Returns whether a side's seat is free: no player and not the computer.
   *
   * <pre>
   * {@code rows.create(NewGame.of("sivy", "standard").withWhite(id)).isFree(Side.BLACK)   // true}
   * </pre>
   *
   * @param side the side
   * @return whether someone may still take it
   */
  public boolean isFree(Side side) {
    return player(side).isEmpty() && !computerSide.equals(Optional.of(side));
  }

  /**
   * Returns the side a player sits on.
   *
   * <pre>{@code game.sideOf(ann)   // Optional[WHITE]}</pre>
   *
   * @param playerId a player's id
   * @return the player's side, empty if the player does not play this game
   */
  public Optional<Side> sideOf(String playerId) {
    if (white.equals(Optional.of(playerId))) {
      return Optional.of(Side.WHITE);
    }
    return black.equals(Optional.of(playerId)) ? Optional.of(Side.BLACK) : Optional.empty();
  }

  /**
   * One stored turn of a game, as the notation writes it (the database's edge: the jobs read it
   * back into the library's {@code Turn} by replaying the game).
   *
   * <pre>{@code rows.turns(game.id()).get(0)   // TurnRow[ply=1, text="d4-e5A", playedAt=…]}</pre>
   *
   * @param ply the turn's number in the game, from 1
   * @param text the turn as text, at most {@value GameRows#MAX_TURN_TEXT} characters
   * @param playedAt when it was stored
   */
  public record TurnRow(int ply, String text, Instant playedAt) {}
}
