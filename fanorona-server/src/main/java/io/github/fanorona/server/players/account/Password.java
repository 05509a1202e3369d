package io.github.fanorona.server.players.account;

import java.nio.charset.StandardCharsets;
import java.text.Normalizer;

/**
 * A password as typed, checked and held for hashing: 8 characters or more, at most {@value
 * #MAX_BYTES} bytes of UTF-8, normalised to NFC (so that "é" typed as one character or as "e" and
 * an accent is one password). It is never shown: {@link #toString()} hides it, so a log line or an
 * exception that prints one shows nothing of it. A longer text is refused before anything is done
 * with it: the length is counted up to the limit only, and nothing is hashed.
 *
 * <pre>{@code
 * Password.of("correct horse").toString()   // "Password[hidden]"
 * Password.of("x".repeat(1_000_000))        // throws AccountException
 * }</pre>
 */
public final class Password {
  /** The fewest characters (code points) a password may have, as NIST SP 800-63B asks. */
  public static final int MIN_CHARACTERS = 8;

  /**
   * The most bytes of UTF-8 a password may have: far more than any passphrase, and small enough
   * that hashing one costs what hashing any other does.
   */
  public static final int MAX_BYTES = 1024;

  private final byte[] utf8;

  private Password(byte[] utf8) {
    this.utf8 = utf8;
  }

  /**
   * Checks and normalises a password.
   *
   * <pre>{@code Password.of("short")   // throws AccountException}</pre>
   *
   * @param text the password as typed
   * @return the password
   * @throws AccountException of kind {@link AccountException.Kind#BAD_PASSWORD} if it has fewer
   *     than 8 characters, more than 1,024 bytes of UTF-8, or a lone surrogate
   */
  public static Password of(CharSequence text) {
    // Counted before anything else and only up to the limit: a 1 MB text is refused at once.
    if (utf8Length(text, MAX_BYTES) > MAX_BYTES) {
      throw tooLong();
    }
    String nfc = Normalizer.normalize(text, Normalizer.Form.NFC);
    byte[] bytes = nfc.getBytes(StandardCharsets.UTF_8);
    if (bytes.length > MAX_BYTES) {
      throw tooLong();
    }
    if (nfc.codePointCount(0, nfc.length()) < MIN_CHARACTERS) {
      throw new AccountException(
          AccountException.Kind.BAD_PASSWORD,
          "account.bad_password.short",
          "MIN_CHARACTERS",
          MIN_CHARACTERS);
    }
    return new Password(bytes);
  }

  private static AccountException tooLong() {
    return new AccountException(
        AccountException.Kind.BAD_PASSWORD,
        "account.bad_password.long",
        "MAX_BYTES",
        MAX_BYTES,
        "MAX_BYTES2",
        MAX_BYTES);
  }

  /**
   * The UTF-8 length of a text, counted until it passes {@code limit}.
   *
   * @throws AccountException if the text has a lone surrogate (it has no UTF-8 form)
   */
  private static int utf8Length(CharSequence text, int limit) {
    int n = 0;
    for (int i = 0; i < text.length() && n <= limit; i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        n += 1;
      } else if (c < 0x800) {
        n += 2;
      } else if (Character.isHighSurrogate(c)
          && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        n += 4;
        i++;
      } else if (Character.isSurrogate(c)) {
        throw new AccountException(
            AccountException.Kind.BAD_PASSWORD, "account.bad_password.half", "value", (i + 1));
      } else {
        n += 3;
      }
    }
    return n;
  }

  /** A copy of the UTF-8 bytes, for the hash. */
  byte[] bytes() {
    return utf8.clone();
  }

  /**
   * Hides the password.
   *
   * <pre>{@code Password.of("correct horse").toString()   // "Password[hidden]"}</pre>
   *
   * @return {@code "Password[hidden]"}
   */
  @Override
  public String toString() {
    return "Password[hidden]";
  }

  /**
   * Compares two passwords in time that does not depend on where they differ.
   *
   * <pre>{@code Password.of("correct horse").equals(Password.of("correct horse"))   // true}</pre>
   *
   * @param other another object
   * @return true if it is a password with the same characters
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof Password p && java.security.MessageDigest.isEqual(utf8, p.utf8);
  }

  /**
   * Returns a hash of the length only, so that equal passwords hash alike without a hash table
   * keyed by passwords learning anything of their characters.
   *
   * <pre>{@code Password.of("correct horse").hashCode()   // 13}</pre>
   *
   * @return the length in bytes
   */
  @Override
  public int hashCode() {
    return utf8.length;
  }
}
