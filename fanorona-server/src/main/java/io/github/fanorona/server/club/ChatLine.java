package io.github.fanorona.server.club;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.Ids;
import io.github.fanorona.server.Refusal;
import java.text.Normalizer;

/**
 * One line of a club game's chat, as stored and as the players' pages receive it: said by a side,
 * its words cleaned ({@link #clean}) and bounded. The pages show it as text, never as markup.
 *
 * <pre>{@code ChatLine.said(Side.WHITE, "  good  game ", now).text()   // "good game"}</pre>
 *
 * @param id the line's id (128 random bits, URL-safe): a page shows a line once
 * @param side who said it: "w" or "b"
 * @param text the words, 1 to {@link #MAX_TEXT} characters
 * @param at when it was said, in ms since the epoch
 */
public record ChatLine(String id, String side, String text, long at) {
  /** The most characters (code points) of a line: a sentence, not a letter. */
  public static final int MAX_TEXT = 140;

  /**
   * A line said now by a side, its words cleaned.
   *
   * <pre>{@code ChatLine.said(Side.BLACK, "gg", 1700000000000L).side()   // "b"}</pre>
   *
   * @param side who says it
   * @param words the words as typed
   * @param at when, in ms since the epoch
   * @return the line
   * @throws Refusal 400 {@code chat_empty} for no words, {@code chat_too_long} past the bound
   */
  public static ChatLine said(Side side, String words, long at) {
    return new ChatLine(Ids.newId(), String.valueOf(side.letter()), clean(words), at);
  }

  /**
   * The words of a line as kept: NFC, every control and format character (line breaks, bidi
   * overrides that would turn the rest of the page around) a space, runs of spaces one, trimmed.
   *
   * <pre>{@code ChatLine.clean("a\n\u202Eb")   // "a b"}</pre>
   *
   * @param words the words as typed
   * @return the words as kept
   * @throws Refusal 400 {@code chat_empty} for no words, {@code chat_too_long} past {@link
   *     #MAX_TEXT} characters
   */
  public static String clean(String words) {
    // bounded before any work on it: the socket's message bound is far larger than a line
    if (words.length() > 4 * MAX_TEXT) {
      throw Refusal.of(400, "chat_too_long", "max", MAX_TEXT);
    }
    StringBuilder b = new StringBuilder();
    Normalizer.normalize(words, Normalizer.Form.NFC)
        .codePoints()
        .forEach(
            c -> {
              int type = Character.getType(c);
              boolean blank =
                  Character.isWhitespace(c)
                      || Character.isSpaceChar(c)
                      || type == Character.CONTROL
                      || type == Character.FORMAT
                      || type == Character.SURROGATE;
              b.appendCodePoint(blank ? ' ' : c);
            });
    String text = b.toString().replaceAll(" {2,}", " ").strip();
    if (text.isEmpty()) {
      throw Refusal.of(400, "chat_empty");
    }
    if (text.codePointCount(0, text.length()) > MAX_TEXT) {
      throw Refusal.of(400, "chat_too_long", "max", MAX_TEXT);
    }
    return text;
  }
}
