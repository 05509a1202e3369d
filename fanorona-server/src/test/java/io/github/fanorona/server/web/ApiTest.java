package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.guide.GuidePictures;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The JSON API over HTTP: a turn by clicks, the computer, and every kind of bad request. */
class ApiTest {
  private static Site site;

  /** One player: the cookie the site sets on the first game is sent with every request after. */
  private static final HttpClient HTTP =
      HttpClient.newBuilder().cookieHandler(new java.net.CookieManager()).build();

  @BeforeAll
  static void start() {
    site = Site.start(SiteConfig.defaults().withPort(0).withMaxGames(50));
  }

  @AfterAll
  static void stop() {
    site.close();
  }

  private static HttpResponse<String> send(String method, String path, String body)
      throws Exception {
    return SiteAttacksTest.send(
        HTTP, site.port(), method, path, body, "Content-Type", "application/json");
  }

  private static String newGame(String body) throws Exception {
    HttpResponse<String> r = send("POST", "/api/games", body);
    assertEquals(200, r.statusCode(), r.body());
    Matcher m = Pattern.compile("\"id\":\"([A-Za-z0-9_-]+)\"").matcher(r.body());
    assertTrue(m.find());
    return m.group(1);
  }

  /** A JSON error of that status and code, with no trace in it. */
  static void assertError(HttpResponse<String> r, int status, String code) {
    assertEquals(status, r.statusCode(), r.body());
    assertTrue(r.body().startsWith("{\"error\":\"" + code + "\""), r.body());
    assertFalse(r.body().contains("Exception"), r.body());
    assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
  }

  /**
   * A game the page played with its own rules is sent whole: the server replays every turn from the
   * start, stores the level and a resignation, and refuses a turn the rules refuse (a page's script
   * forged it) with the game left as it was; after an Undo in the page the game sent is shorter,
   * and the server takes that too.
   */
  @Test
  void aGamePlayedInThePageIsSentWholeAndEveryTurnCheckedAgain() throws Exception {
    String id = newGame("{\"variant\":\"sivy\"}");
    String g = "/api/games/" + id + "/sync";
    String played = send("POST", g, "{\"turns\":[\"d3-e3W\",\"d4-d3A\"],\"level\":3}").body();
    assertTrue(played.contains("\"moves\":[{\"n\":1,\"side\":\"w\",\"text\":\"d3-e3W1\"}"), played);
    assertTrue(played.contains("\"level\":3"), played);
    assertTrue(played.contains("\"stage\":\"SELECT\""), played);
    assertError(
        send("POST", g, "{\"turns\":[\"d3-e3W\",\"d4-d3A\",\"a1-a2\"]}"), 400, "illegal_turn");
    assertError(send("POST", g, "{\"turns\":[\"d3-e3W\",\"\"]}"), 400, "bad_turn");
    assertError(send("POST", g, "{}"), 400, "bad_turn");
    String kept = send("GET", "/api/games/" + id, "").body();
    assertEquals(2, ClubClient.Page.moves(kept), "the forged game changed nothing: " + kept);
    // the page sends what the server lacks: the turns after those both have
    String third = ClubTest.fresh().play("d3-e3W").play("d4-d3A").legalTurns().get(0).toString();
    String more = send("POST", g, "{\"keep\":2,\"turns\":[\"" + third + "\"]}").body();
    assertEquals(3, ClubClient.Page.moves(more), more);
    assertError(send("POST", g, "{\"keep\":4,\"turns\":[]}"), 400, "out_of_range");
    String undone = send("POST", g, "{\"turns\":[]}").body();
    assertTrue(undone.contains("\"moves\":[]"), undone);
    String resigned = send("POST", g, "{\"turns\":[\"d3-e3W\"],\"resigned\":true}").body();
    assertTrue(resigned.contains("\"reason\":\"RESIGNATION\""), resigned);
    assertError(send("POST", g, "{\"turns\":[\"d3-e3A\"]}"), 409, "game_over");
  }

  /** The rules package the play page imports: under its hash, its types, kept for good. */
  @Test
  void theRulesPackageIsServedUnderItsHashAsWebAssemblyAndJavaScript() throws Exception {
    String messages = send("GET", "/assets/messages.js", "").body();
    Matcher m = Pattern.compile("\"package\":\"(/package/[0-9a-f]{12}/)\"").matcher(messages);
    assertTrue(m.find(), "the pages are told where it is");
    HttpResponse<String> wasm = send("GET", m.group(1) + "wasm/fanorona.wasm", "");
    assertEquals(200, wasm.statusCode());
    assertEquals("application/wasm", wasm.headers().firstValue("Content-Type").orElse(""));
    assertEquals(StaticFiles.FOR_GOOD, wasm.headers().firstValue("Cache-Control").orElse(""));
    HttpResponse<String> entry = send("GET", m.group(1) + "index.js", "");
    assertTrue(entry.headers().firstValue("Content-Type").orElse("").startsWith("text/javascript"));
    assertTrue(entry.body().contains("./js/fanorona.js"), entry.body());
    assertEquals(200, send("GET", m.group(1) + "js/fanorona.js", "").statusCode());
    assertError(send("GET", "/package/000000000000/index.js", ""), 404, "not_found");
    assertError(send("GET", m.group(1) + "pom.xml", ""), 404, "not_found");
    // the engine's worker alone may make functions from text (TeaVM's WebAssembly loader)
    HttpResponse<String> worker = send("GET", "/assets/engine.js", "");
    assertTrue(
        worker
            .headers()
            .firstValue("Content-Security-Policy")
            .orElse("")
            .contains("'unsafe-eval'"));
    HttpResponse<String> page = send("GET", "/", "");
    assertFalse(page.headers().firstValue("Content-Security-Policy").orElse("").contains("eval"));
  }

