package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.store.TestDatabases;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The chat of a club game, over the game pages' WebSocket: only its two players write and read it,
 * every line is cleaned and bounded, each player says a few lines at once and then one every few
 * seconds, the lines are kept with the game (a page opened later, on a restarted site, shows them),
 * and a line said on one instance reaches the other player's page on the other (PostgreSQL; skipped
 * without {@code FANORONA_TEST_PG_URL}).
 */
class ClubChatTest {
  private static String chat(String words) {
    return "{\"do\":\"chat\",\"text\":\"" + words + "\"}";
  }

  private static boolean isChat(String m) {
    return m.startsWith("{\"type\":\"chat\"");
  }

  @Test
  void thePlayersTalkASpectatorNeitherReadsNorWritesAndEveryLineIsBounded() throws Exception {
    try (Site site = Site.start(SiteConfig.defaults().withPort(0))) {
      ClubClient ann = new ClubClient(site.port());
      String id = ann.invite("{\"side\":\"white\"}");
      ClubClient.Page white = ann.open(id);
      ClubClient.Page black = new ClubClient(site.port()).open(id);
      ClubClient.Page watcher = new ClubClient(site.port()).open(id);
      black.next(m -> m.contains("\"status\":\"live\""));
      // a player's page is sent the whole chat as it opens: none yet
      assertEquals(
          "{\"type\":\"chat\",\"all\":true,\"lines\":[]}", black.next(ClubChatTest::isChat));
      watcher.next(m -> m.contains("\"you\":\"\""));
      white.send(chat("  good \\n luck \\u202e <b>Bo</b>  "));
      String heard = black.next(ClubChatTest::isChat);
      // cleaned: one space for each run of blanks and control or format characters; the markup
      // is kept as words (the JSON writes its brackets escaped; the page shows it as text)
      assertTrue(heard.contains("\"text\":\"good luck \\u003cb\\u003eBo\\u003c/b\\u003e\""), heard);
      assertTrue(heard.contains("\"side\":\"w\"") && heard.contains("\"all\":false"), heard);
      white.next(m -> isChat(m) && m.contains("good luck"));
      // a spectator may not write, and hears no line
      watcher.send(chat("psst"));
      assertTrue(watcher.next(m -> m.contains("\"error\"")).contains("not_your_game"));
      black.send(chat("thanks"));
      white.next(m -> isChat(m) && m.contains("thanks"));
      TimeUnit.MILLISECONDS.sleep(300);
      assertFalse(watcher.heard.stream().anyMatch(ClubChatTest::isChat), watcher.heard.toString());
      // bounded: empty, too long, too many at once
      black.send(chat("   "));
      assertTrue(black.next(m -> m.contains("\"error\"")).contains("chat_empty"));
      black.send(chat("x".repeat(141)));
      assertTrue(black.next(m -> m.contains("\"error\"")).contains("chat_too_long"));
      // "thanks" and three more: the fourth is one too many
      for (int i = 0; i < 4; i++) {
        black.send(chat("line " + i));
      }
      String refused = black.next(m -> m.contains("\"error\""));
      assertTrue(
          refused.contains("\"error\":\"chat_too_fast\"") && refused.contains("429"), refused);
      // the page that opens again is sent every line, in the order said
      ClubClient.Page again = ann.open(id);
      String all = again.next(ClubChatTest::isChat);
      assertTrue(all.contains("\"all\":true"), all);
      assertTrue(all.indexOf("good luck") < all.indexOf("thanks"), all);
      assertTrue(all.contains("line 2") && !all.contains("line 3"), all);
    }
  }

  @Test
  void theChatIsKeptWithTheGameAcrossARestart() throws Exception {
    try (TestDatabases.Fresh db = TestDatabases.fresh(TestDatabases.Kind.SQLITE)) {
      String id;
      ClubClient ann;
      try (Site site = Site.start(SiteConfig.defaults().withPort(0).withDatabase(db.url))) {
        ann = new ClubClient(site.port());
        id = ann.invite("{\"side\":\"white\"}");
        ClubClient.Page white = ann.open(id);
        ClubClient.Page black = new ClubClient(site.port()).open(id);
        black.next(m -> m.contains("\"status\":\"live\""));
        white.send(chat("see you after the restart"));
        black.next(m -> isChat(m) && m.contains("restart"));
      }
      try (Site site = Site.start(SiteConfig.defaults().withPort(0).withDatabase(db.url))) {
        ClubClient again = new ClubClient(site.port(), ann);
        String all = again.open(id).next(ClubChatTest::isChat);
        assertTrue(all.contains("\"text\":\"see you after the restart\""), all);
      }
    }
  }

  @Test
  void aLineSaidOnOneInstanceReachesTheOtherPlayerOnTheOther() throws Exception {
    try (TwoSites two = TwoSites.start()) {
      ClubClient ann = new ClubClient(two.a.port());
      String id = ann.invite("{\"side\":\"white\"}");
      ClubClient.Page white = ann.open(id);
      ClubClient.Page black = new ClubClient(two.b.port()).open(id);
      black.next(m -> m.contains("\"status\":\"live\""));
      white.next(m -> m.contains("\"status\":\"live\""));
      white.send(chat("hello from A"));
      assertTrue(
          black.next(m -> isChat(m) && m.contains("hello from A")).contains("\"all\":false"));
      black.send(chat("hello from B"));
      white.next(m -> isChat(m) && m.contains("hello from B"));
      // a page opened later on either instance shows both lines, once each
      String all = new ClubClient(two.a.port(), ann).open(id).next(ClubChatTest::isChat);
      assertEquals(1, all.split("hello from A", -1).length - 1, all);
      assertTrue(all.contains("hello from B"), all);
    }
  }
}
