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
  public static final int MAX_REREAD = 1 << 20;

  /**
   * The most characters read again in all, so that a text of many unclosed comments, each read
   * again to the end, still takes linear time.
   */
  private static final long REREAD_BUDGET = 8L * MAX_REREAD;

  private final Reader in;
  private char[] buf;
  private int pos;
  private int lim;
  private boolean eof;
  private boolean started;
  private boolean lastWasCr;
  private final boolean masking;
  private String masked = "";
  private int maskedPos;
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
    this.buf = new char[8192];
    this.line = firstLine;
    this.masking = masking;
  }

  /**
   * A cursor over a text already in memory, its first line numbered {@code firstLine}: the text is
   * the whole buffer, read to its end at once (a game's movetext, read once per game, need not cost
   * a buffer of a stream's size). Its reader is an empty {@code StringReader}, not {@code
   * Reader.nullReader()}, which TeaVM (the npm package's compiler) lacks.
   */
  static TextCursor of(String text, int firstLine) {
    TextCursor c = new TextCursor(new StringReader(""), new char[0], firstLine);
    c.buf = text.toCharArray();
    c.lim = c.buf.length;
    c.eof = true;
    c.started = true;
    if (c.lim > 0 && c.buf[0] == '\uFEFF') {
      c.pos = 1;
    }
    return c;
  }

  private TextCursor(Reader in, char[] buf, int firstLine) {
    this.in = in;
    this.buf = buf;
    this.line = firstLine;
    this.masking = true;
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
    take(c);
    return c;
  }

  /** Takes {@code c}, the character {@link #peek} just returned. */
  private void take(int c) {
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
    } else {
      column++;
    }
    // a command is looked for where a word may start: a line's start, or after a non-word
    atWordStart = !(Character.isLetterOrDigit(c) || c == '_');
  }

  /** Skips blanks, line ends included. */
  void skipWhitespace() {
    int c = peek();
    while (c != END && Character.isWhitespace(c)) {
      take(c);
      c = peek();
    }
  }

  /**
   * Takes a word: the characters up to a blank, a brace, a semicolon or the end of the text, of
   * which at most {@code max} are kept (the rest are taken and dropped). Every word of every record
   * comes here, so a word that lies in the buffer is cut from it in one piece; the characters go
   * one at a time only where something else must be looked at first (a masked command, a kept
   * comment, the buffer's end, a word that may start a command).
   */
  String word(int max) {
    return word(max, false);
  }

  /**
   * Takes a word as {@link #word(int)} does; with {@code parens}, a parenthesis ends it too (a
   * PGN-style variation opens or closes there).
   */
  String word(int max, boolean parens) {
    // for its effects only: a command starting here is masked, and the buffer filled, before the
    // word is cut from the buffer
    peek();
    int from = pos;
    boolean fromBuffer = maskedPos >= masked.length() && !recordingOn;
    int i = bufferRun(max, parens ? WORD_PARENS : WORD);
    boolean ended = fromBuffer && (i == lim ? eof : i - from < max && isWordEnd(buf[i], parens));
    int n = i - from;
    if (ended) {
      return new String(buf, from, n);
    }
    // copied before reading on: filling the buffer moves what it holds
    StringBuilder sb = new StringBuilder(n + 16).append(buf, from, n);
    int c = peek();
    while (c != END && !isWordEnd(c, parens)) {
      if (sb.length() < max) {
        sb.append((char) c);
      }
      take(c);
      c = peek();
    }
    return sb.toString();
  }

  /**
   * Takes the run of a comment's characters that lies in the buffer, up to a closing brace, a
   * backslash, a line end or a place where a pasted command may start (as {@link #word} stops),
   * keeping them in {@code out} while it is shorter than {@code max}: the caller takes the
   * character it stops at one at a time. Nothing is taken while characters are being kept for
   * reading again.
   */
  void commentRun(StringBuilder out, int max) {
    peek();
    int from = pos;
    int n = bufferRun(Integer.MAX_VALUE, COMMENT) - from;
    out.append(buf, from, Math.min(n, Math.max(0, max - out.length())));
  }

  /**
   * What ends a run of {@link #bufferRun}: a word's end, with or without parentheses, a comment's.
   */
  private static final int WORD = 0;

  private static final int WORD_PARENS = 1;
  private static final int COMMENT = 2;

  /**
   * Takes the characters from the buffer up to what ends a run of its kind, a place where a pasted
   * command may start, the buffer's end or {@code max} characters, and returns where it stopped; it
   * takes nothing while a masked command or kept characters must go one at a time.
   */
  private int bufferRun(int max, int kind) {
    int from = pos;
    int i = pos;
    if (maskedPos < masked.length() || recordingOn) {
      return i;
    }
    boolean wordStart = atWordStart;
    while (i - from < max && i < lim) {
      char ch = buf[i];
      if (kind == COMMENT
          ? ch == '}' || ch == '\\' || ch == '\n' || ch == '\r'
          : isWordEnd(ch, kind == WORD_PARENS)) {
        break;
      }
      if (wordStart && masking && mayStartCommandAt(i)) {
        break;
      }
      wordStart = !(Character.isLetterOrDigit(ch) || ch == '_');
      i++;
    }
    int n = i - from;
    pos = i;
    column += n;
    if (n > 0) {
      lastWasCr = false;
      atWordStart = wordStart;
    }
    return i;
  }

  private static boolean isWordEnd(int c, boolean parens) {
    return Character.isWhitespace(c) || c == '{' || c == ';' || (parens && isParen(c));
  }

  private static boolean isParen(int c) {
    return c == '(' || c == ')';
  }

  /**
   * Whether {@link #maskCommand} could find a command at {@code buf[i]}, where a word may start: it
   * looks no further where the character cannot start one, or where {@code fanorona} is not there.
   */
  private boolean mayStartCommandAt(int i) {
    char ch = buf[i];
    if (ch == '>' || ch == '|') {
      return true;
    }
    if (ch != 'f' && ch != 'F') {
      return false;
    }
    if (lim - i < COMMAND.length()) {
      return !eof;
    }
    for (int j = 1; j < COMMAND.length(); j++) {
      if (Character.toLowerCase(buf[i + j]) != COMMAND.charAt(j)) {
        return false;
      }
    }
    return true;
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
    atWordStart = false;
    return OptionalInt.of(line);
  }

  /**
   * If a pasted command starts here (at a line's start, perhaps after a quote mark, or at a word
   * start within a line), reads the rest of its line, up to {@link #COMMAND_WINDOW} characters, and
   * masks it ({@link RecordText#maskCommand}).
   */
  private void maskCommand() {
    if (pos < lim && !mayStartCommand(buf[pos])) {
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

  private static boolean mayStartCommand(char c) {
    return c == ' ' || c == '\t' || c == '>' || c == '|' || c == 'f' || c == 'F';
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
