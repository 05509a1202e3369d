package io.github.fanorona.server.play;

import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.players.Player;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The games held in memory, every game being played on the site (the play page's and the club's):
 * an id → game map with a cap and an idle time after which a game is forgotten (the database, if
 * any, still has it), so that the server's memory stays bounded however many games are started. A
 * game belongs to the player who started it, and the client (address) it came from: each client
 * holds at most so many games and starts at most so many a minute. A game in play is never dropped
 * for another's new one: past the cap, after the idle ones are gone, a new game is refused. Only
 * the games in play count toward an address's bound: a finished game is kept (for its record and
 * replay) until it rests past the idle time, but a player who loses quickly, or a class behind one
 * address, starts the next game at once.
 *
 * <pre>{@code
 * HeldGames held = new HeldGames(1000, Duration.ofMinutes(30), 60, 60);
 * Session s = held.create(player, "127.0.0.1", Ids::newId,
 *     id -> Session.start(id, game, Side.WHITE, 1, "sivy", "seed000"));
 * held.update(s.id(), x -> x.played(x.game()));
 * }</pre>
 */
public final class HeldGames {
  /** One game's cell: updates of one game are serialised on it, other games go on in parallel. */
  private static final class Slot {
    private volatile Session session;
    private volatile long lastUsed;
    private final String owner;
    private final String client;

    Slot(Session session, long now, String owner, String client) {
      this.session = session;
      this.lastUsed = now;
      this.owner = owner;
      this.client = client;
    }
  }

  private static final long MINUTE = 60_000_000_000L;

  private final SecureRandom random = new SecureRandom();
  private final Map<String, Slot> slots = new ConcurrentHashMap<>();

  /** Each client's recent creations (at most the per-minute bound), oldest first. */
  private final Map<String, ArrayDeque<Long>> creations = new HashMap<>();

  private final int cap;
  private final long idleNanos;
  private final int perClient;
  private final int perMinute;

  /**
   * Makes the store.
   *
   * <pre>{@code new HeldGames(1000, Duration.ofMinutes(30), 60, 60)}</pre>
   *
   * @param cap the most games held
   * @param idle how long an untouched game is held
   * @param perClient the most games in play one address holds (finished ones do not count)
   * @param perMinute the most games one address starts a minute
   */
  public HeldGames(int cap, Duration idle, int perClient, int perMinute) {
    if (cap < 1 || perClient < 1 || perMinute < 1) {
      throw new IllegalArgumentException(
          "the caps must be at least 1, not " + cap + ", " + perClient + ", " + perMinute);
    }
    this.cap = cap;
    this.idleNanos = idle.toNanos();
    this.perClient = perClient;
    this.perMinute = perMinute;
  }

  /**
   * Holds a new game of a player under an id the caller makes once the bounds allow the game (the
   * store's: 128 random bits, URL-safe, the database's row when there is one).
   *
   * <pre>{@code held.create(ann, "127.0.0.1", Ids::newId, start).id()   // "q9Xz…"}</pre>
   *
   * @param owner the player whose game it is (the club's games: no player's)
   * @param client the address it came from
   * @param newId makes the game's id, once the bounds allow it
   * @param start makes the game under that id
   * @return the game
   * @throws Refusal 429 if the client holds its most games in play or started its most this minute,
   *     503 if the site holds its most games
   */
  public synchronized Session create(
      Player owner, String client, Supplier<String> newId, Function<String, Session> start) {
    long now = System.nanoTime();
    ArrayDeque<Long> recent = creations.computeIfAbsent(client, c -> new ArrayDeque<>());
    while (!recent.isEmpty() && now - recent.peekFirst() > MINUTE) {
      recent.pollFirst();
    }
    if (recent.size() >= perMinute) {
      throw Refusal.of(429, "too_many_games.per_minute", "perMinute", perMinute);
    }
    if (slots.size() >= cap) {
      expire(now);
    }
    // only the games in play count: a finished game (won, lost, drawn, resigned) holds no one up
    long held =
        slots.values().stream()
            .filter(s -> s.client.equals(client) && !s.session.game().isOver())
            .count();
    if (held >= perClient) {
      throw Refusal.of(429, "too_many_games.held", "perClient", perClient);
    }
    if (slots.size() >= cap) {
      throw Refusal.of(503, "server_full.games", "cap", cap);
    }
    String id = newId.get();
    Session s = start.apply(id);
    slots.put(id, new Slot(s, now, owner.id(), client));
    recent.addLast(now);
    return s;
  }

