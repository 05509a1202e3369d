package io.github.fanorona.core;

import static io.github.fanorona.core.Boards.turns;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * One test per rule of the capture game (RULES.md section 3) on small hand-built boards. Every
 * expected list was worked out by hand from the rules; the comments give the reasoning.
 */
class CaptureRulesTest {
  private static final CaptureEngine ENGINE = CaptureEngine.instance();

  private static Turn only(String position, String rules) {
    ImmutableList<Turn> legal = ENGINE.legalTurns(Position.parse(position), Ruleset.parse(rules));
    assertEquals(1, legal.size(), "turns: " + legal);
    return legal.get(0);
  }

  private static Set<Point> points(String... names) {
    return java.util.Arrays.stream(names).map(Point::parse).collect(Collectors.toSet());
  }

  @Test
  void approachTakesTheStoneBeyondTheLandingPoint() {
    // a1 steps east to b1; c1 lies beyond b1 in the step's direction.
    Turn t = only("5/5/5/5/W1B1B w 0 1", "");
    assertEquals("a1-b1A", t.toString());
    assertEquals(Turn.Kind.CAPTURE, t.kind());
    assertEquals(points("c1"), t.capturedPoints());
  }

  @Test
  void withdrawalTakesTheStoneBehindTheStartPoint() {
    // b1 steps east away from a1.
    Turn t = only("5/5/5/5/BW3 w 0 1", "");
    assertEquals("b1-c1W", t.toString());
    assertEquals(points("a1"), t.capturedPoints());
  }

  @Test
  void withdrawalTakesTheWholeRunBehind() {
    // c1 steps east to d1 and takes b1 and a1, the run going west to the edge.
    Turn t = only("5/5/5/5/BBW2 w 0 1", "");
    assertEquals("c1-d1W", t.toString());
    assertEquals(points("a1", "b1"), t.capturedPoints());
  }

  @Test
  void capturedRunStopsAtAnEmptyPoint() {
    // c1 is taken; d1 is empty so e1 stays.
    Turn t = only("5/5/5/5/W1B1B w 0 1", "");
    assertEquals(points("c1"), t.capturedPoints());
    Position after = Position.parse("5/5/5/5/W1B1B w 0 1").play(t);
    assertEquals("5/5/5/5/1W2B b 0 1", after.toString());
  }

  @Test
  void capturedRunStopsAtAFriendlyStone() {
    // c1 is taken; the White stone on d1 shields e1. d1 itself cannot capture, so a1-b1A is the
    // only turn.
    Turn t = only("5/5/5/5/W1BWB w 0 1", "");
    assertEquals("a1-b1A", t.toString());
    assertEquals(points("c1"), t.capturedPoints());
  }

  @Test
  void capturedRunStopsAtTheEdge() {
    Turn t = only("5/5/5/5/W1BBB w 0 1", "");
    assertEquals("a1-b1A", t.toString());
    assertEquals(points("c1", "d1", "e1"), t.capturedPoints());
    assertEquals(3, t.captureCount());
  }

  @Test
  void strongPointsCaptureAlongDiagonals() {
    // c3 is strong (x+y even): c3-d4 approaches e5.
    assertEquals(List.of("c3-d4A"), turns("4B/5/2W2/5/5 w 0 1", ""));
    // b2 is strong: b2-c3 withdraws from a1.
    assertEquals(List.of("b2-c3W"), turns("5/5/5/1W3/B4 w 0 1", ""));
  }

  @Test
  void weakPointsHaveNoDiagonalStepOrCapture() {
    // c2 is weak: a diagonal step to d3 would approach e4 and one to d3 would withdraw from b1,
    // but a weak point has no diagonal line, so only the four orthogonal paika remain.
    assertEquals(List.of("c2-b2", "c2-c1", "c2-c3", "c2-d2"), turns("5/4B/5/2W2/1B3 w 0 1", ""));
    Geometry g = Geometry.of(5, 5);
    assertTrue(g.isStrong(Point.parse("c3")));
    assertTrue(!g.isStrong(Point.parse("c2")));
    assertTrue(g.neighbour(Point.parse("c2"), Direction.NORTH_EAST).isEmpty());
  }

