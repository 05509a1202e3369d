package io.github.fanorona.tables;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;

/**
 * Finds the positions reachable from the start, material by material from the most stones down:
 * within a pair of materials ({@code m v o} and {@code o v m}) paika steps are followed level by
 * level over frontier bitsets until nothing new appears; captures mark positions of smaller
 * materials, which are closed later. Each layer is sealed when its pair is closed.
 *
 * <pre>{@code
 * new Discovery(run, workers, budget).run();   // every layer of the run sealed, members found
 * }</pre>
 */
final class Discovery {
  private static final VarHandle WORDS = MethodHandles.arrayElementVarHandle(long[].class);

  private final Run run;
  private final Workers workers;
  private final Budget budget;
  private long reachable;

  /**
   * A discovery over a run whose start's layer holds the start.
   *
   * @param run the run
   * @param workers the threads
   * @param budget the memory, claimed as layers fill
   */
  public Discovery(Run run, Workers workers, Budget budget) {
    this.run = run;
    this.workers = workers;
    this.budget = budget;
  }

  /**
   * Finds every reachable position and seals every layer.
   *
   * @throws IllegalArgumentException if the positions found no longer fit in the budget
   */
  public void run() {
    for (int t = run.maxStones; t >= 2; t--) {
      for (int m = t - 1; m >= t - m; m--) {
        MaterialLayer a = run.find(m, t - m);
        MaterialLayer b = run.find(t - m, m);
        if (a == null && b == null) {
          continue;
        }
        MaterialLayer ab = run.layer(m, t - m, false);
        MaterialLayer ba = run.layer(t - m, m, false);
        // Every material a capture can lead to exists before the threads look for it.
        for (int k = 1; k < t - m; k++) {
          run.layer(t - m - k, m, false);
        }
        for (int k = 1; k < m; k++) {
          run.layer(m - k, t - m, false);
        }
        close(ab, ba);
        seal(ab);
        if (ba != ab) {
          seal(ba);
        }
      }
    }
  }

  /** Seals a layer once the budget has room for its values, 2 bytes per member. */
  private void seal(MaterialLayer layer) {
    long members = layer.members();
    budget.reserve(2.0 * members, reachable);
    reachable += members;
    layer.seal();
  }

  /** Follows paika steps inside the pair until no new position appears. */
  private void close(MaterialLayer a, MaterialLayer b) {
    long[] frontierA = a.bits().clone();
    long @Nullable [] frontierB = b == a ? null : b.bits().clone();
    String stage = "find " + a + (b == a ? "" : "+" + b);
    while (true) {
      long[] nextA = new long[frontierA.length];
      long[] nextB = frontierB == null ? nextA : new long[frontierB.length];
      long found = sweep(a, frontierA, b, nextB, stage);
      if (frontierB != null) {
        found += sweep(b, frontierB, a, nextA, stage);
      }
      if (found == 0) {
        return;
      }
      frontierA = nextA;
      frontierB = frontierB == null ? null : nextB;
    }
  }

  /** Expands every frontier position of one layer; returns how many new ones it found. */
  private long sweep(
      MaterialLayer layer, long[] frontier, MaterialLayer paired, long[] nextPaired, String stage) {
    AtomicLong found = new AtomicLong();
    workers.forEachChunk(
        frontier.length,
        (from, to) -> {
          Successors succ = run.successors();
          long[] localFound = {0};
          long expanded = 0;
          Successors.Sink sink =
              (mover, opponent, capture) -> {
                int moverCount = Long.bitCount(mover);
                if (!capture) {
                  long r = paired.index.rankUnchecked(mover, opponent);
                  if (paired.add(r)) {
                    WORDS.getAndBitwiseOr(nextPaired, (int) (r >>> 6), 1L << r);
                    localFound[0]++;
                  }
                } else if (moverCount > 0) {
                  MaterialLayer lower = run.find(moverCount, Long.bitCount(opponent));
                  if (lower == null) {
                    throw new IllegalStateException("no layer for " + moverCount + " stones");
                  }
                  lower.add(lower.index.rankUnchecked(mover, opponent));
                }
              };
          for (int w = from; w < to; w++) {
            for (long bits = frontier[w]; bits != 0; bits &= bits - 1) {
              long i = ((long) w << 6) + Long.numberOfTrailingZeros(bits);
              succ.expand(layer.index.white(i), layer.index.black(i), sink);
              expanded++;
            }
          }
          found.addAndGet(localFound[0]);
          run.report(stage, expanded);
        });
    return found.get();
  }
}
