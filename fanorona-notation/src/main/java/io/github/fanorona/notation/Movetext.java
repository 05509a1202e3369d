package io.github.fanorona.notation;

import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads and writes numbered A/W movetext (NOTATION.md §4), shared by move logs, PGN-style and
 * Gamerz-style records: {@code 1. f2-e3A2 d5-d4A3}, {@code 1...} when Black starts, comments in
 * braces or after {@code ;}, and a result token. Wrong or missing turn numbers are warnings.
 *
 * <pre>{@code
 * Movetext.read("1. f2-e3A2 d5-d4A3 *", 1, builder, start);
 * }</pre>
 */
final class Movetext {
  private static final Pattern NUMBER = Pattern.compile("(\\d{1,6})(\\.\\.\\.|\\.|…)(.*)");
  /** A Gamerz move number after a turn: {@code #N}, the N-th turn of the game. */
  private static final Pattern MARK = Pattern.compile("(.*?)#(\\d{1,6})");

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

  private Movetext(GameRecord.Builder builder, int game, Position start) {
    this.builder = builder;
    this.game = game;
    this.side = start.sideToMove();
    this.number = start.turnNumber();
  }

  /**
   * Reads movetext into a builder: turns, the result token and warnings.
   *
   * @param text the movetext, possibly several lines
   * @param firstLine the file line {@code text} starts on
   * @param builder the record being built
   * @param game the game's index
   * @param start the start position, for the side and number of the first turn
   * @return whether a result token was found
   */
  static boolean read(String text, int firstLine, GameRecord.Builder builder, int game,
      Position start) {
    Movetext m = new Movetext(builder, game, start);
    m.scan(text, firstLine, false);
    return m.hasResult;
  }

  /**
   * Reads Gamerz movetext, where on the lines of pasted commands a turn may be followed by its
   * move number {@code #N} (glued or not), which then stands for the turn number.
   *
   * @return whether a result token was found
   */
  static boolean readGamerz(String text, int firstLine, GameRecord.Builder builder, int game,
      Position start, BitSet commandLines) {
    Movetext m = new Movetext(builder, game, start);
    m.commandLines = commandLines;
    m.scan(text, firstLine, false);
    return m.hasResult;
  }

  /**
   * Reads movetext from an offset up to and including the first result token, without copying
   * the rest of the text (a log may hold many thousands of games).
   *
   * @param from the offset to start at; columns count from the start of its line
   * @param firstLine the file line {@code from} is on
   * @return the offset in {@code text} just after the result token, or its length
   */
  static int readGame(String text, int from, int firstLine, GameRecord.Builder builder, int game,
      Position start) {
    Movetext m = new Movetext(builder, game, start);
    return m.scan(text, from, firstLine, true);
  }

  private int scan(String text, int firstLine, boolean stopAtResult) {
    return scan(text, 0, firstLine, stopAtResult);
  }

  private int scan(String text, int from, int firstLine, boolean stopAtResult) {
    int end = scanTokens(text, from, firstLine, stopAtResult);
    flushMissingNumber();
    return end;
  }

  private void flushMissingNumber() {
    missingNumber.ifPresent(builder::problem);
    missingNumber = Optional.empty();
  }

