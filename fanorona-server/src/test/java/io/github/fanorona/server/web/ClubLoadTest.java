package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.server.players.Players;
import io.github.fanorona.server.store.Database;
import io.github.fanorona.server.store.TestDatabases;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The club under load (issue 29): 200 games between people at once over WebSockets on the loopback
 * address, each watched by two spectators (400), for two minutes, on the site's default database (a
 * SQLite file, every turn written before it is told). Each player plays a random legal turn about a
 * second after the opponent's reached it; a finished game makes room for a new one at the same
 * table. It measures the time from a turn sent to the opponent's page receiving the new state, and
 * fails on any error (a refused turn, a closed socket, a state that does not come within 5 s), if
 * the 99th percentile is over {@code club.p99Millis} (100 ms), or if the heap after the run is more
 * than {@code club.heapGrowthMb} (256 MB) above the heap after the warm-up. The site runs in this
 * JVM: the clients' threads share its cores, as in the play site's {@code LoadTest}. A second test
 * runs the same club on two instances over one PostgreSQL ({@code FANORONA_TEST_PG_URL}), each
 * game's players on different instances and its spectators split between them (issue 42). Not in
 * the default build:
 *
 * <pre>
 * ./mvnw -B -o -pl fanorona-server -am test -Plong -Djacoco.skip -Dtest=ClubLoadTest \
 *     -Dsurefire.failIfNoSpecifiedTests=false
 * ./mvnw -B -o -pl fanorona-server test -Plong -Djacoco.skip \
 *     -Dtest='ClubLoadTest#twoInstancesOnOnePostgres' -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 *
 * The seed of the random turns is printed; {@code -Dclub.seed=N} plays the same again.
 */
@Tag("long")
class ClubLoadTest {
  private static final int TABLES = Integer.getInteger("club.games", 200);
  private static final int SPECTATORS = Integer.getInteger("club.spectatorsPerGame", 2);
  private static final Duration RUN = Duration.ofSeconds(Long.getLong("club.seconds", 120));
  private static final Duration WARM_UP =
      Duration.ofSeconds(Long.getLong("club.warmUpSeconds", 20));
  private static final long THINK_MILLIS = Long.getLong("club.thinkMillis", 1000);
  private static final long P99_MILLIS = Long.getLong("club.p99Millis", 100);
  private static final long HEAP_GROWTH_MB = Long.getLong("club.heapGrowthMb", 256);
  private static final Pattern SET_COOKIE = Pattern.compile(Players.COOKIE + "=([^;]+)");

  /** One client for every request and socket: 1,200 sockets need no 1,200 selector threads. */
  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  private final ScheduledExecutorService players = Executors.newScheduledThreadPool(2);
  private final List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
  private final AtomicInteger errors = new AtomicInteger();
  private final AtomicInteger turns = new AtomicInteger();
  private final AtomicInteger finished = new AtomicInteger();
  private final List<String> firstErrors = Collections.synchronizedList(new ArrayList<>());
  private volatile boolean measuring;
  private volatile boolean stopping;

  /** The sites' ports: table i's White on instance i, its Black on the next, and so on. */
  private int[] ports = {};

  @Test
  void twoHundredGamesWithFourHundredSpectators() throws Exception {
    Path dir = Files.createTempDirectory("fanorona-club-load");
    try (Site site = Site.start(config(Database.sqliteUrl(dir.resolve("club.db"))))) {
      run(site);
    }
  }

  /**
   * The same club on two instances over one PostgreSQL: each game's players on different instances
   * (every turn reaches the opponent through the database's NOTIFY), its spectators split between
   * them. Skipped without {@code FANORONA_TEST_PG_URL}.
   */
  @Test
  void twoInstancesOnOnePostgres() throws Exception {
    try (TestDatabases.Fresh db = TestDatabases.fresh(TestDatabases.Kind.POSTGRES);
        Site a = Site.start(config(db.url));
        Site b = Site.start(config(db.url))) {
      run(a, b);
    }
  }

  private static SiteConfig config(String database) {
    return SiteConfig.defaults()
        .withPort(0)
        .withMaxGames(4 * TABLES + 100)
        .withClientBounds(100_000, 100_000, 100_000)
        .withDatabase(database);
  }

