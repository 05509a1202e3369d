package io.github.fanorona.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.AlignmentEngine;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.UnknownNameException;
import io.github.fanorona.core.Variant;
import org.junit.jupiter.api.Test;

/** The variant registry and the start position a ruleset gives. */
class VariantsTest {
  @Test
  void everyNameAndAliasFindsItsVariantInAnyCase() {
    assertSame(Variant.sivy(), Variants.byName("TSIVY"));
    assertSame(Variant.sivy(), Variants.byName("fanorona"));
    assertSame(Variants.DIMY, Variants.byName("Dimy"));
    assertSame(Variants.TELO, Variants.byName("telo"));
    assertSame(Variants.TELO, Variants.byName("Fanoron-Telo"));
    assertSame(Variants.TELO, Variants.byName("fanorona-telo"));
    assertSame(Variants.TELO_CAPTURE, Variants.byName("telo-capture"));
    assertSame(Variants.VELA, Variants.byName("VELA"));
    UnknownNameException e =
        assertThrows(UnknownNameException.class, () -> Variants.byName("telo-alignment-x"));
    assertTrue(e.reason().contains("telo, telo-capture"), e.reason());
    assertEquals("variant", e.what());
    assertTrue(e.known().contains("dimy"), e.known().toString());
  }

  @Test
  void teloIsAPlacementGameOnThreeByThree() {
    assertEquals("3/3/3 w 3 3 0 1", Variants.TELO.start().toString());
    assertTrue(Variants.TELO.engine() instanceof AlignmentEngine);
    assertEquals(9, Game.start(Variants.TELO).legalTurns().size());
  }

  @Test
  void aVelaBeneficiaryMovesFirst() {
    assertEquals(Side.BLACK, Variants.VELA.start().sideToMove());
    assertEquals(Side.WHITE, Variants.VELA.start(Ruleset.parse("vela=white")).sideToMove());
    assertEquals(Side.BLACK, Variant.sivy().start(Ruleset.parse("vela=black")).sideToMove());
    assertSame(Variant.sivy().start(), Variant.sivy().start(Ruleset.standard()));
    assertSame(Variants.TELO.start(), Variants.TELO.start(Ruleset.parse("vela=black")));
  }

  @Test
  void theVelaVariantWithTheVelaRuleOffIsTheOrdinaryGame() {
    Position start = Variants.VELA.start(Ruleset.parse("vela=off"));
    assertEquals(Variant.sivy().start(), start);
    assertEquals(Side.BLACK, Variants.VELA.start(Variants.VELA.defaultRuleset()).sideToMove());
  }
}
