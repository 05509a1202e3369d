package io.github.fanorona.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import java.util.ArrayList;
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
      int judged = Match.JUDGE.search(opening).score();
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
