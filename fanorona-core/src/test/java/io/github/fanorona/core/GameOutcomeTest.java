package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The end of a game: losses on the board, the draw rules, resignation, agreement, bad turns. */
class GameOutcomeTest {
  /** White a1 and Black e5 far apart: four paika bring the same stones back. */
  private static final String FAR_APART = "4B/5/5/5/W4 w 0 1";

  private static final List<String> ROUND_TRIP = List.of("a1-a2", "e5-e4", "a2-a1", "e4-e5");

  private static Game game(String position, String rules) {
    Position p = Position.parse(position);
    return Game.start(Boards.variantFor(p), Ruleset.parse(rules), p);
  }

  @Test
  void aSideWithoutStonesLoses() {
    Game g = game("5/5/2B2/5/5 w 0 1", "");
    assertEquals(Optional.of(Outcome.win(Side.BLACK, Outcome.Reason.NO_STONES)), g.outcome());
    assertTrue(g.legalTurns().isEmpty());
    assertEquals("0-1", g.outcome().orElseThrow().resultString());
  }

  @Test
  void takingTheLastStoneWins() {
    Game g = game("5/5/5/5/W1B2 w 0 1", "").play("a1-b1A");
    assertEquals(Optional.of(Outcome.win(Side.WHITE, Outcome.Reason.NO_STONES)), g.outcome());
    assertEquals("1-0", g.outcome().orElseThrow().resultString());
  }

  @Test
  void aSideWithoutALegalTurnLoses() {
    // a1 is boxed in by b1, a2 and b2.
    Game g = game("5/5/5/BB3/WB3 w 0 1", "");
    assertEquals(Optional.of(Outcome.win(Side.BLACK, Outcome.Reason.NO_LEGAL_TURN)), g.outcome());
    assertFalse(CaptureEngine.instance().hasLegalTurn(g.position(), g.ruleset()));
  }

  @Test
  void noMoveDrawMakesABlockedSideDraw() {
    Game g = game("5/5/5/BB3/WB3 w 0 1", "no-move=draw");
    assertEquals(Optional.of(Outcome.draw(Outcome.Reason.NO_LEGAL_TURN)), g.outcome());
    assertEquals("1/2-1/2", g.outcome().orElseThrow().resultString());
    // A side with no stones still loses under no-move=draw.
    assertEquals(
        Optional.of(Outcome.win(Side.BLACK, Outcome.Reason.NO_STONES)),
        game("5/5/2B2/5/5 w 0 1", "no-move=draw").outcome());
  }

  @Test
  void noCaptureDrawComesExactlyAtTheLimit() {
    Game g = game(FAR_APART, "no-capture-draw=4");
    for (int i = 0; i < 3; i++) {
      g = g.play(ROUND_TRIP.get(i));
      assertFalse(g.isOver(), "after " + (i + 1) + " half-moves");
    }
    assertEquals(3, g.position().pliesSinceCapture());
    g = g.play(ROUND_TRIP.get(3));
    assertEquals(4, g.position().pliesSinceCapture());
    assertEquals(Optional.of(Outcome.draw(Outcome.Reason.NO_CAPTURE_LIMIT)), g.outcome());
  }

  @Test
  void noCaptureCounterStartsAgainAfterACapture() {
    Game g = game("5/5/5/5/W1B1B w 3 1", "no-capture-draw=4");
    g = g.play("a1-b1A");
    assertEquals(0, g.position().pliesSinceCapture());
    assertFalse(g.isOver());
  }

  @Test
  void withoutTheOptionThereIsNoNoCaptureDraw() {
    Game g = game(FAR_APART, "");
    for (int i = 0; i < 20; i++) {
      g = g.play(ROUND_TRIP.get(i % 4));
    }
    assertFalse(g.isOver());
    assertEquals(6, g.occurrences());
  }

  @Test
  void repetitionDrawComesExactlyAtTheCount() {
    Game g = game(FAR_APART, "repetition-draw=3");
    assertEquals(1, g.occurrences());
    for (int i = 0; i < 7; i++) {
      g = g.play(ROUND_TRIP.get(i % 4));
      assertFalse(g.isOver(), "after " + (i + 1) + " half-moves");
    }
    // Black to move, White a1, Black e4: the position after half-move 3 again.
    assertEquals(2, g.occurrences());
    g = g.play(ROUND_TRIP.get(3));
    assertEquals(3, g.occurrences());
    assertEquals(Optional.of(Outcome.draw(Outcome.Reason.REPETITION)), g.outcome());
  }

  @Test
  void repetitionDrawOfTwoEndsAtTheFirstReturn() {
    Game g = game(FAR_APART, "repetition-draw=2").play("a1-a2").play("e5-e4");
    assertEquals(1, g.occurrences());
    g = g.play("a2-a1").play("e4-e5");
    assertEquals(2, g.occurrences());
    assertTrue(g.isOver());
  }

