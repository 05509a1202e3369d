package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A club game's chat and alerts in real browsers: Ann and Bo talk (markup shown as text), a
 * spectator has no chat, a reload shows the chat again and keeps it hidden if it was; Ann's page,
 * not in front, alerts her of Bo's turn and of his draw offer (the tab's title, a sound counted),
 * and her "Sounds" switch, the play page's own setting, is remembered across a reload and on the
 * play page. On two instances of one PostgreSQL, a line said on one's page shows on the other's.
 * Screenshots go to {@code target/screenshots}.
 */
@Tag("browser")
class ClubChatBrowserTest {
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

  /** Ann makes a game from the lobby, with White; Bo takes Black, Cy watches: its address. */
  static String newGame(Browser white, Browser black, Browser watcher) {
    white.go("/lobby");
    white.until("document.body.dataset.online !== ''");
    new org.openqa.selenium.support.ui.Select(white.element("sel-colour")).selectByValue("white");
    white.element("btn-friend").click();
    white.until("location.pathname.startsWith('/g/')");
    ClubBrowserTest.ready(white);
    String link = white.url();
    black.go(link);
    ClubBrowserTest.ready(black);
    if (watcher != null) {
      watcher.go(link);
      ClubBrowserTest.ready(watcher);
    }
    white.until("document.body.dataset.status === 'live'");
    return link;
  }

  private static void say(Browser b, String words) {
    b.js(
        "document.getElementById('chat-input').value = arguments[0];"
            + " document.getElementById('chat-send').click();",
        words);
  }

  /** A count the page keeps on its body (alerts, sounds): 0 before the first. */
  private static int count(Browser b, String what) {
    return Integer.parseInt("0" + b.body(what));
  }

  private static String title(Browser b) {
    return String.valueOf(b.js("return document.title;"));
  }

