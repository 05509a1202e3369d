package io.github.fanorona.server.players.account;

import java.text.Normalizer;
import java.util.Locale;
import java.util.Map;

/**
 * An account's name, as players see it, and its key: two names with the same key cannot both be
 * taken, so no one can pass for another player by a name that only looks the same.
 *
 * <p><b>Allowed names.</b> 3 to 20 characters: letters of any script (with their accents), the
 * digits 0 to 9, and '-', '_' or '.' between two other characters; a name starts with a letter. The
 * name is kept in NFC, as typed otherwise.
 *
 * <p><b>The key</b> covers: compatibility forms (NFKC: full-width "ａｎｎ", ligatures "ﬁ", the long
 * s); case (a case fold: "ANN", "Ann" and "ann"; "ß" and "ss"); accents ("Hélène" and "Helene");
 * the separators ("ann.b", "ann_b", "ann-b" and "annb"); the Cyrillic, Greek and Armenian letters
 * that look like Latin ones ("аnn" with a Cyrillic а, "ΑΝΝ" in Greek capitals); the digits 0 and 1
 * for o and l, a capital I (Latin, Greek or Cyrillic) for an l ("AIice" and "alice"); "rn" for m
 * and "vv" for w. It does not cover every confusable pair of Unicode's list (TR 39): letters of
 * other scripts that look like none of Latin's are left as they are, and a few names that merely
 * resemble each other ("Ian" and "lan") collide, which refuses a name but never lets one pass for
 * another.
 *
 * <pre>{@code
 * AccountName.of("Ann_B").key()     // "annb"
 * AccountName.of("АnnB").key()      // "annb" (the first letter is Cyrillic)
 * AccountName.of("AIice").key()     // "alice"
 * AccountName.of("Hélène").shown()  // "Hélène"
 * }</pre>
 */
public final class AccountName {
  /** The fewest characters a name has. */
  public static final int MIN_LENGTH = 3;

  /** The most characters a name has. */
  public static final int MAX_LENGTH = 20;

  /** The letters, after the case fold, that look like a Latin letter or digit. */
  private static final Map<Integer, String> LOOK_ALIKES =
      Map.ofEntries(
          // Cyrillic (lower case; their capitals fold to them)
          Map.entry((int) 'а', "a"),
          Map.entry((int) 'в', "b"),
          Map.entry((int) 'е', "e"),
          Map.entry((int) 'і', "i"),
          Map.entry((int) 'ј', "j"),
          Map.entry((int) 'к', "k"),
          Map.entry((int) 'м', "m"),
          Map.entry((int) 'н', "h"),
          Map.entry((int) 'о', "o"),
          Map.entry((int) 'р', "p"),
          Map.entry((int) 'с', "c"),
          Map.entry((int) 'т', "t"),
          Map.entry((int) 'у', "y"),
          Map.entry((int) 'х', "x"),
          Map.entry((int) 'ѕ', "s"),
          Map.entry((int) 'ԁ', "d"),
          Map.entry((int) 'һ', "h"),
          Map.entry((int) 'ӏ', "l"),
          Map.entry((int) 'ԛ', "q"),
          Map.entry((int) 'ԝ', "w"),
          Map.entry((int) 'ү', "y"),
          // Greek
          Map.entry((int) 'α', "a"),
          Map.entry((int) 'β', "b"),
          Map.entry((int) 'ε', "e"),
          Map.entry((int) 'η', "h"),
          Map.entry((int) 'ι', "i"),
          Map.entry((int) 'κ', "k"),
          Map.entry((int) 'μ', "m"),
          Map.entry((int) 'ν', "v"),
          Map.entry((int) 'ο', "o"),
          Map.entry((int) 'ρ', "p"),
          Map.entry((int) 'τ', "t"),
          Map.entry((int) 'υ', "u"),
          Map.entry((int) 'χ', "x"),
          Map.entry((int) 'ζ', "z"),
          Map.entry((int) 'γ', "y"),
          // Armenian
          Map.entry((int) 'օ', "o"),
          Map.entry((int) 'ս', "u"),
          Map.entry((int) 'հ', "h"),
          // Latin letters with a stroke or another shape that NFD does not take apart
          Map.entry((int) 'ɑ', "a"),
          Map.entry((int) 'ɡ', "g"),
          Map.entry((int) 'ı', "i"),
          Map.entry((int) 'ø', "o"),
          Map.entry((int) 'đ', "d"),
          Map.entry((int) 'ł', "l"),
          // digits
          Map.entry((int) '0', "o"),
          Map.entry((int) '1', "l"));

  private final String shown;
  private final String key;

  private AccountName(String shown, String key) {
    this.shown = shown;
    this.key = key;
  }

