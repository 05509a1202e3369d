package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The record formats match their headers, pasted commands, move numbers, lines and words by hand
 * ({@link TextScan}, {@link GamerzRecord#header}, {@link RecordText#hasCommand}) so that the npm
 * package carries no regex engine: on seeded random texts each answers as the regular expression it
 * replaced.
 */
class TextScanTest {
  private static final long SEED = 43;

  /** Characters that matter to one of the expressions, and a few that matter to none. */
  private static final String ALPHABET =
      "0123456789 \t\n\r\u000B\f\u00A0\u0085\u2028#:()ab_xXfFWwAaBbéΩ٣Ⅻ\u0301\"]};>|-";

  private static final String[] WORDS = {
    "fanorona", "FANORONA", "move", "Move", "board", "White (a)", "Black (b)", "white (b)", "xf2",
    "f12", "Event", "Termination", "Rules", "FEN", " ", ":", "#12", "\r\n"
  };

  private static final Pattern HEADER =
      Pattern.compile(
          "[ \\t]*(Board|White \\(a\\)|Black \\(b\\)|White|Black|Variant|Rules|FEN|Vela"
              + "|Result|Event|Site|Date|Round|Termination"
              + "|(?!(?i:x?[a-z]\\d{1,2})[ \\t]*:)[\\p{L}_][\\p{L}\\p{Nd}_]*)[ \\t]*:[ \\t]*(.*)",
          Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
  private static final Pattern COMMAND =
      Pattern.compile("(?i)(?<![\\p{L}\\p{N}_])fanorona\\s+move(?![\\p{L}\\p{N}_])");
  private static final Pattern LEADING_NUMBER = Pattern.compile("^\\d+\\s+");

  /** A text of random characters and words that the expressions look for. */
  private static String randomText(SplittableRandom random) {
    StringBuilder sb = new StringBuilder();
    int parts = random.nextInt(8);
    for (int i = 0; i < parts; i++) {
      if (random.nextInt(3) == 0) {
        sb.append(WORDS[random.nextInt(WORDS.length)]);
      } else {
        sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
      }
    }
    return sb.toString();
  }

  @Test
  void linesWordsNumbersAndDigitsAsTheExpressions() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 100_000; i++) {
      String t = randomText(random);
      String why = "seed " + SEED + ", text '" + t + "'";
      assertEquals(Arrays.asList(t.split("\r\n|\r|\n", -1)), TextScan.lines(t), why);
      String stripped = t.strip();
      assertEquals(List.of(stripped.split("\\s+")), TextScan.words(stripped), why);
      assertEquals(
          LEADING_NUMBER.matcher(t).replaceFirst(""), TextScan.withoutLeadingNumber(t), why);
      assertEquals(t.matches("\\d{1,3}"), TextScan.isDigits(t, 1, 3), why);
    }
  }

  @Test
  void headersAndCommandsAsTheExpressions() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 200_000; i++) {
      String t = randomText(random);
      String why = "seed " + SEED + ", text '" + t + "'";
      Matcher h = HEADER.matcher(t);
      int[] header = GamerzRecord.header(t);
      if (h.matches()) {
        assertEquals(
            List.of(h.start(1), h.end(1), h.start(2)),
            List.of(header[0], header[1], header[2]),
            why);
      } else {
        assertEquals(0, header.length, why);
      }
      assertEquals(
          RecordText.mentionsFanorona(t) && COMMAND.matcher(t).find(),
          RecordText.hasCommand(t),
          why);
    }
  }
}
