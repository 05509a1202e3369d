package io.github.fanorona.server.lobby;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.Ids;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.club.Club;
import io.github.fanorona.server.club.ClubRoutes;
import io.github.fanorona.server.club.ClubView.LiveGame;
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
import java.util.concurrent.atomic.AtomicBoolean;
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

  /** How often a player's lobby page asking is written for the other instances. */
  static final long SHARE_NANOS = 5_000_000_000L;

  /**
   * How long the players online, as the store and the club tell them, are kept before asked again.
   */
  static final long COUNT_NANOS = 1_000_000_000L;

  private final Club club;
  private final Players players;
  private final SeekStore store;
  private final LiveGames liveGames;

  /** This lobby among those of the club's instances: its own events are not read back. */
  private final String instance = Ids.newId();

  /** When each player's asking was last written to the store. */
  private final Map<String, Long> shared = new ConcurrentHashMap<>();

  /** The players online on every instance (lobby pages, game pages), and when they were read. */
  private volatile Set<String> everywhere = Set.of();

  private volatile Set<String> lobbyEverywhere = Set.of();
  private volatile long countedAt;
  private final AtomicBoolean counted = new AtomicBoolean();
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
    this.players = players;
    this.store = store;
    this.member = member;
    this.liveGames = new LiveGames(store, players);
    long now = System.nanoTime();
    for (Seek s : load()) {
      seeks.put(s.id(), s);
      seen.put(s.seeker().id(), now);
    }
    store.listen(
        who -> {
          if (!who.equals(instance)) {
            reload();
          }
        });
  }

  /** The seeks the store holds; one of rules the site no longer offers goes. */
  private List<Seek> load() {
    List<Seek> out = new ArrayList<>();
    for (SeekStore.Stored s : store.open()) {
      try {
        Terms terms =
            Terms.of(s.variant(), s.preset(), String.valueOf(s.rated()), s.time(), x -> true);
        out.add(
            new Seek(
                s.id(),
                new Player(s.player(), players.name(s.player())),
                terms,
                ClubRoutes.side(s.colour())));
      } catch (Refusal e) {
        store.remove(s.id());
      }
    }
    return out;
  }

  /**
   * Reads the seeks again, as another instance of the club changed them: the lobby of every
   * instance lists the same seeks.
   */
  private void reload() {
    try {
      List<Seek> now = load();
      synchronized (this) {
        seeks.clear();
        now.forEach(s -> seeks.put(s.id(), s));
      }
    } catch (StoreException e) {
      // the database is away: the seeks listed stay until the next change
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
    long now = System.nanoTime();
    seen.put(p.id(), now);
    try {
      // the other instances' lobbies count the seeker in, or they would drop the seek
      store.seen(p.id());
      shared.put(p.id(), now);
    } catch (StoreException e) {
      // the database is away: this instance counts the seeker
    }
    store.publish(instance);
    return s;
  }

  /** Withdraws the player's seek, if any. */
  synchronized void cancel(Player p) {
    drop(s -> s.seeker().id().equals(p.id()));
  }

  /** Lets the seeks that match go, here and in the store. */
  private void drop(Predicate<Seek> gone) {
    boolean any = false;
    for (var i = seeks.values().iterator(); i.hasNext(); ) {
      Seek s = i.next();
      if (gone.test(s)) {
        i.remove();
        any = true;
        try {
          store.remove(s.id());
        } catch (StoreException e) {
          // the database is away: the row stays, and a restarted site lets it go once its player
          // does not come back
        }
      }
    }
    if (any) {
      store.publish(instance);
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
    }
    if (s == null) {
      // made on another instance a moment ago, before its event came
      reload();
    }
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
      // taken here, so that no other player on this instance has it
      seeks.remove(seekId);
    }
    // of the instances whose players accept it at once, the one that removes its row has it
    if (!store.take(seekId)) {
      throw Refusal.of(404, "unknown_seek");
    }
    Side side = s.colour().orElseGet(() -> Math.random() < 0.5 ? Side.WHITE : Side.BLACK);
    String id;
    try {
      id = club.pair(s.terms(), client, side, s.seeker(), p);
    } catch (RuntimeException e) {
      // refused (the accepter's address holds its most games, the club is full): the seek stays
      // as it was, for its seeker and anyone else
      putBack(s);
      throw e;
    }
    store.publish(instance);
    matched.put(s.seeker().id(), id);
    try {
      store.matched(s.seeker().id(), id);
    } catch (StoreException e) {
      // the seeker's page on this instance hears it; on another it sees its seek gone
    }
    return id;
  }

  /** A seek taken for a game that could not be made, listed again as it was. */
  private void putBack(Seek s) {
    try {
      store.add(s);
    } catch (StoreException e) {
      // the database is away: this instance lists it still
    }
    synchronized (this) {
      seeks.put(s.id(), s);
    }
    store.publish(instance);
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
      List<LiveGame> games,
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
    shared.keySet().removeIf(k -> !seen.containsKey(k));
    Long written = shared.get(p.id());
    if (written == null || now - written > SHARE_NANOS) {
      try {
        store.seen(p.id());
        shared.put(p.id(), now);
      } catch (StoreException e) {
        // the database is away: this instance counts the player
      }
    }
    count(now, false);
    Set<String> inLobby = new HashSet<>(seen.keySet());
    inLobby.addAll(lobbyEverywhere);
    boolean leaving;
    synchronized (this) {
      leaving = seeks.values().stream().anyMatch(s -> !inLobby.contains(s.seeker().id()));
    }
    if (leaving) {
      // a seeker not counted may have asked another instance since the count was read
      count(now, true);
      inLobby.addAll(lobbyEverywhere);
    }
    Set<String> online = new HashSet<>(inLobby);
    online.addAll(everywhere);
    online.addAll(club.connected());
    online.remove("");
    List<Listed> list = new ArrayList<>();
    int seeking;
    synchronized (this) {
      // a seek whose player left the lobby (of every instance) goes with them
      drop(s -> !inLobby.contains(s.seeker().id()));
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
    if (game != null) {
      try {
        Optional<String> unused = store.matchOf(p.id());
      } catch (StoreException e) {
        // told here; the row goes with time
      }
    } else {
      try {
        game = store.matchOf(p.id()).orElse(null);
      } catch (StoreException e) {
        // the database is away: the seeker hears of it on a later ask
      }
    }
    return new View(
        p.name(),
        online.size(),
        seeking,
        list,
        liveGames.list(club.liveGames()),
        game == null ? "" : game);
  }

  /**
   * Reads, at most once a second, the players online on every instance: those whose lobby page
   * asked lately, and those with a game's page open.
   */
  private void count(long now, boolean force) {
    if (!force && counted.get() && now - countedAt < COUNT_NANOS) {
      return;
    }
    countedAt = now;
    counted.set(true);
    try {
      lobbyEverywhere = store.online(System.currentTimeMillis() - ONLINE_NANOS / 1_000_000);
    } catch (StoreException e) {
      lobbyEverywhere = Set.of();
    }
    everywhere = Set.copyOf(club.connectedElsewhere());
  }
}
