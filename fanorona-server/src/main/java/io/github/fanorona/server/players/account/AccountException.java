package io.github.fanorona.server.players.account;

import io.github.fanorona.server.Texts;
import java.time.Duration;

/**
 * A refusal of the accounts: a malformed name or password, a name taken, a wrong name or password,
 * too many attempts. The one exception the package throws for bad input; {@link #kind()} tells them
 * apart and {@link #status()} is the HTTP status a route answers with. A message says what is
 * allowed and, for a name, the column (counted in characters from 1) of the first character that is
 * not; it never quotes a password.
 *
 * <pre>{@code
 * try {
 *   AccountName.of("ann!");
 * } catch (AccountException e) {
 *   e.kind();     // BAD_NAME
 *   e.column();   // 4
 * }
 * }</pre>
 */
public final class AccountException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** What was refused. */
  public enum Kind {
    /** The name has a character, a length or a shape that names may not have (400). */
    BAD_NAME(400),
    /** The name, or one that looks the same, belongs to another account (409). */
    NAME_TAKEN(409),
    /** The password is too short or too long (400). */
    BAD_PASSWORD(400),
    /** The name and password do not match an account; which of the two is not said (401). */
    WRONG_CREDENTIALS(401),
    /** Too many sign-in attempts for the name or from the address; wait and retry (429). */
    RATE_LIMITED(429);

    private final int status;

    Kind(int status) {
      this.status = status;
    }

    /**
     * Returns the HTTP status of this kind.
     *
     * <pre>{@code AccountException.Kind.RATE_LIMITED.status()   // 429}</pre>
     *
     * @return the status
     */
    public int status() {
      return status;
    }
  }

  private final Kind kind;
  private final int column;
  private final Duration retryAfter;

  private AccountException(Kind kind, String message, int column, Duration retryAfter) {
    super(message, null, false, false);
    this.kind = kind;
    this.column = column;
    this.retryAfter = retryAfter;
  }

  /**
   * Makes a refusal of a kind.
   *
   * <pre>
   * {@code new AccountException(Kind.NAME_TAKEN, "account.name_taken", "shown", "Ann").kind()   // NAME_TAKEN}
   * </pre>
   *
   * @param kind what was refused
   * @param key the message's key after {@code error.}
   * @param values names and values, alternately, for the message's {@code {name}}s
   */
  public AccountException(Kind kind, String key, Object... values) {
    this(kind, Texts.api("error." + key, values), 0, Duration.ZERO);
  }

  /**
   * Makes a refusal from the message files ({@code error.KEY}, with its values put in), at a column
   * of a name, or with a wait.
   *
   * <pre>{@code AccountException.at(Kind.BAD_NAME, "account.bad_name.short", 0, Duration.ZERO,
   *     "min", 3).column()   // 0}</pre>
   *
   * @param kind what was refused
   * @param key the message's key after {@code error.}
   * @param column the column of the first bad character of a name, 0 if none applies
   * @param retryAfter how long a sign-in waits, zero if it need not
   * @param values names and values, alternately, for the message's {@code {name}}s
   * @return the refusal
   */
  public static AccountException at(
      Kind kind, String key, int column, Duration retryAfter, Object... values) {
    String message = Texts.api("error." + key, values);
    return new AccountException(
        kind,
        column > 0 ? Texts.api("error.account.column", "column", column) + " " + message : message,
        column,
        retryAfter);
  }

  /** {@return what was refused} */
  public Kind kind() {
    return kind;
  }

  /** {@return the HTTP status a route answers with} */
  public int status() {
    return kind.status();
  }

  /** {@return the 1-based column of the first bad character of a name, or 0 if none applies} */
  public int column() {
    return column;
  }

  /** {@return how long to wait before the next attempt, zero unless {@link Kind#RATE_LIMITED}} */
  public Duration retryAfter() {
    return retryAfter;
  }
}
