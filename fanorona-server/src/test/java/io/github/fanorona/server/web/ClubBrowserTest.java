package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The club in real browsers, by clicks: two people play a whole game from an invitation link while
 * a third watches and sees every turn; a seek made in one browser is accepted from the lobby in
 * another. Screenshots go to {@code target/screenshots}.
 */
@Tag("browser")
class ClubBrowserTest {
  private static final Set<String> YOUR_TURN =
      Set.of("SELECT", "TARGET", "CHAIN", "DROP", "MUST_HUFF", "CHOICE");

  private static Site site;
  private static Browser ann;
  private static Browser bo;
  private static Browser cy;

  @BeforeAll
  static void start() throws Exception {
    Browser.assumeInstalled();
    site = Site.start(SiteConfig.defaults().withPort(0));
    ann = Browser.on(site);
    bo = Browser.on(site);
    cy = Browser.on(site);
  }

  @AfterAll
  static void stop() {
    for (Browser b : new Browser[] {ann, bo, cy}) {
      if (b != null) {
        b.close();
      }
    }
    if (site != null) {
      site.close();
    }
  }

  /** A game page ready: its first state shown and its socket open. */
  static void ready(Browser b) {
    b.until("document.body.dataset.updates && document.body.dataset.conn === 'live'");
    b.js("settings.animate = false;");
  }

  /** One whole turn by clicks on the mover's page, each click waiting for the server's answer. */
  static void playTurn(Browser b) {
    int before = b.moves();
    for (int clicks = 0; clicks < 40; clicks++) {
      Browser.Snapshot now = b.snapshot();
      if (now.moves() != before || !YOUR_TURN.contains(now.stage())) {
        return;
      }
      String updates = b.body("updates");
      switch (now.stage()) {
        case "SELECT" ->
            b.clickPoint(now.glow().isEmpty() ? now.huffs().get(0) : now.glow().get(0));
        case "MUST_HUFF" -> b.clickPoint(now.huffs().get(0));
        case "CHOICE" -> b.click("choice-A");
        default -> b.clickPoint(now.dots().get(0));
      }
      b.until("document.body.dataset.updates !== '" + updates + "'");
    }
  }

  /** Chooses in a menu of the lobby (which, unlike the play page, has no requests to wait for). */
  private static void pick(Browser b, String id, String value) {
    new org.openqa.selenium.support.ui.Select(b.element(id)).selectByValue(value);
  }

  private static void lobby(Browser b) {
    b.go("/lobby");
    b.until("document.body.dataset.online !== ''");
  }

  @Test
  void twoBrowsersPlayAWholeGameFromAnInvitationWhileAThirdWatches() {
    lobby(ann);
    // a name with markup is shown as text wherever it appears
    // typed (an input event) and saved in one step: the lobby's refresh every two seconds leaves a
    // name being typed alone, and cannot come between the field's clearing and the typing
    ann.js(
        "const i = document.getElementById('name-input'); i.value = arguments[0];"
            + " i.dispatchEvent(new Event('input')); document.getElementById('name-save').click();",
        "<b>Ann</b>");
    ann.until("document.getElementById('name-input').value === '<b>Ann</b>'");
    pick(ann, "sel-variant", "dimy");
    pick(ann, "sel-colour", "white");
    ann.element("btn-friend").click();
    ann.until("location.pathname.startsWith('/g/')");
    ready(ann);
    assertEquals("waiting", ann.body("status"));
    assertEquals(List.of(), AccessBrowserTest.serious(ann.axe("club-waiting")), "a game page");
    String link = String.valueOf(ann.js("return document.getElementById('invite-url').value;"));
    assertEquals(ann.url(), link);
    bo.go(link);
    ready(bo);
    cy.go(link);
    ready(cy);
    assertEquals("b", bo.body("you"));
    assertEquals("", cy.body("you"));
    assertEquals("<b>Ann</b>", cy.text("name-white"));
    assertEquals(
        0,
        ((Number) cy.js("return document.querySelectorAll('#name-white b').length;")).intValue());
    ann.until("document.body.dataset.status === 'live'");
    // the players see the spectator come, live, and the spectator counts itself
    ann.until("document.getElementById('watchers').textContent.startsWith('1')");
    bo.until("document.getElementById('watchers').textContent.startsWith('1')");
    cy.until("document.getElementById('watchers').textContent.startsWith('1')");
    ann.screenshot("club-live-white");
    int turns = 0;
    while (!"finished".equals(ann.body("status")) && turns < 400) {
      Browser mover = ann.body("toMove").equals(ann.body("you")) ? ann : bo;
      playTurn(mover);
      turns++;
      // every turn reaches the other player and the spectator
      for (Browser b : new Browser[] {ann, bo, cy}) {
        b.until("document.querySelectorAll('#moves-body button.turn').length >= " + turns);
      }
    }
    cy.until("document.body.dataset.status === 'finished'");
    bo.until("document.body.dataset.status === 'finished'");
    assertEquals(turns, cy.moves());
    assertEquals(turns, bo.moves());
    assertTrue(cy.text("outcome").length() > 0);
    assertEquals(List.of(), AccessBrowserTest.serious(cy.axe("club-over")), "a finished game");
    cy.screenshot("club-finished-spectator");
    // the spectator leaves: the players' count goes with it
    cy.go("/club/rules");
    ann.until("document.getElementById('watchers').textContent === ''");
    bo.until("document.getElementById('watchers').textContent === ''");
  }

  @Test
  void aSeekMadeInOneBrowserIsAcceptedFromTheLobbyInAnother() {
    lobby(ann);
    lobby(bo);
    pick(ann, "sel-colour", "black");
    ann.element("btn-seek").click();
    bo.until("document.querySelectorAll('#seeks button.accept').length > 0");
    bo.until("document.body.dataset.seeking === '1'");
    bo.screenshot("club-lobby-seek");
    assertEquals(List.of(), AccessBrowserTest.serious(bo.axe("club-lobby")), "the lobby");
    // the list is drawn again every two seconds: the button is found and clicked at once
    bo.js("document.querySelector('#seeks button.accept').click();");
    bo.until("location.pathname.startsWith('/g/')");
    ready(bo);
    // the seeker's lobby opens the game by itself
    ann.until("location.pathname.startsWith('/g/')");
    ready(ann);
    assertEquals(ann.url(), bo.url());
    assertEquals("b", ann.body("you"));
    assertEquals("w", bo.body("you"));
    assertEquals("live", ann.body("status"));
  }
}
