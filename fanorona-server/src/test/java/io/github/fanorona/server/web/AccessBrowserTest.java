package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.openqa.selenium.Keys;

/**
 * The play page without a mouse and on a phone, in headless Chromium: a turn played by keys only
 * (Tab to the board, the arrows, Enter, the capture's letter, Escape), the live announcements, the
 * tap targets and the board's fit measured at 375×667 and at 1280×760, and axe-core's check of the
 * play page, the Game tab and the guide.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Tag("browser")
class AccessBrowserTest {
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

  @Test
  @Order(1)
  void aTurnByKeyboardOnly() {
    browser.newGame("sivy", "white");
    browser.js("document.activeElement.blur(); window.scrollTo(0, 0);");
    // Tab from the top of the page until the board's one tab stop has the focus.
    for (int i = 0; i < 20 && !browser.focused().contains("hit"); i++) {
      browser.keys(Keys.TAB);
    }
    assertEquals("pt-d2 hit", browser.focused(), "the first glowing stone is the board's tab stop");
    browser.keys(Keys.ARROW_UP);
    assertEquals("pt-d3 hit", browser.focused());
    browser.keys(Keys.ENTER);
    assertEquals("TARGET", browser.stage());
    browser.keys(Keys.ESCAPE);
    assertEquals("SELECT", browser.stage(), "Escape lets go of the stone");
    browser.keys(Keys.SPACE);
    assertEquals("TARGET", browser.stage(), "Space clicks as Enter does");
    browser.keys(Keys.ARROW_RIGHT);
    assertEquals("pt-e3 hit", browser.focused());
    String label = String.valueOf(browser.element("pt-e3").getAttribute("aria-label"));
    assertEquals("e3, empty, you can move here", label);
    browser.keys(Keys.ENTER);
    assertEquals("CHOICE", browser.stage());
    assertTrue(browser.focused().startsWith("choice-A"), browser.focused());
    browser.keys("w");
    assertEquals("d3-e3W1", browser.text("move-0"));
    browser.settle();
    assertEquals(2, browser.moves(), "the computer replied");
    assertTrue(browser.announced().startsWith("Black played "), browser.announced());
    assertTrue(browser.focused().contains("hit"), "the focus stays on the board");
    // Stop here by its key, in the middle of a chain.
    browser.playToAChain();
    assertEquals("CHAIN", browser.stage());
    int before = browser.moves();
    browser.keys("s");
    assertTrue(browser.moves() > before, "S stopped the chain: the turn is played");
  }

  @Test
  @Order(2)
  void tapTargetsAndTheBoardFitAPhoneAndADesktop() {
    try {
      for (int[] size : new int[][] {{375, 667}, {1280, 760}}) {
        browser.resize(size[0], size[1]);
        for (String variant : List.of("sivy", "dimy", "telo")) {
          browser.newGame(variant, "white");
          Map<?, ?> m = measure();
          String where = variant + " at " + size[0] + "x" + size[1] + ": " + m;
          assertTrue(((Number) m.get("boardBottom")).doubleValue() <= num(m, "height"), where);
          assertTrue(num(m, "boardRight") <= num(m, "width"), where);
          if (size[0] < 600) {
            assertTrue(num(m, "smallestPoint") >= 44, where);
            assertTrue(num(m, "smallestButton") >= 44, where);
            browser.screenshot("phone-" + variant);
          }
        }
      }
    } finally {
      browser.resize(1200, 800);
    }
  }

  private static double num(Map<?, ?> m, String key) {
    return ((Number) m.get(key)).doubleValue();
  }

  /** The window, the board's box and the smallest point and button on the play page, in px. */
  private static Map<?, ?> measure() {
    return (Map<?, ?>)
        browser.js(
            "const b = document.getElementById('board').getBoundingClientRect();"
                + "const hits = Array.from(document.querySelectorAll('#board .hit'))"
                + ".map(e => e.getBoundingClientRect()).map(r => Math.min(r.width, r.height));"
                + "const buttons = Array.from(document.querySelectorAll('#pane-play button'))"
                + ".filter(e => e.offsetParent !== null && !e.classList.contains('turn'))"
                + ".map(e => e.getBoundingClientRect()).map(r => Math.min(r.width, r.height));"
                + "return {width: window.innerWidth, height: window.innerHeight,"
                + " boardBottom: b.bottom + window.scrollY, boardRight: b.right,"
                + " smallestPoint: Math.min(...hits), smallestButton: Math.min(...buttons)};");
  }

  @Test
  @Order(3)
  void axeFindsNothingSeriousOnThePlayPageTheGameTabAndTheGuide() {
    browser.newGame("sivy", "white");
    browser.clickPoint("d3");
    assertEquals(List.of(), serious(browser.axe("play")), "the play page");
    browser.click("tab-game");
    assertEquals(List.of(), serious(browser.axe("game-tab")), "the Game tab");
    browser.click("tab-play");
    browser.resign(true);
    assertEquals(List.of(), serious(browser.axe("game-over")), "the game-over box");
    browser.open("/guide");
    assertEquals(List.of(), serious(browser.axe("guide")), "the guide");
    browser.open("/");
  }

  static List<String> serious(List<String> violations) {
    return violations.stream()
        .filter(v -> v.startsWith("serious") || v.startsWith("critical"))
        .toList();
  }
}
