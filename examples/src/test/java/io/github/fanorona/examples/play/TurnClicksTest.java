package io.github.fanorona.examples.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.CaptureKind;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Variants;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class TurnClicksTest {
  private static Point p(String name) {
    return Point.parse(name);
  }

  @Test
  void aStoneThenAPointWithBothCapturesOffersBoth() {
    TurnClicks c = TurnClicks.start(Game.start(Variant.sivy()));
    assertEquals("d2, e2, f2, d3", TurnClicks.sorted(c.startingPoints()));
    c = c.select(p("d3"));
    assertEquals(ImmutableList.of(p("e3")), c.targets().asList());
    ImmutableList<Step> both = c.stepsTo(p("e3"));
    assertEquals(2, both.size());
    Step withdrawal =
        both.stream().filter(s -> s.capture().equals(Optional.of(CaptureKind.WITHDRAWAL))).findFirst().orElseThrow();
    c = c.step(withdrawal);
    assertTrue(c.isComplete());
    assertEquals("d3-e3W", c.finish().toString());
    assertFalse(c.back().hasMoved());
    assertEquals(Optional.of(p("d3")), c.back().stone());
    assertTrue(c.back().back().isEmpty());
  }

  @Test
  void aChainMayStopOrGoOn() {
    Game g = Game.start(Variant.sivy()).play("d3-e3W");
    TurnClicks c = TurnClicks.start(g).select(p("d4"));
    c = c.step(c.stepsTo(p("c3")).get(0));
    assertTrue(c.canStop());
    assertFalse(c.isComplete());
    assertEquals(ImmutableList.of(p("d3")), c.targets().asList());
    assertEquals("d4-c3A", c.finish().toString());
  }

  @Test
  void wrongClicksAreExplained() {
    TurnClicks c = TurnClicks.start(Game.start(Variant.sivy()));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> c.select(p("a1")));
    assertTrue(e.getMessage().contains("choose one of d2, e2, f2, d3"), e.getMessage());
    TurnClicks d3 = c.select(p("d3"));
    e = assertThrows(IllegalArgumentException.class, () -> d3.stepsTo(p("a5")));
    assertTrue(e.getMessage().contains("it may go to e3"), e.getMessage());
  }

  @Test
  void aDropIsOneClick() {
    TurnClicks c = TurnClicks.start(Game.start(Variants.TELO)).select(p("b2"));
    assertTrue(c.isComplete());
    assertEquals("b2", c.finish().toString());
  }

  static Stream<Long> seeds() {
    return Stream.iterate(1L, s -> s + 1).limit(30);
  }

  /** Every legal turn can be clicked: the stone, each landing point, the capture letter if asked. */
  @ParameterizedTest
  @MethodSource("seeds")
  void everyLegalTurnCanBeClicked(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Game g = Game.start(Variant.sivy(), Ruleset.parse("huffing=off"));
    for (int ply = 0; ply < 12 && !g.isOver(); ply++) {
      ImmutableList<Turn> legal = g.legalTurns();
      Turn wanted = legal.get(random.nextInt(legal.size()));
      TurnClicks c = TurnClicks.start(g).select(wanted.origin());
      for (Step s : wanted.steps()) {
        ImmutableList<Step> options = c.stepsTo(s.to());
        assertTrue(options.contains(s), "seed " + seed + ": " + wanted + " " + options);
        c = c.step(s);
      }
      assertTrue(c.canStop(), "seed " + seed + ": " + wanted);
      assertEquals(wanted, c.finish(), "seed " + seed);
      g = g.play(wanted);
    }
  }
}
