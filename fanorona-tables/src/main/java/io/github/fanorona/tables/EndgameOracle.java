package io.github.fanorona.tables;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import java.util.Optional;

/**
 * Something that knows the exact value of some positions, such as endgame tables. The engine asks
 * it at every node and trusts what it says; an oracle answers only for positions and rules it
 * covers. Implementations are immutable and thread-safe.
 *
 * <pre>{@code
 * EndgameOracle none = (position, ruleset) -> Optional.empty();
 * Engine engine = Engine.of(SearchLimits.depth(4)).withOracle(none);
 * none.probe(Variant.sivy().start(), Ruleset.standard());   // Optional.empty
 * }</pre>
 *
 * @since 1.0.0
 */
@FunctionalInterface
public interface EndgameOracle {
  /**
   * Returns the value of a position for its side to move under a ruleset's move rules, ignoring the
   * no-capture and repetition draws (the engine applies those itself), or empty if the position or
   * the rules are not covered.
   *
   * <pre>{@code oracle.probe(position, game.ruleset())   // Optional[win in 5], in half-moves}
   * </pre>
   *
   * @param position the position
   * @param ruleset the rules in force
   * @return the verdict, or empty
   */
  Optional<Verdict> probe(Position position, Ruleset ruleset);
}
