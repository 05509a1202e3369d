package io.github.fanorona.server.players;

import io.github.fanorona.server.Ids;
import io.github.fanorona.server.players.account.AccountName;
import io.github.fanorona.server.store.Database;
import io.github.fanorona.server.store.Relay;
import io.github.fanorona.server.store.StoreException;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.jdbi.v3.core.Jdbi;

/**
 * A {@link PlayerStore} in the club's database (the tables {@code players}, {@code sessions} and
 * {@code accounts}), through Jdbi: a player is a row named by the SHA-256 of its first secret; a
 * signed-in session is a row of {@code sessions}; the unique column {@code accounts.name_key}
 * decides which of two look-alike names signed up at once is taken, and its primary key gives a
 * player one account. Input past a bound is refused ({@code StoreException} {@code INVALID}).
 *
 * <pre>{@code
 * PlayerStore store = new SqlPlayerStore(db);
 * store.bySecret(Players.secretHash(store.join… ))
 * }</pre>
 */
public final class SqlPlayerStore implements PlayerStore {
  /** The longest display name. */
  public static final int MAX_NAME = 40;

  private static final Pattern HASH = Pattern.compile("[0-9a-f]{64}");

  /**
   * The name under which a session's end goes through the relay, beside the games' ids: no game's
   * id (22 characters) is it.
   */
  static final String RELAY_ID = "sessions";

  /** The event of a session ended, followed by its secret's hash. */
  private static final String SIGNED_OUT = "out ";

  private final Database db;
  private final Jdbi jdbi;
  private final SecureRandom random = new SecureRandom();

  /**
   * Creates the store over the club's database.
   *
   * <pre>{@code new SqlPlayerStore(db)}</pre>
   *
   * @param db the database
   */
  public SqlPlayerStore(Database db) {
    this.db = db;
    this.jdbi = db.jdbi();
  }

  @Override
  public String join(String name, String secretHash) {
    checkName(name);
    checkHash(secretHash);
    String id = UUID.randomUUID().toString();
    return Database.call(
        "store a player",
        () ->
            jdbi.inTransaction(
                h -> {
                  if (h.createQuery("SELECT 1 FROM players WHERE secret_hash = ?")
                      .bind(0, secretHash)
                      .mapTo(Integer.class)
                      .findOne()
                      .isPresent()) {
                    throw new StoreException(
                        StoreException.Kind.CONFLICT, "another player has that secret");
                  }
                  h.createUpdate(
                          "INSERT INTO players (id, name, secret_hash, created_at)"
                              + " VALUES (?, ?, ?, ?)")
                      .bind(0, id)
                      .bind(1, name)
                      .bind(2, secretHash)
                      .bind(3, Instant.now().toEpochMilli())
                      .execute();
                  return id;
                }));
  }

  @Override
  public Optional<Player> bySecret(String secretHash) {
    if (!HASH.matcher(secretHash).matches()) {
      return Optional.empty();
    }
    return Database.call(
        "find a player",
        () ->
            jdbi.withHandle(
                h ->
                    h.createQuery(
                            "SELECT id, name FROM players WHERE secret_hash = ? UNION ALL"
                                + " SELECT p.id, p.name FROM sessions s JOIN players p"
                                + " ON p.id = s.player_id WHERE s.secret_hash = ?")
                        .bind(0, secretHash)
                        .bind(1, secretHash)
                        .map((r, c) -> new Player(r.getString(1), r.getString(2)))
                        .findFirst()));
  }

  @Override
  public Optional<String> name(String playerId) {
    if (!Ids.plausible(playerId)) {
      return Optional.empty();
    }
    return Database.call(
        "find a player",
        () ->
            jdbi.withHandle(
                h ->
                    h.createQuery("SELECT name FROM players WHERE id = ?")
                        .bind(0, playerId)
                        .mapTo(String.class)
                        .findOne()));
  }

  @Override
  public void signedIn(String playerId, String secretHash) {
    checkHash(secretHash);
    Database.call(
        "store a session",
        () ->
            jdbi.withHandle(
                h ->
                    h.createUpdate(
                            "INSERT INTO sessions (secret_hash, player_id, created_at)"
                                + " VALUES (?, ?, ?)")
                        .bind(0, secretHash)
                        .bind(1, playerId)
                        .bind(2, Instant.now().toEpochMilli())
                        .execute()));
  }

