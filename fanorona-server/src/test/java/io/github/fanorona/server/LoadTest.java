package io.github.fanorona.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * 50 simulated players at once, each playing whole games through the HTTP API on the loopback
 * address against the computer at its fastest setting (level 1, no delay), for at most a minute or
 * 4 games each. It prints games per second, the 99th percentile of a click's latency (the
 * computer's replies are not clicks) and the peak heap. Not in the default build:
 *
 * <pre>
 * ./mvnw -B -pl fanorona-server -am test -Djacoco.skip -Dtest=LoadTest -Dsurefire.excludedGroups= \
 *     -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 */
@Tag("long")
class LoadTest {
  private static final int PLAYERS = 50;
  private static final int GAMES_EACH = 4;
  private static final Duration BUDGET = Duration.ofSeconds(60);

  /**
   * How long a player waits before each click, as a person does (the page's players click a few
   * times a second at most). With 0, 50 players firing back to back measure the queue of a
   * saturated 2-core machine rather than what a click costs: {@code -Dload.thinkMillis=0}.
   */
  private static final long THINK_MILLIS = Long.getLong("load.thinkMillis", 250);

  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final List<Long> clickNanos = Collections.synchronizedList(new ArrayList<>());
  private final AtomicInteger errors = new AtomicInteger();
  private final AtomicInteger games = new AtomicInteger();
  private final AtomicInteger busy = new AtomicInteger();
  private final AtomicLong peakHeap = new AtomicLong();
  private String base = "";

  @Test
  void fiftyPlayersPlayWholeGames() throws Exception {
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    try (Site site = Site.start(SiteConfig.defaults().withPort(0).withMaxGames(1000))) {
      base = "http://127.0.0.1:" + site.port();
      Thread sampler =
          new Thread(
              () -> {
                while (!Thread.currentThread().isInterrupted()) {
                  peakHeap.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
                  try {
                    Thread.sleep(50);
                  } catch (InterruptedException e) {
                    return;
                  }
                }
              });
      sampler.setDaemon(true);
      sampler.start();
      long deadline = System.nanoTime() + BUDGET.toNanos();
      long start = System.nanoTime();
      ExecutorService players = Executors.newFixedThreadPool(PLAYERS);
      List<Future<?>> done = new ArrayList<>();
      for (int i = 0; i < PLAYERS; i++) {
        done.add(
            players.submit(
                () -> {
                  for (int g = 0; g < GAMES_EACH && System.nanoTime() < deadline; g++) {
                    if (playGame(deadline)) {
                      games.incrementAndGet();
                    }
                  }
                  return null;
                }));
      }
      for (Future<?> f : done) {
        f.get();
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      players.shutdown();
      sampler.interrupt();
      List<Long> sorted = new ArrayList<>(clickNanos);
      Collections.sort(sorted);
      double p99 = sorted.isEmpty() ? 0 : sorted.get((int) (sorted.size() * 0.99)) / 1e6;
      double p50 = sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2) / 1e6;
      System.out.printf(
          Locale.ROOT,
          "load (think %d ms): %d players, %d whole games in %.1f s = %.2f games/s; %d clicks, p50 %.1f ms,"
              + " p99 %.1f ms; %d errors, %d refused busy; peak heap %d MiB; games held %d (cap %d)%n",
          THINK_MILLIS,
          PLAYERS,
          games.get(),
          seconds,
          games.get() / seconds,
          sorted.size(),
          p50,
          p99,
          errors.get(),
          busy.get(),
          peakHeap.get() >> 20,
          site.games(),
          1000);
      assertEquals(0, errors.get(), "errors");
      assertTrue(games.get() > 0, "no game finished");
    }
  }

  /** One whole game by clicks, as the page would send them; true if it reached its end. */
  private boolean playGame(long deadline) throws Exception {
    String s = post("/api/games", "{\"variant\":\"sivy\",\"level\":1}", false);
    String id = string(s, "id");
    for (int requests = 0; requests < 5000 && System.nanoTime() < deadline; requests++) {
      if (!s.contains("\"outcome\":null")) {
        return true;
      }
      if (s.contains("\"computerToMove\":true")) {
        s = post("/api/games/" + id + "/computer", "{}", false);
        continue;
      }
      List<String> choice = list(s, "choice");
      String body;
      if (!choice.isEmpty() || s.contains("\"choice\":[{")) {
        String to =
            Pattern.compile("\"to\":\"([a-z0-9]+)\"")
                .matcher(s)
                .results()
                .findFirst()
                .map(m -> m.group(1))
                .orElseThrow();
        String kind =
            Pattern.compile("\"kind\":\"([AW-])\"")
                .matcher(s)
                .results()
                .findFirst()
                .map(m -> m.group(1))
                .orElseThrow();
        body = "{\"point\":\"" + to + "\",\"capture\":\"" + kind + "\"}";
      } else {
        List<String> glow = list(s, "glow");
        List<String> targets = list(s, "targets");
        List<String> drops = list(s, "drops");
        List<String> huffs = list(s, "huffs");
        String point =
            !targets.isEmpty()
                ? targets.get(0)
                : !glow.isEmpty()
                    ? glow.get(0)
                    : !drops.isEmpty() ? drops.get(0) : huffs.isEmpty() ? "" : huffs.get(0);
        if (point.isEmpty()) {
          errors.incrementAndGet();
          return false;
        }
        body = "{\"point\":\"" + point + "\"}";
      }
      Thread.sleep(THINK_MILLIS);
      s = post("/api/games/" + id + "/click", body, true);
    }
    return false;
  }

  private String post(String path, String body, boolean click) throws Exception {
    HttpRequest r =
        HttpRequest.newBuilder(URI.create(base + path))
            .timeout(Duration.ofSeconds(30))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();
    long t0 = System.nanoTime();
    HttpResponse<String> resp = http.send(r, HttpResponse.BodyHandlers.ofString());
    long t = System.nanoTime() - t0;
    if (click) {
      clickNanos.add(t);
    }
    if (resp.statusCode() == 503) {
      // Refused by the full search queue, as designed: counted, and asked again.
      busy.incrementAndGet();
      Thread.sleep(100);
      return post(path, body, click);
    }
    if (resp.statusCode() != 200) {
      errors.incrementAndGet();
      throw new IllegalStateException(
          path + " " + body + " -> " + resp.statusCode() + " " + resp.body());
    }
    return resp.body();
  }

  private static String string(String json, String key) {
    Matcher m = Pattern.compile("\"" + key + "\":\"([^\"]*)\"").matcher(json);
    return m.find() ? m.group(1) : "";
  }

  private static List<String> list(String json, String key) {
    Matcher m = Pattern.compile("\"" + key + "\":\\[([^\\]]*)\\]").matcher(json);
    List<String> out = new ArrayList<>();
    if (m.find() && !m.group(1).isEmpty() && !m.group(1).startsWith("{")) {
      for (String part : m.group(1).split(",")) {
        out.add(part.replace("\"", ""));
      }
    }
    return out;
  }
}
