package io.github.fanorona.server.rating;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@link RatingLedger} in memory, for tests and for a site run without a database. It holds every
 * rated game, as a database would: its size grows with the games rated, one small entry each.
 * Thread-safe: one lock over both maps makes {@link #record} all or nothing.
 *
 * <pre>{@code new MemoryLedger().rated("g1")   // Optional.empty}</pre>
 */
public final class MemoryLedger implements RatingLedger {
  private final Map<String, Standing> standings = new HashMap<>();
  private final Map<String, GameRating> games = new HashMap<>();

  /**
   * Creates an empty ledger.
   *
   * <pre>{@code new MemoryLedger().standing("ann", "sivy")   // Optional.empty}</pre>
   */
  public MemoryLedger() {}

  private static String key(String player, String variant) {
    // '/' cannot occur in either id (RatedGame checks them), so the key is unambiguous
    return variant + "/" + player;
  }

  @Override
  public synchronized Optional<Standing> standing(String player, String variant) {
    return Optional.ofNullable(standings.get(key(player, variant)));
  }

  @Override
  public synchronized Optional<GameRating> rated(String gameId) {
    return Optional.ofNullable(games.get(gameId));
  }

  @Override
  public synchronized Recorded record(GameRating rating, Standing white, Standing black) {
    RatedGame g = rating.game();
    if (games.containsKey(g.gameId())) {
      return Recorded.ALREADY_RATED;
    }
    String w = key(g.white(), g.variant());
    String b = key(g.black(), g.variant());
    if (gamesOf(w) != white.games() - 1 || gamesOf(b) != black.games() - 1) {
      return Recorded.STALE;
    }
    games.put(g.gameId(), rating);
    standings.put(w, white);
    standings.put(b, black);
    return Recorded.STORED;
  }

  private int gamesOf(String key) {
    Standing s = standings.get(key);
    return s == null ? 0 : s.games();
  }

  @Override
  public synchronized List<GameRating> history(String player, int limit) {
    List<GameRating> mine =
        games.values().stream()
            .filter(g -> g.game().white().equals(player) || g.game().black().equals(player))
            .sorted(Comparator.comparing((GameRating g) -> g.game().endedAt()))
            .toList();
    return List.copyOf(mine.subList(Math.max(0, mine.size() - limit), mine.size()));
  }

  @Override
  public synchronized List<Entry> leaderboard(String variant, int limit) {
    String prefix = variant + "/";
    return standings.entrySet().stream()
        .filter(e -> e.getKey().startsWith(prefix))
        .map(e -> new Entry(e.getKey().substring(prefix.length()), e.getValue()))
        .sorted(
            Comparator.comparingDouble((Entry e) -> -e.standing().rating().rating())
                .thenComparing(Entry::player))
        .limit(limit)
        .toList();
  }
}
