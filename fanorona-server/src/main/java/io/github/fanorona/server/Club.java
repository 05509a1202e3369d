package io.github.fanorona.server;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.core.Variant;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * The club's games between two people: who sits on each side, the game's status, a draw offer, who
 * has gone, and the pages connected to each game ({@link ClubTable}). The game itself is a {@link
 * Session} in the {@link GameStore} (its bounds apply), changed only by {@link Play}'s functions,
 * so the rules are judged exactly as on the play page; every change is written to the {@link
 * Ledger} before the pages are told of it. A game that ended leaves the {@link GameStore} when the
 * ledger keeps it (a busy club never fills up with finished games): its table holds the last
 * position while pages of it are open, and a page opened later reads it from the ledger.
 *
 * <pre>{@code
 * Club club = new Club(store, Ledger.NONE, Duration.ofSeconds(60));
 * String id = club.invite(player, "127.0.0.1", body);   // "q9Xz…" (22 characters): /g/q9Xz…
 * club.join(id, friend);                                 // the free side is the friend's
 * }</pre>
 */
final class Club {
  /** The owner of every club game in the {@link GameStore}: no player, so no play-page route. */
  static final Players.Player OWNER = new Players.Player("club", "the club");

  /**
   * How long a player may be gone (every page of the game closed) before the other may claim the
   * game: long enough for a reload or a phone's network to come back.
   */
  static final Duration CLAIM_AFTER = Duration.ofSeconds(60);

  private final GameStore store;
  private final Ledger ledger;
  private final Duration claimAfter;
  private final Map<String, ClubTable> tables = new ConcurrentHashMap<>();

  Club(GameStore store, Ledger ledger, Duration claimAfter) {
    this.store = store;
    this.ledger = ledger;
    this.claimAfter = claimAfter;
  }

  /** This server among those on one database: its own events are not read back. */
  private final String instance = Ledger.newId();

  /**
   * Takes up the games the ledger holds as live (after a restart they go on), and listens for the
   * changes other servers on the same database make to them.
   */
  void resume() {
    // the ledger's live games are between people: a game against the computer is taken up when
    // its player opens it (Play.load)
    for (Ledger.Stored g : ledger.live()) {
      restore(g);
    }
    ledger.listen(this::heard);
  }

  /**
   * A change another server made: a game held here is read again from the ledger and its pages
   * told. A gap (events missed) reads every game with pages open again.
   */
  private void heard(String id, String event) {
    if (event.endsWith(instance)) {
      return;
    }
    // a game this server does not hold is none of its business
    List<ClubTable> held =
        id.isEmpty()
            ? List.copyOf(tables.values())
            : Optional.ofNullable(tables.get(id)).stream().toList();
    for (ClubTable t : held) {
      if (t.sockets.isEmpty()) {
        continue;
      }
      try {
        ledger.find(t.id).ifPresent(g -> reload(t, g));
      } catch (ApiException e) {
        // the database is away: the pages keep what they show until the next change
      }
    }
  }

  private void reload(ClubTable t, Ledger.Stored g) {
    Game game = replayed(g);
    synchronized (t) {
      if (t.over.isPresent()) {
        return; // an ended game changes no more
      }
      store.update(t.id, s -> s.game().equals(game) ? s : s.played(game));
      t.take(g);
      release(t);
      t.broadcast(current(t), claimAfter);
    }
  }

  /**
   * "Play a friend": a new game with the player on the side asked for ({@code side}: white, black
   * or random), the other side free for whoever opens the game's address first.
   *
   * @return the game's id
   */
  String invite(Players.Player player, String client, JsonBody body) {
    String side = body.string("side").orElse("random");
    Side mine =
        switch (side) {
          case "white" -> Side.WHITE;
          case "black" -> Side.BLACK;
          case "random" -> store.bytes(1)[0] >= 0 ? Side.WHITE : Side.BLACK;
          default ->
              throw ApiException.badRequest("bad_side", "side must be white, black or random");
        };
    return open(body, client, mine, player, Optional.empty());
  }

  /**
   * A game of two players at once (a seek accepted): the seeker on the colour asked for.
   *
   * @return the game's id
   */
  String pair(
      JsonBody seek, String client, Side seekerSide, Players.Player seeker, Players.Player other) {
    return open(seek, client, seekerSide, seeker, Optional.of(other));
  }

