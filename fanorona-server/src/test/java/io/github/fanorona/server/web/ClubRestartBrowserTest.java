package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.fanorona.server.store.Database;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server killed mid-game ({@code kill -9}: the site runs in a JVM of its own, {@link ChildSite})
 * and started again on the same database and port: both players' pages say the connection is lost,
 * reconnect by themselves, say so, and the game goes on from the same position without a reload.
 */
@Tag("browser")
class ClubRestartBrowserTest {
  @TempDir Path dir;

  @Test
  void bothPlayersGoOnAfterAKillWithoutReloading() throws Exception {
    Browser.assumeInstalled();
    String db = Database.sqliteUrl(dir.resolve("club.db"));
    Process first = ChildSite.start("-Xmx256m", "--port", "0", "--database", db);
    Process second = null;
    try {
      int port = ChildSite.port(first);
      try (Browser ann = Browser.at(port);
          Browser bo = Browser.at(port)) {
        ann.go("/lobby");
        ann.until("document.body.dataset.online !== ''");
        ann.element("btn-friend").click();
        ann.until("location.pathname.startsWith('/g/')");
        ClubBrowserTest.ready(ann);
        bo.go(ann.url());
        ClubBrowserTest.ready(bo);
        ann.until("document.body.dataset.status === 'live'");
        for (int turn = 1; turn <= 2; turn++) {
          ClubBrowserTest.playTurn(ann.body("toMove").equals(ann.body("you")) ? ann : bo);
          for (Browser b : new Browser[] {ann, bo}) {
            b.until("document.body.dataset.turns === '" + turn + "'");
          }
        }
        first.destroyForcibly(); // SIGKILL: nothing is flushed or closed on the way out
        first.waitFor(20, TimeUnit.SECONDS);
        ann.until("document.body.dataset.conn === 'lost'");
        bo.until("document.body.dataset.conn === 'lost'");
        ann.screenshot("club-connection-lost");
        second = ChildSite.start("-Xmx256m", "--port", String.valueOf(port), "--database", db);
        assertEquals(port, ChildSite.port(second));
        for (Browser b : new Browser[] {ann, bo}) {
          b.until("document.body.dataset.conn === 'back'");
          b.until("document.body.dataset.turns === '2'");
        }
        String url = ann.url();
        ClubBrowserTest.playTurn(ann.body("toMove").equals(ann.body("you")) ? ann : bo);
        ann.until("document.body.dataset.turns === '3'");
        bo.until("document.body.dataset.turns === '3'");
        assertEquals(url, ann.url());
        bo.screenshot("club-reconnected");
      }
    } finally {
      first.destroyForcibly();
      if (second != null) {
        second.destroyForcibly();
        second.waitFor(20, TimeUnit.SECONDS);
      }
    }
  }

  /**
   * Issue 42: the lobby says the server cannot be reached while it is away, and no longer after.
   */
  @Test
  void theLobbyStopsSayingTheServerIsAwayOnceItIsBack() throws Exception {
    Browser.assumeInstalled();
    String db = Database.sqliteUrl(dir.resolve("club.db"));
    Process first = ChildSite.start("-Xmx256m", "--port", "0", "--database", db);
    Process second = null;
    try {
      int port = ChildSite.port(first);
      try (Browser ann = Browser.at(port)) {
        ann.go("/lobby");
        ann.until("document.body.dataset.online !== ''");
        first.destroyForcibly();
        first.waitFor(20, TimeUnit.SECONDS);
        ann.until("document.getElementById('message').classList.contains('error')");
        ann.screenshot("lobby-server-away");
        second = ChildSite.start("-Xmx256m", "--port", String.valueOf(port), "--database", db);
        assertEquals(port, ChildSite.port(second));
        ann.until(
            "document.getElementById('message').textContent === ''"
                + " && !document.getElementById('message').classList.contains('error')");
        ann.screenshot("lobby-server-back");
      }
    } finally {
      first.destroyForcibly();
      if (second != null) {
        second.destroyForcibly();
        second.waitFor(20, TimeUnit.SECONDS);
      }
    }
  }
}
