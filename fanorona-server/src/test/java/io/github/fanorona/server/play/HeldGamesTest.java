package io.github.fanorona.server.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.server.Ids;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.players.Player;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class HeldGamesTest {
  private static Session start(String id) {
    return Session.start(id, Game.start(Variant.sivy()), Side.WHITE, 1, "sivy", "seed000");
  }

  private static final Player ANN = new Player("ann", "Ann");

  /** Issue 34, cause 1: past the cap a new game is refused; no game in play is dropped for it. */
  @Test
  void aFullStoreRefusesNewGamesAndDropsNone() {
    HeldGames store = new HeldGames(2, Duration.ofMinutes(30), 10, 100);
    Session a = store.create(ANN, "10.0.0.1", Ids::newId, HeldGamesTest::start);
    Session b = store.create(ANN, "10.0.0.2", Ids::newId, HeldGamesTest::start);
    Refusal full =
        assertThrows(
            Refusal.class, () -> store.create(ANN, "10.0.0.3", Ids::newId, HeldGamesTest::start));
    assertEquals(503, full.status());
    assertEquals("server_full", full.code());
    assertEquals(a.id(), store.get(a.id()).id());
    assertEquals(b.id(), store.get(b.id()).id());
  }

  @Test
  void oneClientHoldsAndStartsABoundedNumberOfGames() {
    HeldGames store = new HeldGames(100, Duration.ofMinutes(30), 3, 5);
    for (int i = 0; i < 3; i++) {
      store.create(ANN, "10.0.0.1", Ids::newId, HeldGamesTest::start);
    }
    Refusal held =
        assertThrows(
            Refusal.class, () -> store.create(ANN, "10.0.0.1", Ids::newId, HeldGamesTest::start));
    assertEquals(429, held.status());
    store.create(ANN, "10.0.0.2", Ids::newId, HeldGamesTest::start);
    store.create(ANN, "10.0.0.2", Ids::newId, HeldGamesTest::start);
    // the per-minute bound counts the refused attempts' client's creations, not its refusals
    HeldGames quick = new HeldGames(100, Duration.ofMillis(1), 100, 5);
    for (int i = 0; i < 5; i++) {
      quick.create(ANN, "10.0.0.9", Ids::newId, HeldGamesTest::start);
    }
    Refusal minute =
        assertThrows(
            Refusal.class, () -> quick.create(ANN, "10.0.0.9", Ids::newId, HeldGamesTest::start));
    assertEquals(429, minute.status());
    assertTrue(minute.getMessage().contains("a minute"), minute.getMessage());
  }

  /** Issue 47: a finished game does not count toward its address's bound; a game in play does. */
  @Test
  void finishedGamesDoNotCountTowardTheBound() {
    HeldGames store = new HeldGames(100, Duration.ofMinutes(30), 3, 100);
    for (int i = 0; i < 10; i++) {
      Session s = store.create(ANN, "10.0.0.1", Ids::newId, HeldGamesTest::start);
      store.update(s.id(), x -> x.played(x.game().resign(Side.WHITE)));
    }
    assertEquals(10, store.size(), "the finished games are still held, for their record");
    for (int i = 0; i < 3; i++) {
      store.create(ANN, "10.0.0.1", Ids::newId, HeldGamesTest::start);
    }
    Refusal held =
        assertThrows(
            Refusal.class, () -> store.create(ANN, "10.0.0.1", Ids::newId, HeldGamesTest::start));
    assertEquals(429, held.status());
    assertEquals("too_many_games.held", held.key());
  }

  @Test
  void aGameAnswersItsOwnerOnly() {
    HeldGames store = new HeldGames(10, Duration.ofMinutes(30), 10, 10);
    Session a = store.create(ANN, "10.0.0.1", Ids::newId, HeldGamesTest::start);
    store.requireOwner(a.id(), ANN);
    Refusal e =
        assertThrows(Refusal.class, () -> store.requireOwner(a.id(), new Player("bo", "Bo")));
    assertEquals(403, e.status());
    assertFalse(e.getMessage().contains(a.id()));
  }

  @Test
  void idleGamesExpire() throws InterruptedException {
    HeldGames store = new HeldGames(10, Duration.ofMillis(1), 10, 10);
    Session a = store.create(ANN, "10.0.0.1", Ids::newId, HeldGamesTest::start);
    Thread.sleep(5);
    store.expire();
    assertEquals(0, store.size());
    Refusal e = assertThrows(Refusal.class, () -> store.get(a.id()));
    assertEquals(404, e.status());
  }
}
