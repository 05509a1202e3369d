package io.github.fanorona.server.lobby;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.club.Club;
import io.github.fanorona.server.club.ClubRoutes;
import io.github.fanorona.server.club.Terms;
import io.github.fanorona.server.players.Player;
import io.github.fanorona.server.players.Players;
import io.github.fanorona.server.store.StoreException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The lobby: who is online, the open seeks that anyone else can accept, and the live games to
 * watch, as the club page shows them ("3 online · 1 seeking"). A player is online while a page of
 * the lobby or of a game is open (the lobby page asks every few seconds; a game page holds a
 * WebSocket); a seek lasts while its player's lobby page is open. The seeks are written to the
 * {@link SeekStore}: a restarted site takes them up, and a seek's page that asks again within
 * {@link #ONLINE_NANOS} keeps it.
 *
 * <pre>{@code
 * Lobby lobby = new Lobby(club, players, SeekStore.none(), member);
 * lobby.seek(ann, terms, Optional.of(Side.WHITE));
 * lobby.accept(seekId, bo, "127.0.0.1")   // the game's id: Ann plays White, Bo Black
 * }</pre>
 */
public final class Lobby {
  /** How long a player counts as online after their lobby page last asked. */
  static final long ONLINE_NANOS = 30_000_000_000L;

  /** The most seeks open at once; past it a new one is refused (each player has at most one). */
  static final int MAX_SEEKS = 500;

  private final Club club;
  private final SeekStore store;
  private final Predicate<String> member;
  private final Map<String, Seek> seeks = new LinkedHashMap<>();
  private final Map<String, Long> seen = new ConcurrentHashMap<>();
  private final Map<String, String> matched = new ConcurrentHashMap<>();

  /**
   * A lobby with the seeks the store holds, each player's page given time to ask again.
   *
   * <pre>{@code new Lobby(club, players, new SqlSeekStore(db), member)}</pre>
   *
   * @param club the club, which makes the games
   * @param players the players, whose names the seeks show
   * @param store where seeks are kept
   * @param member whether a player (by id) has an account
   */
  public Lobby(Club club, Players players, SeekStore store, Predicate<String> member) {
    this.club = club;
    this.store = store;
    this.member = member;
    long now = System.nanoTime();
    for (SeekStore.Stored s : store.open()) {
      try {
        Terms terms =
            Terms.of(s.variant(), s.preset(), String.valueOf(s.rated()), s.time(), x -> true);
        Seek seek =
            new Seek(
                s.id(),
                new Player(s.player(), players.name(s.player())),
                terms,
                ClubRoutes.side(s.colour()));
        seeks.put(s.id(), seek);
        seen.put(s.player(), now);
      } catch (Refusal e) {
        // a seek of rules the site no longer offers goes
        store.remove(s.id());
      }
    }
  }

  /**
   * Opens a seek for the player (replacing their last one).
   *
   * @throws Refusal 503 past {@link #MAX_SEEKS}
   */
  synchronized Seek seek(Player p, Terms terms, Optional<Side> colour) {
    drop(s -> s.seeker().id().equals(p.id()));
    if (seeks.size() >= MAX_SEEKS) {
      throw Refusal.of(503, "busy.seeks");
    }
    Seek asked = new Seek("", p, terms, colour);
    Seek s = new Seek(store.add(asked), p, terms, colour);
    seeks.put(s.id(), s);
    seen.put(p.id(), System.nanoTime());
    return s;
  }

  /** Withdraws the player's seek, if any. */
  synchronized void cancel(Player p) {
    drop(s -> s.seeker().id().equals(p.id()));
  }

  /** Lets the seeks that match go, here and in the store. */
  private void drop(Predicate<Seek> gone) {
    for (var i = seeks.values().iterator(); i.hasNext(); ) {
      Seek s = i.next();
      if (gone.test(s)) {
        i.remove();
        try {
          store.remove(s.id());
        } catch (StoreException e) {
          // the database is away: the row stays, and a restarted site lets it go once its player
          // does not come back
        }
      }
    }
  }

  /**
   * Accepts a seek: a game of the seeker and the player, which the seeker's lobby page opens.
   *
   * @return the game's id
   * @throws Refusal 404 if the seek is gone (accepted, withdrawn), 409 for one's own seek, 403 for
   *     a guest and a rated seek
   */
  String accept(String seekId, Player p, String client) {
    Seek s;
    synchronized (this) {
      s = seeks.get(seekId);
      if (s == null) {
        throw Refusal.of(404, "unknown_seek");
      }
      if (s.seeker().id().equals(p.id())) {
        throw Refusal.of(409, "own_seek");
      }
      // a guest who cannot take a rated seek leaves it for someone who can
      s.terms().allow(member, p.id());
      drop(x -> x.id().equals(seekId));
    }
    Side side = s.colour().orElseGet(() -> Math.random() < 0.5 ? Side.WHITE : Side.BLACK);
    String id = club.pair(s.terms(), client, side, s.seeker(), p);
    matched.put(s.seeker().id(), id);
    return id;
  }

  /**
   * The lobby as a player sees it.
   *
   * @param name the player's name
   * @param online the players online
   * @param seeking the open seeks
   * @param seeks the open seeks, the player's marked
   * @param games the live games to watch
   * @param matched the game a seek of the player's became ("" for none; told once)
   */
  record View(
      String name,
      int online,
      int seeking,
      List<Listed> seeks,
      List<Club.Live> games,
      String matched) {}

  /**
   * A seek as the lobby lists it.
   *
   * @param id the seek's id
   * @param name the seeker's name
   * @param variant the variant's name
   * @param preset the preset's name
   * @param colour white, black or random: the seeker's side
   * @param rated whether the game is to be rated
   * @param time its time control, "" for none
   * @param mine whether it is the player's own
   */
  record Listed(
      String id,
      String name,
      String variant,
      String preset,
      String colour,
      boolean rated,
      String time,
      boolean mine) {}

  /**
   * The lobby as the player sees it: the counts, the seeks (theirs marked), the live games, and the
   * game a seek of theirs became (once).
   */
  View view(Player p) {
    long now = System.nanoTime();
    seen.put(p.id(), now);
    seen.values().removeIf(t -> now - t > ONLINE_NANOS);
    Set<String> online = new HashSet<>(seen.keySet());
    online.addAll(club.connected());
    online.remove("");
    List<Listed> list = new ArrayList<>();
    int seeking;
    synchronized (this) {
      // a seek whose player left the lobby goes with them
      drop(s -> !seen.containsKey(s.seeker().id()));
      seeking = seeks.size();
      for (Seek s : seeks.values()) {
        list.add(
            new Listed(
                s.id(),
                s.seeker().name(),
                s.terms().variant().name(),
                s.terms().preset(),
                s.colour().map(c -> c == Side.WHITE ? "white" : "black").orElse("random"),
                s.terms().rated(),
                s.terms().time(),
                s.seeker().id().equals(p.id())));
      }
    }
    matched.keySet().removeIf(k -> !seen.containsKey(k));
    String game = matched.remove(p.id());
    return new View(
        p.name(), online.size(), seeking, list, club.liveGames(), game == null ? "" : game);
  }
}
