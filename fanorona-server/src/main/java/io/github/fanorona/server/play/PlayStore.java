package io.github.fanorona.server.play;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.server.Ids;
import io.github.fanorona.server.store.GameRow;
import java.util.Optional;

/**
 * Where the games against the computer are kept as they are played, so that a restart loses none:
 * each is written before it is answered (its turns, the computer's too, an Undo, the level, its
 * end). The club's database keeps them ({@link SqlPlayStore}); {@link #none()} keeps nothing (a
 * site in memory only).
 *
 * <pre>{@code
 * String id = store.create("sivy", "seed000", ann.id(), Side.WHITE, 1);
 * store.writes().append(id, 1, turn);
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
   * {@return how the game's turns and end are written}
   *
   * <pre>{@code store.writes().append(id, 1, turn)}</pre>
   */
  GameRow.Writes writes();

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
      public GameRow.Writes writes() {
        return GameRow.Writes.NONE;
      }

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
