package io.github.fanorona.server.club;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Side;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.clock.GameClock;
import io.github.fanorona.server.play.HeldGames;
import io.github.fanorona.server.play.Play;
import io.github.fanorona.server.play.Session;
import io.github.fanorona.server.rating.GameRating;
import io.github.fanorona.server.rating.RatedGame;
import io.github.fanorona.server.rating.Rater;
import io.github.fanorona.server.rating.Score;
import io.github.fanorona.server.store.StoreException;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What happens to a live club game, always under its table's lock: a turn (by the play page's own
 * click functions, so the rules are judged one way), a draw offered, declined or agreed, an abort,
 * a claim, a fallen flag, and the end with its rating. Every change is written to the {@link
 * ClubStore} before the game in memory moves on, so before the pages are told; a game-ending turn
 * is written with its end, in one transaction.
 *
 * <pre>
 * {@code referee.act(table, Side.WHITE, new ClubSocket.Message("resign", null, null, null), at)}
 * </pre>
 */
final class Referee {
  // the site's one log: an operator filters one name
  private static final Logger LOG = LoggerFactory.getLogger("io.github.fanorona.server");

  /** The actions that make or answer a request ({@link ClubStore.Request}). */
  private static final java.util.Set<String> REQUESTS =
      java.util.Set.of("draw", "decline", "takeback", "keep");

  private final HeldGames held;
  private final ClubStore store;
  private final Duration claimAfter;
  private final Rater rater;
  private final InstantSource time;

  Referee(HeldGames held, ClubStore store, Duration claimAfter, Rater rater, InstantSource time) {
    this.held = held;
    this.store = store;
    this.claimAfter = claimAfter;
    this.rater = rater;
    this.time = time;
  }

  void act(ClubTable t, Side side, ClubSocket.Message m, Instant at) {
    String what = m.action();
    if (REQUESTS.contains(what)) {
      // answered as the store holds it: the request may have been made on another instance
      readRequests(t);
    }
    switch (what) {
      case "click" ->
          turn(t, side, s -> Play.clicked(s, m.point(), Optional.ofNullable(m.capture())), at);
      case "stop" -> turn(t, side, Play::stopped, at);
      case "cancel" -> turn(t, side, s -> s.played(s.game()), at);
      case "turn" -> turn(t, side, s -> Play.typed(s, m.text()), at);
      case "rules" ->
          throw t.rated
              ? Refusal.of(409, "rules_fixed.rated", "preset", Terms.RATED_PRESET)
              : Refusal.of(409, "rules_fixed");
      case "resign" -> end(t, live(t).game().resign(side), Termination.RESIGNATION);
      case "draw" -> draw(t, side);
      case "decline" -> {
        int ply = live(t).game().turns().size();
        Optional<Side> offered = t.drawOffer.filter(o -> o != side);
        if (offered.isPresent()) {
          store.request(
              t.id,
              new ClubStore.Request(ClubStore.Request.Kind.DRAW, offered.get(), ply, true, ""));
          t.drawOffer = Optional.empty();
        }
      }
      case "takeback" -> takeback(t, side, at);
      case "keep" -> {
        int ply = live(t).game().turns().size();
        Optional<Side> asked = t.takeback.filter(o -> o != side);
        if (asked.isPresent()) {
          store.request(
              t.id,
              new ClubStore.Request(ClubStore.Request.Kind.TAKEBACK, asked.get(), ply, true, ""));
          t.takeback = Optional.empty();
          t.takebackDeclined = true;
        }
      }
      case "abort" -> abort(t, side);
      case "claim" -> claim(t, side);
      default -> throw Refusal.of(400, "bad_action");
    }
  }

  /**
   * Ends a live game on time if the clock of the side to move has run out by {@code at}.
   *
   * @return whether it did
   */
  boolean timeUp(ClubTable t, Instant at) {
    Optional<Side> flagged = t.clock.flatMap(c -> c.flagFall(at));
    if (flagged.isEmpty() || t.status != GameStatus.LIVE) {
      return false;
    }
    t.clock = t.clock.map(c -> c.flag(at));
    end(t, current(t).game().resign(flagged.get()), Termination.TIME);
    return true;
  }

