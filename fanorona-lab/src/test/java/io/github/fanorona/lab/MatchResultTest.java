package io.github.fanorona.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Side;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MatchResultTest {
  private static final Optional<Outcome> WHITE_WINS =
      Optional.of(Outcome.win(Side.WHITE, Outcome.Reason.NO_STONES));

  @Test
  void countsFromTheFirstPlayersSide() {
    MatchResult r =
        MatchResult.empty("a", "b")
            .add(WHITE_WINS, Side.WHITE)
            .add(WHITE_WINS, Side.BLACK)
            .add(Optional.of(Outcome.draw(Outcome.Reason.REPETITION)), Side.WHITE)
            .add(Optional.empty(), Side.BLACK);
    assertEquals(1, r.wins());
    assertEquals(1, r.losses());
    assertEquals(2, r.draws());
    assertEquals(1, r.adjudicated());
    assertEquals(0.5, r.score(), 1e-9);
    assertTrue(r.low() < 0.5 && r.high() > 0.5);
  }

  @Test
  void anAllWinMatchStillHasAnInterval() {
    MatchResult r = MatchResult.empty("a", "b");
    for (int i = 0; i < 200; i++) {
      r = r.add(WHITE_WINS, Side.WHITE);
    }
    assertEquals(1.0, r.score(), 1e-9);
    assertEquals(1.0, r.high(), 1e-9);
    // Wilson's lower bound for 200 of 200 at 95 %: 1 / (1 + 1.96^2 / 200) = 0.9812
    assertEquals(0.981, r.low(), 0.001);
    assertTrue(r.summary().contains("200 wins, 0 draws (0 adjudicated), 0 losses of 200"));
  }

  @Test
  void theSummarySaysOneWinOneDrawOneLoss() {
    MatchResult r =
        MatchResult.empty("a", "b")
            .add(WHITE_WINS, Side.WHITE)
            .add(WHITE_WINS, Side.BLACK)
            .add(Optional.of(Outcome.draw(Outcome.Reason.REPETITION)), Side.WHITE);
    assertTrue(
        r.summary().startsWith("a vs b: 1 win, 1 draw (0 adjudicated), 1 loss of 3 games;"),
        r.summary());
  }
}
