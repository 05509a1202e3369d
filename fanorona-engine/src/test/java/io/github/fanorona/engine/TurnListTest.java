package io.github.fanorona.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The fast search's turns are the core engine's turns, position for position. */
class TurnListTest {
  static Stream<Game> servedGames() {
    return EngineTest.everyVariantAndPreset().filter(Search::serves);
  }

  @ParameterizedTest
  @MethodSource("servedGames")
  void theTurnsLeadToTheSamePositionsAsTheCoreEnginesTurns(Game start) {
    Board board = Board.of(start.position().geometry());
    TurnList list = new TurnList(board);
    SplittableRandom random = new SplittableRandom(22);
    boolean larger =
        start.ruleset().captureChoice()
            == io.github.fanorona.core.Ruleset.CaptureChoice.LARGER_GROUP;
    boolean mandatory =
        start.ruleset().chainContinuation()
            == io.github.fanorona.core.Ruleset.ChainContinuation.MANDATORY;
    boolean firstSingle =
        start.ruleset().firstTurnChains()
            == io.github.fanorona.core.Ruleset.FirstTurnChains.FORBIDDEN;
    int positions = 0;
    for (int game = 0; game < 30; game++) {
      Game g = start;
      while (!g.isOver() && g.turns().size() < 80) {
        Position p = g.position();
        Side mover = p.sideToMove();
        List<String> expected = new ArrayList<>();
        for (Turn t : g.legalTurns()) {
          Position next = p.play(t);
          expected.add(
              next.stones(mover) + "/" + next.stones(mover.opponent()) + "/" + next.zobristKey());
        }
        long own = p.stones(mover);
        long opp = p.stones(mover.opponent());
        long key = p.zobristKey();
        assertEquals(
            key,
            board.emptyKey
                ^ board.stonesKey(0, p.stones(Side.WHITE))
                ^ board.stonesKey(1, p.stones(Side.BLACK))
                ^ (mover == Side.BLACK ? board.blackToMove : 0));
        list.generate(
            own, opp, mover.ordinal(), key, firstSingle && p.turnNumber() == 1, larger, mandatory);
        List<String> actual = new ArrayList<>();
        for (int i = 0; i < list.size; i++) {
          actual.add(list.moved[i] + "/" + list.toMove[i] + "/" + list.keys[i]);
        }
        // Two chains that end on the same board are one child: the list keeps it once.
        assertEquals(new TreeSet<>(expected), new TreeSet<>(actual), p.toString());
        assertEquals(new TreeSet<>(actual).size(), actual.size(), "a child listed twice: " + p);
        positions++;
        List<Turn> turns = g.legalTurns();
        g = g.play(turns.get(random.nextInt(turns.size())));
      }
    }
    assertTrue(positions > 100, positions + " positions");
  }
}
