package io.github.fanorona.core;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A deliberately plain move generator, straight from RULES.md §3-5: an array of sides indexed by
 * point, Point/Direction neighbours, strings for turns. No bitboards and no cleverness, so that it
 * can be checked by reading; the fast {@code ChainSearch} is tested against it.
 *
 * <p>Each turn maps its canonical text to "captured points | stones liable to be huffed after
 * it" (both sorted), so that a test compares what is taken and what may be huffed, not only the
 * text.
 */
final class ReferenceGenerator {
  private final Geometry g;
  private final Ruleset rules;
  private final Side me;
  private final Side them;
  private final boolean firstTurn;
  private final Map<String, String> out = new TreeMap<>();

  private ReferenceGenerator(Position p, Ruleset rules) {
    this.g = p.geometry();
    this.rules = rules;
    this.me = p.sideToMove();
    this.them = me.opponent();
    this.firstTurn = p.turnNumber() == 1;
  }

  /** Every legal turn of the position: text to "captured|liable". */
  static Map<String, String> turns(Position p, Ruleset rules) {
    ReferenceGenerator r = new ReferenceGenerator(p, rules);
    Side[] board = new Side[r.g.size()];
    for (Point q : r.g.points()) {
      Optional<Side> s = p.stoneAt(q);
      board[r.g.index(q)] = s.orElse(null);
    }
    Optional<Side> vela = rules.velaBeneficiary();
    if (vela.isPresent() && r.count(board, vela.get().opponent()) > Ruleset.VELA_NORMAL_RULES_AT) {
      r.vela(board, vela.get());
      return r.out;
    }
    r.normal(board, "");
    if (rules.huffing()) {
      for (Point h : r.g.points()) {
        if ((p.huffable() >>> r.g.index(h) & 1) != 0) {
          Side[] huffed = board.clone();
          huffed[r.g.index(h)] = null;
          r.normal(huffed, "x" + h + ":");
        }
      }
    }
    return r.out;
  }

  private int count(Side[] board, Side s) {
    int n = 0;
    for (Side x : board) {
      if (x == s) {
        n++;
      }
    }
    return n;
  }

  private Side get(Side[] b, Point q) {
    return b[g.index(q)];
  }

  private void set(Side[] b, Point q, Side s) {
    b[g.index(q)] = s;
  }

  private Optional<Point> next(Point q, Direction d) {
    return g.neighbour(q, d);
  }

  /** The enemy stones from q onwards in direction d (empty if q is not an enemy stone). */
  private List<Point> run(Side[] b, Optional<Point> q, Direction d, Side enemy) {
    List<Point> line = new ArrayList<>();
    while (q.isPresent() && get(b, q.get()) == enemy) {
      line.add(q.get());
      q = next(q.get(), d);
    }
    return line;
  }

  /** The capture choices of a step from p in direction d onto an empty point: approach first. */
  private List<List<Point>> choices(Side[] b, Point p, Direction d, Side mover) {
    List<List<Point>> result = new ArrayList<>();
    Optional<Point> to = next(p, d);
    if (to.isEmpty() || get(b, to.get()) != null) {
      return result;
    }
    List<Point> approach = run(b, next(to.get(), d), d, mover.opponent());
    List<Point> withdrawal = run(b, next(p, d.opposite()), d.opposite(), mover.opponent());
    if (rules.captureChoice() == Ruleset.CaptureChoice.LARGER_GROUP
        && !approach.isEmpty()
        && !withdrawal.isEmpty()) {
      if (approach.size() > withdrawal.size()) {
        withdrawal = List.of();
      } else if (withdrawal.size() > approach.size()) {
        approach = List.of();
      }
    }
    result.add(approach);
    result.add(withdrawal);
    return result;
  }

  private boolean canCapture(Side[] b, Point p, Side mover) {
    for (Direction d : Direction.values()) {
      for (List<Point> c : choices(b, p, d, mover)) {
        if (!c.isEmpty()) {
          return true;
        }
      }
    }
    return false;
  }

  private Set<Point> capturers(Side[] b, Side mover) {
    Set<Point> result = new LinkedHashSet<>();
    for (Point p : g.points()) {
      if (get(b, p) == mover && canCapture(b, p, mover)) {
        result.add(p);
      }
    }
    return result;
  }

  private void normal(Side[] b, String prefix) {
    Set<Point> capturers = capturers(b, me);
    for (Point p : capturers) {
      for (Direction d : Direction.values()) {
        List<List<Point>> c = choices(b, p, d, me);
        for (int k = 0; k < c.size(); k++) {
          if (!c.get(k).isEmpty()) {
            Set<Point> visited = new TreeSet<>(this::compare);
            visited.add(p);
            capture(b.clone(), p, d, k == 0, c.get(k), prefix + p, new TreeSet<>(this::compare), visited);
          }
        }
      }
    }
    if (capturers.isEmpty() || rules.huffing()) {
      for (Point p : g.points()) {
        if (get(b, p) != me) {
          continue;
        }
        for (Direction d : Direction.values()) {
          Optional<Point> to = next(p, d);
          if (to.isPresent() && get(b, to.get()) == null) {
            // The stones that should have captured stay liable; the moving one goes with it.
            Set<Point> liable = new TreeSet<>(this::compare);
            for (Point c : capturers) {
              liable.add(c == p ? to.get() : c);
            }
            emit(prefix + p + "-" + to.get(), Set.of(), liable);
          }
        }
      }
    }
  }

