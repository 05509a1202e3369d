package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Reader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * 50 simulated players at once, each playing whole games through the HTTP API on the loopback
 * address against the computer at its fastest setting (level 1, no delay), clicking as the page
 * does, a person's pause between clicks. The server runs in a process of its own ({@link
 * LoadServer}, started from the test's class path with the flags the README documents for the
 * server jar), so that the players' threads and garbage are not inside the JVM they measure; they
 * still share the machine's cores.
 *
 * <p>First a warm-up (20 s of the same play, not counted: the JIT compiles the click path), then
 * the measured phase: 4 games each, at most 60 s. It prints the clicks' latency (round trip of
 * {@code POST .../click}; the computer's replies are not clicks) with the part spent in the
 * server's handlers ({@code Server-Timing}), the slowest clicks, the load average, and the server's
 * heap. It fails on any error, if the 99th percentile of a click is over {@code load.p99Millis} (50
 * ms), or if the heap the held games keep would not fit the cap of games in the documented heap.
 * Then the attack phase of issue 34 ({@link #underAttack}): 300 slow-body connections and a flood
 * of new games while the players play; every turn within a second, no game lost. Not in the default
 * build:
 *
 * <pre>
 * ./mvnw -B -o -pl fanorona-server -am test -Plong -Djacoco.skip -Dtest=LoadTest \
 *     -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 */
@Tag("long")
class LoadTest {
  private static final int PLAYERS = 50;
  private static final int GAMES_EACH = 4;
  private static final int CAP = 1000;
  private static final Duration BUDGET = Duration.ofSeconds(60);
  private static final Duration WARM_UP =
      Duration.ofSeconds(Long.getLong("load.warmUpSeconds", 20));

  /**
   * How long a player waits before each click, as a person does (the page's players click a few
   * times a second at most). With 0, 50 players firing back to back measure the queue of a
   * saturated 2-core machine rather than what a click costs: {@code -Dload.thinkMillis=0}.
   */
  private static final long THINK_MILLIS = Long.getLong("load.thinkMillis", 250);

  /** The threshold on the 99th percentile of a click, the target. */
  private static final long P99_MILLIS = Long.getLong("load.p99Millis", 50);

  /** The server's JVM flags: those the README gives for the server jar. */
  private static final String SERVER_FLAGS =
      System.getProperty("load.serverFlags", "-Xmx256m -XX:+UseG1GC -XX:MaxGCPauseMillis=20");

  private static final Pattern STATS = Pattern.compile("(\\w+)=(-?\\d+)");
  private static final Pattern TO = Pattern.compile("\"to\":\"([a-z0-9]+)\"");
  private static final Pattern KIND = Pattern.compile("\"kind\":\"([AW-])\"");
  private static final Map<String, Pattern> KEYS = new java.util.concurrent.ConcurrentHashMap<>();
  private static final Pattern SERVER_TIMING = Pattern.compile("dur=([0-9.]+)");

  /** One request's figures: when it started (ns since the phase began), round trip, server part. */
  private record Sample(long at, long nanos, double serverMillis, String path) {}

  private final HttpClient http =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(5))
          .build();
  private final List<Sample> clicks = Collections.synchronizedList(new ArrayList<>());
  private final List<Sample> searches = Collections.synchronizedList(new ArrayList<>());
  private final AtomicInteger errors = new AtomicInteger();
  private final AtomicInteger games = new AtomicInteger();
  private final AtomicInteger busy = new AtomicInteger();
  private volatile long phaseStart;

  /** Each player thread's cookie: the site's secret for the games that thread starts. */
  private final ThreadLocal<String> cookie = ThreadLocal.withInitial(() -> "");

  /** Every game the players started, with its player's cookie: none may be lost. */
  private final Map<String, String> started = new java.util.concurrent.ConcurrentHashMap<>();

  /** The attack phase: how long the players play while the site is attacked. */
  private static final Duration ATTACK = Duration.ofSeconds(Long.getLong("load.attackSeconds", 40));

  /**
   * The longest a player's turn may wait under attack, the bound: {@code load.turnMillis}.
   */
  private static final long TURN_MILLIS = Long.getLong("load.turnMillis", 1000);

  /** The slow-body connections of the attack phase (issue 34). */
  private static final int SLOW_BODIES = 300;

  private String base = "";
  private BufferedReader serverOut = new BufferedReader(Reader.nullReader());
  private PrintStream serverIn =
      new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);

  @Test
  void fiftyPlayersPlayWholeGames() throws Exception {
    Path gcLog = Path.of("target", "load-server-gc.log");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(Arrays.asList(SERVER_FLAGS.trim().split("\\s+")));
    command.add("-Xlog:gc:file=" + gcLog);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(LoadServer.class.getName());
    command.add(String.valueOf(CAP));
    Process server =
        new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    try {
      serverOut =
          new BufferedReader(
              new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
      serverIn = new PrintStream(server.getOutputStream(), true, StandardCharsets.UTF_8);
      String first = serverOut.readLine();
      assertTrue(first != null && first.startsWith("port "), "the server did not start: " + first);
      base = "http://127.0.0.1:" + first.substring(5).trim();
      Map<String, Long> empty = stats("gc");

      String loadBefore = loadAverage();
      play(WARM_UP, Integer.MAX_VALUE);
      clicks.clear();
      searches.clear();
      busy.set(0);
      games.set(0);
      int warmUpErrors = errors.get();

      long start = System.nanoTime();
      play(BUDGET, GAMES_EACH);
      double seconds = (System.nanoTime() - start) / 1e9;
      String loadAfter = loadAverage();

      Map<String, Long> peak = stats("stats");
      Map<String, Long> held = stats("gc");
      report(seconds, loadBefore, loadAfter, peak, held, empty, warmUpErrors);

      assertEquals(0, errors.get(), "errors (warm-up and measured)");
      assertTrue(games.get() > 0, "no game finished");
      double p99 = percentile(clicks, 0.99);
      assertTrue(
          p99 <= P99_MILLIS, String.format(Locale.ROOT, "p99 %.1f ms > %d ms", p99, P99_MILLIS));
      assertTrue(held.getOrDefault("games", 0L) <= CAP, "more games held than the cap");
      // What one held game keeps, times the cap, must fit the heap with room for a burst.
      long perGame = perGame(empty, held);
      long atCap = empty.getOrDefault("live", 0L) + perGame * CAP;
      assertTrue(
          atCap <= held.getOrDefault("max", 0L) / 2,
          "the games at the cap would keep "
              + (atCap >> 20)
              + " MiB of "
              + (held.getOrDefault("max", 0L) >> 20));
      underAttack();
    } finally {
      serverIn.close();
      if (!server.waitFor(10, TimeUnit.SECONDS)) {
        server.destroyForcibly();
      }
    }
  }

  /**
   * Issue 34: the players play on while 300 connections send their bodies a byte a second (from
   * 127.0.0.2) and one client starts games as fast as it can (from 127.0.0.3). Every turn of a
   * player (a click, the computer's reply) is answered within a second, and every game a player
   * started, in every phase, is still there for its player.
   */
  private void underAttack() throws Exception {
    clicks.clear();
    searches.clear();
    int errorsBefore = errors.get();
    Attackers attackers =
        Attackers.start(Integer.parseInt(base.replaceAll(".*:", "")), SLOW_BODIES);
    long start = System.nanoTime();
    try {
      // two games each at most: the players' games of every phase stay within their address's bound
      play(ATTACK, 2);
    } finally {
      attackers.close();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    int lost = 0;
    for (Map.Entry<String, String> g : started.entrySet()) {
      HttpRequest r =
          HttpRequest.newBuilder(URI.create(base + "/api/games/" + g.getKey()))
              .timeout(Duration.ofSeconds(30))
              .header("Cookie", g.getValue())
              .build();
      if (http.send(r, HttpResponse.BodyHandlers.discarding()).statusCode() != 200) {
        lost++;
      }
    }
    System.out.printf(
        Locale.ROOT,
        "under attack (%d slow-body connections from 127.0.0.2, reopened %d times; a flood of new"
            + " games from 127.0.0.3, answered %s): %.1f s, %d clicks, p50 %.1f ms, p99 %.1f ms,"
            + " max %.1f ms; %d computer replies, p99 %.1f ms, max %.1f ms; %d errors; %d games"
            + " started by the players in all phases, %d lost%n",
        SLOW_BODIES,
        attackers.reopened(),
        attackers.created(),
        seconds,
        clicks.size(),
        percentile(clicks, 0.5),
        percentile(clicks, 0.99),
        percentile(clicks, 1),
        searches.size(),
        percentile(searches, 0.99),
        percentile(searches, 1),
        errors.get() - errorsBefore,
        started.size(),
        lost);
    assertEquals(errorsBefore, errors.get(), "errors under attack");
    assertTrue(clicks.size() > 0, "no click under attack");
    assertTrue(percentile(clicks, 1) <= TURN_MILLIS, "a click waited more than " + TURN_MILLIS);
    assertTrue(
        percentile(searches, 1) <= TURN_MILLIS,
        "a computer's reply waited more than " + TURN_MILLIS);
    assertEquals(0, lost, "games lost");
    assertTrue(
        attackers.created().getOrDefault(429, new AtomicInteger()).get() > 0,
        "the flood was never bounded: " + attackers.created());
  }

  /** 50 players at once until the budget ends or each has played {@code each} games. */
  private void play(Duration budget, int each) throws Exception {
    long deadline = System.nanoTime() + budget.toNanos();
    phaseStart = System.nanoTime();
    ExecutorService players = Executors.newFixedThreadPool(PLAYERS);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int i = 0; i < PLAYERS; i++) {
        done.add(
            players.submit(
                () -> {
                  for (int g = 0; g < each && System.nanoTime() < deadline; g++) {
                    if (playGame(deadline)) {
                      games.incrementAndGet();
                    }
                  }
                  return null;
                }));
      }
      for (Future<?> f : done) {
        f.get(budget.toSeconds() + 60, TimeUnit.SECONDS);
      }
    } finally {
      players.shutdownNow();
    }
  }

  private void report(
      double seconds,
      String loadBefore,
      String loadAfter,
      Map<String, Long> peak,
      Map<String, Long> held,
      Map<String, Long> empty,
      int warmUpErrors) {
    System.out.printf(
        Locale.ROOT,
        "load (think %d ms, warm-up %d s not counted, server %s): load average %s before, %s after;"
            + " %d players, %d whole games in %.1f s = %.2f games/s; %d clicks, p50 %.1f ms, p99"
            + " %.1f ms, max %.1f ms (in the server's handlers: p50 %.2f ms, p99 %.2f ms, max %.2f"
            + " ms); %d computer replies, p50 %.1f ms, p99 %.1f ms (handlers p99 %.1f ms); %d errors"
            + " (%d in the warm-up), %d refused busy; server heap: peak %d MiB, live after a full GC"
            + " %d MiB with %d games held (%d MiB with none), %d bytes a game, cap %d, max heap %d"
            + " MiB; %d collections, longest pause %d ms (before the final full GC)%n",
        THINK_MILLIS,
        WARM_UP.toSeconds(),
        SERVER_FLAGS,
        loadBefore,
        loadAfter,
        PLAYERS,
        games.get(),
        seconds,
        games.get() / seconds,
        clicks.size(),
        percentile(clicks, 0.5),
        percentile(clicks, 0.99),
        percentile(clicks, 1),
        serverPercentile(clicks, 0.5),
        serverPercentile(clicks, 0.99),
        serverPercentile(clicks, 1),
        searches.size(),
        percentile(searches, 0.5),
        percentile(searches, 0.99),
        serverPercentile(searches, 0.99),
        errors.get(),
        warmUpErrors,
        busy.get(),
        peak.getOrDefault("peak", 0L) >> 20,
        held.getOrDefault("live", 0L) >> 20,
        held.getOrDefault("games", 0L),
        empty.getOrDefault("live", 0L) >> 20,
        perGame(empty, held),
        CAP,
        held.getOrDefault("max", 0L) >> 20,
        peak.getOrDefault("collections", 0L),
        peak.getOrDefault("longestPauseMs", 0L));
    List<Sample> slow = new ArrayList<>(clicks);
    slow.sort((a, b) -> Long.compare(b.nanos(), a.nanos()));
    StringBuilder sb = new StringBuilder("slowest clicks (at s: round trip / in handlers ms):");
    for (Sample s : slow.subList(0, Math.min(15, slow.size()))) {
      sb.append(
          String.format(
              Locale.ROOT, " %.1f: %.1f/%.2f", s.at() / 1e9, s.nanos() / 1e6, s.serverMillis()));
    }
    System.out.println(sb);
  }

  private static long perGame(Map<String, Long> empty, Map<String, Long> held) {
    long games = held.getOrDefault("games", 0L) - empty.getOrDefault("games", 0L);
    return games <= 0
        ? 0
        : Math.max(0, held.getOrDefault("live", 0L) - empty.getOrDefault("live", 0L)) / games;
  }

  private static double percentile(List<Sample> samples, double q) {
    long[] v = samples.stream().mapToLong(Sample::nanos).sorted().toArray();
    return v.length == 0 ? 0 : v[Math.min(v.length - 1, (int) (v.length * q))] / 1e6;
  }

  private static double serverPercentile(List<Sample> samples, double q) {
    double[] v = samples.stream().mapToDouble(Sample::serverMillis).sorted().toArray();
    return v.length == 0 ? 0 : v[Math.min(v.length - 1, (int) (v.length * q))];
  }

  /** Asks the server for its heap figures (after a full collection if {@code gc}). */
  private Map<String, Long> stats(String command) throws Exception {
    serverIn.println(command);
    String line = serverOut.readLine();
    assertTrue(line != null && line.startsWith("stats "), "no stats from the server: " + line);
    Map<String, Long> out = new HashMap<>();
    Matcher m = STATS.matcher(line);
    while (m.find()) {
      out.put(m.group(1), Long.parseLong(m.group(2)));
    }
    return out;
  }

  private static String loadAverage() {
    try {
      String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
      return parts[0] + "/" + parts[1] + "/" + parts[2];
    } catch (Exception e) {
      return "unknown";
    }
  }

  /** One whole game by clicks, as the page would send them; true if it reached its end. */
  private boolean playGame(long deadline) throws Exception {
    String s = post("/api/games", "{\"variant\":\"sivy\",\"level\":1}", null);
    String id = string(s, "id");
    started.put(id, cookie.get());
    for (int requests = 0; requests < 5000 && System.nanoTime() < deadline; requests++) {
      if (!s.contains("\"outcome\":null")) {
        return true;
      }
      if (s.contains("\"computerToMove\":true")) {
        s = post("/api/games/" + id + "/computer", "{}", searches);
        continue;
      }
      List<String> choice = list(s, "choice");
      String body;
      if (!choice.isEmpty() || s.contains("\"choice\":[{")) {
        String to = TO.matcher(s).results().findFirst().map(m -> m.group(1)).orElseThrow();
        String kind = KIND.matcher(s).results().findFirst().map(m -> m.group(1)).orElseThrow();
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
      s = post("/api/games/" + id + "/click", body, clicks);
    }
    return false;
  }

  private String post(String path, String body, List<Sample> into) throws Exception {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create(base + path))
            .timeout(Duration.ofSeconds(30))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    if (!cookie.get().isEmpty()) {
      b.header("Cookie", cookie.get());
    }
    HttpRequest r = b.build();
    long t0 = System.nanoTime();
    HttpResponse<String> resp = http.send(r, HttpResponse.BodyHandlers.ofString());
    // the secret the site gives a player with its first game: this thread's player from then on
    resp.headers()
        .firstValue("Set-Cookie")
        .ifPresent(
            c -> cookie.set(c.substring(0, c.indexOf(';') < 0 ? c.length() : c.indexOf(';'))));
    long t = System.nanoTime() - t0;
    if (into != null) {
      double server =
          resp.headers()
              .firstValue("Server-Timing")
              .map(SERVER_TIMING::matcher)
              .filter(Matcher::find)
              .map(m -> Double.parseDouble(m.group(1)))
              .orElse(-1.0);
      into.add(new Sample(t0 - phaseStart, t, server, path));
    }
    if (resp.statusCode() == 503) {
      // Refused by the full search queue, as designed: counted, and asked again.
      busy.incrementAndGet();
      Thread.sleep(100);
      return post(path, body, into);
    }
    if (resp.statusCode() != 200) {
      errors.incrementAndGet();
      throw new IllegalStateException(
          path + " " + body + " -> " + resp.statusCode() + " " + resp.body());
    }
    return resp.body();
  }

  private static String string(String json, String key) {
    Matcher m =
        KEYS.computeIfAbsent(key + "=", k -> Pattern.compile("\"" + key + "\":\"([^\"]*)\""))
            .matcher(json);
    return m.find() ? m.group(1) : "";
  }

  private static List<String> list(String json, String key) {
    Matcher m =
        KEYS.computeIfAbsent(key + "[", k -> Pattern.compile("\"" + key + "\":\\[([^\\]]*)\\]"))
            .matcher(json);
    List<String> out = new ArrayList<>();
    if (m.find() && !m.group(1).isEmpty() && !m.group(1).startsWith("{")) {
      for (String part : m.group(1).split(",")) {
        out.add(part.replace("\"", ""));
      }
    }
    return out;
  }
}
