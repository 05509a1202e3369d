package io.github.fanorona.core;

import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Says why a written turn is not legal by clicking it, step by step, through the engine's own step
 * API ({@link TurnBuilder}) and naming the first click the engine refuses. It knows no capture rule
 * of its own: what the board allows is the engine's answer under the most lenient rule options, and
 * a rule option is named when the engine allows the turn once that option is relaxed.
 *
 * <pre>{@code
 * throw new TurnDiagnosis(text, reading, position, engine, ruleset, legal).explain();
 * }</pre>
 */
final class TurnDiagnosis {
  /**
   * Each rule option that can forbid a turn the board allows, relaxed, with what it forbids; the
   * first that makes the written turn legal is named.
   */
  private static final List<String[]> RELAXATIONS =
      List.of(
          new String[] {"chain=optional", "stops the chain early, but chains must continue"},
          new String[] {"first-turn-chain=allowed", "continues the chain in the first turn"},
          new String[] {"capture=free", "takes the smaller group where a larger one can be taken"},
          new String[] {"vela=off", "is not allowed by the Vela rules here"});

  private static final String LENIENT =
      "chain=optional,first-turn-chain=allowed,capture=free,vela=off";

  private final String text;
  private final TurnReading written;
  private final Position position;
  private final RulesEngine engine;
  private final Ruleset ruleset;
  private final ImmutableList<Turn> legal;

  /**
   * Prepares the diagnosis of a written turn that fits no legal turn.
   *
   * @param text the turn as written
   * @param written its first reading
   * @param position the position it was written in
   * @param engine the rules engine
   * @param ruleset the rule options
   * @param legal the legal turns there
   */
  public TurnDiagnosis(
      String text,
      TurnReading written,
      Position position,
      RulesEngine engine,
      Ruleset ruleset,
      ImmutableList<Turn> legal) {
    this.text = text;
    this.written = written;
    this.position = position;
    this.engine = engine;
    this.ruleset = ruleset;
    this.legal = legal;
  }

  /**
   * Says why the turn is not legal.
   *
   * @return the exception to throw, with the column of the first refused mark
   */
  public IllegalTurnException explain() {
    TurnReading.Mark origin = written.origin();
    if (legal.isEmpty()) {
      return error("no turn is legal here: the game is over", origin.column());
    }
    for (TurnReading.Mark m : written.marks()) {
      if (!position.geometry().contains(m.point())) {
        return error("there is no point " + m.point() + " on this board", m.column());
      }
    }
    Optional<Rejection> strict = walk(TurnBuilder.of(position, legal));
    if (strict.isEmpty()) {
      return error(text + " is not legal here", origin.column());
    }
    Optional<String> rule = forbiddingRule();
    if (rule.isPresent()) {
      return error(rule.get(), origin.column());
    }
    // The board itself refuses it: explain with the clicks the most lenient rules allow.
    Ruleset lenient = ruleset.with(LENIENT);
    Rejection r = walk(TurnBuilder.start(engine, position, lenient)).orElse(strict.get());
    return error(r.reason, r.column);
  }

  /** A refused click: why, and the column of the written mark it refuses. */
  private record Rejection(String reason, int column) {}

  /** The name of the rule option that forbids a turn the board allows, if one does. */
  private Optional<String> forbiddingRule() {
    for (String[] relaxation : RELAXATIONS) {
      Ruleset relaxed = ruleset.with(relaxation[0]);
      if (!relaxed.equals(ruleset)
          && walk(TurnBuilder.start(engine, position, relaxed)).isEmpty()) {
        String key = relaxation[0].substring(0, relaxation[0].indexOf('=') + 1);
        String option =
            Splitter.on(',')
                .splitToStream(ruleset.optionString())
                .filter(o -> o.startsWith(key))
                .findFirst()
                .orElse(relaxation[0]);
        return Optional.of(text + " " + relaxation[1] + " (" + option + ")");
      }
    }
    return Optional.empty();
  }

  /** Clicks the written turn; empty if every click is taken and the turn may stop there. */
  private Optional<Rejection> walk(TurnBuilder start) {
    TurnBuilder b = start;
    TurnReading.Mark origin = written.origin();
    if (written.huff().isPresent()) {
      Point h = written.huff().get();
      if (!b.huffChoices().contains(h)) {
        return reject("the stone on " + h + " cannot be huffed", written.huffColumn());
      }
      b = b.huff(h);
    }
    if (!b.drops().isEmpty()) {
      return dropRejection(b, origin);
    }
    Side side = position.sideToMove();
    if (position.stoneAt(origin.point()).orElse(side.opponent()) != side) {
      return reject("no " + side.displayName() + " stone on " + origin.point(), origin.column());
    }
    if (written.marks().size() == 1) {
      return reject("expected a landing point after " + origin.point(), origin.endColumn() + 1);
    }
    Set<Point> taken = new HashSet<>();
    Optional<Rejection> first = geometry(origin.point(), written.marks().get(1), taken);
    if (first.isPresent()) {
      return first;
    }
    if (!b.stones().contains(origin.point())) {
      return reject(stoneRefused(origin.point()), origin.column());
    }
    b = b.select(origin.point());
    Set<Point> visited = new HashSet<>();
    visited.add(origin.point());
    Optional<Direction> previous = Optional.empty();
    Point at = origin.point();
    for (int i = 1; i < written.marks().size(); i++) {
      TurnReading.Mark m = written.marks().get(i);
      Optional<Rejection> geometry = geometry(at, m, taken);
      if (geometry.isPresent()) {
        return geometry;
      }
      Direction d = Direction.between(at, m.point());
      if (!b.targets().contains(m.point())) {
        return m.kind().isPresent() && i == 1
            ? reject(nothingBy(m, at, i), m.kindColumn())
            : reject(
                stepRefused(i, at, m.point(), d, visited, previous),
                i == 1 ? origin.column() : m.column());
      }
      Optional<Step> step = option(b, m);
      if (step.isEmpty()) {
        return reject(nothingBy(m, at, i), m.kindColumn());
      }
      b = b.step(step.get());
      taken.addAll(step.get().captured());
      visited.add(m.point());
      previous = Optional.of(d);
      at = m.point();
    }
    return b.canStop() ? Optional.empty() : reject(text + " cannot stop there", origin.column());
  }

