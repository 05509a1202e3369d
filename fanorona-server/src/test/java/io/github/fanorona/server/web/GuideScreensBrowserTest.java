package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.OutputType;

/**
 * Takes the guide's step 12 screenshots from the play page itself, so that they show the page as it
 * is: ① the glowing stones, ② a selected stone's dots, ③ the approach-or-withdrawal choice with its
 * rings, ④ a chain that may go on or stop here. Each run rewrites {@code
 * src/main/resources/site/screen-N.png} (the guide serves the committed copies; commit them when
 * the page changes) and leaves a copy in {@code target/screenshots}.
 */
@Tag("browser")
class GuideScreensBrowserTest {
  private static final Path SITE = Path.of("src", "main", "resources", "site");

  private static Browser browser;

  @BeforeAll
  static void start() throws Exception {
    browser = Browser.onNewSite();
    browser.resize(980, 640);
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.close();
    }
  }

  @Test
  void stepTwelvesFourScreenshotsComeFromThePage() throws IOException {
    browser.click("lang-en");
    browser.newGame("sivy", "white");
    shoot(1);
    browser.clickPoint("d3");
    assertEquals("TARGET", browser.stage());
    shoot(2);
    browser.clickPoint("e3");
    assertEquals("CHOICE", browser.stage());
    shoot(3);
    browser.click("choice-W");
    browser.playToAChain();
    assertEquals("CHAIN", browser.stage());
    shoot(4);
  }

  private static void shoot(int n) throws IOException {
    // The glow pulses: each picture is taken at the pulse's brightest, so that the same page gives
    // the same file.
    browser.js(
        "document.getAnimations().forEach(a => { a.pause(); a.currentTime = 1400; });"
            + "document.activeElement.blur();");
    byte[] png = browser.element("pane-play").getScreenshotAs(OutputType.BYTES);
    Files.write(Browser.SHOTS.resolve("screen-" + n + ".png"), png);
    Files.write(SITE.resolve("screen-" + n + ".png"), png);
  }
}
