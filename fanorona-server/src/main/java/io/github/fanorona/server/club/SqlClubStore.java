package io.github.fanorona.server.club;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.store.Database;
import io.github.fanorona.server.store.GameRow;
import io.github.fanorona.server.store.GameRow.TurnRow;
import io.github.fanorona.server.store.GameRows;
import io.github.fanorona.server.store.NewGame;
import io.github.fanorona.server.store.Relay;
import io.github.fanorona.server.store.StoreException;
import io.github.fanorona.server.store.Versions;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.jdbi.v3.core.Jdbi;

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

  @Override
  public void beat(String instance) {
    long now = Instant.now().toEpochMilli();
    long gone = now - 60_000;
    Database.call(
        "write the instance's beat",
        () ->
            jdbi()
                .inTransaction(
                    h -> {
                      h.createUpdate(
                              "INSERT INTO club_instances (id, seen_at) VALUES (?, ?)"
                                  + " ON CONFLICT (id) DO UPDATE SET seen_at = excluded.seen_at")
                          .bind(0, instance)
                          .bind(1, now)
                          .execute();
                      h.createUpdate(
                              "DELETE FROM club_pages WHERE instance NOT IN"
                                  + " (SELECT id FROM club_instances WHERE seen_at >= ?)")
                          .bind(0, gone)
                          .execute();
                      return h.createUpdate("DELETE FROM club_instances WHERE seen_at < ?")
                          .bind(0, gone)
                          .execute();
                    }));
  }

  @Override
  public void pages(String instance, String id, String player, int pages) {
    Database.call(
        "write a game's pages",
        () ->
            jdbi()
                .withHandle(
                    h ->
                        pages == 0
                            ? h.createUpdate(
                                    "DELETE FROM club_pages WHERE instance = ? AND game_id = ?"
                                        + " AND player_id = ?")
                                .bind(0, instance)
                                .bind(1, id)
                                .bind(2, player)
                                .execute()
                            : h.createUpdate(
                                    "INSERT INTO club_pages (instance, game_id, player_id, pages)"
                                        + " VALUES (?, ?, ?, ?) ON CONFLICT (instance, game_id,"
                                        + " player_id) DO UPDATE SET pages = excluded.pages")
                                .bind(0, instance)
                                .bind(1, id)
                                .bind(2, player)
                                .bind(3, pages)
                                .execute()));
  }

  @Override
  public Map<String, Integer> pagesElsewhere(String instance, String id) {
    return pagesElsewhere(instance, Optional.of(id)).getOrDefault(id, Map.of());
  }

  @Override
  public Map<String, Map<String, Integer>> pagesElsewhere(String instance) {
    return pagesElsewhere(instance, Optional.empty());
  }

  private Map<String, Map<String, Integer>> pagesElsewhere(String instance, Optional<String> id) {
    long alive = Instant.now().toEpochMilli() - ALIVE_MILLIS;
    return Database.call(
        "read the pages open elsewhere",
        () ->
            jdbi()
                .withHandle(
                    h -> {
                      var q =
                          h.createQuery(
                                  "SELECT p.game_id, p.player_id, SUM(p.pages) FROM club_pages p"
                                      + " JOIN club_instances i ON i.id = p.instance"
                                      + " WHERE p.instance <> ? AND i.seen_at >= ?"
                                      + (id.isPresent() ? " AND p.game_id = ?" : "")
                                      + " GROUP BY p.game_id, p.player_id")
                              .bind(0, instance)
                              .bind(1, alive);
                      if (id.isPresent()) {
                        q = q.bind(2, id.get());
                      }
                      Map<String, Map<String, Integer>> out = new HashMap<>();
                      for (Page p :
                          q.map((r, c) -> new Page(r.getString(1), r.getString(2), r.getInt(3)))
                              .list()) {
                        out.computeIfAbsent(p.game(), k -> new HashMap<>())
                            .put(p.player(), p.pages());
                      }
                      return out;
                    }));
  }

  @Override
  public void leave(String instance) {
    Database.call(
        "forget the instance",
        () ->
            jdbi()
                .inTransaction(
                    h -> {
                      h.createUpdate("DELETE FROM club_pages WHERE instance = ?")
                          .bind(0, instance)
                          .execute();
                      return h.createUpdate("DELETE FROM club_instances WHERE id = ?")
                          .bind(0, instance)
                          .execute();
                    }));
  }

  @Override
  public int version(String id) {
    return versions.of(id);
  }

  @Override
  public void version(String id, int version) {
    versions.kept(id, version);
  }

  @Override
  public List<ClubStore.Request> requests(String id) {
    return Database.call(
        "read a game's requests",
        () ->
            jdbi()
                .withHandle(
                    h ->
                        h.createQuery(
                                "SELECT kind, side, ply, declined, next_game FROM club_requests"
                                    + " WHERE game_id = ?")
                            .bind(0, id)
                            .map(
                                (r, c) ->
                                    new ClubStore.Request(
                                        ClubStore.Request.Kind.valueOf(
                                            r.getString(1).toUpperCase(Locale.ROOT)),
                                        r.getString(2).equals("white") ? Side.WHITE : Side.BLACK,
                                        r.getInt(3),
                                        r.getBoolean(4),
                                        r.getString(5)))
                            .list()));
  }

  @Override
  public boolean request(String id, Request request) {
    // a rematch's game is agreed once: its opening claims the row ("*"), and only the real id
    // replaces a claim, so that two instances accepting at once open one game
    return 1
        == Database.call(
            "write a request",
            () ->
                jdbi()
                    .withHandle(
                        h ->
                            h.createUpdate(
                                    "INSERT INTO club_requests (game_id, kind, side, ply, declined,"
                                        + " next_game) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT"
                                        + " (game_id, kind) DO UPDATE SET side = excluded.side,"
                                        + " ply = excluded.ply, declined = excluded.declined,"
                                        + " next_game = excluded.next_game WHERE"
                                        + " club_requests.next_game = '' OR"
                                        + " (club_requests.next_game = '*' AND excluded.next_game"
                                        + " NOT IN ('', '*'))")
                                .bind(0, id)
                                .bind(1, request.kind().name().toLowerCase(Locale.ROOT))
                                .bind(2, request.side().name().toLowerCase(Locale.ROOT))
                                .bind(3, request.ply())
                                .bind(4, request.declined())
                                .bind(5, request.next())
                                .execute()));
  }

  @Override
  public void withdraw(String id) {
    Database.call(
        "forget a game's requests",
        () ->
            jdbi()
                .withHandle(
                    h ->
                        h.createUpdate("DELETE FROM club_requests WHERE game_id = ?")
                            .bind(0, id)
                            .execute()));
  }

  @Override
  public void say(String id, ChatRoom.Line line) {
    Database.call(
        "write a line of chat",
        () ->
            jdbi()
                .withHandle(
                    h ->
                        h.createUpdate(
                                "INSERT INTO club_chat (id, game_id, side, words, said_at)"
                                    + " VALUES (?, ?, ?, ?, ?)")
                            .bind(0, line.id())
                            .bind(1, id)
                            .bind(2, line.side().equals("w") ? "white" : "black")
                            .bind(3, line.text())
                            .bind(4, line.at())
                            .execute()));
  }

  @Override
  public List<ChatRoom.Line> chat(String id) {
    return Database.call(
        "read a game's chat",
        () ->
            jdbi()
                .withHandle(
                    h ->
                        h.createQuery(
                                "SELECT id, side, words, said_at FROM club_chat WHERE game_id = ?"
                                    + " ORDER BY said_at, id LIMIT ?")
                            .bind(0, id)
                            // the room keeps a game's lines bounded; a race of two instances
                            // passes it by a line or two at most
                            .bind(1, 2 * ChatRoom.MAX_LINES)
                            .map(
                                (r, c) ->
                                    new ChatRoom.Line(
                                        r.getString(1),
                                        r.getString(2).substring(0, 1),
                                        r.getString(3),
                                        r.getLong(4)))
                            .list()));
  }

  /** A row of the pages open elsewhere, summed by game and player. */
  private record Page(String game, String player, int pages) {}

  private Jdbi jdbi() {
    return db.jdbi();
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
