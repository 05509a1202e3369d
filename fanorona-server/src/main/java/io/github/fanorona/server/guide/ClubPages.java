package io.github.fanorona.server.guide;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.server.Pages;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.Texts;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

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
  /**
   * The reference about the game outside the site (seed 001's, for the about page and the guide).
   */
  public static final String REFERENCE = "https://en.wikipedia.org/wiki/Fanorona";

  /** The languages, the first the default. */
  public static final List<String> LANGUAGES = Texts.LANGUAGES;

  /**
   * A part of a page: a paragraph, a heading, pictures side by side (each captioned by {@code
   * cap.NAME}) or a bulleted list, with the keys of its texts (the pictures' names for pictures).
   */
  @com.google.errorprone.annotations.Immutable
  record Part(String kind, ImmutableList<String> keys) {
    static Part p(String key) {
      return new Part("p", ImmutableList.of(key));
    }

    /** A link to {@link #REFERENCE}, the text the key's. */
    static Part reference(String key) {
      return new Part("reference", ImmutableList.of(key));
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
        Part.p("about.solved"),
        Part.reference("about.reference")),
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
        Page.of(ctx.pathParam("page")).orElseThrow(() -> Refusal.of(404, "not_found.club_page"));
    String chosen = Texts.pageLang(ctx.queryParam("lang"));
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

  /**
   * A page as its template draws it ({@code clubpage.jte}): each text with its language.
   *
   * @param lang the page's language
   * @param path the page's address under {@code /club/}
   * @param title the page's title
   * @param languagesLabel the name of the languages' links
   * @param languages the languages' links
   * @param navLabel the name of the pages' links
   * @param tabs the pages' links
   * @param back the link back to the play page
   * @param sections the page's parts, in order
   */
  public record View(
      String lang,
      String path,
      Texts.Text title,
      Texts.Text languagesLabel,
      List<Language> languages,
      Texts.Text navLabel,
      List<Tab> tabs,
      Texts.Text back,
      List<Section> sections) {
    /**
     * {@return the language to mark a text with: none (null) when it is the page's}
     *
     * <pre>{@code view.other(text)   // "fr" in a Malagasy page, for a French text}</pre>
     *
     * @param t a text of the page
     */
    public @Nullable String other(Texts.Text t) {
      return t.lang().equals(lang) ? null : t.lang();
    }

    /**
     * {@return the language to mark a text with inside an element that holds another text (and is
     * marked with its language): none (null) when the two are in the same language}
     *
     * <pre>{@code view.within(navLabel, tabLabel)   // "mg" inside a nav marked "fr"}</pre>
     *
     * @param outer the text of the element around (its label)
     * @param t the text inside it
     */
    public @Nullable String within(Texts.Text outer, Texts.Text t) {
      return t.lang().equals(outer.lang()) ? null : t.lang();
    }
  }

  /**
   * A language's link.
   *
   * @param code its code
   * @param name its name, in itself
   * @param active whether it is the page's
   */
  public record Language(String code, String name, boolean active) {}

  /**
   * A page's link.
   *
   * @param path its address under {@code /club/}
   * @param label its name
   * @param current whether it is this page
   */
  public record Tab(String path, Texts.Text label, boolean current) {}

  /**
   * A part of a page: a paragraph, a heading, a list, or pictures side by side.
   *
   * @param kind p, h2, tips, pictures or reference (a link to {@link ClubPages#REFERENCE})
   * @param texts its texts (none for pictures)
   * @param pictures its pictures, each with its caption
   */
  public record Section(String kind, List<Texts.Text> texts, List<Picture> pictures) {}

  /**
   * A picture and its caption.
   *
   * @param name its name (its file is {@code NAME.svg})
   * @param caption its caption, also its text alternative
   */
  public record Picture(String name, Texts.Text caption) {}

  /** A page in a language (one of {@link #LANGUAGES}), from its template. */
  String render(Page page, String lang) {
    List<Language> languages =
        LANGUAGES.stream()
            .map(l -> new Language(l, Texts.NAMES.getOrDefault(l, l), l.equals(lang)))
            .toList();
    List<Tab> tabs =
        java.util.Arrays.stream(Page.values())
            .map(p -> new Tab(p.path(), word("nav." + p.path(), lang), p == page))
            .toList();
    List<Section> sections =
        page.parts().stream()
            .map(
                part ->
                    part.kind().equals("pictures")
                        ? new Section(
                            "pictures",
                            List.of(),
                            part.keys().stream()
                                .map(n -> new Picture(n, word("cap." + n, lang)))
                                .toList())
                        : new Section(
                            part.kind(),
                            part.keys().stream().map(k -> word(k, lang)).toList(),
                            List.of()))
            .toList();
    return Pages.render(
        "clubpage.jte",
        new View(
            lang,
            page.path(),
            word(page.path() + ".title", lang),
            word("nav.languages", lang),
            languages,
            word("nav.label", lang),
            tabs,
            word("nav.back", lang),
            sections));
  }

  private static Texts.Text word(String key, String lang) {
    return Texts.get().text(lang, "clubpage." + key);
  }
}
