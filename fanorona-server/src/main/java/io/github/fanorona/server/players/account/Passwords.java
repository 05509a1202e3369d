package io.github.fanorona.server.players.account;

import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * Password hashing with Argon2id (RFC 9106) by Bouncy Castle, stored as a PHC string such as {@code
 * $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>} (the salt and hash in Base64 without padding). The
 * club's parameters are OWASP's first Argon2id choice: 19 MiB of memory ({@value #MEMORY_KIB} KiB),
 * {@value #ITERATIONS} passes, parallelism {@value #PARALLELISM}, a 16-byte random salt and a
 * 32-byte hash: each guess against a stolen table costs an attacker 19 MiB of memory and two passes
 * over it, while a sign-in costs the site one such computation.
 *
 * <p>A stored hash carries its own parameters, so hashes made with other parameters still verify;
 * {@link #needsRehash} tells a sign-in to store a fresh one. A stored hash whose parameters exceed
 * {@link #MAX_MEMORY_KIB}, {@link #MAX_ITERATIONS} or {@link #MAX_PARALLELISM} is refused rather
 * than run, so a forged row cannot make the site spend gigabytes.
 *
 * <pre>{@code
 * Passwords passwords = new Passwords();
 * String phc = passwords.hash(Password.of("correct horse"));
 * phc.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")             // true
 * passwords.verify(Password.of("correct horse"), phc)           // true
 * passwords.verify(Password.of("wrong horse!"), phc)            // false
 * }</pre>
 */
public final class Passwords {
  /** The memory cost, in KiB: 19 MiB, OWASP's Argon2id choice. */
  public static final int MEMORY_KIB = 19_456;

  /** The number of passes over the memory. */
  public static final int ITERATIONS = 2;

  /** The number of lanes. */
  public static final int PARALLELISM = 1;

  /** The length of a new salt, in bytes. */
  public static final int SALT_BYTES = 16;

  /** The length of a new hash, in bytes. */
  public static final int HASH_BYTES = 32;

  /**
   * The most memory a stored hash may ask for: 64 MiB, the reference vectors' largest cheap one.
   */
  public static final int MAX_MEMORY_KIB = 65_536;

  /** The most passes a stored hash may ask for. */
  public static final int MAX_ITERATIONS = 10;

  /** The most lanes a stored hash may ask for. */
  public static final int MAX_PARALLELISM = 4;

  private static final Pattern PHC =
      Pattern.compile(
          "\\$argon2id\\$v=19\\$m=([0-9]{1,8}),t=([0-9]{1,3}),p=([0-9]{1,2})"
              + "\\$([A-Za-z0-9+/]{11,88})\\$([A-Za-z0-9+/]{22,88})");

  private final SecureRandom random = new SecureRandom();

  /** How many Argon2id computations this hasher has run; for the tests of equal work. */
  private final java.util.concurrent.atomic.AtomicLong computed =
      new java.util.concurrent.atomic.AtomicLong();

  /**
   * Creates a hasher with the club's parameters.
   *
   * <pre>{@code new Passwords().hash(Password.of("correct horse")).length()   // 97}</pre>
   */
  public Passwords() {}

  /**
   * Hashes a password with a new random salt.
   *
   * <pre>
   * {@code new Passwords().hash(Password.of("correct horse")).startsWith("$argon2id$")   // true}
   * </pre>
   *
   * @param password the password
   * @return the PHC string to store
   */
  public String hash(Password password) {
    byte[] salt = new byte[SALT_BYTES];
    random.nextBytes(salt);
    byte[] out = argon2(password, salt, MEMORY_KIB, ITERATIONS, PARALLELISM, HASH_BYTES);
    Base64.Encoder b64 = Base64.getEncoder().withoutPadding();
    return "$argon2id$v=19$m="
        + MEMORY_KIB
        + ",t="
        + ITERATIONS
        + ",p="
        + PARALLELISM
        + "$"
        + b64.encodeToString(salt)
        + "$"
        + b64.encodeToString(out);
  }

  /**
   * Checks a password against a stored hash, comparing the two hashes in constant time.
   *
   * <pre>{@code
   * new Passwords().verify(Password.of("password"),
   *     "$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4")   // true
   * }</pre>
   *
   * @param password the password typed
   * @param phc the stored PHC string
   * @return true if the password is the one hashed
   * @throws IllegalArgumentException if the stored string is not an Argon2id PHC string of version
   *     19 or asks for more than the maximum memory, passes or lanes (a stored hash is the site's
   *     own data: a bad one is the site's fault, not the user's)
   */
  public boolean verify(Password password, String phc) {
    Stored s = parse(phc);
    byte[] actual = argon2(password, s.salt, s.memory, s.iterations, s.parallelism, s.hash.length);
    return MessageDigest.isEqual(actual, s.hash);
  }

  /**
   * Returns whether a stored hash was made with other parameters than the club's, so that a
   * successful sign-in should store a new hash of the same password.
   *
   * <pre>{@code
   * new Passwords().needsRehash(
   *     "$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4")   // true
   * }</pre>
   *
   * @param phc the stored PHC string
   * @return true if its parameters are not the club's
   * @throws IllegalArgumentException as {@link #verify} does
   */
  public boolean needsRehash(String phc) {
    Stored s = parse(phc);
    return s.memory != MEMORY_KIB
        || s.iterations != ITERATIONS
        || s.parallelism != PARALLELISM
        || s.salt.length != SALT_BYTES
        || s.hash.length != HASH_BYTES;
  }

  /** A stored hash, taken apart. */
  private static final class Stored {
    final int memory;
    final int iterations;
    final int parallelism;
    final byte[] salt;
    final byte[] hash;

    Stored(int memory, int iterations, int parallelism, byte[] salt, byte[] hash) {
      this.memory = memory;
      this.iterations = iterations;
      this.parallelism = parallelism;
      this.salt = salt;
      this.hash = hash;
    }
  }

  /** The number of Argon2id computations run so far. */
  long computed() {
    return computed.get();
  }

  private static Stored parse(String phc) {
    Matcher m = PHC.matcher(phc);
    if (!m.matches()) {
      throw new IllegalArgumentException(
          "a stored password hash is $argon2id$v=19$m=…,t=…,p=…$salt$hash in unpadded Base64");
    }
    int memory = Integer.parseInt(m.group(1));
    int iterations = Integer.parseInt(m.group(2));
    int parallelism = Integer.parseInt(m.group(3));
    if (iterations < 1 || iterations > MAX_ITERATIONS) {
      throw new IllegalArgumentException(
          "a stored password hash has 1 to " + MAX_ITERATIONS + " passes, not " + iterations);
    }
    if (parallelism < 1 || parallelism > MAX_PARALLELISM) {
      throw new IllegalArgumentException(
          "a stored password hash has 1 to " + MAX_PARALLELISM + " lanes, not " + parallelism);
    }
    // RFC 9106: at least 8 KiB per lane
    if (memory < 8 * parallelism || memory > MAX_MEMORY_KIB) {
      throw new IllegalArgumentException(
          "a stored password hash uses 8 KiB a lane up to "
              + MAX_MEMORY_KIB
              + " KiB, not "
              + memory);
    }
    Base64.Decoder b64 = Base64.getDecoder();
    byte[] salt;
    byte[] hash;
    try {
      salt = b64.decode(m.group(4));
      hash = b64.decode(m.group(5));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("a stored password hash has a bad Base64 salt or hash", e);
    }
    if (salt.length < 8 || hash.length < 16) {
      throw new IllegalArgumentException(
          "a stored password hash has a salt of 8 bytes or more and a hash of 16 or more");
    }
    return new Stored(memory, iterations, parallelism, salt, hash);
  }

  private byte[] argon2(
      Password password, byte[] salt, int memory, int iterations, int parallelism, int length) {
    Argon2Parameters params =
        new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
            .withVersion(Argon2Parameters.ARGON2_VERSION_13)
            .withSalt(salt)
            .withMemoryAsKB(memory)
            .withIterations(iterations)
            .withParallelism(parallelism)
            .build();
    computed.incrementAndGet();
    Argon2BytesGenerator generator = new Argon2BytesGenerator();
    generator.init(params);
    byte[] out = new byte[length];
    byte[] bytes = password.bytes();
    try {
      generator.generateBytes(bytes, out);
    } finally {
      java.util.Arrays.fill(bytes, (byte) 0);
    }
    return out;
  }
}
