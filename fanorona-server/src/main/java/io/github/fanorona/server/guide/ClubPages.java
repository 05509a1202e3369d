package io.github.fanorona.server.guide;

import com.google.common.collect.ImmutableList;
import com.google.common.html.HtmlEscapers;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.Texts;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The club's own pages, written on the server in French, English and Malagasy: "About the game",
 * "The site's rules", "Useful examples" and "A beginner's strategy", at {@code /club/about}, {@code
 * /club/rules}, {@code /club/examples} and {@code /club/strategy}, the language chosen by {@code
 * ?lang=fr|en|mg} (French, the club's language, by default). Their words are the site's messages
 * ({@code clubpage.*} in {@code messages/messages-LANG.properties}, through {@link Texts});
 * Malagasy has only the sentences the guide already has in Malagasy, and a Malagasy page shows the
 * others in French, marked {@code lang="fr"}. Their pictures are {@link ClubPictures}, at {@code
 * /club/pictures/NAME.svg}. Every text is escaped as HTML.
 *
 * <pre>
 * {@code ClubPages.load().render(ClubPages.Page.RULES, "en").contains("50 half-moves")   // true}
 * </pre>
 */
public final class ClubPages {
  /** The languages, the first the default. */
  public static final List<String> LANGUAGES = Texts.LANGUAGES;

  /** The name each language's link shows, in that language. */
  private static final Map<String, String> LANGUAGE_NAMES =
      Map.of("fr", "Français", "en", "English", "mg", "Malagasy");

  /**
   * A part of a page: a paragraph, a heading, pictures side by side (each captioned by {@code
   * cap.NAME}) or a bulleted list, with the keys of its texts (the pictures' names for pictures).
   */
  @com.google.errorprone.annotations.Immutable
  record Part(String kind, ImmutableList<String> keys) {
    static Part p(String key) {
      return new Part("p", ImmutableList.of(key));
    }

    static Part h(String key) {
      return new Part("h2", ImmutableList.of(key));
    }

    static Part pictures(String... names) {
      return new Part("pictures", ImmutableList.copyOf(names));
    }

    /** A list of the keys: the prefix followed by 1, 2, … up to the count. */
    static Part tips(String prefix, int count) {
      ImmutableList.Builder<String> keys = ImmutableList.builder();
      for (int i = 1; i <= count; i++) {
        keys.add(prefix + i);
      }
      return new Part("tips", keys.build());
    }

    /** The keys of the texts this part shows. */
    ImmutableList<String> textKeys() {
      if (!kind.equals("pictures")) {
        return keys;
      }
      return keys.stream().map(n -> "cap." + n).collect(ImmutableList.toImmutableList());
    }
  }

  /** A page: its address and its parts in order. */
  public enum Page {
    /** About the game: its origin, its boards, its legend, its solution. */
    ABOUT(
        "about",
        Part.p("about.origin"),
        Part.p("about.sizes"),
        Part.pictures("telo", "dimy", "sivy"),
        Part.h("about.legend.title"),
        Part.p("about.legend"),
        Part.p("about.solved")),
    /** The site's rules: the club's preset, turn by turn. */
    RULES(
        "rules",
        Part.p("rules.intro"),
        Part.p("rules.move"),
        Part.p("rules.chain"),
        Part.pictures("rules-same-direction", "rules-visited"),
        Part.p("rules.end"),
        Part.p("rules.draw")),
    /** Useful examples: a choice, a chain to stop, an opening. */
    EXAMPLES(
        "examples",
        Part.p("examples.choice"),
        Part.pictures("examples-choice", "examples-choice-approach", "examples-choice-withdrawal"),
        Part.p("examples.stop"),
        Part.pictures("examples-stop", "examples-continue"),
        Part.p("examples.opening"),
        Part.pictures("examples-opening", "examples-reply")),
    /** A beginner's strategy, with five tips. */
    STRATEGY(
        "strategy",
        Part.p("strategy.intro"),
        Part.p("strategy.greedy"),
        Part.pictures("strategy-greedy", "strategy-patient"),
        Part.h("strategy.tips.title"),
        Part.tips("strategy.tips.", 5));

    private final String path;
    private final ImmutableList<Part> parts;

    Page(String path, Part... parts) {
      this.path = path;
      this.parts = ImmutableList.copyOf(parts);
    }

    /**
     * {@return the page's address under {@code /club/}}
     *
     * <pre>{@code ClubPages.Page.RULES.path()   // "rules"}</pre>
     */
    public String path() {
      return path;
    }

    ImmutableList<Part> parts() {
      return parts;
    }

    static Optional<Page> of(String path) {
      for (Page p : values()) {
        if (p.path.equals(path)) {
          return Optional.of(p);
        }
      }
      return Optional.empty();
    }
  }

  private final ClubPictures pictures;

  private ClubPages(ClubPictures pictures) {
    this.pictures = pictures;
  }

  /**
   * Reads the texts and draws the pictures.
   *
   * <pre>{@code ClubPages.load().pictures().svgs().size()   // 14}</pre>
   *
   * @return the pages
   */
  public static ClubPages load() {
    return new ClubPages(ClubPictures.draw());
  }

  /**
   * Adds the route of the four pages ({@code /club/{page}}); their pictures are static files.
   *
   * <pre>{@code pages.register(config)}</pre>
   *
   * @param c the site's configuration
   */
  public void register(JavalinConfig c) {
    c.routes.get("/club/{page}", this::serve);
  }

  private void serve(Context ctx) {
    Page page =
        Page.of(ctx.pathParam("page"))
            .orElseThrow(
                () ->
                    Refusal.notFound(
                        "not_found", "the club's pages are about, rules, examples and strategy"));
    String lang = ctx.queryParam("lang");
    String chosen = lang == null ? LANGUAGES.get(0) : lang;
    if (!LANGUAGES.contains(chosen)) {
      throw Refusal.badRequest("bad_lang", "lang must be fr, en or mg");
    }
    ctx.contentType("text/html; charset=utf-8").result(render(page, chosen));
  }

  /**
   * {@return the pages' pictures}
   *
   * <pre>{@code pages.pictures().svgs().containsKey("sivy.svg")   // true}</pre>
   */
  public ClubPictures pictures() {
    return pictures;
  }

  /** Every key the pages use: each part's, each picture's caption, the navigation's. */
  static java.util.Set<String> usedKeys() {
    java.util.Set<String> keys = new java.util.TreeSet<>();
    for (Page p : Page.values()) {
      keys.add(p.path() + ".title");
      keys.add("nav." + p.path());
      for (Part part : p.parts()) {
        keys.addAll(part.textKeys());
      }
    }
    keys.addAll(List.of("nav.back", "nav.label", "nav.languages"));
    return keys;
  }

  /** A page in a language (one of {@link #LANGUAGES}). */
  String render(Page page, String lang) {
    StringBuilder h = new StringBuilder(8192);
    h.append("<!DOCTYPE html>\n<html lang=\"")
        .append(lang)
        .append("\">\n<head>\n")
        .append("  <meta charset=\"utf-8\">\n")
        .append("  <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("  <title>Fanorona — ")
        .append(escape(word(page.path() + ".title", lang).text))
        .append("</title>\n")
        .append("  <link rel=\"icon\" href=\"/assets/favicon.svg\" type=\"image/svg+xml\">\n")
        .append("  <link rel=\"stylesheet\" href=\"/assets/site.css\">\n</head>\n")
        // data-stage and data-busy as on the other pages: nothing loads after the page itself
        .append("<body class=\"club\" data-stage=\"CLUB\" data-busy=\"0\" data-page=\"")
        .append(page.path())
        .append("\">\n<header>\n  ");
    element(h, "h1", page.path() + ".title", lang);
    h.append("\n  <nav class=\"langs\" aria-label=\"")
        .append(escape(word("nav.languages", lang).text))
        .append("\">");
    for (String l : LANGUAGES) {
      h.append("<a href=\"/club/")
          .append(page.path())
          .append("?lang=")
          .append(l)
          .append("\" hreflang=\"")
          .append(l)
          .append("\" lang=\"")
          .append(l)
          .append('"')
          .append(l.equals(lang) ? " class=\"active\" aria-current=\"true\"" : "")
          .append('>')
          .append(LANGUAGE_NAMES.get(l))
          .append("</a>");
    }
    h.append("</nav>\n</header>\n<nav class=\"tabs\" aria-label=\"")
        .append(escape(word("nav.label", lang).text))
        .append("\">\n");
    for (Page p : Page.values()) {
      h.append("  <a id=\"club-")
          .append(p.path())
          .append("\" href=\"/club/")
          .append(p.path())
          .append("?lang=")
          .append(lang)
          .append('"')
          .append(p == page ? " aria-current=\"page\"" : "")
          .append('>');
      inline(h, "nav." + p.path(), lang);
      h.append("</a>\n");
    }
    h.append("  <a id=\"club-back\" href=\"/\">");
    inline(h, "nav.back", lang);
    h.append("</a>\n</nav>\n<main class=\"guide club\">\n");
    for (Part part : page.parts()) {
      part(h, part, lang);
    }
    h.append("</main>\n</body>\n</html>\n");
    return h.toString();
  }

  private void part(StringBuilder h, Part part, String lang) {
    switch (part.kind()) {
      case "pictures" -> {
        h.append("  <div class=\"pictures\">\n");
        for (String name : part.keys()) {
          Word caption = word("cap." + name, lang);
          h.append("    <figure><img src=\"/club/pictures/")
              .append(name)
              .append(".svg\" id=\"pic-")
              .append(name)
              .append("\" alt=\"")
              .append(escape(caption.text))
              .append("\"")
              .append(caption.lang.equals(lang) ? "" : " lang=\"" + caption.lang + "\"")
              .append(">");
          element(h, "figcaption", "cap." + name, lang);
          h.append("</figure>\n");
        }
        h.append("  </div>\n");
      }
      case "tips" -> {
        h.append("  <ul class=\"tips\">\n");
        for (String key : part.keys()) {
          h.append("    ");
          element(h, "li", key, lang);
          h.append('\n');
        }
        h.append("  </ul>\n");
      }
      default -> {
        h.append("  ");
        element(h, part.kind(), part.keys().get(0), lang);
        h.append('\n');
      }
    }
  }

  /** A text and the language it is in (French when the page's language lacks it). */
  private record Word(String text, String lang) {}

  private Word word(String key, String lang) {
    Texts.Text t = Texts.get().text(lang, "clubpage." + key);
    return new Word(t.text(), t.lang());
  }

  /** An element holding one text, marked with the text's language if it is not the page's. */
  private void element(StringBuilder h, String tag, String key, String lang) {
    Word w = word(key, lang);
    h.append('<').append(tag);
    if (!w.lang.equals(lang)) {
      h.append(" lang=\"").append(w.lang).append('"');
    }
    h.append('>').append(escape(w.text)).append("</").append(tag).append('>');
  }

  /** A text inside an element already opened: a span marks a text in another language. */
  private void inline(StringBuilder h, String key, String lang) {
    Word w = word(key, lang);
    if (w.lang.equals(lang)) {
      h.append(escape(w.text));
    } else {
      h.append("<span lang=\"")
          .append(w.lang)
          .append("\">")
          .append(escape(w.text))
          .append("</span>");
    }
  }

  /** Escapes a text for HTML, in an element or in a quoted attribute (Guava's escaper). */
  static String escape(String text) {
    return HtmlEscapers.htmlEscaper().escape(text);
  }
}
