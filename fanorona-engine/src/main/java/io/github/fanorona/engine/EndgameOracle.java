package io.github.fanorona.engine;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import java.util.OptionalInt;

/**
 * Something that knows the exact value of some positions, such as the endgame tables of {@code
 * fanorona-tables} ({@code EndgameTables} implements it). The engine asks it at the nodes it covers
 * and trusts what it says. The interface lives in the engine so that an engine without tables needs
 * no solver: a site that wants hints depends on {@code fanorona-engine} alone, and adds {@code
 * fanorona-tables} only to play endings perfectly. Implementations are immutable and thread-safe.
 *
 * <pre>{@code
 * EndgameOracle none = (position, ruleset) -> OptionalInt.empty();
 * Engine engine = Engine.of(SearchLimits.depth(4)).withOracle(none);
 * engine.toString();   // "engine depth 4 with tables"
 * }</pre>
 *
 * @since 2.0.0
 */
@FunctionalInterface
public interface EndgameOracle {
  /** The answer of {@link #plies} for a draw: neither side can force a win. */
  int DRAW = -1;

  /**
   * Returns the value of a position for its side to move under a ruleset's move rules, ignoring the
   * no-capture and repetition draws (the engine applies those itself): the half-moves to the end of
   * the game when the winner hurries and the loser holds out, odd when the side to move wins and
   * even when it loses (the side that moves last wins; 0 when it has already lost), or {@link
   * #DRAW}; empty if the position or the rules are not covered.
   *
   * <pre>{@code
   * tables.plies(Position.parse("9/9/9/9/W1B6 w"), Ruleset.standard())   // OptionalInt[1]: a win
   * }</pre>
   *
   * @param position the position
   * @param ruleset the rules in force
   * @return the half-moves to the end, {@link #DRAW}, or empty
   */
  OptionalInt plies(Position position, Ruleset ruleset);

  /**
   * Returns the most stones on the board of a position this oracle may cover, so that the engine
   * does not ask about larger ones; by default every position may be covered.
   *
   * <pre>{@code ((EndgameOracle) (p, r) -> OptionalInt.empty()).maxStones()   // 2147483647}</pre>
   *
   * @return the most stones, or {@link Integer#MAX_VALUE}
   */
  default int maxStones() {
    return Integer.MAX_VALUE;
  }
}
