package io.github.fanorona.server.store;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.store.StoreException.Kind;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * The club's rows: players, games, their turns, and the lobby's seeks. Every write is one
 * transaction and returns the row as written; a write to a game names the version it read and fails
 * with {@link Kind#CONFLICT} when the game moved on, so two server instances never both play ply N.
 * Input past a bound is refused with {@link Kind#INVALID} before it reaches the database.
 *
 * <pre>{@code
 * ClubStore store = db.store();
 * Player ann = store.createPlayer("Ann", ClubStore.secretHash(annSecret));
 * Player bob = store.createPlayer("Bob", ClubStore.secretHash(bobSecret));
 * Game g = store.createGame(NewGame.of("sivy", "standard").withWhite(ann.id()));
 * g = store.seat(g.id(), Side.BLACK, bob.id(), g.version());   // LIVE, version 1
 * g = store.appendTurn(g.id(), 1, "d4-e5A", g.version());      // version 2
 * store.appendTurn(g.id(), 1, "c3-d4W", 1);   // StoreException CONFLICT: version 2, not 1
 * store.turns(g.id()).size()   // 1
 * }</pre>
 */
public final class ClubStore {
  /** The longest display name. */
  public static final int MAX_NAME = 40;

  /** The longest turn text (a capture chain across the board is well under it). */
  public static final int MAX_TURN_TEXT = 400;

  /** The longest variant or preset name. */
  public static final int MAX_RULE_NAME = 32;

  /** The longest result, such as {@code "1/2-1/2"}. */
  public static final int MAX_RESULT = 16;

  /** The longest termination, such as {@code "time forfeit"}. */
  public static final int MAX_TERMINATION = 64;

  /** The most games {@link #gamesOf} returns, the latest first. */
  public static final int MAX_GAMES_OF = 200;

  /** The most seeks {@link #seeks} returns, the oldest first. */
  public static final int MAX_SEEKS = 500;

  private static final Pattern HASH = Pattern.compile("[0-9a-f]{64}");
  private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,36}");
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final String GAME_COLUMNS =
      "id, variant, preset, white, black, computer_side, computer_level, status, result,"
          + " termination, created_at, updated_at, version";

  private final DataSource data;

  ClubStore(DataSource data) {
    this.data = data;
  }

  /**
   * Returns the SHA-256 of a session's secret in lower-case hex, as the store keeps it: a stolen
   * database holds no cookie that opens a session.
   *
   * <pre>{@code ClubStore.secretHash("abc")
   * // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"}</pre>
   *
   * @param secret the cookie's secret
   * @return 64 hex digits
   */
  public static String secretHash(String secret) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  // --- players ---

  /**
   * Stores a new player.
   *
   * <pre>{@code store.createPlayer("Ann", ClubStore.secretHash(secret)).name()   // "Ann"}</pre>
   *
   * @param name the display name, 1 to {@value #MAX_NAME} characters
   * @param secretHash the {@link #secretHash} of the player's session secret
   * @return the player
   * @throws StoreException {@link Kind#INVALID} for a name out of bounds or a malformed hash,
   *     {@link Kind#CONFLICT} if another player has that hash
   */
  public Player createPlayer(String name, String secretHash) {
    checkName(name);
    if (!HASH.matcher(secretHash).matches()) {
      throw invalid("a secret's hash is 64 lower-case hex digits, as ClubStore.secretHash gives");
    }
    Player p = new Player(UUID.randomUUID().toString(), name, secretHash, now());
    return write(
        "store a player",
        c -> {
          if (findPlayer(c, "secret_hash", secretHash).isPresent()) {
            throw new StoreException(Kind.CONFLICT, "another player has that secret");
          }
          try (PreparedStatement s =
              c.prepareStatement(
                  "INSERT INTO players (id, name, secret_hash, created_at) VALUES (?, ?, ?, ?)")) {
            s.setString(1, p.id());
            s.setString(2, p.name());
            s.setString(3, p.secretHash());
            s.setLong(4, p.createdAt().toEpochMilli());
            s.executeUpdate();
          }
          return p;
        });
  }

  /**
   * Finds the player of a session.
   *
   * <pre>{@code store.findPlayerBySecretHash(ClubStore.secretHash(cookie))   // Optional[Player…]}
   * </pre>
   *
   * @param secretHash the {@link #secretHash} of the cookie's secret
   * @return the player, empty if none has that hash
   */
  public Optional<Player> findPlayerBySecretHash(String secretHash) {
    if (!HASH.matcher(secretHash).matches()) {
      return Optional.empty();
    }
    return read("find a player", c -> findPlayer(c, "secret_hash", secretHash));
  }

  /**
   * Finds a player by id.
   *
   * <pre>{@code store.player(ann.id()).map(Player::name)   // Optional[Ann]}</pre>
   *
   * @param playerId the player's id
   * @return the player, empty if there is none
   */
  public Optional<Player> player(String playerId) {
    if (!ID.matcher(playerId).matches()) {
      return Optional.empty();
    }
    return read("find a player", c -> findPlayer(c, "id", playerId));
  }

  /**
   * Changes a player's display name.
   *
   * <pre>{@code store.rename(ann.id(), "Annie").name()   // "Annie"}</pre>
   *
   * @param playerId the player's id
   * @param name the new name, 1 to {@value #MAX_NAME} characters
   * @return the player as renamed
   * @throws StoreException {@link Kind#INVALID} for a name out of bounds, {@link Kind#NOT_FOUND}
   *     for an unknown player
   */
  public Player rename(String playerId, String name) {
    checkName(name);
    return write(
        "rename a player",
        c -> {
          try (PreparedStatement s =
              c.prepareStatement("UPDATE players SET name = ? WHERE id = ?")) {
            s.setString(1, name);
            s.setString(2, playerId);
            if (s.executeUpdate() == 0) {
              throw notFound("player", playerId);
            }
          }
          return findPlayer(c, "id", playerId).orElseThrow();
        });
  }

  // --- games ---

  /**
   * Stores a new game with an unguessable id. It starts {@link GameStatus#LIVE} when both seats are
   * taken, else {@link GameStatus#WAITING}, at version 0.
   *
   * <pre>{@code
   * store.createGame(NewGame.of("sivy", "standard").withWhite(ann.id())).status()   // WAITING
   * }</pre>
   *
   * @param game the variant, preset and seats
   * @return the game as stored
   * @throws StoreException {@link Kind#INVALID} for names out of bounds, an unknown player, one
   *     player on both sides, or the computer on a player's side
   */
  public Game createGame(NewGame game) {
    checkRuleName("variant", game.variant());
    checkRuleName("preset", game.preset());
    if (game.white().isPresent() && game.white().equals(game.black())) {
      throw invalid("a player cannot take both sides of a game");
    }
    game.computerSide()
        .ifPresent(
            side -> {
              if ((side == Side.WHITE ? game.white() : game.black()).isPresent()) {
                throw invalid("the computer cannot play " + word(side) + ": a player sits there");
              }
              if (game.computerLevel() < 1) {
                throw invalid("the computer's level is 1 or more, not " + game.computerLevel());
              }
            });
    Instant now = now();
    boolean full =
        (game.white().isPresent() || game.computerSide().equals(Optional.of(Side.WHITE)))
            && (game.black().isPresent() || game.computerSide().equals(Optional.of(Side.BLACK)));
    Game g =
        new Game(
            newGameId(),
            game.variant(),
            game.preset(),
            game.white(),
            game.black(),
            game.computerSide(),
            game.computerSide().isPresent() ? game.computerLevel() : 0,
            full ? GameStatus.LIVE : GameStatus.WAITING,
            Optional.empty(),
            Optional.empty(),
            now,
            now,
            0);
    return write(
        "store a game",
        c -> {
          for (Optional<String> p : List.of(g.white(), g.black())) {
            if (p.isPresent() && findPlayer(c, "id", p.get()).isEmpty()) {
              throw new StoreException(Kind.INVALID, "no player " + p.get() + " to seat");
            }
          }
          try (PreparedStatement s =
              c.prepareStatement(
                  "INSERT INTO games ("
                      + GAME_COLUMNS
                      + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            s.setString(1, g.id());
            s.setString(2, g.variant());
            s.setString(3, g.preset());
            s.setString(4, g.white().orElse(null));
            s.setString(5, g.black().orElse(null));
            s.setString(6, g.computerSide().map(ClubStore::word).orElse(null));
            if (g.computerSide().isPresent()) {
              s.setInt(7, g.computerLevel());
            } else {
              s.setNull(7, java.sql.Types.INTEGER);
            }
            s.setString(8, g.status().code());
            s.setString(9, null);
            s.setString(10, null);
            s.setLong(11, now.toEpochMilli());
            s.setLong(12, now.toEpochMilli());
            s.setInt(13, 0);
            s.executeUpdate();
          }
          return g;
        });
  }

  /**
   * Seats a player on a free side; the game becomes {@link GameStatus#LIVE} when that fills it. Of
   * two players who open an invitation at once, one is seated and the other gets a conflict.
   *
   * <pre>{@code store.seat(g.id(), Side.BLACK, bob.id(), g.version()).status()   // LIVE}</pre>
   *
   * @param gameId the game's id
   * @param side the side to take
   * @param playerId the player's id
   * @param expectedVersion the version the caller read
   * @return the game as written, its version one more
   * @throws StoreException {@link Kind#NOT_FOUND} for an unknown game, {@link Kind#INVALID} for an
   *     unknown player, {@link Kind#CONFLICT} if the seat is taken, the player already plays the
   *     other side, the game is over or its version moved on
   */
  public Game seat(String gameId, Side side, String playerId, int expectedVersion) {
    return write(
        "seat a player",
        c -> {
          Game g = current(c, gameId, expectedVersion);
          if (g.status().isOver()) {
            throw conflict("game " + gameId + " is over: its seats are no longer free");
          }
          if (!g.isFree(side)) {
            throw conflict(word(side) + "'s seat of game " + gameId + " is taken");
          }
          if (g.sideOf(playerId).isPresent()) {
            throw conflict("the player already plays the other side of game " + gameId);
          }
          if (findPlayer(c, "id", playerId).isEmpty()) {
            throw new StoreException(Kind.INVALID, "no player " + playerId + " to seat");
          }
          boolean full = !g.isFree(side.opponent());
          GameStatus status = full ? GameStatus.LIVE : g.status();
          Instant now = now();
          try (PreparedStatement s =
              c.prepareStatement(
                  "UPDATE games SET "
                      + word(side)
                      + " = ?, status = ?, updated_at = ?, version = version + 1"
                      + " WHERE id = ? AND version = ?")) {
            s.setString(1, playerId);
            s.setString(2, status.code());
            s.setLong(3, now.toEpochMilli());
            s.setString(4, gameId);
            s.setInt(5, expectedVersion);
            requireOne(s.executeUpdate(), gameId, expectedVersion);
          }
          return new Game(
              g.id(),
              g.variant(),
              g.preset(),
              side == Side.WHITE ? Optional.of(playerId) : g.white(),
              side == Side.BLACK ? Optional.of(playerId) : g.black(),
              g.computerSide(),
              g.computerLevel(),
              status,
              g.result(),
              g.termination(),
              g.createdAt(),
              now,
              g.version() + 1);
        });
  }

  /**
   * Stores a turn: the turn's row and the game's new version in one transaction, so that a turn is
   * stored before the server acknowledges it. Of two servers that play the same ply of the same
   * version at once, exactly one succeeds; the other gets {@link Kind#CONFLICT}.
   *
   * <pre>{@code store.appendTurn(g.id(), 1, "d4-e5A", g.version()).version()   // g.version() + 1}
   * </pre>
   *
   * @param gameId the game's id
   * @param ply the turn's number: one more than the turns stored
   * @param text the turn as the notation writes it, 1 to {@value #MAX_TURN_TEXT} characters
   * @param expectedVersion the version the caller read
   * @return the game as written
   * @throws StoreException {@link Kind#INVALID} for a text out of bounds, {@link Kind#NOT_FOUND}
   *     for an unknown game, {@link Kind#CONFLICT} if the game is over, its version moved on or the
   *     ply is not the next one
   */
  public Game appendTurn(String gameId, int ply, String text, int expectedVersion) {
    if (text.isEmpty() || text.length() > MAX_TURN_TEXT) {
      throw invalid(
          "a turn's text has 1 to " + MAX_TURN_TEXT + " characters, not " + text.length());
    }
    if (ply < 1) {
      throw invalid("a ply counts from 1, not " + ply);
    }
    return write(
        "store a turn",
        c -> {
          Game g = current(c, gameId, expectedVersion);
          if (g.status().isOver()) {
            throw conflict("game " + gameId + " is over: it takes no more turns");
          }
          int next = 1;
          try (PreparedStatement s =
              c.prepareStatement("SELECT MAX(ply) FROM turns WHERE game_id = ?")) {
            s.setString(1, gameId);
            try (ResultSet r = s.executeQuery()) {
              if (r.next()) {
                next = r.getInt(1) + 1;
              }
            }
          }
          if (ply != next) {
            throw conflict("game " + gameId + " is at ply " + next + ", not " + ply);
          }
          Instant now = now();
          bump(c, g, g.status(), null, null, now);
          try (PreparedStatement s =
              c.prepareStatement(
                  "INSERT INTO turns (game_id, ply, text, played_at) VALUES (?, ?, ?, ?)")) {
            s.setString(1, gameId);
            s.setInt(2, ply);
            s.setString(3, text);
            s.setLong(4, now.toEpochMilli());
            s.executeUpdate();
          }
          return with(g, g.status(), g.result(), g.termination(), now);
        });
  }

  /**
   * Ends a game with a result.
   *
   * <pre>{@code store.finish(g.id(), "0-1", "resignation", g.version()).status()   // FINISHED}
   * </pre>
   *
   * @param gameId the game's id
   * @param result the result, 1 to {@value #MAX_RESULT} characters, such as {@code "1-0"}
   * @param termination why, 1 to {@value #MAX_TERMINATION} characters, such as {@code
   *     "resignation"}
   * @param expectedVersion the version the caller read
   * @return the game as written
   * @throws StoreException {@link Kind#INVALID} for texts out of bounds, {@link Kind#NOT_FOUND} for
   *     an unknown game, {@link Kind#CONFLICT} if it is already over or its version moved on
   */
  public Game finish(String gameId, String result, String termination, int expectedVersion) {
    checkLength("a result", result, MAX_RESULT);
    checkLength("a termination", termination, MAX_TERMINATION);
    return end(gameId, GameStatus.FINISHED, result, termination, expectedVersion);
  }

  /**
   * Ends a game without a result: aborted before it began, or abandoned while waiting.
   *
   * <pre>{@code store.abort(g.id(), g.version()).status()   // ABORTED}</pre>
   *
   * @param gameId the game's id
   * @param expectedVersion the version the caller read
   * @return the game as written
   * @throws StoreException {@link Kind#NOT_FOUND} for an unknown game, {@link Kind#CONFLICT} if it
   *     is already over or its version moved on
   */
  public Game abort(String gameId, int expectedVersion) {
    return end(gameId, GameStatus.ABORTED, null, null, expectedVersion);
  }

  private Game end(
      String gameId,
      GameStatus status,
      @Nullable String result,
      @Nullable String termination,
      int expectedVersion) {
    return write(
        "end a game",
        c -> {
          Game g = current(c, gameId, expectedVersion);
          if (g.status().isOver()) {
            throw conflict("game " + gameId + " is already over");
          }
          Instant now = now();
          bump(c, g, status, result, termination, now);
          return with(
              g, status, Optional.ofNullable(result), Optional.ofNullable(termination), now);
        });
  }

  /**
   * Reads a game.
   *
   * <pre>{@code store.game("no-such-game")   // Optional.empty}</pre>
   *
   * @param gameId the game's id
   * @return the game, empty if there is none
   */
  public Optional<Game> game(String gameId) {
    if (!ID.matcher(gameId).matches()) {
      return Optional.empty();
    }
    return read("read a game", c -> findGame(c, gameId));
  }

  /**
   * Reads a game's turns in order.
   *
   * <pre>{@code store.turns(g.id()).get(0).ply()   // 1}</pre>
   *
   * @param gameId the game's id
   * @return its turns, ply 1 first; empty for an unknown game
   */
  public List<Turn> turns(String gameId) {
    if (!ID.matcher(gameId).matches()) {
      return List.of();
    }
    return read(
        "read a game's turns",
        c -> {
          try (PreparedStatement s =
              c.prepareStatement(
                  "SELECT ply, text, played_at FROM turns WHERE game_id = ? ORDER BY ply")) {
            s.setString(1, gameId);
            try (ResultSet r = s.executeQuery()) {
              List<Turn> turns = new ArrayList<>();
              while (r.next()) {
                turns.add(
                    new Turn(r.getInt(1), r.getString(2), Instant.ofEpochMilli(r.getLong(3))));
              }
              return List.copyOf(turns);
            }
          }
        });
  }

  /**
   * Returns every {@link GameStatus#LIVE} game, the latest changed first: what a restarted server
   * resumes and what the spectators' list shows.
   *
   * <pre>{@code store.liveGames().size()   // 2}</pre>
   *
   * @return the live games
   */
  public List<Game> liveGames() {
    return games("status = ?", List.of(GameStatus.LIVE.code()), Integer.MAX_VALUE);
  }

  /**
   * Returns the latest {@value #MAX_GAMES_OF} games a player plays or played, the latest changed
   * first.
   *
   * <pre>{@code store.gamesOf(ann.id()).get(0).id()   // her latest game}</pre>
   *
   * @param playerId the player's id
   * @return the games, empty for an unknown player
   */
  public List<Game> gamesOf(String playerId) {
    return games("white = ? OR black = ?", List.of(playerId, playerId), MAX_GAMES_OF);
  }

  // --- seeks ---

  /**
   * Opens a seek in the lobby.
   *
   * <pre>{@code store.addSeek(ann.id(), "sivy", "standard", Optional.empty()).colour()   // empty}
   * </pre>
   *
   * @param playerId the seeker's id
   * @param variant the variant's name, 1 to {@value #MAX_RULE_NAME} characters
   * @param preset the preset's name, 1 to {@value #MAX_RULE_NAME} characters
   * @param colour the side the seeker plays, empty for either
   * @return the seek
   * @throws StoreException {@link Kind#INVALID} for names out of bounds or an unknown player
   */
  public Seek addSeek(String playerId, String variant, String preset, Optional<Side> colour) {
    checkRuleName("variant", variant);
    checkRuleName("preset", preset);
    Seek seek = new Seek(UUID.randomUUID().toString(), playerId, variant, preset, colour, now());
    return write(
        "store a seek",
        c -> {
          if (findPlayer(c, "id", playerId).isEmpty()) {
            throw new StoreException(Kind.INVALID, "no player " + playerId + " to seek");
          }
          try (PreparedStatement s =
              c.prepareStatement(
                  "INSERT INTO seeks (id, player, variant, preset, colour, created_at)"
                      + " VALUES (?, ?, ?, ?, ?, ?)")) {
            s.setString(1, seek.id());
            s.setString(2, playerId);
            s.setString(3, variant);
            s.setString(4, preset);
            s.setString(5, colour.map(ClubStore::word).orElse("random"));
            s.setLong(6, seek.createdAt().toEpochMilli());
            s.executeUpdate();
          }
          return seek;
        });
  }

  /**
   * Removes a seek. Of two players who accept the same seek at once, exactly one removes it: the
   * one that gets {@code true} makes the game.
   *
   * <pre>{@code store.removeSeek(seek.id())   // true, then false}</pre>
   *
   * @param seekId the seek's id
   * @return whether this call removed it
   */
  public boolean removeSeek(String seekId) {
    return write(
        "remove a seek",
        c -> {
          try (PreparedStatement s = c.prepareStatement("DELETE FROM seeks WHERE id = ?")) {
            s.setString(1, seekId);
            return s.executeUpdate() == 1;
          }
        });
  }

  /**
   * Returns the open seeks, the oldest first, at most {@value #MAX_SEEKS}.
   *
   * <pre>{@code store.seeks().size()   // 1}</pre>
   *
   * @return the seeks
   */
  public List<Seek> seeks() {
    return read(
        "read the seeks",
        c -> {
          try (PreparedStatement s =
              c.prepareStatement(
                  "SELECT id, player, variant, preset, colour, created_at FROM seeks"
                      + " ORDER BY created_at, id")) {
            s.setMaxRows(MAX_SEEKS);
            try (ResultSet r = s.executeQuery()) {
              List<Seek> seeks = new ArrayList<>();
              while (r.next()) {
                String colour = r.getString(5);
                seeks.add(
                    new Seek(
                        r.getString(1),
                        r.getString(2),
                        r.getString(3),
                        r.getString(4),
                        colour.equals("random") ? Optional.empty() : Optional.of(side(colour)),
                        Instant.ofEpochMilli(r.getLong(6))));
              }
              return List.copyOf(seeks);
            }
          }
        });
  }

  // --- the machinery ---

  /** One piece of work on a connection. */
  @FunctionalInterface
  private interface Work<T> {
    T run(Connection c) throws SQLException;
  }

  /** Runs work in one transaction: all of it is written, or none. */
  private <T> T write(String what, Work<T> work) {
    try (Connection c = data.getConnection()) {
      c.setAutoCommit(false);
      try {
        T t = work.run(c);
        c.commit();
        return t;
      } catch (SQLException | RuntimeException e) {
        c.rollback();
        throw e;
      }
    } catch (SQLException e) {
      throw Database.unavailable("cannot " + what, e);
    }
  }

  private <T> T read(String what, Work<T> work) {
    try (Connection c = data.getConnection()) {
      return work.run(c);
    } catch (SQLException e) {
      throw Database.unavailable("cannot " + what, e);
    }
  }

  /** The game at the version the caller read, or the reason it is not. */
  private static Game current(Connection c, String gameId, int expectedVersion)
      throws SQLException {
    Game g = findGame(c, gameId).orElseThrow(() -> notFound("game", gameId));
    if (g.version() != expectedVersion) {
      throw conflict(
          "game " + gameId + " is at version " + g.version() + ", not " + expectedVersion);
    }
    return g;
  }

  /**
   * Raises a game's version from the one read. The condition on the version is what makes the write
   * safe between servers: on PostgreSQL the row lock makes a second writer wait, then find the
   * version moved on; on SQLite the transaction holds the file's write lock from its start.
   */
  private static void bump(
      Connection c,
      Game g,
      GameStatus status,
      @Nullable String result,
      @Nullable String termination,
      Instant now)
      throws SQLException {
    try (PreparedStatement s =
        c.prepareStatement(
            "UPDATE games SET status = ?, result = COALESCE(?, result),"
                + " termination = COALESCE(?, termination), updated_at = ?, version = version + 1"
                + " WHERE id = ? AND version = ?")) {
      s.setString(1, status.code());
      s.setString(2, result);
      s.setString(3, termination);
      s.setLong(4, now.toEpochMilli());
      s.setString(5, g.id());
      s.setInt(6, g.version());
      requireOne(s.executeUpdate(), g.id(), g.version());
    }
  }

  private static void requireOne(int updated, String gameId, int expectedVersion) {
    if (updated != 1) {
      throw conflict("game " + gameId + " moved on from version " + expectedVersion);
    }
  }

  private static Game with(
      Game g,
      GameStatus status,
      Optional<String> result,
      Optional<String> termination,
      Instant now) {
    return new Game(
        g.id(),
        g.variant(),
        g.preset(),
        g.white(),
        g.black(),
        g.computerSide(),
        g.computerLevel(),
        status,
        result,
        termination,
        g.createdAt(),
        now,
        g.version() + 1);
  }

  private List<Game> games(String where, List<String> args, int limit) {
    return read(
        "read games",
        c -> {
          try (PreparedStatement s =
              c.prepareStatement(
                  "SELECT "
                      + GAME_COLUMNS
                      + " FROM games WHERE "
                      + where
                      + " ORDER BY updated_at DESC, id")) {
            for (int i = 0; i < args.size(); i++) {
              s.setString(i + 1, args.get(i));
            }
            if (limit < Integer.MAX_VALUE) {
              s.setMaxRows(limit);
            }
            try (ResultSet r = s.executeQuery()) {
              List<Game> games = new ArrayList<>();
              while (r.next()) {
                games.add(game(r));
              }
              return List.copyOf(games);
            }
          }
        });
  }

  private static Optional<Game> findGame(Connection c, String gameId) throws SQLException {
    try (PreparedStatement s =
        c.prepareStatement("SELECT " + GAME_COLUMNS + " FROM games WHERE id = ?")) {
      s.setString(1, gameId);
      try (ResultSet r = s.executeQuery()) {
        return r.next() ? Optional.of(game(r)) : Optional.empty();
      }
    }
  }

  private static Game game(ResultSet r) throws SQLException {
    String computer = r.getString(6);
    int level = r.getInt(7);
    return new Game(
        r.getString(1),
        r.getString(2),
        r.getString(3),
        Optional.ofNullable(r.getString(4)),
        Optional.ofNullable(r.getString(5)),
        computer == null ? Optional.empty() : Optional.of(side(computer)),
        computer == null ? 0 : level,
        GameStatus.fromCode(r.getString(8)),
        Optional.ofNullable(r.getString(9)),
        Optional.ofNullable(r.getString(10)),
        Instant.ofEpochMilli(r.getLong(11)),
        Instant.ofEpochMilli(r.getLong(12)),
        r.getInt(13));
  }

  private static Optional<Player> findPlayer(Connection c, String column, String value)
      throws SQLException {
    try (PreparedStatement s =
        c.prepareStatement(
            "SELECT id, name, secret_hash, created_at FROM players WHERE " + column + " = ?")) {
      s.setString(1, value);
      try (ResultSet r = s.executeQuery()) {
        return r.next()
            ? Optional.of(
                new Player(
                    r.getString(1),
                    r.getString(2),
                    r.getString(3),
                    Instant.ofEpochMilli(r.getLong(4))))
            : Optional.empty();
      }
    }
  }

  /** 128 random bits in URL-safe Base64 without padding: 22 characters nobody guesses. */
  static String newGameId() {
    byte[] bits = new byte[16];
    RANDOM.nextBytes(bits);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bits);
  }

  /** Now, to the millisecond the database keeps, so that a row read back equals the one written. */
  private static Instant now() {
    return Instant.ofEpochMilli(System.currentTimeMillis());
  }

  private static String word(Side side) {
    return side.name().toLowerCase(Locale.ROOT);
  }

  private static Side side(String word) {
    return Side.valueOf(word.toUpperCase(Locale.ROOT));
  }

  private static void checkName(String name) {
    checkLength("a name", name, MAX_NAME);
    if (name.isBlank()) {
      throw invalid("a name needs a visible character");
    }
    if (name.chars().anyMatch(Character::isISOControl)) {
      throw invalid("a name cannot hold control characters such as a line break");
    }
  }

  private static void checkRuleName(String what, String name) {
    checkLength("a " + what + "'s name", name, MAX_RULE_NAME);
  }

  private static void checkLength(String what, String text, int max) {
    if (text.isEmpty() || text.length() > max) {
      throw invalid(what + " has 1 to " + max + " characters, not " + text.length());
    }
  }

  private static StoreException invalid(String message) {
    return new StoreException(Kind.INVALID, message);
  }

  private static StoreException conflict(String message) {
    return new StoreException(Kind.CONFLICT, message);
  }

  private static StoreException notFound(String what, String id) {
    return new StoreException(
        Kind.NOT_FOUND, "no " + what + " " + (ID.matcher(id).matches() ? id : "with that id"));
  }
}
