package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.PositionMismatchException;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.WrittenTurn;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Replays game records under their variant and rule options and reports what is wrong: the first
 * illegal turn of each game (with its place, its text, what is wrong and the legal turns), a turn
 * played after the game ended, a result that contradicts the replayed outcome, and a board drawing
 * that does not match.
 *
 * <pre>{@code
 * List<String> report = new ArrayList<>();
 * try (RecordStream games = RecordReader.open(new StringReader("1. d3-e3W *\n\n1. a1-a2 *"))) {
 *   games.forEachRemaining(r -> RecordValidator.validate(r).problems()
 *       .forEach(p -> report.add("games.pgn:" + p)));
 * }
 * report.toString();   // "[games.pgn:3:7: game 2, turn 1 (White): a1-a2: a2 is not empty; legal here: d2-e3A, d3-e3A, d3-e3W, e2-e3A, f2-e3A]"
 * }</pre>
 *
 * <p>Thread safety: Static methods only, thread-safe.
 *
 * @since 1.0.0
 */
public final class RecordValidator {
  private RecordValidator() {}

  /**
   * Replays one record.
   *
   * <pre>
   * {@code RecordValidator.validate(RecordReader.open(new StringReader("1. d3-e3W d5-d4A *")).next()).isLegal() // false}
   * </pre>
   *
   * @param record the record
   * @return what the replay found
   */
  public static Validation validate(GameRecord record) {
    List<Problem> problems = new ArrayList<>(record.problems());
    Game g;
    try {
      g = Game.start(record.variant(), record.ruleset(), record.start());
    } catch (PositionMismatchException e) {
      problems.add(
          Problem.error(
              record.index(),
              record.line(),
              1,
              "the start position does not fit the variant: " + String.valueOf(e.getMessage())));
      return new Validation(
          record,
          Game.start(record.variant()),
          Optional.empty(),
          ImmutableList.copyOf(problems),
          0,
          Replayed.NONE);
    }
    int replayed = 0;
    // a record without variations is replayed from its turns alone: its tree makes no node
    List<RecordedTurn> turns = record.turns();
    List<RecordNode> nodes = record.tree().depth() > 1 ? record.tree().nodes() : List.of();
    List<ImmutableList<Replayed>> lines = new ArrayList<>(nodes.size());
    Line main = new Line(g);
    // the variations' problems are bounded as the reader bounds its own
    Bounded inVariations = new Bounded(record, problems);
    for (int i = 0; i < turns.size(); i++) {
      if (!nodes.isEmpty()) {
        lines.add(variations(record, nodes.get(i), main.game, "", inVariations));
      }
      if (!main.play(record, turns.get(i), "")) {
        // the variations after an illegal turn branch from no known position: none is replayed
        break;
      }
      replayed++;
    }
    g = main.game;
    Optional<Problem> illegal = main.stop;
    illegal.ifPresent(problems::add);
    Optional<Outcome> declared = declared(record.result());
    if (illegal.isEmpty()) {
      problems.addAll(endProblems(record, g, declared));
      if (!g.isOver() && declared.isPresent()) {
        // a decisive result the board did not reach is a resignation, a draw an agreement
        Optional<Side> winner = declared.get().winner();
        g = winner.isPresent() ? g.resign(winner.get().opponent()) : g.agreeDraw();
      }
    }
    Optional<Outcome> outcome = g.outcome();
    // read problems were found first, replay problems after: give them in file order
    return new Validation(
        record,
        g,
        outcome,
        ImmutableList.sortedCopyOf(
            Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column), problems),
        replayed,
        new Replayed(ImmutableList.of(), ImmutableList.copyOf(lines)));
  }

  /**
   * The problems of a game's variations, on top of the record's own: at most {@link
   * GameRecord#MAX_PROBLEMS} of them, the last one kept saying that more followed, so that a record
   * of many wrong variations still reports in bounded memory.
   */
  private static final class Bounded {
    private final GameRecord record;
    private final List<Problem> problems;
    private int added;

    Bounded(GameRecord record, List<Problem> problems) {
      this.record = record;
      this.problems = problems;
    }

    void add(Problem p) {
      added++;
      if (added < GameRecord.MAX_PROBLEMS) {
        problems.add(p);
      } else if (added == GameRecord.MAX_PROBLEMS) {
        problems.add(
            Problem.error(
                record.index(),
                p.line(),
                p.column(),
                "more than "
                    + GameRecord.MAX_PROBLEMS
                    + " problems in variations: the later ones are not listed"));
      }
    }
  }

  /**
   * A line being replayed: the game after its last turn played, or the problem that stopped it. One
   * per line rather than a result per turn, as the replay of a plain record is the hot path.
   */
  private static final class Line {
    Game game;
    Optional<Problem> stop = Optional.empty();

    Line(Game start) {
      game = start;
    }

    /** Plays one recorded turn; false, with the problem in {@link #stop}, if it cannot. */
    boolean play(GameRecord record, RecordedTurn rt, String path) {
      Game g = game;
      Optional<WrittenTurn> written = rt.written();
      boolean resolveFirst = written.isPresent() && !Movetext.givenToOtherSide(rt, g);
      if (!resolveFirst) {
        stop = problem(record, rt, g, path);
        if (stop.isPresent()) {
          return false;
        }
      }
      try {
        // the text was read with the record; a malformed one is read again here only to be
        // reported as the game reader reports it, with the legal turns of this position. A
        // written turn is resolved before the game is asked whether it is over: resolving learns
        // that while it generates, so asking costs no second run of the engine, and a turn it
        // resolves is one the checks of problem() pass (an unparsed text skips no check).
        Turn t = (resolveFirst ? written.get() : WrittenTurn.parse(rt.text())).resolve(g);
        game = g.play(t);
        return true;
      } catch (FanoronaException e) {
        if (resolveFirst && g.isOver()) {
          stop = Optional.of(overProblem(record, rt, g, path));
        } else {
          int column = rt.verbatim() ? rt.column() + Math.max(1, e.column()) - 1 : rt.column();
          stop = Optional.of(turnProblem(record, rt, g, column, e.reason(), legal(g), path));
        }
        return false;
      }
    }
  }

  /**
   * Replays the variations of a turn from the position before it, each to its first illegal turn,
   * and those nested in them; their problems go to {@code problems} with the path to them.
   */
  private static ImmutableList<Replayed> variations(
      GameRecord record, RecordNode node, Game before, String path, Bounded problems) {
    List<RecordLine> vs = node.variations();
    if (vs.isEmpty()) {
      return ImmutableList.of();
    }
    ImmutableList.Builder<Replayed> out = ImmutableList.builder();
    for (int k = 0; k < vs.size(); k++) {
      String here =
          (path.isEmpty() ? "" : path + ", ")
              + "turn "
              + before.position().turnNumber()
              + ", variation "
              + (k + 1);
      List<Turn> played = new ArrayList<>();
      List<ImmutableList<Replayed>> nested = new ArrayList<>();
      Line line = new Line(before);
      for (RecordNode n : vs.get(k).nodes()) {
        nested.add(variations(record, n, line.game, here, problems));
        if (!line.play(record, n.turn(), here)) {
          problems.add(line.stop.get());
          break;
        }
        List<Turn> turns = line.game.turns();
        played.add(turns.get(turns.size() - 1));
      }
      out.add(new Replayed(ImmutableList.copyOf(played), ImmutableList.copyOf(nested)));
    }
    return out.build();
  }

  /** The problem that stops the replay before a turn is read, if any. */
  private static Optional<Problem> problem(
      GameRecord record, RecordedTurn rt, Game g, String path) {
    Side side = g.position().sideToMove();
    if (g.isOver()) {
      return Optional.of(overProblem(record, rt, g, path));
    }
    if (rt.text().equals(Movetext.SKIPPED)) {
      return Optional.of(
          turnProblem(
              record,
              rt,
              g,
              rt.column(),
              "the record skips "
                  + side.displayName()
                  + "'s turn ('"
                  + Movetext.SKIPPED
                  + "'): the other side played twice in a row",
              legal(g),
              path));
    }
    if (Movetext.givenToOtherSide(rt, g)) {
      return Optional.of(
          turnProblem(
              record,
              rt,
              g,
              rt.column(),
              "the record gives this turn to "
                  + rt.side().get().displayName()
                  + ", but it is "
                  + side.displayName()
                  + "'s turn",
              legal(g),
              path));
    }
    return Optional.empty();
  }

  /** A turn after the end of the game. */
  private static Problem overProblem(GameRecord record, RecordedTurn rt, Game g, String path) {
    String how = g.outcome().map(Outcome::toString).orElse("");
    return turnProblem(
        record,
        rt,
        g,
        rt.column(),
        "the game is already over (" + how + ")",
        ImmutableList.of(),
        path);
  }

  /** An unknown result, a result the game contradicts, a drawing that does not match. */
  private static List<Problem> endProblems(GameRecord record, Game g, Optional<Outcome> declared) {
    List<Problem> out = new ArrayList<>();
    Optional<Outcome> outcome = g.outcome();
    if (!record.result().equals("*") && declared.isEmpty()) {
      out.add(
          Problem.error(
              record.index(),
              record.resultLine(),
              record.resultColumn(),
              RecordText.unknownResult(record.result())));
    } else if (outcome.isPresent()
        && declared.isPresent()
        && !outcome.get().resultString().equals(record.result())) {
      out.add(
          Problem.error(
              record.index(),
              record.resultLine(),
              record.resultColumn(),
              "the result " + record.result() + " contradicts the game: " + outcome.get()));
    }
    if (record.diagram().isPresent()) {
      DiagramCheck.check(record, g).ifPresent(out::add);
    }
    return out;
  }

  private static ImmutableList<String> legal(Game g) {
    return g.legalTurns().stream()
        .map(Turn::toString)
        .sorted()
        .collect(ImmutableList.toImmutableList());
  }

  private static Problem turnProblem(
      GameRecord record,
      RecordedTurn rt,
      Game g,
      int column,
      String message,
      ImmutableList<String> legal,
      String path) {
    Position p = g.position();
    return new Problem(
        Problem.Severity.ERROR,
        record.index(),
        p.turnNumber(),
        Optional.of(p.sideToMove()),
        rt.line(),
        column,
        rt.text(),
        message,
        legal,
        path);
  }

  /** Returns the outcome a result token claims when the board has not decided the game. */
  static Optional<Outcome> declared(String result) {
    return switch (result) {
      case "1-0" -> Optional.of(Outcome.win(Side.WHITE, Outcome.Reason.RESIGNATION));
      case "0-1" -> Optional.of(Outcome.win(Side.BLACK, Outcome.Reason.RESIGNATION));
      case "1/2-1/2" -> Optional.of(Outcome.draw(Outcome.Reason.AGREEMENT));
      default -> Optional.empty();
    };
  }
}