  @Test
  void thePlayersTalkAndAreAlertedAndTheSoundsSwitchIsRemembered() {
    String link = newGame(ann, bo, cy);
    assertTrue(ann.visible("chat") && bo.visible("chat"));
    assertFalse(cy.visible("chat"), "a spectator has no chat");
    String markup = "<img src=x onerror=\"document.body.dataset.owned='1'\"> hi Bo";
    say(ann, markup);
    bo.until("document.body.dataset.chat === '1'");
    ann.until("document.body.dataset.chat === '1'");
    // shown as text: its speaker's name and the words, no element made of them
    String line =
        String.valueOf(bo.js("return document.querySelector('#chat-lines p').textContent;"));
    assertTrue(line.endsWith(": " + markup), line);
    assertEquals(0L, bo.js("return document.querySelectorAll('#chat-lines img').length;"));
    assertEquals("", bo.body("owned"));
    say(bo, "good luck");
    ann.until("document.body.dataset.chat === '2'");
    // Bo's line is an alert of Ann's (her page is in front: its title stays)
    ann.until("document.body.dataset.alert === 'chat'");
    assertEquals("0", cy.body("chat"), "the spectator's page is sent no line");
    assertEquals(List.of(), AccessBrowserTest.serious(ann.axe("club-chat")), "the chat");
    ann.screenshot("club-chat");
    // a reload shows the chat again; hidden, it stays hidden
    bo.go(link);
    ClubBrowserTest.ready(bo);
    bo.until("document.body.dataset.chat === '2'");
    bo.element("chat-toggle").click();
    assertFalse(bo.visible("chat-lines"));
    bo.go(link);
    ClubBrowserTest.ready(bo);
    assertFalse(bo.visible("chat-lines"));
    assertEquals("false", bo.element("chat-toggle").getAttribute("aria-expanded"));
    // hidden, it is muted: a line comes in without an alert
    int boAlerts = count(bo, "alerts");
    say(ann, "while hidden");
    bo.until("document.body.dataset.chat === '3'");
    assertEquals(boAlerts, count(bo, "alerts"), "a hidden chat raises no alert");
    bo.element("chat-toggle").click();
    assertTrue(bo.visible("chat-lines"));

    // Ann switches the sounds on, and her page goes to the back (its window not in front)
    ann.element("set-sounds").click();
    String own = title(ann);
    ann.js("document.hasFocus = () => false;");
    int alerts = count(ann, "alerts");
    ClubBrowserTest.playTurn(ann);
    assertEquals(alerts, count(ann, "alerts"), "her own turn is no alert");
    int sounds = count(ann, "sounds");
    bo.until("document.body.dataset.toMove === 'b'");
    ClubBrowserTest.playTurn(bo);
    ann.until("document.body.dataset.alerts === '" + (alerts + 1) + "'");
    assertEquals("turn", ann.body("alert"));
    assertTrue(title(ann).startsWith("(1) Your turn — "), title(ann));
    assertTrue(count(ann, "sounds") > sounds, "a sound played");
    // an offer is an alert too
    bo.element("btn-draw").click();
    ann.until("document.body.dataset.alerts === '" + (alerts + 2) + "'");
    assertEquals("draw", ann.body("alert"));
    assertTrue(title(ann).startsWith("(2) "), title(ann));
    // back in front: the page's own title
    ann.js("document.hasFocus = () => true; window.dispatchEvent(new Event('focus'));");
    assertEquals(own, title(ann));

    // the switch off is remembered across a reload: the next alert plays no sound
    ann.element("set-sounds").click();
    ann.go(link);
    ClubBrowserTest.ready(ann);
    assertFalse(ann.element("set-sounds").isSelected());
    ann.js("document.hasFocus = () => false;");
    ann.until("document.body.dataset.toMove === 'w'");
    ClubBrowserTest.playTurn(ann);
    bo.until("document.body.dataset.toMove === 'b'");
    ClubBrowserTest.playTurn(bo);
    ann.until("document.body.dataset.alerts === '1'");
    assertEquals("", ann.body("sounds"), "muted");
    // one setting with the play page's "Sounds": off there too, and switched on there, on here
    ann.go("/");
    ann.settle();
    assertFalse(ann.element("set-sounds").isSelected());
    ann.element("tab-game").click();
    ann.element("set-sounds").click();
    ann.go(link);
    ClubBrowserTest.ready(ann);
    assertTrue(ann.element("set-sounds").isSelected());
    // her own clock under ten seconds, running: one alert for the turn (shown as the server would
    // send it; a real clock would take the whole game's time)
    int before = count(ann, "alerts");
    ann.js(
        "const v = JSON.parse(JSON.stringify(club.view));"
            + " v.clock = {white: 9000, black: 60000, running: true, toMove: 'w'};"
            + " club.view = v; club.shownAt = Date.now(); clocks(); clocks();");
    assertEquals(before + 1, count(ann, "alerts"), "one alert a turn");
    assertEquals("time", ann.body("alert"));
  }

  @Test
  void aLineSaidOnOneInstancesPageShowsOnTheOthers() throws Exception {
    try (TwoSites two = TwoSites.start();
        Browser annA = Browser.on(two.a);
        Browser boB = Browser.on(two.b)) {
      annA.go("/lobby");
      annA.until("document.body.dataset.online !== ''");
      annA.element("btn-friend").click();
      annA.until("location.pathname.startsWith('/g/')");
      ClubBrowserTest.ready(annA);
      String path = annA.url().substring(annA.url().indexOf("/g/"));
      boB.go(path);
      ClubBrowserTest.ready(boB);
      annA.until("document.body.dataset.status === 'live'");
      say(annA, "from A");
      boB.until("document.body.dataset.chat === '1'");
      say(boB, "from B");
      annA.until("document.body.dataset.chat === '2'");
      assertTrue(annA.text("chat-lines").contains("from B"), annA.text("chat-lines"));
      // a page opened again on B shows both, in the order said
      boB.go(path);
      ClubBrowserTest.ready(boB);
      boB.until("document.body.dataset.chat === '2'");
      String lines = boB.text("chat-lines");
      assertTrue(lines.indexOf("from A") < lines.indexOf("from B"), lines);
    }
  }
}
