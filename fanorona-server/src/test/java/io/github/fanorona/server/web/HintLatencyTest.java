package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The play page's Hint under use (tagged {@code long}): one player asks the site for a hint (the
 * page's own request, {@code {}}: depth 4, at most 500 ms), plays it, lets the computer (level 1)
 * reply, and again, game after game, on a site in this JVM; the round trip of each hint is measured
 * after a warm-up ({@code -Dhint.warmUp=30}, {@code -Dhint.count=300}). Only the HTTP API is used,
 * so the same file measures any version of the site (benchmarks/README.md).
 */
@Tag("long")
class HintLatencyTest {
  private static final int WARM_UP = Integer.getInteger("hint.warmUp", 30);
  private static final int COUNT = Integer.getInteger("hint.count", 300);
  private static final Pattern ID = Pattern.compile("\"id\":\"([A-Za-z0-9_-]+)\"");
  private static final Pattern HINT = Pattern.compile("\"hint\":\\{\"text\":\"([^\"]+)\"");

  @Test
  void hintsAreMeasured() throws Exception {
    try (Site site =
        Site.start(SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64))) {
      HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
      String base = "http://127.0.0.1:" + site.port();
      List<Long> micros = new ArrayList<>();
      String id = "";
      boolean over = true;
      for (int i = 0; i < WARM_UP + COUNT; i++) {
        if (over) {
          id = find(ID, post(http, base + "/api/games", "{\"variant\":\"sivy\",\"level\":1}"));
        }
        long t0 = System.nanoTime();
        String hinted = post(http, base + "/api/games/" + id + "/hint", "{}");
        long took = (System.nanoTime() - t0) / 1000;
        if (i >= WARM_UP) {
          micros.add(took);
        }
        String played =
            post(
                http,
                base + "/api/games/" + id + "/turn",
                "{\"text\":\"" + find(HINT, hinted) + "\"}");
        over = played.contains("\"outcome\":{");
        if (!over) {
          over =
              post(http, base + "/api/games/" + id + "/computer", "{}").contains("\"outcome\":{");
        }
      }
      Collections.sort(micros);
      System.out.printf(
          Locale.ROOT,
          "hints %d: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms%n",
          micros.size(),
          at(micros, 0.50),
          at(micros, 0.90),
          at(micros, 0.99),
          micros.get(micros.size() - 1) / 1000.0);
    }
  }

  private static double at(List<Long> sorted, double q) {
    return sorted.get((int) Math.min(sorted.size() - 1, Math.floor(q * sorted.size()))) / 1000.0;
  }

  private static String find(Pattern p, String text) {
    Matcher m = p.matcher(text);
    if (!m.find()) {
      throw new AssertionError(text);
    }
    return m.group(1);
  }

  private static String post(HttpClient http, String url, String body) throws Exception {
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertEquals(200, r.statusCode(), r.body());
    return r.body();
  }
}
