package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Malagasy point names: a row letter A-Z, then a column number. */
class PointStyleTest {
  @Test
  void everyMalagasyNameReadsBackAsItsPoint() {
    for (int y = 0; y < 26; y++) {
      for (int x = 0; x < Point.MAX_COLUMNS; x++) {
        Point p = Point.of(x, y);
        assertEquals(p, PointStyle.MALAGASY.parse(PointStyle.MALAGASY.format(p)));
      }
    }
  }

  /** Issue 19: rows 27 on were written '[', '\', ..., then 'a'-'z', read back as rows 1-26. */
  @Test
  void aRowPastZHasNoMalagasyNameAndIsRefused() {
    for (int y = 26; y < Point.MAX_ROWS; y++) {
      Point p = Point.of(0, y);
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> PointStyle.MALAGASY.format(p));
      assertEquals(
          "the Malagasy style names rows A-Z (1-26) only, not row " + (y + 1), e.getMessage());
    }
    assertThrows(FanoronaParseException.class, () -> PointStyle.MALAGASY.parse("[1"));
  }
}
