package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * Reads and writes numbered A/W movetext (<a
 * href="{@docRoot}/doc-files/NOTATION.html#4-aw-move-logs">NOTATION.md §4</a>), shared by move
 * logs, PGN-style and Gamerz-style records: {@code 1. f2-e3A2 d5-d4A3}, {@code 1...} when Black
 * starts, comments in braces or after {@code ;}, annotation glyphs after a turn ({@code f2-e3A!})
 * and a result token. Wrong or missing turn numbers are warnings. It reads from a {@link
 * TextCursor}, so a log of any length is read in one pass without being held.
 *
 * <pre>{@code
 * Movetext m = new Movetext(builder, 1);   // from the start the builder will have
 * m.scan(TextCursor.of("1. f2-e3A2 d5-d4A3 *", 1), false);
 * }</pre>
 *
 * *
 *
 * <p>The file is longer than most because the reader is one pass with one state (the turn number
 * and side expected, a number given or held back for Gamerz, where a variation returns to, how deep
 * a skipped part goes): split, that state would pass between classes on every word. The writer is
 * {@code MovetextWriter}; the tree is kept by {@code TreeBuilder}.
 */
final class Movetext {

  /** The longest word kept; the rest of a longer one is read and dropped. */
  static final int MAX_WORD = 4096;

  /**
   * The stand-in written for a turn a record skips, when it gives a side two turns in a row (as a
   * Boardspace record may): never a legal turn, so the written record stays wrong at that turn.
   */
  public static final String SKIPPED = "--";

  private final GameRecord.Builder builder;

  /** The tree {@link #builder} fills: variations, comments and marks. */
  private final TreeBuilder treeBuilder;

  private final int game;
  private Side side;
  private int number;
  private int givenNumber = -1;
  private boolean givenBlack;
  private int givenLine;
  private int givenColumn;
  private boolean first = true;
  private boolean hasResult;

  /** The lines of pasted {@code fanorona move} commands, where {@code #N} may follow a turn. */
  private BitSet commandLines = new BitSet();

  private int turnsRead;
  private boolean lastWasTurn;

  /** Whether comments, marks and variations are read into the record's tree (PGN-style). */
  private boolean tree;

  /** The side and number before the last turn of the line being read: where a variation starts. */
  private Side sideBefore;

  private int numberBefore;

  /** What the lines around the open variations were at, innermost first. */
  private final Deque<int[]> outer = new ArrayDeque<>();

  /** Where each open variation opened, innermost first. */
  private final Deque<int[]> opened = new ArrayDeque<>();

  /** How deep the variation being skipped nests, or 0 when none is skipped. */
  private int skipping;

  private Optional<Problem> missingNumber = Optional.empty();

  /** The first line a size limit cut, or 0 when the text is whole. */
  private int cutLine;

  /** The comments skipped, and where the first one stands. */
  private int skippedComments;

  private int skippedLine;
  private int skippedColumn;

  /** The turn texts the stream has read, shared by its games. */
  private final TurnTexts texts;

  Movetext(GameRecord.Builder builder, int game) {
    this(builder, game, new TurnTexts());
  }

  Movetext(GameRecord.Builder builder, int game, TurnTexts texts) {
    this.builder = builder;
    this.treeBuilder = builder.treeBuilder();
    Position start = builder.startPosition();
    this.game = game;
    this.side = start.sideToMove();
    this.number = start.turnNumber();
    this.sideBefore = side;
    this.numberBefore = number;
    this.texts = texts;
  }

  /**
   * Reads comments, marks and variations into the record's tree, as PGN-style records hold them.
   */
  Movetext annotations() {
    tree = true;
    return this;
  }

  /**
   * Says that the text was cut by a size limit from a line on (0: not cut), so that a comment still
   * open there is reported as cut rather than as never closed.
   */
  Movetext cutFrom(int line) {
    cutLine = line;
    return this;
  }

  /** Says on which lines a turn may be followed by a Gamerz move number {@code #N}. */
  Movetext commandLines(BitSet lines) {
    commandLines = lines;
    return this;
  }

