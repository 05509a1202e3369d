package io.github.fanorona.notation;

import io.github.fanorona.core.CaptureKind;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import java.util.Locale;
import java.util.Optional;

/**
 * A picture of a position as a standalone SVG document, in the style of the illustrated rule pages
 * (seed 000): board lines (orthogonal everywhere, diagonals only through strong points), strong
 * points marked in gold, light stones for White and dark ones for Black, and optionally the last
 * turn: green arrows for its steps, a dashed circle where the moving stone stood, and dashed rings
 * on the stones it captured (orange for approach, blue for withdrawal, red for a huffed stone),
 * drawn over faded copies of those stones.
 *
 * <pre>{@code
 * Position start = Variant.sivy().start();
 * Turn opening = Variant.sivy().legalTurns(start).get(0);
 * String svg =
 *     SvgBoard.draw(
 *         start.play(opening),
 *         SvgBoard.Options.defaults().withSize(600).withCoordinates(true).withLastTurn(opening));
 * Files.writeString(Path.of("board.svg"), svg);
 * }</pre>
 *
 * <p>Every element carries a {@code class} naming what it is ({@code line}, {@code point strong},
 * {@code point weak}, {@code stone white}, {@code stone black}, {@code ghost}, {@code ring
 * approach}, {@code ring withdrawal}, {@code ring huff}, {@code origin}, {@code drop}, {@code
 * arrow}, {@code coordinate}), so a style sheet can restyle the picture.
 *
 * <p>The file is longer than most because its options and the drawing of each layer (lines, points,
 * stones, coordinates, the last turn) are one small renderer with no other user.
 */
public final class SvgBoard {
  private static final String WOOD = "#e8c98f";
  private static final String INK = "#5b3a1a";
  private static final String GOLD = "#d4a017";
  private static final String WHITE_STONE = "#f7f3ea";
  private static final String BLACK_STONE = "#2b2b2b";
  private static final String GREEN = "#2e7d32";
  private static final String ORANGE = "#ef6c00";
  private static final String BLUE = "#1565c0";
  private static final String RED = "#c62828";

  private SvgBoard() {}

  /**
   * The appearance of a picture: its width in pixels, whether coordinates are written beside the
   * board and in which style, and the turn that led to the position, if it is to be shown. Values
   * are immutable; each {@code with} method returns a new one.
   *
   * <pre>{@code
   * SvgBoard.Options o = SvgBoard.Options.defaults().withSize(300).withCoordinates(true);
   * o.size();   // 300
   * }</pre>
   */
  public static final class Options {
    private final int size;
    private final boolean coordinates;
    private final PointStyle style;
    private final Optional<Turn> lastTurn;

    private Options(int size, boolean coordinates, PointStyle style, Optional<Turn> lastTurn) {
      this.size = size;
      this.coordinates = coordinates;
      this.style = style;
      this.lastTurn = lastTurn;
    }

    /**
     * Returns the defaults: 480 pixels wide, no coordinates, standard point style, no last turn.
     *
     * <pre>{@code SvgBoard.Options.defaults().size()   // 480}</pre>
     *
     * @return the default options
     */
    public static Options defaults() {
      return new Options(480, false, PointStyle.STANDARD, Optional.empty());
    }

    /**
     * Returns these options with another picture width; the height follows the board's shape.
     *
     * <pre>{@code options.withSize(900)}</pre>
     *
     * @param pixels the width, 50 to 10000
     * @return the options
     * @throws IllegalArgumentException if the width is out of range
     */
    public Options withSize(int pixels) {
      if (pixels < 50 || pixels > 10_000) {
        throw new IllegalArgumentException("a picture is 50 to 10000 pixels wide, not " + pixels);
      }
      return new Options(pixels, coordinates, style, lastTurn);
    }

    /**
     * Returns these options with coordinates written below and left of the board, or not.
     *
     * <pre>{@code options.withCoordinates(true)}</pre>
     *
     * @param value true to write column and row names
     * @return the options
     */
    public Options withCoordinates(boolean value) {
      return new Options(size, value, style, lastTurn);
    }

    /**
     * Returns these options with the point style of the coordinates: standard ({@code a}.. below,
     * {@code 1}.. at the side) or Malagasy (column numbers below, row letters {@code A}.. at the
     * side).
     *
     * <pre>{@code options.withCoordinates(true).withPointStyle(PointStyle.MALAGASY)}</pre>
     *
     * @param value the style
     * @return the options
     */
    public Options withPointStyle(PointStyle value) {
      return new Options(size, coordinates, value, lastTurn);
    }

