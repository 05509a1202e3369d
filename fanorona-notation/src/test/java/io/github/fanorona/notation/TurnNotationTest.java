package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.core.Variant;
import io.github.fanorona.core.WrittenTurn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TurnNotationTest {
  private static final Game START = Game.start(Variant.sivy());

  private static Game after(String... turns) {
    Game g = START;
    for (String t : turns) {
      g = g.play(WrittenTurn.parse(t).resolve(g));
    }
    return g;
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "d3-e3W|d3-e3W",
        "D3E3w|d3-e3W",
        "d3e3W|d3-e3W",
        "d3-e3-|d3-e3W",
        "d3e3-.|d3-e3W",
        "e2-e3|e2-e3A",
        "e2e3+|e2-e3A",
        "f2-e3A2|f2-e3A",
        "f2e3a2|f2-e3A",
        "F2E3A2.|f2-e3A",
        "d2-e3|d2-e3A"
      })
  void readsTheDialectsAtTheStart(String text, String canonical) {
    assertEquals(canonical, WrittenTurn.parse(text).resolve(START).toString());
  }

  @Test
  void readsChainsInEveryDialect() {
    // after f2-e3A d5-d4A White's g3 may withdraw; find a position with a two-step chain
    Game g = after("f2-e3A", "d5-d4A", "g3-f2W", "c3-d2A", "e3-d3W");
    Turn chain =
        g.legalTurns().stream().filter(t -> t.steps().size() == 2).findFirst().orElseThrow();
    String c = chain.toString();
    String a = chain.steps().get(0).to().toString();
    String b = chain.steps().get(1).to().toString();
    String o = chain.origin().toString();
    char k1 = chain.steps().get(0).capture().orElseThrow().letter();
    char k2 = chain.steps().get(1).capture().orElseThrow().letter();
    String s1 = k1 == 'A' ? "+" : "-";
    String s2 = k2 == 'A' ? "+" : "-";
    for (String text :
        new String[] {
          c,
          c.toUpperCase(),
          c.replace("-", ""),
          o + "-" + a + k1 + "," + a + "-" + b + k2,
          o + a + s1 + "," + a + b + s2 + ".",
          o + a + s1 + "," + b + s2
        }) {
      assertEquals(chain, WrittenTurn.parse(text).resolve(g), text);
    }
  }

  @Test
  void printsCountsAndMalagasyPoints() {
    Turn t = WrittenTurn.parse("f2-e3A").resolve(START);
    assertEquals("f2-e3A2", TurnNotation.format(t, PointStyle.STANDARD, true));
    assertEquals("B6-C5A", TurnNotation.format(t, PointStyle.MALAGASY, false));
    assertEquals(t, WrittenTurn.parse("b6-c5", PointStyle.MALAGASY).resolve(START));
  }

  private static FanoronaException error(String text, Game g) {
    return assertThrows(FanoronaException.class, () -> WrittenTurn.parse(text).resolve(g));
  }

  @Test
  void wrongCountIsAnError() {
    FanoronaException e = error("f2-e3A3", START);
    assertEquals(7, e.column());
    assertTrue(e.reason().contains("takes 2 stones, not 3"), e.reason());
  }

  @Test
  void missingLetterWhenBothFitNamesBoth() {
    // d3-e3 captures e4.. by approach? no: e3 empty, approach hits f3? check both kinds exist
    Game g = START;
    Turn a = null;
    for (Turn t : g.legalTurns()) {
      for (Turn u : g.legalTurns()) {
        if (t != u
            && t.origin() == u.origin()
            && t.destination() == u.destination()
            && t.steps().size() == 1
            && u.steps().size() == 1) {
          a = t;
        }
      }
    }
    assertTrue(a != null);
    String text = a.origin() + "-" + a.destination();
    FanoronaException e = error(text, g);
    assertTrue(e.reason().contains(text + "A or " + text + "W"), e.reason());
    assertEquals(4, e.column());
  }

  @Test
  void explainsIllegalTurns() {
    FanoronaException e = error("d4-e3", START);
    assertTrue(e.reason().startsWith("d4-e3: no White stone on d4; legal here: "), e.reason());
    assertEquals(1, e.column());
    Game lone =
        Game.start(Variant.sivy(), Ruleset.standard(), Position.parse("9/9/9/9/W1B6 w 0 1"));
    e = error("a1-a2A", lone);
    assertTrue(e.reason().startsWith("a1-a2A captures nothing by approach"), e.reason());
    assertEquals(6, e.column());
    e = error("a2-a3", START);
    assertTrue(e.reason().contains("a3 is not empty"), e.reason());
    assertEquals(4, e.column());
    e = error("d3-f4", START);
    assertTrue(e.reason().contains("d3 and f4 are not neighbours"), e.reason());
    e = error("d3", START);
    assertTrue(e.reason().contains("expected a landing point after d3"), e.reason());
    e = error("d3-e3Q", START);
    assertEquals(6, e.column());
  }

  @Test
  void paikaWhileCaptureExistsNamesTheCaptures() {
    Game g = Game.start(Variant.sivy(), Ruleset.standard(), Position.parse("9/9/9/9/W1B6 w 0 1"));
    FanoronaException e = error("a1-a2", g);
    assertTrue(e.reason().endsWith("legal here: a1-b1A"), e.reason());
    assertTrue(e.reason().contains("capture is available elsewhere: "), e.reason());
  }

  @Test
  void aCountIsNotReadAsAFurtherPoint() {
    // seed 56 reaches a position where both a3-b2A and a3-b2A-a1W are legal for Black
    Game played = RandomGames.play(Variant.sivy(), Ruleset.standard(), 56, 30);
    Game g = START;
    for (int i = 0; i < 3; i++) {
      g = g.play(played.turns().get(i));
    }
    assertEquals("a3-b2A", WrittenTurn.parse("a3-b2A1").resolve(g).toString());
    assertEquals("a3-b2A-a1W", WrittenTurn.parse("a3-b2A1-a1W1").resolve(g).toString());
    assertEquals("a3-b2A", WrittenTurn.parse("a3-b2").resolve(g).toString());
    assertEquals("a3-b2A-a1W", WrittenTurn.parse("a3b2a1").resolve(g).toString());
  }
}
