package io.github.fanorona.server;

import io.github.fanorona.server.store.ClubStore;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The site's one session model: a player is known by a secret the browser keeps in an HttpOnly,
 * SameSite=Strict cookie ({@value #COOKIE}), never by a game's id. Today every player is a guest,
 * made when a browser without a valid cookie starts its first game; an account (issue 30) signs in
 * on this same kind of session ({@link #signIn}), and signing out ends it ({@link #signOut}). The
 * secret is only ever compared, never logged or written into an answer's body; a player untouched
 * for the idle time is forgotten, and the number of players held is capped like the games.
 *
 * <pre>{@code
 * Players players = new Players(2000, Duration.ofMinutes(30));
 * Players.Joined j = players.join("127.0.0.1");
 * players.find(j.secret()).map(Player::id)   // Optional[the same id as j.player().id()]
 * }</pre>
 */
final class Players {
  /** The cookie that holds a player's secret. */
  static final String COOKIE = "fanorona_player";

  /**
   * A player: the id the site files its games and its searches under (not the secret), and the name
   * other people see.
   *
   * @param id a random id, told to no one
   * @param name the display name ({@link Names}): a guest's generated one until changed
   */
  record Player(String id, String name) {}

  /**
   * A new player and the secret to set in its cookie.
   *
   * @param player the player
   * @param secret the cookie's value
   */
  record Joined(Player player, String secret) {}

  private static final class Entry {
    volatile Player player;
    volatile long lastUsed;

    Entry(Player player, long now) {
      this.player = player;
      this.lastUsed = now;
    }
  }

  private static final long MINUTE = 60_000_000_000L;

  private final SecureRandom random = new SecureRandom();

  /** Each address's recent new players (at most the per-minute bound), oldest first. */
  private final Map<String, ArrayDeque<Long>> joins = new HashMap<>();

  private final Map<String, Entry> bySecret = new ConcurrentHashMap<>();
  private final int cap;
  private final long idleNanos;
  private final Ledger ledger;

  /** The new players one address may make a minute. */
  private final int joinsPerMinute;

  /** Players held in memory only, at most 60 new ones a minute from one address. */
  Players(int cap, Duration idle) {
    this(cap, idle, Ledger.NONE, 60);
  }

  /**
   * Players written to a ledger, which knows them again after a restart (by their secret's SHA-256:
   * the secret itself is never stored).
   */
  Players(int cap, Duration idle, Ledger ledger, int joinsPerMinute) {
    this.joinsPerMinute = joinsPerMinute;
    this.cap = cap;
    this.idleNanos = idle.toNanos();
    this.ledger = ledger;
  }

  /**
   * Makes a guest player for a client (an address): at most so many a minute.
   *
   * @throws ApiException 503 if the site holds as many players as it can
   */
  synchronized Joined join(String client) {
    long now = System.nanoTime();
    ArrayDeque<Long> recent = joins.computeIfAbsent(client, c -> new ArrayDeque<>());
    while (!recent.isEmpty() && now - recent.peekFirst() > MINUTE) {
      recent.pollFirst();
    }
    if (recent.size() >= joinsPerMinute) {
      // a page keeps its cookie: a flood of cookie-less requests must not fill the site (or the
      // database) with players nobody is
      throw new ApiException(
          429,
          "too_many_players",
          "at most " + joinsPerMinute + " new players a minute from one address");
    }
    recent.addLast(now);
    if (bySecret.size() >= cap) {
      expire();
    }
    if (bySecret.size() >= cap) {
      throw new ApiException(
          503, "server_full", "the site has as many players as it can hold: try again later");
    }
    String secret = token(16);
    String name = Names.guest(random);
    Player p = new Player(ledger.joined(name, ClubStore.secretHash(secret)), name);
    bySecret.put(secret, new Entry(p, System.nanoTime()));
    return new Joined(p, secret);
  }

  /**
   * The player whose secret this is, if any (a forged one is none): one forgotten in memory (idle,
   * or before a restart) is looked up in the ledger.
   */
  Optional<Player> find(String secret) {
    if (!secret.matches("[0-9a-f]{32}")) {
      return Optional.empty();
    }
    Entry e = bySecret.get(secret);
    if (e == null) {
      Optional<Player> stored = ledger.player(ClubStore.secretHash(secret));
      stored.ifPresent(p -> bySecret.putIfAbsent(secret, new Entry(p, System.nanoTime())));
      return stored;
    }
    e.lastUsed = System.nanoTime();
    return Optional.of(e.player);
  }

  /**
   * Opens a new session of an existing player (an account signed in, or a guest who signed up and
   * so gets a fresh secret): its secret is written to the ledger, so a restart keeps it.
   */
  Joined signIn(Player player) {
    String secret = token(16);
    ledger.signedIn(player.id(), ClubStore.secretHash(secret));
    bySecret.put(secret, new Entry(player, System.nanoTime()));
    return new Joined(player, secret);
  }

  /** Ends a session: its secret opens nothing from now on, here or in the ledger. */
  void signOut(String secret) {
    if (!secret.matches("[0-9a-f]{32}")) {
      return;
    }
    bySecret.remove(secret);
    ledger.signedOut(ClubStore.secretHash(secret));
  }

  /**
   * Gives a player another name ({@link Names#clean}).
   *
   * @return the player with its new name
   */
  Player rename(Player player, String name) {
    String clean = Names.clean(name);
    ledger.renamed(player.id(), clean);
    Player renamed = new Player(player.id(), clean);
    bySecret.values().stream()
        .filter(e -> e.player.id().equals(player.id()))
        .forEach(e -> e.player = renamed);
    return renamed;
  }

  /** Forgets the players idle for longer than the idle time; the site calls it every minute. */
  void expire() {
    long now = System.nanoTime();
    bySecret.values().removeIf(e -> now - e.lastUsed > idleNanos);
    synchronized (this) {
      joins.values().removeIf(d -> d.isEmpty() || now - d.peekLast() > MINUTE);
    }
  }

  int size() {
    return bySecret.size();
  }

  /**
   * The cookie header that gives a browser its secret: not readable by scripts, sent by the same
   * site only, kept until the browser closes (the site forgets an idle player anyway), and sent
   * over TLS only when the page came over TLS.
   */
  static String cookie(String secret, boolean secure) {
    return COOKIE
        + "="
        + secret
        + "; Path=/; HttpOnly; SameSite=Strict"
        + (secure ? "; Secure" : "");
  }

  /** The cookie header that makes a browser forget its secret (signing out). */
  static String forget(boolean secure) {
    return COOKIE + "=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "");
  }

  private String token(int bytes) {
    byte[] b = new byte[bytes];
    random.nextBytes(b);
    return HexFormat.of().formatHex(b);
  }
}
