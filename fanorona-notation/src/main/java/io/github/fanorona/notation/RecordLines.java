package io.github.fanorona.notation;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The lines of a line-based record text (PGN-style, Gamerz-style), read one at a time with their
 * numbers; a reader that finds the next game's first line pushes it back. A byte order mark before
 * the first line is dropped.
 *
 * <pre>{@code
 * RecordLines lines = new RecordLines(reader, 1, RecordText::maskCommand);
 * Optional<String> first = lines.next();
 * }</pre>
 */
final class RecordLines {
  private final BufferedReader in;
  private final UnaryOperator<String> clean;
  private Optional<String> pending = Optional.empty();
  private int number;
  private boolean started;

  /**
   * Reads lines of a text.
   *
   * @param reader the text
   * @param firstLine the number of its first line
   * @param clean applied to each line as it is read (not again to a line pushed back)
   */
  RecordLines(Reader reader, int firstLine, UnaryOperator<String> clean) {
    this.in = reader instanceof BufferedReader b ? b : new BufferedReader(reader);
    this.clean = clean;
    this.number = firstLine - 1;
  }

  /** The next line, or empty at the end of the text. */
  Optional<String> next() {
    if (pending.isPresent()) {
      Optional<String> l = pending;
      pending = Optional.empty();
      return l;
    }
    try {
      String l = in.readLine();
      if (l == null) {
        return Optional.empty();
      }
      if (!started && l.startsWith("\uFEFF")) {
        l = l.substring(1);
      }
      started = true;
      number++;
      return Optional.of(clean.apply(l));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Gives a line back, to be the next one read; its number stays {@link #number()}. */
  void pushBack(Optional<String> line) {
    pending = line;
  }

  /** The number of the last line read from the text. */
  int number() {
    return number;
  }
}
