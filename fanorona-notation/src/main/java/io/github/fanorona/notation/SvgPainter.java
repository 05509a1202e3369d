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
 * Writes one {@link SvgBoard} picture, layer by layer, and holds its scale; {@link SvgBoard} checks
 * the options against the position first, so a painter only draws.
 *
 * <pre>{@code
 * String svg = new SvgPainter(position, options).paint();   // what SvgBoard.draw returns
 * }</pre>
 */
final class SvgPainter {
  static final String WOOD = "#e8c98f";
  static final String INK = "#5b3a1a";
  static final String GOLD = "#d4a017";
  static final String WHITE_STONE = "#f7f3ea";
  static final String BLACK_STONE = "#2b2b2b";

  /** The colour of moves' arrows ({@link SvgBoard#MOVE_COLOUR}). */
  public static final String GREEN = "#2e7d32";

  /** The colour of the rings of an approach's captures ({@link SvgBoard#APPROACH_COLOUR}). */
  public static final String ORANGE = "#ef6c00";

  /** The colour of the rings of a withdrawal's captures ({@link SvgBoard#WITHDRAWAL_COLOUR}). */
  public static final String BLUE = "#1565c0";

  static final String RED = "#c62828";
  static final String PURPLE = "#8e24aa";

  private final Position position;
  private final SvgBoard.Options options;
  private final Geometry g;
  private final double cell;
  private final double margin;
  private final double width;
  private final double height;
  private final StringBuilder svg = new StringBuilder();

  /**
   * A painter of one picture.
   *
   * @param position the position drawn
   * @param options the board's options, checked against the position by {@link SvgBoard}
   */
  public SvgPainter(Position position, SvgBoard.Options options) {
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

  /** {@return the picture: an XML declaration, then one {@code <svg>} element and what it holds} */
  public String paint() {
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
    // Layers from the board up: halos beneath the stones, markers over them, the hit circles
    // on top so that a click anywhere near a point reaches its element.
    options.lastTurn().ifPresent(this::capturedStones);
    stones();
    position.huffablePoints().forEach(this::huffable);
    options.vacated().forEach(p -> mark("vacated", p, cell * 0.3, dashed(INK)));
    options.rings().forEach((p, colour) -> mark("ring", p, cell * 0.44, dashed(colour)));
    options.captured().forEach(this::captured);
    options.lastTurn().ifPresent(this::movement);
    options.arrows().forEach(this::arrow);
    if (options.pointIds()) {
      g.points().forEach(this::hit);
    }
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
      text(name, px(Point.of(x, 0)), height - margin * 0.35, font);
    }
    for (int y = 0; y < g.height(); y++) {
      // the row letter of the point style itself, which refuses rows that have none
      String name =
          malagasy
              ? PointStyle.MALAGASY.format(Point.of(0, y)).substring(0, 1)
              : Integer.toString(y + 1);
      text(name, margin * 0.4, py(Point.of(0, y)) + font * 0.35, font);
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

  /** A circle that marks a point for a user interface, with the point's name. */
  private void mark(String cls, Point p, double r, String paint) {
    circle(cls, p, r, "data-point=\"" + p + "\" " + paint);
  }

  private void huffable(Point p) {
    double w = Math.max(1.5, cell / 20);
    mark(
        "huffable",
        p,
        cell * 0.4,
        "fill=\"none\" stroke=\""
            + PURPLE
            + "\" stroke-width=\""
            + num(w)
            + "\" stroke-dasharray=\""
            + num(w)
            + " "
            + num(w)
            + "\"");
  }

  private void captured(Point p) {
    double x = px(p);
    double y = py(p);
    double d = cell * 0.2;
    svg.append("  <g class=\"captured\" data-point=\"").append(p).append("\">\n  ");
    circle("captured-ring", p, cell * 0.42, dashed(RED));
    svg.append("    <path class=\"cross\" d=\"M")
        .append(num(x - d))
        .append(',')
        .append(num(y - d))
        .append(" L")
        .append(num(x + d))
        .append(',')
        .append(num(y + d))
        .append(" M")
        .append(num(x - d))
        .append(',')
        .append(num(y + d))
        .append(" L")
        .append(num(x + d))
        .append(',')
        .append(num(y - d))
        .append("\" stroke=\"")
        .append(RED)
        .append("\" stroke-width=\"")
        .append(num(Math.max(2, cell / 16)))
        .append("\" stroke-linecap=\"round\"/>\n  </g>\n");
  }

  /** An arrow with its own head, so that each may have its colour. */
  private void arrow(SvgBoard.Arrow a) {
    double x1 = px(a.from());
    double y1 = py(a.from());
    double x2 = px(a.to());
    double y2 = py(a.to());
    double length = Math.hypot(x2 - x1, y2 - y1);
    double ux = (x2 - x1) / length;
    double uy = (y2 - y1) / length;
    // The tip stops short of the target's centre; the head is a triangle back from the tip.
    double tipX = x2 - ux * cell * 0.15;
    double tipY = y2 - uy * cell * 0.15;
    double head = Math.max(6, cell * 0.24);
    double baseX = tipX - ux * head;
    double baseY = tipY - uy * head;
    double half = head * 0.55;
    svg.append("  <g class=\"arrow extra\" data-from=\"")
        .append(a.from())
        .append("\" data-to=\"")
        .append(a.to())
        .append("\" fill=\"")
        .append(a.colour())
        .append("\" stroke=\"")
        .append(a.colour())
        .append("\" fill-opacity=\"0.9\" stroke-opacity=\"0.9\">\n")
        .append("    <line x1=\"")
        .append(num(x1))
        .append("\" y1=\"")
        .append(num(y1))
        .append("\" x2=\"")
        .append(num(baseX))
        .append("\" y2=\"")
        .append(num(baseY))
        .append("\" stroke-width=\"")
        .append(num(Math.max(2, cell / 14)))
        .append("\" stroke-linecap=\"round\"/>\n")
        .append("    <polygon stroke=\"none\" points=\"")
        .append(num(tipX))
        .append(',')
        .append(num(tipY))
        .append(' ')
        .append(num(baseX - uy * half))
        .append(',')
        .append(num(baseY + ux * half))
        .append(' ')
        .append(num(baseX + uy * half))
        .append(',')
        .append(num(baseY - ux * half))
        .append("\"/>\n  </g>\n");
  }

  private void hit(Point p) {
    svg.append("  <circle class=\"hit\" id=\"p-")
        .append(p)
        .append("\" data-point=\"")
        .append(p)
        .append("\" cx=\"")
        .append(num(px(p)))
        .append("\" cy=\"")
        .append(num(py(p)))
        .append("\" r=\"")
        .append(num(cell * 0.45))
        .append("\" fill=\"#ffffff\" fill-opacity=\"0\" pointer-events=\"all\"/>\n");
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

  /**
   * Writes a coordinate with two decimals at most, a dot as separator whatever the default locale.
   *
   * <pre>{@code SvgPainter.num(12.5)   // "12.5"; SvgPainter.num(3.0) is "3"}</pre>
   *
   * @param v the number
   * @return its text
   */
  public static String num(double v) {
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
