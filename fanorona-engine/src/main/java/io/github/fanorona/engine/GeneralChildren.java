package io.github.fanorona.engine;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.TurnView;
import java.util.Arrays;

/**
 * The positions one node of the search can move to, with what orders them: the stones each turn
 * takes and a code (origin and final point) for the killer and history heuristics. One instance per
 * ply is reused for the whole search, so generation allocates only the child positions.
 */
final class GeneralChildren {
  Position[] positions = new Position[32];
  int[] codes = new int[32];
  int[] captures = new int[32];
  private int[] ranks = new int[32];
  int size;

  void generate(RulesEngine rules, Position parent, Ruleset ruleset) {
    size = 0;
    rules.forEachTurn(
        parent,
        ruleset,
        view -> {
          add(parent.play(view), code(view), taken(view));
          return true;
        });
  }

  private static int code(TurnView view) {
    int n = view.stepCount();
    int to = n == 0 ? view.originIndex() : view.landingIndex(n - 1);
    return (view.originIndex() << 6) | to;
  }

  private static int taken(TurnView view) {
    int n = 0;
    for (int i = 0; i < view.stepCount(); i++) {
      n += Long.bitCount(view.capturedMask(i));
    }
    return n;
  }

  private void add(Position p, int code, int taken) {
    if (size == positions.length) {
      int grown = size * 2;
      positions = Arrays.copyOf(positions, grown);
      codes = Arrays.copyOf(codes, grown);
      captures = Arrays.copyOf(captures, grown);
      ranks = Arrays.copyOf(ranks, grown);
    }
    positions[size] = p;
    codes[size] = code;
    captures[size] = taken;
    size++;
  }

  /**
   * Ranks the children: the table's best child first, then captures by stones taken, then the two
   * killers of this ply, then the rest by history.
   */
  void rank(long hinted, int[] killers, int[] history) {
    for (int i = 0; i < size; i++) {
      int r;
      if (hinted != 0 && positions[i].zobristKey() == hinted) {
        r = 1 << 30;
      } else if (captures[i] > 0) {
        r = (1 << 28) + captures[i];
      } else if (codes[i] == killers[0]) {
        r = 1 << 27;
      } else if (codes[i] == killers[1]) {
        r = 1 << 26;
      } else {
        r = history[codes[i]];
      }
      ranks[i] = r;
    }
  }

  /** Moves the best-ranked child among {@code from..size-1} to {@code from}. */
  void bringBest(int from) {
    int best = from;
    for (int i = from + 1; i < size; i++) {
      if (ranks[i] > ranks[best]) {
        best = i;
      }
    }
    if (best != from) {
      swap(from, best);
    }
  }

  private void swap(int a, int b) {
    Position p = positions[a];
    positions[a] = positions[b];
    positions[b] = p;
    int t = codes[a];
    codes[a] = codes[b];
    codes[b] = t;
    t = captures[a];
    captures[a] = captures[b];
    captures[b] = t;
    t = ranks[a];
    ranks[a] = ranks[b];
    ranks[b] = t;
  }
}
