package io.github.fanorona.server;

import io.github.fanorona.core.Game;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.Level;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The computer's searches, on a fixed set of threads with a fair queue: each client (a player) has
 * a line of its own, and the threads take the lines in turn, one search from each, so that one
 * client's many searches delay another's by at most one search each, never by the whole pile. A
 * line holds a few searches and all lines together a bounded number; past that a move or hint is
 * refused with a 503, so the server never runs more searches than it has threads. Every search is
 * bounded in depth and time.
 *
 * <pre>{@code
 * Computer computer = new Computer(2, 16);
 * SearchResult r = computer.search("player-1", game, Computer.level(1));
 * }</pre>
 */
final class Computer implements AutoCloseable {
  /** The strongest level the page offers: the engine's ladder ({@link Level}), 1 to 9. */
  static final int MAX_LEVEL = Level.values().length;

  /** The deepest hint a request may ask for. */
  static final int MAX_HINT_DEPTH = 8;

  /** The longest hint a request may ask for, in milliseconds. */
  static final int MAX_HINT_MILLIS = 3000;

  /** How long a level's search may take, waiting in line included, before a 503. */
  static final long LEVEL_WAIT_MILLIS = 30_000;

  /** The searches one client may have waiting: a page waits for one at a time. */
  static final int PER_CLIENT = 4;

  private final int queue;
  private final Object lock = new Object();

  /** Each client's waiting searches; the first line is served next, and then goes to the back. */
  private final LinkedHashMap<String, ArrayDeque<FutureTask<?>>> lines = new LinkedHashMap<>();

  private final List<Thread> workers = new ArrayList<>();
  private final AtomicInteger running = new AtomicInteger();
  private int waiting;
  private boolean closed;

  Computer(int threads, int queue) {
    this.queue = queue;
    for (int i = 0; i < threads; i++) {
      Thread t = new Thread(this::work, "fanorona-search");
      t.setDaemon(true);
      workers.add(t);
      t.start();
    }
  }

  /** The engine of a level of the engine's ladder: 1 a beginner's opponent, 9 the strongest. */
  static Engine level(int level) {
    return Level.of(level).engine();
  }

  /** The limits of a hint. */
  static SearchLimits hint(int depth, int millis) {
    return SearchLimits.depth(depth).withTime(Duration.ofMillis(millis)).withTableBits(16);
  }

  /**
   * Searches a game that is not over for a client, waiting for its turn if need be.
   *
   * @throws ApiException 503 if the queue or the client's line is full, or the search does not end
   *     in time
   */
  SearchResult search(String client, Game game, SearchLimits limits) {
    long wait = limits.time().map(Duration::toMillis).orElse(5000L) * 4 + 10_000;
    return run(client, () -> Engine.of(limits).search(game), wait);
  }

  /**
   * Searches a game that is not over with an engine (a level's) for a client, as {@link
   * #search(String, Game, SearchLimits)} does, waiting at most {@link #LEVEL_WAIT_MILLIS}: the
   * strongest level thinks a second a turn, the one below it a twentieth, the others are bounded in
   * depth.
   */
  SearchResult search(String client, Game game, Engine engine) {
    return run(client, () -> engine.search(game), LEVEL_WAIT_MILLIS);
  }

  /** Runs a task in the client's line and waits for its result at most {@code millis}. */
  <T> T run(String client, Callable<T> task, long millis) {
    FutureTask<T> f = new FutureTask<>(task);
    synchronized (lock) {
      if (closed) {
        throw ApiException.busy("the server is stopping");
      }
      ArrayDeque<FutureTask<?>> line = lines.get(client);
      if (line != null && line.size() >= PER_CLIENT) {
        throw ApiException.busy(
            "you have " + PER_CLIENT + " searches waiting already: wait for them to end");
      }
      if (waiting >= queue) {
        throw ApiException.busy("the computer is busy with other games: try again in a moment");
      }
      lines.computeIfAbsent(client, c -> new ArrayDeque<>()).addLast(f);
      waiting++;
      lock.notifyAll();
    }
    try {
      return f.get(millis, TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      f.cancel(true);
      throw ApiException.busy("the computer took too long: try again in a moment");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw ApiException.busy("the server is stopping");
    } catch (CancellationException e) {
      throw ApiException.busy("the server is stopping");
    } catch (ExecutionException e) {
      throw new IllegalStateException("the search failed", e.getCause());
    }
  }

  private void work() {
    while (true) {
      FutureTask<?> next;
      synchronized (lock) {
        while (!closed && waiting == 0) {
          try {
            lock.wait();
          } catch (InterruptedException e) {
            return;
          }
        }
        if (closed) {
          return;
        }
        Iterator<Map.Entry<String, ArrayDeque<FutureTask<?>>>> first = lines.entrySet().iterator();
        Map.Entry<String, ArrayDeque<FutureTask<?>>> e = first.next();
        first.remove();
        next = e.getValue().pollFirst();
        waiting--;
        if (!e.getValue().isEmpty()) {
          lines.put(e.getKey(), e.getValue()); // to the back of the round
        }
        running.incrementAndGet();
      }
      try {
        next.run();
      } finally {
        running.decrementAndGet();
        // a cancelled search may leave the interrupt set: the next one starts clean
        boolean unused = Thread.interrupted();
      }
    }
  }

  /** Searches running or waiting now. */
  int load() {
    synchronized (lock) {
      return running.get() + waiting;
    }
  }

  @Override
  public void close() {
    synchronized (lock) {
      closed = true;
      for (ArrayDeque<FutureTask<?>> line : lines.values()) {
        line.forEach(f -> f.cancel(false));
      }
      lines.clear();
      waiting = 0;
      lock.notifyAll();
    }
    workers.forEach(Thread::interrupt);
  }
}
