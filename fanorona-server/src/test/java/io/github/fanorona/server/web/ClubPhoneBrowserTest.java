package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.store.TestDatabases;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The club on a phone (375 × 667), checked by the elements' boxes in Chromium: the lobby fits the
 * width with its seek button in view, and a game's page shows the board, both clocks, whose turn it
 * is and the game's buttons without scrolling. Then a guest's own games: the game, once resigned,
 * is in the guest's list with its replay and its PGN. Screenshots go to {@code target/screenshots}.
 */
@Tag("browser")
class ClubPhoneBrowserTest {
  private static final int WIDTH = 375;
  private static final int HEIGHT = 667;

  private static TestDatabases.Fresh db;
  private static Site site;
  private static Browser ann;
  private static Browser bo;

  @BeforeAll
  static void start() throws Exception {
    Browser.assumeInstalled();
    // a database: the guests' games are listed from it
    db = TestDatabases.fresh(TestDatabases.Kind.SQLITE);
    site = Site.start(SiteConfig.defaults().withPort(0).withDatabase(db.url));
    ann = Browser.on(site);
    bo = Browser.on(site);
  }

  @AfterAll
  static void stop() throws Exception {
    for (Browser b : new Browser[] {ann, bo}) {
      if (b != null) {
        b.close();
      }
    }
    if (site != null) {
      site.close();
    }
    if (db != null) {
      db.close();
    }
  }

  /**
   * The elements (by id) that are outside the window as it is, each with its box; none shown, none
   * wider than the window. An element hidden on purpose ({@code .hidden}) is passed over.
   */
  @SuppressWarnings("unchecked")
  private static List<String> outside(Browser b, List<String> ids) {
    List<String> out = new ArrayList<>();
    for (String id : ids) {
      Map<String, Object> box =
          (Map<String, Object>)
              b.js(
                  "const e = document.getElementById(arguments[0]);"
                      + " if (!e || e.offsetParent === null) { return {hidden: true}; }"
                      + " const r = e.getBoundingClientRect();"
                      + " return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,"
                      + " w: document.documentElement.clientWidth, h: window.innerHeight};",
                  id);
      if (box.containsKey("hidden")) {
        continue;
      }
      double top = ((Number) box.get("top")).doubleValue();
      double bottom = ((Number) box.get("bottom")).doubleValue();
      double left = ((Number) box.get("left")).doubleValue();
      double right = ((Number) box.get("right")).doubleValue();
      // the page's width: the window's, less a scroll bar
      double width = ((Number) box.get("w")).doubleValue();
      if (top < 0 || left < 0 || bottom > HEIGHT + 0.5 || right > width + 0.5) {
        out.add(id + " " + box);
      }
    }
    return out;
  }

  /** How much wider the page is than the window (less its scroll bar): 0 when it fits. */
  private static long overflow(Browser b) {
    return ((Number)
            b.js(
                "const d = document.documentElement;"
                    + " return Math.max(0, d.scrollWidth - d.clientWidth);"))
        .longValue();
  }

  @Test
  void theLobbyAndAGamePageFitAPhoneAndTheGuestFindsItsGameInItsList() {
    ann.resize(WIDTH, HEIGHT);
    ann.go("/lobby");
    ann.until("document.body.dataset.online !== ''");
    ann.screenshot("phone-lobby");
    assertEquals(0L, overflow(ann), "the lobby is no wider than the phone");
    assertEquals(List.of(), outside(ann, List.of("btn-seek", "btn-friend")), "in view");
    assertEquals(List.of(), AccessBrowserTest.serious(ann.axe("phone-lobby")), "the lobby");

    String link = ClubChatBrowserTest.newGame(ann, bo, null);
    ann.js("window.scrollTo(0, 0);");
    ann.until("document.body.dataset.toMove === 'w'");
    ann.screenshot("phone-game");
    assertEquals(0L, overflow(ann), "the game's page is no wider than the phone");
    assertEquals(0L, ann.js("return Math.round(window.scrollY);"));
    List<String> shown =
        List.of(
            "board",
            "clock-white",
            "clock-black",
            "name-white",
            "name-black",
            "status",
            "btn-stop",
            "btn-draw",
            "btn-resign",
            "btn-abort",
            "btn-takeback",
            "btn-claim",
            "btn-decline");
    assertEquals(List.of(), outside(ann, shown), "the board, the clocks, the turn, the buttons");
    assertTrue(ann.text("status").length() > 0, "whose turn it is");
    assertTrue(ann.visible("clock-white") && ann.visible("clock-black"));
    // Bo's page, when it is his turn, shows it too
    bo.resize(WIDTH, HEIGHT);
    ClubBrowserTest.playTurn(ann);
    bo.until("document.body.dataset.toMove === 'b'");
    bo.js("window.scrollTo(0, 0);");
    assertEquals(List.of(), outside(bo, shown), "Bo's page");
    assertTrue(bo.text("status").length() > 0);
    assertEquals(List.of(), AccessBrowserTest.serious(bo.axe("phone-game")), "a game's page");
    bo.screenshot("phone-game-black");

    // Ann resigns; her list, as a guest, has the game with its replay and its record
    ann.js("document.getElementById('btn-resign').click();");
    ann.until("document.getElementById('confirm').open");
    ann.element("confirm-yes").click();
    ann.until("document.body.dataset.status === 'finished'");
    ann.go("/games");
    String id = link.substring(link.lastIndexOf('/') + 1);
    ann.until("document.querySelector('tr[data-game=\"" + id + "\"]') !== null");
    assertEquals(0L, overflow(ann), "the list is no wider than the phone");
    assertEquals(List.of(), AccessBrowserTest.serious(ann.axe("phone-my-games")), "the list");
    ann.screenshot("phone-my-games");
    Object pgn =
        ann.async(
            "const done = arguments[arguments.length - 1];"
                + " fetch(document.querySelector('tr[data-game] a.mine-pgn').href)"
                + ".then(r => r.text()).then(done, e => done('failed ' + e));");
    assertTrue(String.valueOf(pgn).contains("[Result \"0-1\"]"), String.valueOf(pgn));
    ann.js("document.querySelector('tr[data-game] a.mine-replay').click();");
    ann.until("location.pathname === '/g/" + id + "'");
    ann.until("document.body.dataset.status === 'finished'");
    assertEquals("1", ann.body("turns"), "the replay shows the turn played");
  }
}
