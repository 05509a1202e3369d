package io.github.fanorona.engine;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The search of every variant and rule set, for the games the fast {@link Search} does not cover
 * (huffing, Vela, the placement game, boards past 64 points): the engine's search as it was before
 * issue 22, kept unchanged, which the lab also plays on the standard game as its baseline ({@code
 * Tuning.searchAsBaseline}). One search from one game position: a negamax principal-variation
 * search over whole turns, with the game's draw rules applied at every node, a short capture-only
 * extension at the horizon (captures are compulsory, so a position with a capture pending is never
 * judged statically until the extension runs out), and the oracle's exact values where it has them.
 * Mutable and single-threaded; {@link Engine} makes a new one per call.
 */
final class GeneralSearch {
  static final int WIN = Search.WIN;
  static final int WON = Search.WON;
  private static final int INFINITY = WIN + 1;
  private static final int MAX_PLY = 160;
  private static final int EXTENSION = 2;
  private static final int CODES = 64 * 64;

  private final RulesEngine rules;
  private final Ruleset ruleset;
  private final Optional<EndgameOracle> oracle;
  private final TranspositionTable table;
  private final long deadline;
  private final long[] path;
  private int pathLength;
  private final int[][] killers = new int[MAX_PLY][2];
  private final int[] history = new int[CODES];
  private final GeneralChildren[] children = new GeneralChildren[MAX_PLY];
  private final Position[][] pv = new Position[MAX_PLY][MAX_PLY];
  private final int[] pvLength = new int[MAX_PLY];
  private boolean abortable;
  private boolean stopped;
  private long nodes;

  GeneralSearch(Game game, SearchLimits limits, Optional<EndgameOracle> oracle, long startNanos) {
    this.rules = game.variant().engine();
    this.ruleset = game.ruleset();
    this.oracle = oracle;
    this.table = new TranspositionTable(limits.tableBits());
    this.deadline = limits.time().map(t -> startNanos + t.toNanos()).orElse(Long.MAX_VALUE);
    List<Position> played = game.positions();
    this.path = new long[played.size() + MAX_PLY];
    for (Position p : played) {
      path[pathLength++] = p.zobristKey();
    }
    for (int i = 0; i < MAX_PLY; i++) {
      children[i] = new GeneralChildren();
    }
  }

  /**
   * Searches a game by iterative deepening, as {@code Engine.search} did before issue 22.
   *
   * @param game a game that is not over
   * @param limits depth, time and table size
   * @param oracle exact values of the positions it covers
   * @return the best turn of the deepest completed iteration
   */
  public static SearchResult run(Game game, SearchLimits limits, Optional<EndgameOracle> oracle) {
    long start = System.nanoTime();
    GeneralSearch search = new GeneralSearch(game, limits, oracle, start);
    Iteration done = search.iterate(game.position(), 1).orElseThrow();
    for (int depth = 2; depth <= limits.maxDepth(); depth++) {
      if (Math.abs(done.score()) > WON && WIN - Math.abs(done.score()) < depth) {
        break; // the forced result is fully seen; deeper iterations cannot change it
      }
      Optional<Iteration> next = search.iterate(game.position(), depth);
      if (next.isEmpty()) {
        break;
      }
      done = next.get();
    }
    ImmutableList<Turn> pv = turns(game, done.line());
    return new SearchResult(
        pv.get(0),
        done.score(),
        pv,
        done.depth(),
        search.nodes(),
        Duration.ofNanos(System.nanoTime() - start));
  }

  /** Names the positions of a line by the legal turns that lead to them. */
  private static ImmutableList<Turn> turns(Game game, List<Position> line) {
    ImmutableList.Builder<Turn> out = ImmutableList.builder();
    Game g = game;
    for (Position next : line) {
      Optional<Turn> turn = leadingTo(g, next);
      if (turn.isEmpty()) {
        break;
      }
      out.add(turn.get());
      g = g.play(turn.get());
    }
    return out.build();
  }