  private String open(
      JsonBody body,
      String client,
      Side side,
      Players.Player first,
      Optional<Players.Player> second) {
    String variantName = body.string("variant").orElse("sivy");
    Variant v = Catalogue.variant(variantName);
    String preset = body.string("preset").orElse(Catalogue.defaultPreset(v));
    Game game = Game.start(v, Catalogue.ruleset(variantName, preset));
    String white = side == Side.WHITE ? first.id() : second.map(Players.Player::id).orElse("");
    String black = side == Side.BLACK ? first.id() : second.map(Players.Player::id).orElse("");
    String id =
        store
            .create(
                OWNER,
                client,
                () -> ledger.created(v.name(), preset, white, black),
                x -> Session.start(x, game, Side.WHITE, 0, v.name(), preset))
            .id();
    ClubTable t = new ClubTable(id);
    t.sit(side, first);
    second.ifPresent(p -> t.sit(side.opponent(), p));
    t.status = second.isPresent() ? ClubTable.Status.LIVE : ClubTable.Status.WAITING;
    tables.put(id, t);
    return id;
  }

  /**
   * Opens a game's page for a player: the free side is theirs if they hold none.
   *
   * @return the game as the player sees it
   */
  String join(String id, Players.Player player) {
    ClubTable t = table(id);
    synchronized (t) {
      if (t.status == ClubTable.Status.WAITING && t.sideOf(player.id()).isEmpty()) {
        Side free = t.seat[0].isEmpty() ? Side.WHITE : Side.BLACK;
        ledger.seated(id, free, player.id());
        t.sit(free, player);
        t.status = ClubTable.Status.LIVE;
        ledger.publish(id, "seat " + instance);
        t.broadcast(current(t), claimAfter);
      }
      return t.view(current(t), player.id(), claimAfter);
    }
  }

  /** The game as the player of that id (or "" for none) sees it. */
  String look(String id, String player) {
    ClubTable t = table(id);
    synchronized (t) {
      return t.view(current(t), player, claimAfter);
    }
  }

  /** The session of a club game (a 404 if there is none). */
  Session session(String id) {
    ClubTable t = table(id);
    synchronized (t) {
      return current(t);
    }
  }

  /** The game's two names, for the record: white's then black's. */
  List<String> names(String id) {
    ClubTable t = table(id);
    synchronized (t) {
      return List.of(t.name[0], t.name[1]);
    }
  }

  /** The live games as the lobby lists them: id, variant, names, turns played, watchers. */
  Json liveGames() {
    Json list = Json.array();
    for (ClubTable t : tables.values()) {
      synchronized (t) {
        Optional<Session> held = store.peek(t.id);
        if (t.status == ClubTable.Status.LIVE && held.isPresent()) {
          list.add(
              Json.object()
                  .put("id", t.id)
                  .put("variant", held.get().variant())
                  .put("white", t.name[0])
                  .put("black", t.name[1])
                  .put("turns", held.get().game().turns().size())
                  .put("watchers", t.watchers()));
        }
      }
    }
    return list;
  }

  /** The players with a page of a game open now. */
  List<String> connected() {
    List<String> out = new ArrayList<>();
    for (ClubTable t : tables.values()) {
      synchronized (t) {
        t.sockets.values().forEach(c -> out.add(c.player()));
      }
    }
    return out;
  }

  /**
   * Forgets the tables whose games the store has let go (idle for its idle time), and the ended
   * games no page has open.
   */
  void expire() {
    tables.values().removeIf(t -> t.over.isPresent() ? t.sockets.isEmpty() : !store.has(t.id));
  }

  // ------------------------------------------------------------------ pages connected

  /** A page of the game connected, as a player of it or (any other session, or none) to watch. */
  void connect(String id, ClubTable.Socket socket) {
    ClubTable t = table(id);
    synchronized (t) {
      t.sockets.put(socket.key(), socket);
      t.sideOf(socket.player()).ifPresent(side -> t.gone[ClubTable.index(side)] = false);
      t.broadcast(current(t), claimAfter);
    }
  }

