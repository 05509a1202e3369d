package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Seeded random play for property tests. */
final class RandomGames {
  private RandomGames() {}

  /** The variants under test: every registered one. */
  static List<Variant> variants() {
    return Variants.all();
  }

  static Game play(Variant variant, Ruleset rules, long seed, int maxTurns) {
    SplittableRandom random = new SplittableRandom(seed);
    Game g = Game.start(variant, rules);
    for (int i = 0; i < maxTurns && !g.isOver(); i++) {
      ImmutableList<Turn> legal = g.legalTurns();
      g = g.play(legal.get(random.nextInt(legal.size())));
    }
    return g;
  }

  /** Seeds × variants as arguments: variant name, seed. */
  static List<Object[]> cases(int seeds) {
    List<Object[]> out = new ArrayList<>();
    for (Variant v : variants()) {
      for (long s = 1; s <= seeds; s++) {
        out.add(new Object[] {v.name(), s});
      }
    }
    return out;
  }
}
