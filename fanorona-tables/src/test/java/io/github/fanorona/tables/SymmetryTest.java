package io.github.fanorona.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.fanorona.core.CaptureEngine;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Symmetries: group sizes, points, and seeded properties over random play (Sivy, Dimy,
 * capture-Telo, random boards) under every rule option that changes the legal turns. Failure
 * messages start with the seed.
 */
class SymmetryTest {
  private static final CaptureEngine ENGINE = CaptureEngine.instance();

  /** One ruleset per option value that changes which turns are legal. */
  private static final ImmutableList<Ruleset> RULESETS =
      ImmutableList.of(
          Ruleset.standard(),
          Ruleset.parse("capture=larger"),
          Ruleset.parse("chain=mandatory"),
          Ruleset.parse("first-turn-chain=forbidden"),
          Ruleset.parse("huffing=on"),
          Ruleset.parse("vela=black"),
          Ruleset.parse("vela=white,vela-no-capture=beneficiary-loses"),
          Ruleset.parse("no-move=draw"),
          Ruleset.parse("capture=larger,first-turn-chain=forbidden,huffing=on"));

  /** 20 seeds by default, 120 under {@code -Plong} (which sets {@code fanorona.long}). */
  static LongStream seeds() {
    int count = Boolean.getBoolean("fanorona.long") ? 120 : 20;
    return LongStream.range(0, count).map(i -> 0x5717_0000L + i * 104729);
  }

  @Test
  void groupSizesFollowTheBoardShape() {
    assertEquals(8, Symmetry.group(Geometry.of(9, 5)).size());
    assertEquals(16, Symmetry.group(Geometry.of(5, 5)).size());
    assertEquals(16, Symmetry.group(Geometry.of(3, 3)).size());
    assertEquals(8, Symmetry.group(Geometry.of(7, 3)).size());
    // Even sides: only motions that keep x + y's parity on the board survive.
    assertEquals(4, Symmetry.group(Geometry.of(4, 3)).size());
    assertEquals(2, Symmetry.motions(Geometry.of(4, 3)).size());
    assertEquals(Symmetry.Motion.IDENTITY, Symmetry.group(Geometry.of(9, 5)).get(0).motion());
    assertThrows(
        IllegalArgumentException.class,
        () -> Symmetry.of(Geometry.of(9, 5), Symmetry.Motion.TRANSPOSE, false));
    assertThrows(
        IllegalArgumentException.class,
        () -> Symmetry.of(Geometry.of(4, 3), Symmetry.Motion.MIRROR_LEFT_RIGHT, false));
  }

  @Test
  void pointsMoveAsNamed() {
    Geometry g = Geometry.of(9, 5);
    Point a1 = Point.parse("a1");
    assertEquals(
        Point.parse("i1"), Symmetry.of(g, Symmetry.Motion.MIRROR_LEFT_RIGHT, false).apply(a1));
    assertEquals(
        Point.parse("a5"), Symmetry.of(g, Symmetry.Motion.MIRROR_TOP_BOTTOM, false).apply(a1));
    assertEquals(Point.parse("i5"), Symmetry.of(g, Symmetry.Motion.HALF_TURN, false).apply(a1));
    Geometry sq = Geometry.of(5, 5);
    Point b1 = Point.parse("b1");
    assertEquals(Point.parse("a2"), Symmetry.of(sq, Symmetry.Motion.TRANSPOSE, false).apply(b1));
    assertEquals(
        Point.parse("e4"), Symmetry.of(sq, Symmetry.Motion.ANTI_TRANSPOSE, false).apply(b1));
    assertEquals(
        Point.parse("e2"), Symmetry.of(sq, Symmetry.Motion.QUARTER_TURN_LEFT, false).apply(b1));
    assertEquals(
        Point.parse("a4"), Symmetry.of(sq, Symmetry.Motion.QUARTER_TURN_RIGHT, false).apply(b1));
  }

  @Test
  void theStartIsItsOwnImageUnderTheHalfTurnWithSwap() {
    Position start = Position.parse(Positions.SIVY);
    Symmetry s = Symmetry.of(start.geometry(), Symmetry.Motion.HALF_TURN, true);
    assertEquals(start.withSideToMove(Side.BLACK), s.apply(start));
    assertEquals(Ruleset.parse("vela=white"), s.apply(Ruleset.parse("vela=black")));
  }

