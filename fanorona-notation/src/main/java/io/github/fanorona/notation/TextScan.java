package io.github.fanorona.notation;

import java.util.ArrayList;
import java.util.List;

/**
 * The little text matching the record formats need, by hand: the readers and writers once used
 * regular expressions for it, which made the npm package (fanorona-js, compiled by TeaVM) carry a
 * whole regex engine, twice its size of the rules. Each method says which expression it stands for;
 * they match exactly what the expressions matched ({@code \s} is {@code [ \t\n\x0B\f\r]}, {@code
 * \d} is {@code [0-9]}, {@code (?i)} folds ASCII letters only).
 *
 * <pre>{@code
 * TextScan.lines("a\r\nb\n")              // [a, b, ""]
 * TextScan.isDigits("123", 1, 3)          // true
 * TextScan.startsWithIgnoreCase("Board:", 0, "board")   // true
 * }</pre>
 */
final class TextScan {
  private TextScan() {}

  /**
   * Returns whether a character is one of {@code \s}: space, tab, line feed, vertical tab, form
   * feed or carriage return.
   *
   * <pre>{@code TextScan.isSpace('\t')   // true; false for '\u00A0'}</pre>
   *
   * @param c the character
   * @return whether {@code \s} matches it
   */
  static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
  }

  /**
   * Returns whether a character is an ASCII digit, as {@code \d} matches.
   *
   * <pre>{@code TextScan.isDigit('7')   // true}</pre>
   *
   * @param c the character
   * @return whether it is one of 0 to 9
   */
  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /**
   * Returns whether a text is all ASCII digits, between two lengths: {@code \d{min,max}} matched
   * against the whole text.
   *
   * <pre>{@code TextScan.isDigits("1234", 1, 3)   // false}</pre>
   *
   * @param text the text
   * @param min the fewest digits
   * @param max the most digits
   * @return whether the text is that many digits and nothing else
   */
  static boolean isDigits(String text, int min, int max) {
    if (text.length() < min || text.length() > max) {
      return false;
    }
    for (int i = 0; i < text.length(); i++) {
      if (!isDigit(text.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns the ASCII lower case of a character, as {@code (?i)} folds it: other characters stay.
   *
   * <pre>{@code TextScan.lowerAscii('B')   // 'b'}</pre>
   *
   * @param c the character
   * @return its lower case if it is an ASCII capital
   */
  static char lowerAscii(char c) {
    return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
  }

  /**
   * Returns whether a text holds a word at an index, ASCII letters in any case: {@code (?i)word}
   * looked for there.
   *
   * <pre>{@code TextScan.startsWithIgnoreCase("x FANORONA", 2, "fanorona")   // true}</pre>
   *
   * @param text the text
   * @param at where the word would start
   * @param lowerWord the word, in lower case
   * @return whether it stands there
   */
  static boolean startsWithIgnoreCase(String text, int at, String lowerWord) {
    if (at < 0 || at + lowerWord.length() > text.length()) {
      return false;
    }
    for (int i = 0; i < lowerWord.length(); i++) {
      if (lowerAscii(text.charAt(at + i)) != lowerWord.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns the index after a run of characters from a set, from an index up to a limit.
   *
   * <pre>{@code TextScan.skip("  \tx", 0, 4, " \t")   // 3}</pre>
   *
   * @param text the text
   * @param from where the run may start
   * @param end where it must stop at the latest
   * @param chars the characters of the run
   * @return the index of the first character not in the set, or {@code end}
   */
  static int skip(String text, int from, int end, String chars) {
    int i = from;
    while (i < end && chars.indexOf(text.charAt(i)) >= 0) {
      i++;
    }
    return i;
  }

  /**
   * Returns the index after a run of {@code \s} characters, from an index to the text's end.
   *
   * <pre>{@code TextScan.skipSpaces("a \n b", 1)   // 4}</pre>
   *
   * @param text the text
   * @param from where the run may start
   * @return the index of the first character that is not {@code \s}, or the text's length
   */
  static int skipSpaces(String text, int from) {
    int i = from;
    while (i < text.length() && isSpace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  /**
   * Splits a text into lines at CR LF, CR and LF, keeping empty lines at the end: {@code
   * text.split("\r\n|\r|\n", -1)}.
   *
   * <pre>{@code TextScan.lines("a\r\n\rb")   // [a, "", b]}</pre>
   *
   * @param text the text
   * @return its lines, one more than its line ends
   */
  static List<String> lines(String text) {
    List<String> out = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\r' || c == '\n') {
        out.add(text.substring(start, i));
        if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
          i++;
        }
        start = i + 1;
      }
    }
    out.add(text.substring(start));
    return out;
  }

  /**
   * Splits a stripped text at its runs of {@code \s}: {@code text.split("\\s+")} for a text that
   * neither starts nor ends with one.
   *
   * <pre>{@code TextScan.words("Move W f 2  e 3")   // [Move, W, f, 2, e, 3]; [""] for ""}</pre>
   *
   * @param text the text, stripped
   * @return its words; one empty word for an empty text
   */
  static List<String> words(String text) {
    List<String> out = new ArrayList<>();
    int i = 0;
    int n = text.length();
    do {
      int start = i;
      while (i < n && !isSpace(text.charAt(i))) {
        i++;
      }
      out.add(text.substring(start, i));
      i = skipSpaces(text, i);
    } while (i < n);
    return out;
  }

  /**
   * Drops a leading number and the spaces after it: {@code text.replaceFirst("^\\d+\\s+", "")}.
   *
   * <pre>{@code TextScan.withoutLeadingNumber("12 text hi")   // "text hi"}</pre>
   *
   * @param text the text
   * @return the text without its leading number, or the same text when it has none followed by a
   *     space
   */
  static String withoutLeadingNumber(String text) {
    int i = 0;
    while (i < text.length() && isDigit(text.charAt(i))) {
      i++;
    }
    int j = skipSpaces(text, i);
    return i > 0 && j > i ? text.substring(j) : text;
  }

  /**
   * Returns whether a code point is a letter, a number or {@code _}: {@code [\p{L}\p{N}_]}.
   *
   * <pre>{@code TextScan.isWordPart('_')   // true}</pre>
   *
   * @param codePoint the code point
   * @return whether it is part of a word
   */
  static boolean isWordPart(int codePoint) {
    if (codePoint == '_' || Character.isLetter(codePoint)) {
      return true;
    }
    int type = Character.getType(codePoint);
    return type == Character.DECIMAL_DIGIT_NUMBER
        || type == Character.LETTER_NUMBER
        || type == Character.OTHER_NUMBER;
  }
}