  /**
   * Checks a name and computes its key.
   *
   * <pre>{@code AccountName.of("a b")   // throws AccountException}</pre>
   *
   * @param text the name as typed
   * @return the name
   * @throws AccountException of kind {@link AccountException.Kind#BAD_NAME}, with the column of the
   *     first character that is not allowed, if the name is not an allowed name
   */
  public static AccountName of(String text) {
    int count = text.codePointCount(0, Math.min(text.length(), 4 * MAX_LENGTH));
    if (count > MAX_LENGTH) {
      throw bad("account.bad_name.long", 0, "max", MAX_LENGTH);
    }
    int column = 0;
    int previous = -1;
    for (int i = 0; i < text.length(); ) {
      int c = text.codePointAt(i);
      column++;
      boolean separator = c == '-' || c == '_' || c == '.';
      boolean mark =
          Character.getType(c) == Character.NON_SPACING_MARK
              || Character.getType(c) == Character.COMBINING_SPACING_MARK;
      boolean ok =
          Character.isLetter(c)
              || (column > 1 && ((c >= '0' && c <= '9') || mark))
              || (separator && column > 1 && !isSeparator(previous));
      if (!ok) {
        throw column == 1
            ? bad("account.bad_name.start", column, "what", describe(c))
            : bad("account.bad_name.character", column, "what", describe(c));
      }
      previous = c;
      i += Character.charCount(c);
    }
    if (isSeparator(previous)) {
      throw bad("account.bad_name.end", column, "what", describe(previous));
    }
    String shown = Normalizer.normalize(text, Normalizer.Form.NFC);
    int length = shown.codePointCount(0, shown.length());
    if (length < MIN_LENGTH) {
      throw bad("account.bad_name.short", 0, "min", MIN_LENGTH);
    }
    return new AccountName(shown, key(shown));
  }

  private static boolean isSeparator(int c) {
    return c == '-' || c == '_' || c == '.';
  }

  private static String describe(int c) {
    if (Character.isISOControl(c) || Character.isWhitespace(c) || Character.isSpaceChar(c)) {
      return String.format(Locale.ROOT, "U+%04X (a space or a control character)", c);
    }
    if (Character.getType(c) == Character.FORMAT || Character.getType(c) == Character.SURROGATE) {
      return String.format(Locale.ROOT, "U+%04X (an invisible character)", c);
    }
    return "'" + new String(Character.toChars(c)) + "'";
  }

  private static AccountException bad(String key, int column, Object... values) {
    return AccountException.at(
        AccountException.Kind.BAD_NAME, key, column, java.time.Duration.ZERO, values);
  }

  /**
   * The key: NFKC, I for l, a case fold, no accents, look-alikes, rn and vv, no separators, and i
   * for l last: a capital I looks like a small l and folds to a small i, so the three are one
   * letter (else "RIVO" and "Rivo" would be two names).
   */
  static String key(String name) {
    String s = Normalizer.normalize(name, Normalizer.Form.NFKC);
    // a capital I looks like a small l; once folded it would be an i
    s = s.replace('I', 'l').replace('Ι', 'l').replace('І', 'l').replace('Ӏ', 'l');
    // Greek capitals whose small letters look like other Latin letters: Ν is N (ν is v), Υ is Y
    s = s.replace('Ν', 'n').replace('Υ', 'y');
    s = s.toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT);
    s = Normalizer.normalize(s, Normalizer.Form.NFD);
    StringBuilder out = new StringBuilder(s.length());
    s.codePoints()
        .forEach(
            c -> {
              int type = Character.getType(c);
              if (type == Character.NON_SPACING_MARK
                  || type == Character.COMBINING_SPACING_MARK
                  || type == Character.ENCLOSING_MARK
                  || isSeparator(c)) {
                return;
              }
              String alike = LOOK_ALIKES.get(c);
              if (alike != null) {
                out.append(alike);
              } else {
                out.appendCodePoint(c);
              }
            });
    return out.toString().replace("rn", "m").replace("vv", "w").replace('i', 'l');
  }

  /**
   * Returns the name as players see it (NFC).
   *
   * <pre>{@code AccountName.of("Ann_B").shown()   // "Ann_B"}</pre>
   *
   * @return the name
   */
  public String shown() {
    return shown;
  }

  /**
   * Returns the key that two look-alike names share, the one a store keeps unique.
   *
   * <pre>{@code AccountName.of("ANN").key()   // "ann"}</pre>
   *
   * @return the key
   */
  public String key() {
    return key;
  }

  /**
   * Returns the name as players see it.
   *
   * <pre>{@code AccountName.of("Ann").toString()   // "Ann"}</pre>
   *
   * @return {@link #shown()}
   */
  @Override
  public String toString() {
    return shown;
  }

  /**
   * Names are equal when they are shown alike; names that only collide ({@link #key()}) are not.
   *
   * <pre>{@code AccountName.of("Ann").equals(AccountName.of("ann"))   // false}</pre>
   *
   * @param other another object
   * @return true if it is a name shown the same way
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof AccountName n && n.shown.equals(shown);
  }

  /**
   * Returns the shown name's hash.
   *
   * <pre>{@code AccountName.of("Ann").hashCode() == "Ann".hashCode()   // true}</pre>
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    return shown.hashCode();
  }
}
