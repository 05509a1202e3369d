package io.github.fanorona.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Click;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.IllegalTurnException;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnBuilder;
import io.github.fanorona.core.Variant;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Huffing (seed 002): an omitted capture costs the stone that should have captured. */
class HuffingTest {
  private static final Ruleset HUFFING = Ruleset.parse("huffing=on");
  // White c1 can take c3 by approach (c1-c2A); White i1 cannot capture; Black e5 is far away.
  private static final Position OMISSION = Position.parse("4B4/9/2B6/9/2W5W w 0 4");

  private static Game game(Ruleset r) {
    return Game.start(Variant.sivy(), r, OMISSION);
  }

  private static Set<String> names(Game g) {
    return g.legalTurns().stream().map(Turn::toString).collect(Collectors.toSet());
  }

  @Test
  void anOmittedCaptureIsLegalOnlyUnderHuffing() {
    assertEquals(Set.of("c1-c2A"), names(game(Ruleset.standard())));
    assertThrows(IllegalTurnException.class, () -> game(Ruleset.standard()).play("i1-i2"));
    Set<String> huffing = names(game(HUFFING));
    assertTrue(
        huffing.containsAll(Set.of("c1-c2A", "i1-i2", "i1-h1", "c1-d1")), huffing.toString());
    assertEquals(9, huffing.size(), "the capture and the 8 steps of c1 and i1");
  }

  @Test
  void onlyTheStonesThatCouldHaveCapturedAreOfferedForAHuff() {
    Game g = game(HUFFING).play("i1-i2");
    long c1 = 1L << Variant.sivy().geometry().index(Point.parse("c1"));
    assertEquals(c1, g.position().huffable());
    assertEquals(Set.of(Point.parse("c1")), TurnBuilder.start(g).huffChoices());
    Set<Optional<Point>> huffed =
        g.legalTurns().stream().map(Turn::huffed).collect(Collectors.toSet());
    assertEquals(Set.of(Optional.empty(), Optional.of(Point.parse("c1"))), huffed);
    assertTrue(names(g).contains("xc1:e5-e4"));
    assertFalse(names(g).stream().anyMatch(n -> n.startsWith("xi2")));
  }

  @Test
  void theLiabilityFollowsTheStoneThatStepped() {
    Game g = game(HUFFING).play("c1-d1");
    assertEquals(Set.of(Point.parse("d1")), TurnBuilder.start(g).huffChoices());
  }

  @Test
  void noHuffAfterACaptureOrWithoutHuffing() {
    assertTrue(TurnBuilder.start(game(HUFFING).play("c1-c2A")).huffChoices().isEmpty());
    Game g = game(HUFFING).play("c1-c2A");
    assertEquals(0, g.position().huffable());
    assertTrue(g.legalTurns().stream().allMatch(t -> t.huffed().isEmpty()));
  }

  @Test
  void theHuffRemovesTheStoneAndResetsTheNoCaptureCount() {
    Game g = game(HUFFING).play("i1-i2");
    assertEquals(1, g.position().pliesSinceCapture() - OMISSION.pliesSinceCapture());
    Game after = g.play("xc1:e5-e4");
    assertEquals(Optional.empty(), after.position().stoneAt(Point.parse("c1")));
    assertEquals(1, after.position().count(Side.WHITE));
    assertEquals(0, after.position().pliesSinceCapture());
    assertEquals(Optional.of(Side.BLACK), after.position().stoneAt(Point.parse("e4")));
  }

  @Test
  void theTurnBuilderBuildsAHuffThenItsSteps() {
    Game g = game(HUFFING).play("i1-i2");
    TurnBuilder root = TurnBuilder.start(g);
    Click huff = root.click(Point.parse("c1"));
    assertEquals(Click.Kind.HUFFED, huff.kind());
    TurnBuilder b = huff.builder();
    assertEquals(Optional.of(Point.parse("c1")), b.huffed());
    assertTrue(b.huffChoices().isEmpty(), "one huff a turn");
    assertFalse(b.canStop(), "a huff alone is not a turn");
    assertEquals(Optional.of(root), b.back());
    TurnBuilder e5 = b.click(Point.parse("e5")).builder();
    Step step = e5.options(Point.parse("e4")).get(0);
    Turn t = e5.click(step).turn().orElseThrow();
    assertEquals("xc1:e5-e4", t.toString());
    assertTrue(g.legalTurns().contains(t));
  }

  @Test
  void selectingAStoneWithoutAHuffBuildsATurnThatHuffsNothing() {
    Game g = game(HUFFING).play("i1-i2");
    TurnBuilder root = TurnBuilder.start(g);
    assertEquals(Set.of(Point.parse("c1")), root.huffChoices());
    TurnBuilder e5 = root.click(Point.parse("e5")).builder();
    assertTrue(e5.huffChoices().isEmpty(), "the chance to huff has passed");
    assertEquals(Click.Kind.REFUSED, e5.click(Point.parse("c1")).kind());
    Turn t = e5.click(e5.options(Point.parse("e4")).get(0)).turn().orElseThrow();
    assertEquals("e5-e4", t.toString());
    assertTrue(g.legalTurns().contains(t));
  }

  @Test
  void aHuffedPositionPrintsTheLiableStoneInLowerCaseAndReadsBack() {
    Position p = game(HUFFING).play("i1-i2").position();
    assertTrue(p.toString().split(" ")[0].contains("w"), p.toString());
    assertEquals(p, Position.parse(p.toString()));
  }
}
