package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import java.util.Optional;

/**
 * Checks a board drawing found in a record against the replayed position, with {@link
 * AsciiBoard}.
 *
 * <pre>{@code DiagramCheck.check(record, game)   // Optional.empty() when they agree}</pre>
 */
final class DiagramCheck {
  private DiagramCheck() {}

  static Optional<Problem> check(GameRecord record, Game game) {
    String drawing = record.diagram().orElse("");
    int first = record.diagramLine();
    Position drawn;
    try {
      drawn = AsciiBoard.parse(drawing, game.position().sideToMove());
    } catch (FanoronaParseException e) {
      return Optional.of(Problem.error(record.index(), first + Math.max(1, e.line()) - 1,
          e.column(), "board drawing: " + e.reason()));
    }
    return AsciiBoard.mismatch(drawn, game.position())
        .map(m -> Problem.error(record.index(), first, 1,
            "the board drawing does not match the game after " + game.turns().size()
                + " turns: " + m));
  }
}
