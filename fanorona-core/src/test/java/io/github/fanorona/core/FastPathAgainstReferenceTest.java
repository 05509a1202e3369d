package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The fast generator ({@code ChainSearch} through {@link CaptureEngine}) against the plain {@link
 * ReferenceRules} on seeded random positions of several boards under every rule option: the same
 * turn texts, the same captured stones, the same stones left liable to a huff, the same positions
 * after them; and the perft path (bulk and played leaves, one and two threads) against counting
 * through {@code legalTurns}. Every failure names the seed that rebuilds its position.
 */
class FastPathAgainstReferenceTest {
  /**
   * Any variant of the capture engine counts any board's positions: the options carry the rules.
   */
  private static final Variant SIVY = Variant.sivy();

  private static final String[][] BOARDS = {
    {"9x5", "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 1"},
    {"5x5", "BBBBB/BBBBB/BW1BW/WWWWW/WWWWW w 0 1"},
    {"3x3", "BBB/W1B/WWW w 0 1"},
    {"7x3", "BBBBBBB/BWB1WBW/WWWWWWW w 0 1"},
    // 64 points: the highest bit of the bitboards is a real point.
    {"8x8", "BBBBBBBB/BBBBBBBB/BBBBBBBB/BWBW1BWB/WBWB1WBW/WWWWWWWW/WWWWWWWW/WWWWWWWW w 0 1"},
    // Too wide and too narrow for the perft's window test of continuations: its loop serves them.
    {"16x3", "BBBBBBBBBBBBBBBB/BWBWBWBW1BWBWBWB/WWWWWWWWWWWWWWWW w 0 1"},
    {"2x5", "BB/BB/W1/WW/WW w 0 1"},
    // One column: its diagonals have shift 0 and no points.
    {"1x7", "B/B/B/1/W/W/W w 0 1"},
  };

  private static final String[] RULESETS = {
    "",
    "capture=larger",
    "chain=mandatory",
    "first-turn-chain=forbidden",
    "huffing=on",
    "vela=white",
    "vela=black",
    "capture=larger,chain=mandatory,first-turn-chain=forbidden",
    "huffing=on,capture=larger,chain=mandatory",
  };

  /**
   * Every board under every rule option in every run; the default run takes fewer seeds of each
   * (still some with the perft checks), {@code -Plong} (which sets {@code fanorona.long}) the full
   * 120 placements and 10 games, and {@link #longCases} besides.
   */
  static Stream<Arguments> cases() {
    return Boolean.getBoolean("fanorona.long") ? cases(120, 10) : cases(10, 2);
  }

  static Stream<Arguments> longCases() {
    return cases(1500, 150);
  }

