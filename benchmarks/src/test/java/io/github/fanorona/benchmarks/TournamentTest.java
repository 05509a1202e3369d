package io.github.fanorona.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.engine.SearchLimits;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** How {@link Tournament} reads a player's configuration. */
class TournamentTest {
  @Test
  void weightsMayBeSeparatedBySlashesAsWellAsCommas() throws IOException {
    String slashes = Tournament.engine("new@2/4/4/40/3/0/0", SearchLimits.depth(2)).toString();
    String commas = Tournament.engine("new@2,4,4,40,3,0,0", SearchLimits.depth(2)).toString();
    assertEquals(commas, slashes);
    assertTrue(slashes.contains("threat=40"), slashes);
  }

  @Test
  void featuresOffAndWeightsTogether() throws IOException {
    String s = Tournament.engine("new-FUTILITY@2/4/4/8/3/0/0", SearchLimits.depth(2)).toString();
    assertTrue(s.contains("FUTILITY"), s);
  }

  @Test
  void theWrongNumberOfWeightsIsNamed() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Tournament.engine("new@2/4/4/40", SearchLimits.depth(2)));
    assertTrue(e.getMessage().contains("7 weights expected"), e.getMessage());
    assertTrue(e.getMessage().contains("4 in new@2/4/4/40"), e.getMessage());
  }
}
