package io.github.fanorona.server.players;

import io.github.fanorona.server.Refusal;
import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The site's one session model: a player is known by a secret the browser keeps in an HttpOnly,
 * SameSite=Strict cookie ({@value #COOKIE}), never by a game's id. A guest is made when a browser
 * without a valid cookie first needs a player ({@link #joined}); an account signs in on this same
 * kind of session ({@link #signIn}), and signing out ends it ({@link #signOut}). The secret is only
 * ever compared, never logged or written into an answer's body; the store keeps its SHA-256. A
 * player untouched for the idle time is forgotten here (the store knows it again), and the number
 * of players held is capped like the games. Every job asks it for the request's player ({@link
 * #of}, {@link #joined}) and address ({@link #client}).
 *
 * <pre>{@code
 * Players players = new Players(2000, Duration.ofMinutes(30), new MemoryPlayerStore(), 60);
 * Players.Joined j = players.join("127.0.0.1");
 * players.find(j.secret()).map(Player::id)   // Optional[the same id as j.player().id()]
 * }</pre>
 */
public final class Players {
  /** The cookie that holds a player's secret. */
  public static final String COOKIE = "fanorona_player";

  /**
   * A new session and the secret to set in its cookie.
   *
   * <pre>{@code players.join("127.0.0.1").secret().length()   // 32}</pre>
   *
   * @param player the player
   * @param secret the cookie's value
   */
  public record Joined(Player player, String secret) {}

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

  /** The sessions held by their secret's SHA-256: a cache of the store, which is the truth. */
  private final Map<String, Entry> byHash = new ConcurrentHashMap<>();

  /** The ends of sessions heard so far: a lookup that one overtook does not keep what it read. */
  private final AtomicLong ends = new AtomicLong();

  private final int cap;
  private final long idleNanos;
  private final PlayerStore store;

  /** The new players one address may make a minute. */
  private final int joinsPerMinute;

  /**
   * Players written to a store, which knows them again after a restart (by their secret's SHA-256:
   * the secret itself is never stored).
   *
   * <pre>{@code new Players(2000, Duration.ofMinutes(30), new SqlPlayerStore(db), 60)}</pre>
   *
   * @param cap the most players held in memory
   * @param idle how long an untouched player is held
   * @param store where players, sessions and accounts are kept
   * @param joinsPerMinute the new players one address may make a minute
   */
  public Players(int cap, Duration idle, PlayerStore store, int joinsPerMinute) {
    this.joinsPerMinute = joinsPerMinute;
    this.cap = cap;
    this.idleNanos = idle.toNanos();
    this.store = store;
    store.listen(this::ended);
  }

  /** A session ended on some server (an empty hash: any may have), forgotten here. */
  private void ended(String secretHash) {
    ends.incrementAndGet();
    byHash.keySet().removeIf(h -> secretHash.isEmpty() || h.equals(secretHash));
  }

  /**
   * {@return the store behind these players (the accounts' too)}
   *
   * <pre>{@code new Accounts(players.store(), passwords, limiter)}</pre>
   */
  public PlayerStore store() {
    return store;
  }

  /**
   * Returns the SHA-256 of a session's secret in lower-case hex, as the store keeps it: a stolen
   * database holds no cookie that opens a session.
   *
   * <pre>{@code Players.secretHash("abc")
   * // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"}</pre>
   *
   * @param secret the cookie's secret
   * @return 64 hex digits
   */
  public static String secretHash(String secret) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  /**
   * Returns the client's address, as the connection gives it (a header naming another is not
   * trusted): what every per-address bound counts.
   *
   * <pre>{@code Players.client(ctx)   // "127.0.0.1"}</pre>
   *
   * @param ctx the request
   * @return the address
   */
  public static String client(Context ctx) {
    return ctx.req().getRemoteAddr();
  }

  /**
   * Returns the request's player, if its cookie names one.
   *
   * <pre>{@code players.known(ctx).isPresent()   // false for a browser without a session}</pre>
   *
   * @param ctx the request
   * @return the player, or empty
   */
  public Optional<Player> known(Context ctx) {
    String secret = ctx.cookie(COOKIE);
    return secret == null ? Optional.empty() : find(secret);
  }

  /**
   * Returns the request's player, or {@link Player#NOBODY} (who may watch, never act).
   *
   * <pre>{@code players.of(ctx).id()   // "" for a browser without a session}</pre>
   *
   * @param ctx the request
   * @return the player
   */
  public Player of(Context ctx) {
    return known(ctx).orElse(Player.NOBODY);
  }

  /**
   * Returns the request's player, or a new guest whose secret the answer sets as a cookie.
   *
   * <pre>{@code players.joined(ctx).name()   // "Indri 482"}</pre>
   *
   * @param ctx the request
   * @return the player
   * @throws Refusal 429 {@code too_many_players} past the address's bound, 503 when full
   */
  public Player joined(Context ctx) {
    Optional<Player> known = known(ctx);
    if (known.isPresent()) {
      return known.get();
    }
    Joined j = join(client(ctx));
    ctx.header("Set-Cookie", cookie(j.secret(), ctx.req().isSecure()));
    return j.player();
  }

  /**
   * Makes a guest player for a client (an address): at most so many a minute.
   *
   * <pre>{@code players.join("127.0.0.1").player().name()   // "Fossa 217"}</pre>
   *
   * @param client the address
   * @return the new session
   * @throws Refusal 429 past the address's bound, 503 if the site holds as many players as it can
   */
  public synchronized Joined join(String client) {
    long now = System.nanoTime();
    ArrayDeque<Long> recent = joins.computeIfAbsent(client, c -> new ArrayDeque<>());
    while (!recent.isEmpty() && now - recent.peekFirst() > MINUTE) {
      recent.pollFirst();
    }
    if (recent.size() >= joinsPerMinute) {
      // a page keeps its cookie: cookie-less floods must not fill the site with nobody's players
      throw Refusal.of(429, "too_many_players", "joinsPerMinute", joinsPerMinute);
    }
    recent.addLast(now);
    if (byHash.size() >= cap) {
      expire();
    }
    if (byHash.size() >= cap) {
      throw Refusal.of(503, "server_full.players");
    }
    String secret = token(16);
    String name = Names.guest(random);
    String hash = secretHash(secret);
    Player p = new Player(store.join(name, hash), name);
    byHash.put(hash, new Entry(p, System.nanoTime()));
    return new Joined(p, secret);
  }

  /**
   * Returns the player whose secret this is, if any (a forged one is none): one forgotten in memory
   * (idle, or before a restart) is looked up in the store.
   *
   * <pre>{@code players.find("0".repeat(32))   // Optional.empty}</pre>
   *
   * @param secret a cookie's secret
   * @return the player, or empty
   */
  public Optional<Player> find(String secret) {
    if (!secret.matches("[0-9a-f]{32}")) {
      return Optional.empty();
    }
    String hash = secretHash(secret);
    Entry e = byHash.get(hash);
    if (e == null) {
      long heard = ends.get();
      Optional<Player> stored = store.bySecret(hash);
      if (stored.isPresent()) {
        Entry read = new Entry(stored.get(), System.nanoTime());
        byHash.putIfAbsent(hash, read);
        if (ends.get() != heard) {
          // a session ended while this one was read: what was read may be that one
          byHash.remove(hash, read);
        }
      }
      return stored;
    }
    // a shared store is asked each time: a session ended on another server is refused at once
    if (store.shared()
        && !store.bySecret(hash).map(Player::id).equals(Optional.of(e.player.id()))) {
      byHash.remove(hash, e);
      return Optional.empty();
    }
    e.lastUsed = System.nanoTime();
    return Optional.of(e.player);
  }

  /**
   * Opens a new session of an existing player (an account signed in, or a guest who signed up and
   * so gets a fresh secret): its secret is written to the store, so a restart keeps it.
   *
   * <pre>{@code players.signIn(ann).secret()   // a new secret for Ann's cookie}</pre>
   *
   * @param player the player
   * @return the new session
   */
  public Joined signIn(Player player) {
    String secret = token(16);
    String hash = secretHash(secret);
    store.signedIn(player.id(), hash);
    byHash.put(hash, new Entry(player, System.nanoTime()));
    return new Joined(player, secret);
  }

  /**
   * Ends a session: its secret opens nothing from now on, here, in the store, and on every other
   * server on the same database (which the store tells).
   *
   * <pre>{@code players.signOut(secret)}</pre>
   *
   * @param secret the cookie's secret
   */
  public void signOut(String secret) {
    if (!secret.matches("[0-9a-f]{32}")) {
      return;
    }
    String hash = secretHash(secret);
    byHash.remove(hash);
    // the store ends it in the database and tells every server on it, which forget it at once
    store.signedOut(hash);
  }

  /**
   * Ends every signed-in session of a player, on every device and every server (a phone lost).
   *
   * <pre>{@code players.signOutEverywhere(ann.id())}</pre>
   *
   * @param playerId the player
   */
  public void signOutEverywhere(String playerId) {
    ends.incrementAndGet();
    byHash.values().removeIf(e -> e.player.id().equals(playerId));
    store.signedOutEverywhere(playerId);
  }

  /**
   * Gives a player another name ({@link Names#clean}).
   *
   * <pre>{@code players.rename(ann, "  Rakoto  Be ").name()   // "Rakoto Be"}</pre>
   *
   * @param player the player
   * @param name the name as typed
   * @return the player with its new name
   * @throws Refusal 400 {@code bad_name} for a name out of bounds
   */
  public Player rename(Player player, String name) {
    String clean = Names.clean(name);
    store.rename(player.id(), clean);
    Player renamed = new Player(player.id(), clean);
    byHash.values().stream()
        .filter(e -> e.player.id().equals(player.id()))
        .forEach(e -> e.player = renamed);
    return renamed;
  }

  /**
   * Returns a player's name: the one held, else the stored one, else "".
   *
   * <pre>{@code players.name(ann.id())   // "Ann"}</pre>
   *
   * @param playerId the player's id ("" for none)
   * @return the name
   */
  public String name(String playerId) {
    if (playerId.isEmpty()) {
      return "";
    }
    for (Entry e : byHash.values()) {
      if (e.player.id().equals(playerId)) {
        return e.player.name();
      }
    }
    return store.name(playerId).orElse("");
  }

  /**
   * Forgets the players idle for longer than the idle time; the site calls it every minute.
   *
   * <pre>{@code players.expire()}</pre>
   */
  public void expire() {
    long now = System.nanoTime();
    byHash.values().removeIf(e -> now - e.lastUsed > idleNanos);
    synchronized (this) {
      joins.values().removeIf(d -> d.isEmpty() || now - d.peekLast() > MINUTE);
    }
  }

  /**
   * Returns the cookie header that gives a browser its secret: not readable by scripts, sent by the
   * same site only, kept until the browser closes (the site forgets an idle player anyway), and
   * sent over TLS only when the page came over TLS.
   *
   * <pre>
   * {@code Players.cookie(s, false)   // "fanorona_player=s; Path=/; HttpOnly; SameSite=Strict"}
   * </pre>
   *
   * @param secret the secret
   * @param secure whether the page came over TLS
   * @return the header's value
   */
  public static String cookie(String secret, boolean secure) {
    return COOKIE
        + "="
        + secret
        + "; Path=/; HttpOnly; SameSite=Strict"
        + (secure ? "; Secure" : "");
  }

  /**
   * Returns the cookie header that makes a browser forget its secret (signing out).
   *
   * <pre>{@code Players.forget(false).contains("Max-Age=0")   // true}</pre>
   *
   * @param secure whether the page came over TLS
   * @return the header's value
   */
  public static String forget(boolean secure) {
    return COOKIE + "=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "");
  }

  private String token(int bytes) {
    byte[] b = new byte[bytes];
    random.nextBytes(b);
    return HexFormat.of().formatHex(b);
  }
}
