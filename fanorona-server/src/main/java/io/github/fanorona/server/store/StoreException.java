package io.github.fanorona.server.store;

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
    UNAVAILABLE
  }

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
   * {@return what went wrong}
   *
   * <pre>{@code new StoreException(Kind.CONFLICT, "ply 3 is taken").kind()   // CONFLICT}</pre>
   */
  public Kind kind() {
    return kind;
  }
}
