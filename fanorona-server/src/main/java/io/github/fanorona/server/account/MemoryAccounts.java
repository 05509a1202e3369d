package io.github.fanorona.server.account;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An {@link AccountStore} in memory, for tests and a site run without a database. Thread-safe.
 *
 * <pre>{@code new MemoryAccounts().add(account)   // true}</pre>
 */
public final class MemoryAccounts implements AccountStore {
  private final Map<String, Account> byKey = new HashMap<>();
  private final Set<String> players = new HashSet<>();

  /**
   * Creates an empty store.
   *
   * <pre>{@code new MemoryAccounts().byKey("ann")   // Optional.empty}</pre>
   */
  public MemoryAccounts() {}

  @Override
  public synchronized Optional<Account> byKey(String key) {
    return Optional.ofNullable(byKey.get(key));
  }

  @Override
  public synchronized boolean add(Account account) {
    String key = account.name().key();
    if (byKey.containsKey(key) || players.contains(account.playerId())) {
      return false;
    }
    byKey.put(key, account);
    players.add(account.playerId());
    return true;
  }
}
