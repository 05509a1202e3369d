package io.github.fanorona.server;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Turn;
import java.util.List;
import java.util.Random;

/** Games that end by their turns (no resignation, no agreement), for the tests of a game's end. */
public final class EndedGames {
  private EndedGames() {}

  /**
   * Returns a game of a variant and preset played by random legal turns (seeded) until its turns
   * end it: the first seed from 1 whose game ends within 400 turns.
   *
   * @param variant the variant's name, such as "sivy"
   * @param preset the preset's name
   * @return the ended game
   */
  public static Game byTurns(String variant, String preset) {
    for (long seed = 1; ; seed++) {
      Random random = new Random(seed);
      Game g = Game.start(Catalogue.variant(variant), Catalogue.ruleset(variant, preset));
      for (int i = 0; i < 400 && !g.isOver(); i++) {
        List<Turn> legal = g.legalTurns();
        g = g.play(legal.get(random.nextInt(legal.size())));
      }
      if (g.isOver()) {
        return g;
      }
    }
  }
}
