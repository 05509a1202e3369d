package io.github.fanorona.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** Where {@link Blunders} says two games lost to the 1997 engine turned (seed 5, 100 ms a turn). */
class BlundersTest {
  /** Black (ours) blundered at its first decision: a chain of two into a recapture of four. */
  private static final String BLUNDER =
      "d2-e3A h4-g5W g3-h4A g4-g3A e3-f4A e4-e3A-d2W-e2W d3-e3A c3-d3W-d2A c1-b2A-c2A-c3A-d2W-d3A"
          + " e5-e4A h4-h3W i4-i3A h3-g3W a4-b4 a1-a2 b5-c5 h1-g1 c5-c4 b1-c1 c4-c5 c1-c2 c5-b5"
          + " g1-h1 b4-c5 c2-b2 b5-a5 b2-b3 c5-c4 d3-d2 c4-c5 b3-b4 a5-b5 b4-b3W c5-c4 a2-a1"
          + " c4-c5 b3-b4 c5-d5 b4-c3 e4-d4 d2-d3A f5-g5 g3-g4A";

  /** The random opening left Black (ours) two and a half stones behind at its first decision. */
  private static final String BEHIND =
      "d3-e3A c3-d3A e2-e3A-f3W d4-c3A-d3W c1-b2A-b3A c4-c3A f3-e3A a4-a3A b3-c3W-b4A-a3W f4-f3A"
          + " e3-d3W d5-d4A g3-f3W-f4A-e4W g5-h4A-h3A e4-f4W i5-i4 i2-i3A h3-g3W-g4W-h4W b1-c1"
          + " h5-g5 c1-d2 g5-h5 d2-e3 h5-i5 e3-f3 i5-h5 i1-i2 h4-i5 e1-f2 h5-g5 f3-f4 i5-h5"
          + " f4-e3W h5-i5 e3-d3 i5-h5 i2-i3 h5-i5 i3-i4A";

  @Test
  void aLevelGameTurnsWhereTheScoreFellByMoreThanTwoStones() throws IOException {
    Game g = Conversions.replay(BLUNDER);
    Blunders.Turning t = Blunders.turningPoint(g, Side.BLACK, "new-FORCED_CAPTURES", 6, 4);
    assertEquals(5, t.at());
    assertEquals("e4-e3A-d2W-e2W", g.turns().get(t.at()).toString());
    assertFalse(t.fromOpening());
    // The course starts at our first decision after the 4 random turns, and lists the material.
    assertTrue(t.course().startsWith(" 5:"), t.course());
    assertTrue(t.course().contains("(18-19)"), t.course());
  }

  @Test
  void aGameBehindAtItsFirstDecisionTurnedInTheOpening() throws IOException {
    Game g = Conversions.replay(BEHIND);
    Blunders.Turning t = Blunders.turningPoint(g, Side.BLACK, "new-FORCED_CAPTURES", 6, 4);
    assertEquals(5, t.at());
    assertTrue(t.fromOpening());
  }

  @Test
  void aPrefixIsTheGameAfterItsFirstTurns() {
    Game g = Conversions.replay(BEHIND);
    Game p = Blunders.prefix(g, 5);
    assertEquals(5, p.turns().size());
    assertEquals(g.turns().subList(0, 5), p.turns());
  }
}
