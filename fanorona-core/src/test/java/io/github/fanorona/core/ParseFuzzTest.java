package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Malformed text of every shape (random strings, and valid strings with random edits) is either
 * read or rejected with {@link FanoronaParseException} and a column inside the text; never another
 * exception. Whatever is read prints back in canonical form that reads as the same value.
 */
class ParseFuzzTest {
  private static final String POSITION_CHARS = "WBwb0123456789/ -x\t\u0663";
  private static final String RULE_CHARS = "capture=larger,chain=mandatory,no-capture-draw=50 -9";
  private static final String[] VALID_POSITIONS = {
    Boards.SIVY, Boards.DIMY, Boards.TELO_CAPTURE, "3/3/3 w 3 3 0 1", "1b3/5/2W2/5/5 w 0 3"
  };

  static LongStream seeds() {
    return LongStream.range(0, 50).map(i -> 0xFA22_0000L + i * 31);
  }

  private static String randomText(SplittableRandom rnd, String alphabet, int maxLength) {
    StringBuilder sb = new StringBuilder();
    int n = rnd.nextInt(maxLength + 1);
    for (int i = 0; i < n; i++) {
      sb.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
    }
    return sb.toString();
  }

  private static String edit(SplittableRandom rnd, String text, String alphabet) {
    StringBuilder sb = new StringBuilder(text);
    int edits = 1 + rnd.nextInt(3);
    for (int e = 0; e < edits; e++) {
      int at = sb.length() == 0 ? 0 : rnd.nextInt(sb.length());
      char c = alphabet.charAt(rnd.nextInt(alphabet.length()));
      switch (rnd.nextInt(3)) {
        case 0:
          sb.insert(at, c);
          break;
        case 1:
          if (sb.length() > 0) {
            sb.deleteCharAt(at);
          }
          break;
        default:
          if (sb.length() > 0) {
            sb.setCharAt(at, c);
          }
      }
    }
    return sb.toString();
  }

  /** Parses; returns the value or null when the text was rejected the documented way. */
  private static <T> T parseOrReject(long seed, String text, Function<String, T> parser) {
    try {
      return parser.apply(text);
    } catch (FanoronaException e) {
      String at = "seed " + seed + ", '" + text + "': " + e.getMessage();
      assertTrue(e.column() >= 1 && e.column() <= text.length() + 1, at);
      assertTrue(!e.reason().isBlank() && e.getMessage().contains(e.reason()), at);
      return null;
    } catch (RuntimeException e) {
      fail("seed " + seed + ", '" + text + "' threw " + e, e);
      return null;
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void positionStrings(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < 200; i++) {
      String text =
          i % 2 == 0
              ? randomText(rnd, POSITION_CHARS, 40)
              : edit(rnd, VALID_POSITIONS[rnd.nextInt(VALID_POSITIONS.length)], POSITION_CHARS);
      boolean placement = rnd.nextBoolean();
      Position p =
          parseOrReject(seed, text, placement ? Position::parsePlacement : Position::parse);
      if (p != null) {
        String at = "seed " + seed + ", '" + text + "'";
        Position again =
            placement ? Position.parsePlacement(p.toString()) : Position.parse(p.toString());
        assertEquals(p, again, at);
        assertEquals(p.toString(), again.toString(), at);
        assertEquals(p.computeZobristKey(), p.zobristKey(), at);
      }
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void ruleOptionLists(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < 200; i++) {
      String text =
          i % 2 == 0
              ? randomText(rnd, RULE_CHARS, 30)
              : edit(rnd, "capture=larger,chain=mandatory,repetition-draw=3", RULE_CHARS);
      Ruleset r = parseOrReject(seed, text, Ruleset::parse);
      if (r != null) {
        assertEquals(r, Ruleset.parse(r.optionString()), "seed " + seed + ", '" + text + "'");
      }
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void points(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < 200; i++) {
      String text = randomText(rnd, "aeiz0123456789A-\u0663\u212A ", 4);
      Point p = parseOrReject(seed, text, Point::parse);
      if (p != null) {
        assertEquals(p, Point.parse(p.toString()), "seed " + seed + ", '" + text + "'");
      }
    }
  }
}
