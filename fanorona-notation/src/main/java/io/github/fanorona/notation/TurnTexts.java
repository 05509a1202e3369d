package io.github.fanorona.notation;

import io.github.fanorona.core.WrittenTurn;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The turn texts one stream of records has read, each read once: a file's games repeat the same
 * texts (every opening, every common capture), and a written turn is an immutable value of its
 * text, so a text seen before is not lexed again. Bounded: past {@link #MAX_TEXTS} texts it keeps
 * no more (the commonest come early: openings, short captures), so a file of any size is read in
 * bounded memory. Confined to the thread reading the stream.
 *
 * <pre>{@code new TurnTexts().read("f2-e3A2")   // Optional[f2-e3A2]}</pre>
 */
final class TurnTexts {
  /** The most texts kept. */
  static final int MAX_TEXTS = 8192;

  private final Map<String, Optional<WrittenTurn>> read = new HashMap<>();

  /** The written turn of a text, or empty when the text is not a turn ({@link RecordedTurn}). */
  Optional<WrittenTurn> read(String text) {
    Optional<WrittenTurn> known = read.get(text);
    if (known == null) {
      known = RecordedTurn.read(text);
      if (read.size() < MAX_TEXTS) {
        read.put(text, known);
      }
    }
    return known;
  }
}
