package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded property tests over positions reached by random play from the Sivy, Dimy and capture-Telo
 * starts under several rulesets. Every failure message starts with the seed; {@link
 * Boards#randomLine(long, int)} with that seed replays the case.
 */
class PropertyTest {
  private static final CaptureEngine ENGINE = CaptureEngine.instance();
  private static final int MAX_PLIES = 60;

  /** 40 seeds by default, 200 under {@code -Plong} (which sets {@code fanorona.long}). */
  static LongStream seeds() {
    int count = Boolean.getBoolean("fanorona.long") ? 200 : 40;
    return LongStream.range(0, count).map(i -> 0x5EED_0000L + i * 7919);
  }

  private static String where(long seed, Line line, int ply) {
    return "seed "
        + seed
        + ", ply "
        + ply
        + ", rules ["
        + line.ruleset.optionString()
        + "], "
        + line.positions.get(ply);
  }

  private static final class Line {
    final Ruleset ruleset;
    final List<Position> positions;
    final List<Turn> turns;

    Line(Boards.Line l) {
      this.ruleset = l.ruleset;
      this.positions = l.positions;
      this.turns = l.turns;
    }
  }

  private static Line line(long seed) {
    return new Line(Boards.randomLine(seed, MAX_PLIES));
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void turnBuilderFinishesExactlyTheLegalTurns(long seed) {
    Line line = line(seed);
    for (int ply = 0; ply < line.positions.size(); ply++) {
      Position p = line.positions.get(ply);
      String at = where(seed, line, ply);
      ImmutableList<Turn> legal = ENGINE.legalTurns(p, line.ruleset);
      List<Turn> built = new ArrayList<>();
      walk(TurnBuilder.start(ENGINE, p, line.ruleset), built, at);
      assertEquals(Boards.texts(legal), Boards.texts(built), at);
      assertEquals(new HashSet<>(legal), new HashSet<>(built), at);
      // And each legal turn can be entered click by click.
      for (Turn t : legal) {
        TurnBuilder b = TurnBuilder.start(ENGINE, p, line.ruleset).select(t.origin());
        for (Step s : t.steps()) {
          assertTrue(b.options(s.to()).contains(s), at + ": " + t + " step " + s);
          b = b.step(s);
        }
        assertEquals(Optional.of(t), b.finish(), at);
      }
    }
  }

  /** Collects every turn reachable by clicks: each glowing stone, each target, each option. */
  private static void walk(TurnBuilder b, List<Turn> out, String at) {
    if (b.stone().isEmpty()) {
      for (Point stone : b.stones()) {
        walk(b.select(stone), out, at);
      }
      return;
    }
    b.finish().ifPresent(out::add);
    assertTrue(
        b.steps().isEmpty() || b.canStop() || !b.targets().isEmpty(),
        at + ": a dead end after " + b.steps());
    for (Point to : b.targets()) {
      assertTrue(!b.options(to).isEmpty(), at + ": no option for target " + to);
      for (Step s : b.options(to)) {
        walk(b.step(s), out, at);
      }
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void mirroredPositionsHaveMirroredTurns(long seed) {
    Line line = line(seed);
    for (int ply = 0; ply < line.positions.size(); ply++) {
      Position p = line.positions.get(ply);
      Geometry g = p.geometry();
      List<String> turns = Boards.texts(ENGINE.legalTurns(p, line.ruleset));
      List<String> mirrored = Boards.texts(ENGINE.legalTurns(Boards.mirror(p), line.ruleset));
      assertEquals(Boards.mapTexts(turns, g::mirror), mirrored, where(seed, line, ply));
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void rotatedAndSwappedPositionsHaveRotatedTurns(long seed) {
    Line line = line(seed);
    for (int ply = 0; ply < line.positions.size(); ply++) {
      Position p = line.positions.get(ply);
      Geometry g = p.geometry();
      List<String> turns = Boards.texts(ENGINE.legalTurns(p, line.ruleset));
      Position image = Boards.rotateAndSwap(p);
      List<String> rotated = Boards.texts(ENGINE.legalTurns(image, line.ruleset));
      assertEquals(Boards.mapTexts(turns, g::rotate), rotated, where(seed, line, ply));
      assertEquals(
          ENGINE.boardOutcome(p, line.ruleset).map(o -> o.winner().map(Side::opponent)),
          ENGINE.boardOutcome(image, line.ruleset).map(Outcome::winner),
          where(seed, line, ply));
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void aTurnTakesExactlyTheStonesThatDisappear(long seed) {
    Line line = line(seed);
    for (int ply = 0; ply < line.positions.size(); ply++) {
      Position p = line.positions.get(ply);
      Side mover = p.sideToMove();
      for (Turn t : ENGINE.legalTurns(p, line.ruleset)) {
        String at = where(seed, line, ply) + ", turn " + t;
        Position after = p.play(t);
        long before = p.stones(mover.opponent());
        long left = after.stones(mover.opponent());
        assertEquals(0, left & ~before, at);
        assertEquals(t.capturedMask(), before & ~left, at);
        assertEquals(p.count(mover), after.count(mover), at);
        assertEquals(
            t.captureCount(), p.count(mover.opponent()) - after.count(mover.opponent()), at);
        assertEquals(t.isCapture(), t.captureCount() > 0, at);
        assertEquals(java.util.Optional.of(mover), after.stoneAt(t.destination()), at);
        assertEquals(mover.opponent(), after.sideToMove(), at);
        assertEquals(t.isCapture() ? 0 : p.pliesSinceCapture() + 1, after.pliesSinceCapture(), at);
        // The steps' captured points add up to the turn's, and each step's run is disjoint.
        long sum = 0;
        for (Step s : t.steps()) {
          for (Point q : s.captured()) {
            long bit = 1L << p.geometry().index(q);
            assertEquals(0, sum & bit, at);
            sum |= bit;
          }
        }
        assertEquals(t.capturedMask(), sum, at);
      }
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void zobristKeysAndTextRoundTripAlongTheLine(long seed) {
    Line line = line(seed);
    for (int ply = 0; ply < line.positions.size(); ply++) {
      Position p = line.positions.get(ply);
      String at = where(seed, line, ply);
      assertEquals(p.computeZobristKey(), p.zobristKey(), at);
      Position reparsed = Position.parse(p.toString());
      assertEquals(p, reparsed, at);
      assertEquals(p.hashCode(), reparsed.hashCode(), at);
      assertEquals(p.zobristKey(), reparsed.zobristKey(), at);
      assertEquals(p.toString(), reparsed.toString(), at);
      // Every child too, not just the one the line took.
      for (Turn t : ENGINE.legalTurns(p, line.ruleset)) {
        Position child = p.play(t);
        assertEquals(child.computeZobristKey(), child.zobristKey(), at + ", turn " + t);
      }
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void theVisitorSeesTheSameTurnsAsTheList(long seed) {
    Line line = line(seed);
    for (int ply = 0; ply < line.positions.size(); ply++) {
      Position p = line.positions.get(ply);
      String at = where(seed, line, ply);
      List<Turn> visited = new ArrayList<>();
      boolean complete =
          ENGINE.forEachTurn(
              p,
              line.ruleset,
              v -> {
                Turn t = v.toTurn();
                assertEquals(t.stepCount(), v.stepCount(), at);
                assertEquals(t.originIndex(), v.originIndex(), at);
                for (int i = 0; i < v.stepCount(); i++) {
                  assertEquals(t.landingIndex(i), v.landingIndex(i), at);
                  assertEquals(t.capturedMask(i), v.capturedMask(i), at);
                  if (t.isCapture()) {
                    assertEquals(t.isApproach(i), v.isApproach(i), at);
                  }
                }
                visited.add(t);
                return true;
              });
      assertTrue(complete, at);
      ImmutableList<Turn> legal = ENGINE.legalTurns(p, line.ruleset);
      assertEquals(legal, visited, at);
      assertEquals(legal.size(), new HashSet<>(legal).size(), at + ": duplicate turns");
      assertEquals(
          legal.size(),
          Perft.count(Variant.sivy(), p, 1, Perft.Options.defaults().withRuleset(line.ruleset)),
          at);
      assertEquals(!legal.isEmpty(), ENGINE.hasLegalTurn(p, line.ruleset), at);
      // Stopping after the first turn stops the generation.
      int[] seen = {0};
      boolean all = ENGINE.forEachTurn(p, line.ruleset, v -> ++seen[0] < 1);
      assertEquals(legal.isEmpty(), all, at);
      assertEquals(legal.isEmpty() ? 0 : 1, seen[0], at);
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void aReplayedGameReproducesThePositions(long seed) {
    Line line = line(seed);
    Position start = line.positions.get(0);
    Game game = Game.start(Boards.variantFor(start), line.ruleset, start);
    Game byText = game;
    for (int i = 0; i < line.turns.size(); i++) {
      Turn t = line.turns.get(i);
      game = game.play(t);
      byText = byText.play(t.toString());
      assertEquals(line.positions.get(i + 1), game.position(), where(seed, line, i + 1));
      assertEquals(line.positions.get(i + 1), byText.position(), where(seed, line, i + 1));
    }
    assertEquals(line.positions, game.positions(), "seed " + seed);
    assertEquals(line.turns, game.turns(), "seed " + seed);
    assertEquals(game, byText, "seed " + seed);
    assertEquals(start, game.startPosition(), "seed " + seed);
    boolean stuck =
        ENGINE.legalTurns(line.positions.get(line.positions.size() - 1), line.ruleset).isEmpty();
    assertEquals(stuck, game.isOver(), "seed " + seed);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void everyStopOfAChainIsATurnAndMandatoryKeepsTheMaximalOnes(long seed) {
    Line line = line(seed);
    Ruleset optional =
        line.ruleset.toBuilder().chainContinuation(Ruleset.ChainContinuation.OPTIONAL).build();
    Ruleset mandatory =
        line.ruleset.toBuilder().chainContinuation(Ruleset.ChainContinuation.MANDATORY).build();
    for (int ply = 0; ply < line.positions.size(); ply++) {
      Position p = line.positions.get(ply);
      String at = where(seed, line, ply);
      Set<String> free = new HashSet<>(Boards.texts(ENGINE.legalTurns(p, optional)));
      Set<String> maximal = new HashSet<>();
      for (String t : free) {
        // a prefix ends at a '-' after the first step
        for (int i = t.indexOf('-', t.indexOf('-') + 1); i > 0; i = t.indexOf('-', i + 1)) {
          assertTrue(free.contains(t.substring(0, i)), at + ": prefix of " + t);
        }
        boolean extended = free.stream().anyMatch(u -> u.startsWith(t + "-"));
        if (!extended) {
          maximal.add(t);
        }
      }
      assertEquals(maximal, new HashSet<>(Boards.texts(ENGINE.legalTurns(p, mandatory))), at);
    }
  }
}
