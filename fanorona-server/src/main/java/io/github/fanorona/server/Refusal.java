package io.github.fanorona.server;

/**
 * A request the site refuses, with the HTTP status, a short code and a sentence for the page: the
 * one exception the jobs throw on purpose. Its sentence is a message of the message files ({@code
 * error.KEY} in {@link Texts}: the code is the key up to its first dot, so that one code may have
 * several sentences), in the API's language (English) for now. The web layer writes it as the JSON
 * error {@code {"error":CODE,"message":…,"status":N,"key":KEY}}; a game page's WebSocket sends it
 * with {@code "type":"error"}.
 *
 * <pre>{@code
 * throw Refusal.of(404, "unknown_game");              // "there is no such game"
 * Refusal.of(400, "out_of_range", "key", "level", "min", 1, "max", 9).getMessage()
 * // "level must be a whole number from 1 to 9"
 * }</pre>
 */
public final class Refusal extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int status;
  private final String code;
  private final String key;

  /** The values of the message's {@code {name}}s, names and values alternately. */
  @SuppressWarnings("serial") // a refusal is never serialized: it is answered at once
  private final Object[] values;

  /** Whether the sentence is a message of the files (else given as it is). */
  private final boolean fromFiles;

  /**
   * Makes a refusal whose sentence is given as it is: the words of the library or of a store,
   * passed on to the page.
   *
   * <pre>{@code new Refusal(400, "illegal_turn", libraryMessage)}</pre>
   *
   * @param status the HTTP status, 400 to 599
   * @param code the short code a program tests, such as {@code not_your_turn}
   * @param message one sentence a person can act on
   */
  public Refusal(int status, String code, String message) {
    this(status, code, code, message, false, new Object[0]);
  }

  private Refusal(
      int status, String code, String key, String message, boolean fromFiles, Object[] values) {
    super(message, null, false, false);
    this.status = status;
    this.code = code;
    this.key = key;
    this.fromFiles = fromFiles;
    this.values = values.clone();
  }

  /**
   * Makes a refusal from the message files: the code is the key up to its first dot, the sentence
   * is {@code error.KEY} with its values put in.
   *
   * <pre>{@code Refusal.of(409, "game_over").getMessage()   // "the game is over"}</pre>
   *
   * @param status the HTTP status, 400 to 599
   * @param key the message's key after {@code error.}, such as {@code busy.queue}
   * @param values names and values, alternately, for the message's {@code {name}}s
   * @return the refusal
   */
  public static Refusal of(int status, String key, Object... values) {
    int dot = key.indexOf('.');
    return new Refusal(
        status,
        dot < 0 ? key : key.substring(0, dot),
        key,
        Texts.api("error." + key, values),
        true,
        values);
  }

  /**
   * Returns the sentence in a language: a refusal of the message files says it in the language
   * asked for (or the one it falls back to); one given as it is (the library's words) in English.
   *
   * <pre>
   * {@code Refusal.of(404, "unknown_game").message("fr").text()   // "cette partie n'existe pas"}
   * </pre>
   *
   * @param lang one of {@link Texts#LANGUAGES}
   * @return the sentence and the language it is in
   */
  public Texts.Text message(String lang) {
    if (!fromFiles) {
      return new Texts.Text(String.valueOf(getMessage()), Texts.API);
    }
    return Texts.get().formatted(lang, "error." + key, values);
  }

  /**
   * {@return the HTTP status}
   *
   * <pre>{@code Refusal.of(503, "busy.queue").status()   // 503}</pre>
   */
  public int status() {
    return status;
  }

  /**
   * {@return the short code}
   *
   * <pre>{@code Refusal.of(503, "busy.queue").code()   // "busy"}</pre>
   */
  public String code() {
    return code;
  }

  /**
   * {@return the sentence's key: the code and the detail that tells its sentences apart} A page
   * says the reason in its reader's language from it (the play page: why a new game was refused,
   * and what to do).
   *
   * <pre>{@code Refusal.of(429, "too_many_games.per_minute", "perMinute", 60).key()
   * // "too_many_games.per_minute"}</pre>
   */
  public String key() {
    return key;
  }
}
