package io.github.fanorona.server.lobby;

import io.github.fanorona.server.Ids;
import java.util.List;

/**
 * Where the lobby's seeks are kept, so that a restarted site lists them again: a seek opened, gone
 * (accepted, withdrawn, or its player's lobby page closed). The club's database keeps them ({@link
 * SqlSeekStore}); {@link #none()} keeps nothing.
 *
 * <pre>{@code store.open(seek); store.open().size()   // 1}</pre>
 */
public interface SeekStore {
  /**
   * A seek as stored: the seeker by id, and its terms as words, checked again when it is read.
   *
   * <pre>{@code new SeekStore.Stored("s1", "p1", "sivy", "seed000", "random", false, "")}</pre>
   *
   * @param id the seek's id
   * @param player the seeker's id
   * @param variant the variant's name
   * @param preset the preset's name
   * @param colour white, black or random
   * @param rated whether the game is to be rated
   * @param time its time control, "" for none
   */
  record Stored(
      String id,
      String player,
      String variant,
      String preset,
      String colour,
      boolean rated,
      String time) {}

  /**
   * Writes a seek opened.
   *
   * <pre>{@code store.add(player.id(), terms, Optional.empty())   // the seek's id}</pre>
   *
   * @param seek the seek (its id is the store's, made here)
   * @return the seek's id
   */
  String add(Seek seek);

  /**
   * Writes a seek gone.
   *
   * <pre>{@code store.remove(seekId)}</pre>
   *
   * @param seekId the seek's id
   */
  void remove(String seekId);

  /**
   * {@return the open seeks, the oldest first}
   *
   * <pre>{@code store.open().size()   // 1}</pre>
   */
  List<Stored> open();

  /**
   * {@return a store that keeps nothing: seeks live in memory only}
   *
   * <pre>{@code SeekStore.none().open()   // []}</pre>
   */
  static SeekStore none() {
    return new SeekStore() {
      @Override
      public String add(Seek seek) {
        return Ids.newId();
      }

      @Override
      public void remove(String seekId) {}

      @Override
      public List<Stored> open() {
        return List.of();
      }
    };
  }
}
