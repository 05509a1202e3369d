package io.github.fanorona.server.players.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PasswordsTest {
  private static final Passwords PASSWORDS = new Passwords();

  /**
   * The reference implementation's published Argon2id vectors (phc-winner-argon2, src/test.c):
   * password "password", salt "somesalt", t = 2, p = 1, at 256 KiB and at 64 MiB.
   */
  @Test
  void theReferenceVectorsVerify() {
    String small =
        "$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4";
    String large =
        "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc";
    assertTrue(PASSWORDS.verify(Password.of("password"), small));
    assertTrue(PASSWORDS.verify(Password.of("password"), large));
    assertFalse(PASSWORDS.verify(Password.of("passwore"), small));
    assertFalse(PASSWORDS.verify(Password.of("Password"), large));
    assertTrue(PASSWORDS.needsRehash(small));
  }

  @Test
  void aHashIsAPhcStringWithTheClubsParametersAndAFreshSalt() {
    Password p = Password.of("correct horse battery");
    String a = PASSWORDS.hash(p);
    String b = PASSWORDS.hash(p);
    assertTrue(
        a.matches("\\$argon2id\\$v=19\\$m=19456,t=2,p=1\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}"),
        a);
    assertEquals(97, a.length());
    assertNotEquals(a, b);
    assertTrue(PASSWORDS.verify(p, a));
    assertTrue(PASSWORDS.verify(p, b));
    assertFalse(PASSWORDS.verify(Password.of("correct horse batterx"), a));
    assertFalse(PASSWORDS.needsRehash(a));
    // the hash shows nothing of the password
    assertFalse(a.contains("horse"));
  }

  /** "é" typed as one character or as "e" and a combining accent is one password. */
  @Test
  void aPasswordIsNormalised() {
    String composed = PASSWORDS.hash(Password.of("café crème"));
    assertTrue(PASSWORDS.verify(Password.of("cafe\u0301 cre\u0300me"), composed));
    assertEquals(Password.of("café crème"), Password.of("cafe\u0301 cre\u0300me"));
  }

  /** The attack: a 1 MB password is refused before it is hashed. */
  @Test
  void aPasswordOfOneMegabyteIsRefusedWithoutHashing() {
    long before = PASSWORDS.computed();
    String huge = "x".repeat(1 << 20);
    AccountException e = assertThrows(AccountException.class, () -> Password.of(huge));
    assertEquals(AccountException.Kind.BAD_PASSWORD, e.kind());
    assertEquals(400, e.status());
    assertTrue(e.getMessage().contains("at most 1024 bytes"), e.getMessage());
    assertFalse(e.getMessage().contains("xxxxxxxx"), "the message never quotes the password");
    assertEquals(before, PASSWORDS.computed());
    // the bound is in bytes of UTF-8: 1,024 pass, 1,025 do not, whatever the characters
    Password.of("y".repeat(1024));
    assertThrows(AccountException.class, () -> Password.of("y".repeat(1025)));
    Password.of("é".repeat(512));
    assertThrows(AccountException.class, () -> Password.of("é".repeat(512) + "y"));
    Password.of("€".repeat(341) + "y");
    Password.of("😀".repeat(256));
    assertThrows(AccountException.class, () -> Password.of("😀".repeat(256) + "y"));
  }

  @Test
  void shortAndBrokenPasswordsAreRefused() {
    assertEquals(
        AccountException.Kind.BAD_PASSWORD,
        assertThrows(AccountException.class, () -> Password.of("1234567")).kind());
    Password.of("12345678");
    // eight characters, whatever their bytes
    assertThrows(AccountException.class, () -> Password.of("😀".repeat(7)));
    Password.of("😀".repeat(8));
    AccountException lone =
        assertThrows(AccountException.class, () -> Password.of("abcdefgh\ud800"));
    assertTrue(lone.getMessage().contains("character 9"), lone.getMessage());
  }

  @Test
  void aPasswordIsNeverShown() {
    Password p = Password.of("correct horse battery");
    assertEquals("Password[hidden]", p.toString());
    assertEquals("Password[hidden]", String.valueOf(p));
    assertEquals(
        "Account[p1, Ann]",
        new io.github.fanorona.server.players.Account(
                "p1", AccountName.of("Ann"), PASSWORDS.hash(p))
            .toString());
  }

  /** A stored hash that is malformed or asks for too much is refused, never run. */
  @Test
  void aBadOrCostlyStoredHashIsRefused() {
    Password p = Password.of("password");
    String[] bad = {
      "",
      "plain text",
      "$argon2i$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4",
      "$argon2id$v=16$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4",
      "$argon2id$v=19$m=4194304,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4",
      "$argon2id$v=19$m=256,t=999,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4",
      "$argon2id$v=19$m=256,t=0,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4",
      "$argon2id$v=19$m=256,t=2,p=64$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4",
      "$argon2id$v=19$m=4,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4",
      "$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4=",
      "$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi",
    };
    long before = PASSWORDS.computed();
    for (String phc : bad) {
      assertThrows(IllegalArgumentException.class, () -> PASSWORDS.verify(p, phc), phc);
    }
    assertEquals(before, PASSWORDS.computed());
  }
}
