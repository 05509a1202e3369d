package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.server.store.Database;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 34, causes 7 and 8: the server's command line in a process of its own — a bad {@code
 * --host} and a cap of games the heap cannot hold are one sentence and status 2; SIGTERM stops the
 * server even with a request stuck in it.
 */
class PlaySiteTest {
  @Test
  void aDatabaseThatCannotBeOpenedIsOneSentence() throws Exception {
    Process p = ChildSite.start("-Xmx128m", "--port", "0", "--database", "jdbc:mysql://x/club");
    String err = err(p);
    assertEquals(1, p.exitValue(), err);
    assertTrue(err.startsWith("the database URL must start with jdbc:sqlite:"), err);
    assertFalse(err.contains("Exception") || err.contains("\tat "), err);
  }

  @Test
  void aServerKilledMidGameLosesNoAcknowledgedTurn() throws Exception {
    String db = Database.sqliteUrl(Path.of("target", "playsite-kill", "club.db"));
    Process first = ChildSite.start("-Xmx128m", "--port", "0", "--database", db);
    Game g = ClubTest.fresh();
    int port;
    String id;
    ClubClient ann;
    ClubClient bo;
    try {
      port = ChildSite.port(first);
      ann = new ClubClient(port);
      bo = new ClubClient(port);
      id = ann.invite("{\"side\":\"white\"}");
      ClubClient.Page a = ann.open(id);
      ClubClient.Page b = bo.open(id);
      g = ClubClient.play(g, 5, a, b);
    } finally {
      first.destroyForcibly(); // SIGKILL: nothing is flushed on the way out
      first.waitFor(20, TimeUnit.SECONDS);
    }
    Process second = ChildSite.start("-Xmx128m", "--port", String.valueOf(port), "--database", db);
    try {
      assertEquals(port, ChildSite.port(second));
      ClubClient.Page b = bo.socket(id, bo.secret(), "http://127.0.0.1:" + port);
      String view = b.next(m -> m.contains("\"you\":\"b\""));
      assertEquals(5, ClubClient.Page.moves(view), view);
      b.send(ClubTest.turn(TurnNotation.format(g.legalTurns().get(0))));
      b.turns(6);
    } finally {
      second.destroyForcibly();
      second.waitFor(20, TimeUnit.SECONDS);
    }
  }

  /**
   * Issue 46: two sites on one SQLite file were not refused, and a game played through both got
   * stuck on the stale one. The second is refused at start with one sentence; once the first is
   * gone (killed: the operating system lets its lock go), a site starts on the file again.
   */
  @Test
  void aSecondSiteOnTheSameSqliteFileIsRefusedAtStart() throws Exception {
    String db =
        Database.sqliteUrl(
            Path.of("target", "playsite-lock", Long.toString(System.nanoTime()), "club.db"));
    Process first = ChildSite.start("-Xmx128m", "--port", "0", "--database", db);
    try {
      int port = ChildSite.port(first);
      Process second = ChildSite.start("-Xmx128m", "--port", "0", "--database", db);
      String err = err(second);
      assertEquals(1, second.exitValue(), err);
      assertTrue(err.startsWith("another site already runs on the database "), err);
      assertTrue(err.strip().endsWith("(several share a PostgreSQL database)"), err);
      assertEquals(1, err.strip().lines().count(), err);
      assertFalse(err.contains("Exception") || err.contains("\tat "), err);
      // the first goes on
      assertEquals(200, new ClubClient(port).get("/api/options").statusCode());
    } finally {
      first.destroyForcibly();
      first.waitFor(20, TimeUnit.SECONDS);
    }
    Process third = ChildSite.start("-Xmx128m", "--port", "0", "--database", db);
    try {
      assertTrue(ChildSite.port(third) > 0);
    } finally {
      third.destroyForcibly();
      third.waitFor(20, TimeUnit.SECONDS);
    }
  }

  private static String err(Process p) throws Exception {
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "still running");
    return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
  }

  @Test
  void aBadHostIsOneSentence() throws Exception {
    Process p = ChildSite.start("-Xmx64m", "--host", "999.1.1.1", "--port", "0");
    String err = err(p);
    assertEquals(2, p.exitValue(), err);
    assertTrue(err.startsWith("--host 999.1.1.1 is not an address"), err);
    assertFalse(err.contains("Exception") || err.contains("\tat "), err);
  }

  @Test
  void aCapTheHeapCannotHoldIsRefused() throws Exception {
    Process p = ChildSite.start("-Xmx64m", "--max-games", "1000000", "--port", "0");
    String err = err(p);
    assertEquals(2, p.exitValue(), err);
    assertTrue(err.startsWith("--max-games 1000000 needs about"), err);
    assertTrue(err.contains("give --max-games " + PlaySite.mostGames(64L << 20)), err);
    assertEquals(2048, PlaySite.mostGames(256L << 20));
  }

  @Test
  void sigtermStopsTheServerWithARequestStuckInIt() throws Exception {
    Process p = ChildSite.start("-Xmx128m", "--port", "0");
    try {
      try (Socket s = new Socket("127.0.0.1", ChildSite.port(p))) {
        OutputStream o = s.getOutputStream();
        o.write(
            ("POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 100\r\n\r\n{")
                .getBytes(StandardCharsets.ISO_8859_1));
        o.flush();
        Thread.sleep(200);
        long start = System.nanoTime();
        p.destroy(); // SIGTERM
        assertTrue(p.waitFor(20, TimeUnit.SECONDS), "SIGTERM did not stop the server");
        assertTrue(System.nanoTime() - start < 20_000_000_000L);
      }
    } finally {
      p.destroyForcibly();
    }
  }
}