  /**
   * Ends either kind of session: a signed-in row is deleted, and a guest's own secret is replaced
   * by the hash of a secret nobody holds (the player row stays, with its games).
   */
  @Override
  public void signedOut(String secretHash) {
    if (!HASH.matcher(secretHash).matches()) {
      return;
    }
    byte[] b = new byte[16];
    random.nextBytes(b);
    String nobody = Players.secretHash(HexFormat.of().formatHex(b));
    Database.call(
        "end a session",
        () ->
            jdbi.inTransaction(
                h -> {
                  h.createUpdate("DELETE FROM sessions WHERE secret_hash = ?")
                      .bind(0, secretHash)
                      .execute();
                  return h.createUpdate("UPDATE players SET secret_hash = ? WHERE secret_hash = ?")
                      .bind(0, nobody)
                      .bind(1, secretHash)
                      .execute();
                }));
    // the database is the truth; every server's memory of the session is told it ended
    try {
      db.relay().publish(RELAY_ID, SIGNED_OUT + secretHash);
    } catch (StoreException e) {
      // the session is ended in the database; a server that missed this hears of a gap and
      // forgets every session it held, or reads the database when it is next asked
    }
  }

  @Override
  public void signedOutEverywhere(String playerId) {
    List<String> ended =
        Database.call(
            "end a player's sessions",
            () ->
                jdbi.inTransaction(
                    h -> {
                      List<String> hashes =
                          h.createQuery("SELECT secret_hash FROM sessions WHERE player_id = ?")
                              .bind(0, playerId)
                              .mapTo(String.class)
                              .list();
                      h.createUpdate("DELETE FROM sessions WHERE player_id = ?")
                          .bind(0, playerId)
                          .execute();
                      return hashes;
                    }));
    for (String hash : ended) {
      try {
        db.relay().publish(RELAY_ID, SIGNED_OUT + hash);
      } catch (StoreException e) {
        // as for one session: ended in the database, which a server missing the news reads
        break;
      }
    }
  }

  /** PostgreSQL is shared by every instance of the club; a SQLite file serves one. */
  @Override
  public boolean shared() {
    return db.isPostgres();
  }

  @Override
  public void listen(Consumer<String> ended) {
    // the subscription ends with the relay, which the database closes
    Relay.Subscription unused = db.relay().subscribe(RELAY_ID, SIGNED_OUT, ended);
  }

  @Override
  public void rename(String playerId, String name) {
    checkName(name);
    int changed =
        Database.call(
            "rename a player",
            () ->
                jdbi.withHandle(
                    h ->
                        h.createUpdate("UPDATE players SET name = ? WHERE id = ?")
                            .bind(0, name)
                            .bind(1, playerId)
                            .execute()));
    if (changed == 0) {
      throw new StoreException(StoreException.Kind.NOT_FOUND, "no such player");
    }
  }

  @Override
  public Optional<Account> accountByKey(String key) {
    return account("name_key", key);
  }

  @Override
  public Optional<Account> accountOf(String playerId) {
    return account("player_id", playerId);
  }

  private Optional<Account> account(String column, String value) {
    return Database.call(
        "read the accounts",
        () ->
            jdbi.withHandle(
                h ->
                    h.createQuery(
                            "SELECT player_id, name, password_hash FROM accounts WHERE "
                                + column
                                + " = ?")
                        .bind(0, value)
                        .map(
                            (r, c) ->
                                new Account(
                                    r.getString(1), AccountName.of(r.getString(2)), r.getString(3)))
                        .findOne()));
  }

  @Override
  public boolean addAccount(Account account) {
    try {
      return Database.call(
          "store the account",
          () ->
              jdbi.withHandle(
                  h ->
                      h.createUpdate(
                                  "INSERT INTO accounts (player_id, name, name_key, password_hash,"
                                      + " created_at) VALUES (?, ?, ?, ?, ?)")
                              .bind(0, account.playerId())
                              .bind(1, account.name().shown())
                              .bind(2, account.name().key())
                              .bind(3, account.passwordHash())
                              .bind(4, Instant.now().toEpochMilli())
                              .execute()
                          == 1));
    } catch (StoreException e) {
      if (Database.isUniqueViolation(e)) {
        return false;
      }
      throw e;
    }
  }

  private static void checkName(String name) {
    // counted as every other count of a name is: in characters (code points), not UTF-16 units,
    // so that a name of letters outside the Basic Multilingual Plane counts each letter once
    int length = name.codePointCount(0, name.length());
    if (length < 1 || length > MAX_NAME) {
      throw invalid("a name has 1 to " + MAX_NAME + " characters, not " + length);
    }
    if (name.isBlank()) {
      throw invalid("a name needs a visible character");
    }
    if (name.chars().anyMatch(Character::isISOControl)) {
      throw invalid("a name cannot hold control characters such as a line break");
    }
  }

  private static void checkHash(String secretHash) {
    if (!HASH.matcher(secretHash).matches()) {
      throw invalid("a secret's hash is 64 lower-case hex digits, as Players.secretHash gives");
    }
  }

  private static StoreException invalid(String message) {
    return new StoreException(StoreException.Kind.INVALID, message);
  }
}
