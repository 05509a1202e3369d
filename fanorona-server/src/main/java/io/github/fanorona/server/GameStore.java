package io.github.fanorona.server;

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
 * The games being played: an id → game map with a cap and an idle time after which a game is
 * forgotten, so that the server's memory stays bounded however many games are started. A game
 * belongs to the player who started it, and the client (address) it came from: each client holds at
 * most so many games and starts at most so many a minute. A game in play is never dropped for
 * another's new one: past the cap, after the idle ones are gone, a new game is refused.
 *
 * <pre>{@code
 * GameStore store = new GameStore(1000, Duration.ofMinutes(30), 20, 30);
 * Session s = store.create(player, "127.0.0.1", Ledger::newId, id -> Session.start(id, game, Side.WHITE, 1, "sivy", "seed000"));
 * store.update(s.id(), x -> x.withLevel(2));
 * }</pre>
 */
final class GameStore {
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

  GameStore(int cap, Duration idle, int perClient, int perMinute) {
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
   * Stores a new game of a player under an id the caller makes once the bounds allow the game (the
   * {@link Ledger}'s: 128 random bits, URL-safe, the database's row when there is one).
   *
   * @throws ApiException 429 if the client holds its most games or started its most this minute,
   *     503 if the site holds its most games
   */
  synchronized Session create(
      Players.Player owner,
      String client,
      Supplier<String> newId,
      Function<String, Session> start) {
    long now = System.nanoTime();
    ArrayDeque<Long> recent = creations.computeIfAbsent(client, c -> new ArrayDeque<>());
    while (!recent.isEmpty() && now - recent.peekFirst() > MINUTE) {
      recent.pollFirst();
    }
    if (recent.size() >= perMinute) {
      throw new ApiException(
          429,
          "too_many_games",
          "at most " + perMinute + " new games a minute from one address: try again in a minute");
    }
    if (slots.size() >= cap) {
      expire(now);
    }
    long held = slots.values().stream().filter(s -> s.client.equals(client)).count();
    if (held >= perClient) {
      throw new ApiException(
          429,
          "too_many_games",
          "at most "
              + perClient
              + " games at once from one address: finish one, or let one rest 30 minutes");
    }
    if (slots.size() >= cap) {
      throw new ApiException(
          503,
          "server_full",
          "the site holds as many games as it can (" + cap + "): try again in a few minutes");
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
   * @throws ApiException 503 if the site holds its most games
   */
  synchronized void restore(Players.Player owner, Session s) {
    if (slots.size() >= cap) {
      expire(System.nanoTime());
    }
    if (slots.size() >= cap) {
      throw new ApiException(
          503,
          "server_full",
          "the site holds as many games as it can (" + cap + "): try again in a few minutes");
    }
    slots.putIfAbsent(s.id(), new Slot(s, System.nanoTime(), owner.id(), "stored"));
  }

  /** Lets a game go at once: an ended club game the database keeps (no more a live game). */
  void release(String id) {
    slots.remove(id);
  }

  /** Whether a game of that id is held. */
  boolean has(String id) {
    return slots.containsKey(id);
  }

  /**
   * The game with that id, if held, without counting as a use: a list of games (the lobby's) does
   * not keep a game nobody plays from expiring.
   */
  java.util.Optional<Session> peek(String id) {
    Slot slot = slots.get(id);
    return slot == null ? java.util.Optional.empty() : java.util.Optional.of(slot.session);
  }

  /**
   * Checks that a game is the player's own.
   *
   * @throws ApiException 404 if there is no such game, 403 if it is another player's
   */
  void requireOwner(String id, Players.Player player) {
    if (!slot(id).owner.equals(player.id())) {
      throw new ApiException(403, "not_your_game", "this game is another player's");
    }
  }

  /** The game with that id, or a 404. */
  Session get(String id) {
    Slot slot = slot(id);
    slot.lastUsed = System.nanoTime();
    return slot.session;
  }

  /** Replaces a game by a function of it; updates of one game happen one at a time. */
  Session update(String id, UnaryOperator<Session> change) {
    Slot slot = slot(id);
    synchronized (slot) {
      Session next = change.apply(slot.session);
      slot.session = next;
      slot.lastUsed = System.nanoTime();
      return next;
    }
  }

  /** Forgets the games idle for longer than the idle time; the site calls it every minute. */
  void expire() {
    long now = System.nanoTime();
    synchronized (this) {
      expire(now);
      creations.values().removeIf(d -> d.isEmpty() || now - d.peekLast() > MINUTE);
    }
  }

  private void expire(long now) {
    slots.values().removeIf(s -> now - s.lastUsed > idleNanos);
  }

  int size() {
    return slots.size();
  }

  int cap() {
    return cap;
  }

  byte[] bytes(int n) {
    byte[] b = new byte[n];
    random.nextBytes(b);
    return b;
  }

  private Slot slot(String id) {
    Slot slot = id.length() <= 64 ? slots.get(id) : null;
    if (slot == null) {
      // the id is not repeated: an answer, like a log line, never carries a game's id
      throw ApiException.notFound("unknown_game", "there is no such game (it may have expired)");
    }
    return slot;
  }
}
