package io.github.fanorona.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class GameStoreTest {
  private static Session start(String id) {
    return Session.start(id, Game.start(Variant.sivy()), Side.WHITE, 1, "sivy", "seed000");
  }

  @Test
  void theOldestGameMakesRoomWhenTheCapIsReached() {
    GameStore store = new GameStore(2, Duration.ofMinutes(30));
    Session a = store.create(GameStoreTest::start);
    Session b = store.create(GameStoreTest::start);
    store.get(a.id());
    store.create(GameStoreTest::start);
    assertEquals(2, store.size());
    assertEquals(a.id(), store.get(a.id()).id());
    assertThrows(ApiException.class, () -> store.get(b.id()));
  }

  @Test
  void idleGamesExpire() throws InterruptedException {
    GameStore store = new GameStore(10, Duration.ofMillis(1));
    Session a = store.create(GameStoreTest::start);
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
