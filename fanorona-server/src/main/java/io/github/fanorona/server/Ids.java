package io.github.fanorona.server;

import java.security.SecureRandom;
import java.util.Base64;

/**
 * The site's ids of games and seeks: 128 random bits in URL-safe Base64 without padding, 22
 * characters nobody guesses, so that knowing an id lets one watch a game, never act in it.
 *
 * <pre>{@code Ids.newId()   // "q9XzK2…" (22 characters)}</pre>
 */
public final class Ids {
  private static final SecureRandom RANDOM = new SecureRandom();

  private Ids() {}

  /**
   * {@return a new id of 128 random bits}
   *
   * <pre>{@code Ids.newId().matches("[A-Za-z0-9_-]{22}")   // true}</pre>
   */
  public static String newId() {
    byte[] b = new byte[16];
    RANDOM.nextBytes(b);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }

  /**
   * {@return whether a text has the shape of an id the site makes (or a player's UUID), so that it
   * may be looked up}
   *
   * <pre>{@code Ids.plausible("' OR '1'='1")   // false}</pre>
   *
   * @param id a text from a request
   */
  public static boolean plausible(String id) {
    return id.length() <= 36 && id.matches("[A-Za-z0-9_-]+");
  }
}
