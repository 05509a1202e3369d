package io.github.fanorona.notation;

import io.github.fanorona.core.FanoronaException;
import java.util.Locale;

/**
 * The text helpers every record format shares: result tokens, pasted {@code fanorona move} commands
 * (whose passwords no format may keep), and values that must stay on one line.
 *
 * <pre>{@code RecordText.canonicalResult("½-½")   // "1/2-1/2"}</pre>
 */
final class RecordText {
  /** The characters that end a word of a command: {@code \s}, quotes and closing brackets. */
  private static final String TOKEN_ENDS = "\"]}";

  private RecordText() {}

  /**
   * Returns two comments in a row as one: a space between them when both are there.
   *
   * <pre>{@code RecordText.joined("good", "very")   // "good very"}</pre>
   *
   * @param first the earlier comment, perhaps empty
   * @param second the later one, perhaps empty
   * @return both
   */
  public static String joined(String first, String second) {
    return first.isEmpty() ? second : second.isEmpty() ? first : first + " " + second;
  }

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
        || resultCharactersOnly(word);
  }

  /**
   * Whether a word is made of a result's characters only, with a digit or star ({@code 2-0}):
   * {@code [0-9/*-]*[0-9*][0-9/*-]*}, told by hand as every word of every record's movetext is
   * asked.
   */
  private static boolean resultCharactersOnly(String word) {
    boolean digitOrStar = false;
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      boolean mark = (c >= '0' && c <= '9') || c == '*';
      if (!mark && c != '/' && c != '-') {
        return false;
      }
      digitOrStar |= mark;
    }
    return digitOrStar;
  }

  /**
   * Returns a result token for movetext: a known one, or an unknown one that still reads back as
   * one result word, else {@code *} (the tags keep it).
   */
  static String writableResult(String result) {
    return isResult(result) || (looksLikeResult(result) && isOneWord(result)) ? result : "*";
  }

  /** Whether a text is one word of movetext: <code>[^\s{;]+</code>. */
  private static boolean isOneWord(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (TextScan.isSpace(c) || c == '{' || c == ';') {
        return false;
      }
    }
    return !text.isEmpty();
  }

  /**
   * Returns the message for a result token that is none of the four.
   *
   * <pre>{@code RecordText.unknownResult("2-0")   // "unknown result '2-0'; expected 1-0, ..."}
   * </pre>
   *
   * @param word the token
   * @return the message
   */
  public static String unknownResult(String word) {
    return "unknown result '"
        + FanoronaException.quote(word)
        + "'; expected 1-0, 0-1, 1/2-1/2 or *";
  }

  /**
   * Drops a leading byte order mark, which editors on Windows put before UTF-8 text.
   *
   * <pre>{@code RecordText.withoutBom("\uFEFF1. f2-e3A")   // "1. f2-e3A"}</pre>
   *
   * @param text the text
   * @return the text without it
   */
  public static String withoutBom(String text) {
    return text.startsWith("\uFEFF") ? text.substring(1) : text;
  }

  /**
   * The first lone surrogate of a text (half of a pair without its other half, which no encoding of
   * text can hold: UTF-8 writes it as {@code ?}), or -1 when there is none.
   *
   * <pre>{@code RecordText.loneSurrogate("a\uD83Db")   // 1}</pre>
   */
  static int loneSurrogate(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c)
            && i + 1 < s.length()
            && Character.isLowSurrogate(s.charAt(i + 1))) {
          i++;
        } else {
          return i;
        }
      }
    }
    return -1;
  }

  /**
   * A text with each lone surrogate replaced by U+FFFD, the replacement character, as a writer
   * writes it (and says so: {@link #surrogateWarning}).
   */
  static String withoutLoneSurrogates(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        sb.append(c).append(s.charAt(++i));
      } else {
        sb.append(Character.isSurrogate(c) ? '\uFFFD' : c);
      }
    }
    return sb.toString();
  }

  /** Why a text with a lone surrogate at {@code at} is written otherwise. */
  static String surrogateWarning(String s, int at) {
    String hex = Integer.toHexString(s.charAt(at)).toUpperCase(Locale.ROOT);
    return "holds a lone surrogate (U+"
        + "0000".substring(hex.length())
        + hex
        + " at character "
        + (at + 1)
        + "), which no text file can hold: written as U+FFFD";
  }

  /** Replaces the characters that end a line for a line reader ({@code \r}, {@code \n}). */
  static String oneLine(String s) {
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\r' && c != '\n') {
        out.append(c);
      } else if (i == 0 || (s.charAt(i - 1) != '\r' && s.charAt(i - 1) != '\n')) {
        out.append(' ');
      }
    }
    return out.toString();
  }

  /**
   * Blanks out the credentials of every pasted {@code fanorona move <board> <userid> <password>
   * <move>} command in a line, wherever it stands (at the line's start, after turns, after a header
   * comment, inside a tag value or a comment), keeping the line's length so that columns stay
   * right: the words {@code fanorona move}, a quote mark ({@code >}, {@code |}) before them, the
   * board, the user and the password become blanks; the move stays, and so does everything else in
   * the line. A command without a move loses every word it has. Every reader applies this one rule,
   * so that a password pasted into any record is never kept or printed.
   *
   * @param line the line
   * @param keepMark whether a move number {@code #N} after the move (glued or after a space) stays,
   *     as Gamerz-style records read it; else it is blanked too
   * @return the masked line, the same line when it holds no command
   */
  static String maskCommand(String line, boolean keepMark) {
    if (!mentionsFanorona(line)) {
      return line;
    }
    int[] command = command(line, 0);
    if (command.length == 0) {
      return line;
    }
    char[] out = line.toCharArray();
    int from = 0;
    while (from < line.length()) {
      command = command(line, from);
      if (command.length == 0) {
        break;
      }
      int blankFrom = command[0];
      while (blankFrom > 0 && " \t>|".indexOf(line.charAt(blankFrom - 1)) >= 0) {
        blankFrom--;
      }
      blank(out, blankFrom, command[1]);
      int t = command[1];
      from = command[1];
      // tokens: board, userid, password, then the move and perhaps a separate #N
      for (int n = 0; n < 5; n++) {
        int start = t;
        while (start < line.length() && isTokenEnd(line.charAt(start))) {
          start++;
        }
        if (start == line.length()) {
          break;
        }
        t = start;
        while (t < line.length() && !isTokenEnd(line.charAt(t))) {
          t++;
        }
        String word = line.substring(start, t);
        if (n < 3 || (n == 3 && word.startsWith("#"))) {
          blank(out, start, t);
          from = t;
        } else if (n == 3) {
          from = t;
          int glued = markIn(line, start, t);
          if (glued >= 0) {
            if (!keepMark) {
              blank(out, glued, t);
            }
            break;
          }
        } else if (isMark(word)) {
          if (!keepMark) {
            blank(out, start, t);
          }
          from = t;
        }
      }
    }
    return new String(out);
  }

  /** Whether a character ends a word of a command: {@code [\s"\]}]}. */
  private static boolean isTokenEnd(char c) {
    return TextScan.isSpace(c) || TOKEN_ENDS.indexOf(c) >= 0;
  }

  /** Whether a word is a move number {@code #N}: {@code #\d{1,6}}. */
  static boolean isMark(String word) {
    return word.startsWith("#") && TextScan.isDigits(word.substring(1), 1, 6);
  }

  /** The index of the first {@code #N} (a {@code #} before a digit) in a word, or -1. */
  private static int markIn(String line, int start, int end) {
    for (int i = start; i + 1 < end; i++) {
      if (line.charAt(i) == '#' && TextScan.isDigit(line.charAt(i + 1))) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Finds a pasted command from an index: {@code fanorona move} in any case (ASCII), words of their
   * own (no letter, number or {@code _} just before or after), any {@code \s} between them: the
   * expression {@code (?i)(?<![\p{L}\p{N}_])fanorona\s+move(?![\p{L}\p{N}_])}.
   *
   * @return its start and end, or an empty array when there is none
   */
  private static int[] command(String line, int from) {
    for (int start = from; start + "fanorona".length() <= line.length(); start++) {
      if (!TextScan.startsWithIgnoreCase(line, start, "fanorona")) {
        continue;
      }
      if (start > 0 && TextScan.isWordPart(line.codePointBefore(start))) {
        continue;
      }
      int spaces = start + "fanorona".length();
      int move = TextScan.skipSpaces(line, spaces);
      if (move == spaces || !TextScan.startsWithIgnoreCase(line, move, "move")) {
        continue;
      }
      int end = move + "move".length();
      if (end < line.length() && TextScan.isWordPart(line.codePointAt(end))) {
        continue;
      }
      return new int[] {start, end};
    }
    return new int[0];
  }

  /** {@link #maskCommand(String, boolean)} for readers that do not read move numbers. */
  static String maskCommand(String line) {
    return maskCommand(line, false);
  }

  /** Whether a line holds a pasted {@code fanorona move} command anywhere. */
  static boolean hasCommand(String line) {
    return mentionsFanorona(line) && command(line, 0).length > 0;
  }

  /**
   * Whether the word {@code fanorona} stands in a line in any case, without a lower-case copy of
   * every line read: only ASCII letters fold to its letters (no other character's lower case is one
   * of them), so comparing ASCII letters with their case bit cleared is the same test.
   */
  static boolean mentionsFanorona(String line) {
    String word = "fanorona";
    int last = line.length() - word.length();
    for (int i = 0; i <= last; i++) {
      int j = 0;
      while (j < word.length() && (line.charAt(i + j) | 0x20) == word.charAt(j)) {
        j++;
      }
      if (j == word.length()) {
        return true;
      }
    }
    return false;
  }

  private static void blank(char[] out, int from, int to) {
    for (int i = from; i < to; i++) {
      out[i] = ' ';
    }
  }
}