    /**
     * Returns these options showing a turn: the position drawn must be the one right after it.
     *
     * <pre>{@code options.withLastTurn(turn)   // draw(before.play(turn), options)}</pre>
     *
     * @param turn the turn that led to the position drawn
     * @return the options
     */
    public Options withLastTurn(Turn turn) {
      return new Options(size, coordinates, style, Optional.of(turn));
    }

    /**
     * Returns these options without a last turn.
     *
     * <pre>{@code options.withoutLastTurn().lastTurn()   // Optional.empty}</pre>
     *
     * @return the options
     */
    public Options withoutLastTurn() {
      return new Options(size, coordinates, style, Optional.empty());
    }

    /**
     * Returns the picture width in pixels.
     *
     * <pre>{@code SvgBoard.Options.defaults().size()   // 480}</pre>
     *
     * @return the width
     */
    public int size() {
      return size;
    }

    /**
     * Returns whether coordinates are written.
     *
     * <pre>{@code SvgBoard.Options.defaults().coordinates()   // false}</pre>
     *
     * @return true if they are
     */
    public boolean coordinates() {
      return coordinates;
    }

    /**
     * Returns the point style of the coordinates.
     *
     * <pre>{@code SvgBoard.Options.defaults().pointStyle()   // STANDARD}</pre>
     *
     * @return the style
     */
    public PointStyle pointStyle() {
      return style;
    }

    /**
     * Returns the turn shown, if any.
     *
     * <pre>{@code SvgBoard.Options.defaults().lastTurn()   // Optional.empty}</pre>
     *
     * @return the last turn
     */
    public Optional<Turn> lastTurn() {
      return lastTurn;
    }
  }

  /**
   * Draws a position with the default options.
   *
   * <pre>
   * {@code SvgBoard.draw(Variant.sivy().start())   // "<?xml version=\"1.0\" encoding=\"UTF-8\"?>..."}
   * </pre>
   *
   * @param position any position, on any board
   * @return a standalone SVG document
   */
  public static String draw(Position position) {
    return draw(position, Options.defaults());
  }

  /**
   * Draws a position.
   *
   * <pre>{@code SvgBoard.draw(after, SvgBoard.Options.defaults().withLastTurn(turn))}</pre>
   *
   * @param position any position, on any board
   * @param options size, coordinates and last turn
   * @return a standalone SVG document
   * @throws IllegalArgumentException if the last turn cannot have led to the position: another
   *     board, no stone on its destination, a stone on its origin or on a point it captured
   */
  public static String draw(Position position, Options options) {
    options.lastTurn().ifPresent(t -> checkFits(position, t));
    return new Painter(position, options).paint();
  }

  private static void checkFits(Position position, Turn turn) {
    Geometry g = position.geometry();
    String problem = "";
    if (turn.geometry() != g) {
      problem = "it was made on a " + turn.geometry() + " board, not " + g;
    } else if (position.stoneAt(turn.destination()).isEmpty()) {
      problem = "no stone stands on " + turn.destination();
    } else if (turn.kind() != Turn.Kind.DROP && position.stoneAt(turn.origin()).isPresent()) {
      problem = "a stone still stands on " + turn.origin();
    } else if (turn.capturedPoints().stream()
        .anyMatch(q -> !q.equals(turn.destination()) && position.stoneAt(q).isPresent())) {
      // A chain may end on a point it emptied earlier; anywhere else a captured point is empty.
      problem = "a captured point holds a stone";
    } else if (turn.huffed()
        .filter(h -> h != turn.destination())
        .flatMap(position::stoneAt)
        .isPresent()) {
      // the chain may end on the point the huff emptied
      problem = "the huffed point holds a stone";
    }
    if (!problem.isEmpty()) {
      throw new IllegalArgumentException(
          "the last turn " + turn + " cannot have led to this position: " + problem);
    }
  }

  /** Writes one picture; holds the scale. */
  private static final class Painter {
    private final Position position;
    private final Options options;
    private final Geometry g;
    private final double cell;
    private final double margin;
    private final double width;
    private final double height;
    private final StringBuilder svg = new StringBuilder();

