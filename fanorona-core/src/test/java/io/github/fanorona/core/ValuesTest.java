package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.testing.EqualsTester;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Value semantics and text forms of Ruleset, Point, Position, Turn and Outcome. */
class ValuesTest {

  // ------------------------------------------------------------------ Ruleset

  @Test
  void rulesetEquality() {
    new EqualsTester()
        .addEqualityGroup(
            Ruleset.standard(),
            Ruleset.parse(""),
            Ruleset.parse("  "),
            Ruleset.builder().build(),
            Ruleset.parse("capture=free,chain=optional"))
        .addEqualityGroup(
            Ruleset.parse("capture=larger"),
            Ruleset.parse(" CAPTURE = Larger "),
            Ruleset.builder().captureChoice(Ruleset.CaptureChoice.LARGER_GROUP).build())
        .addEqualityGroup(
            Ruleset.parse("chain=mandatory"),
            Ruleset.builder().chainContinuation(Ruleset.ChainContinuation.MANDATORY).build())
        .addEqualityGroup(Ruleset.parse("first-turn-chain=forbidden"))
        .addEqualityGroup(Ruleset.parse("no-move=draw"))
        .addEqualityGroup(
            Ruleset.parse("no-capture-draw=50"), Ruleset.builder().noCaptureDrawPlies(50).build())
        .addEqualityGroup(Ruleset.parse("no-capture-draw=20"))
        .addEqualityGroup(Ruleset.parse("repetition-draw=3"))
        .addEqualityGroup(Ruleset.parse("huffing=on"))
        .addEqualityGroup(Ruleset.parse("vela=black"))
        .addEqualityGroup(Ruleset.parse("vela=white"))
        .addEqualityGroup(Ruleset.parse("vela-no-capture=beneficiary-loses"))
        .addEqualityGroup(Ruleset.parse("capture=larger,chain=mandatory"))
        .testEquals();
  }

  @Test
  void optionStringIsCanonicalAndRoundTrips() {
    assertEquals("", Ruleset.standard().optionString());
    String all =
        "capture=larger,chain=mandatory,first-turn-chain=forbidden,no-move=draw,"
            + "no-capture-draw=50,repetition-draw=3,huffing=on,vela=black,"
            + "vela-no-capture=beneficiary-loses";
    assertEquals(all, Ruleset.parse(all).optionString());
    assertEquals(
        "capture=larger,chain=mandatory",
        Ruleset.parse("chain=mandatory , capture=larger").optionString());
    assertEquals(Ruleset.parse("chain=mandatory"), Ruleset.standard().with("chain=mandatory"));
    assertEquals(Ruleset.standard(), Ruleset.parse("chain=mandatory").with("chain=optional"));
  }

  @Test
  void randomRulesetsRoundTripThroughTheirOptionString() {
    for (long seed = 0; seed < 200; seed++) {
      SplittableRandom rnd = new SplittableRandom(seed);
      Ruleset r =
          Ruleset.builder()
              .captureChoice(pick(rnd, Ruleset.CaptureChoice.values()))
              .chainContinuation(pick(rnd, Ruleset.ChainContinuation.values()))
              .firstTurnChains(pick(rnd, Ruleset.FirstTurnChains.values()))
              .noMoveResult(pick(rnd, Ruleset.NoMoveResult.values()))
              .noCaptureDrawPlies(rnd.nextBoolean() ? 0 : 1 + rnd.nextInt(100))
              .repetitionDrawCount(rnd.nextBoolean() ? 0 : 2 + rnd.nextInt(4))
              .huffing(rnd.nextBoolean())
              .velaBeneficiary(
                  Optional.ofNullable(pick(rnd, new Side[] {Side.WHITE, Side.BLACK, null})))
              .velaNoCapture(pick(rnd, Ruleset.VelaNoCapture.values()))
              .build();
      assertEquals(r, Ruleset.parse(r.optionString()), "seed " + seed + ": " + r);
      assertEquals(r.hashCode(), Ruleset.parse(r.optionString()).hashCode(), "seed " + seed);
      assertEquals(r, r.toBuilder().build(), "seed " + seed);
    }
  }

