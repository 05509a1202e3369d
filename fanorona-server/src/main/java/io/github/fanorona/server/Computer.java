package io.github.fanorona.server;

import io.github.fanorona.core.Game;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;
import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The computer's searches, on a fixed pool with a short queue: a flood of moves and hints waits in
 * the queue while there is room and is refused with a 503 after that, so the server never runs more
 * searches than it has threads. Every search is bounded in depth and time.
 *
 * <pre>{@code
 * Computer computer = new Computer(2, 16);
 * SearchResult r = computer.search(game, Computer.level(1));
 * }</pre>
 */
final class Computer implements AutoCloseable {
  /** The strongest level the page offers. */
  static final int MAX_LEVEL = 3;

  /** The deepest hint a request may ask for. */
  static final int MAX_HINT_DEPTH = 8;

  /** The longest hint a request may ask for, in milliseconds. */
  static final int MAX_HINT_MILLIS = 3000;

  private final ThreadPoolExecutor pool;

  Computer(int threads, int queue) {
    this.pool =
        new ThreadPoolExecutor(
            threads,
            threads,
            0,
            TimeUnit.MILLISECONDS,
            new ArrayBlockingQueue<>(queue),
            r -> {
              Thread t = new Thread(r, "fanorona-search");
              t.setDaemon(true);
              return t;
            },
            new ThreadPoolExecutor.AbortPolicy());
  }

  /** The limits of a level: 1 looks one turn ahead (the fastest), 3 thinks up to a second. */
  static SearchLimits level(int level) {
    return switch (level) {
      case 1 -> SearchLimits.depth(1).withTableBits(12);
      case 2 -> SearchLimits.depth(4).withTime(Duration.ofMillis(300)).withTableBits(16);
      default -> SearchLimits.depth(12).withTime(Duration.ofSeconds(1)).withTableBits(18);
    };
  }

  /** The limits of a hint. */
  static SearchLimits hint(int depth, int millis) {
    return SearchLimits.depth(depth).withTime(Duration.ofMillis(millis)).withTableBits(16);
  }

  /**
   * Searches a game that is not over, waiting for a thread if need be.
   *
   * @throws ApiException 503 if the queue is full or the search does not end in time
   */
  SearchResult search(Game game, SearchLimits limits) {
    Future<SearchResult> f;
    try {
      f = pool.submit(() -> Engine.of(limits).search(game));
    } catch (RejectedExecutionException e) {
      throw ApiException.busy("the computer is busy with other games: try again in a moment");
    }
    long wait = limits.time().map(Duration::toMillis).orElse(5000L) * 4 + 10_000;
    try {
      return f.get(wait, TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      f.cancel(true);
      throw ApiException.busy("the computer took too long: try again in a moment");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw ApiException.busy("the server is stopping");
    } catch (ExecutionException e) {
      throw new IllegalStateException("the search failed", e.getCause());
    }
  }

  /** Searches running or waiting now. */
  int load() {
    return pool.getActiveCount() + pool.getQueue().size();
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