  /** Whether a result token was read. */
  boolean hasResult() {
    return hasResult;
  }

  /**
   * Reads words and comments up to the end of the text, or just past the first result token when
   * {@code stopAtResult} (a log holds games one after the other).
   *
   * @return whether a result token was found
   */
  boolean scan(TextCursor in, boolean stopAtResult) {
    while (!(hasResult && stopAtResult)) {
      in.skipWhitespace();
      int c = in.peek();
      if (c == TextCursor.END) {
        break;
      }
      int line = in.line();
      int column = in.column();
      if (c == ';') {
        if (tree) {
          in.next();
          StringBuilder text = new StringBuilder();
          while (in.peek() != TextCursor.END && in.peek() != '\n') {
            keep(text, in.next());
          }
          comment(text.toString(), line, column);
        } else {
          in.skipLine();
          skippedComments(line, column, 1);
        }
      } else if (c == '{') {
        @Nullable StringBuilder text = tree ? new StringBuilder() : null;
        if (!readComment(in, text)) {
          // a log holds further games: read on after the comment's line rather than lose them
          OptionalInt from = stopAtResult ? in.rereadFromNextLine() : OptionalInt.empty();
          String why =
              cutLine >= line
                  ? "comment cut by a size limit on line " + cutLine + ": its end was not read"
                  : unclosedComment(in, line, from);
          builder.problem(Problem.error(game, line, column, why));
          if (from.isEmpty()) {
            break;
          }
        } else if (text != null) {
          comment(text.toString(), line, column);
        } else {
          skippedComments(line, column, 1);
        }
      } else if (tree && c == '(') {
        in.next();
        openVariation(line, column);
      } else if (tree && c == ')') {
        in.next();
        closeVariation(line, column);
      } else if (skipping > 0) {
        readWord(in);
      } else {
        word(tree ? in.word(MAX_WORD, true) : readWord(in), line, column);
      }
    }
    if (tree) {
      flushMissingNumber();
      while (!opened.isEmpty()) {
        int[] at = opened.peek();
        builder.problem(
            Problem.error(game, at[0], at[1], "variation not closed: expected ')' before the end"));
        closeVariation(at[0], at[1]);
      }
    }
    flushMissingNumber();
    if (skippedComments > 0) {
      builder.problem(skippedComments(game, skippedLine, skippedColumn, skippedComments));
    }
    return hasResult;
  }

  /** Reads a word: up to a blank, a brace or a semicolon, at most {@link #MAX_WORD} kept. */
  static String readWord(TextCursor in) {
    return in.word(MAX_WORD);
  }

  /**
   * Reads a brace comment from its opening brace into {@code text} (when given), its escapes read
   * (<a href="{@docRoot}/doc-files/NOTATION.html#comments-variations-and-marks">NOTATION.md §5</a>:
   * {@code \\}, {@code \}}, {@code \[} and {@code \r} stand for a backslash, a closing brace, an
   * opening bracket and a carriage return), at most {@link RecordLine#MAX_COMMENT} + 1 characters
   * kept; returns false when the text ends before its closing brace.
   */
  static boolean readComment(TextCursor in, @Nullable StringBuilder text) {
    in.next();
    if (text == null) {
      // only a log's reader reads again after a comment that never closes
      in.startRecording();
    }
    int c;
    while (true) {
      if (text != null) {
        in.commentRun(text, RecordLine.MAX_COMMENT + 1);
      }
      c = in.next();
      if (c == TextCursor.END || c == '}') {
        break;
      }
      if (text != null) {
        if (c == '\\' && isEscaped(in.peek())) {
          c = in.next();
          c = c == 'r' ? '\r' : c;
        }
        keep(text, c);
      }
    }
    if (c == '}' && text == null) {
      in.stopRecording();
    }
    return c == '}';
  }

  /** Whether a character after a backslash in a comment is escaped by it. */
  static boolean isEscaped(int c) {
    return c == '\\' || c == '}' || c == '[' || c == 'r';
  }