    Painter(Position position, Options options) {
      this.position = position;
      this.options = options;
      this.g = position.geometry();
      double k = options.coordinates() ? 1.0 : 0.6;
      this.width = options.size();
      this.cell = width / (g.width() - 1 + 2 * k);
      this.margin = cell * k;
      this.height = 2 * margin + (g.height() - 1) * cell;
    }

    private double px(Point p) {
      return margin + p.x() * cell;
    }

    private double py(Point p) {
      return height - margin - p.y() * cell;
    }

    String paint() {
      svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
          .append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
          .append(num(width))
          .append("\" height=\"")
          .append(num(height))
          .append("\" viewBox=\"0 0 ")
          .append(num(width))
          .append(' ')
          .append(num(height))
          .append("\" role=\"img\">\n");
      svg.append("  <title>").append(escape(title())).append("</title>\n");
      svg.append("  <defs><marker id=\"arrowhead\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\"")
          .append(" markerWidth=\"4\" markerHeight=\"4\" orient=\"auto-start-reverse\">")
          .append("<path d=\"M0,0 L10,5 L0,10 z\" fill=\"")
          .append(GREEN)
          .append("\"/></marker></defs>\n");
      svg.append("  <rect class=\"board\" x=\"0\" y=\"0\" width=\"")
          .append(num(width))
          .append("\" height=\"")
          .append(num(height))
          .append("\" fill=\"")
          .append(WOOD)
          .append("\"/>\n");
      lines();
      points();
      if (options.coordinates()) {
        coordinates();
      }
      options.lastTurn().ifPresent(this::capturedStones);
      stones();
      options.lastTurn().ifPresent(this::movement);
      svg.append("</svg>\n");
      return svg.toString();
    }

    private String title() {
      String text = "Fanorona position " + position;
      return options.lastTurn().map(t -> text + " after " + t).orElse(text);
    }

    private void lines() {
      svg.append("  <g stroke=\"")
          .append(INK)
          .append("\" stroke-width=\"")
          .append(num(Math.max(1, cell / 30)))
          .append("\" stroke-linecap=\"round\">\n");
      int w = g.width();
      int h = g.height();
      if (w > 1) {
        for (int y = 0; y < h; y++) {
          line(Point.of(0, y), Point.of(w - 1, y));
        }
      }
      if (h > 1) {
        for (int x = 0; x < w; x++) {
          line(Point.of(x, 0), Point.of(x, h - 1));
        }
      }
      // Each square has one diagonal, joining its two strong corners.
      for (int y = 0; y + 1 < h; y++) {
        for (int x = 0; x + 1 < w; x++) {
          if (g.isStrong(Point.of(x, y))) {
            line(Point.of(x, y), Point.of(x + 1, y + 1));
          } else {
            line(Point.of(x, y + 1), Point.of(x + 1, y));
          }
        }
      }
      svg.append("  </g>\n");
    }

    private void line(Point a, Point b) {
      svg.append("    <line class=\"line\" x1=\"")
          .append(num(px(a)))
          .append("\" y1=\"")
          .append(num(py(a)))
          .append("\" x2=\"")
          .append(num(px(b)))
          .append("\" y2=\"")
          .append(num(py(b)))
          .append("\"/>\n");
    }

    private void points() {
      for (Point p : g.points()) {
        boolean strong = g.isStrong(p);
        circle(
            strong ? "point strong" : "point weak",
            p,
            cell * (strong ? 0.09 : 0.06),
            "fill=\"" + (strong ? GOLD : INK) + "\"");
      }
    }

    private void coordinates() {
      double font = cell * 0.32;
      boolean malagasy = options.pointStyle() == PointStyle.MALAGASY;
      for (int x = 0; x < g.width(); x++) {
        String name = malagasy ? Integer.toString(x + 1) : String.valueOf((char) ('a' + x));
        text(name, margin + x * cell, height - margin * 0.35, font);
      }
      for (int y = 0; y < g.height(); y++) {
        // the row letter of the point style itself, which refuses rows that have none
        String name =
            malagasy
                ? PointStyle.MALAGASY.format(Point.of(0, y)).substring(0, 1)
                : Integer.toString(y + 1);
        text(name, margin * 0.4, height - margin - y * cell + font * 0.35, font);
      }
    }

