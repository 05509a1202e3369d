package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.Optional;

/**
 * The rules of one kind of game: which turns are legal in a position under a ruleset, and when the
 * board itself ends the game. {@link CaptureEngine} plays the capture game (Fanoron-Sivy, -Dimy,
 * capture-Telo, with huffing and Vela); other games (such as Telo's alignment game) bring their
 * own. Engines are stateless and thread-safe.
 *
 * <pre>{@code
 * RulesEngine engine = CaptureEngine.instance();
 * ImmutableList<Turn> turns = engine.legalTurns(position, Ruleset.standard());
 * }</pre>
 */
public interface RulesEngine {
  /**
   * Calls the visitor once for every legal turn, without allocating per turn.
   *
   * <pre>{@code engine.forEachTurn(position, ruleset, view -> { count++; return true; })}</pre>
   *
   * @param position the position
   * @param ruleset the rule options
   * @param visitor receives each turn; returning false stops the generation
   * @return false if the visitor stopped the generation, true otherwise
   */
  boolean forEachTurn(Position position, Ruleset ruleset, TurnVisitor visitor);

  /**
   * Returns every legal turn, in generation order.
   *
   * <pre>{@code engine.legalTurns(Variant.sivy().start(), Ruleset.standard()).size() == 5}</pre>
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
   * Returns whether a turn is legal in a position.
   *
   * <pre>{@code engine.isLegal(position, ruleset, turn)}</pre>
   *
   * @param position the position
   * @param ruleset the rule options
   * @param turn a turn
   * @return true if the engine generates it here
   */
  default boolean isLegal(Position position, Ruleset ruleset, Turn turn) {
    return !forEachTurn(position, ruleset, t -> !turn.equals(t.toTurn()));
  }

  /**
   * Returns whether the side to move has at least one legal turn.
   *
   * <pre>{@code engine.hasLegalTurn(position, ruleset)}</pre>
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
   * <pre>{@code engine.boardOutcome(position, ruleset, !turns.isEmpty())}</pre>
   *
   * @param position the position
   * @param ruleset the rule options
   * @param canMove whether the side to move has at least one legal turn here
   * @return the outcome, or empty if play goes on
   */
  Optional<Outcome> boardOutcome(Position position, Ruleset ruleset, boolean canMove);

  /**
   * Counts the legal turn sequences of a given length (perft). A position the board has decided has
   * no children. A depth past {@link Perft#MAX_DEPTH} is counted only where every line ends before
   * it (the count is then 0), else refused with an {@code IllegalArgumentException}.
   *
   * <pre>{@code engine.perft(Variant.sivy().start(), Ruleset.standard(), 3) == 724}</pre>
   *
   * @param position the root
   * @param ruleset the rule options
   * @param depth the number of half-moves, at least 0
   * @return the number of leaves
   */
  default long perft(Position position, Ruleset ruleset, int depth) {
    if (depth <= 0) {
      return 1;
    }
    if (depth > Perft.MAX_DEPTH) {
      return Perft.beyondMaxDepth(this, position, ruleset, depth);
    }
    long[] total = {0};
    forEachTurn(
        position,
        ruleset,
        t -> {
          total[0] += depth == 1 ? 1 : perft(position.play(t), ruleset, depth - 1);
          return true;
        });
    return total[0];
  }

  /**
   * Counts like {@link #perft(Position, Ruleset, int)}, in the ways of counting the options ask for
   * where this engine has them: bulk counting of the last half-move, a table of subtree counts of
   * at most the options' share per thread. The options' ruleset and threads are {@link
   * Perft#count}'s business, not the engine's; an engine without such ways ignores them (the count
   * is the same).
   *
   * <pre>
   * {@code engine.perft(start, Ruleset.standard(), 5, Perft.Options.defaults().withBulk(false))}
   * </pre>
   *
   * @param position the root
   * @param ruleset the rule options
   * @param depth the number of half-moves, at least 0
   * @param options how to count
   * @return the number of leaves
   */
  default long perft(Position position, Ruleset ruleset, int depth, Perft.Options options) {
    return perft(position, ruleset, depth);
  }
}
