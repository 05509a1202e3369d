package io.github.fanorona.server.players.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import org.junit.jupiter.api.Test;

class SignInLimiterTest {
  /** A clock the test moves by hand. */
  public static final class Steps implements InstantSource {
    Instant now = Instant.parse("2026-12-02T23:00:00Z");

    @Override
    public Instant instant() {
      return now;
    }

    /** Moves the clock on. */
    public void pass(Duration d) {
      now = now.plus(d);
    }
  }

  private static final SignInLimiter.Limits SMALL =
      new SignInLimiter.Limits(5, Duration.ofMinutes(1), 20, Duration.ofSeconds(6), 1000);

  @Test
  void aNameHasFiveAttemptsThenOneAMinuteFromEachAddress() {
    Steps time = new Steps();
    SignInLimiter limiter = new SignInLimiter(SMALL, time);
    for (int i = 0; i < 5; i++) {
      limiter.acquire("ann", "10.0.0." + i);
    }
    // the name's bucket is empty: an address new to it tries once, then waits a minute
    limiter.acquire("ann", "10.0.0.9");
    AccountException e =
        assertThrows(AccountException.class, () -> limiter.acquire("ann", "10.0.0.9"));
    assertEquals(AccountException.Kind.RATE_LIMITED, e.kind());
    assertEquals(429, e.status());
    assertEquals(Duration.ofSeconds(60), e.retryAfter());
    time.pass(Duration.ofSeconds(59));
    assertThrows(AccountException.class, () -> limiter.acquire("ann", "10.0.0.9"));
    time.pass(Duration.ofSeconds(1));
    limiter.acquire("ann", "10.0.0.9");
    assertThrows(AccountException.class, () -> limiter.acquire("ann", "10.0.0.9"));
    // another name is not touched
    limiter.acquire("bob", "10.0.0.9");
  }

  /**
   * Five wrong passwords from one address, then one a minute from it, do not keep the name's owner
   * out: the right password from another address is tried (issue 42).
   */
  @Test
  void oneAddressGuessingDoesNotLockTheOwnerOut() {
    Steps time = new Steps();
    SignInLimiter limiter = new SignInLimiter(SMALL, time);
    for (int i = 0; i < 5; i++) {
      limiter.acquire("ann", "10.6.6.6");
    }
    assertThrows(AccountException.class, () -> limiter.acquire("ann", "10.6.6.6"));
    // the owner, elsewhere, is let in to try
    limiter.acquire("ann", "192.0.2.7");
    for (int minute = 0; minute < 3; minute++) {
      time.pass(Duration.ofSeconds(60));
      // the guesser's one guess a minute
      limiter.acquire("ann", "10.6.6.6");
      assertThrows(AccountException.class, () -> limiter.acquire("ann", "10.6.6.6"));
      // and the owner's attempt from a phone's new address
      limiter.acquire("ann", "198.51.100." + minute);
    }
  }

  @Test
  void anAddressHasTwentyAttemptsAcrossNames() {
    Steps time = new Steps();
    SignInLimiter limiter = new SignInLimiter(SMALL, time);
    for (int i = 0; i < 20; i++) {
      limiter.acquire("name" + i, "10.0.0.1");
    }
    AccountException e =
        assertThrows(AccountException.class, () -> limiter.acquire("fresh", "10.0.0.1"));
    assertEquals(Duration.ofSeconds(6), e.retryAfter());
    // the refused attempt took nothing from the name's bucket: "fresh" still has five elsewhere
    for (int i = 0; i < 5; i++) {
      limiter.acquire("fresh", "10.0.1." + i);
    }
    time.pass(Duration.ofSeconds(6));
    limiter.acquire("other", "10.0.0.1");
  }

  /** A flood of names from many addresses keeps at most the configured number of buckets. */
  @Test
  void memoryIsBounded() {
    Steps time = new Steps();
    SignInLimiter limiter = new SignInLimiter(SMALL, time);
    for (int i = 0; i < 50_000; i++) {
      limiter.acquire("n" + i, "a" + i);
    }
    assertTrue(limiter.tracked() <= 3000, "kept " + limiter.tracked());
    // a long key costs no more than a short one
    limiter.acquire("x".repeat(100_000), "y".repeat(100_000));
    assertTrue(limiter.tracked() <= 3000);
  }

  @Test
  void badLimitsAreRefused() {
    assertThrows(
        IllegalArgumentException.class,
        () -> new SignInLimiter.Limits(0, Duration.ofMinutes(1), 1, Duration.ofSeconds(1), 1));
    assertThrows(
        IllegalArgumentException.class,
        () -> new SignInLimiter.Limits(1, Duration.ZERO, 1, Duration.ofSeconds(1), 1));
    assertEquals(5, SignInLimiter.Limits.CLUB.perName());
  }
}