    private void text(String value, double x, double y, double font) {
      svg.append("  <text class=\"coordinate\" x=\"")
          .append(num(x))
          .append("\" y=\"")
          .append(num(y))
          .append("\" font-family=\"sans-serif\" font-size=\"")
          .append(num(font))
          .append("\" text-anchor=\"middle\" fill=\"")
          .append(INK)
          .append("\">")
          .append(escape(value))
          .append("</text>\n");
    }

    private void stones() {
      double r = cell * 0.34;
      for (Point p : g.points()) {
        Optional<Side> stone = position.stoneAt(p);
        if (stone.isPresent()) {
          boolean white = stone.get() == Side.WHITE;
          circle(
              white ? "stone white" : "stone black",
              p,
              r,
              "fill=\""
                  + (white ? WHITE_STONE : BLACK_STONE)
                  + "\" stroke=\"#1a1a1a\""
                  + " stroke-width=\""
                  + num(Math.max(1, cell / 40))
                  + "\"");
        }
      }
    }

    private void capturedStones(Turn turn) {
      Side mover = position.stoneAt(turn.destination()).orElse(Side.WHITE);
      String ghostFill = mover == Side.WHITE ? BLACK_STONE : WHITE_STONE;
      for (Step step : turn.steps()) {
        String colour =
            step.capture().orElse(CaptureKind.APPROACH) == CaptureKind.APPROACH ? ORANGE : BLUE;
        String kind =
            step.capture().orElse(CaptureKind.APPROACH) == CaptureKind.APPROACH
                ? "ring approach"
                : "ring withdrawal";
        for (Point p : step.captured()) {
          ghostAndRing(p, ghostFill, kind, colour);
        }
      }
      turn.huffed().ifPresent(p -> ghostAndRing(p, ghostFill, "ring huff", RED));
    }

    private void ghostAndRing(Point p, String fill, String kind, String colour) {
      circle("ghost", p, cell * 0.34, "fill=\"" + fill + "\" fill-opacity=\"0.3\"");
      circle(kind, p, cell * 0.42, dashed(colour));
    }

    private String dashed(String colour) {
      double w = Math.max(1.5, cell / 22);
      return "fill=\"none\" stroke=\""
          + colour
          + "\" stroke-width=\""
          + num(w)
          + "\" stroke-dasharray=\""
          + num(w * 2.5)
          + " "
          + num(w * 1.8)
          + "\"";
    }

    private void movement(Turn turn) {
      if (turn.kind() == Turn.Kind.DROP) {
        circle("drop", turn.destination(), cell * 0.44, dashed(GREEN));
        return;
      }
      circle("origin", turn.origin(), cell * 0.3, dashed(INK));
      double w = Math.max(2, cell / 14);
      for (Step step : turn.steps()) {
        double x1 = px(step.from());
        double y1 = py(step.from());
        double x2 = px(step.to());
        double y2 = py(step.to());
        double length = Math.hypot(x2 - x1, y2 - y1);
        // Stop short of the landing stone's centre so the head stays visible on top of it.
        double cut = cell * 0.2 / length;
        svg.append("  <line class=\"arrow\" x1=\"")
            .append(num(x1))
            .append("\" y1=\"")
            .append(num(y1))
            .append("\" x2=\"")
            .append(num(x2 - (x2 - x1) * cut))
            .append("\" y2=\"")
            .append(num(y2 - (y2 - y1) * cut))
            .append("\" stroke=\"")
            .append(GREEN)
            .append("\" stroke-width=\"")
            .append(num(w))
            .append("\" stroke-opacity=\"0.9\" marker-end=\"url(#arrowhead)\"/>\n");
      }
    }

    private void circle(String cls, Point p, double r, String paint) {
      svg.append("  <circle class=\"")
          .append(cls)
          .append("\" cx=\"")
          .append(num(px(p)))
          .append("\" cy=\"")
          .append(num(py(p)))
          .append("\" r=\"")
          .append(num(r))
          .append("\" ")
          .append(paint)
          .append("/>\n");
    }
  }

  /** Two decimals at most, a dot as separator whatever the default locale. */
  static String num(double v) {
    String s = String.format(Locale.ROOT, "%.2f", v);
    s = s.contains(".") ? s.replaceAll("0+$", "") : s;
    return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
  }

  static String escape(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '&' -> sb.append("&amp;");
        case '"' -> sb.append("&quot;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }
}
