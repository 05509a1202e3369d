package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.CaptureKind;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Variants;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class SvgBoardTest {
  private static final Variant SIVY = Variant.sivy();

  static Document parse(String svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    f.setFeature("http://xml.org/sax/features/external-general-entities", false);
    f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
    f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
    f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
    f.setExpandEntityReferences(false);
    DocumentBuilder b = f.newDocumentBuilder();
    return b.parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  static List<Element> byClass(Document d, String cls) {
    List<Element> out = new ArrayList<>();
    NodeList all = d.getElementsByTagNameNS("*", "*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      if (e.getAttribute("class").equals(cls)) {
        out.add(e);
      }
    }
    return out;
  }

  @Test
  void startPositionHasEveryPointLineAndStone() throws Exception {
    Document d = parse(SvgBoard.draw(SIVY.start()));
    assertEquals("svg", d.getDocumentElement().getLocalName());
    assertEquals("http://www.w3.org/2000/svg", d.getDocumentElement().getNamespaceURI());
    int strong = Long.bitCount(SIVY.geometry().strongMask());
    assertEquals(strong, byClass(d, "point strong").size());
    assertEquals(45 - strong, byClass(d, "point weak").size());
    assertEquals(22, byClass(d, "stone white").size());
    assertEquals(22, byClass(d, "stone black").size());
    // 5 rows, 9 columns, one diagonal in each of the 32 squares.
    assertEquals(5 + 9 + 32, byClass(d, "line").size());
    assertEquals(0, byClass(d, "arrow").size());
    assertEquals(0, byClass(d, "coordinate").size());
  }

  @Test
  void diagonalsOnlyJoinStrongPoints() throws Exception {
    Geometry g = Geometry.of(7, 3);
    SvgBoard.Options o = SvgBoard.Options.defaults().withSize(500).withCoordinates(true);
    Document d = parse(SvgBoard.draw(Position.of(g, 0, 0, Side.WHITE), o));
    List<double[]> strongCentres = new ArrayList<>();
    for (Element e : byClass(d, "point strong")) {
      strongCentres.add(
          new double[] {
            Double.parseDouble(e.getAttribute("cx")), Double.parseDouble(e.getAttribute("cy"))
          });
    }
    int diagonals = 0;
    for (Element e : byClass(d, "line")) {
      double x1 = Double.parseDouble(e.getAttribute("x1"));
      double y1 = Double.parseDouble(e.getAttribute("y1"));
      double x2 = Double.parseDouble(e.getAttribute("x2"));
      double y2 = Double.parseDouble(e.getAttribute("y2"));
      if (x1 != x2 && y1 != y2) {
        diagonals++;
        assertTrue(isStrongCentre(strongCentres, x1, y1), e.toString());
        assertTrue(isStrongCentre(strongCentres, x2, y2), e.toString());
      }
    }
    assertEquals(6 * 2, diagonals);
  }

  private static boolean isStrongCentre(List<double[]> centres, double x, double y) {
    return centres.stream().anyMatch(c -> Math.abs(c[0] - x) < 0.02 && Math.abs(c[1] - y) < 0.02);
  }

  @Test
  void eachOpeningShowsItsStepsAndCapturedStones() throws Exception {
    for (Turn t : SIVY.legalTurns(SIVY.start())) {
      Position after = SIVY.start().play(t);
      Document d = parse(SvgBoard.draw(after, SvgBoard.Options.defaults().withLastTurn(t)));
      assertEquals(t.steps().size(), byClass(d, "arrow").size(), t.toString());
      int approach = countTaken(t, CaptureKind.APPROACH);
      int withdrawal = countTaken(t, CaptureKind.WITHDRAWAL);
      assertEquals(approach, byClass(d, "ring approach").size(), t.toString());
      assertEquals(withdrawal, byClass(d, "ring withdrawal").size(), t.toString());
      assertEquals(t.captureCount(), approach + withdrawal, t.toString());
      assertEquals(t.captureCount(), byClass(d, "ghost").size(), t.toString());
      assertEquals(1, byClass(d, "origin").size());
      assertEquals(after.count(Side.BLACK), byClass(d, "stone black").size());
    }
  }

  private static int countTaken(Turn t, CaptureKind kind) {
    int n = 0;
    for (Step s : t.steps()) {
      if (s.capture().filter(kind::equals).isPresent()) {
        n += s.captured().size();
      }
    }
    return n;
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {11, 12, 13})
  void randomGamesDrawEveryTurnInsideThePicture(long seed) throws Exception {
    SplittableRandom random = new SplittableRandom(seed);
    for (Variant v : List.of(SIVY, Variants.DIMY, Variants.TELO_CAPTURE)) {
      Position p = v.start();
      for (int ply = 0; ply < 40; ply++) {
        List<Turn> turns = v.legalTurns(p);
        if (turns.isEmpty()) {
          break;
        }
        Turn t = turns.get(random.nextInt(turns.size()));
        p = p.play(t);
        int size = 100 + random.nextInt(900);
        String svg =
            SvgBoard.draw(
                p,
                SvgBoard.Options.defaults()
                    .withSize(size)
                    .withCoordinates(random.nextBoolean())
                    .withLastTurn(t));
        String where = "seed " + seed + ", " + v.name() + ", ply " + ply + ", " + t;
        Document d = parse(svg);
        assertEquals(t.steps().size(), byClass(d, "arrow").size(), where);
        assertEquals(
            t.captureCount(),
            byClass(d, "ring approach").size() + byClass(d, "ring withdrawal").size(),
            where);
        double width = Double.parseDouble(d.getDocumentElement().getAttribute("width"));
        double height = Double.parseDouble(d.getDocumentElement().getAttribute("height"));
        assertEquals(size, width, 0.01, where);
        NodeList circles = d.getElementsByTagNameNS("*", "circle");
        for (int i = 0; i < circles.getLength(); i++) {
          Element c = (Element) circles.item(i);
          double cx = Double.parseDouble(c.getAttribute("cx"));
          double cy = Double.parseDouble(c.getAttribute("cy"));
          assertTrue(cx > 0 && cx < width && cy > 0 && cy < height, where);
        }
      }
    }
  }

  @Test
  void coordinatesInBothPointStyles() throws Exception {
    SvgBoard.Options o = SvgBoard.Options.defaults().withCoordinates(true);
    List<String> standard = texts(parse(SvgBoard.draw(SIVY.start(), o)));
    List<String> malagasy =
        texts(parse(SvgBoard.draw(SIVY.start(), o.withPointStyle(PointStyle.MALAGASY))));
    assertEquals(
        List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "1", "2", "3", "4", "5"), standard);
    assertEquals(
        List.of("1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E"), malagasy);
  }

  private static List<String> texts(Document d) {
    List<String> out = new ArrayList<>();
    for (Element e : byClass(d, "coordinate")) {
      out.add(e.getTextContent());
    }
    return out;
  }

  @Test
  void numbersUseADotInEveryLocale() throws Exception {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      String svg = SvgBoard.draw(SIVY.start(), SvgBoard.Options.defaults().withSize(333));
      Document d = parse(svg);
      for (Element e : byClass(d, "stone white")) {
        Double.parseDouble(e.getAttribute("cx"));
        assertTrue(!e.getAttribute("r").contains(","), e.getAttribute("r"));
      }
    } finally {
      Locale.setDefault(saved);
    }
    assertEquals("1.5", SvgBoard.num(1.5));
    assertEquals("2", SvgBoard.num(2.0));
    assertEquals("0.25", SvgBoard.num(0.25));
  }

  @Test
  void aTurnThatDidNotLeadToThePositionIsRefused() {
    Turn t = SIVY.legalTurns(SIVY.start()).get(0);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> SvgBoard.draw(SIVY.start(), SvgBoard.Options.defaults().withLastTurn(t)));
    assertTrue(
        e.getMessage().startsWith("the last turn " + t + " cannot have led"), e.getMessage());
    Turn dimy = Variants.DIMY.legalTurns(Variants.DIMY.start()).get(0);
    assertThrows(
        IllegalArgumentException.class,
        () -> SvgBoard.draw(SIVY.start().play(t), SvgBoard.Options.defaults().withLastTurn(dimy)));
    assertThrows(IllegalArgumentException.class, () -> SvgBoard.Options.defaults().withSize(10));
  }

  @Test
  void aDropIsMarkedWithoutArrows() throws Exception {
    Position telo = Position.parsePlacement("3/3/3 w 3 3");
    Turn drop = Turn.drop(telo.geometry(), Point.parse("b2"));
    Document d =
        parse(SvgBoard.draw(telo.play(drop), SvgBoard.Options.defaults().withLastTurn(drop)));
    assertEquals(0, byClass(d, "arrow").size());
    assertEquals(1, byClass(d, "drop").size());
    assertEquals(1, byClass(d, "stone white").size());
  }

  @Test
  void aHuffTurnWhoseChainEndsOnTheHuffedPointIsDrawn() throws Exception {
    Game g = Game.start(Variant.sivy(), Ruleset.standard().with("huffing=on")).play("d2-e3");
    Turn t = TurnNotation.parse("xd3:c3-d2A-d3W", g);
    assertEquals(Optional.of(Point.parse("d3")), t.huffed());
    assertEquals(Point.parse("d3"), t.destination());
    Position after = g.play(t).position();
    String svg = SvgBoard.draw(after, SvgBoard.Options.defaults().withLastTurn(t));
    assertEquals("svg", parse(svg).getDocumentElement().getTagName());
  }
}
