package io.github.fanorona.benchmarks;

import io.github.fanorona.core.CaptureEngine;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnView;
import io.github.fanorona.core.Variant;
import java.io.PrintStream;
import java.util.Arrays;

/**
 * What a Sivy perft tree is made of: per half-move, how many nodes, how many distinct positions (by
 * Zobrist key: stones and side to move, all a count depends on; the rest is the most a perft table
 * could save) and how many positions have a capture (the rest are paikas, which a bulk count gets
 * by popcount); and at the last half-move, how many leaf turns are first steps that end the turn
 * (the only capture turns counted without a continuation test) and how many are chain steps, each
 * of which costs a test "can this stone capture again?". It walks the tree through the public API
 * only, so its numbers do not depend on the perft being measured.
 *
 * <pre>
 * {@code java -cp benchmarks/target/benchmarks.jar io.github.fanorona.benchmarks.PerftAnatomy 7}
 * </pre>
 */
public final class PerftAnatomy {
  private final CaptureEngine engine = CaptureEngine.instance();
  private final Ruleset rules = Ruleset.standard();
  private final int depth;
  private final long[] nodes;
  private final long[] withCapture;
  private final KeySet[] seen;

  /** Leaf turns at the last half-move: paikas, steps that end, steps that could go on, chains. */
  private long paikas;

  private long endingSteps;
  private long openSteps;
  private final long[] chainsBySteps = new long[46];

  private PerftAnatomy(int depth) {
    this.depth = depth;
    this.nodes = new long[depth + 1];
    this.withCapture = new long[depth + 1];
    this.seen = new KeySet[depth];
    for (int i = 0; i < depth; i++) {
      seen[i] = new KeySet();
    }
  }

  /**
   * Prints the anatomy of the Sivy perft tree to the given depth (default 6; 7 takes about half a
   * minute).
   *
   * <pre>{@code PerftAnatomy.main(new String[] {"5"})}</pre>
   *
   * @param args the depth, 1 to 8 (anything else prints the usage and exits with status 2)
   */
  public static void main(String[] args) {
    int depth = args.length > 0 && args[0].matches("[1-8]") ? Integer.parseInt(args[0]) : -1;
    if (args.length > 1 || (args.length == 1 && depth < 0)) {
      System.err.println("usage: PerftAnatomy [DEPTH]   (DEPTH 1 to 8, default 6)");
      System.exit(2);
    }
    if (depth < 0) {
      depth = 6;
    }
    PerftAnatomy a = new PerftAnatomy(depth);
    a.walk(Variant.sivy().start(), 0);
    a.print(System.out);
  }

  private void walk(Position p, int ply) {
    nodes[ply]++;
    seen[ply].add(p.zobristKey());
    // The leaves are counted from their parents, not visited one by one.
    if (ply == depth - 1) {
      classifyLeaves(p);
      return;
    }
    var turns = engine.legalTurns(p, rules);
    if (!turns.isEmpty() && turns.get(0).kind() == Turn.Kind.CAPTURE) {
      withCapture[ply]++;
    }
    for (Turn t : turns) {
      walk(p.play(t), ply + 1);
    }
  }

  /** Counts the leaf turns of a position at the last half-move by what a bulk count must do. */
  private void classifyLeaves(Position p) {
    // Per origin, the first steps (landing, kind) that some longer chain continues.
    long[] continued = new long[64];
    engine.forEachTurn(
        p,
        rules,
        t -> {
          if (t.kind() == Turn.Kind.CAPTURE && t.stepCount() >= 2) {
            continued[t.originIndex()] |= firstStep(t);
          }
          return true;
        });
    boolean[] capture = new boolean[1];
    engine.forEachTurn(
        p,
        rules,
        t -> {
          nodes[depth]++;
          if (t.kind() != Turn.Kind.CAPTURE) {
            paikas++;
            return true;
          }
          capture[0] = true;
          if (t.stepCount() >= 2) {
            chainsBySteps[t.stepCount()]++;
          } else if ((continued[t.originIndex()] & firstStep(t)) != 0) {
            openSteps++;
          } else {
            endingSteps++;
          }
          return true;
        });
    if (capture[0]) {
      withCapture[depth - 1]++;
    }
  }

  /**
   * A turn's first step as one bit: its landing's offset from the origin (Sivy: -10 to 10), its
   * kind.
   */
  private static long firstStep(TurnView t) {
    int offset = t.landingIndex(0) - t.originIndex() + 10;
    return 1L << (offset + (t.isApproach(0) ? 0 : 32));
  }

  private void print(PrintStream out) {
    out.printf("Sivy perft tree to depth %d (standard rules)%n", depth);
    out.printf("%-5s %15s %15s %9s %15s%n", "ply", "nodes", "distinct", "share", "with capture");
    for (int i = 0; i < depth; i++) {
      out.printf(
          "%-5d %,15d %,15d %8.1f%% %,15d%n",
          i, nodes[i], seen[i].size(), 100.0 * seen[i].size() / nodes[i], withCapture[i]);
    }
    // The leaves are counted, not played, so their positions are not known.
    out.printf("%-5d %,15d %15s %9s %15s%n", depth, nodes[depth], "-", "-", "-");
    long leaves = nodes[depth];
    long chains = Arrays.stream(chainsBySteps).sum();
    out.printf("%nleaf turns at ply %d: %,d%n", depth, leaves);
    share(out, "paikas (counted by popcount)", paikas, leaves);
    share(out, "one-step captures that end the turn (popcount)", endingSteps, leaves);
    share(out, "one-step captures a chain continues (a test each)", openSteps, leaves);
    share(out, "chain prefixes of 2 or more steps (a test each)", chains, leaves);
    for (int s = 2; s < chainsBySteps.length; s++) {
      if (chainsBySteps[s] > 0) {
        out.printf("    %2d steps: %,d%n", s, chainsBySteps[s]);
      }
    }
  }

  private static void share(PrintStream out, String what, long n, long of) {
    out.printf("  %-50s %,15d  %5.1f%%%n", what, n, 100.0 * n / of);
  }

  /** An open-addressing set of Zobrist keys (0 stands for an empty slot, so 0 is kept apart). */
  private static final class KeySet {
    private long[] slots = new long[1 << 10];
    private int size;
    private boolean hasZero;

    void add(long key) {
      if (key == 0) {
        if (!hasZero) {
          hasZero = true;
          size++;
        }
        return;
      }
      if (2 * (size + 1) > slots.length) {
        grow();
      }
      if (insert(slots, key)) {
        size++;
      }
    }

    int size() {
      return size;
    }

    private void grow() {
      long[] bigger = new long[slots.length * 2];
      for (long k : slots) {
        if (k != 0) {
          insert(bigger, k);
        }
      }
      slots = bigger;
    }

    private static boolean insert(long[] table, long key) {
      int mask = table.length - 1;
      for (int i = (int) (key ^ key >>> 32) & mask; ; i = (i + 1) & mask) {
        if (table[i] == 0) {
          table[i] = key;
          return true;
        }
        if (table[i] == key) {
          return false;
        }
      }
    }
  }
}
