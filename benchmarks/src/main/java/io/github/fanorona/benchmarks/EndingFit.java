package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;
import io.github.fanorona.lab.Tuning;
import io.github.fanorona.tables.EndgameTables;
import io.github.fanorona.tables.Verdict;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Fits what each material of an ending is worth beyond what the evaluation already says: for every
 * material of {@code --min} to {@code --max} stones (each side at least one, the sides at most
 * {@code --spread} apart), {@code --positions} random quiet positions (the side to move has no
 * capture) are labelled by the endgame tables where they reach (1 a win for the side to move, 0.5 a
 * draw, 0 a loss) and by a search of {@code --depth} turns with the tables beyond them (a forced
 * result 1 or 0, else the sigmoid of its score). Then, as Texel's tuning does, the scale {@code K}
 * of sigmoid(K x eval) is fitted on every position with the engine's own evaluation, and for each
 * material the one offset {@code c} that minimises the squared error of sigmoid(K x (eval + c))
 * against the labels. It prints each material's labels and offset, and the offsets as the
 * evaluation's table ({@code Evaluator}'s ending material) reads them: the lab fits, the released
 * engine only carries the numbers.
 *
 * <pre>
 * java -Xmx12g -cp benchmarks/target/benchmarks.jar io.github.fanorona.benchmarks.EndingFit \
 *   --tables 5 --min 4 --max 10 --positions 400 --depth 5 --seed 1
 * </pre>
 */
public final class EndingFit {
  private EndingFit() {}

  /** The most stones of a side the offsets' table holds. */
  static final int MOST = 10;

