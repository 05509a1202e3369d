package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The position string of NOTATION.md section 2: round trips and every kind of malformed input. */
class PositionTextTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        Boards.SIVY,
        Boards.DIMY,
        Boards.TELO_CAPTURE,
        "3/3/3 w 3 3 0 1",
        "BB1BBBBBB/BBB1BBBBB/BWBWWBWBW/WWWWW1WWW/WWWWWWWWW b 0 1",
        "9/9/4W4/9/3B5 b 12 20",
        "1b3/5/2W2/5/5 w 0 3",
        "26/26 b 0 1",
        "8/8/8/8/8/8/8/WWWWWWWB w 7 9",
        "W b 0 1"
      })
  void canonicalStringsRoundTrip(String text) {
    Position p = Position.parse(text);
    assertEquals(text, p.toString());
    assertEquals(p, Position.parse(p.toString()));
    assertEquals(p.zobristKey(), p.computeZobristKey());
  }

  @Test
  void sivyStartReadsAsTheRulesSay() {
    Position p = Position.parse(Boards.SIVY);
    assertEquals(Geometry.of(9, 5), p.geometry());
    assertEquals(22, p.count(Side.WHITE));
    assertEquals(22, p.count(Side.BLACK));
    assertEquals(Optional.empty(), p.stoneAt(Point.parse("e3")));
    assertEquals(Optional.of(Side.BLACK), p.stoneAt(Point.parse("a3")));
    assertEquals(Optional.of(Side.WHITE), p.stoneAt(Point.parse("b3")));
    assertEquals(Optional.of(Side.WHITE), p.stoneAt(Point.parse("a1")));
    assertEquals(Optional.of(Side.BLACK), p.stoneAt(Point.parse("i5")));
    assertEquals(Side.WHITE, p.sideToMove());
    assertEquals(0, p.pliesSinceCapture());
    assertEquals(1, p.turnNumber());
    assertFalse(p.isPlacement());
    assertEquals(Variant.sivy().start(), p);
  }

  @Test
  void teloPlacementCarriesStonesInHand() {
    Position p = Position.parse("3/3/3 w 3 3 0 1");
    assertTrue(p.isPlacement());
    assertEquals(3, p.inHand(Side.WHITE));
    assertEquals(3, p.inHand(Side.BLACK));
    assertEquals(0, p.count(Side.WHITE));
    assertEquals(p, Position.parsePlacement("3/3/3 w 3 3"));
    assertEquals(p, Position.placement(Geometry.of(3, 3), 0, 0, Side.WHITE, 3, 3));
    Position later = Position.parsePlacement("W2/1B1/3 w 2 2 0 2");
    assertEquals("W2/1B1/3 w 2 2 0 2", later.toString());
  }

  @Test
  void lowerCaseStonesAreHuffableAndRoundTrip() {
    Position p = Position.parse("1b3/5/2W2/5/5 w 0 3");
    assertEquals(1L << Geometry.of(5, 5).index(Point.parse("b5")), p.huffable());
    assertEquals(p.withHuffable(0).withHuffable(p.huffable()), p);
    assertFalse(p.equals(p.withHuffable(0)));
    assertFalse(p.zobristKey() == p.withHuffable(0).zobristKey());
  }

  /** Issue 14: a turn played at the largest counters printed counters its own parser refused. */
  @Test
  void countersAtTheirLargestStayReadableAfterATurn() {
    Position p =
        Position.parse("BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW b 999999999 999999999");
    Game g = Game.start(Variant.sivy(), Ruleset.standard(), p);
    Position after = g.play(g.legalTurns().get(0)).position();
    assertEquals(Position.MAX_COUNTER, after.turnNumber());
    assertEquals(after, Position.parse(after.toString()));
    FanoronaParseException e =
        assertThrows(FanoronaParseException.class, () -> Position.parse("3/3/3 w 0 1000000000"));
    assertTrue(e.getMessage().contains("at most 9 digits"), e.getMessage());
  }

  @Test
  void missingCountersDefaultAndExtraSpacesAreCanonicalised() {
    assertEquals("3/3/3 w 0 1", Position.parse("3/3/3 w").toString());
    assertEquals("3/3/3 b 4 7", Position.parse("  3/3/3   b  4 7 ").toString());
  }

  @Test
  void stonesLieWhereTheRowsPutThem() {
    // Rows run from the top: 'B' at the start of the first row is a3 on a 3x3 board.
    Position p = Position.parse("B2/3/2W b");
    assertEquals(Optional.of(Side.BLACK), p.stoneAt(Point.parse("a3")));
    assertEquals(Optional.of(Side.WHITE), p.stoneAt(Point.parse("c1")));
    assertEquals(Position.of(Geometry.of(3, 3), 1L << 2, 1L << 6, Side.BLACK), p);
  }

  private static FanoronaParseException bad(String text) {
    return assertThrows(FanoronaParseException.class, () -> Position.parse(text), text);
  }

  private static void assertBad(String text, int column, String expected) {
    FanoronaParseException e = bad(text);
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(e.reason().contains(expected), e.getMessage());
    assertTrue(e.getMessage().startsWith("column " + column + ": "), e.getMessage());
  }

  @Test
  void aBadCharacterIsNamedWithItsColumn() {
    assertBad("BBX/3/3 w", 3, "expected 'W', 'B', a digit or '/' in the rows, found 'X'");
    assertBad("3/3/2. w", 6, "found '.'");
    assertBad("03/3/3 w", 1, "found '0'");
  }

  @Test
  void unevenRowsAreRejected() {
    assertBad("3/2/3 w", 4, "expected every row to have 3 points");
    assertBad("3/4/3 w", 3, "expected 3 points in this row like the first");
    assertBad("3/3/2 w", 6, "expected every row to have 3 points");
    assertBad("3/3/ w", 5, "expected every row to have 3 points");
    assertBad("/3/3 w", 1, "expected a row of 1-26 points, found 0");
  }

  @Test
  void theSideToMoveIsRequiredAndMustBeWOrB() {
    assertBad("3/3/3", 6, "expected the side to move");
    assertBad("3/3/3 x", 7, "expected the side to move, 'w' or 'b', found 'x'");
    assertBad("3/3/3 white", 7, "found 'white'");
    assertBad("3/3/3 W", 7, "found 'W'");
    assertBad("", 1, "expected a position string");
    assertBad("   ", 1, "expected a position string");
  }

  @Test
  void theNumbersAfterTheSideAreCheckedToo() {
    assertBad("3/3/3 w 0 1 2", 9, "found 3 numbers");
    assertBad("3/3/3 w 0", 9, "found 1 numbers");
    assertBad("3/3/3 w 0 x", 11, "expected a number, found 'x'");
    assertBad("3/3/3 w -1 1", 9, "expected a number");
    assertBad("3/3/3 w 0 0", 11, "expected a turn number of at least 1");
    assertBad("3/3/3 w 0 99999999999", 11, "expected a number");
    assertBad("3/3/3 w 65 3 0 1", 9, "stones in hand");
  }

  @Test
  void aBoardHoldsAtMost64Points() {
    assertBad("9/9/9/9/9/9/9/9 w", 1, "a board holds at most 64 points, found 9x8");
    assertBad("27/27 w", 1, "expected a run of at most 26 empty points");
    assertBad("26W/27 w", 3, "more than 26 points");
    assertBad("WWWWWWWWWWWWWWWWWWWWWWWWWWW w", 27, "more than 26 points");
    StringBuilder tall = new StringBuilder("1");
    for (int i = 0; i < 70; i++) {
      tall.append("/1");
    }
    assertBad(tall + " w", 1, "at most 64 points");
  }

  @Test
  void hugeDigitRunsAreRejectedAndNeverWrapRound() {
    // 4294967299 wraps round to 3 in int arithmetic: it must not read as a 3x3 board.
    assertBad("4294967299/3/3 w", 1, "expected a run of at most 26 empty points");
    assertBad("3/4294967299/3 w", 3, "expected a run of at most 26 empty points");
    assertBad("99999999999/3 w", 1, "expected a run of at most 26 empty points");
    assertBad("W2147483648W/3 w", 2, "expected a run of at most 26 empty points");
    StringBuilder many = new StringBuilder("1");
    for (int i = 0; i < 100_000; i++) {
      many.append('9');
    }
    assertBad(many + " w", 1, "expected a run of at most 26 empty points");
  }

  @Test
  void onlyAsciiDigitsCountAsEmptyPoints() {
    // U+0663 is ARABIC-INDIC DIGIT THREE, a digit to Character.isDigit but not a run here.
    assertBad("1\u0663/3 w", 2, "found '\u0663'");
  }

  @Test
  void aHuffableMarkMustBeOnTheOpponentsStone() {
    assertBad("w2/3/3 w", 1, "must be Black's");
    assertEquals(1L << 6, Position.parse("w2/3/3 b").huffable());
  }

  @ParameterizedTest
  @CsvSource({"9/9/9/9/9 w, 9, 5", "W b, 1, 1", "8/8/8/8/8/8/8/8 w, 8, 8", "1/1/1 w, 1, 3"})
  void theBoardSizeComesFromTheRows(String text, int width, int height) {
    assertEquals(Geometry.of(width, height), Position.parse(text).geometry());
  }
}
