package io.github.fanorona.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.common.testing.EqualsTester;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Variants are values, and a game's history is a value read without rebuilding it. */
class VariantValuesTest {
  @Test
  void variantsBuiltAlikeAreEqualAndSoAreTheirGames() {
    new EqualsTester()
        .addEqualityGroup(Variants.board(5, 5), Variants.board(5, 5), Variants.byName("board:5x5"))
        .addEqualityGroup(Variants.board(7, 3), Variants.byName("BOARD:7x3"))
        .addEqualityGroup(Variants.DIMY)
        .addEqualityGroup(Variant.sivy(), Variants.byName("fanorona"))
        .testEquals();
    assertEquals(
        Game.start(Variants.board(5, 5)).play("c2-c3A"),
        Game.start(Variants.board(5, 5)).play("c2-c3A"));
  }

  @Test
  void aVariantWithAnotherDefaultRulesetIsAnotherVariant() {
    Variant sivy = Variant.sivy();
    Variant mandatory =
        Variant.builder(sivy.name(), sivy.start(), sivy.engine())
            .displayName(sivy.displayName())
            .aliases(sivy.aliases().toArray(new String[0]))
            .description(sivy.description())
            .defaultRuleset(Ruleset.parse("chain=mandatory"))
            .build();
    assertNotEquals(sivy, mandatory);
  }

  /**
   * Games that branch from one another (a turn, an undo and another turn; two turns tried from the
   * same game) share their history's arrays, so each must still read exactly its own turns.
   */
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
  void branchingGamesKeepTheirOwnHistory(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<Game> games = new ArrayList<>(List.of(Game.start(Variants.DIMY)));
    List<List<Turn>> expected = new ArrayList<>(List.of(List.of()));
    for (int i = 0; i < 200; i++) {
      int from = random.nextInt(games.size());
      Game g = games.get(from);
      if (g.isOver()) {
        continue;
      }
      Turn t = g.legalTurns().get(random.nextInt(g.legalTurns().size()));
      games.add(g.play(t));
      List<Turn> turns = new ArrayList<>(expected.get(from));
      turns.add(t);
      expected.add(turns);
    }
    for (int i = 0; i < games.size(); i++) {
      Game g = games.get(i);
      assertEquals(expected.get(i), g.turns(), "seed " + seed + ", game " + i);
      List<Position> positions = g.positions();
      assertEquals(g.turns().size() + 1, positions.size(), "seed " + seed);
      assertEquals(g.position(), positions.get(positions.size() - 1), "seed " + seed);
      Position p = positions.get(0);
      for (int k = 0; k < g.turns().size(); k++) {
        p = p.play(g.turns().get(k));
        assertEquals(positions.get(k + 1), p, "seed " + seed + ", game " + i + ", turn " + k);
      }
    }
  }

  @Test
  void theHistoryCannotBeChanged() {
    Game g = Game.start(Variant.sivy()).play("f2-e3A");
    assertThrows(UnsupportedOperationException.class, () -> g.turns().clear());
    assertThrows(UnsupportedOperationException.class, () -> g.positions().set(0, g.position()));
  }
}
