package io.github.fanorona.server.lobby;

import io.github.fanorona.server.club.ClubView.LiveGame;
import io.github.fanorona.server.players.Players;
import io.github.fanorona.server.store.StoreException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The live games the lobby lists, of every instance of the club: those held here as they are now,
 * then the others as the {@link SeekStore} has them (read at most once a second, each lobby page
 * asking every two; the players' names kept from the last read, a live game's seats not changing).
 *
 * <pre>{@code new LiveGames(store, players).list(club.liveGames()).get(0).watchers()   // 3}</pre>
 */
final class LiveGames {
  /** How often the live games are read from the store again. */
  private static final long READ_NANOS = 1_000_000_000L;

  /**
   * How long a live game with no page open anywhere is listed after its last change: as long as a
   * site holds an untouched game by default.
   */
  private static final long LISTED_MILLIS = 30 * 60_000L;

  private final SeekStore store;
  private final Players players;

  /** The games as read last (guarded by this), and when (System.nanoTime; 0: never). */
  private List<LiveGame> listed = List.of();

  private long readAt;

  LiveGames(SeekStore store, Players players) {
    this.store = store;
    this.players = players;
  }

  /**
   * The live games of every instance: those held here first, then the others the store lists.
   *
   * @param here the live games held here
   */
  List<LiveGame> list(List<LiveGame> here) {
    List<LiveGame> all = new ArrayList<>(here);
    Set<String> ids = new HashSet<>();
    here.forEach(g -> ids.add(g.id()));
    for (LiveGame g : elsewhere()) {
      if (!ids.contains(g.id())) {
        all.add(g);
      }
    }
    return all;
  }

  /**
   * The store's live games, read again once the last read is a second old; the last if it fails.
   */
  private synchronized List<LiveGame> elsewhere() {
    long now = System.nanoTime();
    if (readAt != 0 && now - readAt < READ_NANOS) {
      return listed;
    }
    try {
      Map<String, LiveGame> was = new HashMap<>();
      listed.forEach(g -> was.put(g.id(), g));
      List<LiveGame> read = new ArrayList<>();
      for (SeekStore.Playing p : store.playing(System.currentTimeMillis() - LISTED_MILLIS)) {
        LiveGame had = was.get(p.id());
        read.add(
            new LiveGame(
                p.id(),
                p.variant(),
                had == null ? players.name(p.white()) : had.white(),
                had == null ? players.name(p.black()) : had.black(),
                p.turns(),
                p.watchers()));
      }
      listed = List.copyOf(read);
      readAt = now;
    } catch (StoreException e) {
      // the database is away: the games listed last stand
    }
    return listed;
  }
}
