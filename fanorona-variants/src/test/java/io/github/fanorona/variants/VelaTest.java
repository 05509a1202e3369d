package io.github.fanorona.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.CaptureEngine;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Vela (seed 003; RULES.md §5), Black the beneficiary unless said otherwise. */
class VelaTest {
  private static final CaptureEngine ENGINE = CaptureEngine.instance();
  private static final Ruleset VELA = Ruleset.parse("vela=black");

  private static List<Turn> turns(String position, Ruleset r) {
    return ENGINE.legalTurns(Position.parse(position), r);
  }

  private static Set<String> names(List<Turn> turns) {
    return turns.stream().map(Turn::toString).collect(Collectors.toSet());
  }

  @Test
  void theBeneficiaryStartsAndTakesOneStoneWithEachOpening() {
    Game g = Game.start(Variants.VELA);
    assertEquals(Side.BLACK, g.position().sideToMove());
    List<Turn> openings = g.legalTurns();
    assertEquals(5, openings.size());
    for (Turn t : openings) {
      assertEquals(1, t.steps().size(), t.toString());
      assertEquals(1, t.captureCount(), t.toString());
    }
    Position whiteBenefits = Variants.VELA.start(Ruleset.parse("vela=white"));
    assertEquals(Side.WHITE, whiteBenefits.sideToMove());
    assertEquals(
        Set.of("d2-e3A", "e2-e3A", "f2-e3A", "d3-e3A", "d3-e3W"),
        names(ENGINE.legalTurns(whiteBenefits, Ruleset.parse("vela=white"))));
  }

  @Test
  void theBeneficiaryTakesOnlyTheFirstStoneOfTheLineAndNeverChains() {
    // White a1 a2 c3 d1 e1 f1 (6), Black a4 i5. Normally a4-a3A takes a2 and a1, then b3A c3.
    String p = "8B/B8/2W6/W8/W2WWW3 b 0 3";
    assertEquals(Set.of("a4-a3A", "a4-a3A-b3A"), names(turns(p, Ruleset.standard())));
    List<Turn> vela = turns(p, VELA);
    assertEquals(1, vela.size());
    assertEquals("a4-a3A", vela.get(0).toString());
    assertEquals(Set.of(Point.parse("a2")), vela.get(0).capturedPoints());
  }

  @Test
  void theBeneficiaryMayNotPlayPaika() {
    String p = "8B/9/9/9/WWWWWW3 b 0 3";
    assertFalse(turns(p, Ruleset.standard()).isEmpty());
    assertTrue(turns(p, VELA).isEmpty());
  }

  @Test
  void thePhaseEndsExactlyWhenTheOtherSideIsDownToFiveStones() {
    Game g = Game.start(Variants.VELA, VELA, Position.parse("8B/B8/9/W8/W1WWWW3 b 0 3"));
    g = g.play("a4-a3A");
    assertEquals(5, g.position().count(Side.WHITE));
    // Normal rules now: White must capture, and may.
    List<Turn> white = g.legalTurns();
    assertTrue(white.stream().allMatch(Turn::isCapture), white.toString());
    assertTrue(names(white).contains("a1-a2A"));

    // With a sixth White stone (h1) the handicap still holds: White only steps.
    List<Turn> six = turns("8B/9/B8/9/W1WWWW1W1 w 0 3", VELA);
    assertTrue(six.stream().noneMatch(Turn::isCapture), six.toString());
    assertTrue(names(six).contains("a1-a2"));

    // A beneficiary facing five stones may play paika again.
    assertFalse(turns("8B/9/9/9/WWWWW4 b 0 3", VELA).isEmpty());
  }

  @Test
  void theOtherSideMustLeaveACaptureWhenItCan() {
    // Black a4 takes a2 by approach; White's a2-b2 would remove that chance.
    Position p = Position.parse("8B/B8/9/W8/W1WWWW3 w 0 3");
    List<Turn> white = ENGINE.legalTurns(p, VELA);
    Set<String> names = names(white);
    assertTrue(names.containsAll(Set.of("a2-a3", "a1-b2", "c1-c2")), names.toString());
    assertFalse(names.contains("a2-b2"));
    assertFalse(names(ENGINE.legalTurns(p, Ruleset.standard())).isEmpty());
    for (Turn t : white) {
      assertFalse(t.isCapture(), t.toString());
      List<Turn> reply = ENGINE.legalTurns(p.play(t), VELA);
      assertFalse(reply.isEmpty(), "after " + t + " Black has a capture");
      assertTrue(reply.stream().allMatch(Turn::isCapture));
    }
  }

  @Test
  void whenNoStepLeavesACaptureAnyStepIsLegal() {
    String p = "8B/9/9/9/WWWWWW3 w 0 3";
    assertEquals(names(turns(p, Ruleset.standard())), names(turns(p, VELA)));
  }

  @Test
  void aBeneficiaryWithoutACaptureWinsByForfeitOrLosesAsTheOptionSays() {
    Position p = Position.parse("8B/9/9/9/WWWWWW3 b 0 3");
    assertEquals(
        Optional.of(Outcome.win(Side.BLACK, Outcome.Reason.VELA_NO_CAPTURE)),
        ENGINE.boardOutcome(p, VELA));
    assertEquals(
        Optional.of(Outcome.win(Side.WHITE, Outcome.Reason.VELA_NO_CAPTURE)),
        ENGINE.boardOutcome(p, VELA.with("vela-no-capture=beneficiary-loses")));
    assertEquals(
        Optional.of(Outcome.win(Side.WHITE, Outcome.Reason.VELA_NO_CAPTURE)),
        ENGINE.boardOutcome(p, Presets.VELA_BELL.ruleset()));
    // Without Vela the same position is simply Black's move.
    assertEquals(Optional.empty(), ENGINE.boardOutcome(p, Ruleset.standard()));
  }

  @Test
  void aWholeHandicapPhaseEndsAtFiveStonesWhicheverWayItIsPlayed() {
    // Play the Vela from the start, Black always taking, White always stepping, until White has 5.
    Game g = Game.start(Variants.VELA);
    int whiteStones = 22;
    while (!g.isOver() && g.position().count(Side.WHITE) > Ruleset.VELA_NORMAL_RULES_AT) {
      Turn t = g.legalTurns().get(0);
      if (g.position().sideToMove() == Side.BLACK) {
        assertEquals(1, t.captureCount());
        whiteStones--;
      } else {
        assertFalse(t.isCapture());
      }
      g = g.play(t);
      assertEquals(22, g.position().count(Side.BLACK));
    }
    if (!g.isOver()) {
      assertEquals(Ruleset.VELA_NORMAL_RULES_AT, whiteStones);
    }
  }
}
