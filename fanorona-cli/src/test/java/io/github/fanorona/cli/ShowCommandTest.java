package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.notation.AsciiBoard;
import io.github.fanorona.variants.Variants;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class ShowCommandTest {
  @Test
  void showsTheStartLikeTheGamerzServer() throws Exception {
    String spec;
    try (InputStream in =
        Objects.requireNonNull(ShowCommandTest.class.getResourceAsStream("sivy-start.txt"))) {
      spec = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    ToolRun r = ToolRun.of("show");
    assertEquals(0, r.status(), r.err());
    assertEquals(spec, r.out());
    assertEquals("", r.err());
  }

  @Test
  void showsOtherVariantsAndPositions() {
    ToolRun dimy = ToolRun.of("show", "--variant", "dimy");
    assertEquals(0, dimy.status(), dimy.err());
    assertEquals(Variants.DIMY.start(), AsciiBoard.parse(dimy.out(), Side.WHITE));
    String fen = "3/1W1/B2 b";
    ToolRun small = ToolRun.of("show", "--variant", "telo-capture", "--fen", fen);
    assertEquals(0, small.status(), small.err());
    assertEquals(Position.parse(fen), AsciiBoard.parse(small.out(), Side.BLACK));
  }

  @Test
  void playsTurnsBeforeShowing() {
    ToolRun r = ToolRun.of("show", "f2-e3A");
    assertEquals(0, r.status(), r.err());
    Position expected = Variant.sivy().start();
    expected =
        expected.play(
            Game.start(Variant.sivy()).legalTurns().stream()
                .filter(t -> t.toString().equals("f2-e3A"))
                .findFirst()
                .orElseThrow());
    assertEquals(expected.withCounters(0, 1), AsciiBoard.parse(r.out(), Side.BLACK));
  }

  @Test
  void writesAnSvgPictureOfTheLastTurn(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("board.svg");
    ToolRun r =
        ToolRun.of("show", "--svg", file.toString(), "--malagasy", "--size", "300", "f2-e3A");
    assertEquals(0, r.status(), r.err());
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    f.setExpandEntityReferences(false);
    Document d = f.newDocumentBuilder().parse(file.toFile());
    assertEquals("300", d.getDocumentElement().getAttribute("width"));
    assertEquals(1, count(d, "arrow"));
    assertEquals(2, count(d, "ring approach"));
    assertEquals(22, count(d, "stone white"));
    assertEquals(20, count(d, "stone black"));
    assertEquals(14, count(d, "coordinate"));
    assertTrue(Files.readString(file).contains(">C<"), "Malagasy row letters");
    assertEquals(
        List.of(
            "Wrote an SVG picture of the position after f2-e3A, 300 px wide, to "
                + file.toAbsolutePath()),
        r.errLines());
    // standard output is still the board alone, which a program reads back
    assertEquals(
        Game.start(Variant.sivy()).play("f2-e3A").position(),
        AsciiBoard.parse(r.out(), Side.BLACK));
  }

  private static int count(Document d, String cls) {
    NodeList all = d.getElementsByTagName("*");
    int n = 0;
    for (int i = 0; i < all.getLength(); i++) {
      if (((Element) all.item(i)).getAttribute("class").equals(cls)) {
        n++;
      }
    }
    return n;
  }

  @Test
  void badInputGivesOneLineAndStatusTwo(@TempDir Path dir) {
    for (String[] args :
        new String[][] {
          {"show", "--fen", "BBB/xyz w"},
          {"show", "e2-e4"},
          {"show", "--size", "3", "--svg", dir.resolve("a.svg").toString()},
          {"show", "--svg", dir.resolve("missing/a.svg").toString()},
          {"show", "--variant", "chess"},
        }) {
      ToolRun r = ToolRun.of(args);
      String what = String.join(" ", args);
      assertEquals(FanoronaCli.BAD_INPUT, r.status(), what);
      assertEquals("", r.out(), what);
      assertTrue(r.err().startsWith("fanorona: "), what + ": " + r.err());
      assertEquals(1, r.err().lines().count(), what + ": " + r.err());
    }
    assertFalse(Files.exists(dir.resolve("a.svg")));
  }
}
