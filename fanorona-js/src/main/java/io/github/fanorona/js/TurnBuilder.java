package io.github.fanorona.js;

import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Point;
import org.jspecify.annotations.Nullable;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.core.JSArray;

/**
 * A turn entered click by click, as JavaScript sees the library's {@link
 * io.github.fanorona.core.TurnBuilder}: the same stages, queries and clicks, with points as text.
 * Immutable: each click answers a {@link Click} that holds the next builder.
 *
 * <pre>{@code
 * const b = Game.start().turnBuilder();
 * b.stones;                        // ["d2", "e2", "f2", "d3"]
 * const c = b.click("d3");         // kind "selected"
 * c.builder.targets;               // ["e3"]
 * c.builder.click("e3").kind;      // "needs-choice"
 * }</pre>
 */
public final class TurnBuilder {
  private final io.github.fanorona.core.TurnBuilder builder;

  TurnBuilder(io.github.fanorona.core.TurnBuilder builder) {
    this.builder = builder;
  }

  /**
   * {@return what the next click is for: "no-turn", "drop", "must-huff", "select", "target",
   * "chain" or "complete"}
   */
  @JSExport
  @JSProperty
  public String getStage() {
    return Values.word(builder.stage());
  }

  /** {@return the stones that may start the turn (those that glow)} */
  @JSExport
  @JSProperty
  public String[] getStones() {
    return Values.points(builder.stones());
  }

  /** {@return the points the selected stone may step to next (the dots)} */
  @JSExport
  @JSProperty
  public String[] getTargets() {
    return Values.points(builder.targets());
  }

  /** {@return the enemy stones that may be huffed before the turn (under huffing)} */
  @JSExport
  @JSProperty
  public String[] getHuffChoices() {
    return Values.points(builder.huffChoices());
  }

  /** {@return the points a stone from hand may be dropped on (in a placement game)} */
  @JSExport
  @JSProperty
  public String[] getDrops() {
    return Values.points(builder.drops());
  }

  /** {@return where the selected stone stands now, or null before a selection} */
  @JSExport
  @JSProperty
  public @Nullable String getStone() {
    return builder.stone().map(Point::toString).orElse(null);
  }

  /** {@return the enemy stone huffed by this turn so far, or null} */
  @JSExport
  @JSProperty
  public @Nullable String getHuffed() {
    return builder.huffed().map(Point::toString).orElse(null);
  }

  /** {@return the steps taken so far} */
  @JSExport
  @JSProperty
  public JSArray<Values.JsStep> getSteps() {
    return Values.steps(builder.steps());
  }

  /** {@return whether the clicks so far make a whole turn, so that "stop here" is allowed} */
  @JSExport
  @JSProperty
  public boolean isCanStop() {
    return builder.canStop();
  }

  /** {@return the position the turn starts from, as text} */
  @JSExport
  @JSProperty
  public String getPosition() {
    return builder.position().toString();
  }

  /** {@return the board after the clicks so far, as text, to draw in the middle of a turn} */
  @JSExport
  @JSProperty
  public String getPreview() {
    return builder.preview().toString();
  }

  /**
   * Returns the steps to a point the selected stone may go to: one, or an approach and a withdrawal
   * to choose from, each with the stones it would take.
   *
   * @param point the point, as text ("e3")
   * @return the steps; none if the stone cannot go there
   */
  @JSExport
  public JSArray<Values.JsStep> options(JSObject point) {
    return Values.steps(builder.options(point(point)));
  }

  /**
   * Clicks a point: drops, huffs, selects, lets go or steps, as the stage says; a click that is not
   * among the answers is refused with a message naming what is possible.
   *
   * @param point the point, as text ("e3")
   * @param capture "approach" or "withdrawal" to say in advance which capture a dot means; left out
   *     otherwise
   * @return what the click did and the builder after it
   */
  @JSExport
  public Click click(JSObject point, @Nullable JSObject capture) {
    Point p = point(point);
    @Nullable String kind = Values.text(capture);
    return new Click(kind == null ? builder.click(p) : builder.click(p, Values.capture(kind)));
  }

  /** {@return the "stop here" click: finishes the turn where it may stop, is refused elsewhere} */
  @JSExport
  public Click stop() {
    return new Click(builder.stop());
  }

  /** {@return the builder before the last click, or null when nothing was clicked} */
  @JSExport
  public @Nullable TurnBuilder back() {
    return builder.back().map(TurnBuilder::new).orElse(null);
  }

  /** {@return the clicks so far in A/W notation and what may come next} */
  @JSExport
  @Override
  public String toString() {
    return builder.toString();
  }

  private static Point point(JSObject text) {
    try {
      return Point.parse(Values.required(text, "a point such as \"e3\""));
    } catch (FanoronaException e) {
      throw Errors.thrown(e);
    }
  }
}
