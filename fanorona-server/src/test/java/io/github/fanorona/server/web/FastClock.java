package io.github.fanorona.server.web;

import java.time.Instant;
import java.time.InstantSource;

/**
 * A site's clock for tests: a time that runs {@code speed} times as fast as the wall's, never
 * backwards, so that a game is lost on time in seconds; a test may change the speed between games.
 *
 * <pre>{@code Site.start(config, claimAfter, new FastClock(20))   // a minute in three seconds}
 * </pre>
 */
final class FastClock implements InstantSource {
  private final Instant start = Instant.now();
  private long elapsed; // the clock's nanoseconds since start, at the wall's nanoTime last
  private long last = System.nanoTime();
  private int speed;

  FastClock(int speed) {
    this.speed = speed;
  }

  @Override
  public synchronized Instant instant() {
    long now = System.nanoTime();
    elapsed += (now - last) * speed;
    last = now;
    return start.plusNanos(elapsed);
  }

  /** Runs {@code speed} times as fast as the wall's from now on. */
  synchronized void set(int speed) {
    instant(); // the time so far at the old speed
    this.speed = speed;
  }
}
