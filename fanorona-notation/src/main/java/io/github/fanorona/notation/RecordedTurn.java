package io.github.fanorona.notation;

import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.WrittenTurn;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A turn as a record writes it, before it is checked: its text, the written turn read from it, and
 * where it stands in the file. The text is read once, when the record is read; {@link
 * RecordValidator} only matches the written turn against each position.
 *
 * <pre>{@code
 * RecordedTurn t = record.turns().get(0);
 * t.text();      // "f2-e3A2"
 * t.written();   // Optional[f2-e3A2]
 * t.line();      // 12
 * t.column();    // 4
 * }</pre>
 *
 * @param text the turn's text as written (or, for a turn an SGF file keeps as nodes, the written
 *     turn's canonical text)
 * @param line the 1-based line where it starts
 * @param column the 1-based column where it starts
 * @param verbatim whether {@code text} appears at that place exactly, so that a column inside the
 *     text can be added to {@code column}
 * @param side the side the record says plays it, when the record says so (Boardspace's P0/P1)
 * @param annotation the glyphs written after the turn ({@code !}, {@code ?}, {@code !!}, {@code
 *     ??}, {@code !?}, {@code ?!}), or empty
 * @param written the turn read from {@code text}, whose {@code toString()} is {@code text}; empty
 *     when the text is not a turn, which the validator reports at this place
 * @since 1.0.0
 */
public record RecordedTurn(
    String text,
    int line,
    int column,
    boolean verbatim,
    Optional<Side> side,
    String annotation,
    Optional<WrittenTurn> written) {
  /**
   * Checks that the written turn is the text's.
   *
   * @param text the text
   * @param line the line
   * @param column the column
   * @param verbatim whether the text stands at that place exactly
   * @param side the side the record gives it to
   * @param annotation the glyphs written after it
   * @param written the turn read from the text, or empty if it is not one
   * @throws IllegalArgumentException if {@code written} is present and its text is not {@code text}
   */
  public RecordedTurn {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(annotation, "annotation");
    if (written.isPresent() && !written.get().toString().equals(text)) {
      throw new IllegalArgumentException(
          "the written turn '" + written.get() + "' is not the text '" + text + "'");
    }
  }

  /**
   * Creates a turn from its text, read here once.
   *
   * <pre>{@code
   * new RecordedTurn("f2e3a2", 8, 3, true, Optional.empty(), "!").written()   // Optional[f2e3a2]
   * }</pre>
   *
   * @param text the text
   * @param line the line
   * @param column the column
   * @param verbatim whether the text stands at that place exactly
   * @param side the side the record gives it to
   * @param annotation the glyphs written after it
   */
  public RecordedTurn(
      String text, int line, int column, boolean verbatim, Optional<Side> side, String annotation) {
    this(text, line, column, verbatim, side, annotation, TurnTexts.lex(text));
  }

  /**
   * Creates a turn from its text, without an annotation.
   *
   * <pre>
   * {@code new RecordedTurn("f2-e3A", 8, 3, false, Optional.of(Side.WHITE)).annotation()   // ""}
   * </pre>
   *
   * @param text the text
   * @param line the line
   * @param column the column
   * @param verbatim whether the text stands at that place exactly
   * @param side the side the record gives it to
   */
  public RecordedTurn(String text, int line, int column, boolean verbatim, Optional<Side> side) {
    this(text, line, column, verbatim, side, "");
  }

  /**
   * Creates a turn written verbatim at a place, with no side given.
   *
   * <pre>{@code RecordedTurn.at("d3-e3W", 4, 1).verbatim()   // true}</pre>
   *
   * @param text the text
   * @param line the line
   * @param column the column
   * @return the recorded turn
   */
  public static RecordedTurn at(String text, int line, int column) {
    return new RecordedTurn(text, line, column, true, Optional.empty());
  }

  /**
   * A turn a game played, as a record holds it: its written turn is built from the turn's parts, so
   * that no text is read ({@code TurnTexts.lexed()} does not move).
   */
  static RecordedTurn played(Turn turn) {
    List<WrittenTurn.Landing> landings = new ArrayList<>();
    for (Step s : turn.steps()) {
      landings.add(new WrittenTurn.Landing(s.to(), s.capture()));
    }
    WrittenTurn w = WrittenTurn.of(turn.huffed(), turn.origin(), landings);
    return new RecordedTurn(w.toString(), 0, 0, true, Optional.empty(), "", Optional.of(w));
  }

  /**
   * Returns this turn with other glyphs after it, its text not read a second time.
   *
   * <pre>{@code
   * new RecordedTurn("f2e3a2", 8, 3, true, Optional.empty()).withAnnotation("!?").annotation()
   * // "!?"
   * }</pre>
   *
   * @param glyphs the glyphs, such as {@code !} or {@code ?!}, or empty for none
   * @return the turn, the same but for its annotation
   */
  public RecordedTurn withAnnotation(String glyphs) {
    return new RecordedTurn(text, line, column, verbatim, side, glyphs, written);
  }
}
