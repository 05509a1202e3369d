package io.github.fanorona.server.club;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.store.Database;
import io.github.fanorona.server.store.GameRow;
import io.github.fanorona.server.store.GameRows;
import io.github.fanorona.server.store.NewGame;
import io.github.fanorona.server.store.Relay;
import io.github.fanorona.server.store.StoreException;
import io.github.fanorona.server.store.TurnRow;
import io.github.fanorona.server.store.Versions;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * A {@link ClubStore} in the club's database: the club's games are rows of the {@code games} table
 * ({@link GameRows}), each write naming the version this server last wrote, and a change is told to
 * every server on the database through its {@link Relay} (PostgreSQL's LISTEN/NOTIFY). Turns are
 * written as the notation writes them and read back by replaying the game.
 *
 * <pre>{@code new SqlClubStore(db).create(terms, ann.id(), "")   // "q9Xz…"}</pre>
 */
public final class SqlClubStore implements ClubStore {
  private final Database db;
  private final GameRows rows;
  private final Versions versions;

  /**
   * Creates the store over the club's database.
   *
   * <pre>{@code new SqlClubStore(db)}</pre>
   *
   * @param db the database
   */
  public SqlClubStore(Database db) {
    this.db = db;
    this.rows = db.games();
    this.versions = db.versions();
  }

  @Override
  public String create(Terms terms, String white, String black) {
    NewGame g =
        NewGame.of(terms.variant().name(), terms.preset()).withTerms(terms.rated(), terms.time());
    if (!white.isEmpty()) {
      g = g.withWhite(white);
    }
    if (!black.isEmpty()) {
      g = g.withBlack(black);
    }
    return versions.kept(rows.create(g)).id();
  }

  @Override
  public void seated(String id, Side side, String player) {
    versions.kept(rows.seat(id, side, player, versions.of(id)));
  }

  @Override
  public GameRow.Writes writes() {
    return versions;
  }

  @Override
  public void abort(String id, Termination termination) {
    versions.kept(rows.abort(id, termination, versions.of(id)));
  }

  @Override
  public void takeBack(String id, int plies) {
    versions.kept(rows.takeBack(id, plies, versions.of(id)));
  }

  @Override
  public List<Stored> live() {
    return rows.liveGames().stream().map(this::stored).toList();
  }

  @Override
  public Optional<Stored> find(String id) {
    return rows.game(id).filter(g -> g.computerSide().isEmpty()).map(this::stored);
  }

  @Override
  public List<Listed> gamesOf(String player, int limit) {
    return rows.gamesOf(player).stream()
        .filter(g -> g.computerSide().isEmpty())
        .limit(limit)
        .map(
            g ->
                new Listed(
                    g.id(),
                    g.variant(),
                    g.white().orElse(""),
                    g.black().orElse(""),
                    g.status(),
                    g.result()))
        .toList();
  }

  @Override
  public boolean keeps() {
    return true;
  }

  @Override
  public void publish(String id, String event) {
    try {
      db.relay().publish(id, event);
    } catch (StoreException e) {
      // the turn is stored: a server that missed the event shows it on its next reload
    }
  }

  @Override
  public void listen(BiConsumer<String, String> changed) {
    // the subscription ends with the relay, which the database closes
    Relay.Subscription unused =
        db.relay()
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

  private Stored stored(GameRow g) {
    versions.kept(g);
    List<TurnRow> turns = rows.turns(g.id());
    return new Stored(
        g.id(),
        g.variant(),
        g.preset(),
        g.white().orElse(""),
        g.black().orElse(""),
        g.status(),
        g.termination(),
        g.rated(),
        g.timeControl(),
        rows.replayed(g, turns),
        turns.stream().map(TurnRow::playedAt).toList());
  }
}
