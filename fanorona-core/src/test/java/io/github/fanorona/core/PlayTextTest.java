package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Issue 45: {@code Game.play(String)} is the one door from a typed turn to the next game, and its
 * error says what is legal whatever was wrong with the text, so that the terminal game and the site
 * need not add it themselves.
 */
class PlayTextTest {
  private final Game start = Game.start(Variant.sivy());

  @Test
  void aMalformedTurnCarriesAndNamesTheLegalTurns() {
    FanoronaParseException e = assertThrows(FanoronaParseException.class, () -> start.play("f2-"));
    assertEquals(start.legalTurns(), e.legalTurns());
    assertEquals(
        "f2-: unexpected '-'; legal here: d2-e3A, d3-e3A, d3-e3W, e2-e3A, f2-e3A", e.reason());
    assertEquals(3, e.column());
    // the place survives a move to another line, and so do the turns
    assertEquals(start.legalTurns(), e.relocate(4, 10, 2).legalTurns());
  }

  @Test
  void aTextReadWithoutAGameNamesNoLegalTurn() {
    FanoronaParseException e =
        assertThrows(FanoronaParseException.class, () -> WrittenTurn.parse("f2-"));
    assertTrue(e.legalTurns().isEmpty());
    assertEquals("f2-: unexpected '-'", e.reason());
  }

  @Test
  void anIllegalOrAmbiguousTurnKeepsItsOwnKind() {
    IllegalTurnException illegal =
        assertThrows(IllegalTurnException.class, () -> start.play("a1-a2"));
    assertEquals(start.legalTurns(), illegal.legalTurns());
    assertThrows(AmbiguousTurnException.class, () -> start.play("d3-e3"));
  }
}