  private static <E> E pick(SplittableRandom rnd, E[] values) {
    return values[rnd.nextInt(values.length)];
  }

  private static FanoronaException badRules(String text, int column, String expected) {
    FanoronaException e = assertThrows(FanoronaException.class, () -> Ruleset.parse(text), text);
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(e.reason().contains(expected), e.getMessage());
    return e;
  }

  @Test
  void unknownRuleKeysListTheValidOptions() {
    FanoronaException e = badRules("foo=bar", 1, "unknown rule option 'foo'");
    assertTrue(e.getMessage().contains(Ruleset.validOptions()), e.getMessage());
    for (String key :
        ImmutableList.of(
            "capture=free|larger",
            "chain=optional|mandatory",
            "first-turn-chain=allowed|forbidden",
            "no-move=loss|draw",
            "no-capture-draw=",
            "repetition-draw=")) {
      assertTrue(Ruleset.validOptions().contains(key), key);
    }
  }

  @Test
  void badRuleValuesNameTheKeysValues() {
    badRules("capture=biggest", 1, "option capture expects free|larger, found 'biggest'");
    badRules("chain=mandatory, capture=x", 18, "option capture expects free|larger");
    badRules("chain=sometimes", 1, "optional|mandatory");
    badRules("first-turn-chain=maybe", 1, "allowed|forbidden");
    badRules("no-move=win", 1, "loss|draw");
    badRules("no-capture-draw=abc", 1, "expects a whole number, found 'abc'");
    badRules("no-capture-draw=99999999999", 1, "expects a whole number");
    badRules("no-capture-draw=-1", 1, "expects a whole number, found '-1'");
    badRules("repetition-draw=1", 1, "at least 2");
    badRules("huffing=yes", 1, "off|on");
    badRules("vela=red", 1, "off|white|black");
  }

  @Test
  void malformedRuleItemsAreRejected() {
    badRules("chain", 1, "expected key=value, found 'chain'");
    badRules("capture=larger,,chain=mandatory", 16, "found an empty item");
    badRules("capture=larger,", 16, "found an empty item");
    badRules(",capture=larger", 1, "found an empty item");
    badRules("capture=larger chain=mandatory", 1, "free|larger");
  }

  @Test
  void builderRejectsOutOfRangeNumbers() {
    assertThrows(IllegalArgumentException.class, () -> Ruleset.builder().noCaptureDrawPlies(-1));
    assertThrows(IllegalArgumentException.class, () -> Ruleset.builder().repetitionDrawCount(1));
    assertThrows(IllegalArgumentException.class, () -> Ruleset.builder().set("x", "y"));
  }

  // ------------------------------------------------------------------ Point

  @ParameterizedTest
  @CsvSource({
    "'', 1, expected a point such as 'e3'",
    "e, 1, expected a point such as 'e3'",
    "3e, 1, expected a column letter",
    "e0, 2, expected a row number",
    "e03, 2, expected a row number",
    "e3x, 3, expected a row number",
    "e65, 2, expected a row number 1-64",
    "e100, 1, expected a point such as 'e3'",
    "-3, 1, expected a column letter",
    "\u212A3, 1, expected a column letter",
    "\u00e93, 1, expected a column letter"
  })
  void badPointsAreRejected(String text, int column, String expected) {
    FanoronaParseException e =
        assertThrows(FanoronaParseException.class, () -> Point.parse(text), text);
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(e.reason().contains(expected), e.getMessage());
  }

  @Test
  void pointsRoundTripAndAreInterned() {
    for (Geometry g : ImmutableList.of(Geometry.of(9, 5), Geometry.of(8, 8), Geometry.of(1, 64))) {
      for (Point p : g.points()) {
        assertSame(p, Point.parse(p.toString()));
        assertSame(p, Point.parse(p.toString().toUpperCase(java.util.Locale.ROOT)));
        assertEquals(p, g.point(g.index(p)));
      }
    }
    assertEquals(Point.of(4, 2), Point.parse("E3"));
    assertEquals(Point.of(0, 63), Point.parse("a64"));
    assertEquals(Point.of(25, 0), Point.parse("z1"));
  }

