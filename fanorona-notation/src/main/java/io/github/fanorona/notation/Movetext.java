package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnNotation;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads and writes numbered A/W movetext (<a
 * href="{@docRoot}/doc-files/NOTATION.html#4-aw-move-logs">NOTATION.md §4</a>), shared by move
 * logs, PGN-style and Gamerz-style records: {@code 1. f2-e3A2 d5-d4A3}, {@code 1...} when Black
 * starts, comments in braces or after {@code ;}, annotation glyphs after a turn ({@code f2-e3A!})
 * and a result token. Wrong or missing turn numbers are warnings. It reads from a {@link
 * TextCursor}, so a log of any length is read in one pass without being held.
 *
 * <pre>{@code
 * Movetext m = new Movetext(builder, 1, start);
 * m.scan(TextCursor.of("1. f2-e3A2 d5-d4A3 *", 1), false);
 * }</pre>
 */
final class Movetext {
  /** A Gamerz move number after a turn: {@code #N}, the N-th turn of the game. */
  private static final Pattern MARK = Pattern.compile("(.*?)#(\\d{1,6})");

  /** The longest word kept; the rest of a longer one is read and dropped. */
  static final int MAX_WORD = 4096;

  /**
   * The stand-in written for a turn a record skips, when it gives a side two turns in a row (as a
   * Boardspace record may): never a legal turn, so the written record stays wrong at that turn.
   */
  static final String SKIPPED = "--";

  private final GameRecord.Builder builder;
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
  private Optional<Problem> missingNumber = Optional.empty();

  /** The turn texts the stream has read, shared by its games. */
  private final TurnTexts texts;

  Movetext(GameRecord.Builder builder, int game, Position start) {
    this(builder, game, start, new TurnTexts());
  }

  Movetext(GameRecord.Builder builder, int game, Position start, TurnTexts texts) {
    this.builder = builder;
    this.game = game;
    this.side = start.sideToMove();
    this.number = start.turnNumber();
    this.texts = texts;
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
        in.skipLine();
      } else if (c == '{') {
        if (!skipComment(in)) {
          // a log holds further games: read on after the comment's line rather than lose them
          OptionalInt from = stopAtResult ? in.rereadFromNextLine() : OptionalInt.empty();
          builder.problem(Problem.error(game, line, column, unclosedComment(in, line, from)));
          if (from.isEmpty()) {
            break;
          }
        }
      } else {
        word(readWord(in), line, column);
      }
    }
    flushMissingNumber();
    return hasResult;
  }

  /** Reads a word: up to a blank, a brace or a semicolon, at most {@link #MAX_WORD} kept. */
  static String readWord(TextCursor in) {
    return in.word(MAX_WORD);
  }

  /**
   * Skips a brace comment from its opening brace; returns false when the text ends before its
   * closing brace.
   */
  static boolean skipComment(TextCursor in) {
    in.next();
    in.startRecording();
    int c = in.next();
    while (c != TextCursor.END && c != '}') {
      c = in.next();
    }
    if (c == '}') {
      in.stopRecording();
    }
    return c == '}';
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

  /** Reads one word of movetext: a turn number, a turn, a result or a Gamerz move number. */
  void word(String word, int line, int column) {
    if (commandLines.get(line) && !hasResult) {
      Matcher mark = MARK.matcher(word);
      if (mark.matches()) {
        if (!mark.group(1).isEmpty()) {
          word(mark.group(1), line, column);
        }
        moveNumber(Integer.parseInt(mark.group(2)), line, column + mark.start(2) - 1);
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
    if (RecordText.isResult(word) || RecordText.looksLikeResult(word)) {
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
   * Writes numbered movetext with one turn number per line, then the result on its own line.
   *
   * @param turns the turns' texts
   * @param start the start position
   * @param result the result token
   * @param out where the movetext goes, ending with a newline
   */
  static void write(List<String> turns, Position start, String result, StringBuilder out) {
    Side s = start.sideToMove();
    int num = start.turnNumber();
    boolean open = false;
    for (String t : turns) {
      if (s == Side.WHITE) {
        if (open) {
          out.append('\n');
        }
        out.append(num).append(". ").append(t);
        open = true;
      } else if (!open) {
        out.append(num).append("... ").append(t);
        open = true;
      } else {
        out.append(' ').append(t);
      }
      if (s == Side.BLACK) {
        num++;
      }
      s = s.opponent();
    }
    if (open) {
      out.append('\n');
    }
    out.append(RecordText.writableResult(result)).append('\n');
  }

  /**
   * Returns a replayed record's turns for writing: the legal ones canonical with stone counts, the
   * rest exactly as written, so that nothing is lost and reading the text back gives the same
   * turns, wrong at the same turn. Before a turn the record gives to the side not to move, {@link
   * #SKIPPED} stands for the other side's missing turn. Annotations follow their turns.
   */
  static List<String> texts(Validation v) {
    List<String> out = new ArrayList<>();
    List<RecordedTurn> recorded = v.record().turns();
    List<Turn> played = v.game().turns();
    Side slot = v.record().start().sideToMove();
    for (int i = 0; i < recorded.size(); i++) {
      RecordedTurn rt = recorded.get(i);
      if (rt.side().isPresent() && rt.side().get() != slot) {
        out.add(SKIPPED);
        slot = slot.opponent();
      }
      slot = slot.opponent();
      String text =
          i < v.replayed()
              ? TurnNotation.format(played.get(i), PointStyle.STANDARD, true)
              : writable(rt.text());
      out.add(text + rt.annotation());
    }
    return out;
  }

  /**
   * Returns a turn's text as written, unless movetext could not hold it as one turn (empty, with a
   * space, an opening brace or a semicolon, read as a turn number or a result, or ending in an
   * annotation glyph): such a text, which only a record built in code can hold, gets {@code ?} for
   * those characters or before it, so that it still reads back as one unreadable turn in its place.
   */
  static String writable(String text) {
    String t = text.replaceAll("[\\s{;]", "?");
    if (t.isEmpty()
        || afterNumber(t) >= 0
        || RecordText.isResult(t)
        || RecordText.looksLikeResult(t)
        || t.endsWith("!")
        || t.endsWith("?")) {
      t = "?" + t;
    }
    return t;
  }

  /**
   * Returns whether a record gives a turn to the side that is not to move, where replaying must
   * stop.
   */
  static boolean givenToOtherSide(RecordedTurn rt, io.github.fanorona.core.Game g) {
    return rt.side().isPresent() && rt.side().get() != g.position().sideToMove();
  }
}
