package io.github.fanorona.notation;

import java.util.List;

/**
 * The checks every writer makes of a tag before writing it (<a
 * href="{@docRoot}/doc-files/NOTATION.html#what-each-format-holds">NOTATION.md §5, "What each
 * format holds"</a>): what a format cannot hold is written as near as it can and reported as a
 * {@link WriteWarning}, never changed silently. One instance serves one game.
 *
 * <pre>{@code
 * TagWriting check = new TagWriting(game, warnings, "a PGN-style");
 * if (check.plainKey(key)) {
 *   String value = check.oneLine(key, check.readable(key, tags.get(key)));
 * }
 * }</pre>
 */
final class TagWriting {
  /** The longest key every format holds. */
  static final int MAX_KEY = 256;

  /** The longest value every format holds. */
  static final int MAX_VALUE = 500_000;

  private final int game;
  private final List<WriteWarning> warnings;
  private final String format;

  /**
   * Checks the tags of one game.
   *
   * @param game the game written
   * @param warnings where what cannot be kept is reported
   * @param format the format's name in messages, with its article ({@code a PGN-style})
   */
  TagWriting(Validation game, List<WriteWarning> warnings, String format) {
    this.game = game.record().index();
    this.warnings = warnings;
    this.format = format;
  }

  /** Reports a tag that is not written as it is. */
  void warn(String key, String message) {
    warnings.add(new WriteWarning(game, key, message));
  }

  /** Reports a fact of the game tree that is not written as it is. */
  void warnTree(String message) {
    warnings.add(new WriteWarning(game, "", message));
  }

  /**
   * Returns whether a tag is one the record holds for itself (set-up and result), written from the
   * record rather than checked as a free tag.
   *
   * <pre>{@code TagWriting.isSetUp("FEN")   // true; TagWriting.isSetUp("Event") is false}</pre>
   *
   * @param key the tag's name
   * @return whether it is a set-up or result tag
   */
  public static boolean isSetUp(String key) {
    for (String k : new String[] {"Variant", "Rules", "Vela", "FEN", "Result"}) {
      if (k.equalsIgnoreCase(key)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a key is 1 to {@link #MAX_KEY} letters, digits and {@code _} (of any script, in the
   * Basic Multilingual Plane); reports it (not written) otherwise.
   */
  boolean plainKey(String key) {
    if (isPlainKey(key)) {
      return true;
    }
    warn(
        key,
        "not written: "
            + format
            + " key is 1-"
            + MAX_KEY
            + " letters, digits and '_' (no space, punctuation or symbol)");
    return false;
  }

  /** Whether a key is 1 to {@link #MAX_KEY} letters, digits and {@code _}. */
  static boolean isPlainKey(String key) {
    if (key.isEmpty() || key.length() > MAX_KEY) {
      return false;
    }
    for (int i = 0; i < key.length(); i++) {
      if (!isKeyChar(key.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** A character of a plain key: a letter or decimal digit of any script, or {@code _}. */
  static boolean isKeyChar(char c) {
    return Character.isLetterOrDigit(c) || c == '_';
  }

  /**
   * Returns a value as every reader reads it back: a pasted {@code fanorona move} command in it
   * keeps no password (RecordText#maskCommand), which is reported.
   */
  String readable(String key, String value) {
    int lone = RecordText.loneSurrogate(value);
    if (lone >= 0) {
      warn(key, RecordText.surrogateWarning(value, lone));
      return readable(key, RecordText.withoutLoneSurrogates(value));
    }
    if (!RecordText.hasCommand(value)) {
      return value;
    }
    warn(
        key,
        "holds a pasted 'fanorona move' command: written without its board, user and password");
    return RecordText.maskCommand(value);
  }

  /** Returns a value without line ends, for a line-based format, reporting any it had. */
  String oneLine(String key, String value) {
    if (value.indexOf('\n') < 0 && value.indexOf('\r') < 0) {
      return value;
    }
    warn(key, format + " value holds no line end (CR or LF): written with a space for each");
    return value.replace("\r\n", " ").replace('\r', ' ').replace('\n', ' ');
  }

  /** Returns a value without carriage returns, which readers take for line ends, reporting any. */
  String noCarriageReturn(String key, String value) {
    if (value.indexOf('\r') < 0) {
      return value;
    }
    warn(key, format + " value holds no CR (read back as a line end): written with LF for each");
    return value.replace("\r\n", "\n").replace('\r', '\n');
  }

  /** Returns a value cut to a length readers keep, reporting the cut. */
  String atMost(String key, String value, int length) {
    if (value.length() <= length) {
      return value;
    }
    warn(
        key,
        format
            + " value is read back up to "
            + length
            + " characters: "
            + (value.length() - length)
            + " characters not written");
    return value.substring(0, length);
  }
}
