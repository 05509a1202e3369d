package io.github.fanorona.server.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.store.TestDatabases.Fresh;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The relay: events reach every subscriber of every instance, in order, and survive a reconnect.
 */
class RelayTest {

  /** Records what a listener hears. */
  private static final class Heard implements Relay.Listener {
    final BlockingQueue<String> events = new LinkedBlockingQueue<>();
    final BlockingQueue<String> gaps = new LinkedBlockingQueue<>();

    @Override
    public void onEvent(String gameId, String event) {
      events.add(gameId + " " + event);
    }

    @Override
    public void onGap() {
      gaps.add("gap");
    }

    String next(long millis) throws InterruptedException {
      String e = events.poll(millis, TimeUnit.MILLISECONDS);
      if (e == null) {
        throw new AssertionError("no event within " + millis + " ms");
      }
      return e;
    }
  }

  @ParameterizedTest
  @MethodSource("io.github.fanorona.server.store.TestDatabases#kinds")
  void everySubscriberHearsEveryEventInOrder(TestDatabases.Kind kind) throws Exception {
    try (Fresh fresh = TestDatabases.fresh(kind);
        Database db = fresh.open()) {
      Relay relay = db.relay();
      Heard one = new Heard();
      Heard two = new Heard();
      relay.subscribe(one);
      Relay.Subscription s2 = relay.subscribe(two);
      AtomicBoolean thrown = new AtomicBoolean();
      relay.subscribe(
          (g, e) -> {
            if (!thrown.getAndSet(true)) {
              throw new IllegalStateException("a broken listener (expected in this test)");
            }
          });
      for (int i = 0; i < 50; i++) {
        relay.publish("game-" + (i % 3), "turn " + i);
      }
      for (int i = 0; i < 50; i++) {
        String expected = "game-" + (i % 3) + " turn " + i;
        assertEquals(expected, one.next(1000));
        assertEquals(expected, two.next(1000));
      }
      s2.close();
      relay.publish("g", "after");
      assertEquals("g after", one.next(1000));
      assertEquals(null, two.events.poll(300, TimeUnit.MILLISECONDS), "unsubscribed");
    }
  }

  @ParameterizedTest
  @MethodSource("io.github.fanorona.server.store.TestDatabases#kinds")
  void whatIsPublishedIsBounded(TestDatabases.Kind kind) throws Exception {
    try (Fresh fresh = TestDatabases.fresh(kind);
        Database db = fresh.open()) {
      Relay relay = db.relay();
      for (String[] bad :
          new String[][] {
            {"g", "x".repeat(Relay.MAX_EVENT + 1)},
            {"g", ""},
            {"g", "two\nlines"},
            {"", "turn 1"},
            {"a b", "turn 1"},
            {"x".repeat(37), "turn 1"},
          }) {
        StoreException e = assertThrows(StoreException.class, () -> relay.publish(bad[0], bad[1]));
        assertEquals(StoreException.Kind.INVALID, e.kind());
      }
      Heard heard = new Heard();
      relay.subscribe(heard);
      String longest = "é".repeat(Relay.MAX_EVENT);
      relay.publish("x".repeat(36), longest);
      assertEquals("x".repeat(36) + " " + longest, heard.next(1000));
    }
  }

  /**
   * On SQLite, listeners stuck past the queue's bound lose the events beyond it, and hear of the
   * gap once they catch up: the memory stays bounded and the loss is said.
   */
  @Test
  void aFullQueueDropsEventsAndSaysSo() throws Exception {
    try (Fresh fresh = TestDatabases.fresh(TestDatabases.Kind.SQLITE);
        Database db = fresh.open()) {
      Relay relay = db.relay();
      CountDownLatch entered = new CountDownLatch(1);
      CountDownLatch release = new CountDownLatch(1);
      AtomicInteger heard = new AtomicInteger();
      Heard gaps = new Heard();
      relay.subscribe(
          (g, e) -> {
            entered.countDown();
            try {
              release.await();
            } catch (InterruptedException ex) {
              Thread.currentThread().interrupt();
            }
            heard.incrementAndGet();
          });
      relay.subscribe(gaps);
      relay.publish("g", "first");
      assertTrue(entered.await(5, TimeUnit.SECONDS));
      for (int i = 0; i < LocalRelay.QUEUE + 10; i++) {
        relay.publish("g", "turn " + i);
      }
      assertEquals(null, gaps.gaps.poll(200, TimeUnit.MILLISECONDS), "no gap before catching up");
      release.countDown();
      assertEquals("gap", gaps.gaps.poll(10, TimeUnit.SECONDS));
      assertEquals(1 + LocalRelay.QUEUE, heard.get(), "the first, then the queue's worth");
      assertEquals(null, gaps.gaps.poll(300, TimeUnit.MILLISECONDS), "one gap");
      relay.publish("g", "later");
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
      while (heard.get() < 2 + LocalRelay.QUEUE && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
      assertEquals(2 + LocalRelay.QUEUE, heard.get(), "the relay goes on after the gap");
    }
  }

  /** Instance A publishes; instance B, another pool and another listening connection, hears it. */
  @Test
  void anEventReachesAnotherInstanceWithinASecond() throws Exception {
    try (Fresh fresh = TestDatabases.fresh(TestDatabases.Kind.POSTGRES);
        Database a = fresh.open();
        Database b = fresh.open()) {
      Heard onA = new Heard();
      Heard onB = new Heard();
      a.relay().subscribe(onA);
      b.relay().subscribe(onB);
      List<Long> delays = new ArrayList<>();
      for (int i = 0; i < 20; i++) {
        long t0 = System.nanoTime();
        a.relay().publish("game" + i, "turn " + i);
        assertEquals("game" + i + " turn " + i, onB.next(1000));
        delays.add(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0));
        assertEquals("game" + i + " turn " + i, onA.next(1000), "its own instance hears it too");
      }
      assertTrue(delays.stream().allMatch(d -> d < 1000), delays.toString());
    }
  }

  /**
   * The listening connection is killed by the server: the relay says there was a gap, listens
   * again, and hears what comes next.
   */
  @Test
  void theRelayReconnectsAfterLosingItsConnection() throws Exception {
    try (Fresh fresh = TestDatabases.fresh(TestDatabases.Kind.POSTGRES);
        Database a = fresh.open();
        Database b = fresh.open()) {
      Heard onB = new Heard();
      b.relay().subscribe(onB);
      a.relay().publish("g", "before");
      assertEquals("g before", onB.next(1000));
      try (Connection c = DriverManager.getConnection(fresh.url);
          Statement s = c.createStatement();
          ResultSet r =
              s.executeQuery(
                  "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                      + " WHERE application_name = '"
                      + PostgresRelay.APPLICATION
                      + "' AND datname = current_database()")) {
        assertTrue(r.next());
        assertEquals(2, r.getInt(1), "both instances' listening connections were killed");
      }
      assertEquals("gap", onB.gaps.poll(10, TimeUnit.SECONDS), "the listener hears of the gap");
      a.relay().publish("g", "after");
      assertEquals("g after", onB.next(1000));
    }
  }
}