  private static void keep(StringBuilder text, int c) {
    if (text.length() <= RecordLine.MAX_COMMENT) {
      text.append((char) c);
    }
  }

  /**
   * Counts a comment a format without comments skips, lost on conversion unless said: one warning
   * per game, at the first, with how many there were ({@link #skippedComments}).
   */
  void skippedComments(int line, int column, int count) {
    if (skippedComments == 0) {
      skippedLine = line;
      skippedColumn = column;
    }
    skippedComments += count;
  }

  /** The warning for the comments that a record without a tree skipped, at the first one. */
  static Problem skippedComments(int game, int line, int column, int count) {
    return Problem.warning(
        game,
        line,
        column,
        (count == 1 ? "a comment is" : count + " comments are")
            + " not kept: this format's records hold none (PGN-style and SGF records do)");
  }

  private void comment(String text, int line, int column) {
    if (skipping == 0) {
      treeBuilder.comment(text, line, column);
    }
  }

  /** Opens a variation instead of the last turn read, or skips it when the tree cannot hold it. */
  private void openVariation(int line, int column) {
    flushMissingNumber();
    if (skipping > 0 || !treeBuilder.open(line, column)) {
      skipping++;
      return;
    }
    outer.push(
        new int[] {
          side.ordinal(), number, sideBefore.ordinal(), numberBefore, first ? 1 : 0, turnsRead
        });
    opened.push(new int[] {line, column});
    side = sideBefore;
    number = numberBefore;
    first = true;
    givenNumber = -1;
    lastWasTurn = false;
  }

  /** Closes the innermost variation and reads on in the line around it. */
  private void closeVariation(int line, int column) {
    flushMissingNumber();
    if (skipping > 0) {
      skipping--;
      return;
    }
    if (outer.isEmpty()) {
      builder.problem(Problem.error(game, line, column, "')' closes no variation: it is ignored"));
      return;
    }
    treeBuilder.close();
    opened.pop();
    int[] s = outer.pop();
    side = Side.values()[s[0]];
    number = s[1];
    sideBefore = Side.values()[s[2]];
    numberBefore = s[3];
    first = s[4] == 1;
    turnsRead = s[5];
    givenNumber = -1;
    lastWasTurn = false;
  }

  /**
   * The message for a brace comment opened on {@code line} that the text ends in: where reading
   * went on from, or which lines the comment took.
   */
  static String unclosedComment(TextCursor in, int line, OptionalInt from) {
    String message = "comment not closed: expected '}'";
    if (from.isPresent()) {
      return message + "; read on from line " + from.getAsInt();
    }
    // the text ends on the line of its last character, not on the empty one after a final \n
    int last = in.column() == 1 ? in.line() - 1 : in.line();
    return last > line
        ? message + "; lines " + (line + 1) + " to " + last + " were read as the comment"
        : message;
  }

  private void flushMissingNumber() {
    missingNumber.ifPresent(builder::problem);
    missingNumber = Optional.empty();
  }

  /**
   * The index of the {@code #} of a Gamerz move number that ends a word ({@code f2-e3A#12}, {@code
   * #12}), or -1: the expression {@code (.*?)#(\d{1,6})} matched against the whole word, told by
   * hand (a regular expression would bring the regex engine into the npm package, fanorona-js).
   * Only the last {@code #} can be followed by digits alone.
   */
  private static int markAt(String word) {
    int hash = word.lastIndexOf('#');
    if (hash < 0 || !TextScan.isDigits(word.substring(hash + 1), 1, 6)) {
      return -1;
    }
    for (int i = 0; i < hash; i++) {
      // '.' does not match a line terminator
      char c = word.charAt(i);
      if (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
        return -1;
      }
    }
    return hash;
  }

