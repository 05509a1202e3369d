package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The movetext reader tells turn numbers, glyphs and results by hand and cuts words out of its
 * buffer: on seeded random words and texts it answers as the regular expressions and the reading
 * one character at a time that it replaced.
 */
class MovetextWordsTest {
  private static final Pattern NUMBER = Pattern.compile("(\\d{1,6})(\\.\\.\\.|\\.|…)(.*)");
  private static final Pattern GLYPHS = Pattern.compile("(.+?)(!!|\\?\\?|!\\?|\\?!|!|\\?)");
  private static final Pattern RESULT_CHARACTERS = Pattern.compile("[0-9/*-]*[0-9*][0-9/*-]*");

  /** Characters that matter to one of the rules, and a few that matter to none. */
  private static final String ALPHABET = "0123456789..…!?-/*½fF aAwWe3\n\r\u0085\u2028#{};>|x:";

  private static String randomWord(SplittableRandom random, int maxLength) {
    int n = random.nextInt(maxLength + 1);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
    }
    return sb.toString();
  }

  @Test
  void turnNumbersGlyphsAndResultsAsTheExpressions() {
    SplittableRandom random = new SplittableRandom(18);
    List<String> words =
        new ArrayList<>(List.of("12.", "12...", "12…f2-e3A", "1234567.", "f2-e3A!?"));
    for (int i = 0; i < 200_000; i++) {
      words.add(randomWord(random, 9));
    }
    for (String w : words) {
      Matcher m = NUMBER.matcher(w);
      assertEquals(m.matches() ? m.start(3) : -1, Movetext.afterNumber(w), w);
      Matcher g = GLYPHS.matcher(w);
      boolean glyphs = (w.endsWith("!") || w.endsWith("?")) && g.matches();
      int from = Movetext.glyphsFrom(w);
      assertEquals(glyphs ? g.start(2) : -1, w.endsWith("!") || w.endsWith("?") ? from : -1, w);
      boolean looks =
          !w.isEmpty()
              && !RecordText.isResult(w)
              && (w.startsWith("1-0")
                  || w.startsWith("0-1")
                  || w.startsWith("1/2")
                  || w.startsWith("½")
                  || w.startsWith("*")
                  || RESULT_CHARACTERS.matcher(w).matches());
      assertEquals(looks, RecordText.looksLikeResult(w), w);
    }
  }

  /** The word reader as it was: one character at a time through peek and next. */
  private static String wordByCharacters(TextCursor in, int max) {
    StringBuilder sb = new StringBuilder();
    int c = in.peek();
    while (c != TextCursor.END && !Character.isWhitespace(c) && c != '{' && c != ';') {
      if (sb.length() < max) {
        sb.append((char) c);
      }
      in.next();
      c = in.peek();
    }
    return sb.toString();
  }

  @Test
  void wordsCutFromTheBufferAsReadOneCharacterAtATime() {
    SplittableRandom random = new SplittableRandom(19);
    String[] pieces = {
      "fanorona move b u p f2-e3A #3 ", "Fanorona  move ", "f2-e3A2 ", "1. ", "\r\n", "\r", "\n",
      "{c} ", "; x\n", ">|", "e3-fanorona", "d5-d4A3-c5W1", "x", "?"
    };
    for (int t = 0; t < 3000; t++) {
      StringBuilder text = new StringBuilder();
      int n = random.nextInt(40);
      for (int i = 0; i < n; i++) {
        text.append(
            random.nextBoolean() ? pieces[random.nextInt(pieces.length)] : randomWord(random, 6));
      }
      int max = 1 + random.nextInt(12);
      // streamed through a small reader too, so that words cross the buffer's end
      for (boolean inMemory : new boolean[] {true, false}) {
        TextCursor a = cursor(text.toString(), inMemory);
        TextCursor b = cursor(text.toString(), inMemory);
        for (int step = 0; step < 200 && a.peek() != TextCursor.END; step++) {
          String context = text + " at step " + step;
          if (a.peek() == '{' || a.peek() == ';' || Character.isWhitespace(a.peek())) {
            a.next();
            b.next();
          } else {
            assertEquals(wordByCharacters(b, max), a.word(max), context);
          }
          assertEquals(b.line(), a.line(), context);
          assertEquals(b.column(), a.column(), context);
          assertEquals(b.peek(), a.peek(), context);
        }
      }
    }
  }

  private static TextCursor cursor(String text, boolean inMemory) {
    if (inMemory) {
      return TextCursor.of(text, 1);
    }
    return new TextCursor(
        new StringReader(text) {
          @Override
          public int read(char[] buf, int off, int len) throws java.io.IOException {
            return super.read(buf, off, Math.min(len, 3));
          }
        },
        1,
        true);
  }
}
