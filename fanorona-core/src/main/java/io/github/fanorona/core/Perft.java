package io.github.fanorona.core;

import com.google.common.collect.ImmutableSortedMap;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Perft: the number of legal turn sequences of a given length, the standard check that a move
 * generator is exact. Turns are counted as distinct step sequences with their capture kinds, every
 * stopping point of a chain counting; draw rules do not apply and a decided position has no
 * children.
 *
 * <p>This class is the one way to count: {@link #count} for the total, {@link #divide} for the
 * count below each root turn, both with an {@link Options} value for the ruleset, bulk counting,
 * threads and the table of subtree counts.
 *
 * <pre>{@code
 * Variant sivy = Variant.sivy();
 * Perft.count(sivy, sivy.start(), 5, Perft.Options.defaults());     // 431852
 * Perft.count(sivy, sivy.start(), 6, Perft.Options.threads(2));     // 9205774
 * Perft.divide(sivy, sivy.start(), 1, Perft.Options.defaults());    // {d2-e3A=1, d3-e3A=1, ...}
 * }</pre>
 *
 * @since 1.0.0
 */
public final class Perft {
  /**
   * The most threads a count may use. More would not be faster on any machine this library is meant
   * for, and each thread costs a stack and its own table of subtree counts.
   */
  public static final int MAX_THREADS = 64;

  /**
   * The deepest count this class searches, in half-moves. A tree that branches even once every
   * other half-move has more than {@code Long.MAX_VALUE} leaves long before, and a deeper walk
   * would need a stack and scratch memory in proportion. A larger depth is still answered where no
   * line is that long (the count is 0, as every line ends before); where some line goes on past
   * this depth, the count is refused with an {@link IllegalArgumentException}.
   */
  public static final int MAX_DEPTH = 128;

  private Perft() {}

  /**
   * How to count: the ruleset, bulk counting at the last half-move, the number of threads and the
   * memory for a table of subtree counts.
   *
   * <pre>{@code Perft.Options.defaults().withThreads(2).withBulk(false).withHash(64).hash() // 64}
   * </pre>
   *
   * @since 1.0.0
   */
  public static final class Options {
    private final Ruleset ruleset;
    private final boolean useDefaultRuleset;
    private final boolean bulk;
    private final int threads;
    private final int hash;

    private Options(
        Ruleset ruleset, boolean useDefaultRuleset, boolean bulk, int threads, int hash) {
      this.ruleset = ruleset;
      this.useDefaultRuleset = useDefaultRuleset;
      this.bulk = bulk;
      this.threads = threads;
      this.hash = hash;
    }

    /**
     * Returns the defaults: the variant's default ruleset, bulk counting, one thread, no table.
     *
     * <pre>{@code Perft.Options.defaults().threads() // 1}</pre>
     *
     * @return the default options
     */
    public static Options defaults() {
      return new Options(Ruleset.standard(), true, true, 1, 0);
    }

    /**
     * Returns the defaults with a number of threads.
     *
     * <pre>{@code Perft.Options.threads(2).threads() // 2}</pre>
     *
     * @param n the number of threads, at least 1
     * @return the options
     */
    public static Options threads(int n) {
      return defaults().withThreads(n);
    }

    /**
     * Returns these options with a ruleset instead of the variant's default.
     *
     * <pre>{@code
     * Perft.Options mandatory = Perft.Options.defaults().withRuleset(Ruleset.parse("chain=mandatory"));
     * Perft.count(Variant.sivy(), Variant.sivy().start(), 2, mandatory);   // 21
     * }</pre>
     *
     * @param r the ruleset
     * @return the options
     */
    public Options withRuleset(Ruleset r) {
      return new Options(r, false, bulk, threads, hash);
    }

    /**
     * Returns these options with bulk counting on or off. Off plays every turn of the last
     * half-move; the count is the same.
     *
     * <pre>{@code Perft.Options.defaults().withBulk(false).bulk() // false}</pre>
     *
     * @param value true to count the last half-move in bulk
     * @return the options
     */
    public Options withBulk(boolean value) {
      return new Options(ruleset, useDefaultRuleset, value, threads, hash);
    }

    /**
     * Returns these options with a number of threads.
     *
     * <pre>{@code Perft.Options.defaults().withThreads(4).threads() // 4}</pre>
     *
     * @param n from 1 to {@link Perft#MAX_THREADS}
     * @return the options
     * @throws IllegalArgumentException if n is below 1 or above {@link Perft#MAX_THREADS}
     */
    public Options withThreads(int n) {
      if (n < 1 || n > MAX_THREADS) {
        throw new IllegalArgumentException(
            "threads must be from 1 to " + MAX_THREADS + ", not " + n);
      }
      return new Options(ruleset, useDefaultRuleset, bulk, n, hash);
    }

    /**
     * Returns these options with a table of subtree counts of at most {@code mebibytes} MiB in all,
     * shared out between the threads (each thread's table is a power of two of 32-byte entries, at
     * least 32 KiB), or with no table for 0 (the default). The table remembers positions met again
     * by another order of turns; each entry keeps the whole position, so a count found there is
     * exact, never a hash collision's. It serves the rules without huffing and Vela; under those
     * the count goes on without it.
     *
     * <pre>{@code options.withHash(64)   // 64 MiB}</pre>
     *
     * @param mebibytes the table's memory in MiB, 0 for none
     * @return the options
     * @throws IllegalArgumentException if negative
     */
    public Options withHash(int mebibytes) {
      if (mebibytes < 0) {
        throw new IllegalArgumentException(
            "the hash size must be 0 (none) or a number of MiB, not " + mebibytes);
      }
      return new Options(ruleset, useDefaultRuleset, bulk, threads, mebibytes);
    }

    /**
     * {@return whether the last half-move is counted in bulk}
     *
     * <pre>{@code Perft.Options.defaults().bulk()   // true}</pre>
     */
    public boolean bulk() {
      return bulk;
    }

    /**
     * {@return the number of threads}
     *
     * <pre>{@code Perft.Options.threads(2).threads()   // 2}</pre>
     */
    public int threads() {
      return threads;
    }

    /** {@return the memory of the table of subtree counts in MiB, all threads together} */
    int hash() {
      return hash;
    }

    /** The table memory one thread may use, in bytes: its share of {@link #hash()}. */
    long tableBytesPerThread() {
      return ((long) hash << 20) / threads;
    }

    Ruleset rulesetFor(Variant v) {
      return useDefaultRuleset ? v.defaultRuleset() : ruleset;
    }
  }

  /**
   * Counts the legal turn sequences of {@code depth} half-moves from a position: the number of
   * leaves of the tree. The variant gives the rules engine and, unless the options name one, the
   * ruleset.
   *
   * <pre>
   * {@code Perft.count(Variant.sivy(), Variant.sivy().start(), 4, Perft.Options.defaults())   // 18026}
   * </pre>
   *
   * @param variant the variant: its engine, and its default ruleset unless the options have one
   * @param position the root
   * @param depth half-moves, at least 0; past {@link #MAX_DEPTH} only where every line ends before
   * @param options ruleset, bulk counting, threads and table size
   * @return the leaf count
   * @throws IllegalArgumentException if depth is negative, or past {@link #MAX_DEPTH} while some
   *     line from the position goes on past it
   */
  public static long count(Variant variant, Position position, int depth, Options options) {
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be at least 0, not " + depth);
    }
    Ruleset r = options.rulesetFor(variant);
    if (depth > MAX_DEPTH) {
      return beyondMaxDepth(variant.engine(), position, r, depth);
    }
    if (options.threads == 1 || depth < 3) {
      return leaves(variant.engine(), position, r, depth, options);
    }
    // Split a few half-moves deep into many small tasks that idle threads take in turn, so that
    // one large subtree cannot leave the other threads waiting.
    RulesEngine engine = variant.engine();
    List<Position> roots = List.of(position);
    int remaining = depth;
    while (remaining > 2 && roots.size() < 64 * options.threads) {
      List<Position> next = new ArrayList<>();
      for (Position p : roots) {
        for (Turn t : engine.legalTurns(p, r)) {
          next.add(p.play(t));
        }
      }
      roots = next;
      remaining--;
    }
    return inThreads(engine, roots, r, remaining, options);
  }

  /**
   * Sums the counts of {@code tasks} on {@code options.threads} plain threads that take the tasks
   * in turn. Plain {@link Thread}s rather than an executor: the JDK's executors are absent from the
   * class libraries of compilers to JavaScript and WebAssembly (TeaVM), which must still compile
   * the one-thread count that shares this class.
   */
  private static long inThreads(
      RulesEngine engine, List<Position> tasks, Ruleset r, int rest, Options options) {
    AtomicInteger cursor = new AtomicInteger();
    long[] sums = new long[options.threads];
    Throwable[] failures = new Throwable[options.threads];
    Thread[] workers = new Thread[options.threads];
    for (int i = 0; i < workers.length; i++) {
      int slot = i;
      Runnable work =
          () -> {
            try {
              for (int k = cursor.getAndIncrement();
                  k < tasks.size();
                  k = cursor.getAndIncrement()) {
                sums[slot] += leaves(engine, tasks.get(k), r, rest, options);
              }
            } catch (RuntimeException | Error e) {
              failures[slot] = e;
            }
          };
      workers[i] = new Thread(work, "fanorona-perft-" + i);
      // Daemons, so that the workers of an interrupted count never keep the JVM alive.
      workers[i].setDaemon(true);
      workers[i].start();
    }
    try {
      for (Thread w : workers) {
        w.join();
      }
    } catch (InterruptedException e) {
      // Leave no task for the workers to take: each ends with the subtree it is counting.
      cursor.set(tasks.size());
      Thread.currentThread().interrupt();
      throw new IllegalStateException("perft was interrupted", e);
    }
    long total = 0;
    for (int i = 0; i < workers.length; i++) {
      Throwable f = failures[i];
      if (f != null) {
        throw new IllegalStateException("perft failed: " + f, f);
      }
      total += sums[i];
    }
    return total;
  }

  /**
   * The count of a depth past {@link #MAX_DEPTH}: 0 when every line ends sooner, as it does in a
   * decided game, else a refusal. Engines call it too, so no walk ever goes deeper than the limit.
   */
  static long beyondMaxDepth(RulesEngine engine, Position position, Ruleset r, int depth) {
    if (reaches(engine, position, r, MAX_DEPTH + 1)) {
      throw new IllegalArgumentException(
          "perft depth "
              + depth
              + " is past the deepest count, "
              + MAX_DEPTH
              + " half-moves, and lines from this position go on past it");
    }
    return 0;
  }

  /**
   * Whether some line of {@code plies} legal turns starts here; depth first, so a long one is met
   * soon.
   */
  private static boolean reaches(RulesEngine engine, Position position, Ruleset r, int plies) {
    if (plies == 0) {
      return true;
    }
    // The visitor returns false to stop once a line is found, so forEachTurn's false means found.
    return !engine.forEachTurn(
        position, r, t -> !reaches(engine, position.play(t.toTurn()), r, plies - 1));
  }

  /**
   * Counts the leaves below each legal turn of the root, sorted by the turn's notation.
   *
   * <pre>
   * {@code Perft.divide(Variant.sivy(), Variant.sivy().start(), 1, Perft.Options.defaults())   // {d2-e3A=1, d3-e3A=1, d3-e3W=1, e2-e3A=1, f2-e3A=1}}
   * </pre>
   *
   * @param variant the variant: its engine, and its default ruleset unless the options have one
   * @param position the root
   * @param depth half-moves, at least 1; past {@link #MAX_DEPTH} as {@link #count} allows
   * @param options ruleset, bulk counting, threads and table size
   * @return each root turn's notation with its count
   * @throws IllegalArgumentException if depth is below 1, or as {@link #count} throws
   */
  public static ImmutableSortedMap<String, Long> divide(
      Variant variant, Position position, int depth, Options options) {
    if (depth < 1) {
      throw new IllegalArgumentException("divide needs a depth of at least 1, not " + depth);
    }
    Ruleset r = options.rulesetFor(variant);
    ImmutableSortedMap.Builder<String, Long> out = ImmutableSortedMap.naturalOrder();
    for (Turn t : variant.engine().legalTurns(position, r)) {
      out.put(t.toString(), count(variant, position.play(t), depth - 1, options));
    }
    return out.buildOrThrow();
  }

  /**
   * The count on the calling thread. The capture engine has counters of its own (table driven, with
   * bulk counting and the table of subtree counts); any other engine is counted over the turns it
   * visits. The test of the type is here, not a method of {@link RulesEngine}, so that counting
   * stays out of the engines' public API: {@link #count} is the one way in.
   */
  static long leaves(RulesEngine engine, Position position, Ruleset r, int depth, Options options) {
    if (engine instanceof CaptureEngine capture) {
      return capture.perft(position, r, depth, options);
    }
    return byTurns(engine, position, r, depth);
  }

  /** Perft over {@link RulesEngine#forEachTurn}, playing every turn but those of the last ply. */
  static long byTurns(RulesEngine engine, Position position, Ruleset r, int depth) {
    if (depth <= 0) {
      return 1;
    }
    long[] total = {0};
    engine.forEachTurn(
        position,
        r,
        t -> {
          total[0] += depth == 1 ? 1 : byTurns(engine, position.play(t), r, depth - 1);
          return true;
        });
    return total[0];
  }
}
