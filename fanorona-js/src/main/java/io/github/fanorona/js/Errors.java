package io.github.fanorona.js;

import io.github.fanorona.core.AmbiguousTurnException;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.IllegalTurnException;
import io.github.fanorona.core.PositionMismatchException;
import io.github.fanorona.core.UnknownNameException;
import org.jspecify.annotations.Nullable;
import org.teavm.jso.JSExceptions;
import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;

/**
 * The library's exceptions as JavaScript sees them. TeaVM already turns an exception that leaves
 * the package into a JavaScript {@code Error} whose message is the exception's; this class gives
 * that same {@code Error} (found with {@link JSExceptions#getJSException}) the name {@code
 * FanoronaError} and what the exception carries: its kind, where in the text it is, and the legal
 * turns (or the candidates, or the known names) where it has them.
 */
final class Errors {
  private Errors() {}

  /** The properties a {@code FanoronaError} carries beside its message. */
  interface JsFanoronaError extends JSObject {
    @JSProperty
    void setName(String name);

    @JSProperty
    void setKind(String kind);

    @JSProperty
    void setReason(String reason);

    @JSProperty
    void setLine(int line);

    @JSProperty
    void setColumn(int column);

    @JSProperty
    void setMoveNumber(int moveNumber);

    @JSProperty
    void setLegalTurns(JSArray<JSString> turns);

    @JSProperty
    void setCandidates(JSArray<JSString> turns);

    @JSProperty
    void setKnown(JSArray<JSString> names);
  }

  /**
   * Names the JavaScript error of one of the library's exceptions and gives it what the exception
   * carries, then returns the exception for the caller to throw.
   *
   * <pre>{@code catch (FanoronaException e) { throw Errors.thrown(e); }}</pre>
   *
   * @param e the exception about to leave the package
   * @return the same exception
   */
  static FanoronaException thrown(FanoronaException e) {
    @Nullable JSObject js = JSExceptions.getJSException(e);
    if (js == null) {
      return e;
    }
    JsFanoronaError error = (JsFanoronaError) js;
    error.setName("FanoronaError");
    error.setKind(kind(e));
    error.setReason(e.reason());
    error.setLine(e.line());
    error.setColumn(e.column());
    error.setMoveNumber(e.moveNumber());
    if (e instanceof IllegalTurnException illegal) {
      error.setLegalTurns(Values.texts(illegal.legalTurns()));
    } else if (e instanceof AmbiguousTurnException ambiguous) {
      error.setCandidates(Values.texts(ambiguous.candidates()));
    } else if (e instanceof UnknownNameException unknown) {
      error.setKnown(Values.texts(unknown.known()));
    }
    return e;
  }

  private static String kind(FanoronaException e) {
    if (e instanceof FanoronaParseException) {
      return "malformed";
    } else if (e instanceof IllegalTurnException) {
      return "illegal";
    } else if (e instanceof AmbiguousTurnException) {
      return "ambiguous";
    } else if (e instanceof UnknownNameException) {
      return "unknown-name";
    } else if (e instanceof PositionMismatchException) {
      return "position-mismatch";
    }
    return "error";
  }
}
