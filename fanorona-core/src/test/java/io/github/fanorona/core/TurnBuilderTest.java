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
    assertEquals(FanoronaException.Kind.ILLEGAL_TURN, e.kind());
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

  // ---------------------------------------------------------------- one call per click

  /** White a1 is walled in by Black a2, b2 and b1; b1 is liable to a huff, so White must huff. */
  private static final String WALLED_IN = "9/9/9/BB7/Wb7 w";

  private static final Ruleset HUFFING = Ruleset.parse("huffing=on");

  /** Clicks the points in order, each on the builder the click before left. */
  private static Click clicks(TurnBuilder b, String... points) {
    Click c = b.click(p(points[0]));
    for (int i = 1; i < points.length; i++) {
      c = c.builder().click(p(points[i]));
    }
    return c;
  }

  @Test
  void aClickSelectsReselectsAndLetsGoOfAStoneBeforeItsFirstStep() {
    TurnBuilder root = TurnBuilder.start(Game.start(Variant.sivy()));
    assertEquals(TurnBuilder.Stage.SELECT, root.stage());
    Click d3 = root.click(p("d3"));
    assertEquals(Click.Kind.SELECTED, d3.kind());
    assertEquals(root.select(p("d3")), d3.builder());
    assertEquals(TurnBuilder.Stage.TARGET, d3.builder().stage());
    assertEquals("SELECTED: d3 (go on to [e3])", d3.toString());
    Click f2 = d3.builder().click(p("f2"));
    assertEquals(Click.Kind.RESELECTED, f2.kind());
    assertEquals(Optional.of(p("f2")), f2.builder().stone());
    Click let = f2.builder().click(p("f2"));
    assertEquals(Click.Kind.DESELECTED, let.kind());
    assertEquals(root, let.builder(), "back to nothing clicked, whatever was selected before");
    assertTrue(let.options().isEmpty() && let.turn().isEmpty());
  }

  @Test
  void aDotThatAnApproachAndAWithdrawalReachAsksWhichOneWithTheStonesEachTakes() {
    TurnBuilder d3 = TurnBuilder.start(Game.start(Variant.sivy())).select(p("d3"));
    Click choice = d3.click(p("e3"));
    assertEquals(Click.Kind.NEEDS_CHOICE, choice.kind());
    assertEquals(d3, choice.builder(), "nothing is stepped until the player chooses");
    assertEquals("[d3-e3A, d3-e3W]", choice.options().toString());
    assertEquals(List.of(p("f3")), List.copyOf(choice.options().get(0).captured()));
    assertEquals(List.of(p("c3")), List.copyOf(choice.options().get(1).captured()));
    assertEquals("e3: approach (A) takes [f3] or withdrawal (W) takes [c3]", choice.message());
    Click w = choice.choose(CaptureKind.WITHDRAWAL);
    assertEquals(Click.Kind.FINISHED, w.kind());
    assertEquals("d3-e3W", w.turn().orElseThrow().toString());
    assertEquals(TurnBuilder.Stage.COMPLETE, w.builder().stage());
    assertEquals(w, d3.click(p("e3"), CaptureKind.WITHDRAWAL));
    assertEquals("d3-e3A", choice.choose(CaptureKind.APPROACH).turn().orElseThrow().toString());
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> w.choose(CaptureKind.APPROACH));
    assertTrue(e.getMessage().contains("nothing to choose"), e.getMessage());
    Click wrongKind = d3.click(p("e4"), CaptureKind.APPROACH);
    assertEquals(Click.Kind.REFUSED, wrongKind.kind());
    assertEquals(
        "d3-e4A: the stone may go on with d3-e3A, d3-e3W; legal here: d3-e3A, d3-e3W",
        wrongKind.message());
  }

  @Test
  void aStepAfterWhichTheChainMayGoOnIsSteppedAndStopHereFinishesIt() {
    Click stepped = clicks(start(CHAIN), "c3", "d3");
    assertEquals(Click.Kind.STEPPED, stepped.kind());
    TurnBuilder b = stepped.builder();
    assertEquals(TurnBuilder.Stage.CHAIN, b.stage());
    assertEquals("c3-d3A (stop here or go on to [d4])", stepped.message());
    Click stop = b.stop();
    assertEquals(Click.Kind.FINISHED, stop.kind());
    assertEquals("c3-d3A", stop.turn().orElseThrow().toString());
    Click on = b.click(p("d4"));
    assertEquals(Click.Kind.FINISHED, on.kind(), "the chain cannot go on after d4");
    assertEquals("c3-d3A-d4A", on.turn().orElseThrow().toString());
    Click elsewhere = b.click(p("e4"));
    assertEquals(Click.Kind.REFUSED, elsewhere.kind());
    assertEquals(b, elsewhere.builder());
    assertTrue(
        elsewhere.message().startsWith("c3-d3A-e4: the stone may go on to [d4] or stop here"),
        elsewhere.message());
  }

  @Test
  void aPaikaFinishesOnItsOnlyStep() {
    Click c = clicks(start("B8/9/9/9/W8 w"), "a1", "b2");
    assertEquals(Click.Kind.FINISHED, c.kind());
    assertEquals("a1-b2", c.turn().orElseThrow().toString());
    assertEquals(Click.Kind.REFUSED, c.builder().click(p("c3")).kind());
    assertTrue(
        c.builder().click(p("c3")).message().contains("the turn a1-b2 is complete"),
        c.builder().click(p("c3")).message());
  }

  @Test
  void theBoardAfterTheClicksHasTheStoneMovedAndItsCapturesTakenInAMandatoryChain() {
    TurnBuilder root = start(CHAIN, "chain=mandatory");
    assertEquals(root.position(), root.preview(), "nothing clicked: the position itself");
    TurnBuilder b = clicks(root, "c3", "d3").builder();
    assertEquals(Optional.empty(), b.finish());
    assertEquals(Position.parse("3B5/9/3W5/9/9 w"), b.preview());
    assertEquals(Side.WHITE, b.preview().sideToMove(), "the turn is not over");
    Click refused = b.stop();
    assertEquals(Click.Kind.REFUSED, refused.kind());
    assertTrue(
        refused.message().startsWith("c3-d3A: the chain must go on to [d4]"), refused.message());
    assertEquals("c3-d3A (go on to [d4])", b.toString());
    TurnBuilder end = b.click(p("d4")).builder();
    assertEquals(Position.parse("9/3W5/9/9/9 w"), end.preview());
    assertEquals(
        root.position().play(end.finish().orElseThrow()).withSideToMove(Side.WHITE).toString(),
        end.preview().withCounters(0, 1).toString(),
        "at the end of the turn the preview holds the stones of the next position");
  }

  @Test
  void refusedClicksLeaveTheBuilderAndNameWhatIsLegal() {
    TurnBuilder root = TurnBuilder.start(Game.start(Variant.sivy()));
    Click a1 = root.click(p("a1"));
    assertEquals(Click.Kind.REFUSED, a1.kind());
    assertEquals(root, a1.builder());
    assertEquals(
        "a1: the stones that may start a turn are d2, e2, f2, d3;"
            + " legal here: d2-e3A, d3-e3A, d3-e3W, e2-e3A, f2-e3A",
        a1.message());
    Click off = root.click(p("j1"));
    assertEquals(Click.Kind.REFUSED, off.kind());
    assertTrue(off.message().startsWith("j1: there is no point j1 on this board"), off.message());
    Click notADot = root.select(p("d3")).click(p("d4"));
    assertEquals(Click.Kind.REFUSED, notADot.kind());
    assertTrue(
        notADot
            .message()
            .startsWith("d3-d4: the stone on d3 may go to [e3], or another of [d2, e2, f2, d3]"),
        notADot.message());
    Click early = root.stop();
    assertEquals(Click.Kind.REFUSED, early.kind());
    assertTrue(early.message().contains("nothing to stop yet"), early.message());
  }

  @Test
  void whenEveryTurnStartsWithAHuffTheBuilderSaysSoAndAClickHuffs() {
    TurnBuilder root = start(WALLED_IN, "huffing=on");
    assertTrue(root.stones().isEmpty());
    assertEquals(Set.of(p("b1")), root.huffChoices());
    assertEquals(TurnBuilder.Stage.MUST_HUFF, root.stage());
    assertEquals("nothing clicked (huff one of [b1] first)", root.toString());
    Click a1 = root.click(p("a1"));
    assertEquals(Click.Kind.REFUSED, a1.kind());
    assertTrue(a1.message().contains("the stones that may be huffed are b1"), a1.message());
    Click huffed = root.click(p("b1"));
    assertEquals(Click.Kind.HUFFED, huffed.kind());
    assertEquals(TurnBuilder.Stage.SELECT, huffed.builder().stage());
    assertEquals(Optional.empty(), huffed.builder().preview().stoneAt(p("b1")));
    Click done = clicks(huffed.builder(), "a1", "b1");
    assertEquals(Click.Kind.FINISHED, done.kind());
    assertEquals("xb1:a1-b1", done.turn().orElseThrow().toString());
  }

  @Test
  void whereAHuffIsOptionalTheBuilderOffersBothAndEitherClickGoesOn() {
    TurnBuilder root = start("9/9/9/BB7/Wb5W1 w", "huffing=on");
    assertEquals(TurnBuilder.Stage.SELECT, root.stage());
    assertEquals("nothing clicked (huff one of [b1] or select one of [h1])", root.toString());
    assertEquals(Click.Kind.HUFFED, root.click(p("b1")).kind());
    Click h1 = root.click(p("h1"));
    assertEquals(Click.Kind.SELECTED, h1.kind());
    assertTrue(h1.builder().huffChoices().isEmpty(), "selecting first means no huff");
    Click refused = root.click(p("a1"));
    assertTrue(
        refused.message().contains("the stones that may be huffed first are b1"),
        refused.message());
  }

  @Test
  void theDropPhaseIsAStageAndADropClickFinishesTheTurn() {
    Position telo = Position.parsePlacement("3/1W1/3 b 2 3 0 1");
    TurnBuilder b = TurnBuilder.start(AlignmentEngine.instance(), telo, Ruleset.standard());
    assertEquals(TurnBuilder.Stage.DROP, b.stage());
    assertEquals(
        "nothing clicked (drop a stone on one of [a1, b1, c1, a2, c2, a3, b3, c3])", b.toString());
    Click c3 = b.click(p("c3"));
    assertEquals(Click.Kind.FINISHED, c3.kind());
    assertEquals("c3", c3.turn().orElseThrow().toString());
    assertEquals(Position.parsePlacement("2B/1W1/3 b 2 2 0 1"), c3.builder().preview());
    Click b2 = b.click(p("b2"));
    assertEquals(Click.Kind.REFUSED, b2.kind());
    assertTrue(
        b2.message().startsWith("b2: the points a stone may be dropped on are a1"), b2.message());
  }

  @Test
  void aGameThatIsOverRefusesEveryClick() {
    TurnBuilder b = start("9/9/4W4/9/9 b");
    assertEquals(TurnBuilder.Stage.NO_TURN, b.stage());
    assertEquals("nothing clicked (no legal turn)", b.toString());
    assertEquals(Click.Kind.REFUSED, b.click(p("e3")).kind());
    assertEquals(Click.Kind.REFUSED, b.stop().kind());
  }
}
