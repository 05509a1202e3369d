package io.github.fanorona.server.account;

import java.util.Optional;

/**
 * Where accounts are kept, by the key of their name: the club's database (a unique column of name
 * keys), or {@link MemoryAccounts}. {@link #add} is the one place that decides a name is free, so
 * two sign-ups of look-alike names at once leave one account.
 *
 * <pre>{@code new MemoryAccounts().byKey("ann")   // Optional.empty}</pre>
 */
public interface AccountStore {
  /**
   * Returns the account whose name has a key.
   *
   * <pre>{@code store.byKey(AccountName.of("ANN").key())   // Ann's account, if she has one}</pre>
   *
   * @param key a name's key ({@link AccountName#key()})
   * @return the account, or empty
   */
  Optional<Account> byKey(String key);

  /**
   * Returns the account of a player.
   *
   * <pre>{@code store.byPlayer(ann.playerId()).map(a -> a.name().shown())   // Optional[Ann]}</pre>
   *
   * @param playerId the player's id
   * @return the player's account, or empty for a guest
   */
  Optional<Account> byPlayer(String playerId);

  /**
   * Adds an account unless its name's key, or its player, already has one.
   *
   * <pre>{@code store.add(account)   // true, then false for a look-alike name}</pre>
   *
   * @param account the new account
   * @return true if it was added
   */
  boolean add(Account account);
}
