package io.github.fanorona.server.players;

import io.github.fanorona.server.Ids;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A {@link PlayerStore} for a site without a database: it keeps the accounts (thread-safe), and no
 * player or session, which live in {@link Players}' memory and end with it.
 *
 * <pre>{@code new MemoryPlayerStore().accountByKey("ann")   // Optional.empty}</pre>
 */
public final class MemoryPlayerStore implements PlayerStore {
  private final Map<String, Account> byKey = new HashMap<>();
  private final Map<String, Account> players = new HashMap<>();

  /**
   * Creates an empty store.
   *
   * <pre>{@code new MemoryPlayerStore().accountOf("p1")   // Optional.empty}</pre>
   */
  public MemoryPlayerStore() {}

  @Override
  public String join(String name, String secretHash) {
    return Ids.newId();
  }

  @Override
  public Optional<Player> bySecret(String secretHash) {
    return Optional.empty();
  }

  @Override
  public Optional<String> name(String playerId) {
    return Optional.empty();
  }

  @Override
  public void signedIn(String playerId, String secretHash) {
    // the session lives in Players' memory only
  }

  @Override
  public void signedOut(String secretHash) {
    // the session lives in Players' memory only
  }

  @Override
  public void signedOutEverywhere(String playerId) {
    // the sessions live in Players' memory only
  }

  @Override
  public void rename(String playerId, String name) {
    // the name lives in Players' memory only
  }

  @Override
  public synchronized Optional<Account> accountByKey(String key) {
    return Optional.ofNullable(byKey.get(key));
  }

  @Override
  public synchronized Optional<Account> accountOf(String playerId) {
    return Optional.ofNullable(players.get(playerId));
  }

  @Override
  public synchronized boolean addAccount(Account account) {
    String key = account.name().key();
    if (byKey.containsKey(key) || players.containsKey(account.playerId())) {
      return false;
    }
    byKey.put(key, account);
    players.put(account.playerId(), account);
    return true;
  }
}
