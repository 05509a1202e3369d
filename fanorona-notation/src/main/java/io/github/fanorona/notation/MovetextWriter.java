package io.github.fanorona.notation;

import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnNotation;
import java.util.List;

/**
 * Writes a replayed record's numbered movetext (<a
 * href="{@docRoot}/doc-files/NOTATION.html#4-aw-move-logs">NOTATION.md §4</a>): one turn number per
 * line of the main line, the result on its own line; with the tree (PGN-style), the comments in
 * braces, the marks as {@code $N} and the variations in parentheses, nested (<a
 * href="{@docRoot}/doc-files/NOTATION.html#comments-variations-and-marks">§5</a>). Turns the replay
 * resolved are written canonical with stone counts, the rest as written, so that reading the text
 * back gives the same turns, wrong at the same turn. Before a turn the record gives to the side not
 * to move, {@link Movetext#SKIPPED} stands for the other side's missing turn.
 *
 * <pre>{@code
 * StringBuilder out = new StringBuilder();
 * MovetextWriter.write(validation, "*", true, out);
 * out.toString();   // "1. f2-e3A2 {a good start} (1. d3-e3W1 {also}) 1... d5-d4A3\n*\n"
 * }</pre>
 */
final class MovetextWriter {
  /** A line of output this long is ended before the next word, to stay far below a line's limit. */
  private static final int LONG_LINE = 4096;

  private final StringBuilder out;
  private final boolean tree;
  private final List<WriteWarning> warnings;
  private final String format;
  private final int game;
  private int lineStart;

  private MovetextWriter(
      StringBuilder out, boolean tree, Validation v, List<WriteWarning> warnings, String format) {
    this.out = out;
    this.tree = tree;
    this.warnings = warnings;
    this.format = format;
    this.game = v.record().index();
    this.lineStart = out.length();
  }

  /**
   * Writes the movetext of a replayed record and its result.
   *
   * @param v the replayed record
   * @param result the result token
   * @param tree whether the comments, marks and variations are written, or the main line only and a
   *     warning for each of them
   * @param out where the movetext goes, ending with a newline
   * @param warnings where each fact not written as it is goes
   * @param format the format's name in warnings, with its article ({@code an A/W log})
   */
  static void write(
      Validation v,
      Replayed replayed,
      String result,
      boolean tree,
      StringBuilder out,
      List<WriteWarning> warnings,
      String format) {
    MovetextWriter w = new MovetextWriter(out, tree, v, warnings, format);
    Position start = v.record().start();
    w.line(
        v.record().tree(),
        replayed,
        v.game().turns(),
        v.replayed(),
        start.sideToMove(),
        start.turnNumber(),
        "");
    if (out.length() > w.lineStart) {
      out.append('\n');
    }
    out.append(RecordText.writableResult(result)).append('\n');
  }

