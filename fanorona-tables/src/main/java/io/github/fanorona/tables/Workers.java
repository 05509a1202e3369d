package io.github.fanorona.tables;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs a loop over word ranges of a bitset on several threads: the solver's one parallel shape.
 *
 * <pre>{@code
 * try (Workers w = new Workers(2)) {
 *   w.forEachChunk(4096, (from, to) -> clear(from, to));   // four chunks of 1024 words
 * }
 * }</pre>
 */
final class Workers implements AutoCloseable {
  /** The body of a parallel loop: handles words {@code from} to {@code to} (exclusive). */
  @FunctionalInterface
  interface Range {
    void run(int from, int to);
  }

  private static final int CHUNK_WORDS = 1 << 10;

  private final int threads;
  private final ExecutorService pool;

  /**
   * Starts the threads (daemons, named {@code solve-N}).
   *
   * @param threads how many, 1 or more
   */
  public Workers(int threads) {
    this.threads = threads;
    AtomicInteger n = new AtomicInteger();
    this.pool =
        Executors.newFixedThreadPool(
            threads,
            r -> {
              Thread t = new Thread(r, "solve-" + n.incrementAndGet());
              t.setDaemon(true);
              return t;
            });
  }

  /** Runs the body over {@code 0 .. words - 1} in chunks, on every thread, and waits. */
  void forEachChunk(int words, Range body) {
    if (threads == 1 || words <= CHUNK_WORDS) {
      body.run(0, words);
      return;
    }
    AtomicInteger next = new AtomicInteger();
    List<Future<?>> running = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      running.add(
          pool.submit(
              () -> {
                for (int from = next.getAndAdd(CHUNK_WORDS);
                    from < words;
                    from = next.getAndAdd(CHUNK_WORDS)) {
                  body.run(from, Math.min(words, from + CHUNK_WORDS));
                }
              }));
    }
    for (Future<?> f : running) {
      try {
        f.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while solving", e);
      } catch (ExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException r) {
          throw r;
        }
        throw new IllegalStateException(cause);
      }
    }
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
