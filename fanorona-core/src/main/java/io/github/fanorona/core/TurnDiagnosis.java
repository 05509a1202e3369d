package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Says why a written turn is not legal: it replays the written steps on the board and names the
 * first thing that breaks (no stone there, no line, occupied point, same direction twice, a point
 * visited again, a step that captures nothing, a paika while a capture exists), falling back on
 * the rule options when the steps themselves are sound.
 *
 * <pre>{@code
 * throw new TurnDiagnosis(text, reading, position, ruleset, legal).explain();
 * }</pre>
 */
final class TurnDiagnosis {
  private final String text;
  private final WrittenTurn written;
  private final Position position;
  private final Ruleset ruleset;
  private final ImmutableList<Turn> legal;

  TurnDiagnosis(
      String text,
      WrittenTurn written,
      Position position,
      Ruleset ruleset,
      ImmutableList<Turn> legal) {
    this.text = text;
    this.written = written;
    this.position = position;
    this.ruleset = ruleset;
    this.legal = legal;
  }

  IllegalTurnException explain() {
    Geometry g = position.geometry();
    Side side = position.sideToMove();
    WrittenTurn.Mark origin = written.origin();
    if (legal.isEmpty()) {
      return error("no turn is legal here: the game is over", origin.column);
    }
    for (WrittenTurn.Mark m : written.marks) {
      if (!g.contains(m.point)) {
        return error("there is no point " + m.point + " on this board", m.column);
      }
    }
    if (written.huff.isPresent()) {
      Point h = written.huff.get();
      if (!g.contains(h) || (position.huffable() >> g.index(h) & 1) == 0) {
        return error("the stone on " + h + " cannot be huffed", written.huffColumn);
      }
    }
    if (position.isPlacement() && position.inHand(side) > 0) {
      if (written.marks.size() > 1) {
        return error(
            side.displayName() + " still has stones in hand and must drop one",
            origin.column);
      }
      if (position.stoneAt(origin.point).isPresent()) {
        return error(origin.point + " is not empty", origin.column);
      }
      return error("dropping on " + origin.point + " is not legal here", origin.column);
    }
    if (position.stoneAt(origin.point).orElse(side.opponent()) != side) {
      return error(
          "no " + side.displayName() + " stone on " + origin.point, origin.column);
    }
    if (written.marks.size() == 1) {
      return error("expected a landing point after " + origin.point, origin.endColumn + 1);
    }
    Side[] board = new Side[g.size()];
    for (Point p : g.points()) {
      board[g.index(p)] = position.stoneAt(p).orElse(null);
    }
    Set<Point> visited = new HashSet<>();
    visited.add(origin.point);
    Point cur = origin.point;
    Optional<Direction> previous = Optional.empty();
    boolean captured = false;
    for (int i = 1; i < written.marks.size(); i++) {
      WrittenTurn.Mark m = written.marks.get(i);
      Point land = m.point;
      Direction d;
      try {
        d = Direction.between(cur, land);
      } catch (IllegalArgumentException e) {
        return error(cur + " and " + land + " are not neighbours", m.column);
      }
      if (g.neighbour(cur, d).orElse(null) != land) {
        return error("no line joins " + cur + " and " + land, m.column);
      }
      if (visited.contains(land)) {
        return error("lands on a point already visited (" + land + ")", m.column);
      }
      if (board[g.index(land)] != null) {
        return error(land + " is not empty", m.column);
      }
      if (previous.isPresent() && previous.get() == d) {
        return error("same direction twice (" + name(d) + ")", m.column);
      }
      List<Point> approach = line(board, g, land, d, side);
      List<Point> withdrawal = line(board, g, cur, d.opposite(), side);
      String step = cur + "-" + land;
      Optional<CaptureKind> kind = m.kind;
      if (kind.isPresent()) {
        boolean a = kind.get() == CaptureKind.APPROACH;
        if ((a ? approach : withdrawal).isEmpty()) {
          String how = a ? "approach" : "withdrawal";
          return error(
              (i == 1 && written.marks.size() == 2 ? text : "step " + step)
                  + " captures nothing by "
                  + how,
              m.kindColumn);
        }
      } else if (approach.isEmpty() && withdrawal.isEmpty()) {
        if (i > 1) {
          return error(
              "step " + step + " captures nothing; a chain goes on only by capturing", m.column);
        }
        if (written.marks.size() > 2) {
          return error("step " + step + " captures nothing, so the turn ends there", m.column);
        }
        List<Turn> captures =
            legal.stream().filter(Turn::isCapture).collect(Collectors.toList());
        if (!captures.isEmpty()) {
          return error(
              text + " is a paika, but a capture is available elsewhere: "
                  + TurnNotation.list(captures),
              origin.column);
        }
      } else {
        kind = Optional.of(approach.isEmpty() ? CaptureKind.WITHDRAWAL : CaptureKind.APPROACH);
      }
      if (kind.isPresent()) {
        captured = true;
        for (Point p : kind.get() == CaptureKind.APPROACH ? approach : withdrawal) {
          board[g.index(p)] = null;
        }
      } else if (i == 1 && written.marks.size() == 2) {
        break; // a sound paika
      }
      board[g.index(land)] = side;
      board[g.index(cur)] = null;
      visited.add(land);
      previous = Optional.of(d);
      cur = land;
    }
    return error(ruleReason(captured), origin.column);
  }

  private String ruleReason(boolean captured) {
    int steps = written.stepCount();
    boolean extends_ =
        legal.stream()
            .anyMatch(
                t -> t.origin() == written.origin().point
                    && t.steps().size() > steps
                    && t.steps().get(steps - 1).to() == written.marks.get(steps).point);
    if (captured && extends_ && ruleset.chainContinuation() == Ruleset.ChainContinuation.MANDATORY) {
      return text + " stops the chain early, but chains must continue (chain=mandatory)";
    }
    if (captured
        && steps > 1
        && ruleset.firstTurnChains() == Ruleset.FirstTurnChains.FORBIDDEN
        && position.turnNumber() == 1) {
      return text + " continues the chain in the first turn (first-turn-chain=forbidden)";
    }
    if (captured && ruleset.captureChoice() == Ruleset.CaptureChoice.LARGER_GROUP) {
      return text + " takes the smaller group where a larger one can be taken (capture=larger)";
    }
    if (ruleset.velaBeneficiary().isPresent()) {
      return text + " is not allowed by the Vela rules here";
    }
    return text + " is not legal here";
  }

  private static List<Point> line(Side[] board, Geometry g, Point from, Direction d, Side side) {
    List<Point> out = new ArrayList<>();
    Optional<Point> p = g.neighbour(from, d);
    while (p.isPresent() && board[g.index(p.get())] == side.opponent()) {
      out.add(p.get());
      p = g.neighbour(p.get(), d);
    }
    return out;
  }

  private static String name(Direction d) {
    return d.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  private IllegalTurnException error(String reason, int column) {
    String full = reason.startsWith("no turn") ? reason
        : reason.startsWith(text) ? FanoronaException.quote(text) + reason.substring(text.length())
        : FanoronaException.quote(text) + ": " + reason;
    if (!legal.isEmpty()) {
      full = full + "; legal here: " + TurnNotation.list(legal);
    }
    return new IllegalTurnException(text, full, Math.max(1, Math.min(column, text.length())), legal);
  }
}
