package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The play page with the rules in the page (local.js and the rules package): its clicks make no
 * request, the computer's turns are searched in the page, and a whole game is played by clicks with
 * the network cut after the page loaded; when the network is back the game reaches the server,
 * which replayed and stored every turn.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Tag("browser")
class OfflinePlayBrowserTest {
  private static Browser browser;

  @BeforeAll
  static void start() throws Exception {
    browser = Browser.onNewSite();
    // every request the page makes from here is counted by the browser's resource timing
    browser.js("performance.setResourceTimingBufferSize(100000);");
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.offline(false);
      browser.close();
    }
  }

  /** The addresses of the API the page asked for since it loaded, in order. */
  @SuppressWarnings("unchecked")
  private static List<String> apiRequests() {
    return (List<String>)
        browser.js(
            "return performance.getEntriesByType('resource').map(e => new URL(e.name).pathname)"
                + ".filter(p => p.startsWith('/api/'));");
  }

  /**
   * The page's own policy forbids {@code new Function}, which TeaVM's WebAssembly loader needs: the
   * page clicks with the package's JavaScript build, and the engine's worker, under a policy of its
   * own, searches with the WebAssembly build, served as {@code application/wasm} and kept.
   */
  @Test
  @Order(1)
  void thePageClicksWithTheJavaScriptBuildAndTheWorkerSearchesInWebAssembly() {
    browser.newGame("sivy", "white");
    assertEquals("js", browser.body("rules"));
    assertEquals("wasm", browser.body("engine"), "Chromium has WebAssembly GC");
    assertEquals(Boolean.TRUE, browser.js("return page.game !== null;"), "the page plays it");
    Map<?, ?> wasm =
        (Map<?, ?>)
            browser.async(
                "const done = arguments[arguments.length - 1];"
                    + "fetch(ASSETS.package + 'wasm/fanorona.wasm').then(r => done({"
                    + " type: r.headers.get('content-type'), cache: r.headers.get('cache-control')}));");
    assertEquals("application/wasm", wasm.get("type"));
    assertEquals(StaticFiles.FOR_GOOD, wasm.get("cache"));
  }

  @Test
  @Order(2)
  void clicksMakeNoRequestAndATurnWithItsReplyIsSentOnce() {
    browser.newGame("sivy", "white");
    int before = apiRequests().size();
    browser.clickPoint("d3");
    assertEquals(List.of("e3"), browser.ids("dot-"), "the dot, from the page's rules");
    browser.clickPoint("a1");
    assertEquals("refused", browser.element("message").getAttribute("data-error"));
    browser.clickPoint("e3");
    assertEquals("CHOICE", browser.stage());
    assertEquals(List.of("A-f3", "W-c3"), browser.ids("ring-"));
    assertEquals(before, apiRequests().size(), "no request for four clicks: " + apiRequests());
    browser.click("choice-W");
    browser.until("document.body.dataset.sync === 'saved' && page.state.moves.length === 2");
    assertEquals(2, browser.moves(), "my turn and the computer's, played in the page");
    List<String> after = apiRequests().subList(before, apiRequests().size());
    assertEquals(1, after.size(), "one request for the turn and its reply: " + after);
    assertTrue(after.get(0).endsWith("/sync"), after.get(0));
    // the server replayed both turns and holds them
    Map<?, ?> server = serverGame();
    assertEquals(2, ((List<?>) server.get("moves")).size());
    assertEquals("d3-e3W1", ((Map<?, ?>) ((List<?>) server.get("moves")).get(0)).get("text"));
  }

  @Test
  @Order(3)
  void aWholeGameIsPlayedByClicksWithTheNetworkCutAndReachesTheServerAfter() {
    browser.newGame("sivy", "white");
    String id = browser.body("game");
    browser.offline(true);
    boolean stopped = false;
    for (int turn = 0; turn < 300 && !"OVER".equals(browser.stage()); turn++) {
      stopped |= PlayPageBrowserTest.playTurn(browser, !stopped);
      browser.settle();
    }
    assertEquals("OVER", browser.stage(), "the game went on to its end offline");
    assertTrue(browser.dialogOpen("over"), "the game-over box");
    int turns = browser.moves();
    assertNotEquals("saved", browser.body("sync"), "the server could not be told");
    assertEquals(
        Boolean.TRUE,
        browser.js("return JSON.parse(localStorage.getItem('fanorona.local')).dirty;"),
        "the game is kept in the browser meanwhile");
    browser.screenshot("play-offline-over");
    browser.offline(false);
    // sent again every few seconds until the server takes it
    browser.until("document.body.dataset.sync === 'saved'");
    Map<?, ?> server = serverGame();
    assertEquals(id, server.get("id"));
    assertEquals(turns, ((List<?>) server.get("moves")).size(), "every turn reached the server");
    assertFalse(String.valueOf(server.get("outcome")).equals("null"), "and its end");
    assertEquals(browser.element("outcome").getAttribute("data-result"), result(server));
  }

  private static Object result(Map<?, ?> server) {
    return ((Map<?, ?>) server.get("outcome")).get("result");
  }

  /** The page's game as the server has it now. */
  private static Map<?, ?> serverGame() {
    return (Map<?, ?>)
        browser.async(
            "const done = arguments[arguments.length - 1];"
                + "fetch('/api/games/' + document.body.dataset.game).then(r => r.json()).then(done);");
  }
}
