package io.github.fanorona.server.players.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.players.Account;
import io.github.fanorona.server.players.Accounts;
import io.github.fanorona.server.players.MemoryPlayerStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class AccountsTest {
  private final Passwords passwords = new Passwords();
  private final SignInLimiterTest.Steps time = new SignInLimiterTest.Steps();
  private final MemoryPlayerStore store = new MemoryPlayerStore();
  private final Accounts accounts =
      new Accounts(store, passwords, new SignInLimiter(SignInLimiter.Limits.CLUB, time));

  @Test
  void aGuestSignsUpKeepsTheirIdAndSignsInByAnyLookAlike() {
    Account a = accounts.signUp("Ann_B", Password.of("correct horse"), "guest-17");
    assertEquals("guest-17", a.playerId());
    assertEquals("Ann_B", a.name().shown());
    assertTrue(store.accountByKey("annb").isPresent());
    assertEquals(a, accounts.signIn("Ann_B", Password.of("correct horse"), "10.0.0.1"));
    assertEquals(a, accounts.signIn("ANN.B", Password.of("correct horse"), "10.0.0.1"));
  }

  /** The attack: a name already taken in another case or with look-alike characters. */
  @Test
  void aLookAlikeOfATakenNameIsRefused() {
    accounts.signUp("Ann", Password.of("correct horse"), "p1");
    for (String n : List.of("ann", "ANN", "аnn", "Αnn", "ａｎｎ", "A.nn")) {
      AccountException e =
          assertThrows(
              AccountException.class,
              () -> accounts.signUp(n, Password.of("other horse"), "p-" + n.hashCode()));
      assertEquals(AccountException.Kind.NAME_TAKEN, e.kind(), n);
      assertEquals(409, e.status());
    }
    // one account a player
    assertEquals(
        AccountException.Kind.NAME_TAKEN,
        assertThrows(
                AccountException.class,
                () -> accounts.signUp("Bob", Password.of("other horse"), "p1"))
            .kind());
  }

  /**
   * The attack: a sign-in flood. An unknown name, a known name with a wrong password and a
   * malformed name get the same answers, and each attempt that is not limited costs one Argon2id
   * run whether or not the name exists.
   */
  @Test
  void aFloodCannotTellWhichNamesExist() {
    accounts.signUp("Ann", Password.of("correct horse"), "p1");
    List<String> known = answers("Ann");
    List<String> unknown = answers("Zoe");
    List<String> malformed = answers("no such name!");
    assertEquals(known, unknown);
    assertEquals(known, malformed);
    assertEquals(7, known.size());
    assertEquals(
        List.of(
            "WRONG_CREDENTIALS the name or the password is wrong",
            "WRONG_CREDENTIALS the name or the password is wrong",
            "WRONG_CREDENTIALS the name or the password is wrong",
            "WRONG_CREDENTIALS the name or the password is wrong",
            "WRONG_CREDENTIALS the name or the password is wrong",
            "RATE_LIMITED too many sign-in attempts; try again in 60 s",
            "RATE_LIMITED too many sign-in attempts; try again in 60 s"),
        known);
    // Ann can sign in again a minute later: the flood on her name is over
    time.pass(Duration.ofMinutes(1));
    assertEquals("p1", accounts.signIn("ann", Password.of("correct horse"), "10.9.9.9").playerId());
  }

  /** Seven attempts on a name from one address: the answers, and the Argon2id runs each cost. */
  private List<String> answers(String name) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < 7; i++) {
      long before = passwords.computed();
      try {
        accounts.signIn(name, Password.of("wrong horse"), "10.0." + name.length() + ".1");
        out.add("SIGNED IN");
      } catch (AccountException e) {
        out.add(e.kind() + " " + e.getMessage());
        long runs = passwords.computed() - before;
        assertEquals(e.kind() == AccountException.Kind.RATE_LIMITED ? 0 : 1, runs, name + " " + i);
      }
    }
    return out;
  }
}
