package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import org.jspecify.annotations.Nullable;

/**
 * A turn text that fits more than one legal turn, such as {@code d3-e3} at the Sivy start, which
 * may capture by approach or by withdrawal. It carries the candidates, so a user interface can ask
 * which one was meant.
 *
 * <pre>{@code
 * try {
 *   Game.start(Variant.sivy()).play("d3-e3");
 * } catch (AmbiguousTurnException e) {
 *   e.candidates();   // [d3-e3A, d3-e3W]
 *   e.getMessage();   // "column 4: d3-e3 is ambiguous: write d3-e3A or d3-e3W (approach or withdrawal)"
 * }
 * }</pre>
 *
 * @since 1.0.0
 */
public final class AmbiguousTurnException extends FanoronaException {
  private static final long serialVersionUID = 1L;

  /** The turn as it was given. */
  private final String turn;

  private final transient @Nullable ImmutableList<Turn> candidates;

  /**
   * Creates the exception.
   *
   * <pre>
   * {@code new AmbiguousTurnException("d3-e3", "d3-e3 is ambiguous", 4, ImmutableList.of()).column() // 4}
   * </pre>
   *
   * @param turn the turn as given
   * @param reason what is ambiguous and how to write each candidate
   * @param column the 1-based column in {@code turn} where the candidates differ, or 0
   * @param candidates the legal turns the text fits, at least two
   */
  public AmbiguousTurnException(
      String turn, String reason, int column, ImmutableList<Turn> candidates) {
    this(turn, reason, column > 0 ? 1 : 0, column, 0, candidates);
  }

  private AmbiguousTurnException(
      String turn,
      String reason,
      int line,
      int column,
      int moveNumber,
      ImmutableList<Turn> candidates) {
    super(reason, line, column, moveNumber);
    this.turn = turn;
    this.candidates = candidates;
  }

  /** {@return the turn as it was given} */
  public String turn() {
    return turn;
  }

  /**
   * Returns the legal turns the text fits.
   *
   * <pre>{@code e.candidates()   // [d3-e3A, d3-e3W]}</pre>
   *
   * @return the candidates, in generation order
   */
  public ImmutableList<Turn> candidates() {
    return candidates == null ? ImmutableList.of() : candidates;
  }

  @Override
  AmbiguousTurnException at(int line, int column, int moveNumber) {
    return new AmbiguousTurnException(turn, reason(), line, column, moveNumber, candidates());
  }
}
