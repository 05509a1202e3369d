package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.TurnNotation;
import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
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
 * for (GameRecord r : RecordReader.read(Path.of("games.pgn"))) {
 *   Validation v = RecordValidator.validate(r);
 *   v.problems().forEach(p -> System.out.println("games.pgn:" + p));
 * }
 * }</pre>
 */
public final class RecordValidator {
  private RecordValidator() {}

  /**
   * Validates every record.
   *
   * <pre>{@code RecordValidator.validateAll(RecordReader.read(text))}</pre>
   *
   * @param records the records
   * @return one validation per record, in order
   */
  public static ImmutableList<Validation> validateAll(List<GameRecord> records) {
    return records.stream().map(RecordValidator::validate).collect(ImmutableList.toImmutableList());
  }

  /**
   * Replays one record.
   *
   * <pre>{@code RecordValidator.validate(record).isLegal()}</pre>
   *
   * @param record the record
   * @return what the replay found
   */
  public static Validation validate(GameRecord record) {
    List<Problem> problems = new ArrayList<>(record.problems());
    Game g;
    try {
      g = Game.start(record.variant(), record.ruleset(), record.start());
    } catch (IllegalArgumentException e) {
      problems.add(Problem.error(record.index(), record.line(), 1,
          "the start position does not fit the variant: " + String.valueOf(e.getMessage())));
      return new Validation(
          record, Game.start(record.variant()), Optional.empty(), ImmutableList.copyOf(problems));
    }
    boolean illegal = false;
    for (RecordedTurn rt : record.turns()) {
      Side side = g.position().sideToMove();
      int number = g.position().turnNumber();
      Optional<Problem> p = Optional.empty();
      if (g.isOver()) {
        String how = g.outcome().map(Outcome::toString).orElse("");
        p = Optional.of(turnProblem(record, rt, number, side, rt.column(),
            "the game is already over (" + how + ")", ImmutableList.of()));
      } else if (rt.text().equals(Movetext.SKIPPED)) {
        p = Optional.of(turnProblem(record, rt, number, side, rt.column(),
            "the record skips " + side.displayName() + "'s turn ('"
                + Movetext.SKIPPED + "'): the other side played twice in a row",
            legal(g)));
      } else if (Movetext.givenToOtherSide(rt, g)) {
        p = Optional.of(turnProblem(record, rt, number, side, rt.column(),
            "the record gives this turn to " + rt.side().get().displayName()
                + ", but it is " + side.displayName() + "'s turn",
            legal(g)));
      } else {
        try {
          Turn t = TurnNotation.parse(rt.text(), g);
          g = g.play(t);
        } catch (FanoronaException e) {
          int column = rt.verbatim() ? rt.column() + Math.max(1, e.column()) - 1 : rt.column();
          p = Optional.of(turnProblem(record, rt, number, side, column, e.reason(), legal(g)));
        }
      }
      if (p.isPresent()) {
        problems.add(p.get());
        illegal = true;
        break;
      }
    }
    Optional<Outcome> outcome = g.outcome();
    Optional<Outcome> declared = declared(record.result());
    if (!illegal) {
      if (!record.result().equals("*") && declared.isEmpty()) {
        problems.add(Problem.error(record.index(), record.resultLine(), record.resultColumn(),
            "unknown result '" + record.result() + "'; expected 1-0, 0-1, 1/2-1/2 or *"));
      } else if (outcome.isPresent() && declared.isPresent()
          && !outcome.get().resultString().equals(record.result())) {
        problems.add(Problem.error(record.index(), record.resultLine(), record.resultColumn(),
            "the result " + record.result() + " contradicts the game: " + outcome.get()));
      }
      if (record.diagram().isPresent()) {
        DiagramCheck.check(record, g).ifPresent(problems::add);
      }
    }
    if (outcome.isEmpty() && !illegal) {
      outcome = declared;
    }
    // read problems were found first, replay problems after: give them in file order
    return new Validation(record, g, outcome, ImmutableList.sortedCopyOf(
        Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column), problems));
  }

  private static ImmutableList<String> legal(Game g) {
    return g.legalTurns().stream().map(Turn::toString).sorted()
        .collect(ImmutableList.toImmutableList());
  }

  private static Problem turnProblem(GameRecord record, RecordedTurn rt, int number, Side side,
      int column, String message, ImmutableList<String> legal) {
    return new Problem(Problem.Severity.ERROR, record.index(), number, Optional.of(side),
        rt.line(), column, rt.text(), message, legal);
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
