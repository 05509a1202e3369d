package io.github.fanorona.server.account;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * An {@link AccountStore} in memory, for tests and a site run without a database. Thread-safe.
 *
 * <pre>{@code new MemoryAccounts().add(account)   // true}</pre>
 */
public final class MemoryAccounts implements AccountStore {
  private final Map<String, Account> byKey = new HashMap<>();
  private final Map<String, Account> players = new HashMap<>();

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
  public synchronized Optional<Account> byPlayer(String playerId) {
    return Optional.ofNullable(players.get(playerId));
  }

  @Override
  public synchronized boolean add(Account account) {
    String key = account.name().key();
    if (byKey.containsKey(key) || players.containsKey(account.playerId())) {
      return false;
    }
    byKey.put(key, account);
    players.put(account.playerId(), account);
    return true;
  }
}