  /**
   * Ends a game the table holds as live whose turns already end it (stored so by a server killed
   * between its last turn and its end, before the two shared one transaction): the end is stored,
   * unless another server stored it first, and the game ends here, so that an action on it is
   * answered by the ended game and a clock on it stops.
   *
   * @return whether it did
   */
  boolean settle(ClubTable t) {
    if (t.status != GameStatus.LIVE) {
      return false;
    }
    Optional<Session> s = held.peek(t.id);
    Optional<Outcome> o = s.flatMap(x -> x.game().outcome());
    if (o.isEmpty()) {
      return false;
    }
    Termination why = Termination.of(o.get().reason());
    try {
      store.writes().finish(t.id, s.get().game(), why);
    } catch (StoreException e) {
      if (e.kind() != StoreException.Kind.CONFLICT) {
        throw e;
      }
      // stored as over already: by another server, or at its start
    }
    LOG.warn("game {}… was live with an ending turn: ended", t.id.substring(0, 4));
    ended(t, why);
    return true;
  }

  private void turn(ClubTable t, Side side, UnaryOperator<Session> change, Instant at) {
    Session now = live(t);
    if (now.game().position().sideToMove() != side) {
      throw Refusal.of(409, "not_your_turn", "name", t.name[ClubTable.index(side.opponent())]);
    }
    Session next =
        held.update(
            t.id,
            s -> {
              Session n = change.apply(s.as(side));
              Game g = n.game();
              int ply = g.turns().size();
              if (ply > s.game().turns().size()) {
                // stored before anyone is told, and before the game in memory moves on: a crash
                // after this line loses nothing the players saw, a failed write changes nothing;
                // a turn that ends the game is stored with its end
                if (g.isOver()) {
                  store.writes().appendLast(t.id, ply, g.turns().get(ply - 1), g);
                } else {
                  store.writes().append(t.id, ply, g.turns().get(ply - 1));
                }
              }
              return n;
            });
    if (next.game().turns().size() > now.game().turns().size()) {
      t.drawOffer = Optional.empty();
      t.takeback = Optional.empty();
      t.takebackDeclined = false;
      // White's first turn starts the clocks and costs nothing: a player opening the page is not
      // charged for it
      t.clock = t.control.map(c -> t.clock.orElseGet(() -> GameClock.start(c, at)).press(side, at));
      if (next.game().isOver()) {
        ended(t, Termination.of(next.game().outcome().orElseThrow().reason()));
      }
    }
  }

  /**
   * A draw offered, or the other's offer accepted (the table's requests read from the store just
   * before: an offer made on any instance), kept with the turns played when it was made, so that a
   * turn since voids it.
   */
  private void draw(ClubTable t, Side side) {
    Session s = live(t);
    int ply = s.game().turns().size();
    if (t.drawOffer.isPresent() && t.drawOffer.get() != side) {
      end(t, s.game().agreeDraw(), Termination.AGREEMENT);
    } else {
      store.request(t.id, new ClubStore.Request(ClubStore.Request.Kind.DRAW, side, ply, false, ""));
      t.drawOffer = Optional.of(side);
    }
  }

  /**
   * Reads the requests of a table's game (a draw offer, a takeback, a rematch) as the store holds
   * them, made on any instance of the club; in memory the table holds them already. The table's
   * lock is held.
   */
  void readRequests(ClubTable t) {
    if (store.keeps()) {
      t.heard(store.requests(t.id), current(t).game().turns().size());
    }
  }

  /**
   * A rematch offered, accepted or declined by a side of an ended game ({@link
   * ClubTable#answerRematch}), answered as the store holds it (offered on any instance) and written
   * there for every instance; an accepted one is the game {@code open} makes.
   *
   * @return whether the requests changed (the other instances are to be told)
   */
  boolean rematch(
      ClubTable t, Side side, boolean wanted, java.util.function.Supplier<String> open) {
    readRequests(t);
    String was = t.requested();
    int ply = current(t).game().turns().size();
    if (t.answerRematch(side, wanted)) {
      // the first instance to claim the agreed rematch opens it; one that finds it claimed (both
      // pages of a player on two instances, accepting at once) opens nothing and reads it again
      ClubStore.Request claim =
          new ClubStore.Request(
              ClubStore.Request.Kind.REMATCH, side, ply, false, ClubTable.OPENING);
      if (!store.request(t.id, claim)) {
        readRequests(t);
        return false;
      }
      t.next = open.get();
    }
    if (t.requested().equals(was)) {
      return false;
    }
    Side asker = t.rematch.orElse(side);
    store.request(
        t.id,
        new ClubStore.Request(
            ClubStore.Request.Kind.REMATCH, asker, ply, t.rematchDeclined, t.next));
    return true;
  }

