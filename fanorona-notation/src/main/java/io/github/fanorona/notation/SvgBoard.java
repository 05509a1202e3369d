package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.github.fanorona.core.CaptureKind;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A picture of a position as a standalone SVG document, in the style of the illustrated rule pages
 * (the trilingual play site's, source 000 in the README's table): board lines (orthogonal
 * everywhere, diagonals only through strong points), strong points marked in gold, light stones for
 * White and dark ones for Black, and optionally the last turn: green arrows for its steps, a dashed
 * circle where the moving stone stood, and dashed rings on the stones it captured (orange for
 * approach, blue for withdrawal, red for a huffed stone), drawn over faded copies of those stones.
 *
 * <pre>{@code
 * Position start = Variant.sivy().start();
 * Turn opening = Game.start(Variant.sivy()).legalTurns().get(0);
 * String svg =
 *     SvgBoard.draw(
 *         start.play(opening),
 *         SvgBoard.Options.defaults().withSize(600).withCoordinates(true).withLastTurn(opening));
 * Files.writeString(Path.of("board.svg"), svg);
 * }</pre>
 *
 * <p>For a user interface the options mark what the player may do (the trilingual play site's
 * "Playing on this site", source 000): orange and blue rings around the stones an approach or a
 * withdrawal would take, green arrows (a hint), a dashed brown circle where a stone stood, a red
 * dashed circle with a cross on a stone that gets captured, and a clickable circle with {@code
 * id="p-e3"} and {@code data-point="e3"} on every point:
 *
 * <pre>{@code
 * TurnBuilder b = TurnBuilder.start(game).click(Point.parse("d3")).builder();
 * SvgBoard.Options o = SvgBoard.Options.defaults().withPointIds(true)
 *     .withRings(b.options(Point.parse("e3")).get(0))    // orange around f3
 *     .withRings(b.options(Point.parse("e3")).get(1));   // blue around c3
 * String svg = SvgBoard.draw(b.preview(), o);            // a page listens to clicks on .hit
 * }</pre>
 *
 * <p>Every element carries a {@code class} naming what it is ({@code line}, {@code point strong},
 * {@code point weak}, {@code stone white}, {@code stone black}, {@code ghost}, {@code ring
 * approach}, {@code ring withdrawal}, {@code ring huff}, {@code origin}, {@code drop}, {@code
 * arrow}, {@code coordinate}; for the marks {@code ring}, {@code arrow extra}, {@code vacated},
 * {@code captured}, {@code huffable} for a stone liable to a huff, and {@code hit}), so a style
 * sheet can restyle the picture; marks name their point in {@code data-point} (an arrow in {@code
 * data-from} and {@code data-to}).
 *
 * <p>The file is longer than most because of its options, a nested value, {@code SvgBoard.Options},
 * so that they read as the drawing's own, with one documented {@code with} method and accessor per
 * mark; the drawing of each layer (lines, points, stones, coordinates, the last turn, and a play
 * page's marks) lives in a package-private painter beside it.
 *
 * <p>Thread safety: Static methods only, thread-safe; {@link Options} is an immutable value.
 *
 * @since 1.0.0
 */
public final class SvgBoard {
  private SvgBoard() {}

  /**
   * The colour of the rings around the stones an approach would take (the orange of the trilingual
   * play site, source 000 in the README's table), as {@link Options#withRings(Step)} draws them.
   */
  public static final String APPROACH_COLOUR = SvgPainter.ORANGE;

  /**
   * The colour of the rings around the stones a withdrawal would take (the trilingual play site's
   * blue, source 000).
   */
  public static final String WITHDRAWAL_COLOUR = SvgPainter.BLUE;

  /**
   * The colour of arrows for moves (the trilingual play site's green, source 000), as {@link
   * Options#withArrows} draws them.
   */
  public static final String MOVE_COLOUR = SvgPainter.GREEN;

  /**
   * An arrow drawn from one point to another in a colour, such as the engine's hint.
   *
   * <pre>
   * {@code new SvgBoard.Arrow(Point.parse("d3"), Point.parse("e3"), SvgBoard.MOVE_COLOUR).to() // e3}
   * </pre>
   *
   * @param from the point the arrow starts on
   * @param to the point its head points at
   * @param colour a colour {@code #rgb}, {@code #rrggbb} or a CSS colour name
   * @since 1.0.0
   */
  public record Arrow(Point from, Point to, String colour) {
    /**
     * Checks the arrow.
     *
     * <pre>{@code new SvgBoard.Arrow(d3, d3, "green")   // IllegalArgumentException}</pre>
     *
     * @param from the point the arrow starts on
     * @param to the point its head points at, another point
     * @param colour {@code #rgb}, {@code #rrggbb} or a CSS colour name
     * @throws IllegalArgumentException if the points are the same or the colour is not one of the
     *     accepted forms
     */
    public Arrow {
      if (from.equals(to)) {
        throw new IllegalArgumentException("an arrow joins two different points, not " + from);
      }
      checkColour(colour);
    }
  }

  private static final Pattern COLOUR =
      Pattern.compile("#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{1,30}");

  private static String checkColour(String colour) {
    if (!COLOUR.matcher(colour).matches()) {
      throw new IllegalArgumentException(
          "a colour is #rgb, #rrggbb or a colour name, not " + FanoronaException.quote(colour));
    }
    return colour;
  }

  /**
   * The appearance of a picture: its width in pixels, whether coordinates are written beside the
   * board and in which style, the turn that led to the position, if it is to be shown, and what a
   * user interface marks on it (python-chess's {@code arrows} and {@code lastmove}): per-point ids
   * for clicks, rings around what a step would take, arrows, vacated and captured markers. Only the
   * options the library's callers draw with are here. Values are immutable; each {@code with}
   * method returns a new one.
   *
   * <pre>{@code
   * SvgBoard.Options o = SvgBoard.Options.defaults().withSize(300).withCoordinates(true);
   * o.size();   // 300
   * o = o.withPointIds(true).withArrows(hint);
   * }</pre>
   *
   * @since 1.0.0
   */
  public static final class Options {
    private final int size;
    private final boolean coordinates;
    private final PointStyle style;
    private final Optional<Turn> lastTurn;
    private final boolean pointIds;
    private final ImmutableMap<Point, String> rings;
    private final ImmutableList<Arrow> arrows;
    private final ImmutableSet<Point> vacated;
    private final ImmutableSet<Point> captured;

    /** The fields of options being changed, so that each {@code with} method names one. */
    private static final class Draft {
      int size;
      boolean coordinates;
      PointStyle style;
      Optional<Turn> lastTurn;
      boolean pointIds;
      ImmutableMap<Point, String> rings;
      ImmutableList<Arrow> arrows;
      ImmutableSet<Point> vacated;
      ImmutableSet<Point> captured;

      Draft(Options o) {
        size = o.size;
        coordinates = o.coordinates;
        style = o.style;
        lastTurn = o.lastTurn;
        pointIds = o.pointIds;
        rings = o.rings;
        arrows = o.arrows;
        vacated = o.vacated;
        captured = o.captured;
      }

      Draft() {
        size = 480;
        style = PointStyle.STANDARD;
        lastTurn = Optional.empty();
        rings = ImmutableMap.of();
        arrows = ImmutableList.of();
        vacated = ImmutableSet.of();
        captured = ImmutableSet.of();
      }
    }

    private Options(Draft d) {
      this.size = d.size;
      this.coordinates = d.coordinates;
      this.style = d.style;
      this.lastTurn = d.lastTurn;
      this.pointIds = d.pointIds;
      this.rings = d.rings;
      this.arrows = d.arrows;
      this.vacated = d.vacated;
      this.captured = d.captured;
    }

    private Draft draft() {
      return new Draft(this);
    }

    /**
     * Returns the defaults: 480 pixels wide, no coordinates, standard point style, no last turn, no
     * ids, White at the bottom and nothing marked.
     *
     * <pre>{@code SvgBoard.Options.defaults().size()   // 480}</pre>
     *
     * @return the default options
     */
    public static Options defaults() {
      return new Options(new Draft());
    }

    /**
     * Returns these options with another picture width; the height follows the board's shape.
     *
     * <pre>{@code SvgBoard.Options.defaults().withSize(900).size() // 900}</pre>
     *
     * @param pixels the width, 50 to 10000
     * @return the options
     * @throws IllegalArgumentException if the width is out of range
     */
    public Options withSize(int pixels) {
      if (pixels < 50 || pixels > 10_000) {
        throw new IllegalArgumentException("a picture is 50 to 10000 pixels wide, not " + pixels);
      }
      Draft d = draft();
      d.size = pixels;
      return new Options(d);
    }

    /**
     * Returns these options with coordinates written below and left of the board, or not.
     *
     * <pre>{@code SvgBoard.Options.defaults().withCoordinates(true).coordinates() // true}</pre>
     *
     * @param value true to write column and row names
     * @return the options
     */
    public Options withCoordinates(boolean value) {
      Draft d = draft();
      d.coordinates = value;
      return new Options(d);
    }

    /**
     * Returns these options with the point style of the coordinates: standard ({@code a}.. below,
     * {@code 1}.. at the side) or Malagasy (column numbers below, row letters {@code A}.. at the
     * side).
     *
     * <pre>
     * {@code SvgBoard.Options.defaults().withPointStyle(PointStyle.MALAGASY).pointStyle() // MALAGASY}
     * </pre>
     *
     * @param value the style
     * @return the options
     */
    public Options withPointStyle(PointStyle value) {
      Draft d = draft();
      d.style = value;
      return new Options(d);
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
      Draft d = draft();
      d.lastTurn = Optional.of(turn);
      return new Options(d);
    }

    /**
     * Returns these options with, or without, a clickable element for every point: a transparent
     * circle over the point, on top of everything else, with {@code id="p-e3"} and {@code
     * data-point="e3"} (the standard point name whatever the coordinates' style), so that a page
     * maps a click to a point and may style one by its id.
     *
     * <pre>{@code
     * SvgBoard.draw(start, SvgBoard.Options.defaults().withPointIds(true))
     * // ... <circle class="hit" id="p-e3" data-point="e3" ... fill="transparent"/> ...
     * }</pre>
     *
     * @param value true to write the ids
     * @return the options
     */
    public Options withPointIds(boolean value) {
      Draft d = draft();
      d.pointIds = value;
      return new Options(d);
    }

    /** These options with a dashed ring in a colour around each point, added to those before. */
    private Options withRings(Collection<Point> points, String colour) {
      checkColour(colour);
      Map<Point, String> all = new LinkedHashMap<>(rings);
      points.forEach(p -> all.put(p, colour));
      Draft d = draft();
      d.rings = ImmutableMap.copyOf(all);
      return new Options(d);
    }

    /**
     * Returns these options with rings around the stones a step would take, in the colour of its
     * capture: orange for an approach, blue for a withdrawal; nothing for a plain step.
     *
     * <pre>{@code options.withRings(builder.options(Point.parse("e3")).get(1))   // blue on c3}
     * </pre>
     *
     * @param option a step, such as one of {@code TurnBuilder.options(point)}
     * @return the options
     */
    public Options withRings(Step option) {
      return option
          .capture()
          .map(
              k ->
                  withRings(
                      option.captured(),
                      k == CaptureKind.APPROACH ? APPROACH_COLOUR : WITHDRAWAL_COLOUR))
          .orElse(this);
    }

    /**
     * Returns these options with one more arrow, drawn over the stones.
     *
     * <pre>
     * {@code SvgBoard.Options.defaults().withArrow(Point.parse("d3"), Point.parse("e3"), "#2e7d32").arrows() // [Arrow[from=d3, to=e3, colour=#2e7d32]]}
     * </pre>
     *
     * @param from where the arrow starts
     * @param to where its head points
     * @param colour {@code #rgb}, {@code #rrggbb} or a CSS colour name
     * @return the options
     * @throws IllegalArgumentException if the points are the same or the colour is not one of the
     *     accepted forms
     */
    public Options withArrow(Point from, Point to, String colour) {
      Draft d = draft();
      d.arrows =
          ImmutableList.<Arrow>builder().addAll(arrows).add(new Arrow(from, to, colour)).build();
      return new Options(d);
    }

    /**
     * Returns these options with one more green arrow for each step of a turn, such as the engine's
     * hint (unlike {@link #withLastTurn}, the turn is yet to be played on the position drawn).
     *
     * <pre>{@code options.withArrows(hint)   // d2-e3A: one arrow d2 to e3}</pre>
     *
     * @param turn the turn whose steps to draw
     * @return the options
     */
    public Options withArrows(Turn turn) {
      Options o = this;
      for (Step s : turn.steps()) {
        o = o.withArrow(s.from(), s.to(), MOVE_COLOUR);
      }
      return o;
    }

    /**
     * Returns these options with a dashed brown circle on each point a stone left in the turn being
     * shown (the points {@code TurnBuilder.steps()} started from). Replaces those given before.
     *
     * <pre>
     * {@code SvgBoard.Options.defaults().withVacated(List.of(Point.parse("d3"))).vacated() // [d3]}
     * </pre>
     *
     * @param points the points the moving stone stood on
     * @return the options
     */
    public Options withVacated(Collection<Point> points) {
      Draft d = draft();
      d.vacated = ImmutableSet.copyOf(points);
      return new Options(d);
    }

    /**
     * Returns these options with a red dashed circle and a cross on each stone that gets captured.
     * Replaces those given before.
     *
     * <pre>{@code options.withCaptured(step.captured())   // f3 crossed out}</pre>
     *
     * @param points the stones taken
     * @return the options
     */
    public Options withCaptured(Collection<Point> points) {
      Draft d = draft();
      d.captured = ImmutableSet.copyOf(points);
      return new Options(d);
    }

    /**
     * {@return the picture width in pixels}
     *
     * <pre>{@code SvgBoard.Options.defaults().size()   // 480}</pre>
     */
    public int size() {
      return size;
    }

    /**
     * {@return whether coordinates are written}
     *
     * <pre>{@code SvgBoard.Options.defaults().coordinates()   // false}</pre>
     */
    public boolean coordinates() {
      return coordinates;
    }

    /**
     * {@return the point style of the coordinates}
     *
     * <pre>{@code SvgBoard.Options.defaults().pointStyle()   // STANDARD}</pre>
     */
    public PointStyle pointStyle() {
      return style;
    }

    /**
     * {@return the turn shown, if any}
     *
     * <pre>{@code SvgBoard.Options.defaults().lastTurn()   // Optional.empty}</pre>
     */
    public Optional<Turn> lastTurn() {
      return lastTurn;
    }

    /**
     * {@return whether every point gets a clickable element with an id}
     *
     * <pre>{@code SvgBoard.Options.defaults().pointIds()   // false}</pre>
     */
    public boolean pointIds() {
      return pointIds;
    }

    /**
     * Returns the ringed stones with the colour of each ring.
     *
     * <pre>
     * {@code options.withRings(List.of(Point.parse("f3")), "#ef6c00").rings()   // {f3=#ef6c00}}
     * </pre>
     *
     * @return the rings, in the order given
     */
    public ImmutableMap<Point, String> rings() {
      return rings;
    }

    /** {@return the arrows given} */
    public ImmutableList<Arrow> arrows() {
      return arrows;
    }

    /** {@return the points marked as vacated} */
    public ImmutableSet<Point> vacated() {
      return vacated;
    }

    /** {@return the stones marked as captured} */
    public ImmutableSet<Point> captured() {
      return captured;
    }

    /**
     * Compares every option.
     *
     * <pre>
     * {@code Options.defaults().withSize(300).equals(Options.defaults().withSize(300))   // true}
     * </pre>
     */
    @Override
    public boolean equals(Object o) {
      return o instanceof Options x
          && size == x.size
          && coordinates == x.coordinates
          && style == x.style
          && lastTurn.equals(x.lastTurn)
          && pointIds == x.pointIds
          && rings.equals(x.rings)
          && arrows.equals(x.arrows)
          && vacated.equals(x.vacated)
          && captured.equals(x.captured);
    }

    @Override
    public int hashCode() {
      return Objects.hash(
          size, coordinates, style, lastTurn, pointIds, rings, arrows, vacated, captured);
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
   * <pre>
   * {@code SvgBoard.draw(Variant.sivy().start(), SvgBoard.Options.defaults()).contains("<svg") // true}
   * </pre>
   *
   * @param position any position, on any board
   * @param options size, coordinates and last turn
   * @return a standalone SVG document
   * @throws IllegalArgumentException if the last turn cannot have led to the position: another
   *     board, no stone on its destination, a stone on its origin or on a point it captured; or if
   *     a point marked (ring, arrow, vacated, captured) is not on the board
   */
  public static String draw(Position position, Options options) {
    options.lastTurn().ifPresent(t -> checkFits(position, t));
    checkMarks(position.geometry(), options);
    return new SvgPainter(position, options).paint();
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

  private static void checkMarks(Geometry g, Options o) {
    ImmutableList.Builder<Point> marked = ImmutableList.builder();
    marked.addAll(o.rings().keySet());
    marked.addAll(o.vacated()).addAll(o.captured());
    o.arrows().forEach(a -> marked.add(a.from(), a.to()));
    for (Point p : marked.build()) {
      if (!g.contains(p)) {
        throw new IllegalArgumentException(
            "the point " + p + " is marked but is not on the " + g + " board");
      }
    }
  }
}
