package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Side;
import java.util.Optional;

/**
 * Something wrong in a game record: a malformed or illegal turn, a result that contradicts the
 * game, a board drawing that does not match, or (as a warning) a wrong turn number.
 *
 * <pre>{@code
 * for (Problem p : validation.problems()) {
 *   System.out.println(file + ":" + p);   // "games.pgn:14:9: game 2, turn 7 (Black): ..."
 * }
 * }</pre>
 *
 * @param severity whether the game is wrong or only untidy
 * @param game the 1-based index of the game in its file
 * @param turn the turn number (1 for each player's first turn), or 0 when not in a turn
 * @param side the side whose turn it is, when the problem is in a turn
 * @param line the 1-based line, or 0 when unknown
 * @param column the 1-based column, or 0 when unknown
 * @param turnText the turn's text, or empty when not in a turn
 * @param message what is wrong
 * @param legalTurns the legal turns at that point, canonical and sorted, for an illegal turn
 * @param variation where the turn's line stands in the game tree: empty on the main line, else the
 *     turns and variations that lead to it, as {@code turn 12, variation 2} (1-based variations)
 * @since 1.0.0
 */
public record Problem(
    Severity severity,
    int game,
    int turn,
    Optional<Side> side,
    int line,
    int column,
    String turnText,
    String message,
    ImmutableList<String> legalTurns,
    String variation) {

  /**
   * Creates a problem on the main line.
   *
   * <pre>{@code
   * new Problem(Problem.Severity.ERROR, 1, 3, Optional.of(Side.WHITE), 5, 4, "a1-a2",
   *     "a2 is not empty", ImmutableList.of()).variation()   // ""
   * }</pre>
   *
   * @param severity whether the game is wrong or only untidy
   * @param game the game index
   * @param turn the turn number, or 0
   * @param side the side to move, when in a turn
   * @param line the line
   * @param column the column
   * @param turnText the turn's text, or empty
   * @param message what is wrong
   * @param legalTurns the legal turns, for an illegal turn
   */
  public Problem(
      Severity severity,
      int game,
      int turn,
      Optional<Side> side,
      int line,
      int column,
      String turnText,
      String message,
      ImmutableList<String> legalTurns) {
    this(severity, game, turn, side, line, column, turnText, message, legalTurns, "");
  }

  /**
   * How bad a problem is.
   *
   * @since 1.0.0
   */
  public enum Severity {
    /** The record is wrong: an illegal or unreadable turn, a contradicted result. */
    ERROR,
    /** The record is untidy but the game is clear, such as a missing turn number. */
    WARNING
  }

  /**
   * Creates an error outside any turn.
   *
   * <pre>
   * {@code Problem.error(1, 3, 1, "unknown variant 'chess'").toString() // "3:1: game 1: unknown variant 'chess'"}
   * </pre>
   *
   * @param game the game index
   * @param line the line
   * @param column the column
   * @param message what is wrong
   * @return the problem
   */
  public static Problem error(int game, int line, int column, String message) {
    return new Problem(
        Severity.ERROR, game, 0, Optional.empty(), line, column, "", message, ImmutableList.of());
  }

  /**
   * Creates a warning outside any turn.
   *
   * <pre>
   * {@code Problem.warning(1, 5, 1, "turn number 3 where 2 was expected").toString() // "5:1: game 1: warning: turn number 3 where 2 was expected"}
   * </pre>
   *
   * @param game the game index
   * @param line the line
   * @param column the column
   * @param message what is untidy
   * @return the problem
   */
  public static Problem warning(int game, int line, int column, String message) {
    return new Problem(
        Severity.WARNING, game, 0, Optional.empty(), line, column, "", message, ImmutableList.of());
  }

  /**
   * Returns whether this is an error rather than a warning.
   *
   * <pre>{@code Problem.warning(1, 5, 1, "turn number 3 where 2 was expected").isError() // false}
   * </pre>
   *
   * @return true for an error
   */
  public boolean isError() {
    return severity == Severity.ERROR;
  }

  /**
   * Returns this problem for another game index, as readers number games after reading them.
   *
   * <pre>{@code problem.inGame(3).game()   // 3}</pre>
   *
   * @param index the 1-based game index
   * @return the renumbered problem
   */
  public Problem inGame(int index) {
    return new Problem(
        severity, index, turn, side, line, column, turnText, message, legalTurns, variation);
  }

  /**
   * Returns {@code LINE:COL: game G, turn N (White): message}, with {@code warning:} before the
   * message of a warning, without the turn part when the problem is not in a turn, and with the
   * path to a variation before the turn ({@code game 2, turn 12, variation 2, turn 3 (Black)}).
   *
   * <pre>{@code problem.toString()   // "14:9: game 2, turn 7 (Black): d4-e4A captures nothing"}
   * </pre>
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append(line).append(':').append(column).append(": game ").append(game);
    if (!variation.isEmpty()) {
      sb.append(", ").append(variation);
    }
    if (turn > 0) {
      sb.append(", turn ").append(turn);
      side.ifPresent(s -> sb.append(" (").append(s.displayName()).append(')'));
    }
    sb.append(": ");
    if (severity == Severity.WARNING) {
      sb.append("warning: ");
    }
    return sb.append(message).toString();
  }
}
