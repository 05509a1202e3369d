package io.github.fanorona.server;

import io.github.fanorona.core.Side;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The lobby: who is online, the open seeks (variant, rule preset, colour; casual) that anyone else
 * can accept, and the live games to watch, as the club page shows them ("3 online · 1 seeking"). A
 * player is online while a page of the lobby or of a game is open (the lobby page asks every few
 * seconds; a game page holds a WebSocket); a seek lasts while its player's lobby page is open. The
 * seeks are written to the {@link Ledger}: a restarted site takes them up, and a seek's page that
 * asks again within {@link #ONLINE_NANOS} keeps it.
 *
 * <pre>{@code
 * Lobby lobby = new Lobby(club, store, ledger);
 * lobby.seek(ann, JsonBody.parse("{\"variant\":\"sivy\",\"colour\":\"white\"}"));
 * lobby.accept(seekId, bo, "127.0.0.1")   // the game's id: Ann plays White, Bo Black
 * }</pre>
 */
final class Lobby {
  /** How long a player counts as online after their lobby page last asked. */
  static final long ONLINE_NANOS = 30_000_000_000L;

  /** The most seeks open at once; past it a new one is refused (each player has at most one). */
  static final int MAX_SEEKS = 500;

  /**
   * An open seek.
   *
   * @param id the seek's id (random)
   * @param player the seeker's player id
   * @param name the seeker's name
   * @param variant the variant's name
   * @param preset the preset's name
   * @param colour white, black or random: the seeker's side
   * @param rated whether the game is to be rated
   * @param time its time control ("5+3"), or "" for none
   */
  record Seek(
      String id,
      String player,
      String name,
      String variant,
      String preset,
      String colour,
      boolean rated,
      String time) {}

  private final Club club;
  private final GameStore store;
  private final Map<String, Seek> seeks = new LinkedHashMap<>();
  private final Map<String, Long> seen = new ConcurrentHashMap<>();
  private final Map<String, String> matched = new ConcurrentHashMap<>();
  private final Ledger ledger;

  /** A lobby with the seeks the ledger holds, each player's page given time to ask again. */
  Lobby(Club club, GameStore store, Ledger ledger) {
    this.club = club;
    this.store = store;
    this.ledger = ledger;
    long now = System.nanoTime();
    for (Seek s : ledger.seeks()) {
      seeks.put(s.id(), s);
      seen.put(s.player(), now);
    }
  }

  /**
   * Opens a seek for the player (replacing their last one).
   *
   * @throws ApiException 400 for an unknown variant, preset or colour; 503 past {@link #MAX_SEEKS}
   */
  synchronized Seek seek(Players.Player p, JsonBody body) {
    Club.Terms terms = club.terms(body, p);
    String colour = body.string("colour").orElse("random");
    if (!colour.matches("white|black|random")) {
      throw ApiException.badRequest("bad_colour", "colour must be white, black or random");
    }
    drop(s -> s.player().equals(p.id()));
    if (seeks.size() >= MAX_SEEKS) {
      throw ApiException.busy("the lobby holds as many seeks as it can: accept one instead");
    }
    String id =
        ledger.sought(
            p.id(), terms.variant().name(), terms.preset(), colour, terms.rated(), terms.time());
    Seek s =
        new Seek(
            id,
            p.id(),
            p.name(),
            terms.variant().name(),
            terms.preset(),
            colour,
            terms.rated(),
            terms.time());
    seeks.put(s.id(), s);
    seen.put(p.id(), System.nanoTime());
    return s;
  }

  /** Withdraws the player's seek, if any. */
  synchronized void cancel(Players.Player p) {
    drop(s -> s.player().equals(p.id()));
  }

  /** Lets the seeks that match go, here and in the ledger. */
  private void drop(Predicate<Seek> gone) {
    for (var i = seeks.values().iterator(); i.hasNext(); ) {
      Seek s = i.next();
      if (gone.test(s)) {
        i.remove();
        try {
          ledger.unsought(s.id());
        } catch (ApiException e) {
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
   * @throws ApiException 404 if the seek is gone (accepted, withdrawn), 409 for one's own seek
   */
  String accept(String seekId, Players.Player p, String client) {
    Seek s;
    JsonBody how;
    synchronized (this) {
      s = seeks.get(seekId);
      if (s == null) {
        throw ApiException.notFound("unknown_seek", "that seek is gone: it was taken or withdrawn");
      }
      if (s.player().equals(p.id())) {
        throw ApiException.conflict(
            "own_seek", "this is your own seek: wait for someone to take it");
      }
      how =
          JsonBody.parse(
              Json.object()
                  .put("variant", s.variant())
                  .put("preset", s.preset())
                  .put("rated", s.rated())
                  .put("time", s.time())
                  .toString());
      // a guest who cannot take a rated seek leaves it for someone who can
      club.terms(how, p);
      drop(x -> x.id().equals(seekId));
    }
    Side side =
        switch (s.colour()) {
          case "white" -> Side.WHITE;
          case "black" -> Side.BLACK;
          default -> store.bytes(1)[0] >= 0 ? Side.WHITE : Side.BLACK;
        };
    String id = club.pair(how, client, side, new Players.Player(s.player(), s.name()), p);
    matched.put(s.player(), id);
    return id;
  }

  /**
   * The lobby as the player sees it: the counts, the seeks (theirs marked), the live games, and the
   * game a seek of theirs became (once).
   */
  String json(Players.Player p) {
    long now = System.nanoTime();
    seen.put(p.id(), now);
    seen.values().removeIf(t -> now - t > ONLINE_NANOS);
    Set<String> online = new HashSet<>(seen.keySet());
    online.addAll(club.connected());
    online.remove("");
    Json list = Json.array();
    int seeking;
    synchronized (this) {
      // a seek whose player left the lobby goes with them
      drop(s -> !seen.containsKey(s.player()));
      seeking = seeks.size();
      for (Seek s : seeks.values()) {
        list.add(
            Json.object()
                .put("id", s.id())
                .put("name", s.name())
                .put("variant", s.variant())
                .put("preset", s.preset())
                .put("colour", s.colour())
                .put("rated", s.rated())
                .put("time", s.time())
                .put("mine", s.player().equals(p.id())));
      }
    }
    matched.keySet().removeIf(k -> !seen.containsKey(k));
    String game = matched.remove(p.id());
    return Json.object()
        .put("name", p.name())
        .put("online", online.size())
        .put("seeking", seeking)
        .put("seeks", list)
        .put("games", club.liveGames())
        .put("matched", game == null ? "" : game)
        .toString();
  }
}
