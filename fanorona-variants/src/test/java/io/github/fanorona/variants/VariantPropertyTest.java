package io.github.fanorona.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random games of every variant (and of the capture variants under huffing, whose positions carry
 * liable stones), checking at every position: the position string reads back, the incremental
 * Zobrist key equals the one computed from scratch, no turn is listed twice, and a turn's text
 * replays the turn ({@link ClickTest} checks the click-by-click turns). Each case prints its seed.
 */
class VariantPropertyTest {
  private static final int GAMES = 4;
  private static final int MAX_PLIES = 70;

  static Stream<Arguments> cases() {
    Stream.Builder<Arguments> out = Stream.builder();
    long seed = 0x5eed_2026L;
    for (Variant v : Variants.all()) {
      for (int i = 0; i < GAMES; i++) {
        out.add(Arguments.of(v.name(), "", seed++));
      }
    }
    for (String name : List.of("sivy", "dimy", "telo-capture")) {
      for (int i = 0; i < GAMES; i++) {
        out.add(Arguments.of(name, "french", seed++));
      }
    }
    out.add(Arguments.of("vela", "vela,vela=white", seed++));
    out.add(Arguments.of("dimy", "chain=mandatory,capture=larger", seed++));
    return out.build();
  }

  @ParameterizedTest(name = "{0} rules ''{1}'' seed {2}")
  @MethodSource("cases")
  void randomGamesKeepEveryInvariant(String variantName, String rules, long seed) {
    Variant variant = Variants.byName(variantName);
    Ruleset ruleset = Presets.ruleset(rules, variant);
    Game game = Game.start(variant, ruleset, variant.start(ruleset));
    SplittableRandom random = new SplittableRandom(seed);
    String where = variantName + " '" + rules + "' seed " + seed;
    for (int ply = 0; ply < MAX_PLIES && !game.isOver(); ply++) {
      Position p = game.position();
      String at = where + " ply " + ply + " at " + p;
      assertEquals(p, variant.parsePosition(p.toString()), at);
      assertEquals(p.computeZobristKey(), p.zobristKey(), at);
      List<Turn> legal = game.legalTurns();
      assertTrue(!legal.isEmpty(), at + ": a game not over has a turn");
      assertEquals(legal.size(), new HashSet<>(legal).size(), at + ": no turn twice");
      Turn t = legal.get(random.nextInt(legal.size()));
      Game next = game.play(t);
      assertEquals(next.position(), game.play(t.toString()).position(), at + " playing " + t);
      game = next;
    }
  }
}