  /**
   * Takes up a stored game again (after a restart, or once idle), outside the bounds of one
   * address.
   *
   * <pre>{@code held.restore(owner, session)}</pre>
   *
   * @param owner the player whose game it is
   * @param s the game
   * @throws Refusal 503 if the site holds its most games
   */
  public synchronized void restore(Player owner, Session s) {
    if (slots.size() >= cap) {
      expire(System.nanoTime());
    }
    if (slots.size() >= cap) {
      throw Refusal.of(503, "server_full.games", "cap", cap);
    }
    slots.putIfAbsent(s.id(), new Slot(s, System.nanoTime(), owner.id(), "stored"));
  }

  /**
   * Lets a game go at once: an ended club game the database keeps (no more a live game).
   *
   * <pre>{@code held.release(id)}</pre>
   *
   * @param id the game's id
   */
  public void release(String id) {
    slots.remove(id);
  }

  /**
   * Returns whether a game of that id is held.
   *
   * <pre>{@code held.has("nope")   // false}</pre>
   *
   * @param id the game's id
   * @return whether it is held
   */
  public boolean has(String id) {
    return slots.containsKey(id);
  }

  /**
   * Returns the game with that id, if held, without counting as a use: a list of games (the
   * lobby's) does not keep a game nobody plays from expiring.
   *
   * <pre>{@code held.peek(id).map(s -> s.game().turns().size())   // Optional[12]}</pre>
   *
   * @param id the game's id
   * @return the game, or empty
   */
  public java.util.Optional<Session> peek(String id) {
    Slot slot = slots.get(id);
    return slot == null ? java.util.Optional.empty() : java.util.Optional.of(slot.session);
  }

  /**
   * Checks that a game is the player's own.
   *
   * @throws Refusal 404 if there is no such game, 403 if it is another player's
   */
  void requireOwner(String id, Player player) {
    if (!slot(id).owner.equals(player.id())) {
      throw Refusal.of(403, "not_your_game");
    }
  }

  /**
   * Returns the game with that id.
   *
   * <pre>{@code held.get(id).game()}</pre>
   *
   * @param id the game's id
   * @return the game
   * @throws Refusal 404 {@code unknown_game} if it is not held
   */
  public Session get(String id) {
    Slot slot = slot(id);
    slot.lastUsed = System.nanoTime();
    return slot.session;
  }

  /**
   * Replaces a game by a function of it; updates of one game happen one at a time.
   *
   * <pre>{@code held.update(id, s -> s.played(s.game().resign(Side.WHITE)))}</pre>
   *
   * @param id the game's id
   * @param change the change; a refusal it throws leaves the game as it was
   * @return the game after it
   * @throws Refusal 404 {@code unknown_game} if it is not held
   */
  public Session update(String id, UnaryOperator<Session> change) {
    Slot slot = slot(id);
    synchronized (slot) {
      Session next = change.apply(slot.session);
      slot.session = next;
      slot.lastUsed = System.nanoTime();
      return next;
    }
  }

  /**
   * Forgets the games idle for longer than the idle time; the site calls it every minute.
   *
   * <pre>{@code held.expire()}</pre>
   */
  public void expire() {
    long now = System.nanoTime();
    synchronized (this) {
      expire(now);
      creations.values().removeIf(d -> d.isEmpty() || now - d.peekLast() > MINUTE);
    }
  }

  private void expire(long now) {
    slots.values().removeIf(s -> now - s.lastUsed > idleNanos);
  }

  /**
   * {@return the games held now}
   *
   * <pre>{@code held.size()   // 3}</pre>
   */
  public int size() {
    return slots.size();
  }

  /**
   * {@return a side drawn at random, for a game whose player let the site choose}
   *
   * <pre>{@code held.randomSide()   // WHITE or BLACK}</pre>
   */
  public io.github.fanorona.core.Side randomSide() {
    return random.nextBoolean()
        ? io.github.fanorona.core.Side.WHITE
        : io.github.fanorona.core.Side.BLACK;
  }

  private Slot slot(String id) {
    Slot slot = id.length() <= 64 ? slots.get(id) : null;
    if (slot == null) {
      // the id is not repeated: an answer, like a log line, never carries a game's id
      throw Refusal.of(404, "unknown_game.expired");
    }
    return slot;
  }
}
