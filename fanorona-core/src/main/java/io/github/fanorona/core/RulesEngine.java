package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.Optional;

/**
 * The rules of one kind of game: which turns are legal in a position under a ruleset, and when the
 * board itself ends the game. {@link CaptureEngine} plays the capture game (Fanoron-Sivy, -Dimy,
 * capture-Telo, with huffing and Vela); other games (such as Telo's alignment game) bring their
 * own. Engines are stateless and thread-safe. Counting (perft) is {@link Perft}'s business.
 *
 * <p>This is the level below {@link Game}, for search engines, solvers and perft, which walk
 * positions without a game's history: a program that plays or checks a game asks {@link
 * Game#legalTurns()}, the one list of legal turns under the game's own ruleset and draw rules.
 *
 * <pre>{@code
 * RulesEngine engine = CaptureEngine.instance();
 * ImmutableList<Turn> turns = engine.legalTurns(Variant.sivy().start(), Ruleset.standard());
 * turns.size();   // 5
 * }</pre>
 *
 * @since 1.0.0
 */
public interface RulesEngine {
  /**
   * Calls the visitor once for every legal turn, without allocating per turn.
   *
   * <pre>{@code
   * int[] count = {0};
   * CaptureEngine.instance().forEachTurn(Variant.sivy().start(), Ruleset.standard(), view -> ++count[0] > 0);
   * int turns = count[0];   // 5
   * }</pre>
   *
   * @param position the position
   * @param ruleset the rule options
   * @param visitor receives each turn; returning false stops the generation
   * @return false if the visitor stopped the generation, true otherwise
   */
  boolean forEachTurn(Position position, Ruleset ruleset, TurnVisitor visitor);

  /**
   * Returns every legal turn, in generation order: the list {@link Game#legalTurns()} is made of,
   * for engines and solvers that work on bare positions.
   *
   * <pre>
   * {@code CaptureEngine.instance().legalTurns(Variant.sivy().start(), Ruleset.standard()).size() // 5}
   * </pre>
   *
   * @param position the position
   * @param ruleset the rule options
   * @return the legal turns; empty when the side to move has none
   */
  default ImmutableList<Turn> legalTurns(Position position, Ruleset ruleset) {
    ImmutableList.Builder<Turn> out = ImmutableList.builder();
    forEachTurn(
        position,
        ruleset,
        t -> {
          out.add(t.toTurn());
          return true;
        });
    return out.build();
  }

  /**
   * Returns whether the side to move has at least one legal turn.
   *
   * <pre>
   * {@code CaptureEngine.instance().hasLegalTurn(Variant.sivy().start(), Ruleset.standard()) // true}
   * </pre>
   *
   * @param position the position
   * @param ruleset the rule options
   * @return true if any turn is legal
   */
  default boolean hasLegalTurn(Position position, Ruleset ruleset) {
    return !forEachTurn(position, ruleset, t -> false);
  }

  /**
   * Returns the outcome the board decides on its own: no stones, no legal turn, an alignment, or
   * Vela's forfeit. Draw rules that need the game's history (no-capture limit, repetition) are
   * {@link Game}'s business.
   *
   * <pre>{@code engine.boardOutcome(position, ruleset)   // Optional.empty while play goes on}
   * </pre>
   *
   * @param position the position
   * @param ruleset the rule options
   * @return the outcome, or empty if the side to move can play
   */
  default Optional<Outcome> boardOutcome(Position position, Ruleset ruleset) {
    return boardOutcome(position, ruleset, hasLegalTurn(position, ruleset));
  }

  /**
   * Returns the outcome the board decides, for a caller that already knows whether the side to move
   * has a legal turn (having generated the turns), so the engine need not run again.
   *
   * <pre>{@code
   * Position start = Variant.sivy().start();
   * CaptureEngine.instance().boardOutcome(start, Ruleset.standard(), true);   // Optional.empty
   * CaptureEngine.instance().boardOutcome(start, Ruleset.standard(), false);   // Optional[Black wins (no legal turn)]
   * }</pre>
   *
   * @param position the position
   * @param ruleset the rule options
   * @param canMove whether the side to move has at least one legal turn here
   * @return the outcome, or empty if play goes on
   */
  Optional<Outcome> boardOutcome(Position position, Ruleset ruleset, boolean canMove);
}
