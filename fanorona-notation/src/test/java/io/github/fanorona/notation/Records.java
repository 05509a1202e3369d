package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import java.io.StringReader;

/**
 * Every game of a text held at once, read through the one door ({@link RecordReader#open}): what
 * the tests compare, in a line.
 */
final class Records {
  private Records() {}

  /** The games of a text, its format told from the content. */
  static ImmutableList<GameRecord> read(String text) {
    // a string holds nothing to close
    return ImmutableList.copyOf(RecordReader.open(new StringReader(text)));
  }

  /** The games of a text in a given format. */
  static ImmutableList<GameRecord> read(RecordFormat format, String text) {
    return ImmutableList.copyOf(RecordReader.open(new StringReader(text), format));
  }
}
