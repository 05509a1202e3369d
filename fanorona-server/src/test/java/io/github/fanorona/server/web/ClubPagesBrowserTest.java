package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.guide.ClubPages;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The club's pages in headless Chromium: reached from the first page and the lobby, every page in
 * every language with all its pictures drawn, no console error, and nothing serious for axe-core.
 */
@Tag("browser")
class ClubPagesBrowserTest {
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
  void theLobbyLinksToTheClub() {
    browser.go("/lobby");
    browser.click("link-club");
    browser.settle();
    assertEquals("about", browser.body("page"));
  }

  @Test
  void theFirstPageLinksToTheClub() {
    browser.open("/");
    browser.click("link-club");
    browser.settle();
    assertEquals("about", browser.body("page"));
    browser.click("club-rules");
    browser.settle();
    assertEquals("rules", browser.body("page"));
    browser.click("club-back");
    browser.settle();
    assertTrue(browser.visible("link-club"));
  }

  @Test
  void everyPageInEveryLanguageShowsItsPicturesAndPassesAxe() {
    browser.consoleErrors();
    for (ClubPages.Page page : ClubPages.Page.values()) {
      for (String lang : ClubPages.LANGUAGES) {
        String where = page.path() + " " + lang;
        browser.open("/club/" + page.path() + "?lang=" + lang);
        assertEquals(lang, browser.js("return document.documentElement.lang;"), where);
        Object broken =
            browser.js(
                "return Array.from(document.images)"
                    + ".filter(i => !i.complete || i.naturalWidth === 0).map(i => i.id);");
        assertEquals(List.of(), broken, where + ": pictures not drawn");
        Object count = browser.js("return document.images.length;");
        assertTrue(((Number) count).intValue() >= 2, where);
        List<String> serious =
            browser.axe("club-" + page.path() + "-" + lang).stream()
                .filter(v -> v.startsWith("serious") || v.startsWith("critical"))
                .toList();
        assertEquals(List.of(), serious, where);
        if (lang.equals("en")) {
          browser.screenshot("club-" + page.path());
        }
      }
    }
    assertEquals(List.of(), browser.consoleErrors());
  }
}
