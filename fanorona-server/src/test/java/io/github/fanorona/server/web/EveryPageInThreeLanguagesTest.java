package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Variant;
import io.github.fanorona.server.Texts;
import io.github.fanorona.variants.Presets;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every page the server writes, and every message it answers with, in French, English and Malagasy
 * (issue 42): each text of the players' pages, the leaderboard and the club's pages is in the
 * page's language or inside an element marked with the language it is in (a Malagasy page's French
 * sentences {@code lang="fr"}); a refusal, as JSON or on a game's WebSocket, is said in the
 * language the pages chose (their cookie) and says which language it is in. That every key of the
 * message files resolves in every language is {@code MessagesTest}'s.
 */
class EveryPageInThreeLanguagesTest {
  private static final Set<String> VOID =
      Set.of("meta", "link", "br", "img", "input", "hr", "rect", "polyline", "path", "circle");
  private static final Pattern TAG = Pattern.compile("<(/?)([a-zA-Z0-9]+)([^>]*?)(/?)>");
  private static final Pattern LANG = Pattern.compile("\\slang=\"([a-z]+)\"");

  private static Site site;
  private static String gameId;

  @BeforeAll
  static void start() throws Exception {
    site =
        Site.start(
            SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64),
            Duration.ofSeconds(60));
    ClubClient ann = member("Ann");
    ClubClient bo = member("Bako");
    gameId = ann.invite("{\"side\":\"white\",\"rated\":true,\"time\":\"5+3\"}");
    ClubClient.Page w = ann.open(gameId);
    ClubClient.Page b = bo.open(gameId);
    w.next(m -> m.contains("\"status\":\"live\""));
    ClubClient.play(Game.start(Variant.sivy(), Presets.ruleset("youzai", Variant.sivy())), 2, w, b);
    b.send("{\"do\":\"resign\"}");
    w.next(m -> m.contains("\"status\":\"finished\""));
  }

  @AfterAll
  static void stop() {
    site.close();
  }

  private static ClubClient member(String name) throws Exception {
    ClubClient c = new ClubClient(site.port());
    HttpResponse<String> r =
        c.post(
            "/api/account/signup",
            "{\"name\":\"" + name + "\",\"password\":\"correct horse " + name + "\"}");
    assertEquals(200, r.statusCode(), r.body());
    return c;
  }

  @Test
  void everyTextOfEveryPageIsInThePagesLanguageOrMarkedWithItsOwn() throws Exception {
    List<String> pages =
        List.of(
            "/p/Ann?",
            "/p/Bako?",
            "/leaderboard?variant=sivy&",
            "/leaderboard?variant=dimy&",
            "/games?",
            "/club/about?",
            "/club/rules?",
            "/club/examples?",
            "/club/strategy?");
    ClubClient c = new ClubClient(site.port());
    for (String lang : Texts.LANGUAGES) {
      for (String page : pages) {
        HttpResponse<String> r = c.get(page + "lang=" + lang);
        assertEquals(200, r.statusCode(), page + lang);
        String html = r.body();
        assertTrue(html.contains("<html lang=\"" + lang + "\">"), page + lang);
        int found = 0;
        for (String key : Texts.get().keys()) {
          if (!key.startsWith("player.") && !key.startsWith("clubpage.")) {
            continue;
          }
          Texts.Text t = Texts.get().text(lang, key);
          if (t.text().contains("{") || t.text().length() < 3) {
            continue; // a text with values is checked as the page writes it, below
          }
          String shown = escaped(t.text());
          for (int at = html.indexOf(shown); at >= 0; at = html.indexOf(shown, at + 1)) {
            assertEquals(
                t.lang(),
                langAt(html, at),
                page + "lang=" + lang + ": " + key + " \"" + t.text() + "\" is marked wrongly");
            found++;
          }
        }
        assertTrue(found >= 3, page + lang + ": the page's words were found (" + found + ")");
      }
    }
    // the player's chart's label, with its values, in the page's language or marked
    String mg = c.get("/p/Ann?lang=mg").body();
    assertTrue(
        mg.contains(
            "aria-label=\"Cote en Fanoron-Sivy sur 1 parties : de 1500 à 1662\" lang=\"fr\""),
        mg);
    // the references (seed 001): the about page's and the guide's, as links
    assertTrue(
        c.get("/club/about?lang=en")
            .body()
            .contains("<a href=\"https://en.wikipedia.org/wiki/Fanorona\" rel=\"external\">"));
  }

  @Test
  void refusalsAreSaidInTheLanguageThePagesChose() throws Exception {
    HttpClient http = HttpClient.newHttpClient();
    String path = "/api/club/nope0000000000000000000";
    for (String[] want :
        new String[][] {
          {"", "en", "there is no such game"},
          {"en", "en", "there is no such game"},
          {"fr", "fr", "cette partie n'existe pas"},
          {"mg", "mg", "tsy misy izany lalao izany"},
        }) {
      HttpResponse<String> r =
          want[0].isEmpty()
              ? SiteAttacksTest.send(http, site.port(), "GET", path, "")
              : SiteAttacksTest.send(
                  http, site.port(), "GET", path, "", "Cookie", Texts.COOKIE + "=" + want[0]);
      ApiTest.assertError(r, 404, "unknown_game");
      assertTrue(r.body().contains("\"message\":\"" + want[2] + "\""), r.body());
      assertTrue(r.body().contains("\"lang\":\"" + want[1] + "\""), r.body());
    }
    // a sentence not yet in Malagasy comes in French, and says so
    HttpResponse<String> own =
        SiteAttacksTest.send(
            http,
            site.port(),
            "POST",
            "/api/seeks",
            "{\"variant\":\"chess\"}",
            "Content-Type",
            "application/json",
            "Cookie",
            Texts.COOKIE + "=mg");
    ApiTest.assertError(own, 400, "unknown_variant");
    assertTrue(own.body().contains("\"lang\":\"fr\"") && own.body().contains("les variantes"));
    // on a game's WebSocket: a spectator who asks for a takeback is refused in French
    ClubClient.Page page = new ClubClient.Page();
    page.ws =
        http.newWebSocketBuilder()
            .header("Origin", "http://127.0.0.1:" + site.port())
            .header("Cookie", Texts.COOKIE + "=fr")
            .buildAsync(URI.create("ws://127.0.0.1:" + site.port() + "/ws/g/" + gameId), page)
            .get(30, TimeUnit.SECONDS);
    page.next(m -> m.contains("\"type\":\"state\""));
    page.send("{\"do\":\"takeback\"}");
    String refused = page.next(m -> m.contains("\"type\":\"error\""));
    assertTrue(refused.contains("vous regardez cette partie"), refused);
    assertTrue(refused.contains("\"lang\":\"fr\""), refused);
  }

  /** A text as the templates write it (jte escapes these characters). */
  private static String escaped(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&#34;")
        .replace("'", "&#39;");
  }

  /**
   * The language in force at an index of a page: the innermost element's around it (the tag's own
   * when the index is inside one, an attribute's value) that says one, else the page's.
   */
  private static String langAt(String html, int index) {
    Deque<String[]> open = new ArrayDeque<>();
    Matcher m = TAG.matcher(html);
    String own = null;
    while (m.find() && m.start() <= index) {
      if (m.end() > index) {
        own = m.group(3); // the index is in this tag's attributes
        break;
      }
      String name = m.group(2).toLowerCase(java.util.Locale.ROOT);
      if (m.group(1).equals("/")) {
        while (!open.isEmpty() && !open.pop()[0].equals(name)) {
          // an element left open (a paragraph) closes with its parent
        }
      } else if (!VOID.contains(name) && m.group(4).isEmpty()) {
        open.push(new String[] {name, m.group(3)});
      }
    }
    if (own != null) {
      Matcher l = LANG.matcher(own);
      if (l.find()) {
        return l.group(1);
      }
    }
    for (String[] e : open) {
      Matcher l = LANG.matcher(e[1]);
      if (l.find()) {
        return l.group(1);
      }
    }
    return "?";
  }
}
