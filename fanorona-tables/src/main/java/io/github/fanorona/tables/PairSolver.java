package io.github.fanorona.tables;

import io.github.fanorona.core.Ruleset;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * Solves one pair of materials, {@code m v o} and {@code o v m}, whose smaller materials are
 * solved. First every position gets its verdict from its captures (or its lack of legal turns), or,
 * if it can only play paika steps, minus the number of its successors. Then, by rising distance
 * {@code d}, every position decided at {@code d} visits its paika predecessors (un-moving one enemy
 * stone back along a line to an empty point): a loss makes them wins at {@code d + 1}, a win takes
 * one from their counter and the last one makes them losses at {@code d + 1}. Updates are
 * compare-and-set, so the threads of one distance may share predecessors; the result does not
 * depend on their order.
 */
final class PairSolver {
  private static final VarHandle VALUES = MethodHandles.arrayElementVarHandle(short[].class);

  private final Run run;
  private final Workers workers;
  private final MaterialLayer a;
  private final MaterialLayer b;
  private final short noMoveCode;

  PairSolver(
      Run run,
      Workers workers,
      @Nullable MaterialLayer a,
      @Nullable MaterialLayer b,
      Ruleset ruleset) {
    if (a == null || b == null) {
      throw new IllegalStateException("a material without its paired material");
    }
    this.run = run;
    this.workers = workers;
    this.a = a;
    this.b = b;
    this.noMoveCode = ruleset.noMoveResult() == Ruleset.NoMoveResult.LOSS ? (short) 1 : 0;
  }

  /** {@return the first material of the pair} */
  MaterialLayer first() {
    return a;
  }

  /** {@return the second material of the pair: the first again when it plays itself} */
  MaterialLayer second() {
    return b;
  }

  void run() {
    AtomicInteger maxCode = new AtomicInteger();
    init(a, maxCode);
    if (b != a) {
      init(b, maxCode);
    }
    String stage = "solve " + a + (b == a ? "" : "+" + b);
    for (int d = 0; d + 1 <= maxCode.get(); d++) {
      run.report(stage + " d" + d, 0);
      retreat(a, b, d, maxCode);
      if (b != a) {
        retreat(b, a, d, maxCode);
      }
    }
    drawTheRest(a);
    if (b != a) {
      drawTheRest(b);
    }
  }

  private int words(MaterialLayer layer) {
    return (int) ((layer.size() + 63) >>> 6);
  }

  /** The member bits of word {@code w}: every valid index when the layer holds every position. */
  private static long members(MaterialLayer layer, int w) {
    if (!layer.everyPosition()) {
      return layer.bits()[w];
    }
    long left = layer.size() - ((long) w << 6);
    return left >= 64 ? -1L : (1L << left) - 1;
  }

  private void init(MaterialLayer layer, AtomicInteger maxCode) {
    String stage = "solve " + layer;
    workers.forEachChunk(
        words(layer),
        (from, to) -> {
          Successors succ = run.successors();
          Capture best = new Capture();
          int localMax = 0;
          for (int w = from; w < to; w++) {
            int slot = layer.slotOfWord(w);
            for (long bits = members(layer, w); bits != 0; bits &= bits - 1, slot++) {
              long i = ((long) w << 6) + Long.numberOfTrailingZeros(bits);
              best.reset();
              int turns = succ.expand(layer.index.white(i), layer.index.black(i), best);
              short code;
              if (turns == 0) {
                code = noMoveCode;
              } else if (succ.captured()) {
                code = best.code();
              } else {
                code = (short) -turns;
              }
              layer.values[slot] = code;
              localMax = Math.max(localMax, code);
            }
          }
          maxCode.accumulateAndGet(localMax, Math::max);
          run.report(stage, layer.count() == 0 ? 0 : countMembers(layer, from, to));
        });
  }

  private static long countMembers(MaterialLayer layer, int from, int to) {
    long n = 0;
    for (int w = from; w < to; w++) {
      n += Long.bitCount(members(layer, w));
    }
    return n;
  }

  /** Combines the verdicts after a position's captures: best win, else draw, else longest loss. */
  private final class Capture implements Successors.Sink {
    private int win;
    private int loss;
    private boolean draw;

