package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The readings a text allows, in the order the resolver tries them. */
class TurnTextTest {
  private static List<String> readings(String text) {
    return new TurnText(text, PointStyle.STANDARD)
        .readings().stream().map(TurnTextTest::describe).toList();
  }

  /** A reading as "a3 b2A1 a1": points, capture letters and counts. */
  private static String describe(TurnReading r) {
    StringBuilder sb = new StringBuilder();
    r.huff().ifPresent(h -> sb.append('x').append(h).append(": "));
    for (TurnReading.Mark m : r.marks()) {
      if (m != r.origin()) {
        sb.append(' ');
      }
      sb.append(m.point());
      m.kind().ifPresent(k -> sb.append(k.letter()));
      m.count().ifPresent(sb::append);
    }
    return sb.toString();
  }

  @Test
  void aLetterAfterALandingIsACaptureLetterFirstWithSeparatorsAndAPointFirstWithout() {
    assertEquals(List.of("a3 b2A1", "a3 b2 a1"), readings("a3-b2A1"));
    assertEquals(List.of("a3 b2 a1", "a3 b2A1"), readings("a3b2a1"));
  }

  @Test
  void aDashBetweenPointsIsASeparatorBeforeItIsAWithdrawal() {
    assertEquals(List.of("d5 d4 c5", "d5 d4W c5"), readings("d5-d4-c5"));
    assertEquals(List.of("d5 d4A c5W"), readings("d5d4+,c5-"));
    assertEquals(List.of("d3 e3W f4A"), readings("d3-e3W,e3-f4A"));
    assertEquals(List.of("xc3: d2 e3"), readings("xc3:d2-e3"));
  }

  @Test
  void marksKeepTheirColumns() {
    TurnReading r = new TurnText("f2-e3A12", PointStyle.STANDARD).readings().get(0);
    assertEquals(
        new TurnReading.Mark(
            Point.parse("e3"), 4, 5, Optional.of(CaptureKind.APPROACH), 6, OptionalInt.of(12), 7),
        r.marks().get(1));
  }

  @Test
  void theFurthestFailureIsReported() {
    FanoronaParseException e =
        assertThrows(
            FanoronaParseException.class,
            () -> new TurnText("d3-f4", PointStyle.STANDARD).readings());
    assertEquals("d3 and f4 are not neighbours", e.reason());
    assertEquals(4, e.column());
    e =
        assertThrows(
            FanoronaParseException.class,
            () -> new TurnText("d3-e3Q", PointStyle.STANDARD).readings());
    assertEquals(6, e.column());
    e =
        assertThrows(
            FanoronaParseException.class,
            () -> new TurnText("a0-b2", PointStyle.STANDARD).readings());
    assertEquals(2, e.column());
  }

  @Test
  void aStructureBuiltTurnHasTheReadingItsTextWouldHave() {
    WrittenTurn built =
        WrittenTurn.of(
            Optional.of(Point.parse("c3")),
            Point.parse("d2"),
            List.of(new WrittenTurn.Landing(Point.parse("e3"), Optional.of(CaptureKind.APPROACH))));
    assertEquals("xc3:d2-e3A", built.toString());
    assertEquals(WrittenTurn.parse("xc3:d2-e3A"), built);
  }
}
