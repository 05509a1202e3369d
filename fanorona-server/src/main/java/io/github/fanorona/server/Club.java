package io.github.fanorona.server;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.core.Variant;
import io.github.fanorona.server.clock.GameClock;
import io.github.fanorona.server.clock.TimeControl;
import io.github.fanorona.server.rating.GameRating;
import io.github.fanorona.server.rating.RatedGame;
import io.github.fanorona.server.rating.Rater;
import io.github.fanorona.server.rating.Score;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The club's games between two people: who sits on each side, the game's status, a draw offer, who
 * has gone, and the pages connected to each game ({@link ClubTable}). The game itself is a {@link
 * Session} in the {@link GameStore} (its bounds apply), changed only by {@link Play}'s functions,
 * so the rules are judged exactly as on the play page; every change is written to the {@link
 * Ledger} before the pages are told of it. A game that ended leaves the {@link GameStore} when the
 * ledger keeps it (a busy club never fills up with finished games): its table holds the last
 * position while pages of it are open, and a page opened later reads it from the ledger.
 *
 * <p>Longer than most files: every change to a live game (a turn, an offer, a claim, the clock's
 * flag, a rating at the end) happens here under its table's lock, so that the order "store, ledger,
 * then the pages" is written once; what needs no lock lives beside it ({@link ClubTable}, {@link
 * Lobby}, {@code ClubRoutes}).
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

  /**
   * The rules of every rated game, whatever the variant: the club's own (the Youzai club's page:
   * optional chains, no direction twice, no point twice, a draw after 50 half-moves without
   * capture).
   */
  static final String RATED_PRESET = "youzai";

  /** The time control of a rated game whose seek or invitation names none. */
  static final String RATED_TIME = "10+5";

  // the site's one log: an operator filters one name
  private static final Logger LOG = LoggerFactory.getLogger(Site.class);

  /**
   * What a new game is to be, checked before a seek is listed or a game made.
   *
   * @param variant the variant
   * @param preset the rule preset's name ({@link #RATED_PRESET} for a rated game)
   * @param rated whether the game moves its players' ratings
   * @param control its time control, if it has a clock
   */
  record Terms(Variant variant, String preset, boolean rated, Optional<TimeControl> control) {
    /** The time control as written ("5+3"), or "" for none. */
    String time() {
      return control.map(TimeControl::toString).orElse("");
    }
  }

  private final GameStore store;
  private final Ledger ledger;
  private final Duration claimAfter;
  private final Map<String, ClubTable> tables = new ConcurrentHashMap<>();

  /** Whether a player (by id) has an account: only accounts play rated games. */
  private final Predicate<String> member;

  private final Rater rater;

  /** The server's clock, the only source of the game clocks' instants (a test's may run fast). */
  private final InstantSource time;

  Club(
      GameStore store,
      Ledger ledger,
      Duration claimAfter,
      Predicate<String> member,
      Rater rater,
      InstantSource time) {
    this.store = store;
    this.ledger = ledger;
    this.claimAfter = claimAfter;
    this.member = member;
    this.rater = rater;
    this.time = time;
  }

  /**
   * Reads and checks a new game's terms from a seek's or an invitation's body: {@code variant},
   * {@code preset}, {@code rated} (true or false) and {@code time} ("5+3"; a rated game without one
   * gets {@link #RATED_TIME}). A rated game is played under {@link #RATED_PRESET} and only by
   * accounts.
   *
   * @throws ApiException 400 for an unknown variant or preset, a malformed time or {@code rated},
   *     or a rated game under other rules ({@code rated_rules}); 403 ({@code account_required}) if
   *     a player of a rated game has no account
   */
  Terms terms(JsonBody body, Players.Player... players) {
    Variant v = Catalogue.variant(body.string("variant").orElse("sivy"));
    boolean rated =
        switch (body.string("rated").orElse("false")) {
          case "true" -> true;
          case "false" -> false;
          default -> throw ApiException.badRequest("bad_rated", "rated must be true or false");
        };
    String preset = body.string("preset").orElse(rated ? RATED_PRESET : Catalogue.defaultPreset(v));
    Catalogue.ruleset(v.name(), preset);
    if (rated && !preset.equals(RATED_PRESET)) {
      throw ApiException.badRequest(
          "rated_rules",
          "a rated game is played under the club's rules, the preset "
              + RATED_PRESET
              + ", not "
              + preset);
    }
    for (Players.Player p : players) {
      if (rated && !member.test(p.id())) {
        throw new ApiException(
            403, "account_required", "a rated game is for accounts: sign up or sign in first");
      }
    }
    String text = body.string("time").orElse(rated ? RATED_TIME : "");
    try {
      Optional<TimeControl> control =
          text.isEmpty() ? Optional.empty() : Optional.of(TimeControl.parse(text));
      return new Terms(v, preset, rated, control);
    } catch (IllegalArgumentException e) {
      throw ApiException.badRequest("bad_time", String.valueOf(e.getMessage()));
    }
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
      t.clock = clockOf(t, g);
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
    Terms terms = second.isPresent() ? terms(body, first, second.get()) : terms(body, first);
    Variant v = terms.variant();
    String preset = terms.preset();
    Game game = Game.start(v, Catalogue.ruleset(v.name(), preset));
    String white = side == Side.WHITE ? first.id() : second.map(Players.Player::id).orElse("");
    String black = side == Side.BLACK ? first.id() : second.map(Players.Player::id).orElse("");
    String id =
        store
            .create(
                OWNER,
                client,
                () -> {
                  String made = ledger.created(v.name(), preset, white, black);
                  if (terms.rated() || terms.control().isPresent()) {
                    ledger.terms(made, terms.rated(), terms.time());
                  }
                  return made;
                },
                x -> Session.start(x, game, Side.WHITE, 0, v.name(), preset))
            .id();
    ClubTable t = new ClubTable(id, time);
    t.rated = terms.rated();
    t.control = terms.control();
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
      // a guest may watch a rated game, never sit at it
      if (t.status == ClubTable.Status.WAITING
          && t.sideOf(player.id()).isEmpty()
          && (!t.rated || member.test(player.id()))) {
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
      // one instant for the whole action: a clock that ran out before it ends the game on time,
      // whatever the action was (a late turn, a resignation, a draw accepted)
      Instant at = time.instant();
      Side side =
          t.sideOf(socket.player())
              .orElseThrow(
                  () ->
                      new ApiException(
                          403,
                          "not_your_game",
                          "you are watching this game: only its two players can act"));
      if (timeUp(t, at)) {
        what = "time";
      } else {
        act(t, side, what, body, at);
      }
      if (current(t).game().turns().size() != turns || t.status != was) {
        // what other servers read again: the stored game (a click, an offer stays here)
        ledger.publish(id, what + " " + instance);
      }
      release(t);
      t.broadcast(current(t), claimAfter);
    }
  }

  private void act(ClubTable t, Side side, String what, JsonBody body, Instant at) {
    switch (what) {
      case "click" -> turn(t, side, s -> Play.clicked(s, body), at);
      case "stop" -> turn(t, side, Play::stopped, at);
      case "cancel" -> turn(t, side, s -> s.played(s.game()), at);
      case "turn" -> turn(t, side, s -> Play.typed(s, body), at);
      case "rules" ->
          throw ApiException.conflict(
              "rules_fixed",
              t.rated
                  ? "a rated game keeps the club's rules ("
                      + RATED_PRESET
                      + ") from its first turn to its end"
                  : "a game keeps the rules it started with to its end");
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
  }

  /**
   * Ends a live game on time if the clock of the side to move has run out by {@code at}.
   *
   * @return whether it did
   */
  private boolean timeUp(ClubTable t, Instant at) {
    Optional<Side> flagged = t.clock.flatMap(c -> c.flagFall(at));
    if (flagged.isEmpty() || t.status != ClubTable.Status.LIVE) {
      return false;
    }
    t.clock = t.clock.map(c -> c.flag(at));
    end(t, current(t).game().resign(flagged.get()), "time");
    return true;
  }

  /**
   * Flags every live game whose clock has run out, so that a player who never moves again loses on
   * time too; the site calls it a few times a second.
   */
  void tick() {
    Instant at = time.instant();
    for (ClubTable t : tables.values()) {
      synchronized (t) {
        try {
          if (timeUp(t, at)) {
            ledger.publish(t.id, "time " + instance);
            release(t);
            t.broadcast(current(t), claimAfter);
          }
        } catch (RuntimeException e) {
          // the database is away: the next tick tries again, and the other games go on
          LOG.warn("cannot end a game on time: {}", e.getMessage());
        }
      }
    }
  }

  private void turn(ClubTable t, Side side, UnaryOperator<Session> change, Instant at) {
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
      // White's first turn starts the clocks and costs nothing: a player opening the page is not
      // charged for it
      t.clock = t.control.map(c -> t.clock.orElseGet(() -> GameClock.start(c, at)).press(side, at));
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

  private void ended(ClubTable t, String termination) {
    t.status = ClubTable.Status.FINISHED;
    t.drawOffer = Optional.empty();
    t.termination = termination;
    t.clock = t.clock.map(c -> c.stop(time.instant()));
    rate(t);
  }

  /**
   * Rates a finished rated game through the {@link Rater}, which applies a game once by its id (a
   * second call returns the first change, marked a replay); nothing for a casual or unfinished
   * game. A failure (the database away) is logged and leaves the game ended.
   */
  Optional<GameRating> rate(String id) {
    ClubTable t = table(id);
    synchronized (t) {
      return rate(t);
    }
  }

  private Optional<GameRating> rate(ClubTable t) {
    Optional<Outcome> o = current(t).game().outcome();
    if (!t.rated || t.status != ClubTable.Status.FINISHED || o.isEmpty()) {
      return Optional.empty();
    }
    Score white =
        o.get().winner().map(w -> w == Side.WHITE ? Score.WIN : Score.LOSS).orElse(Score.DRAW);
    try {
      return Optional.of(
          rater.rate(
              new RatedGame(
                  t.id, current(t).variant(), t.seat[0], t.seat[1], white, time.instant())));
    } catch (RuntimeException e) {
      LOG.error("cannot rate game {}", t.id.substring(0, 4) + "…", e);
      return Optional.empty();
    }
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

  /**
   * A stored game's clock, played again from the instants its turns were stored at (the turn's own
   * instant on the server that took it): after a restart, or on another server, the clocks go on
   * where they were, the time the server was away counted like any other.
   */
  private Optional<GameClock> clockOf(ClubTable t, Ledger.Stored g) {
    if (t.control.isEmpty()) {
      return Optional.empty();
    }
    List<Instant> times = ledger.turnTimes(g.id());
    if (times.isEmpty()) {
      return Optional.empty();
    }
    GameClock c = GameClock.start(t.control.get(), times.get(0)).press(Side.WHITE, times.get(0));
    Side side = Side.BLACK;
    for (Instant at : times.subList(1, times.size())) {
      if (!c.running()) {
        break;
      }
      c = c.press(side, at);
      side = side.opponent();
    }
    // an ended game's clock shows the times of its last turn
    return Optional.of(t.status == ClubTable.Status.LIVE ? c : c.stop(times.get(times.size() - 1)));
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
    ClubTable t = new ClubTable(g.id(), time);
    t.take(g);
    ledger
        .terms(g.id())
        .ifPresent(
            x -> {
              t.rated = x.rated();
              t.control =
                  x.timeControl().isEmpty()
                      ? Optional.empty()
                      : Optional.of(TimeControl.parse(x.timeControl()));
            });
    t.clock = clockOf(t, g);
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
