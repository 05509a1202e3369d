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
  void aNameHasFiveAttemptsThenOneAMinute() {
    Steps time = new Steps();
    SignInLimiter limiter = new SignInLimiter(SMALL, time);
    for (int i = 0; i < 5; i++) {
      limiter.acquire("ann", "10.0.0." + i);
    }
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
    assertTrue(limiter.tracked() <= 2000, "kept " + limiter.tracked());
    // a long key costs no more than a short one
    limiter.acquire("x".repeat(100_000), "y".repeat(100_000));
    assertTrue(limiter.tracked() <= 2000);
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
