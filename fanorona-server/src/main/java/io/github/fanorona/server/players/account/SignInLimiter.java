package io.github.fanorona.server.players.account;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Limits sign-in attempts with token buckets: one per account name (its {@link AccountName#key()
 * key}, so "Ann" and "ANN" share it) against guessing one player's password from many places, one
 * per name and address against one place guessing it, and one per client address against one place
 * guessing many players' passwords. An attempt takes a token from each; a bucket refills at a
 * steady rate up to its burst. The name's bucket is kept whether or not the name has an account, so
 * a refusal says nothing about which names exist.
 *
 * <p>The name's own bucket never locks its owner out: an address that has not tried the name lately
 * (its bucket for the name full) may try once even when the name's bucket is empty. Five wrong
 * passwords from one address leave that address waiting, not the owner on another; a guesser with
 * many addresses gets one guess per address and refill time, no more.
 *
 * <p>Memory is bounded: each map keeps at most {@link Limits#tracked()} buckets and forgets the one
 * used longest ago. A forgotten bucket starts full again; the longest unused is the one most likely
 * to have refilled already, and a flood of other names that pushes a name out also empties the
 * flooding addresses' own buckets.
 *
 * <pre>{@code
 * SignInLimiter limiter = new SignInLimiter(SignInLimiter.Limits.CLUB, InstantSource.system());
 * limiter.acquire("ann", "10.0.0.1");   // returns: an attempt is allowed
 * }</pre>
 */
public final class SignInLimiter {
  /**
   * The buckets' sizes and rates, and how many buckets are kept.
   *
   * <pre>{@code SignInLimiter.Limits.CLUB.perName()   // 5}</pre>
   *
   * @param perName the attempts a name may have at once
   * @param nameRefill the time in which a name regains one attempt
   * @param perAddress the attempts an address may have at once
   * @param addressRefill the time in which an address regains one attempt
   * @param tracked the most names, and the most addresses, kept
   */
  public record Limits(
      int perName, Duration nameRefill, int perAddress, Duration addressRefill, int tracked) {
    /**
     * The club's limits: 5 attempts a name, then one a minute; 20 an address, then one every 6
     * seconds; 10,000 of each kept (a bucket is two numbers and a key of at most 80 characters).
     */
    public static final Limits CLUB =
        new Limits(5, Duration.ofMinutes(1), 20, Duration.ofSeconds(6), 10_000);

    /**
     * Checks the limits.
     *
     * <pre>
     * {@code new SignInLimiter.Limits(0, Duration.ofMinutes(1), 1, Duration.ofSeconds(1), 1)   // throws IllegalArgumentException}
     * </pre>
     *
     * @param perName the attempts a name may have at once
     * @param nameRefill the time in which a name regains one attempt
     * @param perAddress the attempts an address may have at once
     * @param addressRefill the time in which an address regains one attempt
     * @param tracked the most names, and the most addresses, kept
     * @throws IllegalArgumentException if a number is below 1 or a time is not positive
     */
    public Limits {
      if (perName < 1 || perAddress < 1 || tracked < 1) {
        throw new IllegalArgumentException("a burst and the number kept are at least 1");
      }
      if (nameRefill.isNegative()
          || nameRefill.isZero()
          || addressRefill.isNegative()
          || addressRefill.isZero()) {
        throw new IllegalArgumentException("a refill time is above zero");
      }
    }
  }

  /** A bucket: the tokens it had when it was last used. */
  private static final class Bucket {
    double tokens;
    Instant at;

    Bucket(double tokens, Instant at) {
      this.tokens = tokens;
      this.at = at;
    }

    /** Refills the bucket up to now; returns the tokens it holds. */
    double refill(Instant now, int burst, Duration refill) {
      if (now.isAfter(at)) {
        double gained = (double) Duration.between(at, now).toNanos() / refill.toNanos();
        tokens = Math.min(burst, tokens + gained);
        at = now;
      }
      return tokens;
    }

    /** How long until the bucket holds a whole token. */
    Duration wait(Duration refill) {
      double missing = 1 - tokens;
      return Duration.ofNanos((long) Math.ceil(missing * refill.toNanos()));
    }
  }

  private final Limits limits;
  private final InstantSource time;
  private final Map<String, Bucket> names;
  private final Map<String, Bucket> pairs;
  private final Map<String, Bucket> addresses;

  /**
   * Creates a limiter.
   *
   * <pre>{@code new SignInLimiter(SignInLimiter.Limits.CLUB, InstantSource.system())}</pre>
   *
   * @param limits the buckets' sizes and rates
   * @param time the server's clock (a test's fixed or stepped one)
   */
  public SignInLimiter(Limits limits, InstantSource time) {
    this.limits = limits;
    this.time = time;
    this.names = bounded(limits.tracked());
    this.pairs = bounded(limits.tracked());
    this.addresses = bounded(limits.tracked());
  }

  private static Map<String, Bucket> bounded(int max) {
    return new LinkedHashMap<>(16, 0.75f, true) {
      private static final long serialVersionUID = 1L;

      @Override
      protected boolean removeEldestEntry(Map.Entry<String, Bucket> eldest) {
        return size() > max;
      }
    };
  }

  /**
   * Takes one attempt from the name's and the address's buckets, or refuses with the time to wait.
   * A refused attempt takes nothing.
   *
   * <pre>{@code limiter.acquire("ann", "10.0.0.1")   // the sixth at once throws AccountException}
   * </pre>
   *
   * @param nameKey the name's key ({@link AccountName#key()}), or the name as typed if it is not a
   *     valid name
   * @param address the client's address
   * @throws AccountException of kind {@link AccountException.Kind#RATE_LIMITED}, the same for a
   *     name with an account and one without
   */
  public synchronized void acquire(String nameKey, String address) {
    Instant now = time.instant();
    Bucket name = bucket(names, nameKey, limits.perName(), now);
    Bucket pair = bucket(pairs, pairKey(nameKey, address), limits.perName(), now);
    Bucket from = bucket(addresses, address, limits.perAddress(), now);
    double pairTokens = pair.refill(now, limits.perName(), limits.nameRefill());
    boolean fresh = pairTokens >= limits.perName();
    // an address new to the name passes an emptied name's bucket: the owner is not locked out
    boolean nameOk = name.refill(now, limits.perName(), limits.nameRefill()) >= 1 || fresh;
    boolean pairOk = pairTokens >= 1;
    boolean fromOk = from.refill(now, limits.perAddress(), limits.addressRefill()) >= 1;
    if (!nameOk || !pairOk || !fromOk) {
      Duration wait = Duration.ZERO;
      if (!nameOk) {
        wait = name.wait(limits.nameRefill());
      }
      if (!pairOk && pair.wait(limits.nameRefill()).compareTo(wait) > 0) {
        wait = pair.wait(limits.nameRefill());
      }
      if (!fromOk && from.wait(limits.addressRefill()).compareTo(wait) > 0) {
        wait = from.wait(limits.addressRefill());
      }
      long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
      throw AccountException.at(
          AccountException.Kind.RATE_LIMITED,
          "account.rate_limited",
          0,
          Duration.ofSeconds(seconds),
          "seconds",
          seconds);
    }
    name.tokens = Math.max(0, name.tokens - 1);
    pair.tokens -= 1;
    from.tokens -= 1;
  }

  /** One key for a name tried from an address (each cut as a bucket's key is). */
  private static String pairKey(String nameKey, String address) {
    String n = nameKey.length() > 80 ? nameKey.substring(0, 80) : nameKey;
    String a = address.length() > 60 ? address.substring(0, 60) : address;
    return a + "\u0000" + n;
  }

  private static Bucket bucket(Map<String, Bucket> map, String key, int burst, Instant now) {
    // a key is cut so that a long one costs no more memory than a short one
    String k = key.length() > 160 ? key.substring(0, 160) : key;
    return map.computeIfAbsent(k, x -> new Bucket(burst, now));
  }

  /** The number of buckets kept, names and addresses together; for the memory bound's test. */
  synchronized int tracked() {
    return names.size() + pairs.size() + addresses.size();
  }
}
