package io.github.fanorona.server.players.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class AccountNameTest {
  /** Names that look the same, or differ only in case, accent or separators: one key each pair. */
  @ParameterizedTest(name = "{0} ~ {1}")
  @CsvSource({
    "Ann, ann",
    "ANN, ann",
    "ａｎｎ, ann",
    "аnn, ann", // Cyrillic а
    "ΑΝΝ, ann", // Greek capitals fold to α, ν: α→a; the Greek Ν looks like N
    "Hélène, helene",
    "He\u0301le\u0300ne, helene",
    "ann.b, annb",
    "ann_b, ann-b",
    "AIice, alice",
    "RIVO, rivo", // a capital I folds to i and looks like l: all three are one letter
    "IVY, ivy",
    "Rіvo, rivo", // Cyrillic і
    "a1ice, alice",
    "b0b, bob",
    "rnary, mary",
    "vvill, will",
    "Straße, strasse",
    "ſam, sam",
    "раураl, paypal", // Cyrillic р, а, у, а
    "Rakotо, rakoto", // a Cyrillic о at the end
  })
  void lookAlikesShareAKey(String a, String b) {
    assertEquals(AccountName.of(b).key(), AccountName.of(a).key(), a + " and " + b);
  }

  @ParameterizedTest(name = "{0} !~ {1}")
  @CsvSource({"ann, anne", "alice, alicia", "Rabe, Rabé2", "bob, bobo", "mary, many"})
  void differentNamesKeepDifferentKeys(String a, String b) {
    assertNotEquals(AccountName.of(a).key(), AccountName.of(b).key());
  }

  /**
   * Seeded random names: changing case, inserting separators or Cyrillic look-alikes keeps the key.
   */
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 99, 31337})
  void randomDisguisesKeepTheKey(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    String letters = "abcdeghiknopstuwxyz";
    String cyrillic = "аbсdеghікnорstuwхуz";
    for (int k = 0; k < 300; k++) {
      int n = 3 + r.nextInt(10);
      StringBuilder plain = new StringBuilder();
      StringBuilder disguised = new StringBuilder();
      for (int i = 0; i < n; i++) {
        int j = r.nextInt(letters.length());
        char c = letters.charAt(j);
        plain.append(c);
        char d = r.nextBoolean() ? cyrillic.charAt(j) : c;
        disguised.append(r.nextBoolean() ? Character.toUpperCase(d) : d);
        if (i > 0 && i < n - 1 && r.nextInt(5) == 0) {
          disguised.append("-_.".charAt(r.nextInt(3)));
        }
      }
      String where = "seed " + seed + ": " + plain + " / " + disguised;
      assertEquals(
          AccountName.of(plain.toString()).key(),
          AccountName.of(disguised.toString()).key(),
          where);
    }
  }

  @Test
  void aBadNameSaysWhereAndWhatIsAllowed() {
    AccountException e = assertThrows(AccountException.class, () -> AccountName.of("ann!"));
    assertEquals(AccountException.Kind.BAD_NAME, e.kind());
    assertEquals(4, e.column());
    assertTrue(e.getMessage().startsWith("column 4: '!' is not allowed"), e.getMessage());
    assertTrue(e.getMessage().contains("letters, digits 0-9"), e.getMessage());
    assertEquals(1, assertThrows(AccountException.class, () -> AccountName.of("1ann")).column());
    assertEquals(1, assertThrows(AccountException.class, () -> AccountName.of("_ann")).column());
    assertEquals(5, assertThrows(AccountException.class, () -> AccountName.of("ann._b")).column());
    assertEquals(4, assertThrows(AccountException.class, () -> AccountName.of("ann-")).column());
    AccountException space = assertThrows(AccountException.class, () -> AccountName.of("an n"));
    assertTrue(space.getMessage().contains("U+0020"), space.getMessage());
    // invisible characters: a zero-width joiner, a right-to-left override, a control
    for (String s : List.of("an\u200dn", "an\u202en", "an\u0000n", "an\u0007n")) {
      AccountException x = assertThrows(AccountException.class, () -> AccountName.of(s));
      assertEquals(3, x.column(), s);
      assertTrue(x.getMessage().matches("column 3: U\\+[0-9A-F]{4} .*"), x.getMessage());
    }
    assertThrows(AccountException.class, () -> AccountName.of("ab"));
    assertThrows(AccountException.class, () -> AccountName.of(""));
    assertThrows(AccountException.class, () -> AccountName.of("a".repeat(21)));
    assertThrows(AccountException.class, () -> AccountName.of("a".repeat(1 << 20)));
    assertEquals("a".repeat(20), AccountName.of("a".repeat(20)).shown());
  }

  @Test
  void lettersOfAnyScriptAndDigitsAreAllowed() {
    assertEquals("Rakotomalala", AccountName.of("Rakotomalala").shown());
    assertEquals("Hélène", AccountName.of("He\u0301le\u0300ne").shown());
    assertEquals("Ναταλία", AccountName.of("Ναταλία").shown());
    assertEquals("李小龍", AccountName.of("李小龍").shown());
    assertEquals("ann.b-2_c", AccountName.of("ann.b-2_c").shown());
    assertEquals(AccountName.of("Ann"), AccountName.of("Ann"));
    assertNotEquals(AccountName.of("Ann"), AccountName.of("ann"));
    assertEquals("Ann", AccountName.of("Ann").toString());
  }
}
