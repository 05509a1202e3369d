package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.WrittenTurn;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

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

  /**
   * How many texts this module has read as turns, every one of them in {@link #lex}: a probe the
   * tests read to show that a game is written without reading its turns back (a counter, the only
   * state). An {@code AtomicLong}, not a {@code LongAdder}: TeaVM, which compiles this module for
   * the npm package, has no {@code LongAdder}.
   */
  private static final AtomicLong LEXED = new AtomicLong();

  private final Map<String, Optional<WrittenTurn>> read = new HashMap<>();

  /**
   * Reads a text as a turn, counted; a malformed one is kept as text by the {@link RecordedTurn}
   * that holds it, its problem found on replay.
   *
   * <pre>{@code TurnTexts.lex("f2-e3A2")   // Optional[f2-e3A2]; TurnTexts.lex("f2-") is empty}
   * </pre>
   *
   * @param text the text
   * @return its written turn, or empty when the text is not a turn
   */
  public static Optional<WrittenTurn> lex(String text) {
    LEXED.incrementAndGet();
    try {
      return Optional.of(WrittenTurn.parse(text));
    } catch (FanoronaParseException e) {
      return Optional.empty();
    }
  }

  /** {@return how many texts {@link #lex} has read since the class was loaded, on every thread} */
  public static long lexed() {
    return LEXED.get();
  }

  /** The written turn of a text, or empty when the text is not a turn ({@link RecordedTurn}). */
  Optional<WrittenTurn> read(String text) {
    Optional<WrittenTurn> known = read.get(text);
    if (known == null) {
      known = lex(text);
      if (read.size() < MAX_TEXTS) {
        read.put(text, known);
      }
    }
    return known;
  }
}
