package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.search.EvaluationWeights;
import io.github.fanorona.lab.Match;
import io.github.fanorona.lab.Player;
import io.github.fanorona.lab.Tuning;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Fits the fast search's {@link EvaluationWeights} to self-play games by the logistic ("Texel")
 * loss: seeded games of the engine against itself at a fixed depth from {@link Match}'s balanced
 * random openings (the players play a random turn now and then early in the game, so that games
 * differ), the quiet positions of each (the side to move has no capture) labelled with the game's
 * result for the side to move (1, 0.5 for a draw or a game adjudicated at 200 turns, 0), then
 * {@code K} fitted with the current weights and the weights fitted by coordinate descent, a stone
 * staying 100.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.fanorona.benchmarks.Tune \
 *     --games 2000 --depth 4 --seed 1
 * </pre>
 *
 * <p>Options: {@code --games} (2000), {@code --depth} of both players (4), {@code --seed} of the
 * openings and the random turns (1), {@code --parallel} games at once (2), {@code --random} the
 * chance of a random turn in the first {@value #RANDOM_TURNS} turns (0.05), {@code --tables} the
 * stones of the endgame tables the players use (5; positions they cover are not fitted, the search
 * never evaluates them), {@code --free} the weights fitted (all: {@code
 * mobility,press,restrain,threat,chase,edge,centre}). It prints two fits: every weight named free
 * on every quiet position, then the ending weights named free on the endings of 6-14 stones with
 * one side ahead. The result depends on the options only, not on the threads' timing; the
 * positions' terms are kept in {@code benchmarks/target/tune-*.data}, so that another fit of the
 * same games takes seconds.
 */
public final class Tune {
  /** The turns of a game in which a player may play a random turn. */
  static final int RANDOM_TURNS = 40;

  /** With this many stones or fewer, and one side ahead, the evaluation's ending terms count. */
  static final int ENDING_STONES = 14;

  /** The weights' names in {@link EvaluationWeights}' order; never written to. */
  static final String[] NAMES = {
    "mobility", "press", "restrain", "threat", "chase", "edge", "centre"
  };

  private Tune() {}

  /**
   * Plays the games, fits and prints the losses and the weights.
   *
   * @param args the options above
   * @throws IOException if the tables cannot be read or built
   */
  public static void main(String[] args) throws IOException {
    int games = 2000;
    int depth = 4;
    long seed = 1;
    int parallel = 2;
    double chance = 0.05;
    int stones = 5;
    String free = String.join(",", NAMES);
    for (int i = 0; i < args.length; i += 2) {
      String v = args[i + 1];
      switch (args[i]) {
        case "--games" -> games = Integer.parseInt(v);
        case "--depth" -> depth = Integer.parseInt(v);
        case "--seed" -> seed = Long.parseLong(v);
        case "--parallel" -> parallel = Integer.parseInt(v);
        case "--random" -> chance = Double.parseDouble(v);
        case "--tables" -> stones = Integer.parseInt(v);
        case "--free" -> free = v;
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    long start = System.nanoTime();
    Engine engine = Engine.of(SearchLimits.depth(depth));
    if (stones > 0) {
      engine = engine.withOracle(Tournament.tables(stones));
    }
    // The positions' terms are kept in benchmarks/target: another fit of the same games is quick.
    Path cache =
        Path.of(
            "benchmarks",
            "target",
            String.format(
                Locale.ROOT, "tune-%d-%d-%d-%s-%d.data", games, depth, seed, chance, stones));
    Data data;
    if (Files.exists(cache)) {
      data = Data.load(cache);
    } else {
      List<Game> played = selfPlay(engine, games, seed, parallel, chance);
      data = Data.of(played, stones, engine);
      data.save(cache);
      System.out.printf(
          Locale.ROOT,
          "%d games (%d adjudicated), ",
          played.size(),
          played.stream().filter(g -> g.outcome().isEmpty()).count());
    }
    System.out.printf(
        Locale.ROOT,
        "%d quiet positions, in %.1f min%n",
        data.size(),
        (System.nanoTime() - start) / 60e9);
    data.printByMaterial();
    int[] hand = weights(EvaluationWeights.HAND_SET);
    double k = data.fitK(hand);
    double before = data.loss(hand, k);
    boolean[] all = new boolean[NAMES.length];
    List<String> freed = List.of(free.split(","));
    for (int i = 0; i < NAMES.length; i++) {
      all[i] = freed.contains(NAMES[i]);
    }
    int[] fitted = data.descend(hand, k, all);
    double after = data.loss(fitted, k);
    System.out.printf(Locale.ROOT, "every quiet position: K = %.6f%n", k);
    System.out.printf(Locale.ROOT, "loss with the hand-set weights %.6f: %s%n", before, show(hand));
    System.out.printf(
        Locale.ROOT, "loss with the fitted weights   %.6f: %s%n", after, show(fitted));
    // The endings alone, and only the terms that count there: mobility and threat stay.
    Data endings = data.endings();
    double ke = endings.fitK(hand);
    boolean[] ending = {false, all[1], all[2], false, all[4], all[5], all[6]};
    int[] fittedEnding = endings.descend(hand, ke, ending);
    System.out.printf(
        Locale.ROOT,
        "%d positions of %d-%d stones, one side ahead: K = %.6f%n",
        endings.size(),
        stones + 1,
        ENDING_STONES,
        ke);
    System.out.printf(
        Locale.ROOT,
        "loss with the hand-set weights %.6f: %s%n",
        endings.loss(hand, ke),
        show(hand));
    System.out.printf(
        Locale.ROOT,
        "loss with the fitted weights   %.6f: %s%n",
        endings.loss(fittedEnding, ke),
        show(fittedEnding));
    System.out.printf(Locale.ROOT, "in %.1f min%n", (System.nanoTime() - start) / 60e9);
  }

  /** The games, in an order that does not depend on which thread finished first. */
  static List<Game> selfPlay(Engine engine, int games, long seed, int parallel, double chance) {
    Match match = new Match(Variant.sivy(), Ruleset.standard(), games, 4, 200, seed, true);
    Player player = noisy(engine, seed, chance);
    List<Game> out = new ArrayList<>();
    match.play(player, player, parallel, r -> false, (g, r) -> out.add(g));
    out.sort(Comparator.comparing((Game g) -> g.turns().toString()));
    return out;
  }

  /**
   * The engine's turn, or now and then early in the game a random one: drawn from the position and
   * the seed, so that a game's turns do not depend on the order the threads play in.
   */
  private static Player noisy(Engine engine, long seed, double chance) {
    return new Player() {
      @Override
      public Turn choose(Game game) {
        SplittableRandom r =
            new SplittableRandom(seed * 0x9E3779B97F4A7C15L ^ game.position().zobristKey());
        List<Turn> turns = game.legalTurns();
        if (game.turns().size() < RANDOM_TURNS && r.nextDouble() < chance) {
          return turns.get(r.nextInt(turns.size()));
        }
        return engine.search(game).best();
      }

      @Override
      public String name() {
        return "noisy " + engine;
      }
    };
  }

  static int[] weights(EvaluationWeights w) {
    return new int[] {
      w.mobility(), w.press(), w.restrain(), w.threat(), w.chase(), w.edge(), w.centre()
    };
  }

  static EvaluationWeights weights(int[] w) {
    return new EvaluationWeights(w[0], w[1], w[2], w[3], w[4], w[5], w[6]);
  }

  private static String show(int[] w) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < w.length; i++) {
      b.append(i == 0 ? "" : ", ").append(NAMES[i]).append(' ').append(w[i]);
    }
    return b.toString();
  }

  /**
   * The positions as their terms: column 0 the material (100 a stone), then each weight's term (the
   * evaluation is linear in the weights, so the engine's own evaluation with one weight at 1 and
   * the others at 0, less the material, is that term), and the result for the side to move.
   */
  // An internal carrier, never compared or hashed: its arrays are filled once and only read.
  @SuppressWarnings("ArrayRecordComponent")
  record Data(int[][] terms, double[] results, int[] stones) {
    static Data of(List<Game> games, int tableStones, Engine engine) {
      Engine[] units = new Engine[NAMES.length + 1];
      units[0] = Tuning.withWeights(engine, weights(new int[NAMES.length]));
      for (int i = 0; i < NAMES.length; i++) {
        int[] w = new int[NAMES.length];
        w[i] = 1;
        units[i + 1] = Tuning.withWeights(engine, weights(w));
      }
      List<int[]> terms = new ArrayList<>();
      List<Double> results = new ArrayList<>();
      List<Integer> stones = new ArrayList<>();
      for (Game g : games) {
        List<Position> ps = g.positions();
        for (int i = 4; i + 1 < ps.size(); i++) {
          Position p = ps.get(i);
          // The next position's counter is 0 after a capture: captures being compulsory, the
          // side to move had one, and the search would not have trusted the evaluation here.
          boolean quiet = ps.get(i + 1).pliesSinceCapture() != 0;
          if (!quiet || p.count(Side.WHITE) + p.count(Side.BLACK) <= tableStones) {
            continue;
          }
          int[] t = new int[NAMES.length + 1];
          t[0] = Tuning.evaluate(units[0], p);
          for (int j = 1; j <= NAMES.length; j++) {
            t[j] = Tuning.evaluate(units[j], p) - t[0];
          }
          terms.add(t);
          results.add(result(g, p.sideToMove()));
          stones.add(p.count(Side.WHITE) + p.count(Side.BLACK));
        }
      }
      double[] r = new double[results.size()];
      for (int i = 0; i < r.length; i++) {
        r[i] = results.get(i);
      }
      return new Data(
          terms.toArray(new int[0][]), r, stones.stream().mapToInt(Integer::intValue).toArray());
    }

    /** The positions where the ending terms count: 14 stones or fewer, one side ahead. */
    Data endings() {
      List<Integer> kept = new ArrayList<>();
      for (int i = 0; i < results.length; i++) {
        if (stones[i] <= ENDING_STONES && terms[i][0] != 0) {
          kept.add(i);
        }
      }
      int[][] t = new int[kept.size()][];
      double[] r = new double[kept.size()];
      int[] n = new int[kept.size()];
      for (int i = 0; i < t.length; i++) {
        t[i] = terms[kept.get(i)];
        r[i] = results[kept.get(i)];
        n[i] = stones[kept.get(i)];
      }
      return new Data(t, r, n);
    }

    private static double result(Game g, Side side) {
      return g.outcome().flatMap(o -> o.winner()).map(w -> w == side ? 1.0 : 0.0).orElse(0.5);
    }

    /** The mean result by the side to move's material lead, a check that the labels make sense. */
    void printByMaterial() {
      int[] count = new int[9];
      double[] sum = new double[9];
      for (int i = 0; i < results.length; i++) {
        int lead = Math.max(-4, Math.min(4, terms[i][0] / 100));
        count[lead + 4]++;
        sum[lead + 4] += results[i];
      }
      for (int b = 0; b < 9; b++) {
        System.out.printf(
            Locale.ROOT,
            "lead %+d%s: %6d positions, mean result %.3f%n",
            b - 4,
            b == 0 || b == 8 ? " or more" : "",
            count[b],
            count[b] == 0 ? 0 : sum[b] / count[b]);
      }
    }

    void save(Path file) throws IOException {
      Files.createDirectories(file.getParent());
      try (DataOutputStream out =
          new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
        out.writeInt(results.length);
        for (int i = 0; i < results.length; i++) {
          for (int t : terms[i]) {
            out.writeInt(t);
          }
          out.writeDouble(results[i]);
          out.writeInt(stones[i]);
        }
      }
    }

    static Data load(Path file) throws IOException {
      try (DataInputStream in =
          new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
        int n = in.readInt();
        int[][] t = new int[n][NAMES.length + 1];
        double[] r = new double[n];
        int[] s = new int[n];
        for (int i = 0; i < n; i++) {
          for (int j = 0; j <= NAMES.length; j++) {
            t[i][j] = in.readInt();
          }
          r[i] = in.readDouble();
          s[i] = in.readInt();
        }
        return new Data(t, r, s);
      }
    }

    int size() {
      return results.length;
    }

    double loss(int[] w, double k) {
      double sum = 0;
      for (int i = 0; i < results.length; i++) {
        int[] t = terms[i];
        int eval = t[0];
        for (int j = 0; j < w.length; j++) {
          eval += w[j] * t[j + 1];
        }
        double predicted = 1 / (1 + Math.exp(-k * eval));
        double e = results[i] - predicted;
        sum += e * e;
      }
      return sum / results.length;
    }

    /** The scale of the sigmoid that fits the results best with these weights. */
    double fitK(int[] w) {
      double best = 0.01;
      double bestLoss = loss(w, best);
      // A coarse scan in steps of 10 %, then a finer one around its best.
      for (double k = 0.0005; k < 0.1; k *= 1.1) {
        double l = loss(w, k);
        if (l < bestLoss) {
          best = k;
          bestLoss = l;
        }
      }
      double centre = best;
      for (double k = centre / 1.1; k <= centre * 1.1; k *= 1.005) {
        double l = loss(w, k);
        if (l < bestLoss) {
          best = k;
          bestLoss = l;
        }
      }
      return best;
    }

    /**
     * Coordinate descent on integer weights: each weight in turn moves by the step while the loss
     * falls, the steps 8, 4, 2 and 1; until a whole round changes nothing.
     */
    int[] descend(int[] start, double k, boolean[] free) {
      int[] w = start.clone();
      double current = loss(w, k);
      for (int step : new int[] {8, 4, 2, 1}) {
        boolean improved = true;
        while (improved) {
          improved = false;
          for (int j = 0; j < w.length; j++) {
            if (!free[j]) {
              continue;
            }
            for (int sign : new int[] {1, -1}) {
              while (true) {
                w[j] += sign * step;
                double l = loss(w, k);
                if (l < current - 1e-9) {
                  current = l;
                  improved = true;
                } else {
                  w[j] -= sign * step;
                  break;
                }
              }
            }
          }
        }
      }
      return w;
    }
  }
}
