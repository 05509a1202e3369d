package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.server.players.Players;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One browser of the club's tests: its own cookies for the HTTP API, and game pages' WebSockets
 * (the JDK's client) that hand every message they hear to a queue.
 *
 * <pre>{@code
 * ClubClient ann = new ClubClient(site.port());
 * String id = ann.invite("{\"side\":\"white\"}");
 * ClubClient.Page page = ann.open(id);
 * page.next(m -> m.contains("\"status\":\"waiting\""));
 * }</pre>
 */
final class ClubClient {
  private final int port;
  private final CookieManager cookies;
  private final HttpClient http;

  ClubClient(int port) {
    this(port, new CookieManager());
  }

  /** The same browser (its cookies) on another instance of the club. */
  ClubClient(int port, ClubClient browser) {
    this(port, browser.cookies);
  }

  private ClubClient(int port, CookieManager cookies) {
    this.port = port;
    this.cookies = cookies;
    this.http = HttpClient.newBuilder().cookieHandler(cookies).build();
  }

  HttpResponse<String> post(String path, String body) throws Exception {
    return SiteAttacksTest.send(http, port, "POST", path, body, "Content-Type", "application/json");
  }

  HttpResponse<String> get(String path) throws Exception {
    return SiteAttacksTest.send(http, port, "GET", path, "");
  }

  /** "Play a friend": the new game's id. */
  String invite(String body) throws Exception {
    HttpResponse<String> r = post("/api/club", body);
    assertEquals(200, r.statusCode(), r.body());
    return field(r.body(), "id");
  }

  /** The player's secret, as the cookie holds it ("" before the first game or name). */
  String secret() {
    return cookies.getCookieStore().getCookies().stream()
        .filter(c -> c.getName().equals(Players.COOKIE))
        .map(c -> c.getValue())
        .findFirst()
        .orElse("");
  }

  /** Opens the game's page: joins it (the free side, if any), then its WebSocket. */
  Page open(String id) throws Exception {
    assertEquals(200, post("/api/club/" + id + "/join", "{}").statusCode());
    return socket(id, secret(), "http://127.0.0.1:" + port);
  }

  /** A WebSocket to a game's address with this cookie secret ("" for none) and origin. */
  Page socket(String id, String secret, String origin) throws Exception {
    Page page = new Page();
    WebSocket.Builder b = HttpClient.newHttpClient().newWebSocketBuilder();
    if (!secret.isEmpty()) {
      b.header("Cookie", Players.COOKIE + "=" + secret);
    }
    b.header("Origin", origin);
    // Generous: a site just restarted in a JVM of its own on a loaded machine (the CI's two cores)
    // may take seconds to answer its first handshake; the load test measures speed, not this.
    page.ws =
        b.connectTimeout(Duration.ofSeconds(30))
            .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/g/" + id), page)
            .get(30, TimeUnit.SECONDS);
    return page;
  }

  /**
   * Plays {@code n} turns from {@code g} (each the first legal one, typed on the page of the side
   * to move) and waits until every page has heard each of them.
   *
   * @return the game after them
   */
  static Game play(Game g, int n, Page white, Page black, Page... watchers)
      throws InterruptedException {
    Game now = g;
    for (int i = 0; i < n && !now.isOver(); i++) {
      String t = TurnNotation.format(now.legalTurns().get(0));
      Page mover = now.position().sideToMove() == Side.WHITE ? white : black;
      now = now.play(t);
      mover.send("{\"do\":\"turn\",\"text\":\"" + t + "\"}");
      int played = now.turns().size();
      white.turns(played);
      black.turns(played);
      for (Page p : watchers) {
        // the move list writes counts (f3-f4W1): its start is the turn's first step
        assertTrue(p.turns(played).contains("\"text\":\"" + t.substring(0, 5)), t);
      }
    }
    return now;
  }

  static String field(String json, String name) {
    Matcher m = Pattern.compile("\"" + name + "\":\"([^\"]*)\"").matcher(json);
    return m.find() ? m.group(1) : "";
  }

  /** One open game page: what it hears, and how it sends. */
  static final class Page implements WebSocket.Listener {
    final LinkedBlockingQueue<String> heard = new LinkedBlockingQueue<>();
    final CompletableFuture<Integer> closed = new CompletableFuture<>();
    private final StringBuilder part = new StringBuilder();
    WebSocket ws;

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
      part.append(data);
      if (last) {
        heard.add(part.toString());
        part.setLength(0);
      }
      webSocket.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
      closed.complete(statusCode);
      return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
      closed.complete(-1);
    }

    void send(String text) {
      ws.sendText(text, true).join();
    }

    /** The next message that matches, within 5 s (the ones before it are passed over). */
    String next(Predicate<String> wanted) throws InterruptedException {
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
      while (System.nanoTime() < end) {
        String m = heard.poll(100, TimeUnit.MILLISECONDS);
        if (m != null && wanted.test(m)) {
          return m;
        }
      }
      assertNotNull(null, "no such message within 5 s");
      return "";
    }

    /** The next state with that many turns played. */
    String turns(int n) throws InterruptedException {
      return next(m -> m.startsWith("{\"type\":\"state\"") && moves(m) == n);
    }

    void close() {
      ws.sendClose(WebSocket.NORMAL_CLOSURE, "").join();
    }

    static int moves(String state) {
      Matcher m = Pattern.compile("\"moves\":\\[(.*?)\\]").matcher(state);
      if (!m.find() || m.group(1).isEmpty()) {
        return 0;
      }
      return m.group(1).split("\\},\\{").length;
    }
  }
}
