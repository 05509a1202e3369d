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
import io.github.fanorona.core.Variant;
import io.github.fanorona.core.WrittenTurn;
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
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

// It sets the default locale, which every class that formats numbers reads: it runs alone.
@Isolated
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
    int strong = (int) SIVY.geometry().points().stream().filter(SIVY.geometry()::isStrong).count();
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
    for (Turn t : Game.start(SIVY).legalTurns()) {
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
        List<Turn> turns = v.engine().legalTurns(p, v.defaultRuleset());
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
    assertEquals("1.5", SvgPainter.num(1.5));
    assertEquals("2", SvgPainter.num(2.0));
    assertEquals("0.25", SvgPainter.num(0.25));
  }

  @Test
  void aTurnThatDidNotLeadToThePositionIsRefused() {
    Turn t = Game.start(SIVY).legalTurns().get(0);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> SvgBoard.draw(SIVY.start(), SvgBoard.Options.defaults().withLastTurn(t)));
    assertTrue(
        e.getMessage().startsWith("the last turn " + t + " cannot have led"), e.getMessage());
    Turn dimy = Game.start(Variants.DIMY).legalTurns().get(0);
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
    Turn t = WrittenTurn.parse("xd3:c3-d2A-d3W").resolve(g);
    assertEquals(Optional.of(Point.parse("d3")), t.huffed());
    assertEquals(Point.parse("d3"), t.destination());
    Position after = g.play(t).position();
    String svg = SvgBoard.draw(after, SvgBoard.Options.defaults().withLastTurn(t));
    assertEquals("svg", parse(svg).getDocumentElement().getTagName());
  }

  // ---------------------------------------------------------------- marks for user interfaces

  /** The point each element of a class names in {@code data-point}, in document order. */
  private static List<String> marked(Document d, String cls) {
    return byClass(d, cls).stream().map(e -> e.getAttribute("data-point")).toList();
  }

  /** The centre of the point (gold or ink) drawn for a point name. */
  private static double[] centre(Document d, Point p, Geometry g) {
    List<Element> points = new ArrayList<>(byClass(d, "point strong"));
    points.addAll(byClass(d, "point weak"));
    // The points are drawn in board order, strong and weak interleaved: find by order.
    List<Element> ordered = new ArrayList<>();
    NodeList circles = d.getElementsByTagNameNS("*", "circle");
    for (int i = 0; i < circles.getLength(); i++) {
      Element e = (Element) circles.item(i);
      if (points.contains(e)) {
        ordered.add(e);
      }
    }
    Element e = ordered.get(g.index(p));
    return new double[] {
      Double.parseDouble(e.getAttribute("cx")), Double.parseDouble(e.getAttribute("cy"))
    };
  }

  private static double[] centre(Element e) {
    return new double[] {
      Double.parseDouble(e.getAttribute("cx")), Double.parseDouble(e.getAttribute("cy"))
    };
  }

  @Test
  void everyPointHasAClickableCircleWithItsIdOverTheRest() throws Exception {
    Geometry g = SIVY.geometry();
    Document plain = parse(SvgBoard.draw(SIVY.start()));
    assertEquals(0, byClass(plain, "hit").size(), "no ids unless asked for");
    Document d = parse(SvgBoard.draw(SIVY.start(), SvgBoard.Options.defaults().withPointIds(true)));
    List<Element> hits = byClass(d, "hit");
    assertEquals(45, hits.size());
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < hits.size(); i++) {
      Element hit = hits.get(i);
      Point p = g.point(i);
      assertEquals("p-" + p, hit.getAttribute("id"));
      assertEquals(p.toString(), hit.getAttribute("data-point"));
      assertEquals("all", hit.getAttribute("pointer-events"));
      double[] c = centre(d, p, g);
      assertEquals(c[0], centre(hit)[0], 0.01, p.toString());
      assertEquals(c[1], centre(hit)[1], 0.01, p.toString());
      ids.add(hit.getAttribute("id"));
    }
    assertEquals(45, new java.util.HashSet<>(ids).size(), "ids are unique");
    NodeList all = d.getDocumentElement().getChildNodes();
    Element last = null;
    for (int i = 0; i < all.getLength(); i++) {
      if (all.item(i) instanceof Element e) {
        last = e;
      }
    }
    assertEquals("p-i5", last == null ? "" : last.getAttribute("id"), "the hits are on top");
  }

  @Test
  void aChoiceRingsTheStonesEachOptionTakesInItsColour() throws Exception {
    io.github.fanorona.core.TurnBuilder root =
        io.github.fanorona.core.TurnBuilder.start(Game.start(SIVY));
    io.github.fanorona.core.TurnBuilder d3 = root.click(Point.parse("d3")).builder();
    List<Step> choice = d3.options(Point.parse("e3"));
    SvgBoard.Options o =
        SvgBoard.Options.defaults().withRings(choice.get(0)).withRings(choice.get(1));
    Document d = parse(SvgBoard.draw(d3.preview(), o));
    assertEquals(List.of("f3", "c3"), marked(d, "ring"));
    List<Element> rings = byClass(d, "ring");
    assertEquals(SvgBoard.APPROACH_COLOUR, rings.get(0).getAttribute("stroke"));
    assertEquals(SvgBoard.WITHDRAWAL_COLOUR, rings.get(1).getAttribute("stroke"));
    assertEquals("#ef6c00", SvgBoard.APPROACH_COLOUR, "orange, as seed 000 draws approaches");
    assertEquals("#1565c0", SvgBoard.WITHDRAWAL_COLOUR, "blue for withdrawals");
    assertTrue(!rings.get(0).getAttribute("stroke-dasharray").isEmpty());
    assertEquals(
        o,
        SvgBoard.Options.defaults().withRings(choice.get(0)).withRings(choice.get(1)),
        "a value");
    assertTrue(SvgBoard.Options.defaults().rings().isEmpty(), "the defaults are unchanged");
  }

  @Test
  void arrowsVacatedAndCapturedMarkersAreDrawnWhereTheyAreAsked() throws Exception {
    Turn hint = Game.start(SIVY).legalTurns().get(0);
    SvgBoard.Options o =
        SvgBoard.Options.defaults()
            .withArrows(hint)
            .withArrow(Point.parse("a1"), Point.parse("b2"), "#123")
            .withVacated(List.of(Point.parse("d3")))
            .withCaptured(List.of(Point.parse("f4"), Point.parse("g5")));
    Document d = parse(SvgBoard.draw(SIVY.start(), o));
    List<Element> arrows = byClass(d, "arrow extra");
    assertEquals(hint.steps().size() + 1, arrows.size());
    assertEquals(hint.origin().toString(), arrows.get(0).getAttribute("data-from"));
    assertEquals(hint.destination().toString(), arrows.get(0).getAttribute("data-to"));
    assertEquals(SvgBoard.MOVE_COLOUR, arrows.get(0).getAttribute("fill"));
    assertEquals("#123", arrows.get(1).getAttribute("stroke"));
    assertEquals(1, arrows.get(0).getElementsByTagNameNS("*", "polygon").getLength(), "a head");
    assertEquals(0, byClass(d, "arrow").size(), "no last turn, so no last-turn arrows");
    assertEquals(List.of("d3"), marked(d, "vacated"));
    Element vacated = byClass(d, "vacated").get(0);
    assertEquals("#5b3a1a", vacated.getAttribute("stroke"), "brown");
    assertEquals("none", vacated.getAttribute("fill"));
    assertTrue(!vacated.getAttribute("stroke-dasharray").isEmpty(), "dashed");
    assertEquals(List.of("f4", "g5"), marked(d, "captured"));
    Element captured = byClass(d, "captured").get(0);
    Element ring = (Element) captured.getElementsByTagNameNS("*", "circle").item(0);
    assertEquals("#c62828", ring.getAttribute("stroke"), "red");
    assertTrue(!ring.getAttribute("stroke-dasharray").isEmpty(), "dashed");
    Element cross = (Element) captured.getElementsByTagNameNS("*", "path").item(0);
    assertEquals(2, cross.getAttribute("d").split("M").length - 1, "two strokes make the cross");
  }

  /** Writes a picture of a choice with every mark, for a person to look at. */
  @Test
  void aPictureWithEveryMarkIsWrittenUnderTarget() throws Exception {
    io.github.fanorona.core.TurnBuilder d3 =
        io.github.fanorona.core.TurnBuilder.start(Game.start(SIVY))
            .click(Point.parse("d3"))
            .builder();
    List<Step> choice = d3.options(Point.parse("e3"));
    SvgBoard.Options o =
        SvgBoard.Options.defaults()
            .withCoordinates(true)
            .withPointIds(true)
            .withRings(choice.get(0))
            .withRings(choice.get(1))
            .withArrow(Point.parse("d3"), Point.parse("e3"), SvgBoard.MOVE_COLOUR)
            .withVacated(List.of(Point.parse("e4")))
            .withCaptured(List.of(Point.parse("g3")));
    String svg = SvgBoard.draw(d3.preview(), o);
    java.nio.file.Path out = java.nio.file.Path.of("target", "svg-board-marks.svg");
    java.nio.file.Files.createDirectories(out.getParent());
    java.nio.file.Files.writeString(out, svg);
    assertEquals("svg", parse(svg).getDocumentElement().getLocalName());
  }

  @Test
  void aStoneLiableToAHuffIsDrawnDistinctly() throws Exception {
    Position omission = Position.parse("4B4/9/2B6/9/2W5W w 0 4");
    Game g = Game.start(SIVY, Ruleset.parse("huffing=on"), omission).play("i1-i2");
    assertEquals(1, Long.bitCount(g.position().huffable()));
    Document d = parse(SvgBoard.draw(g.position()));
    assertEquals(List.of("c1"), marked(d, "huffable"));
    assertEquals(2, byClass(d, "stone white").size(), "the stone itself is drawn as ever");
    assertEquals(0, byClass(parse(SvgBoard.draw(omission)), "huffable").size());
  }

  @Test
  void marksOffTheBoardAndColoursThatAreNotColoursAreRefused() {
    SvgBoard.Options o = SvgBoard.Options.defaults();
    IllegalArgumentException colour =
        assertThrows(
            IllegalArgumentException.class,
            () -> o.withArrow(Point.parse("e3"), Point.parse("e4"), "red\" onload=\"x"));
    assertTrue(colour.getMessage().startsWith("a colour is #rgb, #rrggbb"), colour.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> o.withArrow(Point.parse("e3"), Point.parse("e3"), "green"));
    assertThrows(
        IllegalArgumentException.class,
        () -> o.withArrow(Point.parse("e3"), Point.parse("e4"), "#12345"));
    IllegalArgumentException off =
        assertThrows(
            IllegalArgumentException.class,
            () -> SvgBoard.draw(SIVY.start(), o.withVacated(List.of(Point.parse("j1")))));
    assertTrue(off.getMessage().contains("j1"), off.getMessage());
  }
}
