package io.github.fanorona.js;

import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import org.jspecify.annotations.Nullable;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.core.JSArray;

/**
 * What one click did, as JavaScript sees the library's {@link io.github.fanorona.core.Click}: its
 * kind, its message, the builder after it, the finished turn and the options of a choice.
 *
 * <pre>{@code
 * const c = Game.start().turnBuilder().click("d3").builder.click("e3");
 * c.kind;                          // "needs-choice"
 * c.options.map(s => s.text);      // ["d3-e3A", "d3-e3W"]
 * c.choose("withdrawal").turn;     // "d3-e3W"
 * }</pre>
 */
public final class Click {
  private final io.github.fanorona.core.Click click;

  Click(io.github.fanorona.core.Click click) {
    this.click = click;
  }

  /**
   * {@return what the click did: "huffed", "selected", "reselected", "deselected", "stepped",
   * "needs-choice", "finished" or "refused"}
   */
  @JSExport
  @JSProperty
  public String getKind() {
    return Values.word(click.kind());
  }

  /** {@return the builder after the click (the same one after a refused click)} */
  @JSExport
  @JSProperty
  public TurnBuilder getBuilder() {
    return new TurnBuilder(click.builder());
  }

  /** {@return the steps to choose from after a "needs-choice" click; none otherwise} */
  @JSExport
  @JSProperty
  public JSArray<Values.JsStep> getOptions() {
    return Values.steps(click.options());
  }

  /** {@return the turn the click finished, as text, or null} */
  @JSExport
  @JSProperty
  public @Nullable String getTurn() {
    return click.turn().map(Turn::toString).orElse(null);
  }

  /** {@return what the click did in words, or why it was refused and what is possible} */
  @JSExport
  @JSProperty
  public String getMessage() {
    return click.message();
  }

  /**
   * Answers a "needs-choice" click.
   *
   * @param choice "approach" or "withdrawal", or null for the plain step that huffing offers beside
   *     a capture
   * @return what taking that step did
   * @throws IllegalStateException (an {@code Error}) if this click needs no choice
   */
  @JSExport
  public Click choose(@Nullable JSObject choice) {
    @Nullable String capture = Values.text(choice);
    if (click.kind() != io.github.fanorona.core.Click.Kind.NEEDS_CHOICE) {
      throw new IllegalStateException("a " + getKind() + " click has nothing to choose");
    }
    if (capture != null) {
      return new Click(click.choose(Values.capture(capture)));
    }
    for (Step option : click.options()) {
      if (option.capture().isEmpty()) {
        return new Click(click.choose(option));
      }
    }
    throw new IllegalArgumentException(
        "no plain step among the options " + click.options() + ": choose a capture");
  }

  /** {@return the click in words} */
  @JSExport
  @Override
  public String toString() {
    return click.toString();
  }
}
