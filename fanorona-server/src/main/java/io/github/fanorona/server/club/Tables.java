package io.github.fanorona.server.club;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.clock.TimeControl;
import io.github.fanorona.server.play.HeldGames;
import io.github.fanorona.server.play.Session;
import io.github.fanorona.server.players.Players;
import io.github.fanorona.server.store.StoreException;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The club's tables by game id, and the games taken up from the store: the live ones at a start,
 * any other when a page asks for it, and a game another server changed (heard through the store)
 * read again. {@link Club} makes the new ones.
 *
 * <pre>{@code tables.get(id).status   // LIVE}</pre>
 */
final class Tables {
  // the site's one log: an operator filters one name
  private static final Logger LOG = LoggerFactory.getLogger("io.github.fanorona.server");

  private final HeldGames held;
  private final ClubStore store;
  private final Players players;
  private final Referee referee;
  private final Duration claimAfter;
  private final InstantSource time;
  private final String instance;
  private final Map<String, ClubTable> byId = new ConcurrentHashMap<>();
  private final ChatRoom chats;

  Tables(
      HeldGames held,
      ClubStore store,
      Players players,
      Referee referee,
      Duration claimAfter,
      InstantSource time,
      String instance,
      ChatRoom chats) {
    this.instance = instance;
    this.chats = chats;
    this.held = held;
    this.store = store;
    this.players = players;
    this.referee = referee;
    this.claimAfter = claimAfter;
    this.time = time;
  }

  void put(ClubTable t) {
    byId.put(t.id, t);
  }

  /** The tables, to walk or prune. */
  Collection<ClubTable> all() {
    return byId.values();
  }

  /** The table held for a game, if any (no store read). */
  @Nullable ClubTable held(String id) {
    return byId.get(id);
  }

  /**
   * The table of a game: held, or taken up from the store (finished, or live before a restart); a
   * game against the computer is its player's alone, on the play page.
   *
   * @throws Refusal 404 {@code unknown_game}
   */
  ClubTable get(String id) {
    ClubTable t = id.length() <= 64 ? byId.get(id) : null;
    if (t != null && (t.over.isPresent() || held.has(id))) {
      return t;
    }
    return store.find(id).map(this::restore).orElseThrow(() -> Refusal.of(404, "unknown_game"));
  }

  /**
   * Takes up the live games of the store and listens for the changes other servers make (this
   * server's name ends its events).
   */
  void resume() {
    beat();
    for (ClubStore.Stored g : store.live()) {
      restore(g);
    }
    store.listen(this::heard);
  }

  /**
   * Writes that this instance runs, and reads again the pages open on the other instances: a page
   * there that closed, or an instance that stopped without a word, is noticed within a beat.
   */
  void beat() {
    try {
      store.beat(instance);
      Map<String, Map<String, Integer>> there = store.pagesElsewhere(instance);
      for (ClubTable t : byId.values()) {
        Map<String, Integer> now = there.getOrDefault(t.id, Map.of());
        synchronized (t) {
          try {
            Set<String> closed = t.dropClosed();
            closed.forEach(p -> share(t, p));
            if (!closed.isEmpty() || !now.equals(t.elsewhere)) {
              String was = t.presence();
              t.elsewhere = now;
              t.settle();
              if (!t.presence().equals(was)) {
                t.broadcast(referee.current(t), claimAfter);
              }
            }
          } catch (RuntimeException e) {
            // a game let go meanwhile (the sweep forgets its table): the other tables go on
          }
        }
      }
    } catch (RuntimeException e) {
      // the database is away: the pages keep what they show until the next beat
    }
  }

  /** Forgets this instance's pages in the store: it stops. */
  void leave() {
    try {
      store.leave(instance);
    } catch (StoreException e) {
      // its pages stop counting once it has not written its beat for a while
    }
  }

  /**
   * Reads again the pages of a table's game open on the other instances (the table's lock held).
   */
  void elsewhere(ClubTable t) {
    try {
      t.elsewhere = store.pagesElsewhere(instance, t.id);
    } catch (StoreException e) {
      // the database is away: what the table heard last stands
    }
    t.settle();
  }

  /** Writes the pages a player has open here on a game, and tells the other instances. */
  private void share(ClubTable t, String player) {
    try {
      store.pages(instance, t.id, player, t.pagesOf(player));
      store.publish(t.id, "pages " + instance);
    } catch (StoreException e) {
      // the database is away: the next beat of the other instances reads what it can
    }
  }

  /**
   * A change another server made: a game held here is read again from the store and its pages told
   * (for pages opened or closed there, only those; for a draw offer, only it). A gap (events
   * missed) reads every game with pages open again.
   */
  private void heard(String id, String event) {
    if (event.endsWith(instance)) {
      return;
    }
    // a game this server does not hold is none of its business
    List<ClubTable> tabled =
        id.isEmpty()
            ? List.copyOf(byId.values())
            : Optional.ofNullable(byId.get(id)).stream().toList();
    for (ClubTable t : tabled) {
      if (t.sockets.isEmpty() && event.startsWith("pages ")) {
        // no page here: a page that opens reads the pages elsewhere
        continue;
      }
      // a table no page here shows is read again too: a page may open it here next (a seat
      // taken there, a turn played there)
      try {
        if (event.startsWith("pages ")) {
          synchronized (t) {
            String was = t.presence();
            elsewhere(t);
            // a page opened or closed there that changes nothing a page shows is not told
            if (!t.presence().equals(was)) {
              t.broadcast(referee.current(t), claimAfter);
            }
          }
        } else if (event.startsWith("chat ")) {
          synchronized (t) {
            chats.heard(t);
          }
        } else if (event.startsWith("offer ")) {
          synchronized (t) {
            if (t.status == GameStatus.LIVE && t.over.isEmpty()) {
              t.drawOffer = store.offer(t.id, referee.current(t).game().turns().size());
              t.broadcast(referee.current(t), claimAfter);
            }
          }
        } else {
          store.find(t.id).ifPresent(g -> reload(t, g));
          if (id.isEmpty()) {
            synchronized (t) {
              elsewhere(t);
              chats.heard(t);
            }
          }
        }
      } catch (RuntimeException e) {
        // the database is away (the pages keep what they show until the next change), or the
        // game was let go here meanwhile
      }
    }
  }

  private void reload(ClubTable t, ClubStore.Stored g) {
    synchronized (t) {
      if (t.over.isPresent()) {
        return; // an ended game changes no more
      }
      Game game = g.game();
      held.update(t.id, s -> s.game().equals(game) ? s : s.played(game));
      t.take(g, players.name(g.white()), players.name(g.black()));
      // a seat taken on another instance: its player's pages there count
      t.settle();
      t.clock = referee.clockOf(t, g.turnTimes());
      t.drawOffer =
          t.status == GameStatus.LIVE ? store.offer(t.id, game.turns().size()) : Optional.empty();
      referee.release(t);
      t.broadcast(referee.current(t), claimAfter);
    }
  }

  private ClubTable restore(ClubStore.Stored g) {
    Game game = g.game();
    Session s = Session.start(g.id(), game, Side.WHITE, 0, g.variant(), g.preset()).played(game);
    ClubTable t = new ClubTable(g.id(), time);
    t.take(g, players.name(g.white()), players.name(g.black()));
    t.rated = g.rated();
    t.control =
        g.timeControl().isEmpty()
            ? Optional.empty()
            : Optional.of(TimeControl.parse(g.timeControl()));
    t.clock = referee.clockOf(t, g.turnTimes());
    chats.load(t);
    if (t.status == GameStatus.LIVE) {
      t.drawOffer = store.offer(t.id, game.turns().size());
    }
    if (t.status.isOver() && store.keeps()) {
      // an ended game is read, not held: it takes no room in the held games
      t.over = Optional.of(s);
    } else {
      held.restore(Club.OWNER, s);
    }
    long now = System.nanoTime();
    t.goneAt[0] = now;
    t.goneAt[1] = now;
    ClubTable had = byId.putIfAbsent(g.id(), t);
    return had == null ? t : had;
  }

  /** The live games held here, as the lobby lists them. */
  List<LiveGame> live() {
    List<LiveGame> list = new ArrayList<>();
    for (ClubTable t : byId.values()) {
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
    return list;
  }

  /** Flags every live game whose clock has run out (see {@link Club#tick}). */
  void tick() {
    Instant at = time.instant();
    for (ClubTable t : byId.values()) {
      synchronized (t) {
        try {
          // a game left live with its ending turn ends here too, so the lobby lists it no more
          if (referee.settle(t) || referee.timeUp(t, at)) {
            store.publish(t.id, "end " + instance);
            referee.release(t);
            t.broadcast(referee.current(t), claimAfter);
          }
        } catch (RuntimeException e) {
          // the database is away: the next tick tries again, and the other games go on
          LOG.warn("cannot end a game on time: {}", e.getMessage());
        }
      }
    }
  }

  /** The players with a page of a game open now on the other instances. */
  List<String> connectedElsewhere() {
    List<String> out = new ArrayList<>();
    try {
      store.pagesElsewhere(instance).values().forEach(m -> out.addAll(m.keySet()));
    } catch (StoreException e) {
      // the database is away: the pages open here are all this instance knows
    }
    return out;
  }

  /**
   * Forgets the tables whose games the held games let go (idle for their idle time), and the ended
   * games no page has open.
   */
  void expire() {
    byId.values()
        .removeIf(
            t ->
                t.over.isPresent()
                    ? t.sockets.values().stream().noneMatch(ClubTable.Socket::isOpen)
                    : !held.has(t.id));
  }

  /** The players with a page of a game open now. */
  List<String> connected() {
    List<String> out = new ArrayList<>();
    for (ClubTable t : byId.values()) {
      synchronized (t) {
        t.sockets.values().stream()
            .filter(ClubTable.Socket::isOpen)
            .forEach(c -> out.add(c.player()));
      }
    }
    return out;
  }

  /** A page of the game connected, as a player of it or (any other session, or none) to watch. */
  void connect(String id, ClubTable.Socket socket) {
    ClubTable t = get(id);
    synchronized (t) {
      t.sockets.put(socket.key(), socket);
      share(t, socket.player());
      elsewhere(t);
      t.broadcast(referee.current(t), claimAfter);
      chats.opened(t, socket);
    }
  }

  /** A page gone: a player whose last page closed is gone from that moment. */
  void disconnect(String id, ClubTable.Socket socket) {
    ClubTable t = byId.get(id);
    if (t == null) {
      return;
    }
    synchronized (t) {
      t.sockets.remove(socket.key());
      Set<String> closed = t.dropClosed();
      closed.add(socket.player());
      closed.forEach(p -> share(t, p));
      t.settle();
      if (t.over.isPresent() && t.sockets.isEmpty()) {
        // read from the store again when a page opens it
        byId.remove(id, t);
        return;
      }
      t.broadcast(referee.current(t), claimAfter);
    }
  }
}
