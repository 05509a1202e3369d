package io.github.fanorona.server.club;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.Catalogue;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.clock.GameClock;
import io.github.fanorona.server.clock.TimeControl;
import io.github.fanorona.server.play.BoardState;
import io.github.fanorona.server.play.Session;
import io.github.fanorona.server.players.Player;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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
  /** An agreed rematch's game while one instance opens it ({@link ClubStore#request}). */
  static final String OPENING = "*";

  /**
   * One connected page: its key (the socket's id), the player its cookie names ("" for none), and
   * how it is told of a change.
   */
  interface Socket {
    String key();

    String player();

    /** Sends a message (written as JSON); a page gone meanwhile is not an error. */
    void send(Object message);

    /**
     * Whether the page's socket is still open: one closed without its close handler having run
     * (closed right after it opened) is no page any more.
     */
    default boolean isOpen() {
      return true;
    }
  }

  final String id;
  final String[] seat = {"", ""};
  final String[] name = {"", ""};
  final boolean[] gone = {true, true};
  final long[] goneAt = {System.nanoTime(), System.nanoTime()};
  GameStatus status = GameStatus.WAITING;
  Optional<Side> drawOffer = Optional.empty();
  Optional<Termination> termination = Optional.empty();

  /** The side offering a rematch of the ended game, if one does. */
  Optional<Side> rematch = Optional.empty();

  /** Whether the other player declined the last rematch offered. */
  boolean rematchDeclined;

  /** The rematch's id, once both players agreed to it, else "". */
  String next = "";

  /** The side asking to take its last turn back (a casual game), if one does. */
  Optional<Side> takeback = Optional.empty();

  /** Whether the other player declined the last takeback asked for. */
  boolean takebackDeclined;

  /**
   * An ended game as it stands, once the store has let it go ({@link Club}): held while pages of it
   * are open, then read from the ledger again.
   */
  Optional<Session> over = Optional.empty();

  final Map<String, Socket> sockets = new ConcurrentHashMap<>();

  /** The chat between the two players ({@link ChatRoom}). */
  final ChatRoom.Lines chat = new ChatRoom.Lines();

  /**
   * The pages of the game open on the club's other instances, by player ("" for pages with no
   * session): a player with a page there is here.
   */
  Map<String, Integer> elsewhere = Map.of();

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
  void take(ClubStore.Stored g, String whiteName, String blackName) {
    seat[0] = g.white();
    name[0] = whiteName;
    seat[1] = g.black();
    name[1] = blackName;
    status = g.status();
    termination = g.termination();
  }

  /**
   * The side of a player of a finished game, who may ask for a rematch.
   *
   * @throws Refusal 403 for someone not playing it, 409 {@code no_rematch} for a game not finished
   */
  Side finishedSide(Player player) {
    Side side = sideOf(player.id()).orElseThrow(() -> Refusal.of(403, "not_your_game.watching"));
    if (status != GameStatus.FINISHED) {
      throw Refusal.of(409, "no_rematch");
    }
    return side;
  }

  /**
   * A rematch answered by a side: the first to want it offers it, the other wanting it accepts it
   * (the caller makes the new game: colours swapped, the same terms, its id the pages' {@code
   * next}); not wanting it declines the other's offer.
   *
   * @return whether it was accepted now (the caller makes the game)
   */
  boolean answerRematch(Side side, boolean wanted) {
    boolean theirs = rematch.isPresent() && rematch.get() != side;
    if (!next.isEmpty() || (!wanted && !theirs)) {
      return false;
    }
    rematch = wanted && !theirs ? Optional.of(side) : Optional.empty();
    rematchDeclined = !wanted;
    return wanted && theirs;
  }

  /**
   * Takes the game's requests as the store holds them, with so many turns played now: a draw offer
   * or a takeback stands in a live game at the turns it was made at, a rematch once the game ended.
   */
  void heard(java.util.List<ClubStore.Request> requests, int ply) {
    drawOffer = Optional.empty();
    takeback = Optional.empty();
    takebackDeclined = false;
    rematch = Optional.empty();
    rematchDeclined = false;
    next = "";
    boolean live = status == GameStatus.LIVE;
    for (ClubStore.Request r : requests) {
      boolean standing = !r.declined();
      switch (r.kind()) {
        case DRAW ->
            drawOffer = live && r.ply() == ply && standing ? Optional.of(r.side()) : drawOffer;
        case TAKEBACK -> {
          if (live && r.ply() == ply) {
            takeback = standing ? Optional.of(r.side()) : Optional.empty();
            takebackDeclined = !standing;
          }
        }
        case REMATCH -> {
          if (status == GameStatus.FINISHED) {
            // an instance is opening it: agreed, with no game to go to yet
            boolean opening = r.next().equals(OPENING);
            next = opening ? "" : r.next();
            rematchDeclined = !standing;
            rematch =
                standing && next.isEmpty() && !opening ? Optional.of(r.side()) : Optional.empty();
          }
        }
      }
    }
  }

  /** What the pages show of the requests: changed, the other instances are told. */
  String requested() {
    return drawOffer
        + " "
        + takeback
        + " "
        + takebackDeclined
        + " "
        + rematch
        + " "
        + rematchDeclined
        + " "
        + next;
  }

  /** The terms of this game, for its rematch: its variant, rules, rating and clock. */
  Terms terms(Session s) {
    return new Terms(Catalogue.variant(s.variant()), s.preset(), rated, control);
  }

  /** The player in a seat (0 White, 1 Black). */
  Player player(int seat) {
    return new Player(this.seat[seat], name[seat]);
  }

  void sit(Side side, Player p) {
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
    int there = 0;
    for (Map.Entry<String, Integer> e : elsewhere.entrySet()) {
      if (sideOf(e.getKey()).isEmpty()) {
        there += e.getValue();
      }
    }
    return there
        + (int)
            sockets.values().stream()
                .filter(c -> c.isOpen() && sideOf(c.player()).isEmpty())
                .count();
  }

  /** The pages of a player open here (closed ones not counted). */
  int pagesOf(String player) {
    return (int)
        sockets.values().stream().filter(c -> c.isOpen() && c.player().equals(player)).count();
  }

  /**
   * Lets go of the pages whose sockets closed without their close handler having run: the players
   * whose pages they were.
   */
  Set<String> dropClosed() {
    Set<String> players = new HashSet<>();
    for (var i = sockets.values().iterator(); i.hasNext(); ) {
      Socket c = i.next();
      if (!c.isOpen()) {
        players.add(c.player());
        i.remove();
      }
    }
    return players;
  }

  /** What the pages show of who is here: each player here or gone, and the watchers. */
  String presence() {
    return gone[0] + " " + gone[1] + " " + watchers();
  }

  /**
   * Marks each seated player here (a page open on any instance) or gone, a player gone from the
   * moment no page of theirs is open anywhere.
   */
  void settle() {
    long now = System.nanoTime();
    for (int i = 0; i < 2; i++) {
      boolean here =
          !seat[i].isEmpty() && (pagesOf(seat[i]) > 0 || elsewhere.getOrDefault(seat[i], 0) > 0);
      if (here) {
        gone[i] = false;
      } else if (!gone[i]) {
        gone[i] = true;
        goneAt[i] = now;
      }
    }
  }

  /** Tells every page of the game: each role's view is made once. */
  void broadcast(Session s, Duration claimAfter) {
    ClubView white = view(s, seat[0], claimAfter);
    ClubView black = view(s, seat[1], claimAfter);
    ClubView watcher = view(s, "", claimAfter);
    for (Socket c : sockets.values()) {
      if (!c.isOpen()) {
        continue;
      }
      Optional<Side> side = sideOf(c.player());
      c.send(side.isEmpty() ? watcher : side.get() == Side.WHITE ? white : black);
    }
  }

  /**
   * The game as one page sees it: the club's facts and the board; the clicks of the turn being
   * played are shown only to its player.
   */
  ClubView view(Session s, String player, Duration claimAfter) {
    Optional<Side> you = sideOf(player);
    Side toMove = s.game().position().sideToMove();
    Session shown =
        you.isPresent() && you.get() == toMove && status == GameStatus.LIVE
            ? s.as(toMove)
            : s.played(s.game()).as(toMove.opponent());
    // before the first turn the clock shows the full times, stopped
    Instant at = time.instant();
    ClubView.Clock c =
        clock
            .or(() -> control.map(x -> GameClock.start(x, at).stop(at)))
            .map(x -> ClubView.Clock.of(x, at))
            .orElse(null);
    long goneFor = -1;
    if (you.isPresent()) {
      int other = index(you.get().opponent());
      goneFor = gone[other] ? (System.nanoTime() - goneAt[other]) / 1_000_000_000L : -1;
    }
    return new ClubView(
        "state",
        id,
        status,
        termination.map(Termination::word).orElse(""),
        you.map(ClubTable::letter).orElse(""),
        name[0],
        name[1],
        !seat[0].isEmpty() && !gone[0],
        !seat[1].isEmpty() && !gone[1],
        drawOffer.map(ClubTable::letter).orElse(""),
        watchers(),
        claimAfter.toSeconds(),
        rated,
        control.map(TimeControl::toString).orElse(""),
        c,
        goneFor,
        BoardState.of(shown),
        rematch.map(ClubTable::letter).orElse(rematchDeclined ? "declined" : ""),
        next,
        takeback.map(ClubTable::letter).orElse(takebackDeclined ? "declined" : ""));
  }

  private static String letter(Side side) {
    return String.valueOf(side.letter());
  }

  static int index(Side side) {
    return side == Side.WHITE ? 0 : 1;
  }
}
