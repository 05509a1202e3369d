package io.github.fanorona.server.lobby;

import io.github.fanorona.server.Ids;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Where the lobby's seeks are kept, so that a restarted site lists them again: a seek opened, gone
 * (accepted, withdrawn, or its player's lobby page closed). The club's database keeps them ({@link
 * SqlSeekStore}); {@link #none()} keeps nothing.
 *
 * <pre>{@code store.open(seek); store.open().size()   // 1}</pre>
 */
public interface SeekStore {
  /** The most live games the lobby lists. */
  int MOST_PLAYING = 500;

  /**
   * A live game as every instance's lobby lists it.
   *
   * @param id the game's id
   * @param variant the variant's name
   * @param white the white player's id
   * @param black the black player's id
   * @param turns the turns played
   * @param watchers the spectators' pages open on the running instances
   */
  record Playing(String id, String variant, String white, String black, int turns, int watchers) {}

  /**
   * Returns the live games between people of every instance of the club that a page of is open on a
   * running instance, or that changed since an instant, the latest changed first, at most {@value
   * #MOST_PLAYING} (none in memory: the club's games held here are then all of them).
   *
   * <pre>{@code store.playing(System.currentTimeMillis() - 1_800_000).get(0).watchers()   // 3}
   * </pre>
   *
   * @param since the instant, in ms since the epoch
   * @return the games
   */
  default List<Playing> playing(long since) {
    return List.of();
  }

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
   * @param seek the seek (its id is the store's, made here, unless it has one: a seek put back)
   * @return the seek's id
   */
  String add(Seek seek);

  /**
   * Takes a seek to accept it: of two instances whose players accept it at once, one has it.
   *
   * <pre>{@code store.take(seekId)   // true, then false}</pre>
   *
   * @param seekId the seek's id
   * @return whether this call removed it
   */
  default boolean take(String seekId) {
    remove(seekId);
    return true;
  }

  /**
   * Writes that a player's lobby page asked now (on any instance of the club).
   *
   * <pre>{@code store.seen(ann.id())}</pre>
   *
   * @param player the player's id
   */
  default void seen(String player) {}

  /**
   * Returns the players whose lobby page asked since an instant, on any instance.
   *
   * <pre>{@code store.online(System.currentTimeMillis() - 30_000)   // [ann's id]}</pre>
   *
   * @param sinceMillis the instant, ms since 1970
   * @return the players' ids
   */
  default Set<String> online(long sinceMillis) {
    return Set.of();
  }

  /**
   * Writes the game a player's seek became, for their lobby page to open (on any instance).
   *
   * <pre>{@code store.matched(ann.id(), gameId)}</pre>
   *
   * @param player the seeker's id
   * @param game the game's id
   */
  default void matched(String player, String game) {}

  /**
   * Returns, once, the game a player's seek became.
   *
   * <pre>{@code store.matchOf(ann.id())   // Optional[q9Xz…], then empty}</pre>
   *
   * @param player the seeker's id
   * @return the game's id, or empty
   */
  default Optional<String> matchOf(String player) {
    return Optional.empty();
  }

  /**
   * Tells every instance on the same database that the seeks changed.
   *
   * <pre>{@code store.publish(instance)}</pre>
   *
   * @param instance the instance that changed them
   */
  default void publish(String instance) {}

  /**
   * Hears the changes of the seeks every instance publishes: the instance that made each, or ""
   * when changes may have been missed.
   *
   * <pre>{@code store.listen(who -> reload())}</pre>
   *
   * @param changed hears who changed them
   */
  default void listen(Consumer<String> changed) {}

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
