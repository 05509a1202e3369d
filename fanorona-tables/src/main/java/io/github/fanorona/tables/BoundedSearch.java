package io.github.fanorona.tables;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A depth-bounded proof search for boards too large to solve: does the side to move force a win
 * (every enemy stone captured, or the enemy left without a legal turn when that loses) within
 * {@code n} half-moves, or does its opponent? Exact for that horizon, with a table of the positions
 * already proved or refuted at each depth; the {@code fanorona solve --depth N} command prints it
 * for boards such as 5×5.
 *
 * <pre>{@code
 * BoundedSearch search = new BoundedSearch(Variants.DIMY.engine(), Ruleset.standard());
 * search.forcesWin(Variants.DIMY.start(), 7);     // false
 * search.forcedLoss(Variants.DIMY.start(), 8);    // false
 * search.positions();                             // table entries used
 * }</pre>
 *
 * <p>Thread safety: Not thread-safe: it keeps its table of proven positions between calls; use one
 * per thread.
 *
 * @since 1.0.0
 */
public final class BoundedSearch {
  private final RulesEngine engine;
  private final Ruleset ruleset;
  private final Map<Key, Boolean> table = new HashMap<>();

  private record Key(long own, long opp, int plies, boolean win) {}

  /**
   * Creates a search under a ruleset the solver supports.
   *
   * <pre>{@code new BoundedSearch(CaptureEngine.instance(), Ruleset.standard()).positions() // 0}
   * </pre>
   *
   * @param engine the capture game's rules engine
   * @param ruleset the rules
   * @throws IllegalArgumentException if {@link RetrogradeSolver#checkSupported} refuses them
   */
  public BoundedSearch(RulesEngine engine, Ruleset ruleset) {
    RetrogradeSolver.checkSupported(ruleset);
    this.engine = engine;
    this.ruleset = ruleset;
  }

  /**
   * Returns whether the side to move can force a win within some half-moves.
   *
   * <pre>{@code
   * BoundedSearch search = new BoundedSearch(CaptureEngine.instance(), Ruleset.standard());
   * search.forcesWin(Position.parse("1B1/3/1W1 w"), 1);   // true
   * }</pre>
   *
   * @param position a capture-game position
   * @param plies the horizon, 0 or more
   * @return true if a win within {@code plies} half-moves can be forced
   */
  public boolean forcesWin(Position position, int plies) {
    return win(position.withCounters(0, 1), plies);
  }

  /**
   * Returns whether the opponent can force a win within some half-moves, whatever the side to move
   * does.
   *
   * <pre>{@code
   * BoundedSearch search = new BoundedSearch(CaptureEngine.instance(), Ruleset.standard());
   * search.forcedLoss(Position.parse("1B1/3/1W1 b"), 2);   // false
   * }</pre>
   *
   * @param position a capture-game position
   * @param plies the horizon, 0 or more
   * @return true if the side to move loses within {@code plies} half-moves against best play
   */
  public boolean forcedLoss(Position position, int plies) {
    return loss(position.withCounters(0, 1), plies);
  }

  /** {@return the number of positions in the search's table} */
  public int positions() {
    return table.size();
  }

  private static Key key(Position p, int plies, boolean win) {
    Side s = p.sideToMove();
    return new Key(p.stones(s), p.stones(s.opponent()), plies, win);
  }

  private boolean win(Position p, int plies) {
    if (plies <= 0 || p.count(p.sideToMove()) == 0) {
      return false;
    }
    Key k = key(p, plies, true);
    Boolean known = table.get(k);
    if (known != null) {
      return known;
    }
    boolean result = false;
    for (Turn t : engine.legalTurns(p, ruleset)) {
      if (loss(p.play(t).withCounters(0, 1), plies - 1)) {
        result = true;
        break;
      }
    }
    table.put(k, result);
    return result;
  }

  private boolean loss(Position p, int plies) {
    if (p.count(p.sideToMove()) == 0) {
      return true;
    }
    List<Turn> turns = engine.legalTurns(p, ruleset);
    if (turns.isEmpty()) {
      return ruleset.noMoveResult() == Ruleset.NoMoveResult.LOSS;
    }
    if (plies <= 1) {
      return false;
    }
    Key k = key(p, plies, false);
    Boolean known = table.get(k);
    if (known != null) {
      return known;
    }
    boolean result = true;
    for (Turn t : turns) {
      if (!win(p.play(t).withCounters(0, 1), plies - 1)) {
        result = false;
        break;
      }
    }
    table.put(k, result);
    return result;
  }
}
