package io.github.fanorona.server.club;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.clock.GameClock;
import io.github.fanorona.server.play.HeldGames;
import io.github.fanorona.server.players.Players;
import io.github.fanorona.server.store.Relay;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;

/**
 * A turn told to the club's other instances in its event ({@code turn PLY VERSION MILLIS TEXT},
 * then the instance's name), so that an instance holding the game plays it on the game it holds,
 * with no read of the store: the opponent's page on another instance hears the turn as soon as the
 * relay brings it. Any other change, a turn that ends the game, or a turn an instance cannot play
 * so (it missed the one before) is read from the store ({@link #reload}).
 *
 * <pre>{@code turns.event(table, "turn", 11, at)   // "turn 12 14 1765092000000 d3-e3W"}</pre>
 */
final class TurnEvents {
  private static final String TURN = "turn ";

  private final HeldGames held;
  private final ClubStore store;
  private final Players players;
  private final Referee referee;
  private final Duration claimAfter;

  TurnEvents(
      HeldGames held, ClubStore store, Players players, Referee referee, Duration claimAfter) {
    this.held = held;
    this.store = store;
    this.players = players;
    this.referee = referee;
    this.claimAfter = claimAfter;
  }

  /**
   * The event of an action that changed a game (the table's lock held): the turn it added, with the
   * game's version and the instant its clock was pressed at, when it added one and the game goes
   * on; else the action's name.
   *
   * @param t the table
   * @param what the action
   * @param before the turns played before it
   * @param at the action's instant
   */
  String event(ClubTable t, String what, int before, Instant at) {
    Game g = referee.current(t).game();
    if (t.status != GameStatus.LIVE || g.turns().size() != before + 1 || !store.keeps()) {
      return what;
    }
    String text = TurnNotation.format(g.turns().get(before));
    String e =
        TURN + g.turns().size() + " " + store.version(t.id) + " " + at.toEpochMilli() + " " + text;
    // the instance's name follows: an event too long for the relay is read from the store instead
    return e.length() + 40 <= Relay.MAX_EVENT ? e : what;
  }

  /**
   * Plays a turn another instance told in its event on the game held here, and tells the game's
   * pages (the table's lock taken).
   *
   * @return false when the event is not a turn's, or the game held here is not the one before it:
   *     the game is then read from the store
   */
  boolean play(ClubTable t, String event) {
    if (!event.startsWith(TURN)) {
      return false;
    }
    List<String> w = Arrays.asList(event.split(" "));
    if (w.size() < 6) {
      return false;
    }
    int ply = Integer.parseInt(w.get(1));
    int version = Integer.parseInt(w.get(2));
    Instant at = Instant.ofEpochMilli(Long.parseLong(w.get(3)));
    String text = String.join(" ", w.subList(4, w.size() - 1));
    synchronized (t) {
      if (t.over.isPresent() || t.status != GameStatus.LIVE) {
        return false;
      }
      Game now = referee.current(t).game();
      if (now.turns().size() != ply - 1) {
        return false;
      }
      Game next;
      try {
        next = now.play(text);
      } catch (RuntimeException e) {
        return false; // not a turn of this game: the store says what happened
      }
      if (next.isOver()) {
        return false; // its end, and its rating, are read from the store
      }
      Side mover = now.position().sideToMove();
      held.update(t.id, s -> s.played(next));
      store.version(t.id, version);
      // a turn voids the draw offer and the takeback asked before it
      t.heard(List.of(), ply);
      t.clock =
          t.control.map(c -> t.clock.orElseGet(() -> GameClock.start(c, at)).press(mover, at));
      t.broadcast(referee.current(t), claimAfter);
      return true;
    }
  }

  /**
   * Takes a game another instance changed as the store has it, and tells its pages. Its requests
   * are read again unless the change was a turn, which voids them (a request made since has an
   * event of its own); after a gap they are read always.
   */
  void reload(ClubTable t, ClubStore.Stored g, boolean gap) {
    synchronized (t) {
      if (t.over.isPresent()) {
        return; // an ended game changes no more
      }
      Game game = g.game();
      int had = referee.current(t).game().turns().size();
      held.update(t.id, s -> s.game().equals(game) ? s : s.played(game));
      t.take(g, players.name(g.white()), players.name(g.black()));
      // a seat taken on another instance: its player's pages there count
      t.settle();
      t.clock = referee.clockOf(t, g.turnTimes());
      if (gap || game.turns().size() <= had || t.status != GameStatus.LIVE) {
        referee.readRequests(t);
      } else {
        t.heard(List.of(), game.turns().size());
      }
      referee.release(t);
      t.broadcast(referee.current(t), claimAfter);
    }
  }
}
