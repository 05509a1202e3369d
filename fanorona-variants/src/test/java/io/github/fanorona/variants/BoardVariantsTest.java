package io.github.fanorona.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import org.junit.jupiter.api.Test;

class BoardVariantsTest {
  @Test
  void theConstructionGivesTheKnownStarts() {
    assertEquals(Variant.sivy().start(), Variants.board(9, 5).start());
    assertEquals(Variants.DIMY.start(), Variants.board(5, 5).start());
    assertEquals(Variants.TELO_CAPTURE.start(), Variants.board(3, 3).start());
  }

  @Test
  void middleRowsFollowThePaper() {
    assertEquals("BBBBBBB/BWB1WBW/WWWWWWW w 0 1", Variants.board(7, 3).start().toString());
    assertEquals("BBB/BBB/BBB/B1W/WWW/WWW/WWW w 0 1", Variants.board(3, 7).start().toString());
    assertEquals("BBB/BBB/B1W/WWW/WWW w 0 1", Variants.board(3, 5).start().toString());
    assertEquals("BBBBB/BW1BW/WWWWW w 0 1", Variants.board(5, 3).start().toString());
    assertEquals("1 w 0 1", Variants.board(1, 1).start().toString());
  }

  @Test
  void everyOddBoardStartsBalancedAndSymmetric() {
    for (int w = 1; w <= 25; w += 2) {
      for (int h = 1; w * h <= 64; h += 2) {
        Position p = Variants.board(w, h).start();
        int each = (w * h - 1) / 2;
        String at = w + "x" + h;
        assertEquals(each, p.count(Side.WHITE), at);
        assertEquals(each, p.count(Side.BLACK), at);
        // Turned half a turn with colours swapped, the start is itself.
        long white = p.stones(Side.WHITE);
        long black = p.stones(Side.BLACK);
        assertEquals(Long.reverse(white) >>> (64 - w * h), black, at);
      }
    }
  }

  @Test
  void boardNamesAreFoundByName() {
    Variant v = Variants.byName("board:7x3");
    assertEquals("board:7x3", v.name());
    assertEquals(Variants.board(7, 3).start(), v.start());
    assertEquals("board:3x3", Variants.byName("BOARD:3x3").name());
    assertTrue(Variants.find("board:nine").isEmpty());
    assertEquals(Variants.DIMY, Variants.byName("dimy"));
  }

  @Test
  void evenSidesAreRefusedNamingWhatIsSupported() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Variants.board(4, 3));
    assertTrue(e.getMessage().contains("odd width and height"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Variants.board(9, 9));
    assertThrows(IllegalArgumentException.class, () -> Variants.board(0, 3));
    FanoronaParseException p =
        assertThrows(FanoronaParseException.class, () -> Variants.byName("board:6x5"));
    assertTrue(p.getMessage().contains("odd width and height"), p.getMessage());
    // An unknown name is an UnknownNameException on main, a FanoronaParseException before it.
    FanoronaException unknown =
        assertThrows(FanoronaException.class, () -> Variants.byName("nine"));
    assertTrue(unknown.getMessage().contains("board:WxH"), unknown.getMessage());
  }
}
