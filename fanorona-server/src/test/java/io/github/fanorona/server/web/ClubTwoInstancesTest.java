package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.server.store.TestDatabases;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Two sites on one PostgreSQL serve one club: a game made on A is played by a player on A and one
 * on B, and a spectator on B hears each of A's turns within a second (LISTEN/NOTIFY through the
 * store's relay). Skipped without {@code FANORONA_TEST_PG_URL} (a failure on CI).
 */
@Isolated // a time bound: measured with no other test class running
class ClubTwoInstancesTest {
  @Test
  void aSpectatorOnBSeesEachTurnPlayedOnAWithinASecond() throws Exception {
    try (TestDatabases.Fresh db = TestDatabases.fresh(TestDatabases.Kind.POSTGRES);
        Site a = Site.start(SiteConfig.defaults().withPort(0).withDatabase(db.url));
        Site b = Site.start(SiteConfig.defaults().withPort(0).withDatabase(db.url))) {
      ClubClient ann = new ClubClient(a.port());
      String id = ann.invite("{\"side\":\"white\"}");
      ClubClient.Page white = ann.open(id);
      // Bo opens the invitation on the other instance: the seat is the stored game's
      ClubClient bo = new ClubClient(b.port());
      ClubClient.Page black = bo.open(id);
      black.next(m -> m.contains("\"you\":\"b\"") && m.contains("\"status\":\"live\""));
      ClubClient.Page watcher = new ClubClient(b.port()).open(id);
      watcher.next(m -> m.contains("\"you\":\"\""));
      white.next(m -> m.contains("\"status\":\"live\""));
      Game g = ClubTest.fresh();
      for (int i = 0; i < 6; i++) {
        String t = TurnNotation.format(g.legalTurns().get(0));
        g = g.play(t);
        ClubClient.Page mover = i % 2 == 0 ? white : black;
        ClubClient.Page other = i % 2 == 0 ? black : white;
        long sent = System.nanoTime();
        mover.send(ClubTest.turn(t));
        other.turns(i + 1);
        watcher.turns(i + 1);
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - sent);
        // the first turn also opens the relay's path (connections, the JIT): not measured
        assertTrue(
            i == 0 || millis < 1000, "turn " + (i + 1) + " reached B's pages in " + millis + " ms");
      }
      String view = new ClubClient(b.port()).get("/api/club/" + id).body();
      assertEquals(6, ClubClient.Page.moves(view), view);
    }
  }
}
