package io.github.fanorona.server.store;

import java.security.SecureRandom;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Pattern;
import javax.sql.DataSource;

/**
 * The signed-in sessions in the club's database (the table {@code sessions} of migration V21): an
 * account signed in from a browser is a row naming its player by the SHA-256 of the cookie's
 * secret, as a guest's own session is its {@code players.secret_hash}. Signing out ends either
 * kind, so a cookie copied before the sign-out opens nothing after it.
 *
 * <pre>{@code
 * SessionStore sessions = new SessionStore(db.dataSource());
 * sessions.add(ClubStore.secretHash(secret), ann.id());
 * sessions.player(ClubStore.secretHash(secret))   // Optional[ann's id]
 * sessions.end(ClubStore.secretHash(secret));
 * sessions.player(ClubStore.secretHash(secret))   // Optional.empty
 * }</pre>
 */
public final class SessionStore {
  private static final Pattern HASH = Pattern.compile("[0-9a-f]{64}");

  private final DataSource data;
  private final SecureRandom random = new SecureRandom();

  /**
   * Creates the store over the club's database.
   *
   * <pre>{@code new SessionStore(db.dataSource())}</pre>
   *
   * @param data the database's connections (migrated to V21 or later)
   */
  public SessionStore(DataSource data) {
    this.data = data;
  }

  /**
   * Stores a new session of a player.
   *
   * <pre>{@code sessions.add(ClubStore.secretHash(secret), ann.id())   // ann signed in}</pre>
   *
   * @param secretHash the {@link ClubStore#secretHash} of the cookie's secret
   * @param playerId the player it opens
   * @throws StoreException {@link StoreException.Kind#INVALID} for a malformed hash
   */
  public void add(String secretHash, String playerId) {
    check(secretHash);
    Rows.write(
        data,
        "store a session",
        c ->
            Rows.update(
                c,
                "INSERT INTO sessions (secret_hash, player_id, created_at) VALUES (?, ?, ?)",
                secretHash,
                playerId,
                Instant.now().toEpochMilli()));
  }

  /**
   * Returns the player a signed-in session opens (a guest's own session is not here: {@link
   * ClubStore#findPlayerBySecretHash}).
   *
   * <pre>{@code sessions.player(ClubStore.secretHash("0".repeat(32)))   // Optional.empty}</pre>
   *
   * @param secretHash the {@link ClubStore#secretHash} of the cookie's secret
   * @return the player's id, empty if no session has that hash
   */
  public Optional<String> player(String secretHash) {
    if (!HASH.matcher(secretHash).matches()) {
      return Optional.empty();
    }
    return Rows.read(
        data,
        "find a session",
        c ->
            Rows.one(
                c,
                "SELECT player_id FROM sessions WHERE secret_hash = ?",
                r -> r.getString(1),
                secretHash));
  }

  /**
   * Ends a session, either kind: a signed-in row is deleted, and a guest's own secret is replaced
   * by the hash of a secret nobody holds (the player row stays, with its games).
   *
   * <pre>{@code sessions.end(ClubStore.secretHash(secret))   // the cookie opens nothing now}</pre>
   *
   * @param secretHash the {@link ClubStore#secretHash} of the cookie's secret
   */
  public void end(String secretHash) {
    if (!HASH.matcher(secretHash).matches()) {
      return;
    }
    byte[] b = new byte[16];
    random.nextBytes(b);
    String nobody = ClubStore.secretHash(HexFormat.of().formatHex(b));
    Rows.write(
        data,
        "end a session",
        c -> {
          Rows.update(c, "DELETE FROM sessions WHERE secret_hash = ?", secretHash);
          return Rows.update(
              c, "UPDATE players SET secret_hash = ? WHERE secret_hash = ?", nobody, secretHash);
        });
  }

  private static void check(String secretHash) {
    if (!HASH.matcher(secretHash).matches()) {
      throw Rows.invalid(
          "a secret's hash is 64 lower-case hex digits, as ClubStore.secretHash gives");
    }
  }
}