  private static Optional<Turn> leadingTo(Game g, Position next) {
    return g.legalTurns().stream().filter(t -> g.position().play(t).equals(next)).findFirst();
  }

  /** The result of one completed iteration: its score and principal variation, root child first. */
  record Iteration(int depth, int score, List<Position> line) {}

  /** Searches the root to a depth; empty if the time ran out before the iteration completed. */
  Optional<Iteration> iterate(Position root, int depth) {
    abortable = depth > 1;
    int score = negamax(root, depth, -INFINITY, INFINITY, 0);
    if (stopped) {
      return Optional.empty();
    }
    List<Position> line = new ArrayList<>();
    for (int i = 0; i < pvLength[0]; i++) {
      line.add(pv[0][i]);
    }
    return Optional.of(new Iteration(depth, score, line));
  }

  long nodes() {
    return nodes;
  }

  private int negamax(Position p, int depth, int alpha, int beta, int ply) {
    nodes++;
    pvLength[ply] = 0;
    if (abortable && (nodes & 1023) == 0 && System.nanoTime() > deadline) {
      stopped = true;
    }
    if (stopped) {
      return 0;
    }
    if (ply > 0) {
      Optional<Integer> ruled = drawRules(p, ply).or(() -> probe(p, ply));
      if (ruled.isPresent()) {
        return ruled.get();
      }
    }
    if (depth <= 0 || ply >= MAX_PLY - 1) {
      return horizon(p, depth, alpha, beta, ply);
    }
    long key = tableKey(p, depth);
    int slot = table.find(key);
    long hinted = 0;
    if (slot >= 0) {
      hinted = table.bestChild(slot);
      if (ply > 0 && table.depth(slot) >= depth) {
        int s = fromTable(table.score(slot), ply);
        int bound = table.bound(slot);
        if (bound == TranspositionTable.EXACT
            || (bound == TranspositionTable.LOWER && s >= beta)
            || (bound == TranspositionTable.UPPER && s <= alpha)) {
          return s;
        }
      }
    }
    GeneralChildren c = children[ply];
    c.generate(rules, p, ruleset);
    if (c.size == 0) {
      return terminal(p, ply);
    }
    c.rank(hinted, killers[ply], history);
    return searchChildren(c, depth, alpha, beta, ply, key);
  }

