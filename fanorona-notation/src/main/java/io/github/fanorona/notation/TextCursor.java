package io.github.fanorona.notation;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.OptionalInt;

/**
 * Reads a record's text one character at a time from a stream, so that no reader holds a whole file
 * or a whole line: every line ends with {@code \n} ({@code \r\n} and a lone {@code \r} become
 * {@code \n}), a leading byte order mark is dropped, a pasted {@code fanorona move} line comes
 * masked ({@link RecordText#maskCommand}), and the line and column of the next character are known.
 *
 * <pre>{@code
 * TextCursor c = TextCursor.of("1. d3-e3W *", 1);
 * c.next();   // '1'
 * c.column(); // 2
 * }</pre>
 */
final class TextCursor {
  /** What {@link #peek} and {@link #next} return at the end of the text. */
  static final int END = -1;

  /** How far from its first word a pasted command is read and masked. */
  private static final int COMMAND_WINDOW = 256;

  /** The word a pasted command starts with. */
  private static final String COMMAND = "fanorona";

  /**
   * The most characters kept after a comment opens, to be read again if it never closes; a longer
   * unclosed comment takes the rest of the text with it (reported).
   */
  static final int MAX_REREAD = 1 << 20;

  /**
   * The most characters read again in all, so that a text of many unclosed comments, each read
   * again to the end, still takes linear time.
   */
  private static final long REREAD_BUDGET = 8L * MAX_REREAD;

  private final Reader in;
  private final char[] buf = new char[8192];
  private int pos;
  private int lim;
  private boolean eof;
  private boolean started;
  private boolean lastWasCr;
  private final boolean masking;
  private String masked = "";
  private int maskedPos;
  private boolean atLineStart = true;
  private boolean atWordStart = true;
  private int line;
  private int column = 1;
  private StringBuilder recording = new StringBuilder();
  private boolean recordingOn;
  private boolean recordingFull;
  private int recordingLine;
  private long reread;

  TextCursor(Reader in, int firstLine, boolean masking) {
    this.in = in;
    this.line = firstLine;
    this.masking = masking;
  }

  /** A cursor over a text already in memory, its first line numbered {@code firstLine}. */
  static TextCursor of(String text, int firstLine) {
    return new TextCursor(new StringReader(text), firstLine, true);
  }

  /** The line of the next character. */
  int line() {
    return line;
  }

  /** The column of the next character. */
  int column() {
    return column;
  }

  /** Returns the next character without taking it, or {@link #END}. */
  int peek() {
    if (maskedPos < masked.length()) {
      return masked.charAt(maskedPos);
    }
    if (atWordStart && masking) {
      atWordStart = false;
      maskCommand();
      if (maskedPos < masked.length()) {
        return masked.charAt(maskedPos);
      }
    }
    return rawPeek();
  }

  /** Takes the next character, or returns {@link #END}. */
  int next() {
    int c = peek();
    if (c == END) {
      return END;
    }
    if (maskedPos < masked.length()) {
      maskedPos++;
    } else {
      rawTake();
    }
    if (recordingOn) {
      record((char) c);
    }
    if (c == '\n') {
      line++;
      column = 1;
      atLineStart = true;
    } else {
      column++;
    }
    // a command is looked for where a word may start: a line's start, or after a non-word
    atWordStart = !(Character.isLetterOrDigit(c) || c == '_');
    return c;
  }

  /** Skips blanks, line ends included. */
  void skipWhitespace() {
    while (peek() != END && Character.isWhitespace(peek())) {
      next();
    }
  }

  /** Takes the characters up to the end of the line, not the {@code \n}. */
  void skipLine() {
    while (peek() != END && peek() != '\n') {
      next();
    }
  }

  /**
   * Starts keeping the characters taken from here on (at most {@link #MAX_REREAD}), so that a
   * comment that never closes can be read again by {@link #rereadFromNextLine}.
   */
  void startRecording() {
    recording = new StringBuilder();
    recordingOn = true;
    recordingFull = false;
    recordingLine = line;
  }

