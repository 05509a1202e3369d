package io.github.fanorona.server.store;

import java.sql.SQLException;
import java.util.function.Supplier;
import org.jdbi.v3.core.JdbiException;

/**
 * The one translation of the database's failures, for every job's store: a call through Jdbi that
 * fails is a {@link StoreException} of kind {@code UNAVAILABLE} with one line saying what was being
 * done; a {@link StoreException} the call itself throws (a conflict, a bound) passes unchanged.
 *
 * <pre>{@code
 * Sql.call("read a game", () -> db.jdbi().withHandle(h -> …))
 * Sql.isUniqueViolation(e)   // true when a second insert of one key fails
 * }</pre>
 */
public final class Sql {
  private Sql() {}

  /**
   * Runs a call on the database, its failure in the store's words.
   *
   * <pre>{@code Sql.call("store a seek", () -> jdbi.withHandle(h -> h.execute(…)))}</pre>
   *
   * @param <T> what it returns
   * @param what what the call does, for the message ("store a turn")
   * @param call the call
   * @return what the call returned
   * @throws StoreException {@code UNAVAILABLE} if the database failed, or the call's own
   */
  public static <T> T call(String what, Supplier<T> call) {
    try {
      return call.get();
    } catch (JdbiException e) {
      throw new StoreException(
          StoreException.Kind.UNAVAILABLE, "cannot " + what + ": " + Database.reason(e), e);
    }
  }

  /**
   * Whether a failure is a unique or primary key broken: SQLSTATE 23505 on PostgreSQL; on SQLite
   * the extended codes SQLITE_CONSTRAINT_PRIMARYKEY (1555) and SQLITE_CONSTRAINT_UNIQUE (2067), or
   * the plain SQLITE_CONSTRAINT (19) with a message that names one (a broken foreign key is not
   * one).
   *
   * <pre>{@code Sql.isUniqueViolation(new SQLException("x", "23505"))   // true}</pre>
   *
   * @param e a failure, or one whose cause is the driver's
   * @return whether it reports a unique or primary key broken
   */
  public static boolean isUniqueViolation(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof SQLException s) {
        int code = s.getErrorCode();
        String message = String.valueOf(s.getMessage());
        return "23505".equals(s.getSQLState())
            || code == 1555
            || code == 2067
            || (code == 19 && (message.contains("UNIQUE") || message.contains("PRIMARY KEY")));
      }
    }
    return false;
  }
}
