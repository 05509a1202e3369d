package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import java.util.Objects;

/**
 * A record written as text, with what the text does not hold: the one answer of {@link
 * RecordFormat#write(Validation)} and {@link RecordFormat#write(io.github.fanorona.core.Game,
 * java.util.Map)}, so that no caller can take the text and miss that a fact was lost.
 *
 * <pre>{@code
 * WrittenRecord w = RecordFormat.AW_LOG.write(Game.start(Variant.sivy()).play("f2-e3A"), Map.of());
 * w.text();       // "1. f2-e3A2\n*\n"
 * w.warnings();   // []
 * }</pre>
 *
 * @param text the text, ending with a newline
 * @param warnings each fact the format could not hold exactly, in the order written (a tag, a
 *     comment, a mark, a variation, a game too long to read back whole)
 * @since 3.0.0
 */
public record WrittenRecord(String text, ImmutableList<WriteWarning> warnings) {
  /**
   * Checks that both parts are there.
   *
   * @param text the text
   * @param warnings the warnings
   */
  public WrittenRecord {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(warnings, "warnings");
  }
}
