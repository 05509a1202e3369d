package io.github.fanorona.server.account;

import io.github.fanorona.server.store.SqlErrors;
import io.github.fanorona.server.store.StoreException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * An {@link AccountStore} in the club's database (the table {@code accounts} of migration V20), on
 * SQLite or PostgreSQL: the unique column {@code name_key} decides which of two look-alike names
 * signed up at once is taken, and the primary key gives a player one account. An account belongs to
 * a row of {@code players} (the guest who signs up).
 *
 * <pre>{@code new JdbcAccountStore(db.dataSource()).byKey("ann")   // Optional.empty}</pre>
 */
public final class JdbcAccountStore implements AccountStore {
  private final DataSource data;

  /**
   * Creates the store over the club's database.
   *
   * <pre>{@code new JdbcAccountStore(db.dataSource())}</pre>
   *
   * @param data the database's connections (migrated to V20 or later)
   */
  public JdbcAccountStore(DataSource data) {
    this.data = data;
  }

  @Override
  public Optional<Account> byKey(String key) {
    return one("name_key", key);
  }

  @Override
  public Optional<Account> byPlayer(String playerId) {
    return one("player_id", playerId);
  }

  private Optional<Account> one(String column, String value) {
    try (Connection c = data.getConnection();
        PreparedStatement s =
            c.prepareStatement(
                "SELECT player_id, name, password_hash FROM accounts WHERE " + column + " = ?")) {
      s.setString(1, value);
      try (ResultSet r = s.executeQuery()) {
        if (!r.next()) {
          return Optional.empty();
        }
        return Optional.of(
            new Account(r.getString(1), AccountName.of(r.getString(2)), r.getString(3)));
      }
    } catch (SQLException e) {
      throw new StoreException(
          StoreException.Kind.UNAVAILABLE, "cannot read the accounts: " + e.getMessage(), e);
    }
  }

  @Override
  public boolean add(Account account) {
    try (Connection c = data.getConnection();
        PreparedStatement s =
            c.prepareStatement(
                "INSERT INTO accounts (player_id, name, name_key, password_hash, created_at)"
                    + " VALUES (?, ?, ?, ?, ?)")) {
      s.setString(1, account.playerId());
      s.setString(2, account.name().shown());
      s.setString(3, account.name().key());
      s.setString(4, account.passwordHash());
      s.setLong(5, Instant.now().toEpochMilli());
      return s.executeUpdate() == 1;
    } catch (SQLException e) {
      if (SqlErrors.isUniqueViolation(e)) {
        return false;
      }
      throw new StoreException(
          StoreException.Kind.UNAVAILABLE, "cannot store the account: " + e.getMessage(), e);
    }
  }
}
