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
 * A deliberately plain second implementation of RULES.md §3-6 for the tests, written straight from
 * the rules text: an array of sides indexed by point, {@link Point} and {@link Direction}
 * neighbours, strings for turns, every option (capture choice, chains, first-turn chains, huffing,
 * Vela). It shares none of the engine's code (no bitboards, no {@code ChainSearch}, no {@code
 * Position.play}), so that the engine can be checked against something that can be checked by
 * reading. Slow, and fine for that.
 *
 * <p>Each turn is kept under its canonical text with what it takes, the stones it leaves liable to
 * a huff, and the board after it; the answers ({@link #turns}, {@link #texts}, {@link #children},
 * {@link #perft}) are views of that.
 */
final class ReferenceRules {
  /** One legal turn: its captured points, the liable stones after it, the board after it. */
  private record Found(Set<Point> captured, Set<Point> liable, Side[] after) {
    String summary() {
      return captured + "|" + liable;
    }
  }

  private final Position position;
  private final Geometry g;
  private final Ruleset rules;
  private final Side me;
  private final Side them;
  private final boolean firstTurn;
  private final Map<String, Found> out = new TreeMap<>();

  private ReferenceRules(Position p, Ruleset rules) {
    this.position = p;
    this.g = p.geometry();
    this.rules = rules;
    this.me = p.sideToMove();
    this.them = me.opponent();
    this.firstTurn = p.turnNumber() == 1;
  }

  /** Every legal turn of the position: its text to "captured|liable", both sorted by point. */
  static Map<String, String> turns(Position p, Ruleset rules) {
    Map<String, String> result = new TreeMap<>();
    generate(p, rules).forEach((text, found) -> result.put(text, found.summary()));
    return result;
  }

  /** The sorted texts of the legal turns. */
  static List<String> texts(Position p, Ruleset rules) {
    return new ArrayList<>(generate(p, rules).keySet());
  }

  /** The positions after each legal turn (no-capture counter 0), in text order. */
  static List<Position> children(Position p, Ruleset rules) {
    ReferenceRules r = new ReferenceRules(p, rules);
    r.generate();
    List<Position> result = new ArrayList<>();
    for (Found f : r.out.values()) {
      result.add(r.positionOf(f));
    }
    return result;
  }

  /** Perft from the rules text alone, over the positions {@link #children} builds. */
  static long perft(Position p, Ruleset rules, int depth) {
    if (depth == 0) {
      return 1;
    }
    List<Position> next = children(p, rules);
    if (depth == 1) {
      return next.size();
    }
    long n = 0;
    for (Position c : next) {
      n += perft(c, rules, depth - 1);
    }
    return n;
  }

  private static Map<String, Found> generate(Position p, Ruleset rules) {
    ReferenceRules r = new ReferenceRules(p, rules);
    r.generate();
    return r.out;
  }

  private void generate() {
    Side[] board = new Side[g.size()];
    for (Point q : g.points()) {
      board[g.index(q)] = position.stoneAt(q).orElse(null);
    }
    Optional<Side> vela = rules.velaBeneficiary();
    if (vela.isPresent() && count(board, vela.get().opponent()) > Ruleset.VELA_NORMAL_RULES_AT) {
      vela(board, vela.get());
      return;
    }
    normal(board, "");
    if (rules.huffing()) {
      for (Point h : g.points()) {
        if ((position.huffable() >>> g.index(h) & 1) != 0) {
          Side[] huffed = board.clone();
          huffed[g.index(h)] = null;
          normal(huffed, "x" + h + ":");
        }
      }
    }
  }

  /** The position a found turn leads to, built from its board: the other side to move. */
  private Position positionOf(Found f) {
    long white = 0;
    long black = 0;
    for (Point q : g.points()) {
      Side s = f.after[g.index(q)];
      if (s == Side.WHITE) {
        white |= 1L << g.index(q);
      } else if (s == Side.BLACK) {
        black |= 1L << g.index(q);
      }
    }
    long liable = 0;
    for (Point q : f.liable) {
      liable |= 1L << g.index(q);
    }
    int nextTurn = me == Side.BLACK ? position.turnNumber() + 1 : position.turnNumber();
    Position p = Position.of(g, white, black, them).withCounters(0, nextTurn);
    return liable == 0 ? p : p.withHuffable(liable);
  }

  private static int count(Side[] board, Side s) {
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

  /** The board after a single step from p to q. */
  private Side[] stepped(Side[] b, Point p, Point q) {
    Side[] after = b.clone();
    set(after, p, null);
    set(after, q, me);
    return after;
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
            Set<Point> visited = sorted();
            visited.add(p);
            capture(b.clone(), p, d, k == 0, c.get(k), prefix + p, sorted(), visited);
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
            Set<Point> liable = sorted();
            for (Point c : capturers) {
              liable.add(c == p ? to.get() : c);
            }
            emit(prefix + p + "-" + to.get(), Set.of(), liable, stepped(b, p, to.get()));
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
    Set<Point> all = sorted();
    all.addAll(takenSoFar);
    all.addAll(taken);
    Set<Point> seen = sorted();
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
      emit(t, all, Set.of(), b);
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
            emitTaking(p + "-" + to.get() + "A", a.get(), stepped(b, p, to.get()));
          }
          Optional<Point> w = next(p, d.opposite());
          if (w.isPresent() && get(b, w.get()) == them) {
            emitTaking(p + "-" + to.get() + "W", w.get(), stepped(b, p, to.get()));
          }
        }
      }
      return;
    }
    // The other side steps only, and must leave the beneficiary a capture when it can.
    Map<String, Side[]> all = new TreeMap<>();
    Map<String, Side[]> leaving = new TreeMap<>();
    for (Point p : g.points()) {
      if (get(b, p) != me) {
        continue;
      }
      for (Direction d : Direction.values()) {
        Optional<Point> to = next(p, d);
        if (to.isEmpty() || get(b, to.get()) != null) {
          continue;
        }
        Side[] after = stepped(b, p, to.get());
        String text = p + "-" + to.get();
        all.put(text, after);
        if (!capturers(after, beneficiary).isEmpty()) {
          leaving.put(text, after);
        }
      }
    }
    (leaving.isEmpty() ? all : leaving).forEach((t, after) -> emit(t, Set.of(), Set.of(), after));
  }

  private void emitTaking(String text, Point victim, Side[] after) {
    set(after, victim, null);
    emit(text, Set.of(victim), Set.of(), after);
  }

  private void emit(String text, Set<Point> captured, Set<Point> liable, Side[] after) {
    Found f = new Found(captured, liable, after.clone());
    Found old = out.put(text, f);
    if (old != null && !old.summary().equals(f.summary())) {
      throw new AssertionError(
          "reference produced " + text + " twice: " + old.summary() + " and " + f.summary());
    }
  }

  private Set<Point> sorted() {
    return new TreeSet<>((a, b) -> Integer.compare(g.index(a), g.index(b)));
  }
}