  @Test
  void aStepThatCanApproachAndWithdrawIsTwoTurns() {
    // b3-c3 approaches d3 and withdraws from a3.
    List<String> both = turns("5/5/BW1B1/5/5 w 0 1", "");
    assertEquals(List.of("b3-c3A", "b3-c3W"), both);
    ImmutableList<Turn> legal =
        ENGINE.legalTurns(Position.parse("5/5/BW1B1/5/5 w 0 1"), Ruleset.standard());
    for (Turn t : legal) {
      assertEquals(t.isApproach(0) ? points("d3") : points("a3"), t.capturedPoints(), t.toString());
    }
  }

  @Test
  void largerGroupMustBeTakenUnderCaptureLarger() {
    // Approach takes d3 and e3 (2), withdrawal a3 (1).
    assertEquals(List.of("b3-c3A", "b3-c3W"), turns("5/5/BW1BB/5/5 w 0 1", ""));
    assertEquals(List.of("b3-c3A"), turns("5/5/BW1BB/5/5 w 0 1", "capture=larger"));
    // Withdrawal takes b3 and a3 (2), approach e3 (1).
    assertEquals(List.of("c3-d3A", "c3-d3W"), turns("5/5/BBW1B/5/5 w 0 1", ""));
    assertEquals(List.of("c3-d3W"), turns("5/5/BBW1B/5/5 w 0 1", "capture=larger"));
  }

  @Test
  void aTieUnderCaptureLargerLeavesTheChoice() {
    assertEquals(List.of("b3-c3A", "b3-c3W"), turns("5/5/BW1B1/5/5 w 0 1", "capture=larger"));
  }

  @Test
  void captureIsCompulsory() {
    // a1 and e1 can both take c1; c5 and the other steps of a1 and e1 are paika and not allowed.
    assertEquals(List.of("a1-b1A", "e1-d1A"), turns("2W2/5/5/5/W1B1W w 0 1", ""));
  }

  @Test
  void paikaOnlyWhenNoStoneCanCapture() {
    ImmutableList<Turn> legal =
        ENGINE.legalTurns(Position.parse("4B/5/5/5/W4 w 0 1"), Ruleset.standard());
    assertEquals(List.of("a1-a2", "a1-b1", "a1-b2"), Boards.texts(legal));
    for (Turn t : legal) {
      assertEquals(Turn.Kind.PAIKA, t.kind());
      assertEquals(0, t.captureCount());
    }
  }

  @Test
  void aChainMayNotGoTwiceInTheSameDirection() {
    // b1-c1W takes a1; c1-d1 would then approach e1 but goes east again.
    assertEquals(List.of("b1-c1W"), turns("5/5/5/5/BW2B w 0 1", ""));
  }

  @Test
  void aChainMayNotReturnToItsStartPoint() {
    // After c3-d3A (e3 taken) d3-c3 would approach b3, and after c3-d3W (a3, b3 taken) it would
    // withdraw from e3; both land on the start point c3.
    assertEquals(List.of("c3-d3A", "c3-d3W"), turns("5/5/BBW1B/5/5 w 0 1", ""));
  }

  @Test
  void aChainMayNotReturnToAPointItPassed() {
    // c1-c2A takes c3, c2-d2 approaches e2 or withdraws from b2; d2-c2 back would then take the
    // other one, but c2 was already visited.
    assertEquals(
        List.of("c1-c2A", "c1-c2A-d2A", "c1-c2A-d2W"), turns("5/5/2B2/1B2B/2W2 w 0 2", ""));
  }

  @Test
  void everyStoppingPointOfAChainIsATurn() {
    ImmutableList<Turn> legal =
        ENGINE.legalTurns(Position.parse("5/5/2B2/1B2B/2W2 w 0 2"), Ruleset.standard());
    Set<String> texts = legal.stream().map(Turn::toString).collect(Collectors.toSet());
    for (Turn t : legal) {
      String text = t.toString();
      for (int i = text.indexOf('-', 3); i > 0; i = text.indexOf('-', i + 1)) {
        assertTrue(texts.contains(text.substring(0, i)), "prefix of " + text);
      }
    }
    assertEquals(3, legal.size());
  }