  @Test
  void resignationEndsTheGame() {
    Game g = Game.start(Variant.sivy()).play("f2-e3A").resign(Side.BLACK);
    assertEquals(Optional.of(Outcome.win(Side.WHITE, Outcome.Reason.RESIGNATION)), g.outcome());
    assertTrue(g.isOver());
    assertTrue(g.legalTurns().isEmpty());
    assertEquals(1, g.turns().size());
    assertEquals("f2-e3A", g.turns().get(0).toString());
    assertEquals(2, g.positions().size());
    assertEquals(Game.start(Variant.sivy()).play("f2-e3A").positions(), g.positions());
    assertEquals("1-0", g.outcome().orElseThrow().resultString());
    assertTrue(g.toString().contains("1 turn"), g.toString());
  }

  @Test
  void drawByAgreementEndsTheGame() {
    Game g = Game.start(Variant.sivy()).agreeDraw();
    assertEquals(Optional.of(Outcome.draw(Outcome.Reason.AGREEMENT)), g.outcome());
    assertEquals("1/2-1/2", g.outcome().orElseThrow().resultString());
    assertEquals(Optional.of(Game.start(Variant.sivy())), g.undo());
    assertTrue(g.turns().isEmpty());
    assertEquals(List.of(Variant.sivy().start()), g.positions());
  }

  @Test
  void aFinishedGameRefusesEveryFurtherTurn() {
    Game resigned = Game.start(Variant.sivy()).resign(Side.WHITE);
    Turn first = Game.start(Variant.sivy()).legalTurns().get(0);
    assertThrows(IllegalStateException.class, () -> resigned.play(first));
    assertThrows(IllegalStateException.class, () -> resigned.play("f2-e3A"));
    assertThrows(IllegalStateException.class, () -> resigned.resign(Side.BLACK));
    assertThrows(IllegalStateException.class, () -> resigned.agreeDraw());
    Game won = game("5/5/5/5/W1B2 w 0 1", "").play("a1-b1A");
    assertThrows(IllegalStateException.class, () -> won.play("b1-b2"));
    Game drawn = game(FAR_APART, "no-capture-draw=1").play("a1-a2");
    assertThrows(IllegalStateException.class, () -> drawn.play("e5-e4"));
  }

  @Test
  void anIllegalTurnNamesTheLegalOnes() {
    Game g = Game.start(Variant.sivy());
    IllegalTurnException e = assertThrows(IllegalTurnException.class, () -> g.play("a1-a2"));
    assertEquals(
        List.of("d2-e3A", "d3-e3A", "d3-e3W", "e2-e3A", "f2-e3A"), Boards.texts(e.legalTurns()));
    assertTrue(e.getMessage().contains("d2-e3A, d3-e3A, d3-e3W, e2-e3A, f2-e3A"), e.getMessage());
    assertTrue(e.getMessage().contains("a1-a2"), e.getMessage());
    assertEquals("a1-a2", e.turn());
  }

  @Test
  void aPaikaWhileACaptureExistsIsIllegal() {
    Game g = Game.start(Variant.sivy());
    Turn paika = Turn.paika(g.position().geometry(), Point.parse("d2"), Point.parse("e3"));
    IllegalTurnException e = assertThrows(IllegalTurnException.class, () -> g.play(paika));
    assertEquals(5, e.legalTurns().size());
    AmbiguousTurnException a = assertThrows(AmbiguousTurnException.class, () -> g.play("d3-e3"));
    assertEquals(List.of("d3-e3A", "d3-e3W"), Boards.texts(a.candidates()));
    assertTrue(new IllegalTurnException("x", g.legalTurns()) instanceof IllegalArgumentException);
  }

  @Test
  void aHandBuiltTurnPlaysLikeTheGeneratedOne() {
    // Under huffing a paika that leaves captures undone makes the stones that could have captured
    // huffable; a turn built with Turn.paika must have the same effect as the engine's turn.
    Game g = Game.start(Variant.sivy(), Ruleset.parse("huffing=on"));
    Turn built = Turn.paika(g.position().geometry(), Point.parse("d2"), Point.parse("e3"));
    Turn generated = g.legalTurns().stream().filter(built::equals).findFirst().orElseThrow();
    assertEquals(g.play(generated).position(), g.play(built).position());
    assertTrue(g.play(built).position().huffable() != 0);
  }

  @Test
  void turnTextIsMatchedInAnyCase() {
    Game g = Game.start(Variant.sivy()).play("F2-E3a");
    assertEquals(
        "BB1BBBBBB/BBB1BBBBB/BWBWWBWBW/WWWWW1WWW/WWWWWWWWW b 0 1", g.position().toString());
  }
}
