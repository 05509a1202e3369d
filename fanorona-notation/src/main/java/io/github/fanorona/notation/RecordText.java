package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text helpers every record format shares: result tokens, pasted {@code fanorona move} commands
 * (whose passwords no format may keep), and values that must stay on one line.
 *
 * <pre>{@code RecordText.canonicalResult("½-½")   // "1/2-1/2"}</pre>
 */
final class RecordText {
  /** A pasted command, also quoted in a mail ({@code > }) or a table ({@code |}). */
  static final Pattern COMMAND = Pattern.compile("(?i)^[\\s>|]*fanorona\\s+move\\b");

  private static final Pattern TOKEN = Pattern.compile("\\S+");
  private static final Pattern MARK = Pattern.compile("#\\d{1,6}");

  private RecordText() {}

  /** Whether a word is one of the four result tokens (or {@code ½-½}). */
  static boolean isResult(String word) {
    return word.equals("1-0")
        || word.equals("0-1")
        || word.equals("1/2-1/2")
        || word.equals("*")
        || word.equals("½-½");
  }

  /** Returns a result token in its canonical spelling: {@code ½-½} is {@code 1/2-1/2}. */
  static String canonicalResult(String word) {
    return word.equals("½-½") ? "1/2-1/2" : word;
  }

  /**
   * A result's characters only, with a digit or star ({@code 2-0}); compiled once, as every word of
   * every record's movetext is asked.
   */
  private static final Pattern RESULT_CHARACTERS = Pattern.compile("[0-9/*-]*[0-9*][0-9/*-]*");

  /**
   * Whether a word that is not a result is still meant as one: it starts like one ({@code 1-0x},
   * {@code 1/2}, {@code *?}) or is made of a result's characters only ({@code 2-0}); no turn does.
   * Turn numbers ({@code 12.}) are told apart before this is asked.
   */
  static boolean looksLikeResult(String word) {
    if (word.isEmpty() || isResult(word)) {
      return false;
    }
    return word.startsWith("1-0")
        || word.startsWith("0-1")
        || word.startsWith("1/2")
        || word.startsWith("½")
        || word.startsWith("*")
        || RESULT_CHARACTERS.matcher(word).matches();
  }

  /**
   * Returns a result token for movetext: a known one, or an unknown one that still reads back as
   * one result word, else {@code *} (the tags keep it).
   */
  static String writableResult(String result) {
    return isResult(result) || (looksLikeResult(result) && result.matches("[^\\s{;]+"))
        ? result
        : "*";
  }

  /** The message for a result token that is none of the four. */
  static String unknownResult(String word) {
    return "unknown result '"
        + FanoronaException.quote(word)
        + "'; expected 1-0, 0-1, 1/2-1/2 or *";
  }

  /** Drops a leading byte order mark, which editors on Windows put before UTF-8 text. */
  static String withoutBom(String text) {
    return text.startsWith("\uFEFF") ? text.substring(1) : text;
  }

  /** Replaces the characters that end a line for a line reader ({@code \r}, {@code \n}). */
  static String oneLine(String s) {
    return s.replaceAll("[\\r\\n]+", " ");
  }

  /**
   * Returns the movetext of a pasted {@code fanorona move <board> <userid> <password> <move>} line:
   * the move, and a {@code #N} move number after it, at their columns; everything else, the
   * password above all, becomes blank. A line without a move gives an empty line.
   */
  static String commandMove(String line) {
    Matcher start = COMMAND.matcher(line);
    if (!start.find()) {
      return "";
    }
    Matcher t = TOKEN.matcher(line);
    t.region(start.end(), line.length());
    int[] from = new int[5];
    int[] to = new int[5];
    int n = 0;
    while (n < 5 && t.find()) {
      from[n] = t.start();
      to[n] = t.end();
      n++;
    }
    // tokens: board, userid, password, move, then perhaps a separate #N
    if (n < 4) {
      return "";
    }
    String move = line.substring(from[3], to[3]);
    if (move.startsWith("#")) {
      return "";
    }
    StringBuilder sb = new StringBuilder(" ".repeat(from[3])).append(move);
    if (n == 5
        && !MARK.matcher(move).find()
        && MARK.matcher(line.substring(from[4], to[4])).matches()) {
      sb.append(" ".repeat(from[4] - to[3])).append(line, from[4], to[4]);
    }
    return sb.toString();
  }

  /**
   * Blanks out everything but the move of a pasted {@code fanorona move} line, keeping the line's
   * length so that columns after it stay right; other lines come back unchanged. Every reader
   * applies it, so that a password pasted into any record is never kept or printed.
   */
  static String maskCommand(String line) {
    if (!line.toLowerCase(Locale.ROOT).contains("fanorona")) {
      return line;
    }
    Matcher start = COMMAND.matcher(line);
    if (!start.find()) {
      return line;
    }
    char[] out = " ".repeat(line.length()).toCharArray();
    Matcher t = TOKEN.matcher(line);
    t.region(start.end(), line.length());
    // tokens: board, userid, password, then the move
    for (int n = 0; t.find(); n++) {
      if (n == 3) {
        Matcher mark = MARK.matcher(line).region(t.start(), t.end());
        int end = mark.find() ? mark.start() : t.end();
        line.getChars(t.start(), end, out, t.start());
        break;
      }
    }
    return new String(out);
  }
}
