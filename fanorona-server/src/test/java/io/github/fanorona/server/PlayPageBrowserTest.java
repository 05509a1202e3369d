package io.github.fanorona.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The play page in a real browser, driven by clicks only: a whole game against the computer, the
 * approach-or-withdrawal choice, a chain stopped with Stop here, Hint, Undo, Resign, the language
 * buttons, a game of each variant and the guide. Screenshots go to {@code target/screenshots}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PlayPageBrowserTest {
  private static final Set<String> YOUR_TURN =
      Set.of("SELECT", "TARGET", "CHAIN", "DROP", "MUST_HUFF", "CHOICE");

  private static Site site;
  private static Browser browser;

  @BeforeAll
  static void start() throws Exception {
    assumeTrue(
        Files.isExecutable(Path.of("/usr/bin/chromium"))
            && Files.isExecutable(Path.of("/usr/bin/chromedriver")),
        "chromium and chromium-driver are not installed (.ci/run installs them)");
    site = Site.start(SiteConfig.defaults().withPort(0));
    browser = new Browser("http://127.0.0.1:" + site.port());
    browser.open("/");
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.close();
    }
    if (site != null) {
      site.close();
    }
  }

  /** One whole turn by clicks: the first glowing stone, its first dot, approach when asked. */
  private static boolean playTurn(boolean stopChains) {
    boolean stopped = false;
    int before = browser.moves();
    for (int clicks = 0; clicks < 40; clicks++) {
      // The page's state in one round trip: what the loop tests and what the click needs.
      Browser.Snapshot now = browser.snapshot();
      if (now.moves() != before || !YOUR_TURN.contains(now.stage())) {
        break;
      }
      switch (now.stage()) {
        case "SELECT" ->
            browser.clickPoint(now.glow().isEmpty() ? now.huffs().get(0) : now.glow().get(0));
        case "MUST_HUFF" -> browser.clickPoint(now.huffs().get(0));
        case "CHOICE" -> browser.click("choice-A");
        case "CHAIN" -> {
          if (stopChains && browser.enabled("btn-stop")) {
            browser.click("btn-stop");
            stopped = true;
          } else {
            browser.clickPoint(now.dots().get(0));
          }
        }
        default -> browser.clickPoint(now.dots().get(0));
      }
    }
    return stopped;
  }

  @Test
  @Order(1)
  void theOpeningOffersTheChoiceWithBothRings() {
    browser.newGame("sivy", "white");
    assertEquals("SELECT", browser.stage());
    assertEquals(List.of("d2", "e2", "f2", "d3"), browser.ids("glow-"));
    browser.screenshot("play-glow");
    browser.clickPoint("d3");
    assertEquals("TARGET", browser.stage());
    assertEquals(List.of("e3"), browser.ids("dot-"));
    browser.clickPoint("e3");
    assertEquals("CHOICE", browser.stage());
    assertTrue(browser.visible("choice-A") && browser.visible("choice-W"));
    assertEquals(List.of("A-f3", "W-c3"), browser.ids("ring-"));
    browser.screenshot("play-choice");
    browser.click("choice-W");
    assertTrue(browser.text("moves").contains("d3-e3W1"), browser.text("moves"));
  }

  @Test
  @Order(2)
  void hintUndoAndResign() {
    browser.newGame("sivy", "white");
    browser.click("btn-hint");
    assertFalse(browser.ids("hint-turn").isEmpty(), "the hint's arrow is drawn");
    browser.screenshot("play-hint");
    playTurn(false);
    browser.settle();
    assertEquals(2, browser.moves(), "my turn and the computer's reply");
    assertTrue(browser.enabled("btn-undo"));
    browser.click("btn-undo");
    assertEquals(0, browser.moves());
    assertEquals("SELECT", browser.stage());
    browser.click("btn-resign");
    assertEquals("OVER", browser.stage());
    assertEquals("RESIGNATION", browser.element("outcome").getAttribute("data-reason"));
    assertTrue(browser.text("outcome").contains("Black wins"), browser.text("outcome"));
  }

  @Test
  @Order(3)
  void aWholeGameAgainstTheComputerWithAChainStoppedHere() {
    browser.newGame("sivy", "white");
    boolean stopped = false;
    for (int turn = 0; turn < 300 && !"OVER".equals(browser.stage()); turn++) {
      stopped |= playTurn(!stopped);
      browser.settle();
    }
    assertEquals("OVER", browser.stage());
    assertFalse(browser.text("outcome").isEmpty());
    assertTrue(stopped, "some turn offered a chain to stop");
    browser.screenshot("play-over");
  }

  @ParameterizedTest
  @ValueSource(strings = {"dimy", "telo", "vela"})
  @Order(4)
  void aGameOfEachVariant(String variant) {
    browser.newGame(variant, "white");
    // A few turns show the variant's board and rules by clicks; -Plong plays twenty.
    int turns = Boolean.getBoolean("fanorona.long") ? 20 : 4;
    for (int turn = 0; turn < turns && !"OVER".equals(browser.stage()); turn++) {
      playTurn(false);
      browser.settle();
    }
    if (!"OVER".equals(browser.stage())) {
      browser.click("btn-resign");
    }
    assertEquals("OVER", browser.stage());
    assertFalse(browser.text("outcome").isEmpty());
    browser.screenshot("play-" + variant);
  }

  @Test
  @Order(5)
  void theLanguageButtonsTranslateThePage() {
    browser.newGame("sivy", "white");
    browser.click("lang-fr");
    assertEquals("S'arrêter ici", browser.text("btn-stop"));
    assertTrue(browser.text("status").startsWith("À vous"), browser.text("status"));
    browser.click("lang-mg");
    assertEquals("Mijanòna eto", browser.text("btn-stop"));
    Object missing =
        browser.js(
            "const en = Object.keys(TEXTS.en);"
                + "return ['fr','mg'].flatMap(l => en.filter(k => !(k in TEXTS[l])).map(k => l + ':' + k))"
                + ".concat(Array.from(document.querySelectorAll('[data-t]')).map(e => e.dataset.t)"
                + ".filter(k => !(k in TEXTS.en)));");
    assertEquals(List.of(), missing, "every string in all three languages");
    browser.screenshot("play-malagasy");
    browser.click("lang-en");
    assertEquals("Stop here", browser.text("btn-stop"));
  }

  @Test
  @Order(6)
  void theGuideShowsItsPicturesInThreeLanguages() {
    browser.open("/guide");
    Object broken =
        browser.js(
            "return Array.from(document.images).filter(i => !i.complete || i.naturalWidth === 0)"
                + ".map(i => i.src);");
    assertEquals(List.of(), broken);
    Number count = (Number) browser.js("return document.images.length;");
    assertTrue(count.intValue() >= 13, "pictures: " + count);
    browser.js("document.getElementById('step-4').scrollIntoView();");
    browser.screenshot("guide");
    browser.click("lang-fr");
    assertTrue(browser.text("guide-title").contains("Fanorona"), browser.text("guide-title"));
    browser.click("lang-mg");
    browser.click("lang-en");
  }
}
