package io.github.fanorona.lab;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.search.SearchFeature;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * How a {@link Match} draws its openings: seeded random turns from the start, drawn again while
 * they end the game, favour one side (when the match asks for balance) or repeat an earlier
 * opening's position (when it asks for distinct ones).
 */
final class Openings {
  private Openings() {}

  /** The openings of a match, one per pair of games: what {@link Match#openings} returns. */
  static List<Game> draw(Match match) {
    SplittableRandom random = new SplittableRandom(match.seed());
    Engine judge = judge(match.balanceDepth());
    List<Game> openings = new ArrayList<>();
    Set<Position> seen = new HashSet<>();
    for (int i = 0; i < match.games(); i += 2) {
      Game g = opening(match, random, judge, seen);
      seen.add(g.position());
      openings.add(g);
    }
    return List.copyOf(openings);
  }

  /**
   * The search that judges openings at a depth. It judges as the engine did before {@link
   * SearchFeature#FORCED_CAPTURES} (issue 44), so that a seed keeps its openings and matches before
   * and after that change compare on the same ones.
   */
  static Engine judge(int depth) {
    return Tuning.without(Engine.of(SearchLimits.depth(depth)), SearchFeature.FORCED_CAPTURES);
  }

  /**
   * Random turns from the start, drawn again as the class says (after 1,000 attempts the last is
   * kept: few turns from the start may not reach enough positions).
   */
  private static Game opening(
      Match match, SplittableRandom random, Engine judge, Set<Position> seen) {
    Position start = match.variant().start(match.ruleset());
    for (int attempt = 0; ; attempt++) {
      Game g = Game.start(match.variant(), match.ruleset(), start);
      for (int t = 0; t < match.openingTurns() && !g.isOver(); t++) {
        List<Turn> turns = g.legalTurns();
        g = g.play(turns.get(random.nextInt(turns.size())));
      }
      if (attempt > 1000) {
        return g;
      }
      if (g.isOver() || (match.distinctOpenings() && seen.contains(g.position()))) {
        continue;
      }
      if (!match.balanced() || isBalanced(g, judge)) {
        return g;
      }
    }
  }

  private static boolean isBalanced(Game g, Engine judge) {
    Position p = g.position();
    if (p.count(Side.WHITE) != p.count(Side.BLACK)) {
      return false;
    }
    return Math.abs(judge.search(g).score()) <= Match.BALANCE_SCORE;
  }
}
