package io.github.fanorona.server.players;

import io.github.fanorona.server.players.account.AccountName;
import io.github.fanorona.server.players.account.Passwords;

/**
 * An account as the store keeps it: the player it belongs to (a guest who signs up keeps their
 * player id, and with it their games), the name, and the Argon2id PHC string of the password.
 * {@link #toString()} leaves the hash out, so a logged account shows none of it.
 *
 * <pre>{@code
 * new Account("p1", AccountName.of("Ann"), "$argon2id$...").toString()   // "Account[p1, Ann]"
 * }</pre>
 *
 * @param playerId the player's id, the one the site's games name
 * @param name the account's name
 * @param passwordHash the stored hash ({@link Passwords})
 */
public record Account(String playerId, AccountName name, String passwordHash) {
  /**
   * Shows the player and the name only.
   *
   * <pre>{@code new Account("p1", AccountName.of("Ann"), "h").toString()   // "Account[p1, Ann]"}
   * </pre>
   *
   * @return the text
   */
  @Override
  public String toString() {
    return "Account[" + playerId + ", " + name + "]";
  }
}
