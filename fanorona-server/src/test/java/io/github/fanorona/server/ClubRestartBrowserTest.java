package io.github.fanorona.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.fanorona.server.store.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server stopped mid-game and started again on the same database (a new {@link Site}, the same
 * port): both players' pages say the connection is lost, reconnect by themselves, say so, and the
 * game goes on from the same position without a reload.
 */
class ClubRestartBrowserTest {
  @TempDir Path dir;

  @Test
  void bothPlayersGoOnAfterARestartWithoutReloading() throws Exception {
    Browser.assumeInstalled();
    SiteConfig config =
        SiteConfig.defaults().withPort(0).withDatabase(Database.sqliteUrl(dir.resolve("club.db")));
    Site first = Site.start(config);
    int port = first.port();
    Site second = null;
    try (Browser ann = Browser.on(first);
        Browser bo = Browser.on(first)) {
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
      first.close();
      ann.until("document.body.dataset.conn === 'lost'");
      bo.until("document.body.dataset.conn === 'lost'");
      ann.screenshot("club-connection-lost");
      second = Site.start(config.withPort(port));
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
    } finally {
      first.close();
      if (second != null) {
        second.close();
      }
    }
  }
}
