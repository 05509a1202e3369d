package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 42's first item as players meet it, in Chromium: two sites on one PostgreSQL, one player's
 * page on each. The page of a player whose opponent plays from the other instance never offers to
 * claim the game, and does once that opponent has closed their page; a draw offered from one
 * instance's page is accepted from the other's; a seek made in one instance's lobby is accepted
 * from the other's. {@link ClubTwoInstancesTest} checks the same through the sockets; this test
 * checks what the pages show. Skipped without PostgreSQL or Chromium (failures on CI).
 */
@Tag("browser")
class ClubTwoInstancesBrowserTest {
  /** The claim's wait, short so that a page that wrongly saw its opponent gone would offer it. */
  private static final Duration CLAIM = Duration.ofSeconds(1);

  /** Ann, on A, invites; Bo opens the invitation on B; both pages show the game live. */
  private static void newGame(Browser ann, Browser bo) {
    ann.go("/lobby");
    ann.until("document.body.dataset.online !== ''");
    ann.element("btn-friend").click();
    ann.until("location.pathname.startsWith('/g/')");
    ClubBrowserTest.ready(ann);
    bo.go(ann.url().substring(ann.url().indexOf("/g/")));
    ClubBrowserTest.ready(bo);
    ann.until("document.body.dataset.status === 'live'");
    bo.until("document.body.dataset.status === 'live'");
  }

  @Test
  void noClaimIsOfferedWhileTheOpponentsPageIsOpenOnTheOtherInstance() throws Exception {
    Browser.assumeInstalled();
    try (TwoSites two = TwoSites.start(CLAIM);
        Browser ann = Browser.on(two.a)) {
      Browser bo = Browser.on(two.b);
      try {
        newGame(ann, bo);
        ClubBrowserTest.playTurn(ann.body("toMove").equals(ann.body("you")) ? ann : bo);
        ann.until("document.body.dataset.turns === '1'");
        // three times the claim's wait: a page that took the opponent for gone would offer it now
        Thread.sleep(3 * CLAIM.toMillis());
        for (Browser x : new Browser[] {ann, bo}) {
          assertFalse(x.visible("btn-claim"), "a claim offered while both pages are open");
          assertFalse(x.text("club-note").contains("left"), x.text("club-note"));
        }
      } finally {
        bo.close();
      }
      // Bo's page on B is closed: Bo is gone from every instance, and Ann's page on A offers the
      // claim once the wait is over
      ann.until("!document.getElementById('btn-claim').classList.contains('hidden')");
      ann.element("btn-claim").click();
      ann.until("document.body.dataset.status === 'finished'");
      ann.until("document.getElementById('over').open");
      assertEquals("game claimed: the other player left", ann.text("over-reason"));
      ann.screenshot("club-two-instances-claimed");
    }
  }

  @Test
  void aDrawOfferedFromOneInstancesPageIsAcceptedFromTheOthers() throws Exception {
    Browser.assumeInstalled();
    try (TwoSites two = TwoSites.start(CLAIM);
        Browser ann = Browser.on(two.a);
        Browser bo = Browser.on(two.b)) {
      newGame(ann, bo);
      ann.element("btn-draw").click();
      bo.until("document.getElementById('club-note').textContent.includes('offers a draw')");
      assertTrue(bo.visible("btn-decline"), "the offer can be declined");
      assertTrue(ann.text("club-note").length() > 0, "the offerer's page says it offered");
      bo.element("btn-draw").click();
      for (Browser x : new Browser[] {ann, bo}) {
        x.until("document.body.dataset.status === 'finished'");
        x.until("document.getElementById('over').open");
        assertEquals("a draw agreed by both players", x.text("over-reason"));
      }
      bo.screenshot("club-two-instances-draw");
    }
  }

  @Test
  void aSeekMadeInOneInstancesLobbyIsAcceptedFromTheOthers() throws Exception {
    Browser.assumeInstalled();
    try (TwoSites two = TwoSites.start(CLAIM);
        Browser ann = Browser.on(two.a);
        Browser bo = Browser.on(two.b)) {
      for (Browser x : new Browser[] {ann, bo}) {
        x.go("/lobby");
        x.until("document.body.dataset.online !== ''");
      }
      new org.openqa.selenium.support.ui.Select(ann.element("sel-colour")).selectByValue("black");
      ann.element("btn-seek").click();
      // the seek made on A is in B's lobby, and both lobbies count both players online
      bo.until("document.querySelectorAll('#seeks button.accept').length > 0");
      for (Browser x : new Browser[] {ann, bo}) {
        x.until("document.body.dataset.online === '2'");
      }
      // the list is drawn again every two seconds: the button is found and clicked at once
      bo.js("document.querySelector('#seeks button.accept').click();");
      bo.until("location.pathname.startsWith('/g/')");
      ClubBrowserTest.ready(bo);
      ann.until("location.pathname.startsWith('/g/')");
      ClubBrowserTest.ready(ann);
      assertEquals(
          ann.url().substring(ann.url().indexOf("/g/")),
          bo.url().substring(bo.url().indexOf("/g/")));
      assertEquals("b", ann.body("you"));
      assertEquals("w", bo.body("you"));
    }
  }
}
