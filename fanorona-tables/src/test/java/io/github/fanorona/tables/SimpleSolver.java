package io.github.fanorona.tables;

import io.github.fanorona.core.CaptureEngine;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The second method the tests check the solver against, as plain as it gets: every reachable
 * position as a {@link Position} (no colour normalisation, no index, no un-moves), its successors
 * by {@link Position#play}, and values by rounds: in round {@code k} a position becomes a win in
 * {@code k} if some successor was found a loss in {@code k - 1}, a loss in {@code k} if every
 * successor is a win found before and the last one in round {@code k - 1}. What no round decides is
 * a draw.
 */
final class SimpleSolver {
  final Map<Position, Integer> ids = new HashMap<>();
  final List<Position> positions = new ArrayList<>();
  private final List<int[]> children = new ArrayList<>();

  /** Verdict codes as in {@link Verdict}: -1 undecided, plies + 1 decided. */
  private int[] codes = new int[0];

  SimpleSolver(Position start, Ruleset ruleset) {
    ArrayDeque<Position> todo = new ArrayDeque<>();
    id(start, todo);
    while (!todo.isEmpty()) {
      Position p = todo.poll();
      List<Turn> turns =
          p.count(p.sideToMove()) == 0
              ? List.of()
              : CaptureEngine.instance().legalTurns(p, ruleset);
      int[] next = new int[turns.size()];
      for (int i = 0; i < next.length; i++) {
        next[i] = id(p.play(turns.get(i)), todo);
      }
      children.add(next);
    }
    solve(ruleset);
  }

  private int id(Position p, ArrayDeque<Position> todo) {
    Position key = p.withCounters(0, 1);
    Integer known = ids.get(key);
    if (known != null) {
      return known;
    }
    ids.put(key, positions.size());
    positions.add(key);
    todo.add(key);
    return positions.size() - 1;
  }

  private void solve(Ruleset ruleset) {
    int n = positions.size();
    codes = new int[n];
    for (int i = 0; i < n; i++) {
      Position p = positions.get(i);
      boolean noStones = p.count(p.sideToMove()) == 0;
      boolean stuck = children.get(i).length == 0;
      boolean stuckLoses = ruleset.noMoveResult() == Ruleset.NoMoveResult.LOSS;
      codes[i] = noStones || (stuck && stuckLoses) ? 1 : stuck ? 0 : -1;
    }
    for (int round = 1; ; round++) {
      int[] next = codes.clone();
      boolean changed = false;
      for (int i = 0; i < n; i++) {
        if (codes[i] != -1) {
          continue;
        }
        boolean allWins = true;
        boolean lastRound = false;
        boolean win = false;
        for (int c : children.get(i)) {
          int v = codes[c];
          boolean childWins = v > 0 && ((v - 1) & 1) == 1;
          boolean childLoses = v > 0 && !childWins;
          win |= childLoses && v - 1 == round - 1;
          allWins &= childWins;
          lastRound |= v - 1 == round - 1;
        }
        if (win || (allWins && lastRound)) {
          next[i] = round + 1;
          changed = true;
        }
      }
      codes = next;
      // A round that decides nothing leaves the next one nothing to build on.
      if (!changed) {
        return;
      }
    }
  }

  Verdict verdict(Position p) {
    int c = codes[ids.get(p.withCounters(0, 1))];
    return c <= 0 ? Verdict.draw() : Verdict.inPlies(c - 1);
  }
}
