package io.github.fanorona.server;

import java.time.Duration;

/**
 * A token bucket: so many actions at once, then one every so long; what a page's messages and a
 * player's chat lines are bounded by. Not thread-safe: its owner's lock guards it.
 *
 * <pre>{@code
 * Allowance a = new Allowance(2, Duration.ofSeconds(1), 0);
 * a.take(0); a.take(0);        // true, true
 * a.take(0);                   // false: the burst is spent
 * a.take(1_000_000_000L);      // true: a second later, one more
 * }</pre>
 */
public final class Allowance {
  private final int burst;
  private final double refillNanos;
  private double tokens;
  private long last;

  /**
   * A full bucket.
   *
   * <pre>{@code new Allowance(20, Duration.ofMillis(100), System.nanoTime())}</pre>
   *
   * @param burst the actions allowed at once
   * @param refill how long it takes to allow one more
   * @param nowNanos the time now, on the clock later given to {@link #take}, in ns
   */
  public Allowance(int burst, Duration refill, long nowNanos) {
    this.burst = burst;
    this.refillNanos = refill.toNanos();
    this.tokens = burst;
    this.last = nowNanos;
  }

  /**
   * Takes one action of the allowance, if it has one.
   *
   * <pre>{@code allowance.take(System.nanoTime())   // false past the bound}</pre>
   *
   * @param nowNanos the time now, in ns
   * @return whether the action is allowed
   */
  public boolean take(long nowNanos) {
    tokens = Math.min(burst, tokens + (nowNanos - last) / refillNanos);
    last = nowNanos;
    if (tokens < 1) {
      return false;
    }
    tokens--;
    return true;
  }
}
