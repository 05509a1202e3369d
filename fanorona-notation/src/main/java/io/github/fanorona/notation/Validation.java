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
 *
 * @since 1.0.0
 */
public final class Validation {
  private final GameRecord record;
  private final Game game;
  private final Optional<Outcome> outcome;
  private final ImmutableList<Problem> problems;
  private final int replayed;
  private final Replayed tree;

  Validation(
      GameRecord record,
      Game game,
      Optional<Outcome> outcome,
      ImmutableList<Problem> problems,
      int replayed,
      Replayed tree) {
    this.record = record;
    this.game = game;
    this.outcome = outcome;
    this.problems = problems;
    this.replayed = replayed;
    this.tree = tree;
  }

  /** The variations replayed: the main line's {@link Replayed}. */
  Replayed tree() {
    return tree;
  }

  /** {@return the record validated} */
  public GameRecord record() {
    return record;
  }

  /**
   * Returns the game the record describes, replayed up to (not including) the first illegal turn.
   * When every turn is legal and the record's result ends a game the board has not ended, the game
   * ends as the result says: {@code 1-0} or {@code 0-1} by a resignation, {@code 1/2-1/2} by an
   * agreed draw.
   *
   * <pre>{@code
   * Validation v = RecordValidator.validate(RecordReader.open(new StringReader("1. f2-e3A2 1-0"), RecordFormat.PGN).next());
   * v.game().outcome();   // Optional[White wins (resignation)]
   * }</pre>
   *
   * @return the game
   */
  public Game game() {
    return game;
  }

  /**
   * Returns how many of the record's turns were replayed: all of them for a legal game, else those
   * before the first illegal one. They are the first turns of {@link #game()}.
   *
   * <pre>{@code v.replayed() == v.record().turns().size()   // true for a legal game}</pre>
   *
   * @return the number of turns replayed
   */
  public int replayed() {
    return replayed;
  }

  /**
   * Returns how the game ended: on the board, or else by the record's result (a resignation or an
   * agreed draw); empty for an unfinished game. The same as {@code game().outcome()}.
   *
   * <pre>
   * {@code RecordValidator.validate(RecordReader.open(new StringReader("1. d3-e3W *")).next()).outcome() // Optional.empty}
   * </pre>
   *
   * @return the outcome
   */
  public Optional<Outcome> outcome() {
    return outcome;
  }

  /** {@return every problem, in file order; warnings included} */
  public ImmutableList<Problem> problems() {
    return problems;
  }

  /**
   * Returns the errors only (no warnings).
   *
   * <pre>
   * {@code RecordValidator.validate(RecordReader.open(new StringReader("1. a1-a2 *")).next()).errors().size() // 1}
   * </pre>
   *
   * @return the errors
   */
  public ImmutableList<Problem> errors() {
    return problems.stream().filter(Problem::isError).collect(ImmutableList.toImmutableList());
  }

  /**
   * Returns whether the record holds a legal game: every turn legal, the result consistent.
   *
   * <pre>
   * {@code RecordValidator.validate(RecordReader.open(new StringReader("1. d3-e3W *")).next()).isLegal() // true}
   * </pre>
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