  @Test
  void aPositionOfAnotherBoardIsRefused() {
    Symmetry s = Symmetry.group(Geometry.of(3, 3)).get(1);
    assertThrows(IllegalArgumentException.class, () -> s.apply(Position.parse(Positions.DIMY)));
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void legalTurnsOfTheImageAreTheImagesOfTheLegalTurns(long seed) {
    for (Case c : cases(seed)) {
      ImmutableList<Turn> turns = ENGINE.legalTurns(c.position, c.ruleset);
      for (Symmetry s : Symmetry.group(c.position.geometry())) {
        String at =
            "seed " + seed + ", " + s + ", rules [" + c.ruleset.optionString() + "], " + c.position;
        Position image = s.apply(c.position);
        Ruleset rules = s.apply(c.ruleset);
        Set<List<Object>> expected = new HashSet<>();
        for (Turn t : turns) {
          expected.add(image(s, t));
        }
        Map<List<Object>, Turn> actual = new HashMap<>();
        for (Turn t : ENGINE.legalTurns(image, rules)) {
          actual.put(shape(t), t);
        }
        assertEquals(expected, actual.keySet(), at);
        assertEquals(
            outcome(ENGINE.boardOutcome(c.position, c.ruleset), s),
            outcome(ENGINE.boardOutcome(image, rules), Symmetry.group(image.geometry()).get(0)),
            at);
        // Playing commutes with the symmetry.
        for (Turn t : turns) {
          // The turn number counts Black's turns, which a colour swap makes White's: compare the
          // rest.
          Position mapped = s.apply(c.position.play(t));
          Position played = image.play(actual.get(image(s, t)));
          assertEquals(
              mapped.withCounters(played.pliesSinceCapture(), played.turnNumber()),
              played,
              at + ": " + t);
          assertEquals(mapped.pliesSinceCapture(), played.pliesSinceCapture(), at + ": " + t);
        }
      }
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void everyImageHasTheSameCanonicalFormAndKey(long seed) {
    for (Case c : cases(seed)) {
      Position canonical = Symmetry.canonical(c.position);
      long key = Symmetry.canonicalKey(c.position);
      Set<Position> images = new HashSet<>();
      for (Symmetry s : Symmetry.group(c.position.geometry())) {
        Position image = s.apply(c.position);
        images.add(image);
        String at = "seed " + seed + ", " + s + ", " + c.position;
        assertEquals(canonical, Symmetry.canonical(image), at);
        assertEquals(key, Symmetry.canonicalKey(image), at);
      }
      assertTrue(images.contains(canonical), "seed " + seed + ": the canonical form is an image");
      assertEquals(canonical.zobristKey(), key, "seed " + seed);
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void theGroupIsClosedAndEveryElementIsInvertible(long seed) {
    Position p = Positions.random(seed);
    ImmutableList<Symmetry> group = Symmetry.group(p.geometry());
    Set<Position> images = new HashSet<>();
    for (Symmetry s : group) {
      images.add(s.apply(p));
    }
    for (Symmetry a : group) {
      for (Symmetry b : group) {
        assertTrue(images.contains(a.apply(b.apply(p))), "seed " + seed + ": " + a + " * " + b);
      }
      boolean inverse = false;
      for (Symmetry b : group) {
        inverse |= a.apply(b.apply(p)).equals(p) && b.apply(a.apply(p)).equals(p);
      }
      assertTrue(inverse, "seed " + seed + ": " + a + " has an inverse");
    }
  }

  private static String outcome(java.util.Optional<Outcome> o, Symmetry s) {
    return o.map(x -> x.winner().map(s::apply).map(Side::name).orElse("draw") + " " + x.reason())
        .orElse("none");
  }

  private static final class Case {
    final Position position;
    final Ruleset ruleset;

    Case(Position position, Ruleset ruleset) {
      this.position = position;
      this.ruleset = ruleset;
    }
  }

  /** Positions of a random game on a board chosen by the seed, plus one random position. */
  private static List<Case> cases(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    String[] starts = {Positions.SIVY, Positions.DIMY, Positions.TELO_CAPTURE};
    Ruleset rules = RULESETS.get(rnd.nextInt(RULESETS.size()));
    Position p = Position.parse(starts[rnd.nextInt(starts.length)]);
    if (rules.velaBeneficiary().isPresent()) {
      p = p.withSideToMove(rules.velaBeneficiary().get());
    }
    List<Case> out = new ArrayList<>();
    int plies = rnd.nextInt(40);
    for (int i = 0; i <= plies; i++) {
      if (rnd.nextInt(4) == 0 || i == plies) {
        out.add(new Case(p, rules));
      }
      ImmutableList<Turn> legal = ENGINE.legalTurns(p, rules);
      if (legal.isEmpty()) {
        break;
      }
      p = p.play(legal.get(rnd.nextInt(legal.size())));
    }
    out.add(new Case(Positions.random(seed), rules));
    return out;
  }

  /** A turn as data a symmetry can map: its kind, its steps and the stone it huffs. */
  private static List<Object> shape(Turn t) {
    return List.of(t.kind(), t.steps(), t.huffed());
  }

  /** The shape of a turn's image: every point of every step moved, capture kinds kept. */
  private static List<Object> image(Symmetry s, Turn t) {
    List<Step> steps = new ArrayList<>();
    for (Step step : t.steps()) {
      ImmutableSet.Builder<Point> captured = ImmutableSet.builder();
      step.captured().forEach(p -> captured.add(s.apply(p)));
      steps.add(
          new Step(s.apply(step.from()), s.apply(step.to()), step.capture(), captured.build()));
    }
    return List.of(t.kind(), ImmutableList.copyOf(steps), t.huffed().map(s::apply));
  }
}