  /** Stops keeping characters and lets the kept ones go. */
  void stopRecording() {
    recordingOn = false;
    recording = new StringBuilder();
  }

  private void record(char c) {
    if (recording.length() < MAX_REREAD) {
      recording.append(c);
    } else {
      recordingFull = true;
    }
  }

  /**
   * At the end of the text, reads again what was kept since {@link #startRecording}, from the line
   * after the one recording started on: an unclosed comment costs the rest of its first line, not
   * the rest of the text.
   *
   * @return the line reading goes on from, or empty when nothing can be read again: the comment
   *     started on the last line, more than {@link #MAX_REREAD} characters followed it, or this
   *     text has been read again too often already
   */
  OptionalInt rereadFromNextLine() {
    recordingOn = false;
    int lineEnd = recording.indexOf("\n");
    if (recordingFull
        || lineEnd < 0
        || peek() != END
        || reread + recording.length() > REREAD_BUDGET) {
      recording = new StringBuilder();
      return OptionalInt.empty();
    }
    masked = recording.substring(lineEnd + 1);
    maskedPos = 0;
    reread += masked.length();
    recording = new StringBuilder();
    line = recordingLine + 1;
    column = 1;
    // the kept characters were masked when first read; the stream itself is at its end
    atLineStart = false;
    atWordStart = false;
    return OptionalInt.of(line);
  }

  /**
   * If a pasted command starts here (at a line's start, perhaps after a quote mark, or at a word
   * start within a line), reads the rest of its line, up to {@link #COMMAND_WINDOW} characters, and
   * masks it ({@link RecordText#maskCommand}).
   */
  private void maskCommand() {
    atLineStart = false;
    if (pos < lim && " \t>|fF".indexOf(buf[pos]) < 0) {
      return; // the common case, decided without looking ahead
    }
    fill(COMMAND_WINDOW);
    int at = pos;
    // a quote mark before the command goes with it (RecordText.maskCommand blanks it)
    while (at < lim && at - pos < COMMAND_WINDOW && " \t>|".indexOf(buf[at]) >= 0) {
      at++;
    }
    if (lim - at < COMMAND.length()) {
      return;
    }
    for (int i = 0; i < COMMAND.length(); i++) {
      if (Character.toLowerCase(buf[at + i]) != COMMAND.charAt(i)) {
        return;
      }
    }
    int end = pos;
    while (end < lim && end - pos < COMMAND_WINDOW && buf[end] != '\n' && buf[end] != '\r') {
      end++;
    }
    String window = new String(buf, pos, end - pos);
    if (!RecordText.hasCommand(window)) {
      return;
    }
    for (int i = pos; i < end; i++) {
      rawTake();
    }
    masked = RecordText.maskCommand(window);
    maskedPos = 0;
  }

  /** Makes at least {@code n} characters available unless the stream ends first. */
  private void fill(int n) {
    if (lim - pos >= n || eof) {
      return;
    }
    System.arraycopy(buf, pos, buf, 0, lim - pos);
    lim -= pos;
    pos = 0;
    try {
      while (lim < n && !eof) {
        int read = in.read(buf, lim, buf.length - lim);
        if (read < 0) {
          eof = true;
        } else {
          lim += read;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (!started) {
      started = true;
      if (lim > 0 && buf[0] == '\uFEFF') {
        pos = 1;
      }
    }
  }

  /** The next character of the stream with line ends made {@code \n}, or {@link #END}. */
  private int rawPeek() {
    while (true) {
      fill(1);
      if (pos >= lim) {
        return END;
      }
      char c = buf[pos];
      if (c == '\n' && lastWasCr) {
        // the \n of \r\n: the \r already stood for the line end
        lastWasCr = false;
        pos++;
        continue;
      }
      return c == '\r' ? '\n' : c;
    }
  }

  private void rawTake() {
    lastWasCr = buf[pos] == '\r';
    pos++;
  }
}
