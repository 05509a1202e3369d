package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Each screen of a click-by-click turn, on hand-built positions. */
class TurnBuilderTest {
  private static final CaptureEngine ENGINE = CaptureEngine.instance();

  /** White c3 between Black a3 b3 and e3 f3: stepping to d3 approaches or withdraws. */
  private static final String EITHER_WAY = "9/9/BBW1BB3/9/9 w";

  /** White c3 takes e3 by approach, then may go on to d4 and take d5. */
  private static final String CHAIN = "3B5/9/2W1B4/9/9 w";

  private static TurnBuilder start(String position, String rules) {
    return TurnBuilder.start(ENGINE, Position.parse(position), Ruleset.parse(rules));
  }

  private static TurnBuilder start(String position) {
    return TurnBuilder.start(ENGINE, Position.parse(position), Ruleset.standard());
  }

  private static Point p(String name) {
    return Point.parse(name);
  }

  private static Set<Point> points(String... names) {
    return java.util.Arrays.stream(names)
        .map(Point::parse)
        .collect(java.util.stream.Collectors.toSet());
  }

  @Test
  void theStonesThatMayStartATurnAreThoseOfTheLegalTurns() {
    TurnBuilder b = TurnBuilder.start(Game.start(Variant.sivy()));
    assertEquals(List.of(p("d2"), p("e2"), p("f2"), p("d3")), List.copyOf(b.stones()));
    assertEquals(Optional.empty(), b.stone());
    assertTrue(b.targets().isEmpty(), "no dots before a stone is selected");
    assertTrue(b.options(p("e3")).isEmpty(), "no options before a stone is selected");
    assertEquals(Optional.empty(), b.finish(), "nothing to finish before a step");
    assertFalse(b.canStop());
    assertEquals(Optional.empty(), b.back());
  }

  @Test
  void aChosenPointOffersApproachAndWithdrawalWithWhatEachTakes() {
    TurnBuilder b = start(EITHER_WAY).select(p("c3"));
    assertEquals(Optional.of(p("c3")), b.stone());
    assertTrue(b.targets().contains(p("d3")), b.targets().toString());
    List<Step> options = b.options(p("d3"));
    assertEquals(2, options.size(), options.toString());
    assertEquals(Optional.of(CaptureKind.APPROACH), options.get(0).capture());
    assertEquals(List.of(p("e3"), p("f3")), List.copyOf(options.get(0).captured()));
    assertEquals(Optional.of(CaptureKind.WITHDRAWAL), options.get(1).capture());
    assertEquals(List.of(p("b3"), p("a3")), List.copyOf(options.get(1).captured()));
    assertEquals("c3-d3W", b.step(options.get(1)).finish().orElseThrow().toString());
    assertEquals("c3-d3A", b.step(options.get(0)).finish().orElseThrow().toString());
  }

  @Test
  void thePointsOfTheSivyStartAreTheDocumentedOnes() {
    TurnBuilder b = TurnBuilder.start(Game.start(Variant.sivy())).select(p("d3"));
    assertEquals(Set.of(p("e3")), b.targets());
    List<Step> choice = b.options(p("e3"));
    assertEquals("[d3-e3A, d3-e3W]", choice.toString());
    assertEquals(Set.of(p("f3")), choice.get(0).captured());
    assertEquals(Set.of(p("c3")), choice.get(1).captured());
    TurnBuilder after = b.step(choice.get(1));
    assertTrue(after.targets().isEmpty());
    assertEquals("d3-e3W", after.finish().orElseThrow().toString());
    assertEquals(2, after.back().orElseThrow().options(p("e3")).size());
  }

  @Test
  void aPaikaIsOnePlainStep() {
    TurnBuilder b = start("B8/9/9/9/W8 w").select(p("a1"));
    assertEquals(points("a2", "b1", "b2"), b.targets());
    List<Step> options = b.options(p("b2"));
    assertEquals(1, options.size());
    assertEquals(Optional.empty(), options.get(0).capture());
    assertTrue(options.get(0).captured().isEmpty());
    TurnBuilder after = b.step(options.get(0));
    assertTrue(after.targets().isEmpty());
    assertEquals("a1-b2", after.finish().orElseThrow().toString());
  }

  @Test
  void afterACaptureTheChainMayGoOnOrStopHere() {
    TurnBuilder first = start(CHAIN).select(p("c3"));
    TurnBuilder b = first.step(first.options(p("d3")).get(0));
    assertEquals(Optional.of(p("d3")), b.stone());
    assertEquals(Set.of(p("d4")), b.targets(), "the chain may go on");
    assertTrue(b.canStop(), "or stop here");
    assertEquals("c3-d3A", b.finish().orElseThrow().toString());
    TurnBuilder end = b.step(b.options(p("d4")).get(0));
    assertEquals(List.of(p("d5")), List.copyOf(end.steps().get(1).captured()));
    assertEquals("c3-d3A-d4A", end.finish().orElseThrow().toString());
    assertTrue(end.targets().isEmpty());
  }

  @Test
  void aMandatoryChainCannotStopWhileItCanGoOn() {
    TurnBuilder first = start(CHAIN, "chain=mandatory").select(p("c3"));
    TurnBuilder b = first.step(first.options(p("d3")).get(0));
    assertEquals(Set.of(p("d4")), b.targets());
    assertFalse(b.canStop());
    assertEquals(Optional.empty(), b.finish());
    assertEquals("c3-d3A-d4A", b.step(b.options(p("d4")).get(0)).finish().orElseThrow().toString());
  }