  @Test
  void aTurnByClicksThenTheComputerReplies() throws Exception {
    String id = newGame("{\"variant\":\"sivy\"}");
    String g = "/api/games/" + id;
    assertTrue(
        send("POST", g + "/click", "{\"point\":\"d3\"}").body().contains("\"stage\":\"TARGET\""));
    String choice = send("POST", g + "/click", "{\"point\":\"e3\"}").body();
    assertTrue(
        choice.contains("\"kind\":\"A\",\"from\":\"d3\",\"to\":\"e3\",\"captured\":[\"f3\"]"),
        choice);
    assertTrue(
        choice.contains("\"kind\":\"W\",\"from\":\"d3\",\"to\":\"e3\",\"captured\":[\"c3\"]"),
        choice);
    String played = send("POST", g + "/click", "{\"point\":\"e3\",\"capture\":\"W\"}").body();
    assertTrue(played.contains("\"text\":\"d3-e3W1\""), played);
    assertTrue(played.contains("\"computerToMove\":true"), played);
    assertError(send("POST", g + "/click", "{\"point\":\"e3\"}"), 409, "not_your_turn");
    String replied = send("POST", g + "/computer", "").body();
    assertTrue(replied.contains("\"stage\":\"SELECT\""), replied);
    assertTrue(send("GET", g + "/record?format=pgn", "").body().contains("1. d3-e3W"));
    assertTrue(send("GET", g + "/record?format=sgf", "").body().startsWith("(;GM[Fanorona]"));
    String undone = send("POST", g + "/undo", "").body();
    assertTrue(undone.contains("\"moves\":[]"), undone);
    String typed = send("POST", g + "/turn", "{\"text\":\"f2e3a\"}").body();
    assertTrue(typed.contains("\"text\":\"f2-e3A"), typed);
    send("POST", g + "/computer", "");
    assertTrue(send("POST", g + "/resign", "").body().contains("\"reason\":\"RESIGNATION\""));
  }