  /**
   * Writes one line from a side and turn number: its comment, then each turn with its marks,
   * comment and variations.
   */
  private void line(
      RecordLine line,
      Replayed replay,
      List<Turn> played,
      int replayed,
      Side side,
      int number,
      String path) {
    Side s = side;
    int num = number;
    boolean numbered = false;
    if (!line.comment().isEmpty()) {
      comment(
          line.comment(), path.isEmpty() ? "" : path + ": ", "the comment before the first turn");
    }
    Side slot = s;
    for (int i = 0; i < line.nodes().size(); i++) {
      RecordNode n = line.nodes().get(i);
      RecordedTurn rt = n.turn();
      if (rt.side().isPresent() && rt.side().get() != slot) {
        numbered = turn(Movetext.SKIPPED, s, num, numbered);
        num += s == Side.BLACK ? 1 : 0;
        s = s.opponent();
        slot = slot.opponent();
      }
      slot = slot.opponent();
      String text =
          i < replayed
              ? TurnNotation.format(played.get(i), PointStyle.STANDARD, true)
              : Movetext.writable(rt.text());
      Side before = s;
      int numberBefore = num;
      numbered = turn(text + rt.annotation(), s, num, numbered);
      num += s == Side.BLACK ? 1 : 0;
      s = s.opponent();
      String where =
          (path.isEmpty() ? "" : path + ", ")
              + "turn "
              + numberBefore
              + " ("
              + before.displayName()
              + "): ";
      for (int m : n.numericMarks()) {
        if (tree) {
          word("$" + m);
        } else {
          drop(where + "the mark $" + m + " is not written: " + format + " holds no numeric marks");
        }
      }
      if (!n.comment().isEmpty()) {
        numbered = !comment(n.comment(), where, "the comment after the turn") && numbered;
      }
      for (int k = 0; k < n.variations().size(); k++) {
        RecordLine v = n.variations().get(k);
        if (!tree) {
          drop(
              where
                  + "variation "
                  + (k + 1)
                  + " ("
                  + v.turns().size()
                  + " turns) is not written: "
                  + format
                  + " holds the main line only");
          continue;
        }
        Replayed r = replay.variation(i, k);
        word("(");
        String inner = where.substring(0, where.indexOf(" (")) + ", variation " + (k + 1);
        line(v, r, r.turns(), r.turns().size(), before, numberBefore, inner);
        out.append(')');
        numbered = false;
      }
    }
  }

  /**
   * Writes a comment, masking a pasted {@code fanorona move} command in it (reported), or reports
   * it dropped; returns whether it was written.
   */
  private boolean comment(String text, String where, String what) {
    if (!tree) {
      drop(where + what + " is not written: " + format + " holds no comments");
      return false;
    }
    String t = text;
    if (RecordText.hasCommand(t)) {
      drop(
          where
              + what
              + " holds a pasted 'fanorona move' command: written without its board, user and"
              + " password");
      t = RecordText.maskCommand(t);
    }
    int lone = RecordText.loneSurrogate(t);
    if (lone >= 0) {
      drop(where + what + " " + RecordText.surrogateWarning(t, lone));
      t = RecordText.withoutLoneSurrogates(t);
    }
    word("{" + escape(t) + "}");
    return true;
  }

  private void drop(String message) {
    warnings.add(new WriteWarning(game, "", message));
  }

  /**
   * Writes a turn with its number where one is needed: before White's, and before Black's when
   * something else stands between it and White's; returns that the number is given.
   */
  private boolean turn(String text, Side s, int num, boolean numbered) {
    if (s == Side.WHITE) {
      if (out.length() > lineStart && out.charAt(out.length() - 1) != '(') {
        out.append('\n');
        lineStart = out.length();
      }
      word(num + ". " + text);
    } else if (!numbered) {
      word(num + "... " + text);
    } else {
      word(text);
    }
    return s == Side.WHITE;
  }

  /** Writes a word, a space or a line end before it as needed. */
  private void word(String w) {
    if (out.length() - lineStart > LONG_LINE) {
      out.append('\n');
      lineStart = out.length();
    } else if (out.length() > lineStart && out.charAt(out.length() - 1) != '(') {
      out.append(' ');
    }
    out.append(w);
  }

  /**
   * Escapes a comment for braces: a backslash, a closing brace and a carriage return as {@code \\},
   * {@code \}} and {@code \r}, and an opening bracket first on a line (which would read as a tag)
   * as {@code \[}.
   *
   * <pre>{@code MovetextWriter.escape("a}b")   // "a\\}b"}</pre>
   */
  static String escape(String comment) {
    StringBuilder sb = new StringBuilder(comment.length() + 8);
    boolean lineStart = false;
    for (int i = 0; i < comment.length(); i++) {
      char c = comment.charAt(i);
      switch (c) {
        case '\\' -> sb.append("\\\\");
        case '}' -> sb.append("\\}");
        case '\r' -> sb.append("\\r");
        case '[' -> sb.append(lineStart ? "\\[" : "[");
        default -> sb.append(c);
      }
      if (c == '\n') {
        lineStart = true;
      } else if (!Character.isWhitespace(c)) {
        lineStart = false;
      }
    }
    return sb.toString();
  }
}
