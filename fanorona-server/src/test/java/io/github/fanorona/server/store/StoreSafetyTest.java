package io.github.fanorona.server.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.store.GameRow.TurnRow;
import io.github.fanorona.server.store.TestDatabases.Fresh;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the store promises two servers and a crash: of many writers of one ply exactly one wins, and
 * a turn acknowledged before a {@code kill -9} is there afterwards.
 */
class StoreSafetyTest {
  private static final int WRITERS = 8;
  private static final int PLIES = 15;

  @ParameterizedTest
  @MethodSource("io.github.fanorona.server.store.TestDatabases#kinds")
  void ofTwoInstancesWritingOnePlyExactlyOneWins(TestDatabases.Kind kind) throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(WRITERS);
    try (Fresh fresh = TestDatabases.fresh(kind);
        Database a = fresh.open();
        Database b = fresh.open()) {
      String ann = TestDatabases.player(a, "Ann");
      String bob = TestDatabases.player(b, "Bob");
      GameRow g = a.games().create(NewGame.of("sivy", "standard").withWhite(ann).withBlack(bob));
      for (int ply = 1; ply <= PLIES; ply++) {
        int version = g.version();
        String id = g.id();
        int p = ply;
        CountDownLatch start = new CountDownLatch(1);
        List<Future<GameRow>> tries = new ArrayList<>();
        for (int w = 0; w < WRITERS; w++) {
          GameRows store = (w % 2 == 0 ? a : b).games();
          String text = "ply" + ply + "-writer" + w;
          tries.add(
              threads.submit(
                  () -> {
                    start.await();
                    try {
                      return store.appendTurn(id, p, text, version);
                    } catch (StoreException e) {
                      assertEquals(StoreException.Kind.CONFLICT, e.kind(), e.getMessage());
                      return null;
                    }
                  }));
        }
        start.countDown();
        List<GameRow> won = new ArrayList<>();
        for (Future<GameRow> f : tries) {
          GameRow r = f.get(30, TimeUnit.SECONDS);
          if (r != null) {
            won.add(r);
          }
        }
        assertEquals(1, won.size(), "exactly one writer of ply " + ply + " wins");
        g = won.get(0);
        assertEquals(version + 1, g.version());
        assertEquals(g, b.games().game(g.id()).orElseThrow());
        List<TurnRow> turns = a.games().turns(g.id());
        assertEquals(ply, turns.size());
        assertTrue(turns.get(ply - 1).text().startsWith("ply" + ply + "-"));
      }
    } finally {
      threads.shutdownNow();
    }
  }

  /**
   * A server process stores turns and says "stored N" after each; it is killed (SIGKILL) in full
   * flow, and a new instance on the same database finds every turn it acknowledged.
   */
  @ParameterizedTest
  @MethodSource("io.github.fanorona.server.store.TestDatabases#kinds")
  void everyAcknowledgedTurnSurvivesAKill(TestDatabases.Kind kind) throws Exception {
    try (Fresh fresh = TestDatabases.fresh(kind)) {
      String gameId;
      try (Database db = fresh.open()) {
        String ann = TestDatabases.player(db, "Ann");
        gameId =
            db.games()
                .create(NewGame.of("sivy", "standard").withWhite(ann).withComputer(Side.BLACK, 1))
                .id();
      }
      Path java = Path.of(System.getProperty("java.home"), "bin", "java");
      Process p =
          new ProcessBuilder(
                  java.toString(),
                  "-cp",
                  System.getProperty("java.class.path"),
                  TurnWriter.class.getName(),
                  fresh.url,
                  gameId)
              .redirectError(ProcessBuilder.Redirect.INHERIT)
              .start();
      int acknowledged = 0;
      try (BufferedReader out =
          new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
        String line;
        while (acknowledged < 40 && (line = out.readLine()) != null) {
          acknowledged = Integer.parseInt(line.substring("stored ".length()));
        }
        p.destroyForcibly();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
      }
      assertEquals(40, acknowledged, "the writer stored 40 turns before it was killed");
      try (Database after = fresh.open()) {
        List<TurnRow> turns = after.games().turns(gameId);
        assertTrue(turns.size() >= acknowledged, turns.size() + " turns after the kill");
        for (int i = 0; i < turns.size(); i++) {
          assertEquals(i + 1, turns.get(i).ply());
          assertEquals(TurnWriter.text(i + 1), turns.get(i).text());
        }
        assertEquals(turns.size(), after.games().game(gameId).orElseThrow().version());
      }
    }
  }
}
