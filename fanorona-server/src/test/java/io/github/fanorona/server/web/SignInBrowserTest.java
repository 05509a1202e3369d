package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 42's "stay signed in", in Chromium: a sign-in asked to be remembered outlives the browser's
 * closing, one not asked for does not, and a sign-out on every device from another browser ends the
 * remembered one too.
 */
@Tag("browser")
class SignInBrowserTest {
  private static void signIn(Browser b, String name, boolean remember) {
    b.go("/lobby");
    b.until("document.body.dataset.account === 'no'");
    b.js(
        "document.getElementById('signin-name').value = arguments[0];"
            + " document.getElementById('signin-password').value = arguments[1];"
            + " document.getElementById('signin-remember').checked = arguments[2];"
            + " document.getElementById('signin-go').click();",
        name,
        "correct horse " + name,
        remember);
    b.until("document.body.dataset.account === 'yes'");
  }

  /** The lobby after the browser was closed and opened again: whether it is still signed in. */
  private static String afterClosing(Browser b) {
    b.closedAndOpenedAgain();
    b.go("/lobby");
    b.until("document.body.dataset.account === 'yes' || document.body.dataset.account === 'no'");
    return b.body("account");
  }

  @Test
  void aRememberedSignInOutlivesTheBrowserUntilASignOutOnEveryDevice() throws Exception {
    Browser.assumeInstalled();
    try (Site site =
            Site.start(
                SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64),
                Duration.ofSeconds(60));
        Browser laptop = Browser.on(site);
        Browser phone = Browser.on(site);
        Browser library = Browser.on(site)) {
      laptop.go("/lobby");
      laptop.until("document.body.dataset.account === 'no'");
      laptop.js(
          "document.getElementById('signup-name').value = 'Hery';"
              + " document.getElementById('signup-password').value = 'correct horse Hery';"
              + " document.getElementById('signup-save').click();");
      laptop.until("document.body.dataset.account === 'yes'");
      // a library's computer, not remembered: closing the browser ends the session
      signIn(library, "Hery", false);
      assertEquals("no", afterClosing(library));
      // the phone, remembered: it stays signed in when the browser closes
      signIn(phone, "Hery", true);
      assertEquals("yes", afterClosing(phone));
      assertEquals("yes", afterClosing(phone));
      // the phone is lost: from the laptop, a sign-out on every device
      laptop.element("btn-signout-all").click();
      laptop.until("document.body.dataset.account === 'no'");
      phone.go("/lobby");
      phone.until("document.body.dataset.account === 'no'");
      laptop.screenshot("lobby-signed-out-everywhere");
    }
  }
}
