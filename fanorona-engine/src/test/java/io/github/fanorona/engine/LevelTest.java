package io.github.fanorona.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The ladder of levels: numbering, the engines, and the deliberate errors of the lowest. */
class LevelTest {
  @Test
  void theLadderIsNumberedFromOneAndRefusesNumbersOffIt() {
    assertEquals(Level.BEGINNER, Level.of(1));
    assertEquals(Level.STRONGEST, Level.of(Level.values().length));
    assertEquals(7, Level.EXPERT.number());
    assertEquals(Level.CLUB, Level.of(5));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Level.of(0));
    assertTrue(e.getMessage().contains("levels are 1 to 9"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Level.of(10));
    assertEquals("engine depth 1, noise 150", Level.BEGINNER.engine().toString());
    assertEquals("engine depth 3", Level.CLUB.engine().toString());
    assertEquals("engine depth 7", Level.EXPERT.engine().toString());
    assertEquals("engine depth 64, 50 ms", Level.MASTER.engine().toString());
    assertEquals("engine depth 64, 1000 ms", Level.STRONGEST.engine().toString());
  }

  @Test
  void theBeginnersErrorsAreTheSameForTheSameGameAndChangeItsChoices() {
    Engine beginner = Level.BEGINNER.engine();
    Engine exact = Engine.of(SearchLimits.depth(1).withTableBits(12));
    int differ = 0;
    for (long seed = 1; seed <= 30; seed++) {
      Game g = TimeManagementTest.randomGame(seed);
      if (g.isOver()) {
        continue;
      }
      Turn once = beginner.search(g).best();
      assertEquals(once, beginner.search(g).best(), g.toString());
      assertTrue(g.legalTurns().contains(once));
      differ += once.equals(exact.search(g).best()) ? 0 : 1;
    }
    assertTrue(differ >= 5, differ + " of 30 choices changed by the errors");
  }

  @Test
  void theBeginnerStillBeatsRandomPlay() {
    Engine beginner = Level.BEGINNER.engine();
    SplittableRandom random = new SplittableRandom(9);
    int wins = 0;
    for (int game = 0; game < 10; game++) {
      Side mine = game % 2 == 0 ? Side.WHITE : Side.BLACK;
      Game g = Game.start(Variant.sivy());
      while (!g.isOver() && g.turns().size() < 200) {
        List<Turn> turns = g.legalTurns();
        g =
            g.play(
                g.position().sideToMove() == mine
                    ? beginner.search(g).best()
                    : turns.get(random.nextInt(turns.size())));
      }
      wins += g.outcome().flatMap(Outcome::winner).equals(Optional.of(mine)) ? 1 : 0;
    }
    assertTrue(wins >= 9, wins + " of 10");
  }
}
