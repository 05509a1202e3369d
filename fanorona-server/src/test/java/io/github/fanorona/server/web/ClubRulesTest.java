package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.Catalogue;
import io.github.fanorona.server.Texts;
import io.github.fanorona.server.club.Terms;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The club's rules as its pages state them and as its games are played (issue 42, item 8): one draw
 * rule per game type (rated, and casual by default), the same on the rules page as in the games; no
 * library internals on the pages; one date, with its source, for the game's solution.
 */
class ClubRulesTest {
  private static Site site;
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @BeforeAll
  static void start() {
    site = Site.start(SiteConfig.defaults().withPort(0));
  }

  @AfterAll
  static void stop() {
    site.close();
  }

  private static String page(String path) throws Exception {
    HttpResponse<String> r =
        HTTP.send(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + site.port() + path)).build(),
            HttpResponse.BodyHandlers.ofString());
    assertEquals(200, r.statusCode(), path);
    return r.body();
  }

  /** The no-capture draw of a game offered with these fields, in half-moves. */
  private static int drawPlies(String rated) {
    Terms t = Terms.of("sivy", null, rated, null, player -> true, "ann");
    return Catalogue.ruleset(t.variant().name(), t.preset()).noCaptureDrawPlies();
  }

  @Test
  void theRulesPageStatesTheDrawRuleOfEachGameTypeAsTheGamesPlayIt() throws Exception {
    int rated = drawPlies("true");
    int casual = drawPlies("false");
    assertEquals(50, rated);
    assertEquals(20, casual);
    for (String lang : List.of("en", "fr")) {
      String rules = page("/club/rules?lang=" + lang);
      // rated: 50 half-moves; casual by default: 10 moves by each player (20 half-moves)
      assertTrue(rules.contains(rated + " "), lang);
      assertTrue(rules.contains(casual / 2 + " ") && rules.contains(casual + " "), lang);
      assertTrue(rules.contains(lang.equals("en") ? "Casual games" : "Parties amicales"), lang);
      assertFalse(rules.contains("every club game"), lang);
    }
    for (String lang : Texts.LANGUAGES) {
      String rules = page("/club/rules?lang=" + lang);
      // names a player understands: no class, no module, no preset id
      for (String internal : List.of("Presets.", "fanorona-variants", "YOUZAI", "seed0")) {
        assertFalse(rules.contains(internal), lang + ": " + internal);
      }
      assertTrue(rules.contains(rated + " "), lang);
    }
  }

  @Test
  void theGameIsSaidSolvedOnceWithOneDateAndItsSource() throws Exception {
    List<String> solved = new ArrayList<>();
    for (String lang : Texts.LANGUAGES) {
      for (String key : Texts.get().keys()) {
        String text = Texts.get().text(lang, key).text();
        assertFalse(text.contains("2007"), lang + " " + key + ": " + text);
        if (text.contains("2008")) {
          assertTrue(text.contains("Schadd") && text.contains("Best Play in Fanorona"), text);
          solved.add(lang + " " + key);
        }
      }
    }
    // the guide's last step and the about page, in each language (or its declared fallback)
    assertTrue(solved.contains("en g.11.more") && solved.contains("en clubpage.about.solved"));
    assertTrue(solved.contains("fr g.11.more") && solved.contains("fr clubpage.about.solved"));
    assertTrue(solved.contains("mg g.11.more"), solved.toString());
    assertTrue(page("/club/about?lang=en").contains("Schadd"));
  }
}
