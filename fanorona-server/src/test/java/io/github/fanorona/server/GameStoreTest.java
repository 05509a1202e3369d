package io.github.fanorona.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class GameStoreTest {
  private static Session start(String id) {
    return Session.start(id, Game.start(Variant.sivy()), Side.WHITE, 1, "sivy", "seed000");
  }

  private static final Players.Player ANN = new Players.Player("ann", "Ann");

  /** Issue 34, cause 1: past the cap a new game is refused; no game in play is dropped for it. */
  @Test
  void aFullStoreRefusesNewGamesAndDropsNone() {
    GameStore store = new GameStore(2, Duration.ofMinutes(30), 10, 100);
    Session a = store.create(ANN, "10.0.0.1", Ledger::newId, GameStoreTest::start);
    Session b = store.create(ANN, "10.0.0.2", Ledger::newId, GameStoreTest::start);
    ApiException full =
        assertThrows(
            ApiException.class,
            () -> store.create(ANN, "10.0.0.3", Ledger::newId, GameStoreTest::start));
    assertEquals(503, full.status());
    assertEquals("server_full", full.code());
    assertEquals(a.id(), store.get(a.id()).id());
    assertEquals(b.id(), store.get(b.id()).id());
  }

  @Test
  void oneClientHoldsAndStartsABoundedNumberOfGames() {
    GameStore store = new GameStore(100, Duration.ofMinutes(30), 3, 5);
    for (int i = 0; i < 3; i++) {
      store.create(ANN, "10.0.0.1", Ledger::newId, GameStoreTest::start);
    }
    ApiException held =
        assertThrows(
            ApiException.class,
            () -> store.create(ANN, "10.0.0.1", Ledger::newId, GameStoreTest::start));
    assertEquals(429, held.status());
    store.create(ANN, "10.0.0.2", Ledger::newId, GameStoreTest::start);
    store.create(ANN, "10.0.0.2", Ledger::newId, GameStoreTest::start);
    // the per-minute bound counts the refused attempts' client's creations, not its refusals
    GameStore quick = new GameStore(100, Duration.ofMillis(1), 100, 5);
    for (int i = 0; i < 5; i++) {
      quick.create(ANN, "10.0.0.9", Ledger::newId, GameStoreTest::start);
    }
    ApiException minute =
        assertThrows(
            ApiException.class,
            () -> quick.create(ANN, "10.0.0.9", Ledger::newId, GameStoreTest::start));
    assertEquals(429, minute.status());
    assertTrue(minute.getMessage().contains("a minute"), minute.getMessage());
  }

  @Test
  void aGameAnswersItsOwnerOnly() {
    GameStore store = new GameStore(10, Duration.ofMinutes(30), 10, 10);
    Session a = store.create(ANN, "10.0.0.1", Ledger::newId, GameStoreTest::start);
    store.requireOwner(a.id(), ANN);
    ApiException e =
        assertThrows(
            ApiException.class, () -> store.requireOwner(a.id(), new Players.Player("bo", "Bo")));
    assertEquals(403, e.status());
    assertFalse(e.json().contains(a.id()));
  }

  @Test
  void idleGamesExpire() throws InterruptedException {
    GameStore store = new GameStore(10, Duration.ofMillis(1), 10, 10);
    Session a = store.create(ANN, "10.0.0.1", Ledger::newId, GameStoreTest::start);
    Thread.sleep(5);
    store.expire();
    assertEquals(0, store.size());
    ApiException e = assertThrows(ApiException.class, () -> store.get(a.id()));
    assertEquals(404, e.status());
  }

  @Test
  void aFlatBodyIsReadAndAnythingElseRefused() {
    JsonBody b = JsonBody.parse(" {\"point\" : \"e3\", \"depth\": 4, \"x\": true} ");
    assertEquals("e3", b.string("point").orElseThrow());
    assertEquals(4, b.number("depth", 1, 8, 2));
    assertEquals(
        400, assertThrows(ApiException.class, () -> JsonBody.parse("{\"a\":[1]}")).status());
    assertEquals(
        400, assertThrows(ApiException.class, () -> JsonBody.parse("{\"a\":1,}")).status());
    assertEquals(400, assertThrows(ApiException.class, () -> JsonBody.parse("{} x")).status());
  }
}