  private static Stream<Arguments> cases(int placements, int games) {
    List<Arguments> out = new ArrayList<>();
    for (int b = 0; b < BOARDS.length; b++) {
      for (int r = 0; r < RULESETS.length; r++) {
        out.add(Arguments.of(BOARDS[b][0], RULESETS[r], 1000L * b + r, placements, games));
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} [{1}]")
  @MethodSource("cases")
  void sameTurnsAsTheReference(String board, String rules, long base, int placements, int games) {
    check(board, rules, base, placements, games);
  }

  @Tag("long")
  @ParameterizedTest(name = "{0} [{1}] (long)")
  @MethodSource("longCases")
  void sameTurnsAsTheReferenceLong(
      String board, String rules, long base, int placements, int games) {
    check(board, rules, base + 7_000_000L, placements, games);
  }

  private static void check(String board, String options, long base, int placements, int games) {
    Ruleset rules = options.isEmpty() ? Ruleset.standard() : Ruleset.parse(options);
    Position start = Position.parse(startOf(board));
    for (int i = 0; i < placements; i++) {
      long seed = base * 1_000_003L + i;
      compare(
          randomPlacement(start.geometry(), rules, new SplittableRandom(seed)),
          rules,
          seed,
          "placement");
    }
    for (int i = 0; i < games; i++) {
      long seed = base * 1_000_003L + 500_000 + i;
      SplittableRandom random = new SplittableRandom(seed);
      Position p = start;
      for (int ply = 0; ply < 40; ply++) {
        List<Turn> turns = compare(p, rules, seed, "game ply " + ply);
        if (turns.isEmpty()) {
          break;
        }
        p = p.play(turns.get(random.nextInt(turns.size())));
      }
    }
  }

  private static String startOf(String board) {
    for (String[] b : BOARDS) {
      if (b[0].equals(board)) {
        return b[1];
      }
    }
    throw new IllegalArgumentException(board);
  }

  /** Stones scattered at a random density, a random side and turn, random huffable stones. */
  static Position randomPlacement(Geometry g, Ruleset rules, SplittableRandom r) {
    double density = 0.15 + 0.8 * r.nextDouble();
    double whiteShare = 0.2 + 0.6 * r.nextDouble();
    long white = 0;
    long black = 0;
    for (int i = 0; i < g.size(); i++) {
      if (r.nextDouble() < density) {
        if (r.nextDouble() < whiteShare) {
          white |= 1L << i;
        } else {
          black |= 1L << i;
        }
      }
    }
    Side side = r.nextBoolean() ? Side.WHITE : Side.BLACK;
    Position p = Position.of(g, white, black, side).withCounters(0, 1 + r.nextInt(3));
    if (rules.huffing()) {
      long enemy = p.stones(side.opponent());
      long huffable = 0;
      for (long m = enemy; m != 0; m &= m - 1) {
        if (r.nextInt(3) == 0) {
          huffable |= Long.lowestOneBit(m);
        }
      }
      p = p.withHuffable(huffable);
    }
    return p;
  }

  private static List<Turn> compare(Position p, Ruleset rules, long seed, String what) {
    String context =
        "seed "
            + seed
            + " ("
            + what
            + "), rules ["
            + rules.optionString()
            + "], position "
            + p
            + (p.huffable() != 0
                ? " huffable " + Bitboards.points(p.geometry(), p.huffable())
                : "");
    Map<String, String> expected = ReferenceRules.turns(p, rules);
    Map<String, String> actual = engineTurns(p, rules);
    assertEquals(expected, actual, context);
    assertEquals(referenceChildren(p, rules), engineChildren(p, rules), "children, " + context);
    // The visitor and the list agree, and the counting paths agree with the list.
    long visited = countVisited(p, rules);
    assertEquals(expected.size(), visited, "visitor count, " + context);
    Perft.Options options = Perft.Options.defaults().withRuleset(rules);
    assertEquals(expected.size(), Perft.count(SIVY, p, 1, options), "bulk perft 1, " + context);
    if (seed % 5 == 0) {
      // Huffing multiplies the tree by the huffable stones; two half-moves are enough there.
      int deepest = rules.huffing() ? 2 : 3;
      for (int depth = 1; depth <= deepest; depth++) {
        long slow = slowPerft(p, rules, depth);
        assertEquals(
            slow, Perft.count(SIVY, p, depth, options), "bulk perft " + depth + ", " + context);
        assertEquals(
            slow,
            Perft.count(SIVY, p, depth, options.withBulk(false)),
            "played perft " + depth + ", " + context);
        assertEquals(
            slow,
            Perft.count(SIVY, p, depth, options.withHash(1)),
            "hashed perft " + depth + ", " + context);
        // With bulk off every leaf position is made: their digest is that of the played ones.
        assertEquals(
            slowDigest(p, rules, depth),
            playedDigest(p, rules, depth),
            "leaf digest " + depth + ", " + context);
      }
    }
    return CaptureEngine.instance().legalTurns(p, rules);
  }

  /** The engine's turns in the shape of {@link ReferenceRules#turns}. */
  private static Map<String, String> engineTurns(Position p, Ruleset rules) {
    Map<String, String> result = new TreeMap<>();
    Geometry g = p.geometry();
    for (Turn t : CaptureEngine.instance().legalTurns(p, rules)) {
      Set<Point> captured = new TreeSet<>((a, b) -> Integer.compare(g.index(a), g.index(b)));
      captured.addAll(t.capturedPoints());
      Set<Point> liable = new TreeSet<>((a, b) -> Integer.compare(g.index(a), g.index(b)));
      liable.addAll(Bitboards.points(g, p.play(t).huffable()));
      String old = result.put(t.toString(), captured + "|" + liable);
      if (old != null) {
        result.put(t.toString() + " (DUPLICATE)", old);
      }
    }
    return result;
  }

  /** The positions after the engine's turns, in text order, counters as the reference has them. */
  private static List<String> engineChildren(Position p, Ruleset rules) {
    Map<String, String> byText = new TreeMap<>();
    for (Turn t : CaptureEngine.instance().legalTurns(p, rules)) {
      Position c = p.play(t);
      byText.put(t.toString(), c.withCounters(0, c.turnNumber()).toString());
    }
    return new ArrayList<>(byText.values());
  }

  private static List<String> referenceChildren(Position p, Ruleset rules) {
    List<String> out = new ArrayList<>();
    for (Position c : ReferenceRules.children(p, rules)) {
      out.add(c.toString());
    }
    return out;
  }

  private static long countVisited(Position p, Ruleset rules) {
    long[] n = {0};
    CaptureEngine.instance()
        .forEachTurn(
            p,
            rules,
            t -> {
              n[0]++;
              return true;
            });
    return n[0];
  }

  private static long playedDigest(Position p, Ruleset rules, int depth) {
    if (!FastPerft.serves(rules)) {
      ChainPerft c = new ChainPerft();
      c.perft(p, rules, depth, false);
      return c.leafDigest();
    }
    FastPerft f = new FastPerft(p.geometry());
    f.configure(p.geometry(), rules, false, 0);
    Side side = p.sideToMove();
    f.perft(p.stones(side), p.stones(side.opponent()), side.ordinal(), p.turnNumber(), depth);
    return f.leafDigest();
  }

  /** The sum of {@link FastPerft#digest} over the positions after each leaf turn, played. */
  static long slowDigest(Position p, Ruleset rules, int depth) {
    long sum = 0;
    Side mover = p.sideToMove();
    for (Turn t : CaptureEngine.instance().legalTurns(p, rules)) {
      Position next = p.play(t);
      sum +=
          depth == 1
              ? FastPerft.digest(next.stones(mover), next.stones(mover.opponent()))
              : slowDigest(next, rules, depth - 1);
    }
    return sum;
  }

  /** Perft over the kernel's turns ({@code ChainSearch} through the capture engine's list). */
  static long slowPerft(Position p, Ruleset rules, int depth) {
    List<Turn> turns = CaptureEngine.instance().legalTurns(p, rules);
    if (depth == 1) {
      return turns.size();
    }
    long n = 0;
    for (Turn t : turns) {
      n += slowPerft(p.play(t), rules, depth - 1);
    }
    return n;
  }
}