  private int scanTokens(String text, int from, int firstLine, boolean stopAtResult) {
    int line = firstLine;
    int lineStart = from == 0 ? 0 : text.lastIndexOf('\n', from - 1) + 1;
    int i = from;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c == '\n') {
        line++;
        lineStart = i + 1;
        i++;
      } else if (Character.isWhitespace(c)) {
        i++;
      } else if (c == ';') {
        while (i < n && text.charAt(i) != '\n') {
          i++;
        }
      } else if (c == '{') {
        int openLine = line;
        int openColumn = i - lineStart + 1;
        int close = text.indexOf('}', i);
        if (close < 0) {
          builder.problem(
              Problem.error(game, openLine, openColumn, "comment not closed: expected '}'"));
          return n;
        }
        for (int k = i; k < close; k++) {
          if (text.charAt(k) == '\n') {
            line++;
            lineStart = k + 1;
          }
        }
        i = close + 1;
      } else {
        int end = i;
        while (end < n && !Character.isWhitespace(text.charAt(end))
            && text.charAt(end) != '{' && text.charAt(end) != ';') {
          end++;
        }
        token(text.substring(i, end), line, i - lineStart + 1);
        i = end;
        if (hasResult && stopAtResult) {
          return i;
        }
      }
    }
    return n;
  }

  private void token(String word, int line, int column) {
    if (commandLines.get(line) && !hasResult) {
      Matcher mark = MARK.matcher(word);
      if (mark.matches()) {
        if (!mark.group(1).isEmpty()) {
          token(mark.group(1), line, column);
        }
        moveNumber(Integer.parseInt(mark.group(2)), line, column + mark.start(2) - 1);
        return;
      }
    }
    flushMissingNumber();
    lastWasTurn = false;
    if (hasResult) {
      builder.problem(
          Problem.warning(game, line, column, "'" + FanoronaException.quote(word) + "' after the result is ignored"));
      return;
    }
    if (isResult(word)) {
      builder.result(word.equals("½-½") ? "1/2-1/2" : word, line, column);
      hasResult = true;
      return;
    }
    Matcher m = NUMBER.matcher(word);
    if (m.matches()) {
      givenNumber = Integer.parseInt(m.group(1));
      givenBlack = !m.group(2).equals(".");
      givenLine = line;
      givenColumn = column;
      String rest = m.group(3);
      int restColumn = column + word.length() - rest.length();
      if (isResult(rest)) {
        // "12.*": a result glued to a turn number
        builder.result(rest.equals("½-½") ? "1/2-1/2" : rest, line, restColumn);
        hasResult = true;
      } else if (!rest.isEmpty()) {
        turn(rest, line, restColumn);
      }
      return;
    }
    turn(word, line, column);
  }

  /** Checks a Gamerz move number {@code #N} against the turns read before it. */
  private void moveNumber(int given, int line, int column) {
    if (!lastWasTurn) {
      flushMissingNumber();
      builder.problem(Problem.warning(game, line, column,
          "move number #" + given + " does not follow a turn"));
      return;
    }
    missingNumber = Optional.empty();
    lastWasTurn = false;
    if (given != turnsRead) {
      builder.problem(Problem.warning(game, line, column,
          "move number #" + given + " where #" + turnsRead + " was expected"));
    }
  }

  private void turn(String text, int line, int column) {
    if (givenNumber >= 0) {
      if (givenNumber != number || givenBlack != (side == Side.BLACK)) {
        builder.problem(Problem.warning(game, givenLine, givenColumn,
            "turn number " + givenNumber + (givenBlack ? "..." : ".") + " where " + number
                + (side == Side.BLACK ? "..." : ".") + " was expected"));
      }
    } else if (side == Side.WHITE || first) {
      // held back: a Gamerz move number after the turn may still give it
      missingNumber = Optional.of(Problem.warning(game, line, column, "turn number " + number
          + (side == Side.BLACK ? "..." : ".") + " missing before " + FanoronaException.quote(text)));
    }
    builder.turn(new RecordedTurn(text, line, column, true, Optional.empty()));
    turnsRead++;
    lastWasTurn = true;
    givenNumber = -1;
    first = false;
    if (side == Side.BLACK) {
      number++;
    }
    side = side.opponent();
  }

  /**
   * Writes numbered movetext with one turn number per line, then the result on its own line.
   *
   * @param turns the turns' texts
   * @param start the start position
   * @param result the result token
   * @return the movetext, ending with a newline
   */
  static String write(List<String> turns, Position start, String result) {
    StringBuilder sb = new StringBuilder();
    Side s = start.sideToMove();
    int num = start.turnNumber();
    boolean open = false;
    for (String t : turns) {
      if (s == Side.WHITE) {
        if (open) {
          sb.append('\n');
        }
        sb.append(num).append(". ").append(t);
        open = true;
      } else if (!open) {
        sb.append(num).append("... ").append(t);
        open = true;
      } else {
        sb.append(' ').append(t);
      }
      if (s == Side.BLACK) {
        num++;
      }
      s = s.opponent();
    }
    if (open) {
      sb.append('\n');
    }
    return sb.append(result).append('\n').toString();
  }

  /**
   * The stand-in written for a turn a record skips, when it gives a side two turns in a row (as a
   * Boardspace record may): never a legal turn, so the written record stays wrong at that turn.
   */
  static final String SKIPPED = "--";

  /**
   * Returns a record's turns for writing: the replayable ones canonical, with stone counts when
   * asked, the rest exactly as written, so that nothing is lost and reading the text back gives
   * the same turns. Replaying stops where the validator stops: at an unreadable or illegal turn,
   * at the end of the game, or at a turn the record gives to the side not to move, before which
   * {@link #SKIPPED} stands for the other side's missing turn.
   */
  static List<String> texts(GameRecord record, boolean counts) {
    List<String> out = new ArrayList<>();
    Game g = Game.start(record.variant(), record.ruleset(), record.start());
    Side slot = record.start().sideToMove();
    boolean replaying = true;
    for (RecordedTurn rt : record.turns()) {
      if (rt.side().isPresent() && rt.side().get() != slot) {
        out.add(SKIPPED);
        slot = slot.opponent();
        replaying = false;
      }
      slot = slot.opponent();
      if (replaying && !g.isOver()) {
        try {
          Turn t = TurnNotation.parse(rt.text(), g);
          out.add(TurnNotation.format(t, PointStyle.STANDARD, counts));
          g = g.play(t);
          continue;
        } catch (FanoronaException e) {
          replaying = false;
        }
      }
      replaying = false;
      out.add(writable(rt.text()));
    }
    return out;
  }

  /**
   * Returns a turn's text as written, unless movetext could not hold it as one turn (empty, with
   * a space, an opening brace or a semicolon, or read as a turn number or a result): such a text, which
   * only a record built in code can hold, gets {@code ?} for those characters or before it, so
   * that it still reads back as one unreadable turn in its place.
   */
  static String writable(String text) {
    String t = text.replaceAll("[\\s{;]", "?");
    if (t.isEmpty() || NUMBER.matcher(t).matches() || isResult(t)) {
      t = "?" + t;
    }
    return t;
  }

  private static boolean isResult(String word) {
    return word.equals("1-0") || word.equals("0-1") || word.equals("1/2-1/2") || word.equals("*")
        || word.equals("½-½");
  }

  /**
   * Returns whether a record gives a turn to the side that is not to move, where replaying must
   * stop.
   */
  static boolean givenToOtherSide(RecordedTurn rt, Game g) {
    return rt.side().isPresent() && rt.side().get() != g.position().sideToMove();
  }
}