  private int searchChildren(GeneralChildren c, int depth, int alpha, int beta, int ply, long key) {
    int alphaAtStart = alpha;
    int best = -INFINITY;
    long bestKey = 0;
    for (int i = 0; i < c.size; i++) {
      c.bringBest(i);
      Position child = c.positions[i];
      path[pathLength++] = child.zobristKey();
      int s;
      if (i == 0) {
        s = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
      } else {
        s = -negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1);
        if (s > alpha && s < beta) {
          s = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
        }
      }
      pathLength--;
      if (stopped) {
        return 0;
      }
      if (s > best) {
        best = s;
        bestKey = child.zobristKey();
        if (s > alpha) {
          alpha = s;
          remember(ply, child);
          if (alpha >= beta) {
            if (c.captures[i] == 0) {
              rewardQuiet(ply, c.codes[i], depth);
            }
            break;
          }
        }
      }
    }
    if (depth > 0) {
      int bound =
          best >= beta
              ? TranspositionTable.LOWER
              : best > alphaAtStart ? TranspositionTable.EXACT : TranspositionTable.UPPER;
      table.store(key, depth, bound, toTable(best, ply), bestKey);
    }
    return best;
  }

  /**
   * At the horizon: the static evaluation, unless a capture is pending and the extension has plies
   * left, in which case the captures are searched (no stand-pat: they are compulsory).
   */
  private int horizon(Position p, int depth, int alpha, int beta, int ply) {
    Turn.Kind[] first = {Turn.Kind.PAIKA};
    boolean any =
        !rules.forEachTurn(
            p,
            ruleset,
            t -> {
              first[0] = t.kind();
              return false;
            });
    if (!any) {
      return terminal(p, ply);
    }
    int standing = Evaluation.of(p);
    if (first[0] != Turn.Kind.CAPTURE || depth <= -EXTENSION || ply >= MAX_PLY - 1) {
      return standing;
    }
    // Standing pat is not a legal choice (captures are compulsory), but it bounds the extension:
    // without it a horizon full of chains costs several times the nodes for little gain.
    if (standing >= beta) {
      return standing;
    }
    alpha = Math.max(alpha, standing);
    GeneralChildren c = children[ply];
    c.generate(rules, p, ruleset);
    c.rank(0, killers[ply], history);
    int searched = searchChildren(c, depth, alpha, beta, ply, 0);
    return Math.max(standing, searched);
  }

  private void remember(int ply, Position child) {
    pv[ply][0] = child;
    int n = pvLength[ply + 1];
    System.arraycopy(pv[ply + 1], 0, pv[ply], 1, n);
    pvLength[ply] = n + 1;
  }

  private void rewardQuiet(int ply, int code, int depth) {
    if (killers[ply][0] != code) {
      killers[ply][1] = killers[ply][0];
      killers[ply][0] = code;
    }
    history[code] = Math.min(history[code] + depth * depth, 1 << 16);
  }

  /**
   * The game's own draw rules (no-capture limit, repetition), as Game.outcome applies them. Where
   * the rules have no repetition draw, a repeated position scores as a draw all the same: a side
   * that cannot avoid the cycle cannot force a win through it, and a side that is ahead then looks
   * for progress instead of shuffling its stones.
   */
  private Optional<Integer> drawRules(Position p, int ply) {
    int limit = ruleset.noCaptureDrawPlies();
    boolean drawn = limit > 0 && p.pliesSinceCapture() >= limit;
    int times = ruleset.repetitionDrawCount();
    if (!drawn) {
      drawn = occurrences(p) >= (times > 0 ? times : 2);
    }
    if (!drawn) {
      return Optional.empty();
    }
    // The board decides first: a side without a legal turn loses even on the limit.
    return Optional.of(rules.hasLegalTurn(p, ruleset) ? 0 : terminal(p, ply));
  }

  /** Occurrences of the position on the path; only positions since the last capture can match. */
  private int occurrences(Position p) {
    long key = p.zobristKey();
    int from = Math.max(0, pathLength - 1 - p.pliesSinceCapture());
    int n = 0;
    for (int i = from; i < pathLength; i++) {
      if (path[i] == key) {
        n++;
      }
    }
    return n;
  }

  private Optional<Integer> probe(Position p, int ply) {
    if (oracle.isEmpty()) {
      return Optional.empty();
    }
    OptionalInt v = oracle.get().plies(p, ruleset);
    if (v.isEmpty()) {
      return Optional.empty();
    }
    int score =
        Search.oracleScore(v.getAsInt(), p.pliesSinceCapture(), ruleset.noCaptureDrawPlies(), ply);
    return score == Integer.MIN_VALUE ? Optional.empty() : Optional.of(score);
  }

  private int terminal(Position p, int ply) {
    Optional<Outcome> outcome = rules.boardOutcome(p, ruleset);
    Optional<Side> winner = outcome.flatMap(Outcome::winner);
    if (winner.isEmpty()) {
      return 0;
    }
    return winner.get() == p.sideToMove() ? WIN - ply : -(WIN - ply);
  }

  /** Where the no-capture limit is within reach, the counter is part of what the score means. */
  private long tableKey(Position p, int depth) {
    long key = p.zobristKey();
    int limit = ruleset.noCaptureDrawPlies();
    if (limit > 0 && p.pliesSinceCapture() + depth + EXTENSION >= limit) {
      key ^= (p.pliesSinceCapture() + 1) * 0x9E3779B97F4A7C15L;
    }
    return key;
  }

  private static int toTable(int score, int ply) {
    return score > WON ? score + ply : score < -WON ? score - ply : score;
  }

  private static int fromTable(int score, int ply) {
    return score > WON ? score - ply : score < -WON ? score + ply : score;
  }
}
