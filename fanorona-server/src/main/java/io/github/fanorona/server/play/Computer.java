package io.github.fanorona.server.play;

import io.github.fanorona.core.Game;
import io.github.fanorona.engine.EndgameOracle;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.Level;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.tables.EndgameTables;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
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
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The computer's searches, on a fixed set of threads with a fair queue: each client (a player) has
 * a line of its own, and the threads take the lines in turn, one search from each, so that one
 * client's many searches delay another's by at most one search each, never by the whole pile. A
 * line holds a few searches and all lines together a bounded number; past that a move or hint is
 * refused with a 503, so the server never runs more searches than it has threads. Every search is
 * bounded in depth and time.
 *
 * <p>Each thread has engines of its own ({@link Engines}: one per level, and the hint's), made once
 * and reused by every search it runs, so that a timed search starts from the table its thread's
 * previous one filled (the engine keeps a table per thread and per engine: a new engine for every
 * search, as before, never found one).
 *
 * <pre>{@code
 * Computer computer = new Computer(2, 16);
 * SearchResult r = computer.move("player-1", game, 1);
 * }</pre>
 */
public final class Computer implements AutoCloseable {
  /** The strongest level the page offers: the engine's ladder ({@link Level}), 1 to 9. */
  public static final int MAX_LEVEL = Level.values().length;

  /** The deepest hint a request may ask for. */
  public static final int MAX_HINT_DEPTH = 8;

  /** The longest hint a request may ask for, in milliseconds. */
  public static final int MAX_HINT_MILLIS = 3000;

  /** How long a level's search may take, waiting in line included, before a 503. */
  static final long LEVEL_WAIT_MILLIS = 30_000;

  /** The searches one client may have waiting: a page waits for one at a time. */
  static final int PER_CLIENT = 4;

  private static final Logger LOG = LoggerFactory.getLogger("io.github.fanorona.server");

  private final int queue;
  private final Object lock = new Object();

  /**
   * One thread's engines: one per level of the ladder and the hints' (by their limits, the last few
   * kept), each used by that thread only.
   */
  static final class Engines {
    /** The hint engines a thread keeps: a page asks with the same limits every time. */
    private static final int HINTS = 4;

    /** The tables these engines probe, if any: the thread makes new engines when they change. */
    final @Nullable EndgameOracle oracle;

    private final Engine[] levels = new Engine[MAX_LEVEL];
    private final Map<SearchLimits, Engine> hints =
        new LinkedHashMap<>(8, 0.75f, true) {
          private static final long serialVersionUID = 1L;

          @Override
          protected boolean removeEldestEntry(Map.Entry<SearchLimits, Engine> eldest) {
            return size() > HINTS;
          }
        };

    Engines(@Nullable EndgameOracle oracle) {
      this.oracle = oracle;
      for (Level l : Level.values()) {
        // Only the top of the ladder gets the tables: the levels below were measured without them
        // and are meant to make mistakes in endings too.
        levels[l.number() - 1] = probing(l.engine(), l == Level.STRONGEST);
      }
    }

    private Engine probing(Engine engine, boolean tables) {
      EndgameOracle o = oracle;
      return tables && o != null ? engine.withOracle(o) : engine;
    }

    /** The engine of a level of the engine's ladder: 1 a beginner's opponent, 9 the strongest. */
    Engine level(int level) {
      return levels[level - 1];
    }

    /** The engine of a hint's limits. */
    Engine hint(int depth, int millis) {
      return hints.computeIfAbsent(Computer.hint(depth, millis), l -> probing(Engine.of(l), true));
    }
  }

  /** The endgame tables, once {@link #useTables} has given them. */
  private volatile @Nullable EndgameOracle tables;

  /** Each worker thread's engines, made when it runs its first search. */
  private final ThreadLocal<Engines> engines = ThreadLocal.withInitial(() -> new Engines(tables));

  /** Each client's waiting searches; the first line is served next, and then goes to the back. */
  private final LinkedHashMap<String, ArrayDeque<FutureTask<?>>> lines = new LinkedHashMap<>();

  private final List<Thread> workers = new ArrayList<>();
  private final AtomicInteger running = new AtomicInteger();
  private int waiting;
  private boolean closed;

  /**
   * Starts the threads.
   *
   * <pre>{@code new Computer(1, 64)}</pre>
   *
   * @param threads the searches run at once
   * @param queue the searches that may wait
   */
  public Computer(int threads, int queue) {
    this.queue = queue;
    for (int i = 0; i < threads; i++) {
      Thread t = new Thread(this::work, "fanorona-search");
      t.setDaemon(true);
      workers.add(t);
      t.start();
    }
  }

  /**
   * Loads endgame tables in the background and gives them to the strongest level and the hints
   * ({@link #useTables}): the site serves at once, and a file of hundreds of megabytes does not
   * hold its start up. A file that cannot be read is reported once and the computer plays on
   * without tables.
   *
   * <pre>
   * {@code computer.loadTables(EndgameTables.defaultFile())   // level 9 soon plays endings perfectly}
   * </pre>
   *
   * @param file a file of {@code fanorona tables build}
   */
  public void loadTables(Path file) {
    Thread loader =
        new Thread(
            () -> {
              try {
                useTables(EndgameTables.load(file));
                LOG.info("endgame tables loaded from {}", file);
              } catch (IOException | RuntimeException e) {
                String why = e instanceof NoSuchFileException ? "no such file" : e.getMessage();
                LOG.warn("endgame tables not used: {}: {}", file, why);
              }
            },
            "fanorona-tables-load");
    loader.setDaemon(true);
    loader.start();
  }

  /**
   * Gives the strongest level and the hints endgame tables to probe, from the next search on (a
   * search already running ends without them).
   */
  void useTables(EndgameOracle oracle) {
    tables = oracle;
  }

  /** This thread's engines, made again when the tables have changed since they were made. */
  private Engines engines() {
    Engines e = engines.get();
    EndgameOracle now = tables;
    if (e.oracle != now) {
      e = new Engines(now);
      engines.set(e);
    }
    return e;
  }

  /** The limits of a hint. */
  static SearchLimits hint(int depth, int millis) {
    return SearchLimits.depth(depth).withTime(Duration.ofMillis(millis)).withTableBits(16);
  }

  /**
   * Searches a hint for a client in a game that is not over, waiting for its turn if need be.
   *
   * @throws Refusal 503 if the queue or the client's line is full, or the search does not end in
   *     time
   */
  SearchResult hint(String client, Game game, int depth, int millis) {
    long wait = millis * 4L + 10_000;
    return run(client, e -> e.hint(depth, millis).search(game), wait);
  }

  /**
   * Searches the computer's turn at a level for a client in a game that is not over, as {@link
   * #hint} does, waiting at most {@link #LEVEL_WAIT_MILLIS}: the strongest level thinks a second a
   * turn, the one below it a twentieth, the others are bounded in depth.
   */
  SearchResult move(String client, Game game, int level) {
    return run(client, e -> e.level(level).search(game), LEVEL_WAIT_MILLIS);
  }

  /** Runs a task in the client's line and waits for its result at most {@code millis}. */
  <T> T run(String client, Callable<T> task, long millis) {
    return run(
        client,
        e -> {
          try {
            return task.call();
          } catch (Exception x) {
            throw new IllegalStateException(x);
          }
        },
        millis);
  }

  private <T> T run(String client, Function<Engines, T> work, long millis) {
    FutureTask<T> f = new FutureTask<>(() -> work.apply(engines()));
    synchronized (lock) {
      if (closed) {
        throw Refusal.of(503, "busy.stopping");
      }
      ArrayDeque<FutureTask<?>> line = lines.get(client);
      if (line != null && line.size() >= PER_CLIENT) {
        throw Refusal.of(503, "busy.your_line", "PER_CLIENT", PER_CLIENT);
      }
      if (waiting >= queue) {
        throw Refusal.of(503, "busy.queue");
      }
      lines.computeIfAbsent(client, c -> new ArrayDeque<>()).addLast(f);
      waiting++;
      lock.notifyAll();
    }
    try {
      return f.get(millis, TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      f.cancel(true);
      throw Refusal.of(503, "busy.too_long");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw Refusal.of(503, "busy.stopping");
    } catch (CancellationException e) {
      throw Refusal.of(503, "busy.stopping");
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

  /**
   * Stops the threads: the searches waiting are cancelled, the running ones end with their thread.
   *
   * <pre>{@code computer.close()}</pre>
   */
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
