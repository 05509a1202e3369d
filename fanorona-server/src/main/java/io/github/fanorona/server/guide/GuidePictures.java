package io.github.fanorona.server.guide;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.core.WrittenTurn;
import io.github.fanorona.notation.SvgBoard;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The guide's pictures, drawn once by the library's {@link SvgBoard} from real positions and legal
 * turns: each "after" picture is the position the engine's turn leads to, with the turn's green
 * arrows, the dashed circle where its stone stood and the orange (approach) or blue (withdrawal)
 * rings on the stones it took. A picture is asked for by name; the names are fixed here.
 *
 * <pre>
 * {@code GuidePictures.draw().get("approach-after.svg").orElseThrow().type()   // "image/svg+xml"}
 * </pre>
 */
public final class GuidePictures {
  private static final int SIZE = 360;

  /** The red of a refused move and a taken stone, as the seed and the play page draw them. */
  static final String RED = "#c62828";

  private final Map<String, String> svgs;

  private GuidePictures(Map<String, String> svgs) {
    this.svgs = svgs;
  }

  /**
   * Draws the pictures.
   *
   * <pre>{@code GuidePictures.draw().svgs().size() > 20   // true}</pre>
   *
   * @return the pictures
   */
  public static GuidePictures draw() {
    Map<String, String> out = new LinkedHashMap<>();
    out.put("board", picture(Position.parse("9/9/9/9/9 w")));
    out.put("start", picture(Variant.sivy().start()));
    out.put("move-strong", after("8B/9/4W4/9/9 w", "e3-f4"));
    out.put("move-weak", after("8B/9/9/4W4/9 w", "e2-e3"));
    out.put("approach-start", plain("8B/9/1W1BB4/9/9 w"));
    out.put("approach-before", before("8B/9/1W1BB4/9/9 w", "b3-c3A"));
    out.put("approach-after", after("8B/9/1W1BB4/9/9 w", "b3-c3A"));
    out.put("approach-diagonal-before", before("8B/3B5/2B6/9/W8 w", "a1-b2A"));
    out.put("approach-diagonal-after", after("8B/3B5/2B6/9/W8 w", "a1-b2A"));
    out.put("withdrawal-start", plain("8B/9/BBW6/9/9 w"));
    out.put("withdrawal-before", before("8B/9/BBW6/9/9 w", "c3-d3W"));
    out.put("withdrawal-after", after("8B/9/BBW6/9/9 w", "c3-d3W"));
    out.put("run-empty-before", before("8B/9/1W1BB1B2/9/9 w", "b3-c3A"));
    out.put("run-empty", after("8B/9/1W1BB1B2/9/9 w", "b3-c3A"));
    out.put("run-own-before", before("8B/9/1W1BBW3/9/9 w", "b3-c3A"));
    out.put("run-own", after("8B/9/1W1BBW3/9/9 w", "b3-c3A"));
    out.put("run-gap-before", before("8B/9/1W2B4/9/9 w", "b3-c3"));
    out.put("run-gap", after("8B/9/1W2B4/9/9 w", "b3-c3"));
    out.put("choice-both", choice("8B/9/1BW1B4/9/9 w", "c3-d3A", "c3-d3W"));
    out.put("choice-approach", after("8B/9/1BW1B4/9/9 w", "c3-d3A"));
    out.put("choice-withdrawal", after("8B/9/1BW1B4/9/9 w", "c3-d3W"));
    out.put("compulsory", compulsory());
    out.put("openings", openings());
    out.put("chain-before", before("2B6/9/1W1B5/9/8B w", "b3-c3A-c4A"));
    out.put("chain-first", after("2B6/9/1W1B5/9/8B w", "b3-c3A"));
    out.put("chain-second", before("2B6/9/2W6/9/8B w", "c3-c4A"));
    out.put("chain-after", after("2B6/9/1W1B5/9/8B w", "b3-c3A-c4A"));
    out.put("chain-limits", chainLimits());
    out.put("paika", after("8B/9/9/9/W8 w", "a1-b2"));
    out.put("end", after("9/9/1W1B5/9/9 w", "b3-c3A"));
    return new GuidePictures(named(out));
  }

  /**
   * {@return the pictures, each SVG text under its file's name ({@code NAME.svg})}
   *
   * <pre>{@code pictures.svgs().containsKey("start.svg")   // true}</pre>
   */
  public Map<String, String> svgs() {
    return svgs;
  }

  /** The names of the pictures, for the guide's tests. */
  java.util.Set<String> names() {
    return svgs.keySet();
  }

  /**
   * A position as a picture shows it: without the lone Black stone in a corner (i5 or i1) that some
   * positions are written with. That stone keeps the game going (with no Black stone left a game is
   * over, and no turn is read in it), so the turns are read with it; but the picture would show a
   * stone the guide never explains.
   */
  static Position shown(String position) {
    int space = position.indexOf(' ');
    String[] ranks = position.substring(0, space).split("/", -1);
    int last = ranks.length - 1;
    if ("8B".equals(ranks[0])) {
      ranks[0] = "9";
    } else if ("8B".equals(ranks[last])) {
      ranks[last] = "9";
    }
    return Position.parse(String.join("/", ranks) + position.substring(space));
  }

  /** A position alone, before anything is shown on it (a step's ①). */
  static String plain(String position) {
    return SvgBoard.draw(shown(position), options());
  }

  /**
   * A position before a legal turn: the turn's green arrows and a red dashed circle with a cross on
   * each stone it will take.
   */
  static String before(String position, String turn) {
    Turn t = read(Position.parse(position), turn);
    return SvgBoard.draw(shown(position), options().withArrows(t).withCaptured(t.capturedPoints()));
  }

  /** A step that may approach or withdraw: one arrow, orange and blue rings on what each takes. */
  static String choice(String position, String approach, String withdrawal) {
    Position p = Position.parse(position);
    Turn a = read(p, approach);
    Turn w = read(p, withdrawal);
    return SvgBoard.draw(
        shown(position),
        options().withArrows(a).withRings(a.steps().get(0)).withRings(w.steps().get(0)));
  }

  /** A legal turn of a position under the standard rules, read as A/W text. */
  static Turn read(Position p, String turn) {
    return WrittenTurn.parse(turn).resolve(Game.start(Variant.sivy(), Ruleset.standard(), p));
  }

  /**
   * Step 8: a capture exists (green ✓ on its arrow's end), so the plain step elsewhere (red ✗) is
   * not allowed.
   */
  private static String compulsory() {
    String position = "8B/9/1W1B5/9/W8 w";
    Turn capture = read(Position.parse(position), "b3-c3A");
    String svg =
        SvgBoard.draw(
            shown(position),
            options()
                .withPointIds(true)
                .withArrows(capture)
                .withCaptured(capture.capturedPoints())
                .withArrow(Point.parse("a1"), Point.parse("b2"), RED));
    return mark(mark(svg, "c3", true), "b2", false);
  }

  /** Step 8: the start with an arrow for each of White's five legal first turns. */
  private static String openings() {
    Variant v = Variant.sivy();
    SvgBoard.Options o = options();
    for (Turn t : Game.start(v).legalTurns()) {
      o = o.withArrows(t);
    }
    return SvgBoard.draw(v.start(), o);
  }

  /**
   * Step 9: the stone on c3 has taken d3 by b3-c3A; back to b3 (a point it stood on) and on east
   * again (the same direction twice) are refused, north (a new direction) is allowed.
   */
  private static String chainLimits() {
    Point c3 = Point.parse("c3");
    String svg =
        SvgBoard.draw(
            shown("2B6/9/2W6/9/8B w"),
            options()
                .withPointIds(true)
                .withVacated(List.of(Point.parse("b3")))
                .withArrow(c3, Point.parse("b3"), RED)
                .withArrow(c3, Point.parse("d3"), RED)
                .withArrow(c3, Point.parse("c4"), SvgBoard.MOVE_COLOUR));
    return mark(mark(mark(svg, "b3", false), "d3", false), "c4", true);
  }

  private static final Pattern HIT =
      Pattern.compile(
          "id=\"p-([a-z][0-9]+)\" data-point=\"[a-z][0-9]+\" cx=\"([0-9.]+)\" cy=\"([0-9.]+)\"");

  /**
   * Adds a green ✓ or a red ✗ beside a point, placed where the library's own picture puts that
   * point (its {@code withPointIds} hit circle); the marks are the only drawing the library lacks.
   */
  static String mark(String svg, String point, boolean allowed) {
    Matcher m = HIT.matcher(svg);
    while (m.find()) {
      if (m.group(1).equals(point)) {
        double x = Double.parseDouble(m.group(2)) + 14;
        double y = Double.parseDouble(m.group(3)) - 14;
        String colour = allowed ? SvgBoard.MOVE_COLOUR : RED;
        String path =
            allowed
                ? String.format(Locale.ROOT, "M%.1f %.1fl4 4 8-9", x - 6, y)
                : String.format(Locale.ROOT, "M%.1f %.1fl10 10m0-10l-10 10", x - 5, y - 5);
        String drawn =
            String.format(
                Locale.ROOT,
                "  <g class=\"%s\"><circle cx=\"%.1f\" cy=\"%.1f\" r=\"10\" fill=\"#ffffff\""
                    + " stroke=\"%s\" stroke-width=\"2\"/><path d=\"%s\" fill=\"none\""
                    + " stroke=\"%s\" stroke-width=\"3\" stroke-linecap=\"round\"/></g>\n",
                allowed ? "allowed" : "refused",
                x,
                y,
                colour,
                path,
                colour);
        int end = svg.lastIndexOf("</svg>");
        return svg.substring(0, end) + drawn + svg.substring(end);
      }
    }
    throw new IllegalArgumentException("the picture has no point " + point);
  }

  static SvgBoard.Options options() {
    return SvgBoard.Options.defaults().withSize(SIZE).withCoordinates(true);
  }

  static String picture(Position p) {
    return SvgBoard.draw(p, SvgBoard.Options.defaults().withSize(SIZE).withCoordinates(true));
  }

  /** The position a legal turn leads to, drawn with that turn; the turn is read as A/W text. */
  static String after(String position, String turn) {
    Turn t = read(Position.parse(position), turn);
    return drawn(shown(position).play(t), t);
  }

  private static String drawn(Position after, Turn t) {
    return SvgBoard.draw(
        after, SvgBoard.Options.defaults().withSize(SIZE).withCoordinates(true).withLastTurn(t));
  }

  /** Pictures drawn in memory, by their file's name: each SVG text under {@code NAME.svg}. */
  static Map<String, String> named(Map<String, String> drawn) {
    Map<String, String> named = new LinkedHashMap<>();
    drawn.forEach((k, v) -> named.put(k + ".svg", v));
    return java.util.Collections.unmodifiableMap(named);
  }
}
