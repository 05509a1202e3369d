package io.github.fanorona.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * Every text of the site, in French, English and Malagasy, from one set of message files ({@code
 * messages/messages-LANG.properties}): the pages' (the server's and, through {@code
 * /assets/messages.js}, their scripts'), the club's and players' pages', and the server's messages
 * ({@code error.*}). A key a language lacks falls back on purpose only where its file says so
 * ({@code @fallback.PREFIX=LANG}); a text that fell back carries its language ({@link Text#lang}),
 * which a page marks ({@code lang="fr"}). {@code {name}} in a text is replaced by a value.
 *
 * <pre>{@code
 * Texts.get().text("mg", "clubpage.about.sizes").lang()   // "fr": not yet in Malagasy
 * Texts.get().format("en", "error.not_your_turn", "name", "Ann")   // "it is Ann's turn, …"
 * }</pre>
 */
public final class Texts {
  /** The languages, French (the club's) first. */
  public static final List<String> LANGUAGES = List.of("fr", "en", "mg");

  /** The name of each language, in that language, as a language's link shows it. */
  public static final Map<String, String> NAMES =
      Map.of("fr", "Français", "en", "English", "mg", "Malagasy");

  /** The language of the API's messages and of a page that names none. */
  public static final String API = "en";

  /** The cookie in which the pages' script keeps the language the reader chose. */
  public static final String COOKIE = "fanorona_lang";

  private static final String FALLBACK = "@fallback.";

  private static final Texts TEXTS = load();

  /**
   * A text and the language it is in: the page's, or another where it falls back.
   *
   * @param text the text
   * @param lang its language
   */
  public record Text(String text, String lang) {}

  private final Map<String, Map<String, String>> own;
  private final Map<String, Map<String, String>> fallbacks;

  private Texts(Map<String, Map<String, String>> own, Map<String, Map<String, String>> fallbacks) {
    this.own = own;
    this.fallbacks = fallbacks;
  }

  /**
   * {@return the site's texts, read once}
   *
   * <pre>{@code Texts.get().keys().size() > 300   // true}</pre>
   */
  public static Texts get() {
    return TEXTS;
  }

  private static Texts load() {
    Map<String, Map<String, String>> own = new TreeMap<>();
    Map<String, Map<String, String>> fallbacks = new TreeMap<>();
    for (String lang : LANGUAGES) {
      Map<String, String> texts = new TreeMap<>();
      Map<String, String> falls = new TreeMap<>();
      read("/messages/messages-" + lang + ".properties")
          .forEach(
              (k, v) -> {
                if (k.startsWith(FALLBACK)) {
                  falls.put(k.substring(FALLBACK.length()), v);
                } else {
                  texts.put(k, v);
                }
              });
      own.put(lang, Map.copyOf(texts));
      fallbacks.put(lang, Map.copyOf(falls));
    }
    return new Texts(Map.copyOf(own), Map.copyOf(fallbacks));
  }

  private static Map<String, String> read(String resource) {
    Properties p = new Properties();
    try (InputStream in = Texts.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("the site is built without " + resource);
      }
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<String, String> m = new TreeMap<>();
    p.stringPropertyNames().forEach(k -> m.put(k, p.getProperty(k)));
    return m;
  }

  /**
   * {@return every key, of every language}
   *
   * <pre>{@code Texts.get().keys().contains("tab.play")   // true}</pre>
   */
  public java.util.SortedSet<String> keys() {
    TreeSet<String> all = new TreeSet<>();
    own.values().forEach(m -> all.addAll(m.keySet()));
    return all;
  }

  /**
   * Returns a text in a language, or where it falls back on purpose, the language it is in.
   *
   * <pre>{@code Texts.get().text("fr", "tab.play")   // Text[text=Jouer, lang=fr]}</pre>
   *
   * @param lang one of {@link #LANGUAGES}
   * @param key the text's key
   * @return the text
   * @throws IllegalStateException for a key the language neither has nor falls back for
   */
  public Text text(String lang, String key) {
    return find(lang, key)
        .orElseThrow(
            () -> new IllegalStateException("no text " + key + " in " + lang + ", nor a fallback"));
  }

  private Optional<Text> find(String lang, String key) {
    String t = own.getOrDefault(lang, Map.of()).get(key);
    if (t != null) {
      return Optional.of(new Text(t, lang));
    }
    Optional<String> other = fallsBackTo(lang, key);
    if (other.isEmpty() || other.get().equals(lang)) {
      return Optional.empty();
    }
    return find(other.get(), key);
  }

  /** The language a key falls back to in a language, if its file declares one. */
  private Optional<String> fallsBackTo(String lang, String key) {
    String best = "";
    String to = "";
    for (Map.Entry<String, String> e : fallbacks.getOrDefault(lang, Map.of()).entrySet()) {
      if (key.startsWith(e.getKey()) && e.getKey().length() >= best.length()) {
        best = e.getKey();
        to = e.getValue();
      }
    }
    return to.isEmpty() ? Optional.empty() : Optional.of(to);
  }

  /**
   * Returns a text with its values put in: each {@code {name}} replaced by the value after the
   * name.
   *
   * <pre>{@code Texts.get().format("en", "hint.shown", "turn", "d3-e3W")
   * // "Hint: d3-e3W (the purple arrow)."}</pre>
   *
   * @param lang one of {@link #LANGUAGES}
   * @param key the text's key
   * @param values names and values, alternately
   * @return the text
   */
  public String format(String lang, String key, Object... values) {
    return formatted(lang, key, values).text();
  }

  /**
   * Returns a text with its values put in ({@link #format}), and the language it is in: the one
   * asked for, or the one it falls back to.
   *
   * <pre>{@code Texts.get().formatted("mg", "error.too_fast", "PER_SECOND", 20).lang()   // "fr"}
   * </pre>
   *
   * @param lang one of {@link #LANGUAGES}
   * @param key the text's key
   * @param values names and values, alternately
   * @return the text and its language
   */
  public Text formatted(String lang, String key, Object... values) {
    Text t = text(lang, key);
    String s = t.text();
    for (int i = 0; i + 1 < values.length; i += 2) {
      s = s.replace("{" + values[i] + "}", String.valueOf(values[i + 1]));
    }
    return new Text(s, t.lang());
  }

  /**
   * Returns the language a page asked for with {@code ?lang=}: French, the club's, when it asks for
   * none. The club's and the players' pages choose so.
   *
   * <pre>{@code Texts.pageLang(null)   // "fr"}</pre>
   *
   * @param asked the {@code lang} parameter, or null
   * @return one of {@link #LANGUAGES}
   * @throws Refusal 400 {@code bad_lang} for a language the site does not have
   */
  public static String pageLang(@Nullable String asked) {
    String chosen = asked == null ? LANGUAGES.get(0) : asked;
    if (!LANGUAGES.contains(chosen)) {
      throw Refusal.of(400, "bad_lang");
    }
    return chosen;
  }

  /**
   * Returns the language the server's messages answer a request in: the one its pages chose (the
   * {@link #COOKIE} cookie their script writes), else the API's.
   *
   * <pre>{@code Texts.apiLang("mg")   // "mg"}</pre>
   *
   * @param chosen the cookie's value, or null
   * @return one of {@link #LANGUAGES}
   */
  public static String apiLang(@Nullable String chosen) {
    return chosen != null && LANGUAGES.contains(chosen) ? chosen : API;
  }

  /**
   * {@return the API's message of a key, in English, with its values put in (see {@link #format})}
   *
   * <pre>{@code Texts.api("error.bad_point")   // "point must be a point such as e3"}</pre>
   *
   * @param key the text's key
   * @param values names and values, alternately
   */
  public static String api(String key, Object... values) {
    return TEXTS.format(API, key, values);
  }

  /**
   * Returns the keys a language neither has nor falls back for on purpose, and the fallbacks it
   * declares that no key needs: what MessagesTest wants empty.
   *
   * <pre>{@code Texts.get().problems()   // []}</pre>
   *
   * @return one line a problem
   */
  public List<String> problems() {
    List<String> out = new ArrayList<>();
    for (String lang : LANGUAGES) {
      for (String key : keys()) {
        if (find(lang, key).isEmpty()) {
          out.add(lang + ": no " + key + ", nor a fallback for it");
        }
      }
      for (String prefix : fallbacks.getOrDefault(lang, Map.of()).keySet()) {
        if (keys().stream()
            .noneMatch(
                k -> k.startsWith(prefix) && !own.getOrDefault(lang, Map.of()).containsKey(k))) {
          out.add(lang + ": the fallback " + prefix + " covers no missing key");
        }
      }
    }
    return out;
  }

  /**
   * Returns a language's texts whose keys start with none of the prefixes, every key resolved
   * (fallbacks included): the table a page's script reads.
   *
   * <pre>{@code Texts.get().table("mg", List.of("clubpage.")).get("tab.play")   // "Milalao"}</pre>
   *
   * @param lang one of {@link #LANGUAGES}
   * @param without prefixes of keys left out (the server's own pages)
   * @return key → text
   */
  public Map<String, Text> table(String lang, List<String> without) {
    Map<String, Text> out = new TreeMap<>();
    for (String key : keys()) {
      if (without.stream().noneMatch(key::startsWith)) {
        find(lang, key).ifPresent(t -> out.put(key, t));
      }
    }
    return out;
  }
}
