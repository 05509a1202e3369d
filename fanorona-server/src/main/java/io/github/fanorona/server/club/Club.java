package io.github.fanorona.server.club;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.server.Catalogue;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Ids;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.play.HeldGames;
import io.github.fanorona.server.play.Session;
import io.github.fanorona.server.players.Player;
import io.github.fanorona.server.players.PlayerGames;
import io.github.fanorona.server.players.Players;
import io.github.fanorona.server.rating.GameRating;
import io.github.fanorona.server.rating.Rater;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The club's games between two people: who sits on each side, the game's status, a draw offer, who
 * has gone, and the pages connected to each game ({@link ClubTable}). The game itself is a {@link
 * Session} held in {@link HeldGames} (its bounds apply) and changed by the {@link Referee}, which
 * writes every change to the {@link ClubStore} before the pages are told of it. A game that ended
 * leaves the held games when the store keeps it (a busy club never fills up with finished games):
 * its table holds the last position while pages of it are open, and a page opened later reads it
 * from the store. Other servers on the same database tell this one of their changes through the
 * store ({@link #resume}).
 *
 * <pre>{@code
 * Club club = new Club(held, ClubStore.none(), players, Duration.ofSeconds(60), member, rater,
 *     InstantSource.system());
 * String id = club.invite(terms, Optional.of(Side.WHITE), ann, "127.0.0.1");   // "q9Xz…"
 * club.join(id, friend);                                  // the free side is the friend's
 * }</pre>
 */
public final class Club implements PlayerGames {
  /** The owner of every club game in the held games: no player, so no play-page route. */
  static final Player OWNER = new Player("club", "the club");

  /**
   * How long a player may be gone (every page of the game closed) before the other may claim the
   * game: long enough for a reload or a phone's network to come back.
   */
  public static final Duration CLAIM_AFTER = Duration.ofSeconds(60);

  private final HeldGames held;
  private final ClubStore store;
  private final Players players;
  private final Duration claimAfter;
  private final Tables tables;
  private final Referee referee;
  private final ChatRoom chats;

  /** Whether a player (by id) has an account: only accounts play rated games. */
  private final Predicate<String> member;

  /** The server's clock, the only source of the game clocks' instants (a test's may run fast). */
  private final InstantSource time;

  /** This server among those on one database: its own events are not read back. */
  private final String instance = Ids.newId();

  /**
   * Makes the club.
   *
   * <pre>{@code new Club(held, store, players, Club.CLAIM_AFTER, member, rater, clock)}</pre>
   *
   * @param held the games in memory (shared with the play page)
   * @param store where the club's games are kept
   * @param players the sessions, and the players' names
   * @param claimAfter how long a player may be gone before the other may claim the game
   * @param member whether a player (by id) has an account
   * @param rater rates a rated game once it ends
   * @param time the server's clock
   */
  public Club(
      HeldGames held,
      ClubStore store,
      Players players,
      Duration claimAfter,
      Predicate<String> member,
      Rater rater,
      InstantSource time) {
    this.held = held;
    this.store = store;
    this.players = players;
    this.claimAfter = claimAfter;
    this.member = member;
    this.time = time;
    this.referee = new Referee(held, store, claimAfter, rater, time);
    this.chats = new ChatRoom(store, time, instance);
    this.tables = new Tables(held, store, players, referee, claimAfter, time, instance, chats);
  }

  /**
   * Takes up the games the store holds as live (after a restart they go on), and listens for the
   * changes other servers on the same database make to them.
   *
   * <pre>{@code club.resume()}</pre>
   */
  public void resume() {
    tables.resume();
  }

  /**
   * Writes that this instance runs and reads the pages open on the others again (the site calls it
   * every few seconds).
   *
   * <pre>{@code club.beat()}</pre>
   */
  public void beat() {
    tables.beat();
  }

  /**
   * Forgets this instance's pages in the store as the site stops.
   *
   * <pre>{@code club.leave()}</pre>
   */
  public void leave() {
    tables.leave();
  }

  /**
   * "Play a friend": a new game with the player on the side asked for (empty: at random), the other
   * side free for whoever opens the game's address first.
   *
   * <pre>{@code club.invite(terms, Optional.empty(), ann, "127.0.0.1")   // "q9Xz…"}</pre>
   *
   * @param terms the game's terms
   * @param side the player's side, empty for either
   * @param player the player
   * @param client the player's address
   * @return the game's id
   */
  public String invite(Terms terms, Optional<Side> side, Player player, String client) {
    return open(terms, client, side.orElseGet(held::randomSide), player, Optional.empty());
  }

  /**
   * A game of two players at once (a seek accepted): the seeker on the colour asked for.
   *
   * <pre>{@code club.pair(terms, "127.0.0.1", Side.WHITE, ann, bo)   // "q9Xz…"}</pre>
   *
   * @param terms the game's terms
   * @param client the accepter's address
   * @param seekerSide the seeker's side
   * @param seeker the seeker
   * @param other the accepter
   * @return the game's id
   */
  public String pair(Terms terms, String client, Side seekerSide, Player seeker, Player other) {
    return open(terms, client, seekerSide, seeker, Optional.of(other));
  }

  private String open(
      Terms terms, String client, Side side, Player first, Optional<Player> second) {
    Variant v = terms.variant();
    String preset = terms.preset();
    Game game = Game.start(v, Catalogue.ruleset(v.name(), preset));
    String white = side == Side.WHITE ? first.id() : second.map(Player::id).orElse("");
    String black = side == Side.BLACK ? first.id() : second.map(Player::id).orElse("");
    String id =
        held.create(
                OWNER,
                client,
                () -> store.create(terms, white, black),
                x -> Session.start(x, game, Side.WHITE, 0, v.name(), preset))
            .id();
    ClubTable t = new ClubTable(id, time);
    t.rated = terms.rated();
    t.control = terms.control();
    t.sit(side, first);
    second.ifPresent(p -> t.sit(side.opponent(), p));
    t.status = second.isPresent() ? GameStatus.LIVE : GameStatus.WAITING;
    tables.put(t);
    return id;
  }

  /**
   * Opens a game's page for a player: the free side is theirs if they hold none.
   *
   * <pre>{@code club.join(id, bo).you()   // "b"}</pre>
   *
   * @param id the game's id
   * @param player the player
   * @return the game as the player sees it
   */
  public ClubView join(String id, Player player) {
    ClubTable t = table(id);
    synchronized (t) {
      // a guest may watch a rated game, never sit at it
      if (t.status == GameStatus.WAITING
          && t.sideOf(player.id()).isEmpty()
          && (!t.rated || member.test(player.id()))) {
        Side free = t.seat[0].isEmpty() ? Side.WHITE : Side.BLACK;
        store.seated(id, free, player.id());
        t.sit(free, player);
        t.status = GameStatus.LIVE;
        store.publish(id, "seat " + instance);
        t.broadcast(referee.current(t), claimAfter);
      }
      return t.view(referee.current(t), player.id(), claimAfter);
    }
  }

  /**
   * A rematch offered, accepted or declined ({@link ClubTable#answerRematch}).
   *
   * @param id the ended game's id
   * @param player who answers
   * @param client their address (the new game counts against its bound)
   * @param wanted true to offer or accept, false to decline
   * @return the game as the player sees it
   */
  public ClubView rematch(String id, Player player, String client, boolean wanted) {
    ClubTable t = table(id);
    synchronized (t) {
      if (t.answerRematch(t.finishedSide(player), wanted)) {
        Terms terms = t.terms(referee.current(t)).allow(member, t.seat[0], t.seat[1]);
        t.next = open(terms, client, Side.WHITE, t.player(1), Optional.of(t.player(0)));
      }
      t.broadcast(referee.current(t), claimAfter);
      return t.view(referee.current(t), player.id(), claimAfter);
    }
  }

  /**
   * Returns the game as a player (or "" for none) sees it.
   *
   * <pre>{@code club.look(id, "").you()   // "": a spectator}</pre>
   *
   * @param id the game's id
   * @param player the player's id
   * @return the view
   */
  public ClubView look(String id, String player) {
    ClubTable t = table(id);
    synchronized (t) {
      return t.view(referee.current(t), player, claimAfter);
    }
  }

  /**
   * Returns the session of a club game.
   *
   * <pre>{@code club.session(id).game().turns().size()   // 12}</pre>
   *
   * @param id the game's id
   * @return the session
   * @throws Refusal 404 {@code unknown_game}
   */
  public Session session(String id) {
    ClubTable t = table(id);
    synchronized (t) {
      return referee.current(t);
    }
  }

  /**
   * {@return the live games held here, as the lobby lists them}
   *
   * <pre>{@code club.liveGames().size()   // 3}</pre>
   */
  public List<LiveGame> liveGames() {
    return tables.live();
  }

  /**
   * {@return the players with a page of a game open now on this instance}
   *
   * <pre>{@code club.connected()   // [ann's id, bo's id]}</pre>
   */
  public List<String> connected() {
    return tables.connected();
  }

  /**
   * {@return the players with a page of a game open now on the club's other instances}
   *
   * <pre>{@code club.connectedElsewhere()   // [cy's id]}</pre>
   */
  public List<String> connectedElsewhere() {
    return tables.connectedElsewhere();
  }

  /**
   * {@return the games whose tables this instance holds now: the live ones, and the ended ones a
   * page still shows}
   *
   * <pre>{@code club.tables()   // 2}</pre>
   */
  public int tables() {
    return tables.all().size();
  }

  void connect(String id, ClubTable.Socket socket) {
    tables.connect(id, socket);
  }

  void disconnect(String id, ClubTable.Socket socket) {
    tables.disconnect(id, socket);
  }

  @Override
  public List<PlayerGames.Summary> of(String playerId, int limit) {
    return store.gamesOf(playerId, limit).stream().map(g -> g.summary(players::name)).toList();
  }

  /**
   * Forgets the tables whose games the held games let go (idle for their idle time), and the ended
   * games no page has open; the site calls it every minute.
   *
   * <pre>{@code club.expire()}</pre>
   */
  public void expire() {
    tables.expire();
  }

  /**
   * One message of a page (see {@link ClubSocket.Message}).
   *
   * @throws Refusal for a message that is not an action of this player now; the game is then
   *     unchanged
   */
  void act(String id, ClubTable.Socket socket, ClubSocket.Message m) {
    ClubTable t = table(id);
    synchronized (t) {
      String what = m.action();
      int turns = referee.current(t).game().turns().size();
      GameStatus was = t.status;
      Optional<Side> offered = t.drawOffer;
      if (what.equals("claim")) {
        // a player gone from this instance may be on another: the store says
        tables.elsewhere(t);
      }
      // one instant for the whole action: a clock that ran out before it ends the game on time,
      // whatever the action was (a late turn, a resignation, a draw accepted)
      Instant at = time.instant();
      Side side =
          t.sideOf(socket.player()).orElseThrow(() -> Refusal.of(403, "not_your_game.watching"));
      if (what.equals("chat")) {
        chats.say(t, side, Objects.requireNonNullElse(m.text(), ""));
        return;
      }
      if (referee.settle(t) || referee.timeUp(t, at)) {
        what = "end"; // left live with its ending turn, or out of time: nothing to act on
      } else {
        referee.act(t, side, m, at);
      }
      if (referee.current(t).game().turns().size() != turns || t.status != was) {
        // what other servers read again: the stored game (a click, an offer stays here)
        store.publish(id, what + " " + instance);
      } else if (!t.drawOffer.equals(offered)) {
        store.publish(id, "offer " + instance);
      }
      referee.release(t);
      t.broadcast(referee.current(t), claimAfter);
    }
  }

  /**
   * Flags every live game whose clock has run out, so that a player who never moves again loses on
   * time too; the site calls it a few times a second.
   *
   * <pre>{@code club.tick()}</pre>
   */
  public void tick() {
    tables.tick();
  }

  /**
   * Rates a finished rated game (once: a second call answers the first change as a replay); nothing
   * for a casual or unfinished game.
   *
   * <pre>{@code club.rate(id).map(GameRating::replay)   // Optional[true]}</pre>
   *
   * @param id the game's id
   * @return the rating, if the game is rated and finished
   */
  public Optional<GameRating> rate(String id) {
    ClubTable t = table(id);
    synchronized (t) {
      return referee.rate(t);
    }
  }

  private ClubTable table(String id) {
    return tables.get(id);
  }
}
