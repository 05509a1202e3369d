package io.github.fanorona.server;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.account.AccountStore;
import io.github.fanorona.server.account.JdbcAccountStore;
import io.github.fanorona.server.rating.JdbcRatingLedger;
import io.github.fanorona.server.rating.RatingLedger;
import io.github.fanorona.server.store.ClubStore;
import io.github.fanorona.server.store.Database;
import io.github.fanorona.server.store.Game;
import io.github.fanorona.server.store.NewGame;
import io.github.fanorona.server.store.Relay;
import io.github.fanorona.server.store.SessionStore;
import io.github.fanorona.server.store.StoreException;
import io.github.fanorona.server.store.TermsStore;
import io.github.fanorona.server.store.Turn;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The {@link Ledger} over the club's database ({@link ClubStore}): each call one transaction of the
 * store, a game's writes naming the version this site last wrote (so that two servers never both
 * write one ply). A store that fails is a 503 ({@code store_unavailable}) and a write another
 * server got to first a 409 ({@code conflict}); the game in memory is then left as it was.
 *
 * <pre>{@code
 * Ledger ledger = new StoreLedger(Database.open("jdbc:sqlite:/tmp/club.db"));
 * ledger.created("sivy", "seed000", "", "")   // "q9Xz…"
 * }</pre>
 */
final class StoreLedger implements Ledger {
  private final Database database;
  private final ClubStore store;
  private final SessionStore sessions;
  private final TermsStore terms;

  /** The version of each game this site last read or wrote. */
  private final Map<String, Integer> versions = new ConcurrentHashMap<>();

  StoreLedger(Database database) {
    this.database = database;
    this.store = database.store();
    this.sessions = new SessionStore(database.dataSource());
    this.terms = new TermsStore(database.dataSource());
  }

  @Override
  public String joined(String name, String secretHash) {
    return call(() -> store.createPlayer(name, secretHash).id());
  }

  @Override
  public Optional<Players.Player> player(String secretHash) {
    return call(
        () ->
            store
                .findPlayerBySecretHash(secretHash)
                .or(() -> sessions.player(secretHash).flatMap(store::player))
                .map(p -> new Players.Player(p.id(), p.name())));
  }

  @Override
  public void signedIn(String playerId, String secretHash) {
    call(
        () -> {
          sessions.add(secretHash, playerId);
          return playerId;
        });
  }

  @Override
  public void signedOut(String secretHash) {
    call(
        () -> {
          sessions.end(secretHash);
          return secretHash;
        });
  }

  @Override
  public RatingLedger ratings() {
    return new JdbcRatingLedger(database.dataSource());
  }

  @Override
  public void terms(String id, boolean rated, String timeControl) {
    call(
        () -> {
          terms.add(id, rated, timeControl);
          return id;
        });
  }

  @Override
  public Optional<TermsStore.Terms> terms(String id) {
    return call(() -> terms.of(id));
  }

  @Override
  public AccountStore accounts() {
    return new JdbcAccountStore(database.dataSource());
  }

  @Override
  public void renamed(String playerId, String name) {
    call(() -> store.rename(playerId, name));
  }

  @Override
  public String created(String variant, String preset, String white, String black) {
    NewGame g = NewGame.of(variant, preset);
    if (!white.isEmpty()) {
      g = g.withWhite(white);
    }
    if (!black.isEmpty()) {
      g = g.withBlack(black);
    }
    NewGame made = g;
    return kept(call(() -> store.createGame(made))).id();
  }

  @Override
  public String computerGame(String variant, String preset, String player, Side human, int level) {
    NewGame g = NewGame.of(variant, preset).withComputer(human.opponent(), level);
    NewGame made = human == Side.WHITE ? g.withWhite(player) : g.withBlack(player);
    return kept(call(() -> store.createGame(made))).id();
  }

  @Override
  public void takenBack(String id, int plies) {
    kept(call(() -> store.takeBack(id, plies, version(id))));
  }

  @Override
  public void levelChanged(String id, int level) {
    kept(call(() -> store.setComputerLevel(id, level, version(id))));
  }

  @Override
  public String sought(
      String player, String variant, String preset, String colour, boolean rated, String time) {
    Optional<Side> side =
        colour.equals("random")
            ? Optional.empty()
            : Optional.of(Side.valueOf(colour.toUpperCase(Locale.ROOT)));
    return call(() -> store.addSeek(player, variant, preset, side, rated, time)).id();
  }

  @Override
  public void unsought(String seekId) {
    // another server may have let it go first: gone either way
    boolean unused = call(() -> store.removeSeek(seekId));
  }

