package io.github.fanorona.server.club;

import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.play.HeldGames;
import io.github.fanorona.server.play.Session;
import io.github.fanorona.server.players.Players;
import io.github.fanorona.server.store.StoreException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A live game as the lobby lists it.
 *
 * <pre>{@code club.liveGames().get(0).watchers()   // 3}</pre>
 *
 * @param id the game's id
 * @param variant its variant's name
 * @param white White's name
 * @param black Black's name
 * @param turns the turns played
 * @param watchers the spectators' pages open
 */
public record LiveGame(
    String id, String variant, String white, String black, int turns, int watchers) {
  /**
   * The live games of every instance of the club, as the lobby lists them: read from the {@link
   * ClubStore} at most once a second (each lobby page asks every two seconds), the players' names
   * kept from the last read (a live game's seats do not change).
   *
   * <pre>{@code new LiveGame.Listing(store, players).list(tables, held).get(0).watchers()   // 3}
   * </pre>
   */
  static final class Listing {
    /** How often the live games are read from the store again. */
    private static final long READ_NANOS = 1_000_000_000L;

    /**
     * How long a live game with no page open anywhere is listed after its last change: as long as a
     * site holds an untouched game by default.
     */
    private static final long LISTED_MILLIS = 30 * 60_000L;

    private final ClubStore store;
    private final Players players;

    /** The games as read last (guarded by this), and when (System.nanoTime; 0: never). */
    private List<LiveGame> listed = List.of();

    private long readAt;

    Listing(ClubStore store, Players players) {
      this.store = store;
      this.players = players;
    }

    /**
     * The live games of every instance: those held here as they are now, then the others the store
     * lists (in memory, none: the games held here are the whole club).
     *
     * @param tables the tables here, by game id
     * @param held the games held here
     */
    List<LiveGame> list(Map<String, ClubTable> tables, HeldGames held) {
      List<LiveGame> list = new ArrayList<>();
      for (ClubTable t : tables.values()) {
        synchronized (t) {
          Optional<Session> s = held.peek(t.id);
          if (t.status == GameStatus.LIVE && s.isPresent()) {
            list.add(
                new LiveGame(
                    t.id,
                    s.get().variant(),
                    t.name[0],
                    t.name[1],
                    s.get().game().turns().size(),
                    t.watchers()));
          }
        }
      }
      for (LiveGame g : elsewhere()) {
        if (!tables.containsKey(g.id())) {
          list.add(g);
        }
      }
      return list;
    }

    /**
     * The store's live games, read again when the last read is a second old; the last ones if it
     * fails.
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
        for (ClubStore.Playing p : store.playing(System.currentTimeMillis() - LISTED_MILLIS)) {
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
}
