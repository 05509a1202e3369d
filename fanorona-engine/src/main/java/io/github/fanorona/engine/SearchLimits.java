package io.github.fanorona.engine;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * How far a search may go: a depth in half-moves (turns), an optional time budget, and the size of
 * the transposition table. Iterative deepening stops at whichever limit comes first; the first
 * iteration always completes, so a search always has a turn to give.
 *
 * <pre>{@code
 * SearchLimits.depth(6);                                   // exactly six turns deep
 * SearchLimits.time(Duration.ofMillis(500));               // as deep as half a second allows
 * SearchLimits.depth(8).withTime(Duration.ofMillis(500));  // 8 turns, unless time runs out first
 * }</pre>
 *
 * @since 1.0.0
 */
public final class SearchLimits {
  /** The deepest nominal depth a search may be given. */
  public static final int MAX_DEPTH = 64;

  private final int depth;
  private final Optional<Duration> time;
  private final int tableBits;
  private final int threads;

  private SearchLimits(int depth, Optional<Duration> time, int tableBits) {
    this(depth, time, tableBits, 1);
  }

  private SearchLimits(int depth, Optional<Duration> time, int tableBits, int threads) {
    this.depth = depth;
    this.time = time;
    this.tableBits = tableBits;
    this.threads = threads;
  }

  /**
   * Returns limits of a fixed depth, without a time budget, with a table of 2^18 entries.
   *
   * <pre>{@code SearchLimits.depth(4).toString() // "depth 4"}</pre>
   *
   * @param depth turns to look ahead, 1 to {@link #MAX_DEPTH}
   * @return the limits
   * @throws IllegalArgumentException if the depth is out of range
   */
  public static SearchLimits depth(int depth) {
    if (depth < 1 || depth > MAX_DEPTH) {
      throw new IllegalArgumentException(
          "search depth must be 1 to " + MAX_DEPTH + " turns, not " + depth);
    }
    return new SearchLimits(depth, Optional.empty(), 18);
  }

  /**
   * Returns limits of time only: as deep as the budget allows (up to {@link #MAX_DEPTH}), with a
   * table of 2^18 entries.
   *
   * <pre>{@code SearchLimits.time(Duration.ofMillis(500)).toString() // "depth 64, 500 ms"}</pre>
   *
   * @param budget the wall-clock time the search may take, positive
   * @return the limits
   * @throws IllegalArgumentException if the budget is not positive
   */
  public static SearchLimits time(Duration budget) {
    return depth(MAX_DEPTH).withTime(budget);
  }

  /**
   * Returns these limits with a time budget.
   *
   * <pre>{@code SearchLimits.depth(30).withTime(Duration.ofSeconds(1)).time() // Optional[PT1S]}
   * </pre>
   *
   * @param budget the wall-clock time the search may take, positive
   * @return the limits
   * @throws IllegalArgumentException if the budget is not positive
   */
  public SearchLimits withTime(Duration budget) {
    if (budget.isNegative() || budget.isZero()) {
      throw new IllegalArgumentException("the time budget must be positive, not " + budget);
    }
    return new SearchLimits(depth, Optional.of(budget), tableBits, threads);
  }

  /**
   * Returns these limits with a transposition table of 2^bits entries (24 bytes each).
   *
   * <pre>{@code SearchLimits.depth(8).withTableBits(20)   // 24 MiB}</pre>
   *
   * @param bits 10 to 26
   * @return the limits
   * @throws IllegalArgumentException if bits is out of range
   */
  public SearchLimits withTableBits(int bits) {
    if (bits < 10 || bits > 26) {
      throw new IllegalArgumentException("table bits must be 10 to 26, not " + bits);
    }
    return new SearchLimits(depth, time, bits, threads);
  }

  /** {@return the nominal depth} */
  public int maxDepth() {
    return depth;
  }

  /**
   * {@return the time budget, if any}
   *
   * <pre>{@code SearchLimits.depth(4).time()   // Optional.empty}</pre>
   */
  public Optional<Duration> time() {
    return time;
  }

  /** {@return the base-2 logarithm of the transposition table's entry count} */
  public int tableBits() {
    return tableBits;
  }

  /**
   * Returns these limits searched by several threads at once, sharing one table (lazy SMP); the
   * search of the rules the fast search does not cover stays on one thread.
   *
   * <pre>
   * {@code SearchLimits.depth(30).withTime(Duration.ofSeconds(1)).withThreads(2).threads() // 2}
   * </pre>
   *
   * @param count threads, 1 to 64
   * @return the limits
   * @throws IllegalArgumentException if the count is out of range
   */
  public SearchLimits withThreads(int count) {
    if (count < 1 || count > 64) {
      throw new IllegalArgumentException("threads must be 1 to 64, not " + count);
    }
    return new SearchLimits(depth, time, tableBits, count);
  }

  /**
   * {@return the number of search threads}
   *
   * <pre>{@code SearchLimits.depth(4).threads()   // 1}</pre>
   */
  public int threads() {
    return threads;
  }

  /**
   * Compares depth, budget and table size.
   *
   * <pre>{@code SearchLimits.depth(4).equals(SearchLimits.depth(4))   // true}</pre>
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof SearchLimits l
        && l.depth == depth
        && l.time.equals(time)
        && l.tableBits == tableBits
        && l.threads == threads;
  }

  @Override
  public int hashCode() {
    return Objects.hash(depth, time, tableBits, threads);
  }

  /**
   * Returns a short description such as {@code depth 6, 500 ms}.
   *
   * <pre>{@code SearchLimits.depth(6).toString()   // "depth 6"}</pre>
   */
  @Override
  public String toString() {
    return "depth "
        + depth
        + time.map(t -> ", " + t.toMillis() + " ms").orElse("")
        + (threads > 1 ? ", " + threads + " threads" : "");
  }
}
