package io.github.fanorona.notation;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The lines of a line-based record text (PGN-style, Gamerz-style), read one at a time with their
 * numbers; a reader that finds the next game's first line pushes it back. A byte order mark before
 * the first line is dropped. Memory stays bounded whatever the text: a line longer than {@link
 * #MAX_LINE} characters is cut there (the rest is read and dropped), and a game whose lines pass
 * {@link #MAX_GAME_TEXT} characters in all is told to its reader, which keeps no more of it; both
 * become problems of the game ({@link #limitProblems}).
 *
 * <pre>{@code
 * RecordLines lines = new RecordLines(reader, 1, RecordText::maskCommand);
 * Optional<String> first = lines.next();
 * }</pre>
 */
final class RecordLines {
  /** The most characters of one line kept. */
  public static final int MAX_LINE = 1 << 20;

  /** The most characters of one game's lines a reader keeps. */
  public static final int MAX_GAME_TEXT = 4 << 20;

  private final Reader in;
  private final UnaryOperator<String> clean;
  private final char[] buf = new char[8192];
  private int pos;
  private int lim;
  private boolean eof;
  private boolean lastWasCr;
  private Optional<String> pending = Optional.empty();
  private int number;
  private boolean started;
  private long gameText;
  private int lastLength;
  private int firstCutLine;
  private int gameCutLine;

  /**
   * Reads lines of a text.
   *
   * @param reader the text
   * @param firstLine the number of its first line
   * @param clean applied to each line as it is read (not again to a line pushed back)
   */
  RecordLines(Reader reader, int firstLine, UnaryOperator<String> clean) {
    this.in = reader;
    this.clean = clean;
    this.number = firstLine - 1;
  }

  /** The next line, or empty at the end of the text. */
  Optional<String> next() {
    if (pending.isPresent()) {
      Optional<String> l = pending;
      pending = Optional.empty();
      count(l.get());
      return l;
    }
    Optional<String> l = readLine();
    if (l.isEmpty()) {
      return l;
    }
    number++;
    String text = l.get();
    if (!started && text.startsWith("\uFEFF")) {
      text = text.substring(1);
    }
    started = true;
    text = clean.apply(text);
    count(text);
    return Optional.of(text);
  }

  /** Gives a line back, to be the next one read; its number stays {@link #number()}. */
  void pushBack(Optional<String> line) {
    pending = line;
    line.ifPresent(l -> gameText -= l.length());
  }

  /** The number of the last line read from the text. */
  int number() {
    return number;
  }

  /** Starts counting the characters of a new game, whose first line was the last one read. */
  void startGame() {
    // the game's first line counts as much as its others
    gameText = lastLength + 1L;
    if (firstCutLine != number) {
      firstCutLine = 0;
    }
    gameCutLine = 0;
  }

  /**
   * Whether the lines read since {@link #startGame} passed {@link #MAX_GAME_TEXT} characters: the
   * reader keeps no more of the game, only looks for its end.
   */
  boolean gameTooLong() {
    return gameText > MAX_GAME_TEXT;
  }

  /**
   * The first line of the game read since {@link #startGame} that a limit cut (a line past {@link
   * #MAX_LINE}, or where the game passed {@link #MAX_GAME_TEXT}), or 0 when none was cut: a comment
   * still open there was cut, not left unclosed by its writer.
   */
  int firstCut() {
    if (firstCutLine > 0 && gameCutLine > 0) {
      return Math.min(firstCutLine, gameCutLine);
    }
    return Math.max(firstCutLine, gameCutLine);
  }

  /**
   * Reports a game written too long for a reader to read back whole: its text, with the blank line
   * that may follow it, passes {@link #MAX_GAME_TEXT} characters (a writer's escapes can double a
   * comment that was read within the limit).
   *
   * @param game the game's index
   * @param length the characters written for it
   * @param warnings where the warning goes
   * @param format the format's name, with its article
   */
  static void checkWritten(int game, int length, List<WriteWarning> warnings, String format) {
    if (length >= MAX_GAME_TEXT) {
      warnings.add(
          new WriteWarning(
              game,
              "",
              "the game is written as "
                  + length
                  + " characters, more than the "
                  + MAX_GAME_TEXT
                  + " a reader of "
                  + format
                  + " keeps of one game: it will not read back whole"));
    }
  }

  /** The problems of the lines read since {@link #startGame}: a line cut, the game cut. */
  List<Problem> limitProblems(int game) {
    List<Problem> out = new ArrayList<>();
    if (firstCutLine > 0) {
      out.add(
          Problem.error(
              game,
              firstCutLine,
              MAX_LINE + 1,
              "the line is longer than " + MAX_LINE + " characters: the rest of it was not read"));
    }
    if (gameCutLine > 0) {
      out.add(
          Problem.error(
              game,
              gameCutLine,
              1,
              "the game's text is longer than "
                  + MAX_GAME_TEXT
                  + " characters: it was not read from this line to its end"));
    }
    return out;
  }

  private void count(String line) {
    lastLength = line.length();
    boolean wasTooLong = gameTooLong();
    gameText += line.length() + 1;
    if (!wasTooLong && gameTooLong()) {
      gameCutLine = number;
    }
  }

  /** Reads a line ended by {@code \n}, {@code \r\n} or {@code \r}, keeping its first characters. */
  private Optional<String> readLine() {
    // Most lines lie whole in the buffer (shorter than it, and so than MAX_LINE): cut in one
    // piece. Any other goes one character at a time from where it starts.
    int start = pos < lim && lastWasCr && buf[pos] == '\n' ? pos + 1 : pos;
    for (int i = start; i < lim; i++) {
      char c = buf[i];
      if (c == '\n' || c == '\r') {
        lastWasCr = c == '\r';
        pos = i + 1;
        return Optional.of(new String(buf, start, i - start));
      }
    }
    StringBuilder sb = new StringBuilder();
    boolean any = false;
    boolean cut = false;
    while (true) {
      if (pos >= lim && !fill()) {
        if (cut) {
          noteCut();
        }
        return any ? Optional.of(sb.toString()) : Optional.empty();
      }
      char c = buf[pos++];
      if (c == '\n' && lastWasCr) {
        lastWasCr = false;
        continue;
      }
      lastWasCr = c == '\r';
      if (c == '\n' || c == '\r') {
        if (cut) {
          noteCut();
        }
        return Optional.of(sb.toString());
      }
      any = true;
      if (sb.length() < MAX_LINE) {
        sb.append(c);
      } else {
        cut = true;
      }
    }
  }

  private void noteCut() {
    if (firstCutLine == 0) {
      firstCutLine = number + 1;
    }
  }

  private boolean fill() {
    if (eof) {
      return false;
    }
    try {
      int read = in.read(buf, 0, buf.length);
      if (read < 0) {
        eof = true;
        return false;
      }
      pos = 0;
      lim = read;
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