  /** Plays the tables on the sites (a table's seats and spectators spread over them). */
  private void run(Site... sites) throws Exception {
    long seed = Long.getLong("club.seed", System.nanoTime());
    System.out.println("ClubLoadTest seed " + seed + " (-Dclub.seed=" + seed + " replays it)");
    ports = java.util.Arrays.stream(sites).mapToInt(Site::port).toArray();
    List<Table> tables = new ArrayList<>();
    for (int i = 0; i < TABLES; i++) {
      Table t = new Table(i, new Random(seed + i));
      tables.add(t);
      t.begin();
    }
    Thread.sleep(WARM_UP.toMillis());
    long heapBefore = usedHeapAfterGc();
    latencies.clear();
    turns.set(0);
    measuring = true;
    Thread.sleep(RUN.toMillis());
    measuring = false;
    stopping = true;
    long heapAfter = usedHeapAfterGc();
    players.shutdownNow();
    for (Table t : tables) {
      t.close();
    }
    report(heapBefore, heapAfter);
    assertEquals(0, errors.get(), "errors, the first ones: " + firstErrors);
    assertTrue(turns.get() > TABLES * RUN.toSeconds() / 4, "too few turns: " + turns.get());
    assertTrue(percentile(0.99) <= P99_MILLIS, "p99 " + percentile(0.99) + " ms");
    assertTrue(
        heapAfter - heapBefore <= HEAP_GROWTH_MB << 20,
        "the heap grew by " + ((heapAfter - heapBefore) >> 20) + " MB");
  }

  /** One table: two players and their spectators, a game after another. */
  private final class Table {
    private final Random random;
    private final String[] secrets = {"", ""};
    private final List<WebSocket> sockets = new ArrayList<>();
    private Game game = ClubTest.fresh();
    private WebSocket[] seats = new WebSocket[2];

    /** The ply sent last and when (System.nanoTime), for the opponent's page to measure. */
    private final AtomicLong sentAt = new AtomicLong();

    private volatile int sentPly;
    private int plies;

    /** The table's number: which instance each of its pages uses. */
    private final int number;

    Table(int number, Random random) {
      this.number = number;
      this.random = random;
    }

    /** The port of the table's k-th page (0 White, 1 Black, then the spectators). */
    private int port(int k) {
      return ports[(number + k) % ports.length];
    }

    /** Starts the table's first game; a table that fails stops there, its error counted. */
    synchronized void begin() {
      try {
        start();
      } catch (Exception e) {
        error("table: " + e.getMessage());
      }
    }

    synchronized void start() throws Exception {
      String id = invite();
      for (int side = 0; side < 2; side++) {
        int s = side;
        HttpResponse<String> r = post(port(side), "/api/club/" + id + "/join", "{}", secrets[side]);
        check(r);
        secrets[side] = cookie(r, secrets[side]);
        seats[side] = socket(port(side), id, secrets[side], m -> heardBySeat(s, m));
      }
      for (int i = 0; i < SPECTATORS; i++) {
        socket(port(2 + i), id, "", ClubLoadTest.this::refused);
      }
      game = ClubTest.fresh();
      plies = 0;
      sentPly = 0;
      players.schedule(() -> play(0), THINK_MILLIS, TimeUnit.MILLISECONDS);
    }

    private String invite() throws Exception {
      HttpResponse<String> r = post(port(0), "/api/club", "{\"side\":\"white\"}", secrets[0]);
      check(r);
      secrets[0] = cookie(r, secrets[0]);
      return ClubClient.field(r.body(), "id");
    }

    /** The side to move plays a random legal turn. */
    private synchronized void play(int side) {
      if (stopping) {
        return;
      }
      try {
        if (game.isOver()) {
          finished.incrementAndGet();
          closeSockets();
          start();
          return;
        }
        var legal = game.legalTurns();
        String text = TurnNotation.format(legal.get(random.nextInt(legal.size())));
        game = game.play(text);
        plies++;
        sentPly = plies;
        sentAt.set(System.nanoTime());
        seats[side].sendText("{\"do\":\"turn\",\"text\":\"" + text + "\"}", true);
        int ply = sentPly;
        players.schedule(() -> overdue(ply), 5, TimeUnit.SECONDS);
      } catch (Exception e) {
        // the table stops: what follows a failed request would only repeat its error
        error("table: " + e.getMessage());
      }
    }

    /** The opponent's page hears a state: the turn's latency if it is the one sent. */
    private void heardBySeat(int side, String message) {
      if (refused(message)) {
        return;
      }
      if (!message.startsWith("{\"type\":\"state\"")) {
        return;
      }
      int ply = ClubClient.Page.moves(message);
      if (ply != sentPly || ply == 0) {
        return;
      }
      int mover = (ply - 1) % 2 == 0 ? 0 : 1;
      if (side == mover) {
        return;
      }
      long nanos = System.nanoTime() - sentAt.get();
      if (measuring) {
        latencies.add(nanos);
        turns.incrementAndGet();
      }
      sentPly = -ply; // heard: the next turn is the opponent's
      players.schedule(() -> play(side), THINK_MILLIS, TimeUnit.MILLISECONDS);
    }