  // ------------------------------------------------------------------ Position, Turn, Outcome

  @Test
  void positionEquality() {
    Position sivy = Position.parse(Boards.SIVY);
    new EqualsTester()
        .addEqualityGroup(
            sivy,
            Variant.sivy().start(),
            Position.parse("BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w"),
            Position.of(
                sivy.geometry(), sivy.stones(Side.WHITE), sivy.stones(Side.BLACK), Side.WHITE))
        .addEqualityGroup(sivy.withCounters(1, 1))
        .addEqualityGroup(sivy.withCounters(0, 2))
        .addEqualityGroup(sivy.withSideToMove(Side.BLACK))
        .addEqualityGroup(sivy.withHuffable(1L << 40))
        .addEqualityGroup(Position.parse(Boards.DIMY))
        .addEqualityGroup(Position.parse("3/3/3 w 3 3 0 1"), Position.parsePlacement("3/3/3 w 3 3"))
        .addEqualityGroup(Position.parse("3/3/3 w 0 1"))
        .addEqualityGroup(Position.parse("9 w"))
        .addEqualityGroup(Position.parse("3/3/3 w 3 2 0 1"))
        .testEquals();
    assertEquals(sivy.zobristKey(), sivy.withCounters(7, 9).zobristKey());
  }

  @Test
  void turnEquality() {
    Position both = Position.parse("5/5/BW1B1/5/5 w 0 1");
    ImmutableList<Turn> first = CaptureEngine.instance().legalTurns(both, Ruleset.standard());
    ImmutableList<Turn> again = CaptureEngine.instance().legalTurns(both, Ruleset.standard());
    Geometry g5 = Geometry.of(5, 5);
    Turn paika =
        CaptureEngine.instance()
            .legalTurns(Position.parse("4B/5/5/5/W4 w 0 1"), Ruleset.standard())
            .stream()
            .filter(t -> t.toString().equals("a1-a2"))
            .findFirst()
            .orElseThrow();
    new EqualsTester()
        .addEqualityGroup(first.get(0), again.get(0))
        .addEqualityGroup(first.get(1), again.get(1))
        .addEqualityGroup(paika, Turn.paika(g5, Point.parse("a1"), Point.parse("a2")))
        .addEqualityGroup(Turn.paika(Geometry.of(9, 5), Point.parse("a1"), Point.parse("a2")))
        .addEqualityGroup(Turn.paika(g5, Point.parse("a2"), Point.parse("a1")))
        .addEqualityGroup(Turn.drop(Geometry.of(3, 3), Point.parse("b2")))
        .testEquals();
    assertThrows(
        IllegalArgumentException.class,
        () -> Turn.paika(g5, Point.parse("a2"), Point.parse("b3")),
        "a2 is weak: no diagonal line");
  }

  @Test
  void outcomeEquality() {
    new EqualsTester()
        .addEqualityGroup(
            Outcome.win(Side.WHITE, Outcome.Reason.NO_STONES),
            Outcome.win(Side.WHITE, Outcome.Reason.NO_STONES))
        .addEqualityGroup(Outcome.win(Side.BLACK, Outcome.Reason.NO_STONES))
        .addEqualityGroup(Outcome.win(Side.WHITE, Outcome.Reason.RESIGNATION))
        .addEqualityGroup(
            Outcome.draw(Outcome.Reason.AGREEMENT), Outcome.draw(Outcome.Reason.AGREEMENT))
        .addEqualityGroup(Outcome.draw(Outcome.Reason.REPETITION))
        .testEquals();
    assertEquals("1-0", Outcome.win(Side.WHITE, Outcome.Reason.NO_LEGAL_TURN).resultString());
    assertEquals("0-1", Outcome.win(Side.BLACK, Outcome.Reason.NO_LEGAL_TURN).resultString());
    assertEquals("1/2-1/2", Outcome.draw(Outcome.Reason.NO_CAPTURE_LIMIT).resultString());
  }
}
