package io.github.fanorona.server.store;

import java.sql.SQLException;

/**
 * What a driver's failure means, told apart the same way on SQLite and PostgreSQL, for the small
 * stores beside {@link ClubStore} (accounts, ratings).
 *
 * <pre>{@code SqlErrors.isUniqueViolation(e)   // true when a second insert of one key fails}</pre>
 */
public final class SqlErrors {
  private SqlErrors() {}

  /**
   * A unique or primary key broken: SQLSTATE 23505 on PostgreSQL; on SQLite the extended codes
   * SQLITE_CONSTRAINT_PRIMARYKEY (1555) and SQLITE_CONSTRAINT_UNIQUE (2067), or the plain
   * SQLITE_CONSTRAINT (19) with a message that names one (a broken foreign key is not one).
   *
   * <pre>{@code SqlErrors.isUniqueViolation(new SQLException("x", "23505"))   // true}</pre>
   *
   * @param e the driver's exception
   * @return whether it reports a unique or primary key broken
   */
  public static boolean isUniqueViolation(SQLException e) {
    int code = e.getErrorCode();
    String message = String.valueOf(e.getMessage());
    return "23505".equals(e.getSQLState())
        || code == 1555
        || code == 2067
        || (code == 19 && (message.contains("UNIQUE") || message.contains("PRIMARY KEY")));
  }
}
