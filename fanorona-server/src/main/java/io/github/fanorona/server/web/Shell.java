package io.github.fanorona.server.web;

import io.github.fanorona.server.Texts;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The words of a page's frame ({@code site-*.jte}: the play page, the guide, the lobby, a club
 * game), in one language: what the page shows before its script puts it in the reader's language,
 * from the same message files.
 *
 * <pre>{@code new Shell("en").t("tab.play")   // "Play"}</pre>
 *
 * @param lang the language
 * @param assets each file's address under its content's hash ({@code site.css} → {@code
 *     /assets/site.1a2b3c4d5e6f.css}), which a browser keeps for good
 */
public record Shell(String lang, Map<String, String> assets) {
  /**
   * A page's frame whose files are named plainly ({@code /assets/site.css}).
   *
   * <pre>{@code new Shell("en").asset("site.css")   // "/assets/site.css"}</pre>
   *
   * @param lang the language
   */
  public Shell(String lang) {
    this(lang, Map.of());
  }

  /**
   * {@return the address of a file of the site: its name with its content's hash, when known}
   *
   * <pre>{@code shell.asset("play.js")   // "/assets/play.0c1d2e3f4a5b.js"}</pre>
   *
   * @param name the file's plain name
   */
  public String asset(String name) {
    return assets.getOrDefault(name, "/assets/" + name);
  }

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
