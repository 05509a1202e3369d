package io.github.fanorona.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.CaptureEngine;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine's own generator ({@link TurnList}, kept for the search's speed: see benchmarks/README,
 * "The rules once") against the core's capture-chain kernel ({@code ChainSearch}, through {@link
 * CaptureEngine#forEachTurn}) on every position of a seeded set: random placements and random games
 * on boards from 1x7 to 8x8, under every ruleset the search serves. Both must reach the same boards
 * with the same Zobrist keys, each board once. Every failure names the seed that rebuilds its
 * position; {@code -Plong} (which sets {@code fanorona.long}) takes twenty times the seeds.
 */
class TurnListAgainstKernelTest {
  private static final String[] BOARDS = {
    "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 1",
    "BBBBB/BBBBB/BW1BW/WWWWW/WWWWW w 0 1",
    "BBB/W1B/WWW w 0 1",
    "BBBBBBB/BWB1WBW/WWWWWWW w 0 1",
    // 64 points: the highest bit of the bitboards is a real point.
    "BBBBBBBB/BBBBBBBB/BBBBBBBB/BWBW1BWB/WBWB1WBW/WWWWWWWW/WWWWWWWW/WWWWWWWW w 0 1",
    "BBBBBBBBBBBBBBBB/BWBWBWBW1BWBWBWB/WWWWWWWWWWWWWWWW w 0 1",
    "B/B/B/1/W/W/W w 0 1",
  };

  /** The rules the fast search serves: no huffing, no Vela; every mix of the other options. */
  private static final String[] RULESETS = {
    "",
    "capture=larger",
    "chain=mandatory",
    "first-turn-chain=forbidden",
    "capture=larger,chain=mandatory",
    "capture=larger,chain=mandatory,first-turn-chain=forbidden",
  };

  static Stream<Arguments> cases() {
    int scale = Boolean.getBoolean("fanorona.long") ? 20 : 1;
    List<Arguments> out = new ArrayList<>();
    for (int b = 0; b < BOARDS.length; b++) {
      for (int r = 0; r < RULESETS.length; r++) {
        out.add(Arguments.of(BOARDS[b], RULESETS[r], 1000L * b + r, 20 * scale, 2 * scale));
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} [{1}]")
  @MethodSource("cases")
  void sameBoardsAsTheKernel(String board, String options, long base, int placements, int games) {
    Ruleset rules = options.isEmpty() ? Ruleset.standard() : Ruleset.parse(options);
    Position start = Position.parse(board);
    int positions = 0;
    for (int i = 0; i < placements; i++) {
      long seed = base * 1_000_003L + i;
      compare(randomPlacement(start.geometry(), new SplittableRandom(seed)), rules, seed);
      positions++;
    }
    for (int i = 0; i < games; i++) {
      long seed = base * 1_000_003L + 500_000 + i;
      SplittableRandom random = new SplittableRandom(seed);
      Position p = start;
      for (int ply = 0; ply < 60; ply++) {
        List<Turn> turns = compare(p, rules, seed);
        positions++;
        if (turns.isEmpty()) {
          break;
        }
        p = p.play(turns.get(random.nextInt(turns.size())));
      }
    }
    assertTrue(positions >= placements + games, positions + " positions");
  }

  /** Stones scattered at a random density, a random side to move, turn 1 to 3. */
  private static Position randomPlacement(Geometry g, SplittableRandom r) {
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
    return Position.of(g, white, black, side).withCounters(0, 1 + r.nextInt(3));
  }

  /** Compares the two generators on one position; returns the kernel's turns, to play on. */
  private static List<Turn> compare(Position p, Ruleset rules, long seed) {
    Side mover = p.sideToMove();
    List<Turn> turns = new ArrayList<>();
    CaptureEngine.instance()
        .forEachTurn(
            p,
            rules,
            view -> {
              turns.add(view.toTurn());
              return true;
            });
    TreeSet<String> expected = new TreeSet<>();
    for (Turn t : turns) {
      Position next = p.play(t);
      expected.add(
          next.stones(mover) + "/" + next.stones(mover.opponent()) + "/" + next.zobristKey());
    }
    Board board = Board.of(p.geometry());
    TurnList list = new TurnList(board);
    list.generate(
        p.stones(mover),
        p.stones(mover.opponent()),
        mover.ordinal(),
        p.zobristKey(),
        rules.firstTurnChains() == Ruleset.FirstTurnChains.FORBIDDEN && p.turnNumber() == 1,
        rules.captureChoice() == Ruleset.CaptureChoice.LARGER_GROUP,
        rules.chainContinuation() == Ruleset.ChainContinuation.MANDATORY);
    List<String> actual = new ArrayList<>();
    for (int i = 0; i < list.size; i++) {
      actual.add(list.moved[i] + "/" + list.toMove[i] + "/" + list.keys[i]);
    }
    String context = "seed " + seed + ", rules [" + rules.optionString() + "], position " + p;
    assertEquals(expected, new TreeSet<>(actual), context);
    // Two chains that end on the same board are one child: the list keeps it once.
    assertEquals(expected.size(), actual.size(), "a board listed twice, " + context);
    assertEquals(!turns.isEmpty() && turns.get(0).isCapture(), list.captures, context);
    return turns;
  }
}
