package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.store.TestDatabases;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Spectators are counted while their sockets are open: a burst of watchers' sockets from one
 * address, many closed by the connection bound as they open and the rest closed by the client,
 * leaves no watcher counted, and the ended game's table leaves memory once its last page closes.
 */
class PhantomSpectatorsTest {
  @Test
  void socketsClosedInABurstAreNotCountedAndAnEndedGameLeavesMemory() throws Exception {
    try (TestDatabases.Fresh db = TestDatabases.fresh(TestDatabases.Kind.SQLITE);
        Site site =
            Site.start(
                SiteConfig.defaults()
                    .withPort(0)
                    .withClientBounds(1000, 1000, 16)
                    .withDatabase(db.url))) {
      ClubClient ann = new ClubClient(site.port());
      ClubClient bo = new ClubClient(site.port());
      String id = ann.invite("{\"side\":\"white\"}");
      ClubClient.Page white = ann.open(id);
      ClubClient.Page black = bo.open(id);
      white.next(m -> m.contains("\"status\":\"live\""));
      List<WebSocket> kept = new ArrayList<>();
      List<CompletableFuture<Integer>> closings = new ArrayList<>();
      for (int burst = 0; burst < 2; burst++) {
        List<CompletableFuture<WebSocket>> opening = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
          CompletableFuture<Integer> closed = new CompletableFuture<>();
          closings.add(closed);
          opening.add(
              HttpClient.newHttpClient()
                  .newWebSocketBuilder()
                  .header("Origin", "http://127.0.0.1:" + site.port())
                  .connectTimeout(Duration.ofSeconds(10))
                  .buildAsync(
                      URI.create("ws://127.0.0.1:" + site.port() + "/ws/g/" + id),
                      new WebSocket.Listener() {
                        @Override
                        public CompletionStage<?> onClose(WebSocket ws, int code, String reason) {
                          closed.complete(code);
                          return null;
                        }

                        @Override
                        public void onError(WebSocket ws, Throwable error) {
                          closed.complete(-1);
                        }
                      })
                  .exceptionally(
                      e -> {
                        closed.complete(-2);
                        return null;
                      }));
        }
        for (CompletableFuture<WebSocket> f : opening) {
          WebSocket ws = f.get(20, TimeUnit.SECONDS);
          if (ws != null) {
            kept.add(ws);
          }
        }
        Thread.sleep(500);
        // the watchers counted are the sockets the server keeps open, no more
        long open = closings.stream().filter(c -> !c.isDone()).count();
        int counted = -1;
        for (int i = 0; i < 80 && counted != open; i++) {
          Thread.sleep(100);
          open = closings.stream().filter(c -> !c.isDone()).count();
          counted = watchers(ann.get("/api/club/" + id).body());
        }
        assertEquals(open, counted, "watchers counted, burst " + (burst + 1));
      }
      for (WebSocket ws : kept) {
        ws.abort();
      }
      // every watcher's socket is closed: none is counted (within the club's beat)
      int watchers = -1;
      for (int i = 0; i < 100 && watchers != 0; i++) {
        Thread.sleep(100);
        watchers = watchers(ann.get("/api/club/" + id).body());
      }
      assertEquals(0, watchers, "watchers counted after every socket closed");
      // the game ends and its two pages close: its table leaves memory
      black.send("{\"do\":\"resign\"}");
      white.next(m -> m.contains("\"status\":\"finished\""));
      white.close();
      black.close();
      int tables = -1;
      for (int i = 0; i < 50 && tables != 0; i++) {
        Thread.sleep(100);
        site.club().expire();
        tables = site.club().tables();
      }
      assertEquals(0, tables, "tables held after the game ended and its pages closed");
    }
  }

  private static int watchers(String view) {
    Matcher m = Pattern.compile("\"watchers\":(\\d+)").matcher(view);
    assertTrue(m.find(), view);
    return Integer.parseInt(m.group(1));
  }
}
