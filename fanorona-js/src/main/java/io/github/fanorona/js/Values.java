package io.github.fanorona.js;

import io.github.fanorona.core.CaptureKind;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.teavm.jso.JSIndexer;
import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSNumber;
import org.teavm.jso.core.JSObjects;
import org.teavm.jso.core.JSString;

/**
 * The plain JavaScript objects the package answers with (a step, an outcome, the draw counters),
 * made through JSO interfaces so that JavaScript sees ordinary objects with only these properties,
 * and the words that stand for the library's enums in JavaScript: an enum constant's name in lower
 * case with dashes ({@code NEEDS_CHOICE} is {@code "needs-choice"}).
 */
final class Values {
  private Values() {}

  /** A step of a turn being clicked: {@code {from, to, capture, captured, text}}. */
  interface JsStep extends JSObject {
    @JSProperty
    void setFrom(String from);

    @JSProperty
    void setTo(String to);

    @JSProperty
    void setCapture(@Nullable String capture);

    @JSProperty
    void setCaptured(JSArray<JSString> points);

    @JSProperty
    void setText(String text);
  }

  /** How a game ended: {@code {winner, draw, reason, result, text}}. */
  interface JsOutcome extends JSObject {
    @JSProperty
    void setWinner(@Nullable String side);

    @JSProperty
    void setDraw(boolean draw);

    @JSProperty
    void setReason(String reason);

    @JSProperty
    void setResult(String result);

    @JSProperty
    void setText(String text);
  }

  /** How near the draw rules are: the repetition count and the plies without a capture. */
  interface JsDrawState extends JSObject {
    @JSProperty
    void setRepetitions(int count);

    @JSProperty
    void setRepetitionLimit(int count);

    @JSProperty
    void setPliesSinceCapture(int plies);

    @JSProperty
    void setNoCaptureLimit(int plies);
  }

  /** A JavaScript object read or written as a map of strings (a record's tags). */
  interface JsStrings extends JSObject {
    @JSIndexer
    @Nullable JSObject get(String key);

    @JSIndexer
    void set(String key, String value);
  }

  /**
   * {@return a JavaScript value left out or given: null for {@code undefined} and {@code null}, the
   * value's text otherwise}
   */
  static @Nullable String text(@Nullable JSObject value) {
    @Nullable JSObject given = given(value);
    return given == null ? null : JSObjects.toString(given);
  }

  /**
   * {@return a text JavaScript must give: the value's text}
   *
   * @throws IllegalArgumentException if the value is left out ({@code undefined} or {@code null})
   */
  static String required(@Nullable JSObject value, String what) {
    @Nullable String text = text(value);
    if (text == null) {
      throw new IllegalArgumentException("expected " + what + ", found nothing");
    }
    return text;
  }

  /** {@return a number JavaScript may give, or NaN when it is left out or not a number} */
  static double number(@Nullable JSObject value) {
    @Nullable JSObject given = given(value);
    return given != null && JSObjects.typeOf(given).equals("number")
        ? ((JSNumber) given).doubleValue()
        : Double.NaN;
  }

  /** {@return a JavaScript object given, or null for {@code undefined} and {@code null}} */
  static <T extends JSObject> @Nullable T given(@Nullable T value) {
    return value == null || JSObjects.isUndefined(value) ? null : value;
  }

  /** {@return an enum constant as JavaScript names it: lower case, dashes for underscores} */
  static String word(Enum<?> constant) {
    return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** {@return the constant of an enum that JavaScript names so, if any} */
  static <E extends Enum<E>> Optional<E> constant(Class<E> type, String word) {
    for (E e : type.getEnumConstants()) {
      if (word(e).equals(word)) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  /** {@return the side as JavaScript names it: "white" or "black"} */
  static String side(Side side) {
    return word(side);
  }

  /** {@return a JavaScript array of the items' texts} */
  static JSArray<JSString> texts(Collection<?> items) {
    JSArray<JSString> out = new JSArray<>();
    for (Object item : items) {
      out.push(JSString.valueOf(item.toString()));
    }
    return out;
  }

  /** {@return the turns' texts, in the library's order} */
  static String[] turns(Collection<Turn> turns) {
    return turns.stream().map(Turn::toString).toArray(String[]::new);
  }

  /** {@return the points' texts, in the library's order} */
  static String[] points(Collection<Point> points) {
    return points.stream().map(Point::toString).toArray(String[]::new);
  }

  /** {@return a step as a plain object} */
  static JsStep step(Step step) {
    JsStep out = JSObjects.create();
    out.setFrom(step.from().toString());
    out.setTo(step.to().toString());
    out.setCapture(step.capture().map(Values::word).orElse(null));
    out.setCaptured(texts(step.captured()));
    out.setText(step.toString());
    return out;
  }

  /** {@return the steps as a JavaScript array of plain objects} */
  static JSArray<JsStep> steps(Collection<Step> steps) {
    JSArray<JsStep> out = new JSArray<>();
    for (Step s : steps) {
      out.push(step(s));
    }
    return out;
  }

  /** {@return an outcome as a plain object} */
  static JsOutcome outcome(Outcome outcome) {
    JsOutcome out = JSObjects.create();
    out.setWinner(outcome.winner().map(Values::side).orElse(null));
    out.setDraw(outcome.isDraw());
    out.setReason(word(outcome.reason()));
    out.setResult(outcome.resultString());
    out.setText(outcome.toString());
    return out;
  }

  /** {@return the capture kind JavaScript names so} */
  static CaptureKind capture(String word) {
    return constant(CaptureKind.class, word)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "expected \"approach\" or \"withdrawal\", found \"" + word + "\""));
  }
}
