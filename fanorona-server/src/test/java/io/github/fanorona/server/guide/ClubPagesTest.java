package io.github.fanorona.server.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.core.WrittenTurn;
import io.github.fanorona.server.Pages;
import io.github.fanorona.server.Texts;
import io.github.fanorona.server.web.Site;
import io.github.fanorona.server.web.SiteConfig;
import io.github.fanorona.variants.Presets;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The club's pages (issue 30): their texts in each language, their HTML, their positions. */
class ClubPagesTest {
  private static final ClubPages PAGES = ClubPages.load();
  private static Site site;
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @BeforeAll
  static void start() {
    site = Site.start(SiteConfig.defaults().withPort(0).withMaxGames(10));
  }

  @AfterAll
  static void stop() {
    site.close();
  }

  /**
   * Every key the pages use is in the message files in French and in English (not a fallback), and
   * every {@code clubpage.} key of those files is used by a page.
   */
  @Test
  void everyKeyExistsInFrenchAndEnglish() {
    Set<String> used = new TreeSet<>();
    ClubPages.usedKeys().forEach(k -> used.add("clubpage." + k));
    assertTrue(used.size() > 40, used.toString());
    for (String lang : List.of("fr", "en")) {
      for (String key : used) {
        assertEquals(lang, Texts.get().text(lang, key).lang(), key);
      }
    }
    Set<String> unused = new TreeSet<>();
    Texts.get().keys().stream().filter(k -> k.startsWith("clubpage.")).forEach(unused::add);
    unused.removeAll(used);
    assertEquals(Set.of(), unused, "texts no page shows");
  }

  /**
   * The club's pages' Malagasy texts are the guide's and the play page's own words: each is one of
   * their Malagasy texts, or two of them joined by a space.
   */
  @Test
  void theMalagasyWordsAreTheGuides() {
    Set<String> known = new HashSet<>();
    Set<String> club = new TreeSet<>();
    for (String key : Texts.get().keys()) {
      Texts.Text t = Texts.get().text("mg", key);
      if (!t.lang().equals("mg")) {
        continue;
      }
      if (key.startsWith("clubpage.")) {
        club.add(key);
      } else {
        known.add(t.text());
      }
    }
    assertTrue(known.size() > 50, "the guide's Malagasy strings were read: " + known.size());
    assertFalse(club.isEmpty());
    for (String key : club) {
      String mg = Texts.get().text("mg", key).text();
      boolean found = known.contains(mg);
      for (String a : known) {
        if (!found && mg.startsWith(a + " ") && known.contains(mg.substring(a.length() + 1))) {
          found = true;
        }
      }
      assertTrue(found, key + " is not the guide's Malagasy: " + mg);
    }
  }