  @Test
  void backUndoesOneClickAtATime() {
    TurnBuilder root = start(CHAIN);
    TurnBuilder selected = root.select(p("c3"));
    TurnBuilder stepped = selected.step(selected.options(p("d3")).get(0));
    TurnBuilder chained = stepped.step(stepped.options(p("d4")).get(0));
    assertEquals(Optional.of(stepped), chained.back());
    assertEquals(Optional.of(selected), stepped.back());
    assertEquals(Optional.of(root), selected.back());
    assertEquals(Optional.empty(), root.back());
    assertEquals(selected.targets(), stepped.back().orElseThrow().targets());
    assertEquals(stepped, stepped.back().orElseThrow().step(stepped.steps().get(0)));
  }

  @Test
  void anotherStoneMayBeSelectedBeforeTheFirstStep() {
    TurnBuilder b = TurnBuilder.start(Game.start(Variant.sivy())).select(p("d3"));
    assertEquals(4, b.stones().size(), "the other stones still glow");
    TurnBuilder other = b.select(p("f2"));
    assertEquals(Set.of(p("e3")), other.targets());
    assertEquals("[f2-e3A]", other.options(p("e3")).toString());
    assertEquals(Optional.of(b), other.back());
    TurnBuilder stepped = other.step(other.options(p("e3")).get(0));
    assertTrue(stepped.stones().isEmpty(), "after a step the turn belongs to that stone");
    assertThrows(IllegalTurnException.class, () -> stepped.select(p("d3")));
  }

  @Test
  void clicksThatLeadToNoLegalTurnAreRefusedWithTheLibrarysException() {
    TurnBuilder root = TurnBuilder.start(Game.start(Variant.sivy()));
    IllegalTurnException e = assertThrows(IllegalTurnException.class, () -> root.select(p("a1")));
    assertEquals("a1", e.turn());
    assertEquals(
        "a1: the stones that may start a turn are d2, e2, f2, d3;"
            + " legal here: d2-e3A, d3-e3A, d3-e3W, e2-e3A, f2-e3A",
        e.getMessage());
    assertEquals(5, e.legalTurns().size());
    TurnBuilder d3 = root.select(p("d3"));
    Step elsewhere =
        new Step(p("d3"), p("d4"), Optional.empty(), com.google.common.collect.ImmutableSet.of());
    IllegalTurnException s = assertThrows(IllegalTurnException.class, () -> d3.step(elsewhere));
    assertEquals("d3-d4", s.turn());
    assertEquals(
        "d3-d4: the stone may go on with d3-e3A, d3-e3W; legal here: d3-e3A, d3-e3W",
        s.getMessage());
    assertEquals(2, s.legalTurns().size(), "the turns of d3");
    Step unselected = root.select(p("d3")).options(p("e3")).get(0);
    assertThrows(IllegalTurnException.class, () -> root.step(unselected));
    assertThrows(IllegalTurnException.class, () -> root.huff(p("e4")));
    assertThrows(IllegalTurnException.class, () -> root.drop(p("e3")));
    assertTrue(root.huffChoices().isEmpty());
    assertTrue(root.drops().isEmpty());
  }

  @Test
  void aDropIsOneClickOnAnEmptyPoint() {
    Position telo = Position.parsePlacement("3/1W1/3 b 2 3 0 1");
    TurnBuilder b = TurnBuilder.start(AlignmentEngine.instance(), telo, Ruleset.standard());
    assertEquals(8, b.drops().size(), "every empty point");
    assertFalse(b.drops().contains(p("b2")));
    assertTrue(b.stones().isEmpty(), "no stone moves while stones are in hand");
    assertEquals(Optional.empty(), b.finish());
    TurnBuilder dropped = b.drop(p("c3"));
    assertEquals("c3", dropped.finish().orElseThrow().toString());
    assertTrue(dropped.drops().isEmpty() && dropped.targets().isEmpty());
    assertEquals("c3 (stop here)", dropped.toString());
    assertEquals(Optional.of(b), dropped.back());
    assertThrows(IllegalTurnException.class, () -> b.drop(p("b2")));
    assertThrows(IllegalTurnException.class, () -> dropped.drop(p("a1")));
  }

  @Test
  void aGameThatIsOverOffersNothing() {
    TurnBuilder b = start("9/9/4W4/9/9 b");
    assertTrue(b.stones().isEmpty());
    assertTrue(b.drops().isEmpty());
    assertEquals(Optional.empty(), b.finish());
  }

  @Test
  void buildersAreValuesAndSayWhereTheyAre() {
    TurnBuilder a = start(CHAIN).select(p("c3"));
    TurnBuilder b = start(CHAIN).select(p("c3"));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertNotEquals(a, start(CHAIN));
    assertEquals("c3 (go on to [d3])", a.toString());
    TurnBuilder stepped = a.step(a.options(p("d3")).get(0));
    assertEquals("c3-d3A (stop here or go on to [d4])", stepped.toString());
    assertEquals("nothing clicked (select one of [c3])", start(CHAIN).toString());
  }
}
