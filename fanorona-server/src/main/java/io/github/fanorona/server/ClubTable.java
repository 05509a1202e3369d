package io.github.fanorona.server;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.clock.GameClock;
import io.github.fanorona.server.clock.TimeControl;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One club game's seats, status, draw offer, who has gone, and the pages connected to it, and the
 * game as each page sees it. {@link Club} changes it; every field is guarded by the table's lock.
 *
 * <pre>{@code
 * ClubTable t = new ClubTable("q9Xz…", InstantSource.system());
 * t.sit(Side.WHITE, ann);
 * t.sideOf(ann.id())   // Optional[WHITE]
 * }</pre>
 */
final class ClubTable {
  /** A club game's status, stored as its lower-case name. */
  enum Status {
    WAITING,
    LIVE,
    FINISHED,
    ABORTED;

    String word() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** Whether the game has ended: it takes no more actions. */
    boolean ended() {
      return this == FINISHED || this == ABORTED;
    }

    static Status of(String word) {
      return valueOf(word.toUpperCase(Locale.ROOT));
    }
  }

  /**
   * One connected page: its key (the socket's id), the player its cookie names ("" for none), and
   * how it is told of a change.
   */
  interface Socket {
    String key();

    String player();

    /** Sends a text; a page gone meanwhile is not an error. */
    void send(String text);
  }

  final String id;
  final String[] seat = {"", ""};
  final String[] name = {"", ""};
  final boolean[] gone = {true, true};
  final long[] goneAt = {System.nanoTime(), System.nanoTime()};
  Status status = Status.WAITING;
  Optional<Side> drawOffer = Optional.empty();
  String termination = "";

  /**
   * An ended game as it stands, once the store has let it go ({@link Club}): held while pages of it
   * are open, then read from the ledger again.
   */
  Optional<Session> over = Optional.empty();

  final Map<String, Socket> sockets = new ConcurrentHashMap<>();

  /** Whether the game moves its players' ratings (both are accounts; the club's rules). */
  boolean rated;

  /** The game's time control, if it has one. */
  Optional<TimeControl> control = Optional.empty();

  /** The clock, from the first turn on (White's first turn starts it and costs nothing). */
  Optional<GameClock> clock = Optional.empty();

  /** The server's clock: the only source of a game clock's instants. */
  final InstantSource time;

  ClubTable(String id, InstantSource time) {
    this.id = id;
    this.time = time;
  }

  /** Takes the seats, names, status and termination of the game as stored. */
  void take(Ledger.Stored g) {
    seat[0] = g.white();
    name[0] = g.whiteName();
    seat[1] = g.black();
    name[1] = g.blackName();
    status = Status.of(g.status());
    termination = g.termination();
  }

  void sit(Side side, Players.Player p) {
    seat[index(side)] = p.id();
    name[index(side)] = p.name();
    goneAt[index(side)] = System.nanoTime();
  }

  Optional<Side> sideOf(String player) {
    if (player.isEmpty()) {
      return Optional.empty();
    }
    return player.equals(seat[0])
        ? Optional.of(Side.WHITE)
        : player.equals(seat[1]) ? Optional.of(Side.BLACK) : Optional.empty();
  }

  int watchers() {
    return (int) sockets.values().stream().filter(c -> sideOf(c.player()).isEmpty()).count();
  }

  /** Tells every page of the game: each role's view is written once. */
  void broadcast(Session s, Duration claimAfter) {
    String white = view(s, seat[0], claimAfter);
    String black = view(s, seat[1], claimAfter);
    String watcher = view(s, "", claimAfter);
    for (Socket c : sockets.values()) {
      Optional<Side> side = sideOf(c.player());
      c.send(side.isEmpty() ? watcher : side.get() == Side.WHITE ? white : black);
    }
  }

  /**
   * The game as one page sees it: the club's facts (names, who is here, status, a draw offer, how
   * long the other player has been gone) and the board ({@link StateJson}): the clicks of the turn
   * being played are shown only to its player.
   */
  String view(Session s, String player, Duration claimAfter) {
    ClubTable t = this;
    Optional<Side> you = t.sideOf(player);
    Side toMove = s.game().position().sideToMove();
    Session shown =
        you.isPresent() && you.get() == toMove && t.status == Status.LIVE
            ? s.as(toMove)
            : s.played(s.game()).as(toMove.opponent());
    long now = System.nanoTime();
    Json j =
        Json.object()
            .put("type", "state")
            .put("id", t.id)
            .put("status", t.status.word())
            .put("termination", t.termination)
            .put("you", you.map(StateJson::letter).orElse(""))
            .put("white", t.name[0])
            .put("black", t.name[1])
            .put("whiteHere", !t.seat[0].isEmpty() && !t.gone[0])
            .put("blackHere", !t.seat[1].isEmpty() && !t.gone[1])
            .put("drawOffer", t.drawOffer.map(StateJson::letter).orElse(""))
            .put("watchers", t.watchers())
            .put("claimAfter", claimAfter.toSeconds())
            .put("rated", t.rated)
            .put("control", t.control.map(TimeControl::toString).orElse(""));
    // before the first turn the clock shows the full times, stopped
    Instant at = time.instant();
    j.putRaw(
        "clock",
        t.clock
            .or(() -> t.control.map(c -> GameClock.start(c, at).stop(at)))
            .map(c -> ClockJson.of(c, at))
            .orElse("null"));
    if (you.isPresent()) {
      int other = index(you.get().opponent());
      j.put("goneFor", t.gone[other] ? (now - t.goneAt[other]) / 1_000_000_000L : -1);
    } else {
      j.put("goneFor", -1);
    }
    return j.putRaw("state", StateJson.of(shown)).toString();
  }

  static int index(Side side) {
    return side == Side.WHITE ? 0 : 1;
  }
}
