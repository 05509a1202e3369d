package io.github.fanorona.engine;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.CaptureEngine;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.engine.search.EvaluationWeights;
import io.github.fanorona.engine.search.SearchFeature;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The engine's search on the fast path: positions are two bitboards and a Zobrist key carried in
 * the arguments, turns are generated straight on the bitboards into one reused {@link TurnList} per
 * ply, and a {@link Game} exists only at the root (its legal turns name the root's children, its
 * history seeds the repetition count). The search is a negamax alpha-beta with iterative deepening,
 * aspiration windows, a principal-variation search, a shared {@link ScoreTable}, turn ordering by
 * hash turn, captures by stones taken, killers and history, late-move reductions of quiet turns, an
 * extension of forced turns, and a quiescence search of captures at the horizon. Draw rules
 * (no-capture limit, repetition) apply at every node as {@link Game} applies them, and endgame
 * tables are probed where they have the position. Several threads may search one root together
 * (lazy SMP): they share the table and the stop flag, and the first thread's result is the answer.
 *
 * <p>The file is longer than most because the root, the node and the capture search share the
 * per-ply turn lists, the path of keys and the stop flag as fields: apart, each call on the hot
 * path would carry them as arguments.
 *
 * <p>It serves the capture game without huffing or Vela on boards of up to 64 points ({@link
 * #serves}); {@link Engine} gives every other game to {@link GeneralSearch}.
 */
final class Search {
  /** The score of a won position at the root; a win found {@code n} plies ahead scores less. */
  public static final int WIN = 1_000_000;

  /** Scores above this are forced wins (below its negative, forced losses). */
  public static final int WON = WIN - 10_000;

  private static final int INFINITY = WIN + 1;
  private static final int MAX_PLY = 128;
  private static final int QUIESCENCE_PLIES = 2;

  /**
   * With {@link SearchFeature#FORCED_CAPTURES}, a side with at most this many stones that can
   * capture does not stand pat in the capture search.
   */
  private static final int FORCED_CAPTURERS = 2;

  private static final int ASPIRATION_WINDOW = 30;

  /**
   * The clock is read every this many + 1 nodes: about every 0.1 ms at 2-3 M nodes a second, so a
   * search stops within a fraction of a millisecond of its deadline.
   */
  private static final int CLOCK_NODES = 255;

  /**
   * What a stone more is worth in a drawn position: more than mobility, threats and risk can add up
   * to in a small ending, so that no horizon trades a stone for them.
   */
  private static final int DRAWN_STONE = 30;

  /** The most that mobility (a point for each step) is worth in a drawn position, either way. */
  private static final int DRAWN_MOBILITY = 8;

  /** What each of the other side's stones that could capture now costs in a drawn position. */
  private static final int DRAWN_THREAT = 6;

  /** What a drawn position costs the side to move when none of its turns but one keeps the draw. */
  private static final int DRAWN_RISK = 8;

  /** The most a drawn position scores either way: less than a stone. */
  private static final int DRAWN_BAND = Evaluation.STONE - 1;

  private final Board board;
  private final Ruleset ruleset;
  private final Optional<EndgameOracle> oracle;
  private final int oracleStones;
  private final ScoreTable table;
  private final Set<SearchFeature> features;
  private final boolean larger;
  private final boolean mandatory;
  private final boolean firstTurnSingle;
  private final boolean noMoveLoses;
  private final int limit;
  private final int repetitions;
  private final long deadline;
  private final AtomicBoolean stop;
  private final boolean main;

  private final long[] path;
  private int pathLength;
  private final int maxPly;
  private final TurnList[] lists;
  private final int[][] killers;
  private final int[] history = new int[64 * 64];
  private final long[][] pvMoved;
  private final long[][] pvToMove;
  private final int[] pvLength;
  private final boolean lmr;
  private final boolean forcedExtension;
  private final boolean quiescence;
  private final boolean ordering;
  private final boolean futility;
  private final boolean pruning;
  private final boolean captureReductions;
  private final boolean playOnInDraws;
  private final boolean forcedCaptures;
  private final Evaluator evaluator;
  private boolean stopped;
  private long nodes;
  private long nodeLimit = Long.MAX_VALUE;
  private int noise;
  private int rootDepth;

  // The unfinished iteration's turn that beat the previous best (fully searched, or failing high
  // at the root): its score, line and the nodes searched when it was found.
  private int changedBest = -1;
  private int changedScore;
  private long[] changedMoved = new long[0];
  private long[] changedToMove = new long[0];
  private long nodesAtChange = -1;

  // The root: its turns, in the order of the last iteration, and what they lead to.
  private final Game game;
  private final int rootSide;
  private final int rootTurnNumber;
  private final int rootPlies;
  private final List<Turn> rootTurns;
  private final long[] rootMoved;
  private final long[] rootToMove;
  private final long[] rootKeys;
  private final boolean[] rootCaptures;
  private final int[] rootOrder;

  /**
   * Prepares a search of a game's position.
   *
   * @param game a game that is not over, which this search {@linkplain #serves serves}
   * @param limits the depth, table and thread limits
   * @param oracle exact values of the positions it covers
   * @param features the parts of the search switched on
   * @param weights the evaluation's weights
   * @param table the table of scores, shared by the threads of one search
   * @param deadline the time (of {@link System#nanoTime}) at which the search stops
   * @param stop set when the main thread is done, to stop the helpers
   * @param main whether this is the main thread (which alone watches the clock)
   */
  public Search(
      Game game,
      SearchLimits limits,
      Optional<EndgameOracle> oracle,
      Set<SearchFeature> features,
      EvaluationWeights weights,
      ScoreTable table,
      long deadline,
      AtomicBoolean stop,
      boolean main) {
    this.game = game;
    this.board = Board.of(game.position().geometry());
    this.ruleset = game.ruleset();
    this.oracle = oracle;
    this.oracleStones = oracle.map(o -> Math.min(o.maxStones(), board.geometry.size())).orElse(-1);
    this.features = EnumSet.noneOf(SearchFeature.class);
    this.features.addAll(features);
    this.table = table;
    this.larger = ruleset.captureChoice() == Ruleset.CaptureChoice.LARGER_GROUP;
    this.mandatory = ruleset.chainContinuation() == Ruleset.ChainContinuation.MANDATORY;
    this.firstTurnSingle = ruleset.firstTurnChains() == Ruleset.FirstTurnChains.FORBIDDEN;
    this.noMoveLoses = ruleset.noMoveResult() == Ruleset.NoMoveResult.LOSS;
    this.limit = ruleset.noCaptureDrawPlies();
    int times = ruleset.repetitionDrawCount();
    // Without a repetition rule a repeated position still scores as a draw: a side that cannot
    // avoid the cycle cannot win through it, and a side that is ahead looks for progress instead.
    this.repetitions = times > 0 ? times : 2;
    this.deadline = deadline;
    this.stop = stop;
    this.main = main;
    this.lmr = features.contains(SearchFeature.LATE_MOVE_REDUCTIONS);
    this.forcedExtension = features.contains(SearchFeature.FORCED_EXTENSION);
    this.quiescence = features.contains(SearchFeature.QUIESCENCE);
    this.ordering = features.contains(SearchFeature.KILLERS_AND_HISTORY);
    this.futility = features.contains(SearchFeature.FUTILITY);
    this.pruning = features.contains(SearchFeature.LATE_MOVE_PRUNING);
    this.captureReductions = features.contains(SearchFeature.LATE_CAPTURE_REDUCTIONS);
    this.playOnInDraws = features.contains(SearchFeature.PLAY_ON_IN_DRAWS);
    this.forcedCaptures = features.contains(SearchFeature.FORCED_CAPTURES);
    this.evaluator = new Evaluator(board, weights, features);
    List<Position> played = game.positions();
    // A shallow search needs only its own plies (extensions stop at twice the depth, then the
    // depth runs out, then the capture search): a hint of depth 6 allocates a tenth of a full one.
    this.maxPly = Math.min(MAX_PLY, 3 * limits.maxDepth() + QUIESCENCE_PLIES + 2);
    lists = new TurnList[maxPly + 1];
    killers = new int[maxPly + 1][2];
    pvMoved = new long[maxPly + 1][maxPly + 1];
    pvToMove = new long[maxPly + 1][maxPly + 1];
    pvLength = new int[maxPly + 1];
    this.path = new long[played.size() + maxPly + 2];
    for (Position p : played) {
      path[pathLength++] = p.zobristKey();
    }
    for (int i = 0; i <= maxPly; i++) {
      lists[i] = new TurnList(board);
    }
    Position root = game.position();
    this.rootSide = root.sideToMove().ordinal();
    this.rootTurnNumber = root.turnNumber();
    this.rootPlies = root.pliesSinceCapture();
    this.rootTurns = game.legalTurns();
    int n = rootTurns.size();
    rootMoved = new long[n];
    rootToMove = new long[n];
    rootKeys = new long[n];
    rootCaptures = new boolean[n];
    rootOrder = new int[n];
    Side mover = root.sideToMove();
    for (int i = 0; i < n; i++) {
      Position child = root.play(rootTurns.get(i));
      rootMoved[i] = child.stones(mover);
      rootToMove[i] = child.stones(mover.opponent());
      rootKeys[i] = child.zobristKey();
      rootCaptures[i] = rootTurns.get(i).kind() == Turn.Kind.CAPTURE;
      rootOrder[i] = i;
    }
  }

  /**
   * Whether this search plays a game: the capture game without huffing or Vela.
   *
   * <pre>{@code Search.serves(Game.start(Variant.sivy()))   // true}</pre>
   *
   * @param game the game
   * @return false for huffing, Vela and the placement game
   */
  public static boolean serves(Game game) {
    Ruleset r = game.ruleset();
    return game.variant().engine() instanceof CaptureEngine
        && !game.position().isPlacement()
        && !r.huffing()
        && r.velaBeneficiary().isEmpty();
  }

  /**
   * One completed iteration: its depth, score and principal variation as boards.
   *
   * @param depth the depth searched
   * @param score the score of the best turn, for the side to move
   * @param best the index of the best root turn
   * @param moved the principal variation: the stones of the side that moved, ply by ply
   * @param toMove the stones of the side to move, ply by ply
   */
  // An internal carrier, never compared or hashed: its arrays are filled once and only read.
  @SuppressWarnings("ArrayRecordComponent")
  public record Iteration(int depth, int score, int best, long[] moved, long[] toMove) {}

  /** {@return the nodes this thread has searched} */
  public long nodes() {
    return nodes;
  }

  /**
   * Deepens iteratively until the depth limit, a fully seen forced result, the stop flag or the
   * time; returns the deepest iteration completed (depth 1 always completes: it is not timed).
   *
   * @param maxDepth the deepest iteration
   * @param softDeadline no new iteration starts after this time
   * @param offset how much deeper than the main thread a helper starts (spreads the threads)
   * @return the deepest iteration completed, empty only if stopped before depth 1
   */
  public Optional<Iteration> deepen(int maxDepth, long softDeadline, int offset) {
    Optional<Iteration> done = Optional.empty();
    int previous = 0;
    for (int depth = 1; depth <= maxDepth; depth++) {
      int d = depth == 1 ? 1 : Math.min(maxDepth, depth + offset);
      rootDepth = d;
      changedBest = -1; // a re-search after a fail high keeps what the first search found
      int score;
      if (depth >= 4 && features.contains(SearchFeature.ASPIRATION) && Math.abs(previous) < WON) {
        int window = ASPIRATION_WINDOW;
        int alpha = previous - window;
        int beta = previous + window;
        while (true) {
          score = root(d, alpha, beta);
          if (stopped) {
            break;
          }
          if (score <= alpha) {
            window *= 3;
            alpha = Math.max(-INFINITY, previous - window);
          } else if (score >= beta) {
            window *= 3;
            beta = Math.min(INFINITY, previous + window);
          } else {
            break;
          }
          if (window > 2000) {
            alpha = -INFINITY;
            beta = INFINITY;
          }
        }
      } else {
        score = root(d, -INFINITY, INFINITY);
      }
      if (stopped) {
        if (changedBest >= 0 && done.isPresent()) {
          // A turn of the unfinished iteration beat the previous best at the deeper depth (the
          // previous best is searched first): it is the better guess, with the depth of the last
          // finished iteration.
          done =
              Optional.of(
                  new Iteration(
                      done.get().depth(), changedScore, changedBest, changedMoved, changedToMove));
        }
        break;
      }
      previous = score;
      done =
          Optional.of(
              new Iteration(
                  d,
                  score,
                  rootOrder[0],
                  java.util.Arrays.copyOf(pvMoved[0], pvLength[0]),
                  java.util.Arrays.copyOf(pvToMove[0], pvLength[0])));
      if (Math.abs(score) > WON && WIN - Math.abs(score) < d) {
        break; // the forced result is fully seen; deeper iterations cannot change it
      }
      if (System.nanoTime() > softDeadline) {
        break;
      }
    }
    return done;
  }

  private int root(int depth, int alpha, int beta) {
    int best = -INFINITY;
    int n = rootTurns.size();
    int childTurn = rootSide == 1 ? rootTurnNumber + 1 : rootTurnNumber;
    int alphaAtStart = alpha;
    pvLength[0] = 0;
    for (int k = 0; k < n; k++) {
      int i = rootOrder[k];
      path[pathLength++] = rootKeys[i];
      int plies = rootCaptures[i] ? 0 : rootPlies + 1;
      int s =
          child(
              rootToMove[i],
              rootMoved[i],
              rootKeys[i],
              rootSide ^ 1,
              plies,
              childTurn,
              depth - 1,
              0,
              k == 0 || noise > 0,
              noise > 0 ? -INFINITY : alpha,
              noise > 0 ? INFINITY : beta,
              1);
      if (noise > 0 && !stopped) {
        s += noiseOf(i);
      }
      pathLength--;
      if (stopped) {
        return best;
      }
      if (s > best) {
        best = s;
        if (s > alpha) {
          alpha = s;
          remember(0, rootMoved[i], rootToMove[i]);
          if (k > 0 || (changedBest >= 0 && changedBest != i)) {
            // Beats the turn searched first (the last iteration's best, or the turn that failed
            // high before this re-search): kept in case the iteration does not finish.
            changedBest = i;
            changedScore = s;
            changedMoved = java.util.Arrays.copyOf(pvMoved[0], pvLength[0]);
            changedToMove = java.util.Arrays.copyOf(pvToMove[0], pvLength[0]);
            nodesAtChange = nodes;
          }
          // The new best turn goes first: the next iteration (or re-search) tries it first.
          System.arraycopy(rootOrder, 0, rootOrder, 1, k);
          rootOrder[0] = i;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    if (best <= alphaAtStart) {
      pvLength[0] = 0;
    }
    return best;
  }

  /**
   * A child's score for its parent, by principal-variation search: the first child with the full
   * window; the others with a null window, reduced by {@code reduction} plies (searched again
   * unreduced if it beats alpha), and with the full window only when they land inside it.
   */
  private int child(
      long own,
      long opp,
      long key,
      int side,
      int plies,
      int turn,
      int depth,
      int reduction,
      boolean first,
      int alpha,
      int beta,
      int ply) {
    if (first) {
      return -node(own, opp, key, side, plies, turn, depth, -beta, -alpha, ply);
    }
    int s = -node(own, opp, key, side, plies, turn, depth - reduction, -alpha - 1, -alpha, ply);
    if (reduction > 0 && s > alpha && !stopped) {
      s = -node(own, opp, key, side, plies, turn, depth, -alpha - 1, -alpha, ply);
    }
    if (s > alpha && s < beta && !stopped) {
      s = -node(own, opp, key, side, plies, turn, depth, -beta, -alpha, ply);
    }
    return s;
  }

  private int node(
      long own,
      long opp,
      long key,
      int side,
      int plies,
      int turn,
      int depth,
      int alpha,
      int beta,
      int ply) {
    pvLength[ply] = 0;
    if ((++nodes & CLOCK_NODES) == 0) {
      checkTime();
    }
    if (stopped) {
      return 0;
    }
    if ((limit > 0 && plies >= limit) || repeated(key, plies)) {
      // The board decides first: a side without a legal turn loses even on the limit.
      return hasTurn(own, opp) ? 0 : lost(own, ply);
    }
    boolean drawnNode = false;
    if (Long.bitCount(own | opp) <= oracleStones) {
      if (playOnInDraws && depth > 0 && ply < maxPly - 1 && isDrawn(own, opp, side)) {
        // A drawn position with depth left is searched on, its score kept within the drawn band:
        // the search sees which lines keep the stones and which give the other side chances.
        drawnNode = true;
      } else {
        int known = probe(own, opp, side, plies, ply);
        if (known != Integer.MIN_VALUE) {
          return known;
        }
      }
    }
    if (depth <= 0 || ply >= maxPly - 1) {
      return quiescence
          ? quiesce(own, opp, key, side, alpha, beta, ply, 0)
          : horizon(own, opp, ply);
    }
    boolean pvNode = beta - alpha > 1;
    long tkey = tableKey(key, plies, depth);
    int slot = table.find(tkey);
    long hinted = 0;
    if (slot >= 0) {
      long e = table.entry(slot);
      hinted = table.bestChild(slot);
      if (!pvNode && ScoreTable.depthOf(e) >= depth) {
        int s = fromTable(ScoreTable.score(e), ply);
        int bound = ScoreTable.bound(e);
        if (bound == ScoreTable.EXACT
            || (bound == ScoreTable.LOWER && s >= beta)
            || (bound == ScoreTable.UPPER && s <= alpha)) {
          return s;
        }
      }
    }
    TurnList list = lists[ply];
    list.generate(own, opp, side, key, firstTurnSingle && turn == 1, larger, mandatory);
    int n = list.size;
    if (n == 0) {
      return lost(own, ply);
    }
    if (futility && !pvNode && !drawnNode && depth <= 2 && !list.captures && Math.abs(beta) < WON) {
      int standing = evaluate(own, opp);
      if (standing - 120 * depth >= beta) {
        return standing - 120 * depth;
      }
    }
    rank(list, hinted, ply);
    int extension = forcedExtension && n == 1 && ply < 2 * rootDepth ? 1 : 0;
    int childTurn = side == 1 ? turn + 1 : turn;
    int alphaAtStart = alpha;
    int best = -INFINITY;
    long bestKey = 0;
    int next = depth - 1 + extension;
    for (int i = 0; i < n; i++) {
      list.bringBest(i);
      long childOwn = list.toMove[i];
      long childOpp = list.moved[i];
      long childKey = list.keys[i];
      int childPlies = list.captures ? 0 : plies + 1;
      path[pathLength++] = childKey;
      boolean quiet = !list.captures && list.ranks[i] < (1 << 26);
      if (pruning && quiet && !pvNode && depth <= 3 && i >= 3 + depth * depth && best > -WON) {
        pathLength--;
        break; // the rest are ordered after these by history: late, quiet and near the horizon
      }
      int r = 0;
      if (depth >= 3
          && ((lmr && quiet && i >= 2) || (captureReductions && list.captures && i >= 3))) {
        r = Math.max(0, REDUCTIONS[Math.min(depth, 63)][Math.min(i, 63)] - (pvNode ? 1 : 0));
        r = Math.min(r, next - 1);
      }
      int s =
          child(
              childOwn,
              childOpp,
              childKey,
              side ^ 1,
              childPlies,
              childTurn,
              next,
              r,
              i == 0,
              alpha,
              beta,
              ply + 1);
      pathLength--;
      if (stopped) {
        return 0;
      }
      if (s > best) {
        best = s;
        bestKey = childKey;
        if (s > alpha) {
          alpha = s;
          remember(ply, childOpp, childOwn);
          if (alpha >= beta) {
            if (!list.captures && ordering) {
              reward(ply, list.codes[i], depth);
            }
            break;
          }
        }
      }
    }
    if (drawnNode) {
      best =
          Math.max(-DRAWN_BAND, Math.min(DRAWN_BAND, best)); // bounds stay bounds: it is monotone
    }
    int bound =
        best >= beta ? ScoreTable.LOWER : best > alphaAtStart ? ScoreTable.EXACT : ScoreTable.UPPER;
    table.store(tkey, depth, bound, toTable(best, ply), bestKey);
    return best;
  }

  /** Late-move reductions by depth and turn index: about 0.75 + ln(depth) x ln(index) / 1.75. */
  private static final int[][] REDUCTIONS = new int[64][64];

  static {
    for (int d = 1; d < 64; d++) {
      for (int i = 1; i < 64; i++) {
        REDUCTIONS[d][i] = (int) (0.75 + Math.log(d) * Math.log(i) / 1.75);
      }
    }
  }

  /**
   * At the horizon with captures pending: the captures are searched for {@value #QUIESCENCE_PLIES}
   * plies. Without {@link SearchFeature#FORCED_CAPTURES} they are bounded by the standing
   * evaluation, as if the side to move could decline them (it cannot, captures being compulsory):
   * cheaper, but blind to a chain that walks into a larger recapture, the turning point of most
   * games lost to the 1997 engine (issue 44). With it, a side with at most {@value
   * #FORCED_CAPTURERS} stones that can capture is worth its best capture.
   */
  private int quiesce(long own, long opp, long key, int side, int alpha, int beta, int ply, int q) {
    pvLength[ply] = 0;
    if ((++nodes & CLOCK_NODES) == 0) {
      checkTime();
    }
    if (stopped) {
      return 0;
    }
    long capturers = board.capturers(own, opp);
    if (capturers == 0) {
      return horizon(own, opp, ply);
    }
    int standing = evaluate(own, opp);
    // With few stones able to capture the side has few captures to choose from, and may have none
    // that is safe; with more, one of them nearly always holds the standing value, and searching
    // them all where captures abound (the opening) would cost twice the tree.
    boolean forced = forcedCaptures && Long.bitCount(capturers) <= FORCED_CAPTURERS;
    if (q >= QUIESCENCE_PLIES || ply >= maxPly - 1 || (!forced && standing >= beta)) {
      return standing;
    }
    if (q > 0 && Long.bitCount(own | opp) <= oracleStones) {
      // A capture resets the counter: the tables' verdict holds as it stands.
      int known = probe(own, opp, side, 0, ply);
      if (known != Integer.MIN_VALUE) {
        return known;
      }
    }
    if (!forced) {
      alpha = Math.max(alpha, standing);
    }
    TurnList list = lists[ply];
    list.generate(own, opp, side, key, false, larger, mandatory);
    for (int i = 0; i < list.size; i++) {
      list.ranks[i] = list.taken[i];
    }
    // A side that must capture cannot stand pat: it is worth its best capture, good or bad.
    int best = forced ? -INFINITY : standing;
    for (int i = 0; i < list.size; i++) {
      list.bringBest(i);
      int s =
          -quiesce(
              list.toMove[i], list.moved[i], list.keys[i], side ^ 1, -beta, -alpha, ply + 1, q + 1);
      if (stopped) {
        return 0;
      }
      if (s > best) {
        best = s;
        if (s > alpha) {
          alpha = s;
          remember(ply, list.moved[i], list.toMove[i]);
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }

  /** The static value of a node without captures, or its loss if it has no turn at all. */
  private int horizon(long own, long opp, int ply) {
    if (own == 0 || (board.capturers(own, opp) == 0 && !board.canStep(own, opp))) {
      return lost(own, ply);
    }
    return evaluate(own, opp);
  }

  /** The evaluation, from the side to move's point of view: see {@link Evaluator}. */
  int evaluate(long own, long opp) {
    return evaluator.evaluate(own, opp);
  }

  private void rank(TurnList list, long hinted, int ply) {
    int[] k = killers[ply];
    for (int i = 0; i < list.size; i++) {
      int r;
      int code = list.codes[i];
      if (hinted != 0 && list.keys[i] == hinted) {
        r = 1 << 30;
      } else if (list.captures) {
        r = (1 << 28) + (list.taken[i] << 16) + Math.min(history[code], 0xFFFF);
      } else if (ordering && code == k[0]) {
        r = (1 << 27) + 1;
      } else if (ordering && code == k[1]) {
        r = 1 << 27;
      } else {
        r = ordering ? history[code] : 0;
      }
      list.ranks[i] = r;
    }
  }

  private void reward(int ply, int code, int depth) {
    int[] k = killers[ply];
    if (k[0] != code) {
      k[1] = k[0];
      k[0] = code;
    }
    history[code] = Math.min(history[code] + depth * depth, 1 << 20);
  }

  private void remember(int ply, long moved, long toMove) {
    pvMoved[ply][0] = moved;
    pvToMove[ply][0] = toMove;
    int n = pvLength[ply + 1];
    System.arraycopy(pvMoved[ply + 1], 0, pvMoved[ply], 1, n);
    System.arraycopy(pvToMove[ply + 1], 0, pvToMove[ply], 1, n);
    pvLength[ply] = n + 1;
  }

  private void checkTime() {
    if (stop.get()) {
      stopped = true;
    } else if (main && rootDepth > 1 && (System.nanoTime() > deadline || nodes >= nodeLimit)) {
      stopped = true;
      stop.set(true);
    }
  }

  /**
   * Adds to each root turn's score a deliberate error of 0 to {@code value}, drawn from the turn's
   * position and the game's length (the same game gets the same errors), and searches every root
   * turn with the full window so that the errors compare exact scores.
   *
   * @param value the largest error, in hundredths of a stone; 0 for none
   */
  public void noise(int value) {
    noise = value;
  }

  /** The error of root turn {@code i}: 0 to {@link #noise}. */
  private int noiseOf(int i) {
    long h = (rootKeys[i] ^ game.turns().size()) * 0x9E3779B97F4A7C15L;
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    h ^= h >>> 32;
    return (int) Math.floorMod(h, (long) noise + 1);
  }

  /**
   * Stops the search (after its first iteration) once it has searched about this many nodes, as the
   * clock stops it: what the tests use to stop an iteration at a chosen point.
   */
  void stopAfter(long value) {
    nodeLimit = value;
  }

  /**
   * {@return the nodes searched when the last unfinished-iteration's better turn was found, or -1}
   */
  long nodesAtChange() {
    return nodesAtChange;
  }

  /** Whether the position (the path's last) has occurred often enough to be a draw. */
  private boolean repeated(long key, int plies) {
    // Only positions since the last capture can match, and only with the same side to move.
    int from = Math.max(0, pathLength - 1 - plies);
    int n = 0;
    for (int i = pathLength - 1; i >= from; i -= 2) {
      if (path[i] == key && ++n >= repetitions) {
        return true;
      }
    }
    return false;
  }

  private boolean hasTurn(long own, long opp) {
    return own != 0 && (board.capturers(own, opp) != 0 || board.canStep(own, opp));
  }

  /** The score of the side to move having no turn: a loss, or a draw where the rules say so. */
  private int lost(long own, int ply) {
    return own == 0 || noMoveLoses ? -(WIN - ply) : 0;
  }

  /** The tables' value of the node, or {@link Integer#MIN_VALUE} where they have none. */
  private int probe(long own, long opp, int side, int plies, int ply) {
    OptionalInt v = ask(own, opp, side);
    if (v.isEmpty()) {
      return Integer.MIN_VALUE;
    }
    if (v.getAsInt() == EndgameOracle.DRAW && playOnInDraws) {
      return drawn(own, opp, side, ply);
    }
    return oracleScore(v.getAsInt(), plies, limit, ply);
  }

  /** Whether the oracle calls the position drawn. */
  private boolean isDrawn(long own, long opp, int side) {
    OptionalInt v = ask(own, opp, side);
    return v.isPresent() && v.getAsInt() == EndgameOracle.DRAW;
  }

  /** The oracle's answer for the position of two bitboards and a side to move. */
  private OptionalInt ask(long own, long opp, int side) {
    Side mover = Side.values()[side];
    long white = side == 0 ? own : opp;
    long black = side == 0 ? opp : own;
    return oracle.orElseThrow().plies(Position.of(board.geometry, white, black, mover), ruleset);
  }

  /**
   * The score of a position the oracle calls drawn, for the side to move: material first, then
   * mobility, the other side's threats and this side's pending capture, less what the side to move
   * risks when few of its turns keep the draw (a turn into a position the oracle calls lost is a
   * mistake the other side waits for), within less than a stone either way, so that a won position
   * is always better and a drawn one never looks like a real stone ahead. Without it every drawn
   * ending scores 0 and the side ahead takes any drawn line, repetition included.
   */
  @SuppressWarnings("ArgumentSelectionDefectChecker") // capturers(opp, own): threats to own
  private int drawn(long own, long opp, int side, int ply) {
    // Not the evaluation: its ending terms (a bonus for every stone off the board to the side
    // ahead) would fill the band in every ending and leave nothing to tell the lines apart.
    long empty = board.all & ~(own | opp);
    int mobility = board.mobility(own, empty) - board.mobility(opp, empty);
    int score =
        DRAWN_STONE * (Long.bitCount(own) - Long.bitCount(opp))
            + Math.max(-DRAWN_MOBILITY, Math.min(DRAWN_MOBILITY, mobility))
            - DRAWN_THREAT * Long.bitCount(board.capturers(opp, own));
    TurnList list = lists[ply]; // the node returns this score: its turn list is free
    list.generate(own, opp, side, 0, false, larger, mandatory);
    int n = list.size;
    int safe = 0;
    int taken = 0;
    for (int i = 0; i < n; i++) {
      OptionalInt child = ask(list.toMove[i], list.moved[i], side ^ 1);
      // An odd distance is a win for the child's side to move: this side's turn lost the draw.
      if (child.isEmpty() || child.getAsInt() == EndgameOracle.DRAW || child.getAsInt() % 2 == 0) {
        safe++;
        // A capture pending is material about to change hands: the side to move takes it.
        taken = list.captures ? Math.max(taken, list.taken[i]) : 0;
      }
    }
    score += taken * DRAWN_STONE;
    if (n > 0) {
      score -= DRAWN_RISK * (n - safe) / n;
    }
    return Math.max(-DRAWN_BAND, Math.min(DRAWN_BAND, score));
  }

  /**
   * The score of an oracle's answer at a node, or {@link Integer#MIN_VALUE} where the no-capture
   * limit could draw the game before the oracle's win or loss ends it (the search decides there).
   *
   * @param answer the oracle's half-moves to the end, or {@link EndgameOracle#DRAW}
   * @param plies the node's half-moves since the last capture
   * @param limit the ruleset's no-capture limit, 0 for none
   * @param ply the node's distance from the root
   * @throws IllegalStateException if the answer is neither a distance nor a draw
   */
  static int oracleScore(int answer, int plies, int limit, int ply) {
    if (answer == EndgameOracle.DRAW) {
      return 0; // the no-capture limit only adds draws: a draw stays a draw
    }
    if (answer < 0) {
      throw new IllegalStateException(
          "an endgame oracle answered "
              + answer
              + ": half-moves (0 or more) or DRAW (-1) expected");
    }
    if (limit > 0 && plies + answer > limit) {
      return Integer.MIN_VALUE; // the limit could draw the game first: let the search decide
    }
    int mate = WIN - ply - answer;
    // The side that moves last wins: an odd distance is the side to move's win.
    return (answer & 1) == 1 ? mate : -mate;
  }

  /** Where the no-capture limit is within reach, the counter is part of what the score means. */
  private long tableKey(long key, int plies, int depth) {
    if (limit > 0 && plies + depth + QUIESCENCE_PLIES >= limit) {
      return key ^ (plies + 1) * 0x9E3779B97F4A7C15L;
    }
    return key;
  }

  private static int toTable(int score, int ply) {
    return score > WON ? score + ply : score < -WON ? score - ply : score;
  }

  private static int fromTable(int score, int ply) {
    return score > WON ? score - ply : score < -WON ? score + ply : score;
  }

  /**
   * The turn of the root that an iteration found best, and its line as turns.
   *
   * @param done the iteration
   * @param nodesOfAll the nodes of every thread
   * @param startNanos when the search started (of {@link System#nanoTime})
   * @return the result
   */
  public SearchResult result(Iteration done, long nodesOfAll, long startNanos) {
    Turn best = rootTurns.get(done.best());
    ImmutableList.Builder<Turn> pv = ImmutableList.builder();
    pv.add(best);
    Game g = game.play(best);
    for (int i = 1; i < done.moved().length && !g.isOver(); i++) {
      Optional<Turn> t = leadingTo(g, done.moved()[i], done.toMove()[i]);
      if (t.isEmpty()) {
        break;
      }
      pv.add(t.get());
      g = g.play(t.get());
    }
    return new SearchResult(
        best,
        done.score(),
        pv.build(),
        done.depth(),
        nodesOfAll,
        Duration.ofNanos(System.nanoTime() - startNanos));
  }

  private static Optional<Turn> leadingTo(Game g, long moved, long toMove) {
    Position p = g.position();
    Side mover = p.sideToMove();
    for (Turn t : g.legalTurns()) {
      Position next = p.play(t);
      if (next.stones(mover) == moved && next.stones(mover.opponent()) == toMove) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }
}