    private void overdue(int ply) {
      if (!stopping && sentPly == ply) {
        error("ply " + ply + " did not reach the opponent within 5 s");
      }
    }

    private WebSocket socket(int port, String id, String secret, Consumer<String> heard)
        throws Exception {
      WebSocket.Builder b = http.newWebSocketBuilder().header("Origin", "http://127.0.0.1:" + port);
      if (!secret.isEmpty()) {
        b.header("Cookie", Players.COOKIE + "=" + secret);
      }
      WebSocket ws =
          b.buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/g/" + id), new Pieces(heard))
              .get(10, TimeUnit.SECONDS);
      sockets.add(ws);
      return ws;
    }

    private void closeSockets() {
      for (WebSocket ws : sockets) {
        ws.abort();
      }
      sockets.clear();
    }

    synchronized void close() {
      closeSockets();
    }
  }

  /** Puts a WebSocket's text frames together and hands each message on. */
  private final class Pieces implements WebSocket.Listener {
    private final Consumer<String> heard;
    private final StringBuilder part = new StringBuilder();

    Pieces(Consumer<String> heard) {
      this.heard = heard;
    }

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      part.append(data);
      if (last) {
        heard.accept(part.toString());
        part.setLength(0);
      }
      ws.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket ws, int code, String reason) {
      if (!stopping && code != WebSocket.NORMAL_CLOSURE) {
        error("socket closed: " + code + " " + reason);
      }
      return null;
    }

    @Override
    public void onError(WebSocket ws, Throwable e) {
      if (!stopping) {
        error("socket: " + e);
      }
    }
  }

  private HttpResponse<String> post(int port, String path, String body, String secret)
      throws Exception {
    return secret.isEmpty()
        ? SiteAttacksTest.send(http, port, "POST", path, body, "Content-Type", "application/json")
        : SiteAttacksTest.send(
            http,
            port,
            "POST",
            path,
            body,
            "Content-Type",
            "application/json",
            "Cookie",
            Players.COOKIE + "=" + secret);
  }

  /** Whether a page heard an error, which is counted. */
  private boolean refused(String message) {
    if (message.startsWith("{\"type\":\"error\"")) {
      error("refused: " + message);
      return true;
    }
    return false;
  }

  /** Stops the table at a refused request: its next one would need the answer (a game's id). */
  private static void check(HttpResponse<String> r) throws IOException {
    if (r.statusCode() != 200) {
      throw new IOException(r.uri().getPath() + ": " + r.statusCode() + " " + r.body());
    }
  }

  private static String cookie(HttpResponse<String> r, String had) {
    for (String c : r.headers().allValues("Set-Cookie")) {
      Matcher m = SET_COOKIE.matcher(c);
      if (m.find()) {
        return m.group(1);
      }
    }
    return had;
  }

  /** Counts an error; the first is printed when it happens, the first ten kept for the report. */
  private void error(String what) {
    int n = errors.incrementAndGet();
    if (n == 1) {
      System.out.println("ClubLoadTest: first error: " + what);
    }
    if (n <= 10) {
      firstErrors.add(what);
    }
  }

  private long percentile(double p) {
    List<Long> sorted;
    synchronized (latencies) {
      sorted = new ArrayList<>(latencies);
    }
    if (sorted.isEmpty()) {
      return Long.MAX_VALUE;
    }
    Collections.sort(sorted);
    return TimeUnit.NANOSECONDS.toMillis(
        sorted.get(Math.min(sorted.size() - 1, (int) (p * sorted.size()))));
  }

  private static long usedHeapAfterGc() throws InterruptedException {
    Runtime rt = Runtime.getRuntime();
    System.gc();
    Thread.sleep(200);
    return rt.totalMemory() - rt.freeMemory();
  }

  private void report(long heapBefore, long heapAfter) {
    System.out.printf(
        "ClubLoadTest: %d games at once, %d spectators, %d s: %d turns measured, %d games"
            + " finished, %d errors; turn to opponent p50 %d ms, p90 %d ms, p99 %d ms, max %d ms;"
            + " heap after GC %d MB, then %d MB; load average %.1f; %d instance(s)%n",
        TABLES,
        TABLES * SPECTATORS,
        RUN.toSeconds(),
        turns.get(),
        finished.get(),
        errors.get(),
        percentile(0.5),
        percentile(0.9),
        percentile(0.99),
        percentile(1.0),
        heapBefore >> 20,
        heapAfter >> 20,
        java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
        ports.length);
  }
}