  private String nothingBy(TurnReading.Mark m, Point from, int i) {
    String how = m.kind().orElseThrow() == CaptureKind.APPROACH ? "approach" : "withdrawal";
    String what = i == 1 && written.marks().size() == 2 ? text : "step " + from + "-" + m.point();
    return what + " captures nothing by " + how;
  }

  private Optional<Rejection> dropRejection(TurnBuilder b, TurnReading.Mark origin) {
    if (written.marks().size() > 1) {
      return reject(
          position.sideToMove().displayName() + " still has stones in hand and must drop one",
          origin.column());
    }
    if (position.stoneAt(origin.point()).isPresent()) {
      return reject(origin.point() + " is not empty", origin.column());
    }
    return b.drops().contains(origin.point())
        ? Optional.empty()
        : reject("dropping on " + origin.point() + " is not legal here", origin.column());
  }

  /** The facts of the board's lines: neighbours, a line between them, an empty landing. */
  private Optional<Rejection> geometry(Point from, TurnReading.Mark to, Set<Point> taken) {
    int dx = Math.abs(from.x() - to.point().x());
    int dy = Math.abs(from.y() - to.point().y());
    if (dx > 1 || dy > 1 || dx + dy == 0) {
      return reject(from + " and " + to.point() + " are not neighbours", to.column());
    }
    Direction d = Direction.between(from, to.point());
    if (position.geometry().neighbour(from, d).orElse(null) != to.point()) {
      return reject("no line joins " + from + " and " + to.point(), to.column());
    }
    // the moving stone has left its origin, and the stones taken so far have left the board
    if (to.point() != written.origin().point()
        && !taken.contains(to.point())
        && position.stoneAt(to.point()).isPresent()) {
      return reject(to.point() + " is not empty", to.column());
    }
    return Optional.empty();
  }

  /** The step the written mark names among the options to its point, if it names one. */
  private static Optional<Step> option(TurnBuilder b, TurnReading.Mark m) {
    List<Step> options = b.options(m.point());
    if (m.kind().isPresent()) {
      return options.stream().filter(s -> s.capture().equals(m.kind())).findFirst();
    }
    return Optional.of(options.get(0));
  }

  private String stoneRefused(Point stone) {
    List<Turn> captures = legal.stream().filter(Turn::isCapture).toList();
    if (!captures.isEmpty() && captures.stream().noneMatch(t -> t.origin() == stone)) {
      return text
          + " is a paika, but a capture is available elsewhere: "
          + TurnNotation.list(captures);
    }
    return "the stone on " + stone + " cannot move now";
  }

  private String stepRefused(
      int i, Point from, Point to, Direction d, Set<Point> visited, Optional<Direction> previous) {
    String step = "step " + from + "-" + to;
    if (i == 1) {
      List<Turn> captures = legal.stream().filter(Turn::isCapture).toList();
      return captures.isEmpty()
          ? step + " is not legal here"
          : text
              + " is a paika, but a capture is available elsewhere: "
              + TurnNotation.list(captures);
    }
    if (visited.contains(to)) {
      return "lands on a point already visited (" + to + ")";
    }
    if (previous.isPresent() && previous.get() == d) {
      return "same direction twice (" + d.name().toLowerCase(Locale.ROOT).replace('_', '-') + ")";
    }
    return step + " captures nothing; a chain goes on only by capturing";
  }

  private static Optional<Rejection> reject(String reason, int column) {
    return Optional.of(new Rejection(reason, column));
  }

  private IllegalTurnException error(String reason, int column) {
    String full =
        reason.startsWith("no turn")
            ? reason
            : reason.startsWith(text)
                ? FanoronaException.quote(text) + reason.substring(text.length())
                : FanoronaException.quote(text) + ": " + reason;
    if (!legal.isEmpty()) {
      full = full + "; legal here: " + TurnNotation.list(legal);
    }
    return new IllegalTurnException(
        text, full, Math.max(1, Math.min(column, text.length())), legal);
  }
}