  /** Reads one word of movetext: a turn number, a turn, a result or a Gamerz move number. */
  void word(String word, int line, int column) {
    if (commandLines.get(line) && !hasResult) {
      // a Gamerz move number after a turn, #N (the N-th turn of the game), glued or alone
      int mark = markAt(word);
      if (mark >= 0) {
        if (mark > 0) {
          word(word.substring(0, mark), line, column);
        }
        moveNumber(Integer.parseInt(word.substring(mark + 1)), line, column + mark);
        return;
      }
    }
    flushMissingNumber();
    lastWasTurn = false;
    if (hasResult) {
      builder.problem(
          Problem.warning(
              game,
              line,
              column,
              "'" + FanoronaException.quote(word) + "' after the result is ignored"));
      return;
    }
    int after = afterNumber(word);
    if (after >= 0) {
      int digits = 0;
      givenNumber = 0;
      while (isDigit(word.charAt(digits))) {
        givenNumber = givenNumber * 10 + word.charAt(digits++) - '0';
      }
      givenBlack = after - digits != 1 || word.charAt(digits) != '.';
      givenLine = line;
      givenColumn = column;
      String rest = word.substring(after);
      if (!rest.isEmpty()) {
        // "12.*": a result glued to a turn number; "12.f2-e3A": a turn
        word(rest, line, column + word.length() - rest.length());
      }
      return;
    }
    if (tree && mark(word, line, column)) {
      return;
    }
    if (RecordNode.glyphMark(word) > 0) {
      // a glyph written apart from its turn ("f2-e3A !?") is that turn's, as python-chess reads it
      treeBuilder.glyph(word, line, column);
      return;
    }
    if (RecordText.isResult(word) || RecordText.looksLikeResult(word)) {
      if (!outer.isEmpty()) {
        builder.problem(
            Problem.warning(
                game,
                line,
                column,
                "a result inside a variation is ignored: '" + FanoronaException.quote(word) + "'"));
        return;
      }
      result(word, line, column);
      return;
    }
    turn(word, line, column);
  }

  /**
   * A result token ends the movetext; an unknown one ({@code 1-0x}) ends it too, kept as the
   * record's result, which the validator reports.
   */
  private void result(String word, int line, int column) {
    givenNumber = -1;
    hasResult = true;
    builder.result(RecordText.canonicalResult(word), line, column);
  }

  /** Reads a mark {@code $N} (0 to 255); returns false for any other word. */
  private boolean mark(String word, int line, int column) {
    if (word.length() < 2 || word.length() > 4 || word.charAt(0) != '$') {
      return false;
    }
    for (int i = 1; i < word.length(); i++) {
      if (!isDigit(word.charAt(i))) {
        return false;
      }
    }
    int mark = Integer.parseInt(word.substring(1));
    if (mark > RecordLine.MAX_MARK) {
      return false;
    }
    treeBuilder.mark(mark, line, column);
    return true;
  }

  /** Checks a Gamerz move number {@code #N} against the turns read before it. */
  private void moveNumber(int given, int line, int column) {
    if (!lastWasTurn) {
      flushMissingNumber();
      builder.problem(
          Problem.warning(game, line, column, "move number #" + given + " does not follow a turn"));
      return;
    }
    missingNumber = Optional.empty();
    lastWasTurn = false;
    if (given != turnsRead) {
      builder.problem(
          Problem.warning(
              game,
              line,
              column,
              "move number #" + given + " where #" + turnsRead + " was expected"));
    }
  }

  private void turn(String word, int line, int column) {
    if (givenNumber >= 0) {
      if (givenNumber != number || givenBlack != (side == Side.BLACK)) {
        builder.problem(
            Problem.warning(
                game,
                givenLine,
                givenColumn,
                "turn number "
                    + givenNumber
                    + (givenBlack ? "..." : ".")
                    + " where "
                    + number
                    + (side == Side.BLACK ? "..." : ".")
                    + " was expected"));
      }
    } else if (side == Side.WHITE || first) {
      // held back: a Gamerz move number after the turn may still give it
      missingNumber =
          Optional.of(
              Problem.warning(
                  game,
                  line,
                  column,
                  "turn number "
                      + number
                      + (side == Side.BLACK ? "..." : ".")
                      + " missing before "
                      + FanoronaException.quote(word)));
    }
    String text = word;
    String annotation = "";
    int glyphs = glyphsFrom(word);
    if (glyphs > 0 && !word.startsWith("?")) {
      text = word.substring(0, glyphs);
      annotation = word.substring(glyphs);
    }
    builder.turn(
        new RecordedTurn(text, line, column, true, Optional.empty(), annotation, texts.read(text)));
    sideBefore = side;
    numberBefore = number;
    turnsRead++;
    lastWasTurn = true;
    givenNumber = -1;
    first = false;
    if (side == Side.BLACK) {
      number++;
    }
    side = side.opponent();
  }

