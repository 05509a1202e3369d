package io.github.fanorona.core;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A deliberately plain second implementation of RULES.md section 3 for the tests: points and sets
 * instead of bitboards, written straight from the rules text, so that the engine can be checked
 * against something that shares none of its code. Slow, and fine for that.
 */
final class ReferenceRules {
  private final Geometry g;
  private final Ruleset rules;
  private final Side side;
  private final Set<Point> own = new HashSet<>();
  private final Set<Point> enemy = new HashSet<>();
  private final List<String> out = new ArrayList<>();
  private final List<Position> after = new ArrayList<>();
  private final int turnNumber;
  private final boolean singleCapture;

  private ReferenceRules(Position p, Ruleset rules) {
    this.g = p.geometry();
    this.rules = rules;
    this.side = p.sideToMove();
    for (Point q : g.points()) {
      Optional<Side> s = p.stoneAt(q);
      if (s.isPresent()) {
        (s.get() == side ? own : enemy).add(q);
      }
    }
    this.turnNumber = p.turnNumber();
    this.singleCapture =
        rules.firstTurnChains() == Ruleset.FirstTurnChains.FORBIDDEN && p.turnNumber() == 1;
  }

  /** The sorted texts of the legal turns (compulsory capture, no huffing, no Vela). */
  static List<String> turns(Position p, Ruleset rules) {
    ReferenceRules r = new ReferenceRules(p, rules);
    r.generate();
    r.out.sort(null);
    return r.out;
  }

  /** The positions after each legal turn, for counting perft without the engine. */
  static List<Position> children(Position p, Ruleset rules) {
    ReferenceRules r = new ReferenceRules(p, rules);
    r.generate();
    return r.after;
  }

  /** Perft from the rules text alone: positions after turns found by this class. */
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

  private void emit(String text, Point origin, Point landing, Set<Point> taken) {
    out.add(text);
    long mover = 0;
    long other = 0;
    for (Point q : own) {
      mover |= q.equals(origin) ? 0 : 1L << g.index(q);
    }
    mover |= 1L << g.index(landing);
    for (Point q : enemy) {
      other |= taken.contains(q) ? 0 : 1L << g.index(q);
    }
    long white = side == Side.WHITE ? mover : other;
    long black = side == Side.WHITE ? other : mover;
    int nextTurn = side == Side.BLACK ? turnNumber + 1 : turnNumber;
    after.add(Position.of(g, white, black, side.opponent()).withCounters(0, nextTurn));
  }

  private boolean empty(Point q) {
    return !own.contains(q) && !enemy.contains(q);
  }

  /** The unbroken run of enemy stones from {@code first} on in direction {@code d}. */
  private Set<Point> run(Optional<Point> first, Direction d, Set<Point> taken) {
    Set<Point> run = new HashSet<>();
    Optional<Point> at = first;
    while (at.isPresent() && enemy.contains(at.get()) && !taken.contains(at.get())) {
      run.add(at.get());
      at = g.neighbour(at.get(), d);
    }
    return run;
  }

  private void generate() {
    for (Point from : g.points()) {
      if (own.contains(from)) {
        Set<Point> visited = new HashSet<>();
        visited.add(from);
        captures(from, from, Optional.empty(), visited, new HashSet<>(), from.toString());
      }
    }
    if (!out.isEmpty()) {
      return;
    }
    for (Point from : g.points()) {
      if (!own.contains(from)) {
        continue;
      }
      for (Direction d : Direction.values()) {
        Optional<Point> to = g.neighbour(from, d);
        if (to.isPresent() && empty(to.get())) {
          emit(from + "-" + to.get(), from, to.get(), Set.of());
        }
      }
    }
  }

  /**
   * Tries every capturing step of the stone standing on {@code at} (which started on {@code
   * origin}); emits the chain so far where the rules let it stop.
   */
  private boolean captures(
      Point origin,
      Point at,
      Optional<Direction> last,
      Set<Point> visited,
      Set<Point> taken,
      String text) {
    boolean any = false;
    for (Direction d : Direction.values()) {
      if (last.isPresent() && last.get() == d) {
        continue;
      }
      Optional<Point> to = g.neighbour(at, d);
      if (to.isEmpty() || visited.contains(to.get())) {
        continue;
      }
      Point landing = to.get();
      boolean landingEmpty = landing.equals(origin) || empty(landing) || taken.contains(landing);
      if (!landingEmpty) {
        continue;
      }
      Set<Point> approach = run(g.neighbour(landing, d), d, taken);
      Set<Point> withdrawal = run(g.neighbour(at, d.opposite()), d.opposite(), taken);
      if (rules.captureChoice() == Ruleset.CaptureChoice.LARGER_GROUP
          && !approach.isEmpty()
          && !withdrawal.isEmpty()) {
        if (approach.size() > withdrawal.size()) {
          withdrawal = Set.of();
        } else if (withdrawal.size() > approach.size()) {
          approach = Set.of();
        }
      }
      for (int k = 0; k < 2; k++) {
        Set<Point> group = k == 0 ? approach : withdrawal;
        if (group.isEmpty()) {
          continue;
        }
        any = true;
        String next = text + "-" + landing + (k == 0 ? "A" : "W");
        Set<Point> nextTaken = new HashSet<>(taken);
        nextTaken.addAll(group);
        Set<Point> nextVisited = new HashSet<>(visited);
        nextVisited.add(landing);
        boolean continued =
            !singleCapture
                && captures(origin, landing, Optional.of(d), nextVisited, nextTaken, next);
        if (!continued || rules.chainContinuation() == Ruleset.ChainContinuation.OPTIONAL) {
          emit(next, origin, landing, nextTaken);
        }
      }
    }
    return any;
  }
}