  /**
   * A takeback in a casual game: the first asking asks to take back its last turn (and the other's
   * reply, if it came), the other asking accepts, and the turns are taken back in the store and in
   * the game. A clock goes on with the times left, running for the side then to move; never in a
   * rated game.
   */
  private void takeback(ClubTable t, Side side, Instant at) {
    Session s = live(t);
    if (t.rated) {
      throw Refusal.of(409, "takeback_rated");
    }
    Side asker = t.takeback.filter(o -> o != side).orElse(side);
    Game g = s.game();
    int back = g.position().sideToMove() == asker ? 2 : 1;
    if (g.turns().size() < back) {
      throw Refusal.of(409, "no_takeback");
    }
    if (asker == side) {
      store.request(
          t.id,
          new ClubStore.Request(
              ClubStore.Request.Kind.TAKEBACK, side, g.turns().size(), false, ""));
      t.takeback = Optional.of(side);
      t.takebackDeclined = false;
      return;
    }
    Game before = g;
    for (int i = 0; i < back; i++) {
      before = before.undo().orElseThrow();
    }
    Game kept = before;
    // the requests made before are void, on every instance: a turn played again reaches the ply
    // they were made at
    store.withdraw(t.id);
    store.takeBack(t.id, kept.turns().size());
    held.update(t.id, x -> x.played(kept));
    t.takeback = Optional.empty();
    t.drawOffer = Optional.empty();
    if (kept.turns().isEmpty()) {
      // the clock starts again with White's first turn
      t.clock = Optional.empty();
    } else if (back == 1) {
      t.clock = t.clock.map(c -> c.running() ? c.press(c.toMove(), at) : c);
    }
  }

  private void abort(ClubTable t, Side side) {
    boolean started = current(t).game().turns().isEmpty();
    if (!(t.status == GameStatus.WAITING || (t.status == GameStatus.LIVE && started))) {
      throw Refusal.of(409, "cannot_abort");
    }
    Termination why = Termination.abortedBy(side);
    store.abort(t.id, why);
    t.status = GameStatus.ABORTED;
    t.termination = Optional.of(why);
  }

  private void claim(ClubTable t, Side side) {
    Session s = live(t);
    int other = ClubTable.index(side.opponent());
    long gone = System.nanoTime() - t.goneAt[other];
    if (!t.gone[other] || gone < claimAfter.toNanos()) {
      throw Refusal.of(409, "cannot_claim", "toSeconds", claimAfter.toSeconds());
    }
    end(t, s.game().resign(side.opponent()), Termination.ABANDONED);
  }

  private void end(ClubTable t, Game over, Termination termination) {
    store.writes().finish(t.id, over, termination);
    held.update(t.id, s -> s.played(over));
    ended(t, termination);
  }

  private void ended(ClubTable t, Termination termination) {
    t.status = GameStatus.FINISHED;
    t.drawOffer = Optional.empty();
    t.termination = Optional.of(termination);
    t.clock = t.clock.map(c -> c.stop(time.instant()));
    rate(t);
  }

  /**
   * Rates a finished rated game through the {@link Rater}, which applies a game once by its id (a
   * second call returns the first change, marked a replay); nothing for a casual or unfinished
   * game. A failure (the database away) is logged and leaves the game ended.
   */
  Optional<GameRating> rate(ClubTable t) {
    Optional<Outcome> o = current(t).game().outcome();
    if (!t.rated || t.status != GameStatus.FINISHED || o.isEmpty()) {
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

  Session live(ClubTable t) {
    if (t.status != GameStatus.LIVE) {
      throw Refusal.of(409, t.status == GameStatus.WAITING ? "not_live.waiting" : "not_live");
    }
    return held.get(t.id);
  }

  /** The game now: the ended game the table holds, else the one held. */
  Session current(ClubTable t) {
    return t.over.orElseGet(() -> held.get(t.id));
  }

  /**
   * Lets the held games go of an ended game that the store keeps, so that it counts against no
   * bound: the table holds it while pages of it are open.
   */
  void release(ClubTable t) {
    if (store.keeps() && t.over.isEmpty() && t.status.isOver()) {
      t.over = Optional.of(held.get(t.id));
      held.release(t.id);
    }
  }

  /**
   * A stored game's clock, played again from the instants its turns were stored at (the turn's own
   * instant on the server that took it): after a restart, or on another server, the clocks go on
   * where they were, the time the server was away counted like any other.
   */
  Optional<GameClock> clockOf(ClubTable t, List<Instant> times) {
    if (t.control.isEmpty() || times.isEmpty()) {
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
    return Optional.of(t.status == GameStatus.LIVE ? c : c.stop(times.get(times.size() - 1)));
  }
}