  /**
   * Runs the fit and prints it.
   *
   * @param args {@code --tables N} (5), {@code --min S} (4), {@code --max S} (10), {@code
   *     --positions P} (400 a material), {@code --depth D} (5), {@code --spread S} (3), {@code
   *     --seed N} (1)
   * @throws IOException if the tables cannot be read or built
   */
  public static void main(String[] args) throws IOException {
    int tableStones = 5;
    int min = 4;
    int max = 10;
    int positions = 400;
    int depth = 5;
    int spread = 3;
    long seed = 1;
    for (int i = 0; i + 1 < args.length; i += 2) {
      int v = Integer.parseInt(args[i + 1]);
      switch (args[i]) {
        case "--tables" -> tableStones = v;
        case "--min" -> min = v;
        case "--max" -> max = v;
        case "--positions" -> positions = v;
        case "--depth" -> depth = v;
        case "--spread" -> spread = v;
        case "--seed" -> seed = v;
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    EndgameTables tables = Tournament.tables(tableStones);
    Engine plain = Engine.of(SearchLimits.depth(1));
    Engine searcher = Engine.of(SearchLimits.depth(depth)).withOracle(tables);
    SplittableRandom random = new SplittableRandom(seed);
    int materials = 0;
    int[][][] evals = new int[MOST + 1][MOST + 1][];
    double[][][] labels = new double[MOST + 1][MOST + 1][];
    long start = System.nanoTime();
    for (int stones = min; stones <= max; stones++) {
      for (int mine = 1; mine < stones && mine <= MOST; mine++) {
        int theirs = stones - mine;
        if (theirs > MOST || Math.abs(mine - theirs) > spread) {
          continue;
        }
        evals[mine][theirs] = new int[positions];
        labels[mine][theirs] = new double[positions];
        for (int i = 0; i < positions; i++) {
          Position p = quiet(random, mine, theirs);
          evals[mine][theirs][i] = Tuning.evaluate(plain, p);
          labels[mine][theirs][i] = label(p, tables, searcher);
        }
        materials++;
        System.out.printf(
            Locale.ROOT,
            "labelled %d-%d (%d positions) after %.0f s%n",
            mine,
            theirs,
            positions,
            (System.nanoTime() - start) / 1e9);
      }
    }
    double k = fitK(evals, labels);
    System.out.printf(Locale.ROOT, "%d materials; K = %.6f%n", materials, k);
    int[][] offsets = new int[MOST + 1][MOST + 1];
    double before = 0;
    double after = 0;
    int n = 0;
    for (int mine = 1; mine <= MOST; mine++) {
      for (int theirs = 1; theirs <= MOST; theirs++) {
        int[] e = evals[mine][theirs];
        double[] l = labels[mine][theirs];
        if (e == null || l == null) {
          continue;
        }
        int best = 0;
        double bestLoss = loss(e, l, k, 0);
        for (int c = -400; c <= 400; c += 2) {
          double x = loss(e, l, k, c);
          if (x < bestLoss - 1e-12) {
            bestLoss = x;
            best = c;
          }
        }
        offsets[mine][theirs] = best;
        before += loss(e, l, k, 0) * e.length;
        after += bestLoss * e.length;
        n += e.length;
        System.out.printf(
            Locale.ROOT,
            "%2d-%-2d mean label %.3f, mean eval %+6.1f, offset %+4d, loss %.5f -> %.5f%n",
            mine,
            theirs,
            mean(l),
            mean(e),
            best,
            loss(e, l, k, 0),
            bestLoss);
      }
    }
    System.out.printf(
        Locale.ROOT, "all: loss %.5f -> %.5f over %d positions%n", before / n, after / n, n);
    StringBuilder table = new StringBuilder("offsets [mine][theirs], hundredths of a stone:\n");
    for (int mine = 0; mine <= MOST; mine++) {
      table.append("  {");
      for (int theirs = 0; theirs <= MOST; theirs++) {
        table.append(theirs == 0 ? "" : ", ").append(offsets[mine][theirs]);
      }
      table.append("},\n");
    }
    System.out.print(table);
  }

  /** A random position of the material, White to move with {@code mine}, without a capture. */
  static Position quiet(SplittableRandom random, int mine, int theirs) {
    Variant sivy = Variant.sivy();
    int rows = sivy.geometry().height();
    int columns = sivy.geometry().width();
    while (true) {
      char[] board = new char[rows * columns];
      java.util.Arrays.fill(board, '.');
      place(random, board, 'W', mine);
      place(random, board, 'B', theirs);
      StringBuilder fen = new StringBuilder();
      for (int r = 0; r < rows; r++) {
        int empty = 0;
        for (int c = 0; c < columns; c++) {
          char x = board[r * columns + c];
          if (x == '.') {
            empty++;
          } else {
            fen.append(empty == 0 ? "" : Integer.toString(empty)).append(x);
            empty = 0;
          }
        }
        fen.append(empty == 0 ? "" : Integer.toString(empty)).append(r + 1 < rows ? "/" : "");
      }
      Position p = Position.parse(fen + " w 0 1");
      Game g = Game.start(sivy, sivy.defaultRuleset(), p);
      if (!g.isOver() && g.legalTurns().stream().noneMatch(Turn::isCapture)) {
        return p;
      }
    }
  }

  private static void place(SplittableRandom random, char[] board, char stone, int count) {
    for (int placed = 0; placed < count; ) {
      int at = random.nextInt(board.length);
      if (board[at] == '.') {
        board[at] = stone;
        placed++;
      }
    }
  }

  /** The tables' verdict where they reach, else the search's result with them. */
  private static double label(Position p, EndgameTables tables, Engine searcher) {
    Optional<Verdict> v = tables.probe(p, Ruleset.standard());
    if (v.isPresent()) {
      return switch (v.get().result()) {
        case WIN -> 1;
        case LOSS -> 0;
        case DRAW -> 0.5;
      };
    }
    Variant sivy = Variant.sivy();
    SearchResult r = searcher.search(Game.start(sivy, sivy.defaultRuleset(), p));
    if (r.isForced()) {
      return r.score() > 0 ? 1 : 0;
    }
    return sigmoid(SEARCH_K, r.score());
  }

  /** The scale the self-play fit found ({@code Tune}), for a search's score as a label. */
  private static final double SEARCH_K = 0.00256;

  private static double sigmoid(double k, double x) {
    return 1 / (1 + Math.exp(-k * x));
  }

  private static double loss(int[] evals, double[] labels, double k, int offset) {
    double sum = 0;
    for (int i = 0; i < evals.length; i++) {
      double e = labels[i] - sigmoid(k, evals[i] + offset);
      sum += e * e;
    }
    return sum / evals.length;
  }

  private static double fitK(int[][][] evals, double[][][] labels) {
    double best = 0.0005;
    double bestLoss = Double.MAX_VALUE;
    for (double k = 0.0005; k < 0.05; k *= 1.05) {
      double sum = 0;
      int n = 0;
      for (int a = 0; a <= MOST; a++) {
        for (int b = 0; b <= MOST; b++) {
          if (evals[a][b] != null && labels[a][b] != null) {
            sum += loss(evals[a][b], labels[a][b], k, 0) * evals[a][b].length;
            n += evals[a][b].length;
          }
        }
      }
      if (n > 0 && sum / n < bestLoss) {
        bestLoss = sum / n;
        best = k;
      }
    }
    return best;
  }

  private static double mean(double[] xs) {
    double s = 0;
    for (double x : xs) {
      s += x;
    }
    return s / xs.length;
  }

  private static double mean(int[] xs) {
    double s = 0;
    for (int x : xs) {
      s += x;
    }
    return s / xs.length;
  }
}
