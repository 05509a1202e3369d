package io.github.fanorona.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Matches: engine against random play, the parallel match, balanced openings, the baseline. */
class MatchTest {
  @Test
  void aParallelMatchPlaysEveryGameOrStopsWhenToldTo() {
    Match m = Match.of(Variant.sivy(), Ruleset.standard()).withGames(6).withMaxTurns(20);
    Player a = Player.engine(Engine.of(SearchLimits.depth(1)));
    Player b = Player.baseline(SearchLimits.depth(1));
    MatchResult all = m.play(a, b, 2, r -> false, (g, r) -> {});
    assertEquals(6, all.games());
    MatchResult some = m.play(a, b, 1, r -> r.games() >= 3, (g, r) -> {});
    assertEquals(3, some.games());
  }

  @Test
  void balancedOpeningsHaveEvenMaterialAndAnEvenScoreAndAnyOpeningMayNot() {
    // A turn cap below the opening's 4 turns: every game is its opening, unplayed.
    Match balanced = Match.of(Variant.sivy(), Ruleset.standard()).withGames(20).withMaxTurns(1);
    List<Game> openings = new ArrayList<>();
    Player first = Player.random(3);
    balanced.play(first, first, openings::add);
    assertEquals(20, openings.size());
    for (Game opening : openings) {
      assertEquals(4, opening.turns().size());
      Position p = opening.position();
      assertEquals(p.count(Side.WHITE), p.count(Side.BLACK), p.toString());
      int judged = Openings.judge(Match.BALANCE_DEPTH).search(opening).score();
      assertTrue(Math.abs(judged) <= Match.BALANCE_SCORE, p + " scores " + judged);
    }
    List<Game> any = new ArrayList<>();
    balanced.withBalancedOpenings(false).play(first, first, any::add);
    assertTrue(
        any.stream().anyMatch(g -> !isEven(g.position())),
        "twenty random openings of 4 turns all left even material");
  }

  @Test
  void theOpeningsAreThoseEveryPairOfGamesStartsFromAndPlayOutStopsAtTheCap() {
    Match m = Match.of(Variant.sivy(), Ruleset.standard()).withGames(5).withMaxTurns(4);
    List<Game> openings = m.openings();
    assertEquals(3, openings.size()); // an odd last game has an opening of its own
    List<Game> played = new ArrayList<>();
    m.play(Player.random(1), Player.random(2), played::add);
    for (int i = 0; i < played.size(); i++) {
      assertEquals(openings.get(i / 2).turns(), played.get(i).turns(), "game " + i);
    }
    Match longer = m.withMaxTurns(9);
    Game g = longer.playOut(openings.get(0), Player.random(3), Player.random(4));
    assertEquals(openings.get(0).turns(), g.turns().subList(0, 4));
    assertTrue(g.isOver() || g.turns().size() == 9, g.turns().toString());
  }

  @Test
  void aDeeperJudgeKeepsOnlyOpeningsItScoresEvenWhereDepthFourLetsSomeThrough() {
    Match shallow = Match.of(Variant.sivy(), Ruleset.standard()).withGames(100).withSeed(11);
    Engine deep = Openings.judge(8);
    // Seed 11's openings of 4 turns, judged at depth 4: at depth 8 some are stones ahead.
    assertTrue(
        shallow.openings().stream()
            .anyMatch(g -> Math.abs(deep.search(g).score()) > Match.BALANCE_SCORE),
        "every opening judged at depth 4 is even at depth 8 too");
    List<Game> judged = shallow.withGames(20).withBalanceDepth(8).openings();
    assertEquals(10, judged.size());
    for (Game opening : judged) {
      assertTrue(isEven(opening.position()), opening.position().toString());
      int score = deep.search(opening).score();
      assertTrue(Math.abs(score) <= Match.BALANCE_SCORE, opening.position() + " scores " + score);
    }
    // The constructor of 2.0 judges at depth 4 and lets openings repeat, as before.
    Match old = new Match(Variant.sivy(), Ruleset.standard(), 20, 4, 300, 11, true);
    assertEquals(Match.BALANCE_DEPTH, old.balanceDepth());
    assertEquals(shallow.withGames(20).withMaxTurns(300).openings(), old.openings());
  }

  @Test
  void distinctOpeningsNeverRepeatAPositionWhereRepeatsOtherwiseHappen() {
    // Seed 8's 50 openings of 4 turns reach 40 positions: 10 repeat an earlier one.
    Match m = Match.of(Variant.sivy(), Ruleset.standard()).withGames(100).withSeed(8);
    assertTrue(new HashSet<>(positions(m.openings())).size() < 50, "seed 8 repeats no opening");
    List<Position> distinct = positions(m.withDistinctOpenings(true).openings());
    assertEquals(50, distinct.size());
    assertEquals(50, new HashSet<>(distinct).size(), distinct.toString());
  }

  @Test
  void aJudgeOutOfRangeIsRefused() {
    Match m = Match.of(Variant.sivy(), Ruleset.standard());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> m.withBalanceDepth(0));
    assertTrue(e.getMessage().contains("1 to 20"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> m.withBalanceDepth(21));
  }

  private static List<Position> positions(List<Game> games) {
    return games.stream().map(Game::position).toList();
  }

  private static boolean isEven(Position p) {
    return p.count(Side.WHITE) == p.count(Side.BLACK);
  }

  @Test
  void beatsRandomPlayAtDepthTwo() {
    MatchResult r =
        Match.of(Variant.sivy(), Ruleset.standard())
            .withGames(10)
            .play(Player.engine(Engine.of(SearchLimits.depth(2))), Player.random(5));
    assertEquals(10, r.games());
    assertTrue(r.wins() >= 9, r.summary());
  }

  @Test
  void theBaselinePlayerNamesItsLimitsAndPlaysLegalTurns() {
    Player baseline = Player.baseline(SearchLimits.time(java.time.Duration.ofMillis(100)));
    assertEquals("baseline depth 64, 100 ms", baseline.name());
    Game g = Game.start(Variant.sivy());
    assertTrue(g.legalTurns().contains(Player.baseline(SearchLimits.depth(2)).choose(g)));
  }
}