  @Test
  void securityHeadersOnEveryAnswer() throws Exception {
    for (String path : new String[] {"/", "/guide", "/api/options", "/no/such/page"}) {
      HttpResponse<String> r = send("GET", path, "");
      String csp = r.headers().firstValue("Content-Security-Policy").orElse("");
      assertTrue(csp.contains("script-src 'self'") && csp.contains("frame-ancestors 'none'"), csp);
      assertEquals("DENY", r.headers().firstValue("X-Frame-Options").orElse(""));
      assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(""));
    }
  }

  @Test
  void badRequestsGetAClearJsonError() throws Exception {
    String id = newGame("");
    String g = "/api/games/" + id;
    assertError(send("POST", "/api/games/0123/click", "{\"point\":\"e3\"}"), 404, "unknown_game");
    assertError(send("POST", g + "/click", "{\"point\":\"no\"}"), 400, "bad_point");
    // issue 34, cause 6: a row no board has was a 500 with a stack trace in the log
    assertError(send("POST", g + "/click", "{\"point\":\"a99\"}"), 400, "bad_point");
    assertError(send("POST", g + "/click", "{\"point\":\"z65\"}"), 400, "bad_point");
    assertError(send("POST", g + "/click", "{\"point\":"), 400, "malformed_body");
    assertError(send("POST", g + "/click", "{\"point\":{\"x\":1}}"), 400, "malformed_body");
    assertError(send("POST", g + "/click", "[1,2]"), 400, "malformed_body");
    assertError(
        send("POST", g + "/click", "{\"point\":\"" + "e".repeat(5000) + "\"}"),
        413,
        "body_too_large");
    assertError(send("POST", g + "/hint", "{\"depth\":99}"), 400, "out_of_range");
    assertError(send("POST", g + "/hint", "{\"millis\":100000}"), 400, "out_of_range");
    assertError(send("POST", g + "/turn", "{\"text\":\"a1-a2\"}"), 400, "illegal_turn");
    assertError(
        send("POST", g + "/turn", "{\"text\":\"" + "d".repeat(300) + "\"}"), 400, "bad_turn");
    assertError(send("GET", g + "/replay?turn=1", ""), 400, "out_of_range");
    assertError(send("GET", g + "/replay?turn=x", ""), 400, "bad_turn");
    assertError(send("POST", g + "/undo", ""), 409, "nothing_to_undo");
    assertError(send("POST", g + "/computer", ""), 409, "not_computer_turn");
    assertError(send("GET", g + "/record?format=doc", ""), 400, "bad_format");
    assertError(send("POST", "/api/games", "{\"variant\":\"chess\"}"), 400, "unknown_variant");
    assertError(send("POST", "/api/games", "{\"preset\":\"nope\"}"), 400, "unknown_preset");
    assertError(send("POST", "/api/games", "{\"level\":10}"), 400, "out_of_range");
    assertError(send("GET", "/assets/../pom.xml", ""), 404, "not_found");
    assertError(send("GET", "/assets/pom.xml", ""), 404, "not_found");
    assertError(send("GET", "/assets/PlaySite.class", ""), 404, "not_found");
    assertError(send("GET", "/pictures/nope.svg", ""), 404, "unknown_picture");
    assertError(send("GET", "/etc/passwd", ""), 404, "not_found");
  }

  @Test
  void everyGuidePictureIsAnSvgFromTheLibrary() throws Exception {
    GuidePictures pictures = GuidePictures.draw();
    assertTrue(pictures.svgs().keySet().size() >= 20);
    for (String name : pictures.svgs().keySet()) {
      HttpResponse<String> r = send("GET", "/pictures/" + name, "");
      assertEquals(200, r.statusCode(), name);
      assertTrue(r.body().contains("<svg"), name);
    }
  }

  /**
   * A refused click is the page's ordinary answer, not an HTTP error: the state as it was and the
   * library's reason, from which the page says it in the player's language.
   */
  @Test
  void aRefusedClickAnswersTheStateAndTheReason() throws Exception {
    String g = "/api/games/" + newGame("");
    for (String body : new String[] {"{\"point\":\"a1\"}", "{\"point\":\"z9\"}", ""}) {
      HttpResponse<String> r = send("POST", g + (body.isEmpty() ? "/stop" : "/click"), body);
      assertEquals(200, r.statusCode(), r.body());
      assertTrue(r.body().contains("\"stage\":\"SELECT\""), r.body());
      assertTrue(r.body().contains("legal here: "), r.body());
    }
    String a1 = send("POST", g + "/click", "{\"point\":\"a1\"}").body();
    assertTrue(
        a1.contains("\"message\":\"a1: the stones that may start a turn are d2, e2, f2, d3;"), a1);
    String next = send("POST", g + "/click", "{\"point\":\"d3\"}").body();
    assertTrue(next.contains("\"message\":\"\""), next);
  }

  /** An earlier turn's board, for the move list's replay. */
  @Test
  void theBoardAfterAnEarlierTurn() throws Exception {
    String g = "/api/games/" + newGame("");
    send("POST", g + "/turn", "{\"text\":\"d3-e3W\"}");
    send("POST", g + "/computer", "");
    String r = send("GET", g + "/replay?turn=1", "").body();
    assertTrue(r.startsWith("{\"turn\":1,\"white\":["), r);
    assertTrue(r.contains("\"path\":[\"d3\",\"e3\"],\"approach\":[],\"withdrawal\":[\"c3\"]"), r);
    assertTrue(r.contains("\"steps\":[[\"c3\"]]"), r);
    assertFalse(r.contains("\"c3\",\"d1\"") || r.contains("\"d3\",\"e1\""), r);
    assertError(send("GET", g + "/replay?turn=3", ""), 400, "out_of_range");
  }

  /** The page's files and pictures carry an ETag: the second request is a bodiless 304. */
  @Test
  void filesAndPicturesAreCachedByTheirContent() throws Exception {
    for (String path : new String[] {"/assets/play.js", "/pictures/start.svg", "/favicon.ico"}) {
      HttpResponse<String> first = send("GET", path, "");
      assertEquals(200, first.statusCode(), path);
      String etag = first.headers().firstValue("ETag").orElse("");
      assertTrue(etag.matches("\"[0-9a-f]{24}\""), path + " " + etag);
      assertEquals("no-cache", first.headers().firstValue("Cache-Control").orElse(""), path);
      HttpRequest again =
          HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + site.port() + path))
              .header("If-None-Match", etag)
              .header("Accept-Encoding", "gzip")
              .build();
      HttpResponse<byte[]> second = HTTP.send(again, HttpResponse.BodyHandlers.ofByteArray());
      assertEquals(304, second.statusCode(), path);
      assertEquals(0, second.body().length, path);
    }
    HttpRequest zipped =
        HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + site.port() + "/pictures/start.svg"))
            .header("Accept-Encoding", "gzip")
            .build();
    HttpResponse<byte[]> z = HTTP.send(zipped, HttpResponse.BodyHandlers.ofByteArray());
    assertEquals("gzip", z.headers().firstValue("Content-Encoding").orElse(""));
    int plain = send("GET", "/pictures/start.svg", "").body().length();
    assertTrue(z.body().length * 3 < plain, z.body().length + " of " + plain);
  }
}
