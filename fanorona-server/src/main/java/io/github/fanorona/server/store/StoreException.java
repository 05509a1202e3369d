package io.github.fanorona.server.store;

import io.github.fanorona.server.Refusal;
import java.sql.SQLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one exception the club's database throws: a {@link Kind} a program can test and one sentence
 * a person can act on. Input the store refuses (a name too long, a turn's text too long) is {@link
 * Kind#INVALID} and never reaches the database.
 *
 * <pre>{@code
 * try {
 *   game = store.appendTurn(game.id(), ply, text, game.version());
 * } catch (StoreException e) {
 *   e.kind()   // CONFLICT: another server played this ply first; read the game again
 * }
 * }</pre>
 */
public final class StoreException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** What went wrong, for a program to react to. */
  public enum Kind {
    /** The input breaks a bound or a rule of the store (a name of 41 characters, a bad URL). */
    INVALID,
    /** No row has that id. */
    NOT_FOUND,
    /**
     * The row changed since it was read (its version moved on), the ply or seat is taken, or the
     * game is over: read it again and decide anew.
     */
    CONFLICT,
    /** The database cannot be reached, or it failed. */
    UNAVAILABLE,
    /**
     * The database's disk is full (SQLite's {@code SQLITE_FULL}, PostgreSQL's SQLSTATE 53100): the
     * write was not made; nothing written before is lost.
     */
    FULL
  }

  private static final Logger LOG = LoggerFactory.getLogger("io.github.fanorona.server");

  private final Kind kind;

  /**
   * Makes the exception.
   *
   * <pre>{@code new StoreException(Kind.NOT_FOUND, "no game g42").kind()   // NOT_FOUND}</pre>
   *
   * @param kind what went wrong
   * @param message one sentence
   */
  public StoreException(Kind kind, String message) {
    super(message);
    this.kind = kind;
  }

  /**
   * Makes the exception with its cause (a driver's exception, kept for the log).
   *
   * <pre>{@code new StoreException(Kind.UNAVAILABLE, "the database failed", sqlException)}</pre>
   *
   * @param kind what went wrong
   * @param message one sentence
   * @param cause the underlying failure
   */
  public StoreException(Kind kind, String message, Throwable cause) {
    super(message, cause);
    this.kind = kind;
  }

  /**
   * Returns a failure of the database in the store's words: {@link Kind#FULL} for a full disk (and
   * a line in the log: the operator must free room), else {@link Kind#UNAVAILABLE}.
   *
   * <pre>{@code StoreException.failed("store a turn", e).getMessage()
   * // "cannot store a turn: the disk of the club's database is full"}</pre>
   *
   * @param what what the call did, such as "store a turn"
   * @param e the failure
   * @return the exception to throw
   */
  public static StoreException failed(String what, Throwable e) {
    if (isDiskFull(e)) {
      // one line for each write refused, without its trace: what the operator must act on
      LOG.error(
          "the disk of the club's database is full: cannot {} ({}); free room on it",
          what,
          Database.reason(e));
      return new StoreException(
          Kind.FULL, "cannot " + what + ": the disk of the club's database is full", e);
    }
    return new StoreException(Kind.UNAVAILABLE, "cannot " + what + ": " + Database.reason(e), e);
  }

  /**
   * Whether a failure is a full disk: SQLSTATE 53100 (PostgreSQL's disk_full), or SQLite's result
   * code SQLITE_FULL (13), which its driver names in its message.
   *
   * <pre>{@code StoreException.isDiskFull(new SQLException("no room", "53100"))   // true}</pre>
   *
   * @param e a failure, or one whose cause is the driver's
   * @return whether it reports a full disk
   */
  public static boolean isDiskFull(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof SQLException s
          && ("53100".equals(s.getSQLState())
              || String.valueOf(s.getMessage()).contains("SQLITE_FULL"))) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return what went wrong}
   *
   * <pre>{@code new StoreException(Kind.CONFLICT, "ply 3 is taken").kind()   // CONFLICT}</pre>
   */
  public Kind kind() {
    return kind;
  }

  /**
   * Returns the failure in the API's words, as a page is told it: a conflict is a 409 ({@code
   * conflict}: another server wrote the game first), a row not found a 404 ({@code unknown_game}),
   * input refused a 400 ({@code invalid}), a database away a 503 ({@code store_unavailable}), a
   * full disk a 507 ({@code store_full}); the cause stays in the log.
   *
   * <pre>{@code new StoreException(Kind.CONFLICT, "ply 3 is taken").refusal().status()   // 409}
   * </pre>
   *
   * @return the refusal
   */
  public Refusal refusal() {
    return switch (kind) {
      case CONFLICT -> Refusal.of(409, "conflict");
      case NOT_FOUND -> Refusal.of(404, "unknown_game");
      case INVALID -> new Refusal(400, "invalid", String.valueOf(getMessage()));
      case UNAVAILABLE -> Refusal.of(503, "store_unavailable");
      case FULL -> Refusal.of(507, "store_full");
    };
  }
}
