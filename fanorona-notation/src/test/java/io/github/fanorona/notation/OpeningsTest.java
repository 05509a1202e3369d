package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Variants;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OpeningsTest {
  private static final Position START = Variant.sivy().start();

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource({
    "VAKY LOHA, e2-e3A, e4-e3A",
    "HAVANANA, f2-e3A, d4-e3A",
    "HAVIA, d2-e3A, f4-e3A",
    "FOHY, d3-e3A, f3-e3A",
    "KOBANA, d3-e3W, f3-e3W",
  })
  void eachOpeningHasItsTurn(String name, String white, String black) {
    assertEquals(Optional.of(white), Openings.turnText(name));
    assertEquals(Optional.of(white), Openings.turnText(name.toLowerCase()));
    assertEquals(Optional.of(name), Openings.name(white));
    Turn t = Openings.turn(name).orElseThrow();
    assertEquals(Optional.of(name), Openings.name(t));
    // The turn is one of the legal first turns of the real start position.
    assertTrue(
        Game.start(Variant.sivy(), Ruleset.standard(), START).legalTurns().contains(t), white);
    Openings.Opening o = Openings.byName(name).orElseThrow();
    assertEquals(black, o.turnText(Side.BLACK));
    assertEquals(Optional.of(name), Openings.name(black));
  }

  @Test
  void theFiveOpeningsAreExactlyTheLegalFirstTurns() {
    Set<String> named = new HashSet<>();
    for (Turn t : Game.start(Variant.sivy(), Ruleset.standard(), START).legalTurns()) {
      named.add(Openings.name(t).orElseThrow(() -> new AssertionError(t + " has no name")));
    }
    assertEquals(Set.of("VAKY LOHA", "HAVANANA", "HAVIA", "FOHY", "KOBANA"), named);
    Position blackFirst = START.withSideToMove(Side.BLACK);
    Set<String> blackNamed = new HashSet<>();
    for (Turn t : Game.start(Variant.sivy(), Ruleset.standard(), blackFirst).legalTurns()) {
      blackNamed.add(Openings.name(t).orElseThrow(() -> new AssertionError(t + " has no name")));
    }
    assertEquals(named, blackNamed);
  }

  @Test
  void obliqueAttacksAreNamedFromTheMoversSide() {
    // White sits on row 1; column f is to White's right, so f2 attacks from the right.
    assertEquals("f2", Openings.Opening.HAVANANA.turn(Side.WHITE).origin().toString());
    assertEquals("d2", Openings.Opening.HAVIA.turn(Side.WHITE).origin().toString());
    // Black faces the other way: column d is on Black's right.
    assertEquals("d4", Openings.Opening.HAVANANA.turn(Side.BLACK).origin().toString());
  }

  @Test
  void namesAndTextsAreMatchedLeniently() {
    assertEquals(Optional.of("d2-e3A"), Openings.turnText("lava"));
    assertEquals(Optional.of("d2-e3A"), Openings.turnText("Lava"));
    assertEquals(Optional.of("e2-e3A"), Openings.turnText("vaky-loha"));
    assertEquals(Optional.of("e2-e3A"), Openings.turnText("VakyLoha"));
    assertEquals(Optional.of("HAVANANA"), Openings.name("F2E3A"));
    assertEquals(Optional.of("HAVANANA"), Openings.name("f2-e3A2"));
    assertEquals(Optional.of("KOBANA"), Openings.name("d3-e3w1"));
    assertEquals(Optional.empty(), Openings.name("f2-e3A3"));
    assertEquals(Optional.empty(), Openings.name("d3-e3"));
    assertEquals(Optional.of("VAKY LOHA"), Openings.name("e2-e3"));
    assertEquals(Optional.of("HAVANANA"), Openings.name("f2e3+"));
    assertEquals(Optional.of("KOBANA"), Openings.name("d3e3-"));
    assertEquals(Optional.empty(), Openings.name("a2-a3"));
    assertEquals(Optional.empty(), Openings.turnText("paika"));
    assertEquals(Optional.empty(), Openings.turnText(""));
  }

  @Test
  void turnsOfOtherBoardsOrLaterInTheGameAreNotOpenings() {
    List<Turn> dimy = Game.start(Variants.DIMY).legalTurns();
    for (Turn t : dimy) {
      assertEquals(Optional.empty(), Openings.name(t), t.toString());
    }
    Turn havia = Openings.turn("HAVIA").orElseThrow();
    Position after = START.play(havia);
    for (Turn t : Game.start(Variant.sivy(), Ruleset.standard(), after).legalTurns()) {
      assertEquals(Optional.empty(), Openings.name(t), t.toString());
    }
  }
}
