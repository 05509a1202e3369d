package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An illegal turn is explained by the engine's own step API: a turn the board allows but a rule
 * option forbids names that option, for every turn of seeded random games that the most lenient
 * rules allow and the game's rules do not.
 */
class TurnDiagnosisTest {
  private static final Ruleset LENIENT = Ruleset.standard();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "chain=mandatory|stops the chain early, but chains must continue (chain=mandatory)",
        "first-turn-chain=forbidden|continues the chain in the first turn"
            + " (first-turn-chain=forbidden)",
        "capture=larger|takes the smaller group where a larger one can be taken (capture=larger)",
        "vela=black|is not allowed by the Vela rules here (vela=black)"
      })
  void aTurnTheBoardAllowsNamesTheOptionThatForbidsIt(String option, String reason) {
    Ruleset rules = Ruleset.parse(option);
    int explained = 0;
    for (long seed = 1; seed <= 40 && explained < 30; seed++) {
      Random random = new Random(seed);
      Game game = Game.start(Variant.sivy(), rules);
      for (int ply = 0; ply < 30 && !game.isOver(); ply++) {
        ImmutableList<Turn> strict = game.legalTurns();
        for (Turn t : CaptureEngine.instance().legalTurns(game.position(), LENIENT)) {
          // under Vela a capture may take fewer stones: the same text is then the legal turn
          if (strict.stream().noneMatch(s -> s.toString().equals(t.toString()))) {
            Game g = game;
            IllegalTurnException e =
                assertThrows(IllegalTurnException.class, () -> g.play(t.toString()), t::toString);
            assertTrue(e.reason().startsWith(t + " " + reason), "seed " + seed + ": " + e.reason());
            explained++;
          }
        }
        game = game.play(strict.get(random.nextInt(strict.size())));
      }
    }
    assertTrue(explained >= 5, "only " + explained + " turns to explain under " + option);
  }

  @Test
  void aHuffOfAStoneThatIsNotLiableIsNamed() {
    Game g = Game.start(Variant.sivy(), Ruleset.parse("huffing=on"));
    IllegalTurnException e = assertThrows(IllegalTurnException.class, () -> g.play("xd4:f2-e3A"));
    assertTrue(e.reason().contains("the stone on d4 cannot be huffed"), e.reason());
    assertEquals(2, e.column());
  }

  @Test
  void aPointTakenEarlierInTheChainIsEmptyForItsLaterSteps() {
    // b1-c1W takes a1, c1-b2A takes a3, b2-a1W lands where a1's stone was and takes c3
    Position p = Position.parse("9/9/B1B6/9/BW7 w 0 1");
    Game g = Game.start(Variant.sivy(), Ruleset.standard(), p);
    assertEquals("b1-c1W-b2A-a1W", g.play("b1-c1W-b2A-a1W").turns().get(0).toString());
    IllegalTurnException e =
        assertThrows(IllegalTurnException.class, () -> g.play("b1-c1W-b2A-a1A"));
    assertTrue(e.reason().contains("step b2-a1 captures nothing by approach"), e.reason());
    assertEquals(14, e.column());
  }
}
