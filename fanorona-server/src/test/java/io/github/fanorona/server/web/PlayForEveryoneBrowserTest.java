package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.Keys;

/**
 * Issue 47 in a real browser, one test per item: a refusal of a new game said on the page in its
 * language (and finished games no longer counted), a phone's screen (the boxes of the elements,
 * upright and sideways), axe-core in every state of the page and on the guide in the three
 * languages, the replay of an old turn, the guide's pictures, the languages, and a second visit to
 * the guide served from the browser's cache.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Tag("browser")
class PlayForEveryoneBrowserTest {
  private static Browser browser;

  @BeforeAll
  static void start() throws Exception {
    browser = Browser.onNewSite();
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.close();
    }
  }

  private static double num(Object o) {
    return ((Number) o).doubleValue();
  }

  /**
   * Item 1: one address may hold two games in play. The third is refused, and the page says why and
   * what to do, in its language; once a game is finished, a new one starts.
   */
  @Test
  @Order(1)
  void aRefusedNewGameSaysWhyInThePagesLanguageAndAFinishedGameDoesNotCount() throws Exception {
    try (Site small = Site.start(SiteConfig.defaults().withPort(0).withClientBounds(2, 60, 64));
        Browser b = Browser.on(small)) {
      b.open("/");
      assertEquals("SELECT", b.stage(), "the first game");
      b.newGame("sivy", "white");
      assertEquals("SELECT", b.stage(), "the second game");
      String second = b.body("game");
      b.newGame("sivy", "white");
      assertEquals("too_many_games", b.element("message").getAttribute("data-error"));
      assertEquals(
          b.js("return TEXTS.en['refused.too_many_games.held'];"),
          b.text("message"),
          "the reason and what to do, on the play tab");
      assertTrue(b.text("message").contains("Game tab"), b.text("message"));
      assertEquals(second, b.body("game"), "the game in play is still shown");
      b.click("lang-fr");
      assertEquals(
          b.js("return TEXTS.fr['refused.too_many_games.held'];"),
          b.text("message"),
          "the same message in French after the switch");
      b.click("lang-en");
      b.resign(true);
      b.newGame("sivy", "white");
      assertEquals("", b.element("message").getAttribute("data-error"), b.text("message"));
      assertNotEquals(second, b.body("game"), "a finished game leaves room for a new one");
      assertEquals("SELECT", b.stage());
    }
  }

  /** The boxes of the elements named, each {top, bottom, left, right, width, height}. */
  private static Map<?, ?> boxes(String... ids) {
    return (Map<?, ?>)
        browser.js(
            "const out = {}; for (const id of arguments) { const e = document.getElementById(id);"
                + " if (!e) { continue; } const r = e.getBoundingClientRect();"
                + " out[id] = {top: r.top, bottom: r.bottom, left: r.left, right: r.right,"
                + " width: r.width, height: r.height}; } return out;",
            (Object[]) ids);
  }

  /** Every visible target (button, link, menu, field, board point) smaller than 44 px, named. */
  @SuppressWarnings("unchecked")
  private static List<String> smallTargets(String root) {
    return (List<String>)
        browser.js(
            "return Array.from(document.querySelectorAll(arguments[0]))"
                + ".filter(e => { const r = e.getBoundingClientRect();"
                + "  return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'"
                + "    && !e.closest('.sr-only') && !e.closest('dialog:not([open])'); })"
                + ".map(e => [e, e.getBoundingClientRect()])"
                + ".filter(([e, r]) => Math.min(r.width, r.height) < 44 - 0.01)"
                + ".map(([e, r]) => (e.id || e.tagName + '.' + e.getAttribute('class'))"
                + "  + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));",
            root);
  }

  private static final String TARGETS =
      "header button, header a, .tabs button, .tabs a, #main button, #main a, #main select,"
          + " #main input, #board .hit";

  /**
   * Item 2: on a phone held upright, the board, whose turn it is, the choice and the turn's buttons
   * fit one screen, and the choice does not move the page; held sideways, and in the Game tab,
   * every target is at least 44 px.
   */
  @Test
  @Order(2)
  void aPhoneShowsTheBoardTheTurnAndItsButtonsInOneScreen() {
    try {
      browser.resize(375, 667);
      // the longer French and Malagasy words, then English: the same one screen
      for (String lang : List.of("fr", "mg", "en")) {
        browser.click("lang-" + lang);
        oneScreen(lang);
      }
      browser.click("choice-W");
      browser.settle();
      List<String> small = new ArrayList<>();
      browser.click("tab-game");
      small.addAll(smallTargets(TARGETS).stream().map(s -> "upright Game tab: " + s).toList());
      browser.click("tab-play");
      browser.resize(667, 375);
      browser.settle();
      assertTrue(browser.moves() >= 2, "a turn and the reply in the move list");
      small.addAll(smallTargets(TARGETS).stream().map(s -> "sideways: " + s).toList());
      browser.screenshot("phone-landscape");
      browser.click("tab-game");
      small.addAll(smallTargets(TARGETS).stream().map(s -> "sideways Game tab: " + s).toList());
      browser.screenshot("phone-landscape-game-tab");
      browser.click("tab-play");
      assertEquals(List.of(), small, "every target at least 44 px");
    } finally {
      browser.resize(1200, 800);
      browser.js("window.scrollTo(0, 0);");
    }
  }

  /** Upright: the board, the status and the turn's buttons, then the choice, in one screen. */
  private static void oneScreen(String lang) {
    browser.newGame("sivy", "white");
    // the page scrolled to the board's top: the rest of the turn is below it, on the screen
    browser.js(
        "window.scrollTo(0, document.getElementById('board').getBoundingClientRect().top"
            + " + window.scrollY);");
    double height = num(browser.js("return window.innerHeight;"));
    Map<?, ?> m =
        boxes("board", "status", "btn-stop", "btn-hint", "btn-undo", "btn-resign", "pt-d3");
    for (Object id : m.keySet()) {
      Map<?, ?> r = (Map<?, ?>) m.get(id);
      assertTrue(
          num(r.get("top")) >= -1 && num(r.get("bottom")) <= height + 0.5,
          lang + " " + id + ": " + m);
    }
    assertFalse(browser.text("status").isEmpty());
    assertTrue(num(((Map<?, ?>) m.get("pt-d3")).get("width")) >= 44, "points: " + m);
    browser.screenshot("phone-portrait-select-" + lang);
    double scrolled = num(browser.js("return window.scrollY;"));
    browser.clickPoint("d3");
    browser.clickPoint("e3");
    assertEquals("CHOICE", browser.stage());
    assertEquals(scrolled, num(browser.js("return window.scrollY;")), 0.5, "the page stays put");
    Map<?, ?> c =
        boxes(
            "board",
            "status",
            "choice-A",
            "choice-W",
            "ring-A-f3",
            "ring-W-c3",
            "btn-stop",
            "btn-resign");
    assertEquals(8, c.size(), "every element of the choice: " + c);
    for (Object id : c.keySet()) {
      Map<?, ?> r = (Map<?, ?>) c.get(id);
      assertTrue(
          num(r.get("top")) >= -1 && num(r.get("bottom")) <= height + 0.5,
          lang + " " + id + ": " + c);
    }
    browser.screenshot("phone-portrait-choice-" + lang);
  }

  private static List<String> serious(String name) {
    return AccessBrowserTest.serious(browser.axe(name));
  }

  /**
   * Item 3: axe-core finds nothing serious or critical with the choice open (the Approach button's
   * contrast), in a replay, in the resign box, in the game-over box and on the guide (its two
   * navigation landmarks labelled), in each language.
   */
  @Test
  @Order(3)
  void axeFindsNothingSeriousInEveryStateInThreeLanguages() {
    List<String> found = new ArrayList<>();
    for (String lang : List.of("fr", "en", "mg")) {
      browser.open("/");
      browser.closeGameOver();
      browser.click("lang-" + lang);
      browser.newGame("sivy", "white");
      browser.clickPoint("d3");
      browser.clickPoint("e3");
      assertEquals("CHOICE", browser.stage());
      found.addAll(serious("choice-" + lang).stream().map(v -> lang + " choice: " + v).toList());
      browser.click("choice-W");
      browser.settle();
      browser.click("move-0");
      assertEquals("0", browser.body("replay"));
      found.addAll(serious("replay-" + lang).stream().map(v -> lang + " replay: " + v).toList());
      browser.click("replay-back");
      browser.click("btn-resign");
      assertTrue(browser.dialogOpen("confirm"));
      found.addAll(serious("resign-" + lang).stream().map(v -> lang + " resign: " + v).toList());
      browser.click("confirm-yes");
      // the answer is handled after the click returns (the dialog's close event)
      browser.until("document.getElementById('over').open");
      found.addAll(serious("over-" + lang).stream().map(v -> lang + " over: " + v).toList());
      browser.click("over-close");
      browser.open("/guide");
      assertEquals(
          List.of(true, true),
          browser.js(
              "return Array.from(document.querySelectorAll('nav'))"
                  + ".map(n => (n.getAttribute('aria-label') || '').length > 0);"),
          "both navigation landmarks labelled");
      found.addAll(serious("guide-" + lang).stream().map(v -> lang + " guide: " + v).toList());
    }
    browser.open("/");
    browser.closeGameOver();
    browser.click("lang-en");
    Object contrast =
        browser.js(
            "const c = getComputedStyle(document.getElementById('choice-A')).backgroundColor;"
                + "return c;");
    assertEquals("rgb(179, 71, 0)", contrast, "the Approach button's darker orange");
    assertEquals(List.of(), found);
  }

  /** Plays a game through the page's API until it has {@code turns} turns; false if it ended. */
  private static boolean playTurns(int turns) {
    Object done =
        browser.async(
            "const done = arguments[arguments.length - 1]; const want = arguments[0];"
                + "const id = page.state.id; let s = page.state;"
                + "const post = async (a, b) => (await fetch('/api/games/' + id + '/' + a,"
                + " {method: 'POST', headers: {'Content-Type': 'application/json'},"
                + " body: JSON.stringify(b || {})})).json();"
                + "(async () => {"
                + "  s = await post('level', {level: 6});"
                + "  while (s.moves.length < want && !s.outcome) {"
                + "    if (s.computerToMove) { s = await post('computer'); }"
                + "    else { const h = await post('hint', {depth: 4, millis: 3000});"
                + "      s = await post('turn', {text: h.hint.text}); }"
                + "  }"
                + "  await show(s, false);"
                + "  done(s.moves.length >= want);"
                + "})();",
            turns);
    browser.settle();
    return Boolean.TRUE.equals(done);
  }

  /** Whether a move of the list is inside the list's visible box. */
  private static boolean inView(String id) {
    return Boolean.TRUE.equals(
        browser.js(
            "const box = document.getElementById('moves-box').getBoundingClientRect();"
                + "const r = document.getElementById(arguments[0]).getBoundingClientRect();"
                + "return r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;",
            id));
  }

  /**
   * Item 4: a click on an old turn keeps it in view (the list is not scrolled back to its bottom),
   * Enter on a turn leaves the keyboard's focus on it, and a Black turn's caption has the "…".
   */
  @Test
  @Order(4)
  void aReplayedTurnStaysInViewKeepsTheFocusAndBlacksCaptionHasTheEllipsis() {
    browser.open("/");
    browser.closeGameOver();
    browser.click("lang-en");
    boolean played = false;
    for (int game = 0; game < 4 && !played; game++) {
      browser.newGame("sivy", "white", "boardspace");
      played = playTurns(36);
    }
    assertTrue(played, "a game of 36 turns within four tries");
    browser.js("document.getElementById('moves-box').scrollTop = 0;");
    assertFalse(inView("move-35"), "a long list: its end is out of view at its top");
    browser.click("move-2");
    assertEquals("2", browser.body("replay"));
    assertTrue(inView("move-2"), "the clicked turn stays in view");
    browser.js("document.getElementById('move-4').focus();");
    browser.keys(Keys.ENTER);
    assertEquals("4", browser.body("replay"));
    assertTrue(browser.focused().startsWith("move-4 "), "the focus: " + browser.focused());
    assertTrue(inView("move-4"));
    browser.js("document.getElementById('move-3').focus();");
    browser.keys(Keys.ENTER);
    assertEquals("3", browser.body("replay"));
    String black = browser.text("move-3");
    assertTrue(
        browser.text("replay-text").startsWith("The board after 2… " + black),
        browser.text("replay-text"));
    browser.keys(Keys.SPACE);
    assertTrue(browser.focused().startsWith("move-3 "), "Space too: " + browser.focused());
    browser.click("replay-back");
    browser.resign(true);
    browser.closeGameOver();
  }

  /**
   * Item 5: no diagram has a stone in a corner that nothing explains (the start's and the empty
   * board's aside), step 12's screenshots are shown at a readable width and open at their full
   * size, and steps 4 and 5 show each of their steps.
   */
  @Test
  @Order(5)
  @SuppressWarnings("unchecked")
  void theGuidesPicturesHaveNoLoneStoneReadableScreenshotsAndEachStep() {
    browser.open("/guide");
    browser.click("lang-en");
    List<String> lone =
        (List<String>)
            browser.async(
                "const done = arguments[arguments.length - 1];"
                    + "(async () => { const out = [];"
                    + " for (const img of document.querySelectorAll('figure img')) {"
                    + "  if (!img.src.includes('/pictures/') || /pic-(board|start|openings)$/.test(img.id)) { continue; }"
                    + "  const doc = new DOMParser().parseFromString(await (await fetch(img.src)).text(), 'image/svg+xml');"
                    + "  const pts = Array.from(doc.querySelectorAll('circle[class^=\"point\"]'))"
                    + "   .map(c => [+c.getAttribute('cx'), +c.getAttribute('cy')]);"
                    + "  const maxX = Math.max(...pts.map(p => p[0]));"
                    + "  const minY = Math.min(...pts.map(p => p[1])); const maxY = Math.max(...pts.map(p => p[1]));"
                    + "  for (const s of doc.querySelectorAll('circle.stone')) {"
                    + "   const x = +s.getAttribute('cx'), y = +s.getAttribute('cy');"
                    + "   if (Math.abs(x - maxX) < 1 && (Math.abs(y - minY) < 1 || Math.abs(y - maxY) < 1)) {"
                    + "    out.push(img.id); } } }"
                    + " done(out); })();");
    assertEquals(List.of(), lone, "pictures with a stone in the i5 or i1 corner");
    assertEquals(
        28 + 2,
        ((Number)
                browser.js("return document.querySelectorAll('img[src*=\"/pictures/\"]').length;"))
            .intValue(),
        "the diagrams, ① of steps 4 and 5 included");
    for (String screen : List.of("screen-1", "screen-2", "screen-3", "screen-4")) {
      Map<?, ?> size =
          (Map<?, ?>)
              browser.js(
                  "const i = document.getElementById('pic-' + arguments[0]);"
                      + "const a = document.getElementById('big-' + arguments[0]);"
                      + "return {shown: i.getBoundingClientRect().width, natural: i.naturalWidth,"
                      + " link: a ? a.href : '', src: i.src};",
                  screen);
      assertTrue(num(size.get("shown")) >= 600, screen + " readable: " + size);
      assertEquals(size.get("src"), size.get("link"), screen + " opens at full size: " + size);
    }
    for (String[] step :
        new String[][] {
          {"step-4", "approach-start", "approach-before", "approach-after"},
          {"step-5", "withdrawal-start", "withdrawal-before", "withdrawal-after"}
        }) {
      List<String> captions =
          (List<String>)
              browser.js(
                  "return Array.from(document.querySelectorAll('#' + arguments[0] + ' figure'))"
                      + ".map(f => f.querySelector('img').id + ' ' + f.querySelector('figcaption').textContent);",
                  step[0]);
      String where = step[0] + ": " + captions;
      assertTrue(captions.get(0).startsWith("pic-" + step[1] + " ①"), where);
      assertTrue(captions.get(1).startsWith("pic-" + step[2] + " ②"), where);
      assertTrue(captions.get(2).startsWith("pic-" + step[3] + " ③"), where);
    }
    browser.js("document.getElementById('step-4').scrollIntoView();");
    browser.screenshot("guide-step-4-each-step");
    browser.js("document.getElementById('step-12').scrollIntoView();");
    browser.screenshot("guide-step-12-readable");
  }

  /**
   * Item 6: the tab's title follows the language, a message shown before a switch is said again in
   * the new language, the seed's Malagasy buttons, the draw's reason names its rule, and the
   * Malagasy key help names the keys in Malagasy.
   */
  @Test
  @Order(6)
  void theLanguagesReachTheTitleTheMessagesTheButtonsTheDrawAndTheKeys() {
    browser.open("/");
    browser.closeGameOver();
    browser.click("lang-en");
    browser.newGame("sivy", "white");
    assertEquals("Fanorona — Play", browser.js("return document.title;"));
    browser.clickPoint("a1");
    assertEquals("refused", browser.element("message").getAttribute("data-error"));
    assertTrue(browser.text("message").startsWith("Only a glowing stone"), browser.text("message"));
    browser.click("lang-fr");
    assertEquals("Fanorona — Jouer", browser.js("return document.title;"));
    assertEquals(
        "Seul un pion qui brille peut commencer votre coup : d2, e2, f2, d3.",
        browser.text("message"),
        "the refusal shown before the switch, in French");
    browser.click("lang-mg");
    assertEquals("Ajanony eto", browser.text("btn-stop"));
    assertEquals("Miverina", browser.text("btn-undo"));
    String keys = browser.text("board-keys");
    for (String french : List.of("Espace", "Échap", "Entrée")) {
      assertFalse(keys.contains(french), "no French key name: " + keys);
    }
    assertTrue(keys.contains("fanalahidy"), keys);
    browser.click("lang-en");
    // the draw's words, from the state the server sent (its rule: 20 half-moves, 10 each)
    assertEquals(10, ((Number) browser.js("return page.state.drawMoves;")).intValue());
    browser.js(
        "const s = Object.assign({}, page.state, {outcome: {winner: null, result: '1/2-1/2',"
            + " reason: 'NO_CAPTURE_LIMIT'}}); panel(s); fillOver(s);");
    assertTrue(
        browser.text("outcome").contains("no capture in 10 moves by each player"),
        browser.text("outcome"));
    assertTrue(
        String.valueOf(browser.js("return document.getElementById('over-reason').textContent;"))
            .contains("10 moves by each player"));
    browser.js("panel(page.state);");
    browser.open("/guide");
    browser.click("lang-fr");
    assertEquals("Fanorona — Comment jouer", browser.js("return document.title;"));
    browser.click("lang-en");
  }

  /**
   * Item 7: the pictures, scripts and styles under their content's hash, kept for good: a second
   * visit to the guide asks the server for the page alone (the Resource Timing API: a file the
   * browser took from its cache was transferred in 0 bytes).
   */
  @Test
  @Order(7)
  @SuppressWarnings("unchecked")
  void aSecondVisitToTheGuideAsksForThePageAlone() {
    String count =
        "return performance.getEntriesByType('resource')"
            + ".filter(e => e.transferSize > 0).map(e => e.name);";
    browser.open("/guide");
    browser.until("Array.from(document.images).every(i => i.complete)");
    List<String> first = (List<String>) browser.js(count);
    browser.open("/");
    browser.closeGameOver();
    browser.open("/guide");
    browser.until("Array.from(document.images).every(i => i.complete && i.naturalWidth > 0)");
    List<String> second = (List<String>) browser.js(count);
    int files =
        ((Number) browser.js("return performance.getEntriesByType('resource').length;")).intValue();
    assertTrue(files >= 35, "the guide's files: " + files);
    assertEquals(List.of(), second, "asked again on the second visit (the first: " + first + ")");
    List<String> names =
        (List<String>)
            browser.js(
                "return Array.from(document.querySelectorAll('script[src], link[href], img'))"
                    + ".map(e => e.getAttribute('src') || e.getAttribute('href'));");
    for (String name : names) {
      assertTrue(
          name.matches("/(assets|pictures)/[a-z0-9-]+\\.[0-9a-f]{12}\\.(js|css|svg|png)"), name);
    }
  }
}