  /** A page gone: a player whose last page closed is gone from that moment. */
  void disconnect(String id, ClubTable.Socket socket) {
    ClubTable t = tables.get(id);
    if (t == null) {
      return;
    }
    synchronized (t) {
      t.sockets.remove(socket.key());
      Optional<Side> side = t.sideOf(socket.player());
      if (side.isPresent()
          && t.sockets.values().stream().noneMatch(c -> c.player().equals(socket.player()))) {
        t.gone[ClubTable.index(side.get())] = true;
        t.goneAt[ClubTable.index(side.get())] = System.nanoTime();
      }
      if (t.over.isPresent() && t.sockets.isEmpty()) {
        // read from the ledger again when a page opens it
        tables.remove(id, t);
        return;
      }
      t.broadcast(current(t), claimAfter);
    }
  }

  /**
   * One message of a page: {@code do} is click ({@code point}, {@code capture}), stop, cancel, turn
   * ({@code text}), resign, draw (offer, or accept the other's offer), decline, abort or claim.
   *
   * @throws ApiException for a message that is not an action of this player now; the game is then
   *     unchanged
   */
  void act(String id, ClubTable.Socket socket, JsonBody body) {
    ClubTable t = table(id);
    synchronized (t) {
      String what = body.string("do").orElse("");
      int turns = current(t).game().turns().size();
      ClubTable.Status was = t.status;
      Side side =
          t.sideOf(socket.player())
              .orElseThrow(
                  () ->
                      new ApiException(
                          403,
                          "not_your_game",
                          "you are watching this game: only its two players can act"));
      switch (what) {
        case "click" -> turn(t, side, s -> Play.clicked(s, body));
        case "stop" -> turn(t, side, Play::stopped);
        case "cancel" -> turn(t, side, s -> s.played(s.game()));
        case "turn" -> turn(t, side, s -> Play.typed(s, body));
        case "resign" -> end(t, live(t).game().resign(side), "resignation");
        case "draw" -> draw(t, side);
        case "decline" -> {
          live(t);
          t.drawOffer = t.drawOffer.filter(o -> o == side);
        }
        case "abort" -> abort(t, side);
        case "claim" -> claim(t, side);
        default ->
            throw ApiException.badRequest(
                "bad_action",
                "do must be click, stop, cancel, turn, resign, draw, decline, abort or claim");
      }
      if (current(t).game().turns().size() != turns || t.status != was) {
        // what other servers read again: the stored game (a click, an offer stays here)
        ledger.publish(id, what + " " + instance);
      }
      release(t);
      t.broadcast(current(t), claimAfter);
    }
  }

  private void turn(ClubTable t, Side side, UnaryOperator<Session> change) {
    Session now = live(t);
    if (now.game().position().sideToMove() != side) {
      throw ApiException.conflict(
          "not_your_turn",
          "it is "
              + t.name[ClubTable.index(side.opponent())]
              + "'s turn, not yours: wait for their turn");
    }
    Session next =
        store.update(
            t.id,
            s -> {
              Session n = change.apply(s.as(side));
              Game g = n.game();
              if (g.turns().size() > s.game().turns().size()) {
                // stored before anyone is told, and before the game in memory moves on: a crash
                // after this line loses nothing the players saw, a failed write changes nothing
                ledger.turn(
                    t.id,
                    g.turns().size(),
                    TurnNotation.format(g.turns().get(g.turns().size() - 1)));
                if (g.isOver()) {
                  ledger.finished(t.id, ClubTable.Status.FINISHED.word(), result(g), reason(g));
                }
              }
              return n;
            });
    if (next.game().turns().size() > now.game().turns().size()) {
      t.drawOffer = Optional.empty();
      if (next.game().isOver()) {
        ended(t, reason(next.game()));
      }
    }
  }

  private void draw(ClubTable t, Side side) {
    Session s = live(t);
    if (t.drawOffer.isPresent() && t.drawOffer.get() != side) {
      end(t, s.game().agreeDraw(), "agreement");
    } else {
      t.drawOffer = Optional.of(side);
    }
  }

  private void abort(ClubTable t, Side side) {
    boolean started = current(t).game().turns().isEmpty();
    if (!(t.status == ClubTable.Status.WAITING || (t.status == ClubTable.Status.LIVE && started))) {
      throw ApiException.conflict(
          "cannot_abort", "a game can be aborted only before its first turn: resign instead");
    }
    String why = "aborted by " + (side == Side.WHITE ? "white" : "black");
    ledger.finished(t.id, ClubTable.Status.ABORTED.word(), "", why);
    t.status = ClubTable.Status.ABORTED;
    t.termination = why;
  }

