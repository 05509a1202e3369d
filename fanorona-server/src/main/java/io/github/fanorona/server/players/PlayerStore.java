package io.github.fanorona.server.players;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * Where the players are kept: each player (a guest made by a browser, or an account's player), the
 * sessions that open it (by the SHA-256 of their secret: a stolen database holds no cookie), and
 * the accounts. The club's database ({@link SqlPlayerStore}) keeps all of it; {@link
 * MemoryPlayerStore} keeps the accounts only, for a site without a database, whose players live in
 * {@link Players}' memory.
 *
 * <pre>{@code
 * String id = store.join("Indri 482", Players.secretHash(secret));
 * store.bySecret(Players.secretHash(secret)).map(Player::id)   // Optional[id]
 * }</pre>
 */
public interface PlayerStore {
  /**
   * Writes a new player.
   *
   * <pre>{@code store.join("Indri 482", hash)   // "5f0c…" (the player's id)}</pre>
   *
   * @param name its display name
   * @param secretHash the SHA-256 of its session's secret ({@link Players#secretHash})
   * @return the player's id
   */
  String join(String name, String secretHash);

  /**
   * Returns the player a session opens: a guest's own secret, or a signed-in session.
   *
   * <pre>{@code store.bySecret(Players.secretHash("forged"))   // Optional.empty}</pre>
   *
   * @param secretHash the SHA-256 of the cookie's secret
   * @return the player, empty if no session has that hash (or none is kept)
   */
  Optional<Player> bySecret(String secretHash);

  /**
   * Returns a player's name.
   *
   * <pre>{@code store.name(id)   // Optional[Indri 482]}</pre>
   *
   * @param playerId the player's id
   * @return the name, empty for an unknown player (or none kept)
   */
  Optional<String> name(String playerId);

  /**
   * Writes a new signed-in session of a player.
   *
   * <pre>{@code store.signedIn(ann.id(), Players.secretHash(secret))}</pre>
   *
   * @param playerId the player
   * @param secretHash the SHA-256 of the new cookie's secret
   */
  void signedIn(String playerId, String secretHash);

  /**
   * Ends a session, a signed-in one or a guest's own: its secret opens nothing after this.
   *
   * <pre>{@code store.signedOut(Players.secretHash(secret))}</pre>
   *
   * @param secretHash the SHA-256 of the cookie's secret
   */
  void signedOut(String secretHash);

  /**
   * Ends every signed-in session of a player, on each device it signed in on, and tells every
   * server on the same database as {@link #signedOut} does (a store of one server keeps none).
   *
   * <pre>{@code store.signedOutEverywhere(ann.id())}</pre>
   *
   * @param playerId the player
   */
  void signedOutEverywhere(String playerId);

  /**
   * Hears the sessions ended on every server on the same database, this one included ({@link
   * #signedOut} there), so that a server forgets at once what it held of them; an empty hash means
   * ends may have been missed (forget every session held). A store of one server hears nothing.
   *
   * <pre>{@code store.listen(hash -> forget(hash))}</pre>
   *
   * @param ended hears the SHA-256 of an ended session's secret, or ""
   */
  default void listen(Consumer<String> ended) {}

  /**
   * {@return whether other servers share this store, so that a session held in memory must be
   * checked against it on each use (a session ended elsewhere is refused at once, not when the news
   * arrives)}
   *
   * <pre>{@code new MemoryPlayerStore().shared()   // false}</pre>
   */
  default boolean shared() {
    return false;
  }

  /**
   * Writes a player's new name.
   *
   * <pre>{@code store.rename(ann.id(), "Rakoto")}</pre>
   *
   * @param playerId the player
   * @param name the new name
   */
  void rename(String playerId, String name);

  /**
   * Returns the account whose name has a key.
   *
   * <pre>{@code store.accountByKey(AccountName.of("ANN").key())   // Ann's account, if she has one}
   * </pre>
   *
   * @param key a name's key ({@code AccountName.key()})
   * @return the account, or empty
   */
  Optional<Account> accountByKey(String key);

  /**
   * Returns the account of a player.
   *
   * <pre>{@code store.accountOf(ann.id()).map(a -> a.name().shown())   // Optional[Ann]}</pre>
   *
   * @param playerId the player's id
   * @return the player's account, or empty for a guest
   */
  Optional<Account> accountOf(String playerId);

  /**
   * Adds an account unless its name's key, or its player, already has one: the one place that
   * decides a name is free, so two sign-ups of look-alike names at once leave one account.
   *
   * <pre>{@code store.addAccount(account)   // true, then false for a look-alike name}</pre>
   *
   * @param account the new account
   * @return true if it was added
   */
  boolean addAccount(Account account);
}
