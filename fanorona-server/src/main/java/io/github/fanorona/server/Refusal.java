package io.github.fanorona.server;

/**
 * A request the site refuses, with the HTTP status, a short code and a sentence for the page: the
 * one exception the jobs throw on purpose. The web layer writes it as the JSON error {@code
 * {"error":CODE,"message":…,"status":N}}; a game page's WebSocket sends it with {@code
 * "type":"error"}.
 *
 * <pre>{@code
 * throw Refusal.notFound("unknown_game", "there is no such game");
 * new Refusal(429, "too_fast", "at most 10 messages a second").status()   // 429
 * }</pre>
 */
public final class Refusal extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int status;
  private final String code;

  /**
   * Makes a refusal.
   *
   * <pre>{@code new Refusal(403, "bad_origin", "requests come from the site's own pages only")}
   * </pre>
   *
   * @param status the HTTP status, 400 to 599
   * @param code the short code a program tests, such as {@code not_your_turn}
   * @param message one sentence a person can act on
   */
  public Refusal(int status, String code, String message) {
    super(message, null, false, false);
    this.status = status;
    this.code = code;
  }

  /**
   * A 400: the request is malformed or out of bounds.
   *
   * <pre>
   * {@code Refusal.badRequest("bad_point", "point must be a point such as e3").status()   // 400}
   * </pre>
   *
   * @param code the code
   * @param message the sentence
   * @return the refusal
   */
  public static Refusal badRequest(String code, String message) {
    return new Refusal(400, code, message);
  }

  /**
   * A 404: nothing has that name.
   *
   * <pre>{@code Refusal.notFound("unknown_game", "there is no such game").status()   // 404}</pre>
   *
   * @param code the code
   * @param message the sentence
   * @return the refusal
   */
  public static Refusal notFound(String code, String message) {
    return new Refusal(404, code, message);
  }

  /**
   * A 409: the request does not fit the game or the player as they are now.
   *
   * <pre>{@code Refusal.conflict("game_over", "the game is over").status()   // 409}</pre>
   *
   * @param code the code
   * @param message the sentence
   * @return the refusal
   */
  public static Refusal conflict(String code, String message) {
    return new Refusal(409, code, message);
  }

  /**
   * A 503 {@code busy}: the site cannot take the request now; later it may.
   *
   * <pre>{@code Refusal.busy("the server is stopping").code()   // "busy"}</pre>
   *
   * @param message the sentence
   * @return the refusal
   */
  public static Refusal busy(String message) {
    return new Refusal(503, "busy", message);
  }

  /**
   * {@return the HTTP status}
   *
   * <pre>{@code Refusal.busy("x").status()   // 503}</pre>
   */
  public int status() {
    return status;
  }

  /**
   * {@return the short code}
   *
   * <pre>{@code Refusal.busy("x").code()   // "busy"}</pre>
   */
  public String code() {
    return code;
  }
}