  @Override
  public List<Lobby.Seek> seeks() {
    return call(
        () ->
            store.seeks().stream()
                .map(
                    s ->
                        new Lobby.Seek(
                            s.id(),
                            s.player(),
                            name(s.player()),
                            s.variant(),
                            s.preset(),
                            s.colour()
                                .map(c -> c == Side.WHITE ? "white" : "black")
                                .orElse("random"),
                            s.rated(),
                            s.timeControl()))
                .toList());
  }

  @Override
  public void seated(String id, Side side, String player) {
    kept(call(() -> store.seat(id, side, player, version(id))));
  }

  @Override
  public void turn(String id, int ply, String text) {
    kept(call(() -> store.appendTurn(id, ply, text, version(id))));
  }

  @Override
  public void finished(String id, String status, String result, String termination) {
    if (status.equals("aborted")) {
      kept(call(() -> store.abort(id, version(id))));
    } else {
      kept(call(() -> store.finish(id, result, termination, version(id))));
    }
  }

  @Override
  public boolean keeps() {
    return true;
  }

  @Override
  public List<Stored> live() {
    return call(() -> store.liveGames().stream().map(this::stored).toList());
  }

  @Override
  public List<Summary> gamesOf(String playerId, int limit) {
    return call(
        () ->
            store.gamesOf(playerId).stream()
                .filter(g -> g.computerSide().isEmpty())
                .limit(limit)
                .map(
                    g ->
                        new Summary(
                            g.id(),
                            g.variant(),
                            name(g.white().orElse("")),
                            name(g.black().orElse("")),
                            g.status().code(),
                            g.result().orElse("")))
                .toList());
  }

  @Override
  public List<Instant> turnTimes(String id) {
    return call(() -> store.turns(id).stream().map(Turn::playedAt).toList());
  }

  @Override
  public Optional<Stored> find(String id) {
    return call(() -> store.game(id).map(this::stored));
  }

  @Override
  public void publish(String id, String event) {
    try {
      database.relay().publish(id, event);
    } catch (StoreException e) {
      // the turn is stored: a server that missed the event shows it on its next reload
    }
  }

  @Override
  public void listen(BiConsumer<String, String> changed) {
    // the subscription ends with the relay, which the database closes
    Relay.Subscription unused =
        database
            .relay()
            .subscribe(
                new Relay.Listener() {
                  @Override
                  public void onEvent(String gameId, String event) {
                    changed.accept(gameId, event);
                  }

                  @Override
                  public void onGap() {
                    changed.accept("", "gap");
                  }
                });
  }

  @Override
  public void retain(Predicate<String> held) {
    versions.keySet().removeIf(id -> !held.test(id));
  }

  @Override
  public void close() {
    database.close();
  }

  private Stored stored(Game g) {
    kept(g);
    String white = g.white().orElse("");
    String black = g.black().orElse("");
    return new Stored(
        g.id(),
        g.variant(),
        g.preset(),
        white,
        name(white),
        black,
        name(black),
        g.status().code(),
        g.result().orElse(""),
        g.termination().orElse(""),
        store.turns(g.id()).stream().map(Turn::text).toList(),
        g.computerSide(),
        g.computerLevel());
  }

  private String name(String player) {
    return player.isEmpty() ? "" : store.player(player).map(p -> p.name()).orElse("");
  }

  /** Notes the version written or read; an ended game takes no more writes, so is forgotten. */
  private Game kept(Game g) {
    if (g.status().isOver()) {
      versions.remove(g.id());
    } else {
      versions.put(g.id(), g.version());
    }
    return g;
  }

  private int version(String id) {
    Integer v = versions.get(id);
    if (v != null) {
      return v;
    }
    return kept(store
            .game(id)
            .orElseThrow(() -> ApiException.notFound("unknown_game", "there is no such game")))
        .version();
  }

  /** A store call, its failures in the API's words. */
  private static <T> T call(Supplier<T> work) {
    try {
      return work.get();
    } catch (StoreException e) {
      throw switch (e.kind()) {
        case CONFLICT ->
            ApiException.conflict(
                "conflict", "the game changed meanwhile (on another server?): reload it");
        case NOT_FOUND -> ApiException.notFound("unknown_game", "there is no such game");
        case INVALID -> ApiException.badRequest("invalid", String.valueOf(e.getMessage()));
        case UNAVAILABLE ->
            new ApiException(
                503, "store_unavailable", "the club's database cannot be reached: try again soon");
      };
    }
  }
}
