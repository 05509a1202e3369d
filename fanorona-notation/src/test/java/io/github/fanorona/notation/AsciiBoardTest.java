package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class AsciiBoardTest {
  private static final Position SIVY_START = Variant.sivy().start();

  /** The drawing of NOTATION.md section 5.2, copied byte for byte. */
  static String specDrawing() throws IOException {
    try (InputStream in =
        Objects.requireNonNull(AsciiBoardTest.class.getResourceAsStream("sivy-start.txt"))) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void drawsTheSivyStartExactlyLikeTheSpecification() throws IOException {
    assertEquals(specDrawing(), AsciiBoard.draw(SIVY_START));
  }

  @Test
  void readsTheSpecificationDrawing() throws IOException {
    Position p = AsciiBoard.parse(specDrawing(), Side.WHITE);
    assertEquals(SIVY_START, p);
    assertEquals(Optional.empty(), p.stoneAt(Point.parse("e3")));
    assertEquals(Optional.of(Side.WHITE), p.stoneAt(Point.parse("b3")));
    assertEquals(Optional.of(Side.BLACK), p.stoneAt(Point.parse("a3")));
  }

  @Test
  void drawsASmallBoardWithWeakAndStrongEmptyPoints() {
    String expected =
        "    a   b   c\n"
            + " 3  *---+---*  3   Black (b)\n"
            + "    | \\ | / |\n"
            + " 2  +---O---+  2\n"
            + "    | / | \\ |\n"
            + " 1  #---+---*  1   White (a)\n"
            + "    a   b   c\n";
    assertEquals(expected, AsciiBoard.draw(Position.parse("3/1W1/B2 w")));
  }

  @Test
  void drawsTwoDigitRowNumbersInTheSameColumns() {
    Position p = Position.of(Geometry.of(2, 12), 1L, 1L << 23, Side.BLACK);
    String drawing = AsciiBoard.draw(p);
    assertTrue(drawing.contains("\n12  +---#  12  Black (b)\n"), drawing);
    assertTrue(drawing.contains("\n 9  *---+  9\n"), drawing);
    assertEquals(p, AsciiBoard.parse(drawing, Side.BLACK));
  }

  static Stream<Arguments> sizes() {
    return Stream.of(
        Arguments.of(5, 5, 1L),
        Arguments.of(3, 3, 2L),
        Arguments.of(9, 5, 3L),
        Arguments.of(7, 3, 4L),
        Arguments.of(1, 1, 5L),
        Arguments.of(8, 8, 6L),
        Arguments.of(4, 16, 7L),
        Arguments.of(26, 2, 8L));
  }

  @ParameterizedTest(name = "{0}x{1}, seed {2}")
  @MethodSource("sizes")
  void randomPositionsRoundTrip(int width, int height, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Geometry g = Geometry.of(width, height);
    for (int i = 0; i < 200; i++) {
      Position p = randomPosition(random, g);
      String drawing = AsciiBoard.draw(p);
      assertEquals(p, AsciiBoard.parse(drawing, p.sideToMove()), "seed " + seed + ", case " + i);
      assertEquals(
          Optional.empty(),
          AsciiBoard.mismatch(AsciiBoard.parse(drawing, Side.WHITE), p),
          "seed " + seed + ", case " + i);
    }
  }

  static Position randomPosition(SplittableRandom random, Geometry g) {
    long white = 0;
    long black = 0;
    for (int i = 0; i < g.size(); i++) {
      int r = random.nextInt(3);
      if (r == 1) {
        white |= 1L << i;
      } else if (r == 2) {
        black |= 1L << i;
      }
    }
    return Position.of(g, white, black, random.nextBoolean() ? Side.WHITE : Side.BLACK);
  }

  @Test
  void isLenientAboutWhatSurroundsTheBoard() throws IOException {
    String spec = specDrawing();
    String noLabels = spec.replace("   Black (b)", "").replace("   White (a)", "");
    String otherLabels = spec.replace("Black (b)", "Black (b): rakoto").replace("White (a)", "x");
    String noRightNumbers = spec.replaceAll("(?m)  \\d( .*)?$", "");
    String trailingSpaces = spec.replace("\n", "   \r\n");
    String indented = "\n\n" + spec.replaceAll("(?m)^", "  ") + "\n\n";
    String noFooter = spec.substring(0, spec.lastIndexOf("    a"));
    for (String drawing :
        new String[] {noLabels, otherLabels, noRightNumbers, trailingSpaces, indented, noFooter}) {
      assertEquals(SIVY_START, AsciiBoard.parse(drawing, Side.WHITE), drawing);
    }
  }

  static Stream<Arguments> errors() {
    return Stream.of(
        Arguments.of(
            "stone symbol",
            " 3  #---O---#---O---*---",
            " 3  #---O---#---O---X---",
            6,
            21,
            "expected 'O', '#' or '*' (an empty strong point) at e3, found 'X'"),
        Arguments.of(
            "weak marker on a strong point",
            "*---#---O",
            "+---#---O",
            6,
            21,
            "expected 'O', '#' or '*' (an empty strong point) at e3, found '+'"),
        Arguments.of(
            "wrong diagonal",
            "    | \\ | / | \\",
            "    | \\ | \\ | \\",
            3,
            11,
            "expected '/' (the diagonal between row 5 and row 4), found '\\'"),
        Arguments.of(
            "broken line",
            " 4  #---#---#",
            " 4  #---#- -#",
            4,
            11,
            "expected '---' (the line to c4), found ' '"),
        Arguments.of(
            "left row number", " 3  #", " 8  #", 6, 2, "expected row number 3 before the row"),
        Arguments.of(
            "right row number",
            "  3\n",
            "  4\n",
            6,
            40,
            "expected row number 3 after the row, found '4'"),
        Arguments.of(
            "text after the drawing",
            "h   i\n",
            "h   i\n    a   b   c   d   e   f   g   h   i\n",
            12,
            5,
            "expected the end of the drawing"),
        Arguments.of(
            "short footer",
            "g   h   i\n",
            "g   h\n",
            11,
            34,
            "expected the column letters a-i below the board"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("errors")
  void namesTheLineColumnAndWhatWasExpected(
      String name, String from, String to, int line, int column, String reason) throws IOException {
    String spec = specDrawing();
    int at =
        name.contains("footer") || name.contains("after the drawing")
            ? spec.lastIndexOf(from)
            : spec.indexOf(from);
    assertTrue(at >= 0, name);
    String bad = spec.substring(0, at) + to + spec.substring(at + from.length());
    FanoronaParseException e =
        assertThrows(FanoronaParseException.class, () -> AsciiBoard.parse(bad, Side.WHITE));
    assertEquals(reason, e.reason(), name);
    assertEquals(line, e.line(), name + ": " + e.getMessage());
    assertEquals(column, e.column(), name + ": " + e.getMessage());
  }

  @Test
  void findsTheColumnLettersThatFrameADrawing() throws IOException {
    String[] lines = specDrawing().split("\n");
    assertTrue(AsciiBoard.isColumnLetters(lines[0]));
    assertTrue(AsciiBoard.isColumnLetters(lines[10] + "  "));
    assertTrue(AsciiBoard.isColumnLetters("a   b   c"));
    for (int i = 1; i < 10; i++) {
      assertTrue(!AsciiBoard.isColumnLetters(lines[i]), lines[i]);
    }
    assertTrue(!AsciiBoard.isColumnLetters("    a   c"));
    assertTrue(!AsciiBoard.isColumnLetters("    a  b"));
    assertTrue(!AsciiBoard.isColumnLetters("a"));
    assertTrue(!AsciiBoard.isColumnLetters(""));
  }

  @Test
  void rejectsBoardsOverSixtyFourPoints() {
    StringBuilder sb = new StringBuilder("    a   b   c\n");
    for (int row = 22; row >= 1; row--) {
      sb.append(row < 10 ? " " : "").append(row).append("  +---+---+\n");
    }
    FanoronaParseException e =
        assertThrows(
            FanoronaParseException.class, () -> AsciiBoard.parse(sb.toString(), Side.WHITE));
    assertEquals("a board holds at most 64 points, not 3x22", e.reason());
    assertEquals(2, e.line());
  }

  @Test
  void rejectsEmptyAndTruncatedDrawings() throws IOException {
    assertEquals(
        1,
        assertThrows(FanoronaParseException.class, () -> AsciiBoard.parse(" \n\n", Side.WHITE))
            .line());
    String spec = specDrawing();
    String cut = spec.substring(0, spec.indexOf(" 2  O"));
    FanoronaParseException e =
        assertThrows(FanoronaParseException.class, () -> AsciiBoard.parse(cut, Side.WHITE));
    assertEquals("expected row 2, found the end of the drawing", e.reason());
  }

  @Test
  void mismatchNamesTheFirstDifferentPoint() {
    Position after =
        SIVY_START.play(
            Game.start(Variant.sivy(), Ruleset.standard(), SIVY_START).legalTurns().get(0));
    Optional<String> m = AsciiBoard.mismatch(SIVY_START, after);
    assertTrue(m.isPresent());
    Position other = Position.parse("5/5/5/5/5 w");
    assertEquals(
        Optional.of("a5: the drawing shows a Black stone, the position has no stone"),
        AsciiBoard.mismatch(
            SIVY_START.withSideToMove(Side.BLACK),
            Position.of(
                Geometry.of(9, 5),
                SIVY_START.stones(Side.WHITE),
                SIVY_START.stones(Side.BLACK) & ~(1L << 36),
                Side.WHITE)));
    assertEquals(
        Optional.of("the drawing shows a 9x5 board, the position is on a 5x5 board"),
        AsciiBoard.mismatch(SIVY_START, other));
  }

  @Test
  void randomMutationsRaiseOnlyTheParseException() throws IOException {
    long seed = 20261130L;
    SplittableRandom random = new SplittableRandom(seed);
    String spec = specDrawing();
    String alphabet = "O#*+-|/\\ \nab123456789xX";
    int accepted = 0;
    for (int i = 0; i < 3000; i++) {
      StringBuilder sb = new StringBuilder(spec);
      int edits = 1 + random.nextInt(3);
      for (int k = 0; k < edits; k++) {
        int at = random.nextInt(sb.length());
        switch (random.nextInt(3)) {
          case 0 -> sb.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
          case 1 -> sb.deleteCharAt(at);
          default -> sb.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
        }
      }
      try {
        AsciiBoard.parse(sb.toString(), Side.WHITE);
        accepted++;
      } catch (FanoronaParseException e) {
        assertTrue(e.line() >= 1 && e.column() >= 1, "seed " + seed + ", case " + i + ": " + e);
      } catch (RuntimeException e) {
        throw new AssertionError("seed " + seed + ", case " + i + ":\n" + sb, e);
      }
    }
    assertTrue(accepted < 3000, "seed " + seed);
  }
}
