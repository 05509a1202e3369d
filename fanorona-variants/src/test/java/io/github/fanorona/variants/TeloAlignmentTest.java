package io.github.fanorona.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.AlignmentEngine;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.IllegalTurnException;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.PositionMismatchException;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Fanoron-Telo's alignment game (RULES.md §6) on hand-built positions. */
class TeloAlignmentTest {
  private static final AlignmentEngine ENGINE = AlignmentEngine.instance();
  private static final Geometry BOARD = Geometry.of(3, 3);

  private static Position pos(String text) {
    return Variants.TELO.parsePosition(text);
  }

  /** A position no game reaches (Fanoron-Telo's parser refuses it), to test the engine's edges. */
  private static Position unreachable(String text) {
    return Position.parsePlacement(text);
  }

  private static Set<String> turns(Position p, Ruleset r) {
    return ENGINE.legalTurns(p, r).stream()
        .map(Turn::toString)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  private static Set<String> turns(Position p) {
    return turns(p, Ruleset.standard());
  }

  @Test
  void startIsTheEmptyBoardWithThreeInEachHand() {
    Position start = Variants.TELO.start();
    assertEquals("3/3/3 w 3 3 0 1", start.toString());
    assertEquals(start, pos("3/3/3 w 3 3 0 1"));
    assertEquals(0, start.count(Side.WHITE) + start.count(Side.BLACK));
    assertTrue(Variants.TELO.isCalled("Fanoron-Telo"));
    assertTrue(Variants.TELO.isCalled("fanorona-telo"));
    assertEquals(Variants.TELO_CAPTURE, Variants.byName("telo-capture"));
  }

  @Test
  void aPositionMustKeepThreeStonesASideOnTheBoardAndInHand() {
    assertEquals(3, pos("W2/1B1/3 b 2 2 0 1").count(Side.WHITE) + 2);
    PositionMismatchException tooMany =
        assertThrows(PositionMismatchException.class, () -> pos("WWW/3/3 w 3 3 0 1"));
    assertEquals(
        "expected 3 white stones on the board and in hand for Fanoron-Telo, found 3 on the board"
            + " and 3 in hand",
        tooMany.reason());
    assertEquals(11, tooMany.column());
    PositionMismatchException tooFew =
        assertThrows(PositionMismatchException.class, () -> pos("W2/3/3  b 2 1 0 1"));
    assertTrue(tooFew.reason().startsWith("expected 3 black stones"), tooFew.reason());
    assertEquals(13, tooFew.column());
  }

  @Test
  void theBoardHasEightLinesOfThreeIncludingBothMainDiagonals() {
    var lines = ENGINE.lines(BOARD);
    assertEquals(8, lines.size());
    assertTrue(lines.contains(Set.of(Point.parse("a1"), Point.parse("b2"), Point.parse("c3"))));
    assertTrue(lines.contains(Set.of(Point.parse("c1"), Point.parse("b2"), Point.parse("a3"))));
    // b1 is a weak point: no diagonal runs b1-c2 or a2-b3.
    assertFalse(lines.contains(Set.of(Point.parse("a2"), Point.parse("b1"))));
  }

  @Test
  void aSideWithStonesInHandDropsOnAnyEmptyPoint() {
    Position p = pos("B2/1W1/3 w 2 2 2 2");
    assertEquals(Set.of("a1", "a2", "b1", "b3", "c1", "c2", "c3"), turns(p));
    Position after = p.play(Turn.drop(BOARD, Point.parse("c3")));
    assertEquals(Optional.of(Side.WHITE), after.stoneAt(Point.parse("c3")));
    assertEquals(1, after.inHand(Side.WHITE));
    assertEquals(2, after.inHand(Side.BLACK));
    assertEquals(Side.BLACK, after.sideToMove());
  }

  @Test
  void withBothHandsEmptyATurnMovesOneStoneOneStepAlongALine() {
    // White a1, c2, b3; Black b1, b2, a3; c1, a2 and c3 are empty.
    Position p = pos("BW1/1BW/WB1 w 0 0");
    assertEquals(Set.of("a1-a2", "b3-c3", "c2-c1", "c2-c3"), turns(p));
    Position after = p.play(Turn.paika(BOARD, Point.parse("c2"), Point.parse("c3")));
    assertEquals(Optional.empty(), after.stoneAt(Point.parse("c2")));
    assertEquals(Optional.of(Side.WHITE), after.stoneAt(Point.parse("c3")));
    assertEquals(Optional.empty(), ENGINE.boardOutcome(after, Ruleset.standard()));
  }

  @Test
  void aSideWhoseOwnHandIsEmptyMovesWhileTheOtherStillHasStonesInHand() {
    // Unreachable from the start (the hands empty together), but defined: hand empty = move.
    Position p = unreachable("3/1W1/3 w 0 2");
    assertEquals(8, turns(p).size());
    assertTrue(turns(p).contains("b2-a1"));
    Position blackToMove = p.play(Turn.paika(BOARD, Point.parse("b2"), Point.parse("a1")));
    assertEquals(8, turns(blackToMove).size()); // Black drops on the 8 empty points
  }

  @Test
  void threeInARowDuringTheDropsWinsAtOnce() {
    Game g = Game.start(Variants.TELO);
    for (String t : List.of("a1", "b1", "b2", "a2")) {
      g = g.play(t);
      assertFalse(g.isOver(), t);
    }
    g = g.play("c3");
    assertEquals(Optional.of(Outcome.win(Side.WHITE, Outcome.Reason.ALIGNMENT)), g.outcome());
    assertEquals(1, g.position().inHand(Side.BLACK), "Black still had a stone to drop");
    assertTrue(ENGINE.legalTurns(g.position(), Ruleset.standard()).isEmpty());
    assertEquals(Optional.of(Side.WHITE), ENGINE.aligned(g.position()));
  }

  @Test
  void threeInARowByAMoveWins() {
    // White a1, b1, c2; Black b2, a3, c3: c2-c1 completes row 1.
    Position p = pos("B1B/1BW/WW1 w 0 0");
    assertTrue(turns(p).contains("c2-c1"));
    Position after = p.play(Turn.paika(BOARD, Point.parse("c2"), Point.parse("c1")));
    assertEquals(
        Optional.of(Outcome.win(Side.WHITE, Outcome.Reason.ALIGNMENT)),
        ENGINE.boardOutcome(after, Ruleset.standard()));
    assertTrue(ENGINE.legalTurns(after, Ruleset.standard()).isEmpty());
    assertEquals(Optional.empty(), ENGINE.aligned(p), "a bent three (a1 b1 c2) is no line");
  }

  @Test
  void aSideThatCannotMoveGetsTheNoMoveRule() {
    // White a1, b1, c2 are hemmed in by Black a2, b2, c1, c3.
    Position p = unreachable("2B/BBW/WWB w 0 0");
    assertTrue(turns(p).isEmpty());
    assertEquals(
        Optional.of(Outcome.win(Side.BLACK, Outcome.Reason.NO_LEGAL_TURN)),
        ENGINE.boardOutcome(p, Ruleset.standard()));
    assertEquals(
        Optional.of(Outcome.draw(Outcome.Reason.NO_LEGAL_TURN)),
        ENGINE.boardOutcome(p, Ruleset.parse("no-move=draw")));
  }

  @Test
  void aDropWithNoEmptyPointIsNoTurn() {
    // A full board without a line; White still holds a stone.
    Position p = unreachable("WBW/WBB/BWW w 1 1");
    assertTrue(turns(p).isEmpty());
    assertEquals(
        Optional.of(Outcome.win(Side.BLACK, Outcome.Reason.NO_LEGAL_TURN)),
        ENGINE.boardOutcome(p, Ruleset.standard()));
  }

  @Test
  void whenBothSidesShowALineTheSideThatMovedLastWins() {
    Position p = pos("BBB/3/WWW b 0 0");
    assertEquals(Optional.of(Side.WHITE), ENGINE.aligned(p));
    assertEquals(Optional.of(Side.BLACK), ENGINE.aligned(p.withSideToMove(Side.WHITE)));
  }

  @Test
  void aFullGameRecordReplaysToAnAlignment() {
    List<String> record =
        List.of("a3", "b3", "a1", "a2", "c3", "c2", "a1-b2", "c2-c1", "b2-a1", "c1-b1", "a3-b2");
    Game g = Game.start(Variants.TELO);
    for (String t : record) {
      assertFalse(g.isOver(), "over before " + t);
      g = g.play(t);
    }
    assertEquals(Optional.of(Outcome.win(Side.WHITE, Outcome.Reason.ALIGNMENT)), g.outcome());
    assertEquals(record, g.turns().stream().map(Turn::toString).collect(Collectors.toList()));
    assertEquals("1-0", g.outcome().orElseThrow().resultString());
  }

  @Test
  void aStepOntoAnOccupiedPointOrADropAfterTheHandIsEmptyIsIllegal() {
    Position p = pos("BW1/1BW/WB1 w 0 0");
    Game g = Game.start(Variants.TELO, Ruleset.standard(), p);
    assertThrows(IllegalTurnException.class, () -> g.play("a2"));
    assertThrows(IllegalTurnException.class, () -> g.play("a1-b2"));
    assertThrows(IllegalTurnException.class, () -> g.play("b3-a2"));
  }
}
