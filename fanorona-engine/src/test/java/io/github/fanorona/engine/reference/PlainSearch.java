package io.github.fanorona.engine.reference;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A plain full-width minimax through {@link Game} alone (no pruning, no tables, no heuristics), the
 * reference the engine and the endgame tables are checked against. A value of {@code MATE - k} is a
 * win in {@code k} turns for the side to move, {@code -(MATE - k)} a loss, 0 neither within the
 * depth.
 */
public final class PlainSearch {
  public static final int MATE = 1000;

  private PlainSearch() {}

  public static int value(Game g, int depth) {
    Optional<Outcome> o = g.outcome();
    if (o.isPresent()) {
      Optional<Side> w = o.get().winner();
      return w.isEmpty() ? 0 : w.get() == g.position().sideToMove() ? MATE : -MATE;
    }
    if (depth == 0) {
      return 0;
    }
    int best = -MATE - 1;
    for (Turn t : g.legalTurns()) {
      int v = -value(g.play(t), depth - 1);
      best = Math.max(best, v > 0 ? v - 1 : v < 0 ? v + 1 : 0);
    }
    return best;
  }

  public static int distance(int value) {
    return MATE - Math.abs(value);
  }

  /** A Sivy position of 2 to {@code maxStones} stones, both sides present, game not over. */
  public static Game randomEnding(long seed, int maxStones) {
    SplittableRandom random = new SplittableRandom(seed);
    Geometry g = Variant.sivy().geometry();
    while (true) {
      int n = 2 + random.nextInt(maxStones - 1);
      long white = 0;
      long black = 0;
      for (int i = 0; i < n; i++) {
        long bit;
        do {
          bit = 1L << random.nextInt(g.size());
        } while (((white | black) & bit) != 0);
        if (i == 0 || (i > 1 && random.nextBoolean())) {
          white |= bit;
        } else {
          black |= bit;
        }
      }
      Side side = random.nextBoolean() ? Side.WHITE : Side.BLACK;
      Game game =
          Game.start(Variant.sivy(), Ruleset.standard(), Position.of(g, white, black, side));
      if (!game.isOver()) {
        return game;
      }
    }
  }
}