  /** Each page in each language: its title, its pictures (all drawn), its links; escaped text. */
  @Test
  void everyPageRendersInEveryLanguage() {
    for (ClubPages.Page page : ClubPages.Page.values()) {
      for (String lang : ClubPages.LANGUAGES) {
        String html = PAGES.render(page, lang);
        String where = page + " " + lang;
        assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"" + lang + "\">"), where);
        Matcher img = Pattern.compile("src=\"/club/pictures/([a-z-]+\\.svg)\"").matcher(html);
        int pictures = 0;
        while (img.find()) {
          assertTrue(PAGES.pictures().names().contains(img.group(1)), where + " " + img.group(1));
          pictures++;
        }
        assertTrue(pictures >= 2, where);
        for (ClubPages.Page p : ClubPages.Page.values()) {
          assertTrue(html.contains("href=\"/club/" + p.path() + "?lang=" + lang + "\""), where);
        }
        assertTrue(html.contains("href=\"/\""), where);
        // nothing but the page's own markup: no script, no style
        assertFalse(html.contains("<script") || html.contains("style="), where);
      }
    }
    String rules = PAGES.render(ClubPages.Page.RULES, "en");
    assertTrue(rules.contains("<h1>The site's rules</h1>"), rules);
    // names a player understands, not the library's (issue 42)
    assertFalse(rules.contains("Presets.YOUZAI"), rules);
    assertTrue(
        rules.contains("Rated games: after 50 half-moves in a row without a capture"), rules);
    String regles = PAGES.render(ClubPages.Page.RULES, "fr");
    assertTrue(
        regles.contains("Parties classées : après 50 demi-coups de suite sans prise"), regles);
    // a Malagasy page shows the guide's Malagasy, and French, marked so, where it has none
    String about = PAGES.render(ClubPages.Page.ABOUT, "mg");
    assertTrue(about.contains("<p>Ny fanorona no lalao an-tsehatra"), about);
    assertTrue(about.contains("<h1 lang=\"fr\">À propos du jeu</h1>"), about);
    assertTrue(about.contains("<p lang=\"fr\">Un récit bien connu"), about);
  }

  /** The template escapes every text it is given, in an element and in an attribute alike. */
  @Test
  void textIsEscaped() {
    Texts.Text evil = new Texts.Text("<script>alert(\"x\")</script> & l'a", "en");
    String html =
        Pages.render(
            "clubpage.jte",
            new ClubPages.View(
                "en",
                "rules",
                evil,
                evil,
                List.of(),
                evil,
                List.of(),
                evil,
                List.of(
                    new ClubPages.Section(
                        "pictures", List.of(), List.of(new ClubPages.Picture("x", evil))))));
    // in an element: < > & escaped (quotes are harmless there); in an attribute, quotes too
    assertTrue(html.contains("<h1>&lt;script&gt;alert(\"x\")&lt;/script&gt; &amp; l'a</h1>"), html);
    assertTrue(
        html.contains("alt=\"&lt;script>alert(&#34;x&#34;)&lt;/script> &amp; l&#39;a\""), html);
    assertFalse(html.contains("<script"), html);
  }

  /** The library's own numbers behind the pages' pictures, under the Youzai rules. */
  private static Game youzai(String position) {
    return Game.start(Variant.sivy(), Presets.YOUZAI.ruleset(), Position.parse(position));
  }

  private static Turn legal(String position, String turn) {
    return WrittenTurn.parse(turn).resolve(youzai(position));
  }

  private static Set<String> taken(Turn t) {
    return t.capturedPoints().stream().map(Point::toString).collect(Collectors.toSet());
  }

  private static int largestReply(String position, String turn) {
    Position after = Position.parse(position).play(legal(position, turn));
    return ClubPictures.largestReply(after).map(Turn::captureCount).orElse(0);
  }

  @Test
  void theRulesPicturesShowLegalChainsAndRefuseTheirLimits() {
    assertEquals(Set.of("b3"), taken(legal(ClubPictures.SAME_DIRECTION, "c3-d3W")));
    assertThrows(FanoronaException.class, () -> legal(ClubPictures.SAME_DIRECTION, "c3-d3W-e3A"));
    assertEquals(Set.of("e5", "d2"), taken(legal(ClubPictures.VISITED, "c3-d4A-d3A")));
    assertThrows(FanoronaException.class, () -> legal(ClubPictures.VISITED, "c3-d4A-d3A-c3A"));
    // the refused steps would capture if the limits did not hold: the point stepped to is empty
    // and an enemy stone stands right beyond it
    assertCaptureRefusedOnlyByTheLimit(ClubPictures.SAME_DIRECTION, "c3-d3W", "e3", "f3");
    assertCaptureRefusedOnlyByTheLimit(ClubPictures.VISITED, "c3-d4A-d3A", "c3", "b3");
  }

  private static void assertCaptureRefusedOnlyByTheLimit(
      String position, String turn, String to, String beyond) {
    Position after = Position.parse(position).play(legal(position, turn));
    assertEquals(Optional.empty(), after.stoneAt(Point.parse(to)), to);
    assertEquals(
        Optional.of(io.github.fanorona.core.Side.BLACK),
        after.stoneAt(Point.parse(beyond)),
        beyond);
  }

  @Test
  void theExamplesAreLegalAndTheirCountsTrue() {
    assertEquals(Set.of("g5"), taken(legal(ClubPictures.CHOICE, "e3-f4A")));
    assertEquals(Set.of("d2", "c1"), taken(legal(ClubPictures.CHOICE, "e3-f4W")));
    // stop on b4: nothing to take back; go on to c3: three stones back
    assertEquals(Set.of("d4"), taken(legal(ClubPictures.STOP, "c4-b4W")));
    assertEquals(Set.of("d4", "a5"), taken(legal(ClubPictures.STOP, "c4-b4W-c3W")));
    assertEquals(0, largestReply(ClubPictures.STOP, "c4-b4W"));
    assertEquals(3, largestReply(ClubPictures.STOP, "c4-b4W-c3W"));
    // the opening: two stones, then Black's largest answer takes six
    String start = Variant.sivy().start().toString();
    Turn opening = legal(start, ClubPictures.OPENING);
    assertEquals(2, opening.captureCount());
    Position opened = Variant.sivy().start().play(opening);
    Turn reply = legal(opened.toString(), ClubPictures.OPENING_REPLY);
    assertEquals(6, reply.captureCount());
    assertEquals(Optional.of(reply), ClubPictures.largestReply(opened));
  }

  @Test
  void theStrategyPicturesCountsAreTrue() {
    assertEquals(2, legal(ClubPictures.GREEDY, "c4-d4W").captureCount());
    assertEquals(4, largestReply(ClubPictures.GREEDY, "c4-d4W"));
    assertEquals(1, legal(ClubPictures.GREEDY, "f2-g3A").captureCount());
    assertEquals(0, largestReply(ClubPictures.GREEDY, "f2-g3A"));
    // and those are White's only two turns there
    assertEquals(2, youzai(ClubPictures.GREEDY).legalTurns().size());
  }

  @Test
  void thePagesAreServedAndLinkedFromTheFirstPage() throws Exception {
    HttpResponse<String> about = get("/club/about");
    assertEquals(200, about.statusCode());
    assertTrue(about.headers().firstValue("Content-Type").orElse("").startsWith("text/html"));
    assertTrue(about.body().contains("<html lang=\"fr\">"), "French by default");
    assertTrue(about.headers().firstValue("Content-Security-Policy").isPresent());
    assertTrue(get("/club/strategy?lang=en").body().contains("A beginner's strategy"));
    HttpResponse<String> svg = get("/club/pictures/rules-visited.svg");
    assertEquals(200, svg.statusCode());
    assertTrue(svg.body().startsWith("<svg") || svg.body().startsWith("<?xml"), svg.body());
    assertError(get("/club/nothing"), 404, "not_found");
    assertError(get("/club/rules?lang=xx"), 400, "bad_lang");
    assertError(get("/club/rules?lang=%3Cscript%3E"), 400, "bad_lang");
    assertError(get("/club/pictures/nothing.svg"), 404, "unknown_picture");
    assertTrue(get("/").body().contains("href=\"/club/about\""));
  }

  private static HttpResponse<String> get(String path) throws Exception {
    return HTTP.send(
        java.net.http.HttpRequest.newBuilder(
                java.net.URI.create("http://127.0.0.1:" + site.port() + path))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static void assertError(HttpResponse<String> r, int status, String code) {
    assertEquals(status, r.statusCode(), r.body());
    assertTrue(r.body().startsWith("{\"error\":\"" + code + "\""), r.body());
  }
}
