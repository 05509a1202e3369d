package io.github.fanorona.tables;

import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * Strong solver of the capture game on small boards by retrograde analysis: computes for every
 * position of a set the {@link Verdict} under perfect play (win, loss or draw for the side to move,
 * and the distance to the end, the winner hurrying and the loser holding out).
 *
 * <pre>{@code
 * Variant board = Variants.board(5, 3);
 * Solution s = RetrogradeSolver.of(board, Ruleset.standard()).withThreads(2).solveFrom(board.start());
 * s.verdict(board.start());            // Optional[win in 11] ... for White, the side to move
 *
 * // An endgame table: every position with at most 4 stones on the standard board.
 * Solution table = RetrogradeSolver.of(Variant.sivy(), Ruleset.standard()).solveEvery(4);
 * table.verdict(Position.parse("9/9/4W4/9/3B1B3 b 0 1"));
 * }</pre>
 *
 * <p>How: positions are grouped by material, the side to move playing White (the rules know no
 * colour, so a position and its colour-swapped twin share one entry). A capture leads to a smaller
 * material, a paika (possible only when no capture is) to the same material with the sides
 * exchanged, so materials are solved from the fewest stones up, each pair {@code m v o} / {@code o
 * v m} together. Within a pair, positions with captures or without a legal turn get their verdict
 * from already solved materials; the rest are solved backwards from them through the paika steps,
 * by rising distance, with a counter of unresolved successors per position: a position is a win
 * once one successor is a loss, a loss once every successor is a win; what stays unresolved can
 * always avoid losing and never force a win, a draw by infinite play. The verdict depends on the
 * position alone (the supported rules have no history), so cycles are handled exactly. Memory: one
 * bit per position of each material (reachability) and a {@code short} per stored position.
 *
 * <p>{@link #solveFrom} stores only the positions reachable from a start (found first, from the
 * most stones down); {@link #solveEvery} and {@link #solveMaterial} store every position of their
 * materials. Rules: {@link #checkSupported(Ruleset)} lists what is refused. Solvers are immutable;
 * a solve uses {@link #withThreads} threads.
 *
 * @since 1.0.0
 */
public final class RetrogradeSolver {
  private final Geometry geometry;
  private final RulesEngine engine;
  private final Ruleset ruleset;
  private final int threads;
  private final SolveProgress progress;

  private RetrogradeSolver(
      Geometry geometry, RulesEngine engine, Ruleset ruleset, int threads, SolveProgress progress) {
    this.geometry = geometry;
    this.engine = engine;
    this.ruleset = ruleset;
    this.threads = threads;
    this.progress = progress;
  }

  /**
   * Returns a solver for a variant's board and rules engine under a ruleset, one thread, silent.
   *
   * <pre>{@code
   * Variant telo = Variants.board(3, 3);
   * RetrogradeSolver.of(telo, Ruleset.standard()).solveFrom(telo.start()).positions();   // 623
   * }</pre>
   *
   * @param variant the variant: its board and rules engine (the capture game's)
   * @param ruleset the rules, checked by {@link #checkSupported(Ruleset)}
   * @return the solver
   * @throws IllegalArgumentException if a rule option is not supported
   */
  public static RetrogradeSolver of(Variant variant, Ruleset ruleset) {
    checkSupported(ruleset);
    if (variant.start().isPlacement()) {
      throw new IllegalArgumentException(
          "the solver plays the capture game; " + variant.name() + " has a placement phase");
    }
    return new RetrogradeSolver(
        variant.geometry(), variant.engine(), ruleset, 1, SolveProgress.none());
  }

  /**
   * Refuses the rule options whose outcome depends on more than the stones and the side to move:
   * huffing (the liable stones), Vela (the phase and the beneficiary's count), chains forbidden on
   * the first turn (the turn number), the no-capture and repetition draws (the game's history).
   * Supported: either capture choice, optional or mandatory chains, and a side without a legal turn
   * losing or drawing.
   *
   * <pre>{@code RetrogradeSolver.checkSupported(Ruleset.parse("huffing=on"))   // throws}</pre>
   *
   * @param ruleset the rules
   * @throws IllegalArgumentException naming the unsupported option and what is supported
   */
  public static void checkSupported(Ruleset ruleset) {
    List<String> refused = new ArrayList<>();
    if (ruleset.huffing()) {
      refused.add("huffing=on (the stones liable to a huff are extra state)");
    }
    if (ruleset.velaBeneficiary().isPresent()) {
      refused.add("vela (its phase and beneficiary are extra state)");
    }
    if (ruleset.firstTurnChains() == Ruleset.FirstTurnChains.FORBIDDEN) {
      refused.add("first-turn-chain=forbidden (the turn number is extra state)");
    }
    if (ruleset.noCaptureDrawPlies() > 0) {
      refused.add("no-capture-draw (the half-move counter is history)");
    }
    if (ruleset.repetitionDrawCount() > 0) {
      refused.add("repetition-draw (repetitions are history)");
    }
    if (!refused.isEmpty()) {
      throw new IllegalArgumentException(
          "the solver does not support "
              + String.join(", ", refused)
              + "; it supports "
              + SUPPORTED);
    }
  }

  /**
   * The rule options the solver accepts, in words, for messages and help.
   *
   * <pre>
   * {@code RetrogradeSolver.SUPPORTED   // "capture=free|larger, chain=optional|mandatory, ..."}
   * </pre>
   */
  public static final String SUPPORTED =
      "capture=free|larger, chain=optional|mandatory, first-turn-chain=allowed, no-move=loss|draw";

  /**
   * Returns this solver with a number of threads.
   *
   * <pre>{@code
   * Variant telo = Variants.board(3, 3);
   * RetrogradeSolver solver = RetrogradeSolver.of(telo, Ruleset.standard()).withThreads(2);
   * solver.solveFrom(telo.start()).positions();   // 623
   * }</pre>
   *
   * @param n threads, at least 1
   * @return the solver
   * @throws IllegalArgumentException if {@code n < 1}
   */
  public RetrogradeSolver withThreads(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("threads must be 1 or more, not " + n);
    }
    return new RetrogradeSolver(geometry, engine, ruleset, n, progress);
  }

  /**
   * Returns this solver reporting its progress to a listener.
   *
   * <pre>{@code
   * List<String> stages = new ArrayList<>();
   * Variant telo = Variants.board(3, 3);
   * RetrogradeSolver solver = RetrogradeSolver.of(telo, Ruleset.standard());
   * solver.withProgress((stage, done, total) -> stages.add(stage)).solveFrom(telo.start());
   * stages.isEmpty();   // false
   * }</pre>
   *
   * @param listener the listener
   * @return the solver
   */
  public RetrogradeSolver withProgress(SolveProgress listener) {
    return new RetrogradeSolver(geometry, engine, ruleset, threads, listener);
  }

  /**
   * Solves every position reachable from a start.
   *
   * <pre>{@code
   * Variant telo = Variants.board(3, 3);
   * Solution s = RetrogradeSolver.of(telo, Ruleset.standard()).solveFrom(telo.start());
   * s.count(Verdict.Result.WIN);   // 421
   * }</pre>
   *
   * @param start a capture-game position of this board, both sides with stones
   * @return the solution, holding the reachable positions
   * @throws IllegalArgumentException if the position is of another board, holds stones in hand or
   *     huffable stones, or a side has no stone (the game is over)
   */
  public Solution solveFrom(Position start) {
    if (start.geometry() != geometry || start.isPlacement() || start.huffable() != 0) {
      throw new IllegalArgumentException(
          "the start must be a capture-game position of " + geometry + ": " + start);
    }
    long own = start.stones(start.sideToMove());
    long opp = start.stones(start.sideToMove().opponent());
    if (own == 0 || opp == 0) {
      throw new IllegalArgumentException("the game is already over in " + start);
    }
    Budget budget = checkMemory(Long.bitCount(own), Long.bitCount(opp));
    Run run = new Run(geometry, engine, ruleset, progress, Long.bitCount(own) + Long.bitCount(opp));
    MaterialLayer first = run.layer(Long.bitCount(own), Long.bitCount(opp), false);
    first.add(first.index().rankUnchecked(own, opp));
    try (Workers workers = new Workers(threads)) {
      new Discovery(run, workers, budget).run();
      return new Solution(geometry, engine, ruleset, run.solve(workers));
    }
  }

  /**
   * Refuses a start whose solve cannot fit in the heap, before allocating anything, so that a board
   * such as 5×5 fails at once and clearly. The estimate is what the solve certainly allocates: one
   * member bit and its rank directory for every position of every material the start can lead to,
   * and the frontier bitsets of the largest pair of materials while it is explored; each reachable
   * position then adds its 2-byte value, which {@link Budget} checks as the layers fill. Sizes are
   * counted in {@code double}, so a board far too large still gets its own, finite number.
   */
  private Budget checkMemory(int own, int opp) {
    double members = 0;
    double largestPair = 0;
    int most = Math.max(own, opp);
    for (int m = 1; m <= most; m++) {
      for (int o = 1; o <= most && m + o <= own + opp; o++) {
        if ((m <= own && o <= opp) || (m <= opp && o <= own)) {
          double size = positions(geometry.size(), m, o);
          members += size;
          largestPair = Math.max(largestPair, size + positions(geometry.size(), o, m));
        }
      }
    }
    // A member bit, 4 bytes of directory per 512 bits, and two frontier bits (now and next) per
    // position of the pair being explored.
    double bytes = members / 8 + members / 128 + 2 * largestPair / 8;
    Budget budget = new Budget(geometry, own, opp, Runtime.getRuntime().maxMemory());
    budget.reserve(bytes, 0);
    return budget;
  }

  /** The positions with {@code m} and {@code o} stones on {@code n} points, as a double. */
  private static double positions(int n, int m, int o) {
    return binomial(n, m) * binomial(n - m, o);
  }

  private static double binomial(int n, int k) {
    double c = 1;
    for (int i = 1; i <= k; i++) {
      c = c * (n - k + i) / i;
    }
    return c;
  }

  /**
   * Solves every position with at most {@code maxStones} stones on the board, each side at least
   * one.
   *
   * <pre>
   * {@code RetrogradeSolver.of(Variant.sivy(), Ruleset.standard()).solveEvery(2).positions() // 1980}
   * </pre>
   *
   * @param maxStones the most stones, both sides together, 2 or more
   * @return the solution
   * @throws IllegalArgumentException if {@code maxStones} is below 2 or above the board's size
   */
  public Solution solveEvery(int maxStones) {
    return solveEvery(maxStones, Run.PairStore.NONE);
  }

  /** Solves as {@link #solveEvery(int)}, keeping each pair in a store ({@link TableBuild}). */
  Solution solveEvery(int maxStones, Run.PairStore store) {
    if (maxStones < 2 || maxStones > geometry.size()) {
      throw new IllegalArgumentException(
          "maxStones must be 2-" + geometry.size() + ", not " + maxStones);
    }
    return solveAll(maxStones, (m, o) -> m + o <= maxStones, store);
  }

  /**
   * Solves every position with {@code white} white and {@code black} black stones, either side to
   * move, and every position captures can lead to from them.
   *
   * <pre>
   * {@code RetrogradeSolver.of(Variant.sivy(), Ruleset.standard()).solveMaterial(2, 1).positions() // 87120}
   * </pre>
   *
   * @param white white stones, 1 or more
   * @param black black stones, 1 or more
   * @return the solution
   * @throws IllegalArgumentException if a count is below 1 or the stones do not fit
   */
  Solution solveMaterial(int white, int black) {
    if (white < 1 || black < 1 || white + black > geometry.size()) {
      throw new IllegalArgumentException(
          white
              + " white and "
              + black
              + " black stones: each side needs 1 or more, on "
              + geometry);
    }
    return solveAll(
        white + black,
        (m, o) -> (m <= white && o <= black) || (m <= black && o <= white),
        Run.PairStore.NONE);
  }

  private Solution solveAll(
      int maxStones, BiPredicate<Integer, Integer> wanted, Run.PairStore store) {
    Run run = new Run(geometry, engine, ruleset, progress, maxStones);
    run.keepIn(store);
    for (int m = 1; m <= maxStones; m++) {
      for (int o = 1; m + o <= maxStones; o++) {
        if (wanted.test(m, o)) {
          run.layer(m, o, true).seal();
        }
      }
    }
    try (Workers workers = new Workers(threads)) {
      return new Solution(geometry, engine, ruleset, run.solve(workers));
    }
  }

  @Override
  public String toString() {
    return "RetrogradeSolver["
        + geometry
        + ", rules ["
        + ruleset.optionString()
        + "], "
        + threads
        + " threads]";
  }
}
