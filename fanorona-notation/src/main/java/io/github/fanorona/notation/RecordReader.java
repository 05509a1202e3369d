package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaParseException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads game records in any of the formats the library knows, telling them apart by their content:
 * a Boardspace SGF archive starts with {@code (;}, a PGN-style file has {@code [Tag "value"]}
 * lines, a Gamerz-style record has a {@code Board:} or {@code White (a):} header or pasted {@code
 * fanorona move} commands, and anything else is read as an A/W move log. The format is told from
 * the first {@value #PREFIX} characters after the blank lines and {@code ;} comment lines a file
 * may start with (however many), so that a file is read as a stream, one game at a time. What is
 * not a record text stops the read with one problem at its place: bytes that are not UTF-8, UTF-16
 * text, a run of more than 65,536 NUL characters (a binary file, or an endless device such as
 * {@code /dev/zero}).
 *
 * <pre>{@code
 * try (RecordStream games = RecordReader.open(Path.of("examples/data/boardspace-2008-02-07.sgf"))) {
 *   while (games.hasNext()) {
 *     Validation v = RecordValidator.validate(games.next());
 *     System.out.println(v.outcome().map(Object::toString).orElse("unfinished"));
 *   }
 * }
 * }</pre>
 *
 * <p>Thread safety: Static methods only, thread-safe; each {@link RecordStream} it opens belongs to
 * one thread.
 *
 * @since 1.0.0
 */
public final class RecordReader {
  /** How many characters of a text tell its format. */
  static final int PREFIX = 64 * 1024;

  private RecordReader() {}

  /**
   * Tells which format a text is in, in time linear in its length.
   *
   * <pre>{@code RecordReader.detect("[Event \"x\"]\n\n1. d3-e3W *")   // PGN}</pre>
   *
   * @param input the records, perhaps after a byte order mark
   * @return the format
   */
  static RecordFormat detect(String input) {
    String t = RecordText.withoutBom(input).stripLeading();
    if (t.startsWith("(") && t.substring(1).stripLeading().startsWith(";")) {
      return RecordFormat.BOARDSPACE_SGF;
    }
    return firstSignal(t);
  }

  /**
   * The format the first telling line start names: a {@code [Tag} line is PGN-style, a {@code
   * Board:}, {@code White (a):} or {@code fanorona move} line Gamerz-style; with none, an A/W log.
   * Lines end at CR, LF or CRLF, as every reader's lines do ({@link RecordLines}, {@link
   * TextCursor}). A line that starts inside a brace comment ({@code {...}}, where {@code \}} does
   * not close it, as in an A/W log's header) or after a {@code ;} comment tells nothing: a tag
   * value the A/W writer wrote across lines stays a tag value.
   */
  private static RecordFormat firstSignal(String t) {
    boolean inBraces = false;
    int n = t.length();
    int start = 0;
    while (start < n) {
      int end = start;
      while (end < n && t.charAt(end) != '\n' && t.charAt(end) != '\r') {
        end++;
      }
      if (!inBraces) {
        int i = start;
        while (i < end && (t.charAt(i) == ' ' || t.charAt(i) == '\t')) {
          i++;
        }
        if (i + 1 < end && t.charAt(i) == '[' && isAsciiLetter(t.charAt(i + 1))) {
          return RecordFormat.PGN;
        }
        if (isGamerzHeader(t, start, end) || isGamerzCommand(t, start, end)) {
          return RecordFormat.GAMERZ;
        }
      }
      inBraces = braceOpenAfter(t, start, end, inBraces);
      start = end + 1;
    }
    return RecordFormat.AW_LOG;
  }

  /**
   * Whether a line starts with a Gamerz-style header, {@code (?i)[ \t]*(Board|White \(a\)|Black
   * \(b\))[ \t]*:}, told by hand (a regular expression would bring the regex engine into the npm
   * package, fanorona-js). Lines are told as the readers tell them (CR, LF, CRLF), never as a
   * MULTILINE expression would (its ^ also matches after U+2028, U+2029 and U+0085).
   */
  private static boolean isGamerzHeader(String t, int start, int end) {
    int i = TextScan.skip(t, start, end, " \t");
    for (String key : new String[] {"board", "white (a)", "black (b)"}) {
      if (i + key.length() <= end && TextScan.startsWithIgnoreCase(t, i, key)) {
        int colon = TextScan.skip(t, i + key.length(), end, " \t");
        if (colon < end && t.charAt(colon) == ':') {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether a line starts with a pasted {@code fanorona move} command, {@code (?i)[ \t>|]*fanorona[
   * \t]+move\b}, told by hand as {@link #isGamerzHeader} is.
   */
  private static boolean isGamerzCommand(String t, int start, int end) {
    int i = TextScan.skip(t, start, end, " \t>|");
    int spaces = i + "fanorona".length();
    if (spaces > end || !TextScan.startsWithIgnoreCase(t, i, "fanorona")) {
      return false;
    }
    int move = TextScan.skip(t, spaces, end, " \t");
    int after = move + "move".length();
    if (move == spaces || after > end || !TextScan.startsWithIgnoreCase(t, move, "move")) {
      return false;
    }
    // \b after "move": the line ends, or no letter, digit, _ or combining mark follows
    if (after == end) {
      return true;
    }
    int next = t.codePointAt(after);
    return !(Character.isLetterOrDigit(next)
        || next == '_'
        || Character.getType(next) == Character.NON_SPACING_MARK);
  }

  /** Whether a brace comment is open at the end of the line from {@code start} to {@code end}. */
  private static boolean braceOpenAfter(String t, int start, int end, boolean open) {
    for (int i = start; i < end; i++) {
      char c = t.charAt(i);
      if (open) {
        if (c == '\\' && i + 1 < end && "\\\"}".indexOf(t.charAt(i + 1)) >= 0) {
          i++;
        } else {
          open = c != '}';
        }
      } else if (c == '{') {
        open = true;
      } else if (c == ';') {
        return false;
      }
    }
    return open;
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }

  /**
   * Opens a UTF-8 file of records in whatever format it is, to read its games one at a time. The
   * three {@code open} methods are the one way to read records: a file or a reader, the format told
   * from the content or given ({@link #open(Reader, RecordFormat)}). To hold every game of a file:
   * {@code ImmutableList.copyOf(RecordReader.open(file))} inside a try-with-resources.
   *
   * <pre>{@code
   * Path file = Files.createTempFile("games", ".pgn");
   * Files.writeString(file, "1. f2-e3A2 d5-d4A3 *\n");
   * try (RecordStream games = RecordReader.open(file)) {
   *   games.next().turns().size();   // 2
   * }
   * Files.delete(file);
   * }</pre>
   *
   * @param file the file
   * @return the games; close it when done
   * @throws IOException if the file cannot be opened
   */
  public static RecordStream open(Path file) throws IOException {
    // The guard decodes the UTF-8 itself, so bytes that are not UTF-8 get their line and column.
    Reader in = GuardedText.decode(Files.newInputStream(file));
    try {
      return open(in);
    } catch (UncheckedIOException | FanoronaParseException e) {
      in.close();
      throw e;
    }
  }

  /**
   * Reads records from a character stream in whatever format they are, one game at a time.
   *
   * <pre>
   * {@code RecordReader.open(new StringReader("1. f2-e3A2 d5-d4A3 *")).next().turns().size() // 2}
   * </pre>
   *
   * @param reader the text, perhaps after a byte order mark and blank lines; closed with the stream
   * @return the games
   * @throws UncheckedIOException if reading the start of the text fails
   */
  public static RecordStream open(Reader reader) {
    BufferedReader in = new BufferedReader(GuardedText.guard(reader));
    try {
      int line = skipBlankLines(in);
      in.mark(PREFIX);
      char[] prefix = new char[PREFIX];
      int n = 0;
      for (int r; n < PREFIX && (r = in.read(prefix, n, PREFIX - n)) >= 0; ) {
        n += r;
      }
      in.reset();
      return detect(new String(prefix, 0, n)).reader(in, line);
    } catch (IOException e) {
      throw RecordStream.unchecked(e);
    }
  }

  /**
   * Reads records from a character stream in a format the caller gives, one game at a time: for a
   * text whose format is known, or one that {@link #detect} would take for another (an A/W log that
   * quotes a {@code [Tag]} line, say).
   *
   * <pre>
   * {@code RecordReader.open(new StringReader("1. d3-e3W *"), RecordFormat.AW_LOG).next().format() // AW_LOG}
   * </pre>
   *
   * @param reader the text, perhaps after a byte order mark; closed with the stream
   * @param format the format the text is in
   * @return the games
   */
  public static RecordStream open(Reader reader, RecordFormat format) {
    return format.reader(new BufferedReader(GuardedText.guard(reader)), 1);
  }

  /**
   * Skips the blank lines and the {@code ;} comment lines a text starts with, and a byte order
   * mark, and returns the number of the line the stream is left at the start of. Every reader skips
   * such lines before a game anyway; skipping them here lets the content after them tell the
   * format, however long they are.
   */
  private static int skipBlankLines(BufferedReader in) throws IOException {
    int line = 1;
    boolean first = true;
    boolean comment = false;
    int sinceMark = 0;
    in.mark(PREFIX);
    while (true) {
      int c = in.read();
      if (first && c == '\uFEFF') {
        first = false;
        in.mark(PREFIX);
        continue;
      }
      first = false;
      if (c == '\n' || c == '\r') {
        line++;
        comment = false;
        if (c == '\r') {
          in.mark(1);
          if (in.read() != '\n') {
            in.reset();
          }
        }
        in.mark(PREFIX);
        sinceMark = 0;
      } else if (comment && c >= 0) {
        // the rest of a comment line is dropped, however long: no mark to go back to is needed
      } else if (c == ';') {
        comment = true;
      } else if (c >= 0 && Character.isWhitespace(c)) {
        if (++sinceMark >= PREFIX - 1) {
          // a line of blanks too long to go back to its start: its columns are lost, not memory
          in.mark(PREFIX);
          sinceMark = 0;
        }
      } else if (comment) {
        // the text ends in a comment line: nothing is left to read
        return line;
      } else {
        in.reset();
        return line;
      }
    }
  }
}
