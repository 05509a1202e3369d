package io.github.fanorona.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.fanorona.core.Perft;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft from the start of each variant, the yardstick of move generation. */
class VariantPerftTest {
  private static long perft(Variant v, int depth) {
    return Perft.count(v, v.start(), depth, Perft.Options.defaults());
  }

  @ParameterizedTest(name = "Dimy depth {0}: {1}")
  @CsvSource({"1, 5", "2, 21", "3, 202", "4, 3469"})
  void dimy(int depth, long expected) {
    assertEquals(expected, perft(Variants.DIMY, depth));
  }

  @ParameterizedTest(name = "capture-Telo depth {0}: {1}")
  @CsvSource({"1, 4", "2, 7", "3, 14", "4, 67"})
  void teloCapture(int depth, long expected) {
    assertEquals(expected, perft(Variants.TELO_CAPTURE, depth));
  }

  @ParameterizedTest(name = "Dimy, no chain on a first turn, depth {0}: {1}")
  @CsvSource({"1, 5", "2, 12", "3, 74", "4, 1145"})
  void dimyFirstTurnChainsForbidden(int depth, long expected) {
    Perft.Options o =
        Perft.Options.defaults().withRuleset(Ruleset.parse("first-turn-chain=forbidden"));
    assertEquals(expected, Perft.count(Variants.DIMY, Variants.DIMY.start(), depth, o));
  }

  @ParameterizedTest(name = "perft after a generation its visitor stopped, {0}")
  @CsvSource({"dimy, 202", "telo-capture, 14"})
  void perftAfterAStoppedGeneration(String name, long expected) {
    Variant v = Variants.byName(name);
    // hasLegalTurn stops the generation at the first turn; the next count must start afresh.
    assertEquals(true, v.engine().hasLegalTurn(v.start(), v.defaultRuleset()));
    assertEquals(expected, perft(v, 3));
  }

  /**
   * Counted by hand: 9, 9x8, 9x8x7, ... drops; at depth 6, White's 1 440 sequences that completed a
   * line on its third drop (8 lines x 3! orders x 6x5 Black drops) have no children.
   */
  @ParameterizedTest(name = "Telo alignment depth {0}: {1}")
  @CsvSource({"0, 1", "1, 9", "2, 72", "3, 504", "4, 3024", "5, 15120", "6, 54720"})
  void teloAlignment(int depth, long expected) {
    assertEquals(expected, perft(Variants.TELO, depth));
  }
}