  // Turn numbers, glyphs and results are told by hand, not by regular expressions: every word of
  // every record is asked, and a matcher per word cost more than reading the turn. Each answers
  // exactly as the expression in its comment, whose '.' takes any character but a line end.

  /**
   * Where the rest of a word starts after its turn number, or -1 when it does not start with one:
   * {@code (\d{1,6})(\.\.\.|\.|…)(.*)}, as in {@code 12.}, {@code 12...}, {@code 12…f2-e3A}.
   */
  static int afterNumber(String word) {
    int n = word.length();
    int digits = 0;
    while (digits < n && digits <= 6 && isDigit(word.charAt(digits))) {
      digits++;
    }
    if (digits == 0 || digits > 6 || digits == n) {
      return -1;
    }
    int rest;
    if (word.startsWith("...", digits)) {
      rest = digits + 3;
    } else if (word.charAt(digits) == '.' || word.charAt(digits) == '…') {
      rest = digits + 1;
    } else {
      return -1;
    }
    return hasLineEnd(word, rest, n) ? -1 : rest;
  }

  /**
   * Where the annotation glyphs glued to the end of a turn start, or -1 without them: the split of
   * {@code (.+?)(!!|\?\?|!\?|\?!|!|\?)}, as in {@code f2-e3A!?}.
   */
  static int glyphsFrom(String word) {
    int n = word.length();
    if (n < 2 || !isGlyph(word.charAt(n - 1))) {
      return -1;
    }
    int from = n >= 3 && isGlyph(word.charAt(n - 2)) ? n - 2 : n - 1;
    return hasLineEnd(word, 0, from) ? -1 : from;
  }

  private static boolean isGlyph(char c) {
    return c == '!' || c == '?';
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /** Whether {@code s[from, to)} holds a character that a regular expression's '.' refuses. */
  static boolean hasLineEnd(String s, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns a turn's text as written, unless movetext could not hold it as one turn (empty, with a
   * space, an opening brace or a semicolon, read as a turn number or a result, or ending in an
   * annotation glyph): such a text, which only a record built in code can hold, gets {@code ?} for
   * those characters or before it, so that it still reads back as one unreadable turn in its place.
   */
  static String writable(String text) {
    StringBuilder marked = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      marked.append(TextScan.isSpace(c) || c == '{' || c == ';' ? '?' : c);
    }
    String t = marked.toString();
    if (t.isEmpty()
        || afterNumber(t) >= 0
        || RecordText.isResult(t)
        || RecordText.looksLikeResult(t)
        || t.endsWith("!")
        || t.endsWith("?")) {
      t = "?" + t;
    }
    // nor a glyph alone, which a reader gives to the turn before ("?" or "?!" for "" or "!")
    return RecordNode.glyphMark(t) > 0 ? "?-" + spacesMarked(text) : t;
  }

  /** A text with each white space, opening brace and semicolon replaced by a question mark. */
  private static String spacesMarked(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean space = c == ' ' || (c >= '\t' && c <= '\r');
      out.append(space || c == '{' || c == ';' ? '?' : c);
    }
    return out.toString();
  }

  /**
   * Returns whether a record gives a turn to the side that is not to move, where replaying must
   * stop.
   *
   * @param rt the turn as the record holds it, perhaps with the side it is given to
   * @param g the game replayed so far
   * @return whether the record gives it to the other side
   */
  public static boolean givenToOtherSide(RecordedTurn rt, io.github.fanorona.core.Game g) {
    return rt.side().isPresent() && rt.side().get() != g.position().sideToMove();
  }
}