  @Test
  void mandatoryChainsListOnlyMaximalChains() {
    assertEquals(
        List.of("c1-c2A-d2A", "c1-c2A-d2W"), turns("5/5/2B2/1B2B/2W2 w 0 2", "chain=mandatory"));
    // A capture with no continuation is still a turn.
    assertEquals(List.of("b3-c3A", "b3-c3W"), turns("5/5/BW1B1/5/5 w 0 1", "chain=mandatory"));
  }

  @Test
  void firstTurnChainsForbiddenEndsWhitesFirstTurnAfterOneCapture() {
    String first = "5/5/2B2/1B2B/2W2 w 0 1";
    assertEquals(List.of("c1-c2A"), turns(first, "first-turn-chain=forbidden"));
    assertEquals(List.of("c1-c2A", "c1-c2A-d2A", "c1-c2A-d2W"), turns(first, ""));
  }

  @Test
  void firstTurnChainsForbiddenAlsoEndsBlacksFirstReply() {
    // The same shape turned round for Black, with Black to move during turn number 1.
    String reply = "2B2/W2W1/2W2/5/5 b 0 1";
    assertEquals(List.of("c5-c4A"), turns(reply, "first-turn-chain=forbidden"));
    assertEquals(List.of("c5-c4A", "c5-c4A-b4A", "c5-c4A-b4W"), turns(reply, ""));
  }

  @Test
  void chainsWorkAgainFromTurnTwo() {
    assertEquals(
        List.of("c1-c2A", "c1-c2A-d2A", "c1-c2A-d2W"),
        turns("5/5/2B2/1B2B/2W2 w 0 2", "first-turn-chain=forbidden"));
    assertEquals(
        List.of("c5-c4A", "c5-c4A-b4A", "c5-c4A-b4W"),
        turns("2B2/W2W1/2W2/5/5 b 0 2", "first-turn-chain=forbidden"));
    assertEquals(
        List.of("c1-c2A-d2A", "c1-c2A-d2W"),
        turns("5/5/2B2/1B2B/2W2 w 0 2", "first-turn-chain=forbidden,chain=mandatory"));
  }

  @Test
  void blacksRealFirstReplyInSivyHasTurnNumberOneAndNoChainsWhenForbidden() {
    Ruleset forbidden = Ruleset.parse("first-turn-chain=forbidden");
    Position start = Variant.sivy().start();
    boolean someChainOtherwise = false;
    for (Turn white : ENGINE.legalTurns(start, forbidden)) {
      Position reply = start.play(white);
      assertEquals(Side.BLACK, reply.sideToMove());
      assertEquals(1, reply.turnNumber());
      for (Turn black : ENGINE.legalTurns(reply, forbidden)) {
        assertEquals(1, black.stepCount(), white + " " + black);
        Position next = reply.play(black);
        assertEquals(2, next.turnNumber());
      }
      for (Turn black : ENGINE.legalTurns(reply, Ruleset.standard())) {
        someChainOtherwise |= black.stepCount() > 1;
      }
    }
    assertTrue(someChainOtherwise, "the standard rules allow some chain in Black's first reply");
  }

  @Test
  void sivyStartHasTheFiveTurnsOfTheRulesAndNoneChains() {
    ImmutableList<Turn> legal = ENGINE.legalTurns(Variant.sivy().start(), Ruleset.standard());
    assertEquals(List.of("d2-e3A", "d3-e3A", "d3-e3W", "e2-e3A", "f2-e3A"), Boards.texts(legal));
    for (Turn t : legal) {
      assertEquals(1, t.stepCount(), t.toString());
      assertEquals(Point.parse("e3"), t.destination(), t.toString());
      assertEquals(Turn.Kind.CAPTURE, t.kind());
    }
  }
}
