package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import java.util.Optional;

/**
 * Checks a board drawing found in a record against the replayed position, with {@link AsciiBoard}.
 *
 * <pre>{@code DiagramCheck.check(record, game)   // Optional.empty() when they agree}</pre>
 */
final class DiagramCheck {
  private DiagramCheck() {}

  /**
   * Compares a record's diagram with the position its turns reach.
   *
   * @param record the record, perhaps with a diagram
   * @param game the game its turns replay to
   * @return the problem, or empty when they agree or there is no diagram
   */
  public static Optional<Problem> check(GameRecord record, Game game) {
    String drawing = record.diagram().orElse("");
    int first = record.diagramLine();
    Position drawn;
    try {
      drawn = AsciiBoard.parse(drawing, game.position().sideToMove());
    } catch (FanoronaParseException e) {
      return Optional.of(
          Problem.error(
              record.index(),
              first + Math.max(1, e.line()) - 1,
              e.column(),
              "board drawing: " + e.reason()));
    }
    Position actual = game.position();
    return AsciiBoard.mismatch(drawn, actual)
        .map(
            m -> {
              int[] at = place(drawing, drawn, actual);
              return Problem.error(
                  record.index(),
                  first + at[0],
                  at[1],
                  "the board drawing does not match the game after "
                      + game.turns().size()
                      + " turns: "
                      + m);
            });
  }

  /**
   * Returns the place in the drawing (line offset from its first line, column) of the first point
   * where it differs from the position, scanning as {@link AsciiBoard#mismatch} does; the drawing's
   * first line, column 1, when that point cannot be found in the text.
   */
  private static int[] place(String drawing, Position drawn, Position actual) {
    Geometry g = drawn.geometry();
    String[] lines = TextScan.lines(drawing).toArray(new String[0]);
    if (g != actual.geometry() || lines.length == 0) {
      return new int[] {0, 1};
    }
    for (int y = g.height() - 1; y >= 0; y--) {
      for (int x = 0; x < g.width(); x++) {
        Point p = Point.of(x, y);
        if (drawn.stoneAt(p).equals(actual.stoneAt(p))) {
          continue;
        }
        // row lines alternate with connector lines below the line of column letters
        int row = 1 + 2 * (g.height() - 1 - y);
        int column = lines[0].indexOf((char) ('a' + x));
        if (row < lines.length
            && column >= 0
            && column < lines[row].length()
            && "O#*+".indexOf(lines[row].charAt(column)) >= 0) {
          return new int[] {row, column + 1};
        }
        return new int[] {0, 1};
      }
    }
    return new int[] {0, 1};
  }
}
