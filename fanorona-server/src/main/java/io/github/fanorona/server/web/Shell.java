package io.github.fanorona.server.web;

import io.github.fanorona.server.Texts;
import org.jspecify.annotations.Nullable;

/**
 * The words of a page's frame ({@code site-*.jte}: the play page, the guide, the lobby, a club
 * game), in one language: what the page shows before its script puts it in the reader's language,
 * from the same message files.
 *
 * <pre>{@code new Shell("en").t("tab.play")   // "Play"}</pre>
 *
 * @param lang the language
 */
public record Shell(String lang) {
  /**
   * {@return a text of the page}
   *
   * <pre>{@code shell.t("btn.hint")   // "Hint"}</pre>
   *
   * @param key its key
   */
  public String t(String key) {
    return Texts.get().text(lang, key).text();
  }

  /**
   * {@return the language to mark a text with: none (null) when it is the page's}
   *
   * <pre>{@code new Shell("mg").other("tab.club")   // "fr"}</pre>
   *
   * @param key its key
   */
  public @Nullable String other(String key) {
    String in = Texts.get().text(lang, key).lang();
    return in.equals(lang) ? null : in;
  }
}
