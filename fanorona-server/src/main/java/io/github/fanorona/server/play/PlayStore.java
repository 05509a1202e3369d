package io.github.fanorona.server.play;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.server.Ids;
import java.util.Optional;

/**
 * Where the games against the computer are kept as they are played, so that a restart loses none:
 * each is written before it is answered (its turns, the computer's too, an Undo, the level, its
 * end). The club's database keeps them ({@link SqlPlayStore}); {@link #none()} keeps nothing (a
 * site in memory only).
 *
 * <pre>{@code
 * String id = store.create("sivy", "seed000", ann.id(), Side.WHITE, 1);
 * store.append(id, 1, turn);
 * store.find(id).map(g -> g.game().turns().size())   // Optional[1]
 * }</pre>
 */
public interface PlayStore {
  /**
   * A stored game against the computer, played again.
   *
   * <pre>{@code store.find(id).orElseThrow().human()   // WHITE}</pre>
   *
   * @param id the game's id
   * @param player the id of its player
   * @param human the side its player plays
   * @param level the computer's level
   * @param variant the variant's name
   * @param preset the preset's name
   * @param game the game as played
   */
  record Stored(
      String id, String player, Side human, int level, String variant, String preset, Game game) {}

  /**
   * Writes a new game of a player against the computer.
   *
   * <pre>{@code store.create("sivy", "seed000", ann.id(), Side.WHITE, 1)   // "q9Xz…"}</pre>
   *
   * @param variant the variant's name
   * @param preset the preset's name
   * @param player the player's id
   * @param human the side the player plays
   * @param level the computer's level
   * @return the game's id
   */
  String create(String variant, String preset, String player, Side human, int level);

  /**
   * Writes a turn, the {@code ply}th (from 1); returns once it is stored.
   *
   * <pre>{@code store.append(id, 1, game.turns().get(0))}</pre>
   *
   * @param id the game's id
   * @param ply its number
   * @param turn the turn
   */
  void append(String id, int ply, Turn turn);

  /**
   * Writes the turn that ended the game and its end, in one transaction.
   *
   * <pre>{@code store.appendLast(id, 40, lastTurn, over)}</pre>
   *
   * @param id the game's id
   * @param ply its number
   * @param turn the turn
   * @param over the game it ended (its outcome is stored)
   */
  void appendLast(String id, int ply, Turn turn, Game over);

  /**
   * Writes an end that is no turn: a resignation.
   *
   * <pre>{@code store.end(id, game.resign(Side.WHITE))}</pre>
   *
   * @param id the game's id
   * @param over the game ended (its outcome is stored)
   */
  void end(String id, Game over);

  /**
   * Writes an Undo: only the first {@code plies} turns are kept.
   *
   * <pre>{@code store.takeBack(id, 2)}</pre>
   *
   * @param id the game's id
   * @param plies the turns kept
   */
  void takeBack(String id, int plies);

  /**
   * Writes the computer's new level.
   *
   * <pre>{@code store.level(id, 3)}</pre>
   *
   * @param id the game's id
   * @param level the level
   */
  void level(String id, int level);

  /**
   * Returns a stored game against the computer, played again (none for a game between people).
   *
   * <pre>{@code store.find("nope")   // Optional.empty}</pre>
   *
   * @param id the game's id
   * @return the game, or empty
   */
  Optional<Stored> find(String id);

  /**
   * {@return a store that keeps nothing: games live in memory only}
   *
   * <pre>{@code PlayStore.none().find(id)   // Optional.empty}</pre>
   */
  static PlayStore none() {
    return new PlayStore() {
      @Override
      public String create(String variant, String preset, String player, Side human, int level) {
        return Ids.newId();
      }

      @Override
      public void append(String id, int ply, Turn turn) {}

      @Override
      public void appendLast(String id, int ply, Turn turn, Game over) {}

      @Override
      public void end(String id, Game over) {}

      @Override
      public void takeBack(String id, int plies) {}

      @Override
      public void level(String id, int level) {}

      @Override
      public Optional<Stored> find(String id) {
        return Optional.empty();
      }
    };
  }
}
