package io.github.fanorona.server.players;

import io.github.fanorona.server.players.account.AccountException;
import io.github.fanorona.server.players.account.AccountName;
import io.github.fanorona.server.players.account.Password;
import io.github.fanorona.server.players.account.Passwords;
import io.github.fanorona.server.players.account.SignInLimiter;
import java.util.Optional;

/**
 * Sign-up and sign-in: the one door from a name and a password to an account. A sign-up refuses a
 * name whose key another account has ({@link AccountName}); a sign-in is limited per name and per
 * address ({@link SignInLimiter}) and answers a wrong password and an unknown name alike, with the
 * same error after the same work: for an unknown name it checks the password against a hash made at
 * start-up, so the time of the answer does not tell either.
 *
 * <pre>{@code
 * Accounts accounts = new Accounts(new MemoryPlayerStore(), new Passwords(),
 *     new SignInLimiter(SignInLimiter.Limits.CLUB, InstantSource.system()));
 * accounts.signUp("Ann", Password.of("correct horse"), "p1");
 * accounts.signIn("ANN", Password.of("correct horse"), "10.0.0.1").playerId()   // "p1"
 * accounts.signUp("аnn", Password.of("other horse"), "p2")   // throws AccountException (NAME_TAKEN)
 * }</pre>
 */
public final class Accounts {
  private static final String WRONG = "account.wrong_credentials";

  private final PlayerStore store;
  private final Passwords passwords;
  private final SignInLimiter limiter;
  private final String dummy;

  /**
   * Creates the accounts over a store; hashes one throw-away password for the unknown names.
   *
   * <pre>{@code new Accounts(new MemoryPlayerStore(), new Passwords(), limiter)}</pre>
   *
   * @param store the players' store, which keeps the accounts
   * @param passwords the hasher
   * @param limiter the sign-in limits
   */
  public Accounts(PlayerStore store, Passwords passwords, SignInLimiter limiter) {
    this.store = store;
    this.passwords = passwords;
    this.limiter = limiter;
    this.dummy = passwords.hash(Password.of("not a password of anyone"));
  }

  /**
   * Creates an account for a player: a guest who signs up keeps their player id and their games.
   *
   * <pre>
   * {@code accounts.signUp("Ann", Password.of("correct horse"), "p1").name().shown()   // "Ann"}
   * </pre>
   *
   * @param name the name as typed
   * @param password the password
   * @param playerId the player's id (the guest's, or a new one)
   * @return the new account
   * @throws AccountException {@link AccountException.Kind#BAD_NAME} if the name is not allowed,
   *     {@link AccountException.Kind#NAME_TAKEN} if it or a look-alike is another account's or the
   *     player already has an account
   */
  public Account signUp(String name, Password password, String playerId) {
    AccountName n = AccountName.of(name);
    if (store.accountByKey(n.key()).isPresent()) {
      throw taken(n);
    }
    Account a = new Account(playerId, n, passwords.hash(password));
    if (!store.addAccount(a)) {
      throw taken(n);
    }
    return a;
  }

  private static AccountException taken(AccountName n) {
    return new AccountException(
        AccountException.Kind.NAME_TAKEN, "account.name_taken", "shown", n.shown());
  }

  /**
   * Signs in: the account if the password is its own.
   *
   * <pre>
   * {@code accounts.signIn("Ann", Password.of("wrong horse"), "10.0.0.1")   // throws AccountException (WRONG_CREDENTIALS)}
   * </pre>
   *
   * @param name the name as typed (any look-alike of the account's name)
   * @param password the password typed
   * @param address the client's address, as the connection gives it
   * @return the account
   * @throws AccountException {@link AccountException.Kind#RATE_LIMITED} after too many attempts for
   *     the name or from the address; {@link AccountException.Kind#WRONG_CREDENTIALS} for a wrong
   *     password, an unknown name and a malformed one alike
   */
  public Account signIn(String name, Password password, String address) {
    Optional<AccountName> n = valid(name);
    limiter.acquire(n.map(AccountName::key).orElse(name), address);
    Optional<Account> account = n.flatMap(x -> store.accountByKey(x.key()));
    // the same work whether or not the account exists: one Argon2id verification
    boolean match = passwords.verify(password, account.map(Account::passwordHash).orElse(dummy));
    if (account.isEmpty() || !match) {
      throw new AccountException(AccountException.Kind.WRONG_CREDENTIALS, WRONG);
    }
    return account.get();
  }

  /**
   * Returns a player's account: a guest has none.
   *
   * <pre>{@code accounts.ofPlayer("p1").map(a -> a.name().shown())   // Optional[Ann]}</pre>
   *
   * @param playerId the player's id
   * @return the account, or empty
   */
  public Optional<Account> ofPlayer(String playerId) {
    return store.accountOf(playerId);
  }

  /**
   * Returns the account whose name looks like this one (the same {@link AccountName#key()}), so
   * that a guest cannot take an account's name as a display name.
   *
   * <pre>{@code accounts.named("ANN").map(Account::playerId)   // Optional[p1]}</pre>
   *
   * @param name a name as typed
   * @return the account, or empty (also for a text that is no valid account name)
   */
  public Optional<Account> named(String name) {
    return valid(name).flatMap(n -> store.accountByKey(n.key()));
  }

  private static Optional<AccountName> valid(String name) {
    try {
      return Optional.of(AccountName.of(name));
    } catch (AccountException e) {
      return Optional.empty();
    }
  }
}