    void reset() {
      win = Integer.MAX_VALUE;
      loss = 0;
      draw = false;
    }

    @Override
    public void accept(long mover, long opponent, boolean capture) {
      if (!capture) {
        return;
      }
      int child;
      int moverCount = Long.bitCount(mover);
      if (moverCount == 0) {
        child = 1;
      } else {
        MaterialLayer lower = run.find(moverCount, Long.bitCount(opponent));
        child = lower == null ? -1 : lower.code(mover, opponent);
        if (child < 0) {
          throw new IllegalStateException(
              "a capture leads outside the solved materials, to "
                  + moverCount
                  + " against "
                  + Long.bitCount(opponent)
                  + " stones");
        }
      }
      if (child == 0) {
        draw = true;
      } else if (((child - 1) & 1) == 0) {
        // The opponent loses: a win for the mover, one half-move longer.
        win = Math.min(win, child + 1);
      } else {
        loss = Math.max(loss, child + 1);
      }
    }

    short code() {
      int c = win != Integer.MAX_VALUE ? win : draw ? 0 : loss;
      if (c > Verdict.MAX_PLIES + 1) {
        throw new IllegalStateException("a distance beyond " + Verdict.MAX_PLIES + " half-moves");
      }
      return (short) c;
    }
  }

  /** Propagates the verdicts of distance {@code d} of one layer to their predecessors. */
  private void retreat(MaterialLayer layer, MaterialLayer partner, int d, AtomicInteger maxCode) {
    short target = (short) (d + 1);
    short next = (short) (d + 2);
    boolean loss = (d & 1) == 0;
    int[] lines = run.lines;
    workers.forEachChunk(
        words(layer),
        (from, to) -> {
          boolean assigned = false;
          for (int w = from; w < to; w++) {
            int slot = layer.slotOfWord(w);
            for (long bits = members(layer, w); bits != 0; bits &= bits - 1, slot++) {
              if (layer.values[slot] != target) {
                continue;
              }
              long i = ((long) w << 6) + Long.numberOfTrailingZeros(bits);
              long own = layer.index.white(i);
              long opp = layer.index.black(i);
              long empty = run.allMask & ~(own | opp);
              for (long stones = opp; stones != 0; stones &= stones - 1) {
                int at = Long.numberOfTrailingZeros(stones);
                for (int dir = 0; dir < 8; dir++) {
                  int back = lines[at * 8 + dir];
                  if (back < 0 || ((empty >>> back) & 1) == 0) {
                    continue;
                  }
                  long before = opp ^ (1L << at) ^ (1L << back);
                  int p = partner.slot(partner.index.rankUnchecked(before, own));
                  if (p >= 0) {
                    assigned |= loss ? markWin(partner, p, next) : countDown(partner, p, next);
                  }
                }
              }
            }
          }
          if (assigned) {
            maxCode.accumulateAndGet(next, Math::max);
          }
        });
  }

  /** A predecessor of a loss, still open, is a win at the next distance. */
  private static boolean markWin(MaterialLayer layer, int slot, short code) {
    while (true) {
      short v = (short) VALUES.getVolatile(layer.values, slot);
      if (v >= 0) {
        return false;
      }
      if (VALUES.compareAndSet(layer.values, slot, v, code)) {
        return true;
      }
    }
  }

  /** A predecessor of a win has one open successor fewer; with none left it is a loss. */
  private static boolean countDown(MaterialLayer layer, int slot, short code) {
    while (true) {
      short v = (short) VALUES.getVolatile(layer.values, slot);
      if (v >= 0) {
        return false;
      }
      short nv = v == -1 ? code : (short) (v + 1);
      if (VALUES.compareAndSet(layer.values, slot, v, nv)) {
        return nv == code;
      }
    }
  }

  /** Positions still open can avoid losing for ever and cannot force a win: draws. */
  private void drawTheRest(MaterialLayer layer) {
    short[] values = layer.values;
    for (int s = 0; s < values.length; s++) {
      if (values[s] < 0) {
        values[s] = 0;
      }
    }
  }
}
