package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import java.util.Optional;

/**
 * What replaying one game record found: the game as far as its turns were legal, how it ended and
 * every problem (reading problems, the first illegal turn, a contradicted result or drawing).
 *
 * <pre>{@code
 * Validation v = RecordValidator.validate(record);
 * v.isLegal();                  // true
 * v.game().turns().size();      // 38
 * v.outcome();                  // Optional[Black wins (no stones)]
 * }</pre>
 */
public final class Validation {
  private final GameRecord record;
  private final Game game;
  private final Optional<Outcome> outcome;
  private final ImmutableList<Problem> problems;

  Validation(
      GameRecord record, Game game, Optional<Outcome> outcome, ImmutableList<Problem> problems) {
    this.record = record;
    this.game = game;
    this.outcome = outcome;
    this.problems = problems;
  }

  /**
   * Returns the record validated.
   *
   * <pre>{@code v.record().tags()}</pre>
   *
   * @return the record
   */
  public GameRecord record() {
    return record;
  }

  /**
   * Returns the game replayed up to (not including) the first illegal turn.
   *
   * <pre>{@code v.game().position()}</pre>
   *
   * @return the game
   */
  public Game game() {
    return game;
  }

  /**
   * Returns how the game ended: on the board, or else by the record's result (a resignation or an
   * agreed draw); empty for an unfinished game.
   *
   * <pre>{@code v.outcome().map(Outcome::resultString).orElse("*")}</pre>
   *
   * @return the outcome
   */
  public Optional<Outcome> outcome() {
    return outcome;
  }

  /**
   * Returns every problem, in file order; warnings included.
   *
   * <pre>{@code v.problems().forEach(System.out::println)}</pre>
   *
   * @return the problems
   */
  public ImmutableList<Problem> problems() {
    return problems;
  }

  /**
   * Returns the errors only (no warnings).
   *
   * <pre>{@code v.errors().isEmpty()}</pre>
   *
   * @return the errors
   */
  public ImmutableList<Problem> errors() {
    return problems.stream().filter(Problem::isError).collect(ImmutableList.toImmutableList());
  }

  /**
   * Returns whether the record holds a legal game: every turn legal, the result consistent.
   *
   * <pre>{@code v.isLegal()}</pre>
   *
   * @return true without errors
   */
  public boolean isLegal() {
    return errors().isEmpty();
  }

  @Override
  public String toString() {
    return record + ": " + (isLegal() ? "legal" : errors().size() + " errors");
  }
}
