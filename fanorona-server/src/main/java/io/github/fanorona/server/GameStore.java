package io.github.fanorona.server;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * The games being played: an id → session map with a cap and an idle time after which a game is
 * forgotten, so that the server's memory stays bounded however many games are started. When the cap
 * is reached, a new game first drops the expired ones, then the one unused for longest.
 *
 * <pre>{@code
 * GameStore store = new GameStore(1000, Duration.ofMinutes(30));
 * Session s = store.create(id -> Session.start(id, game, Side.WHITE, 1, "sivy", "seed000"));
 * store.update(s.id(), x -> x.withLevel(2));
 * }</pre>
 */
final class GameStore {
  /** One game's cell: updates of one game are serialised on it, other games go on in parallel. */
  private static final class Slot {
    private volatile Session session;
    private volatile long lastUsed;

    Slot(Session session, long now) {
      this.session = session;
      this.lastUsed = now;
    }
  }

  private final SecureRandom random = new SecureRandom();
  private final Map<String, Slot> slots = new ConcurrentHashMap<>();
  private final int cap;
  private final long idleNanos;

  GameStore(int cap, Duration idle) {
    if (cap < 1) {
      throw new IllegalArgumentException("the cap must be at least 1, not " + cap);
    }
    this.cap = cap;
    this.idleNanos = idle.toNanos();
  }

  /** Stores a new game, made for a fresh id (unguessable, so one player cannot touch another's). */
  synchronized Session create(Function<String, Session> start) {
    long now = System.nanoTime();
    if (slots.size() >= cap) {
      expire(now);
    }
    while (slots.size() >= cap) {
      slots.entrySet().stream()
          .min(Comparator.comparingLong(e -> e.getValue().lastUsed))
          .ifPresent(e -> slots.remove(e.getKey()));
    }
    byte[] bytes = new byte[12];
    random.nextBytes(bytes);
    String id = HexFormat.of().formatHex(bytes);
    Session s = start.apply(id);
    slots.put(id, new Slot(s, now));
    return s;
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
    expire(System.nanoTime());
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

  private Slot slot(String id) {
    Slot slot = id.length() <= 64 ? slots.get(id) : null;
    if (slot == null) {
      throw ApiException.notFound(
          "unknown_game", "there is no game " + abbreviate(id) + " (it may have expired)");
    }
    return slot;
  }

  private static String abbreviate(String id) {
    String s = id.length() > 32 ? id.substring(0, 32) + "…" : id;
    return s.replaceAll("[^0-9A-Za-z_-]", "?");
  }
}