  private void capture(
      Side[] b,
      Point from,
      Direction d,
      boolean approach,
      List<Point> taken,
      String text,
      Set<Point> takenSoFar,
      Set<Point> visited) {
    Point to = next(from, d).orElseThrow();
    set(b, from, null);
    set(b, to, me);
    for (Point q : taken) {
      set(b, q, null);
    }
    String t = text + "-" + to + (approach ? "A" : "W");
    Set<Point> all = new TreeSet<>(this::compare);
    all.addAll(takenSoFar);
    all.addAll(taken);
    Set<Point> seen = new TreeSet<>(this::compare);
    seen.addAll(visited);
    seen.add(to);
    boolean continued = false;
    boolean chainsAllowed =
        !(firstTurn && rules.firstTurnChains() == Ruleset.FirstTurnChains.FORBIDDEN);
    for (Direction e : Direction.values()) {
      if (!chainsAllowed || e == d) {
        continue;
      }
      Optional<Point> land = next(to, e);
      if (land.isEmpty() || seen.contains(land.get())) {
        continue;
      }
      List<List<Point>> c = choices(b, to, e, me);
      for (int k = 0; k < c.size(); k++) {
        if (!c.get(k).isEmpty()) {
          continued = true;
          capture(b.clone(), to, e, k == 0, c.get(k), t, all, seen);
        }
      }
    }
    if (!(continued && rules.chainContinuation() == Ruleset.ChainContinuation.MANDATORY)) {
      emit(t, all, Set.of());
    }
  }

  private void vela(Side[] b, Side beneficiary) {
    if (me == beneficiary) {
      // One stone per turn, the first of the line, never a chain or a paika.
      for (Point p : g.points()) {
        if (get(b, p) != me) {
          continue;
        }
        for (Direction d : Direction.values()) {
          Optional<Point> to = next(p, d);
          if (to.isEmpty() || get(b, to.get()) != null) {
            continue;
          }
          Optional<Point> a = next(to.get(), d);
          if (a.isPresent() && get(b, a.get()) == them) {
            emit(p + "-" + to.get() + "A", Set.of(a.get()), Set.of());
          }
          Optional<Point> w = next(p, d.opposite());
          if (w.isPresent() && get(b, w.get()) == them) {
            emit(p + "-" + to.get() + "W", Set.of(w.get()), Set.of());
          }
        }
      }
      return;
    }
    // The other side steps only, and must leave the beneficiary a capture when it can.
    List<String> all = new ArrayList<>();
    List<String> leaving = new ArrayList<>();
    for (Point p : g.points()) {
      if (get(b, p) != me) {
        continue;
      }
      for (Direction d : Direction.values()) {
        Optional<Point> to = next(p, d);
        if (to.isEmpty() || get(b, to.get()) != null) {
          continue;
        }
        Side[] after = b.clone();
        set(after, p, null);
        set(after, to.get(), me);
        String text = p + "-" + to.get();
        all.add(text);
        if (!capturers(after, beneficiary).isEmpty()) {
          leaving.add(text);
        }
      }
    }
    for (String t : leaving.isEmpty() ? all : leaving) {
      emit(t, Set.of(), Set.of());
    }
  }

  private void emit(String text, Set<Point> captured, Set<Point> liable) {
    String value = captured + "|" + liable;
    String old = out.put(text, value);
    if (old != null && !old.equals(value)) {
      throw new AssertionError("reference produced " + text + " twice: " + old + " and " + value);
    }
  }

  private int compare(Point a, Point b) {
    return Integer.compare(g.index(a), g.index(b));
  }

  /** The engine's turns in the same shape as {@link #turns}. */
  static Map<String, String> engineTurns(Position p, Ruleset rules) {
    Map<String, String> result = new TreeMap<>();
    Geometry g = p.geometry();
    for (Turn t : CaptureEngine.instance().legalTurns(p, rules)) {
      Set<Point> captured = new TreeSet<>((a, b) -> Integer.compare(g.index(a), g.index(b)));
      captured.addAll(t.capturedPoints());
      Set<Point> liable = new TreeSet<>((a, b) -> Integer.compare(g.index(a), g.index(b)));
      liable.addAll(Bitboards.points(g, p.play(t).huffable()));
      String old = result.put(t.toString(), captured + "|" + liable);
      if (old != null) {
        result.put(t.toString() + " (DUPLICATE)", old);
      }
    }
    return result;
  }
}
