package io.github.fanorona.notation;

import io.github.fanorona.core.Side;
import java.util.Optional;

/**
 * A turn as a record writes it, before it is checked: its text and where it stands in the file.
 *
 * <pre>{@code
 * RecordedTurn t = record.turns().get(0);
 * t.text();    // "f2-e3A2"
 * t.line();    // 12
 * t.column();  // 4
 * }</pre>
 *
 * @param text the turn's text as written (or as assembled from several nodes of an SGF file)
 * @param line the 1-based line where it starts
 * @param column the 1-based column where it starts
 * @param verbatim whether {@code text} appears at that place exactly, so that a column inside the
 *     text can be added to {@code column}
 * @param side the side the record says plays it, when the record says so (Boardspace's P0/P1)
 * @param annotation the glyphs written after the turn ({@code !}, {@code ?}, {@code !!}, {@code
 *     ??}, {@code !?}, {@code ?!}), or empty
 * @since 1.0.0
 */
public record RecordedTurn(
    String text, int line, int column, boolean verbatim, Optional<Side> side, String annotation) {

  /**
   * Creates a turn without an annotation.
   *
   * <pre>{@code new RecordedTurn("f2-e3A", 8, 3, false, Optional.of(Side.WHITE))}</pre>
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
   * <pre>{@code RecordedTurn.at("d3-e3W", 4, 1)}</pre>
   *
   * @param text the text
   * @param line the line
   * @param column the column
   * @return the recorded turn
   */
  public static RecordedTurn at(String text, int line, int column) {
    return new RecordedTurn(text, line, column, true, Optional.empty());
  }
}