  private void claim(ClubTable t, Side side) {
    Session s = live(t);
    int other = ClubTable.index(side.opponent());
    long gone = System.nanoTime() - t.goneAt[other];
    if (!t.gone[other] || gone < claimAfter.toNanos()) {
      throw ApiException.conflict(
          "cannot_claim",
          "you can claim the game once the other player has been gone "
              + claimAfter.toSeconds()
              + " s");
    }
    end(t, s.game().resign(side.opponent()), "abandoned");
  }

  private void end(ClubTable t, Game over, String termination) {
    ledger.finished(t.id, ClubTable.Status.FINISHED.word(), result(over), termination);
    store.update(t.id, s -> s.played(over));
    ended(t, termination);
  }

  private static void ended(ClubTable t, String termination) {
    t.status = ClubTable.Status.FINISHED;
    t.drawOffer = Optional.empty();
    t.termination = termination;
  }

  /** The game's result as stored: 1-0, 0-1, 1/2-1/2, or "" while it goes on. */
  static String result(Game over) {
    return over.outcome().map(o -> o.resultString()).orElse("");
  }

  /** The outcome's reason in lower case, such as {@code no_stones}: the stored termination. */
  static String reason(Game over) {
    return over.outcome().map(o -> o.reason().name().toLowerCase(Locale.ROOT)).orElse("");
  }

  private Session live(ClubTable t) {
    if (t.status != ClubTable.Status.LIVE) {
      throw ApiException.conflict(
          "not_live",
          t.status == ClubTable.Status.WAITING
              ? "the game waits for a second player: send them its address"
              : "the game is over");
    }
    return store.get(t.id);
  }

  /** The game now: the ended game the table holds, else the one in the store. */
  private Session current(ClubTable t) {
    return t.over.orElseGet(() -> store.get(t.id));
  }

  /**
   * Lets the store go of an ended game that the ledger keeps, so that it counts against no bound of
   * the store: the table holds it while pages of it are open.
   */
  private void release(ClubTable t) {
    if (ledger.keeps() && t.over.isEmpty() && t.status.ended()) {
      t.over = Optional.of(store.get(t.id));
      store.release(t.id);
    }
  }

  private ClubTable table(String id) {
    ClubTable t = id.length() <= 64 ? tables.get(id) : null;
    if (t != null && (t.over.isPresent() || store.has(id))) {
      return t;
    }
    // a game the ledger holds (finished, or live before a restart) is taken up on demand
    // a game against the computer is its player's alone, on the play page
    return ledger
        .find(id)
        .filter(g -> g.computer().isEmpty())
        .map(this::restore)
        .orElseThrow(() -> ApiException.notFound("unknown_game", "there is no such game"));
  }

  /** A stored game played again from its turns, with an end that is no turn (a resignation). */
  static Game replayed(Ledger.Stored g) {
    Game game =
        Game.start(Catalogue.variant(g.variant()), Catalogue.ruleset(g.variant(), g.preset()));
    for (String turn : g.turns()) {
      game = game.play(turn);
    }
    if (!game.isOver()) {
      game =
          switch (g.result()) {
            case "1-0" -> game.resign(Side.BLACK);
            case "0-1" -> game.resign(Side.WHITE);
            case "1/2-1/2" -> game.agreeDraw();
            default -> game;
          };
    }
    return game;
  }

  private ClubTable restore(Ledger.Stored g) {
    Game game = replayed(g);
    Session s = Session.start(g.id(), game, Side.WHITE, 0, g.variant(), g.preset()).played(game);
    ClubTable t = new ClubTable(g.id());
    t.take(g);
    if (t.status.ended() && ledger.keeps()) {
      // an ended game is read, not held: it takes no room in the store
      t.over = Optional.of(s);
    } else {
      store.restore(OWNER, s);
    }
    long now = System.nanoTime();
    t.goneAt[0] = now;
    t.goneAt[1] = now;
    ClubTable had = tables.putIfAbsent(g.id(), t);
    return had == null ? t : had;
  }
}
