package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.server.Catalogue;
import io.github.fanorona.server.store.TestDatabases;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 46's durability test: the site runs in a process of its own ({@link DurableServer}) while
 * 60 games are played at once, 30 against the computer (a random legal turn typed, the computer's
 * reply asked) and 30 between two players of the club on their game pages' sockets (Sivy, Dimy and
 * Telo, a third each; a new game when one ends), and it is killed ({@code kill -9}) at a random
 * moment, 20 times, then started again on the same database. After each kill, before the next
 * start, every stored game is checked: a game whose stored turns end it is stored as over (no game
 * is left live with its ending turn, which the start would otherwise repair). Each player checks,
 * when the site is back, that every turn the site acknowledged (answered 200, or sent in a state to
 * the page) is stored, and at the end every game is checked in the database the same way. On SQLite
 * and on PostgreSQL (which skips without {@code FANORONA_TEST_PG_URL}). The counts are printed, and
 * in benchmarks/README.md.
 */
@Tag("long")
@Isolated // two cores: the players, the site and its restarts, with no other test class running
class DurabilityTest {
  static final int GAMES = 60;

  /** The kills of a run: 20, or fewer for a quick look ({@code -Ddurability.kills=3}). */
  static final int KILLS = Integer.getInteger("durability.kills", 20);

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern PORT = Pattern.compile("port (\\d+)");

  @ParameterizedTest
  @EnumSource(TestDatabases.Kind.class)
  void killsDuringSixtyGamesLoseNoAcknowledgedTurnAndLeaveNoGameLiveWithItsEnd(
      TestDatabases.Kind kind) throws Exception {
    try (TestDatabases.Fresh db = TestDatabases.fresh(kind)) {
      new Run(kind, db.url).go();
    }
  }

  /** One run: the site, its kills, the players and the checks. */
  private static final class Run {
    private final TestDatabases.Kind kind;
    private final String url;
    private final HttpClient http =
        HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final Random random = new Random(46);

    /** The site's address, null while it is down; its start's number. */
    private volatile String base;

    private final AtomicInteger epoch = new AtomicInteger();
    private volatile boolean stop;

    /** Every game a player started, with the turns the site acknowledged last (the move list). */
    private final Map<String, List<String>> acknowledged = new ConcurrentHashMap<>();

    private final ConcurrentLinkedQueue<String> lost = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<String> errors = new ConcurrentLinkedQueue<>();
    private final AtomicLong turnsAcknowledged = new AtomicLong();
    private final AtomicInteger overOnBoard = new AtomicInteger();
    private final AtomicInteger resyncs = new AtomicInteger();
    private final AtomicInteger inFlightAtKill = new AtomicInteger();
    private final AtomicInteger busy = new AtomicInteger();
    private int stuck;
    private int kills;

    Run(TestDatabases.Kind kind, String url) {
      this.kind = kind;
      this.url = url;
    }

    void go() throws Exception {
      String loadBefore = load();
      long t0 = System.nanoTime();
      List<Thread> players = new ArrayList<>();
      for (int i = 0; i < GAMES; i++) {
        // half the games against the computer (the play page's store), half between two players
        // of the club over its pages' sockets (the club's)
        Runnable r = i % 2 == 0 ? new Player(i) : new Pair(i);
        Thread t = new Thread(r, "durable-player-" + i);
        t.setDaemon(true);
        players.add(t);
      }
      Process site = start();
      players.forEach(Thread::start);
      try {
        while (kills < KILLS) {
          // a site just started is slow (a cold JIT on a shared machine): a few seconds each time
          Thread.sleep(2000 + random.nextInt(4000));
          base = null;
          site.destroyForcibly(); // SIGKILL: nothing is flushed or closed on the way out
          assertTrue(site.waitFor(30, TimeUnit.SECONDS), "the killed site still runs");
          kills++;
          stuck += checkStored(false);
          if (kills < KILLS) {
            site = start();
          }
        }
      } finally {
        stop = true;
        site.destroyForcibly();
        site.waitFor(30, TimeUnit.SECONDS);
        for (Thread t : players) {
          t.join(10_000);
        }
      }
      int lostAtEnd = checkStored(true);
      double seconds = (System.nanoTime() - t0) / 1e9;
      String report =
          String.format(
              Locale.ROOT,
              "durability %s (%s): %d kills (kill -9) in %.0f s, %d games at once; %d games"
                  + " started, %d over on their board, %d turns acknowledged (%d requests in"
                  + " flight at a kill, %d resyncs, %d refused busy); stored turns missing: %d at"
                  + " the resyncs, %d at the end; games live with their ending turn after a kill:"
                  + " %d; errors: %d; load average %s before, %s after",
              kind,
              Instant.now(),
              kills,
              seconds,
              GAMES,
              acknowledged.size(),
              overOnBoard.get(),
              turnsAcknowledged.get(),
              inFlightAtKill.get(),
              resyncs.get(),
              busy.get(),
              lost.size(),
              lostAtEnd,
              stuck,
              errors.size(),
              loadBefore,
              load());
      if (!errors.isEmpty()) {
        report += "; the first errors: " + errors.stream().limit(5).toList();
      }
      System.out.println(report);
      Path out = Path.of("target", "durability-" + kind.name().toLowerCase(Locale.ROOT) + ".txt");
      Files.writeString(out, report + "\n", StandardCharsets.UTF_8);
      assertEquals(List.of(), List.copyOf(lost), "acknowledged turns not stored");
      assertEquals(0, lostAtEnd, "games missing acknowledged turns at the end");
      assertEquals(0, stuck, "games live with their ending turn");
      assertTrue(kills >= KILLS, kills + " kills");
      assertTrue(turnsAcknowledged.get() > 0, "no turn acknowledged: " + report);
      assertTrue(overOnBoard.get() > 0, "no game ended: the test saw no ending turn");
      assertTrue(errors.size() <= kills * 2, "errors: " + List.copyOf(errors));
    }

    /** Starts the site and waits until it listens; its address is then the players'. */
    private Process start() throws Exception {
      Path dir = Files.createDirectories(Path.of("target", "durability"));
      Path log = dir.resolve(kind.name().toLowerCase(Locale.ROOT) + "-" + kills + ".log");
      ProcessBuilder b =
          new ProcessBuilder(
              Path.of(System.getProperty("java.home"), "bin", "java").toString(),
              "-Xmx256m",
              "-XX:TieredStopAtLevel=1",
              "-cp",
              System.getProperty("java.class.path"),
              DurableServer.class.getName(),
              url);
      b.redirectErrorStream(true);
      b.redirectOutput(log.toFile());
      Process p = b.start();
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
      while (System.nanoTime() < deadline) {
        Matcher m = PORT.matcher(Files.readString(log, StandardCharsets.UTF_8));
        if (m.find()) {
          epoch.incrementAndGet();
          base = "http://127.0.0.1:" + m.group(1);
          return p;
        }
        if (!p.isAlive()) {
          throw new AssertionError("the site did not start: " + Files.readString(log));
        }
        Thread.sleep(20);
      }
      p.destroyForcibly();
      throw new AssertionError("the site did not start in 90 s: " + Files.readString(log));
    }

    /**
     * Reads every stored game with the driver itself (no {@code Database.open}, which would repair
     * what it should find), while no site runs.
     *
     * @param end whether to check every player's acknowledged turns too
     * @return at a kill, the games live with their ending turn; at the end, the games missing an
     *     acknowledged turn
     */
    private int checkStored(boolean end) throws SQLException {
      Map<String, String[]> rows = new HashMap<>();
      Map<String, List<String>> turns = new HashMap<>();
      try (Connection c = DriverManager.getConnection(url);
          Statement s = c.createStatement()) {
        try (ResultSet r = s.executeQuery("SELECT id, variant, preset, status FROM games")) {
          while (r.next()) {
            rows.put(r.getString(1), new String[] {r.getString(2), r.getString(3), r.getString(4)});
          }
        }
        try (ResultSet r =
            s.executeQuery("SELECT game_id, text FROM turns ORDER BY game_id, ply")) {
          while (r.next()) {
            turns.computeIfAbsent(r.getString(1), k -> new ArrayList<>()).add(r.getString(2));
          }
        }
      }
      int bad = 0;
      for (Map.Entry<String, String[]> g : rows.entrySet()) {
        String[] row = g.getValue();
        Game game = Game.start(Catalogue.variant(row[0]), Catalogue.ruleset(row[0], row[1]));
        List<String> stored = new ArrayList<>();
        for (String t : turns.getOrDefault(g.getKey(), List.of())) {
          game = game.play(t);
          stored.add(shown(game.turns().get(game.turns().size() - 1)));
        }
        if (!end && game.isOver() && row[2].equals("live")) {
          bad++;
        }
        List<String> acked = acknowledged.get(g.getKey());
        if (end && acked != null && !startsWith(stored, acked)) {
          bad++;
        }
      }
      if (end) {
        for (String id : acknowledged.keySet()) {
          if (!rows.containsKey(id)) {
            bad++;
          }
        }
      }
      return bad;
    }

    /**
     * Two players of the club, one game at a time between them: each turn sent on the page of the
     * side to move, acknowledged when that page hears the state that holds it (stored first).
     */
    private final class Pair implements Runnable {
      private final Random random;
      private final String variant;
      private final String[] cookies = {"", ""};
      private final ClubClient.Page[] pages = new ClubClient.Page[2];
      private String id;
      private Game local;
      private List<String> acked = List.of();

      Pair(int n) {
        this.random = new Random(2000 + n);
        this.variant = List.of("sivy", "dimy", "telo").get(n % 3);
      }

      @Override
      public void run() {
        while (!stop) {
          String b = base;
          if (b == null) {
            pause(20);
            continue;
          }
          int at = epoch.get();
          try {
            if (id == null) {
              start(b);
            } else {
              step();
            }
          } catch (Exception e) {
            // a page or a request cut by a kill is expected; anything else while the site runs is
            // an error (a socket that could not open is a kill when the site was gone)
            if (base != null
                && epoch.get() == at
                && !(e instanceof IOException)
                && !(e.getCause() instanceof IOException)
                && !(e instanceof java.util.concurrent.ExecutionException)) {
              errors.add(e.toString());
            } else {
              inFlightAtKill.incrementAndGet();
            }
            close();
            while (!stop && (base == null || epoch.get() == at)) {
              pause(20);
            }
            reconnect();
          }
        }
        close();
      }

      private void start(String b) throws Exception {
        close();
        HttpResponse<String> r =
            send(b, "/api/club", "{\"side\":\"white\",\"variant\":\"" + variant + "\"}", 0);
        String made = ClubClient.field(r.body(), "id");
        if (made.isEmpty()) {
          throw new IllegalStateException("/api/club -> " + r.statusCode() + " " + r.body());
        }
        HttpResponse<String> j = send(b, "/api/club/" + made + "/join", "{}", 1);
        if (j.statusCode() != 200) {
          throw new IllegalStateException("join -> " + j.statusCode() + " " + j.body());
        }
        id = made;
        acked = List.of();
        acknowledged.put(id, acked);
        open(b);
      }

      /** Opens both pages and takes the game as the site has it. */
      private void open(String b) throws Exception {
        int port = Integer.parseInt(b.substring(b.lastIndexOf(':') + 1));
        JsonNode state = null;
        for (int side = 0; side < 2; side++) {
          String secret = cookies[side].substring(cookies[side].indexOf('=') + 1);
          pages[side] = new ClubClient(port).socket(id, secret, "http://127.0.0.1:" + port);
          state = JSON.readTree(await(pages[side], -1));
        }
        take(state);
      }

      private void step() throws Exception {
        if (local.isOver()) {
          overOnBoard.incrementAndGet();
          id = null;
          return;
        }
        int mover = local.position().sideToMove() == io.github.fanorona.core.Side.WHITE ? 0 : 1;
        List<Turn> legal = local.legalTurns();
        String t = TurnNotation.format(legal.get(random.nextInt(legal.size())));
        int ply = acked.size() + 1;
        pages[mover].ws.sendText("{\"do\":\"turn\",\"text\":\"" + t + "\"}", true).join();
        take(JSON.readTree(await(pages[mover], ply)));
      }

      /** A state heard: the move list it holds is acknowledged (stored before it was sent). */
      private void take(JsonNode view) {
        List<String> moves = moves(view.get("state"));
        int had = acked.size();
        if (moves.size() > had) {
          turnsAcknowledged.addAndGet(moves.size() - had);
        }
        acked = moves;
        acknowledged.put(id, moves);
        String preset = view.get("state").get("preset").asText();
        Game g = Game.start(Catalogue.variant(variant), Catalogue.ruleset(variant, preset));
        for (String m : moves) {
          g = g.play(m);
        }
        local = g;
      }

      /**
       * The next state a page hears with at least {@code ply} turns (any state for -1), within 30
       * s; an error the site answered is thrown, a page closed (the site killed) is an {@link
       * IOException}.
       */
      private String await(ClubClient.Page page, int ply) throws IOException, InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < end) {
          String m = page.heard.poll(100, TimeUnit.MILLISECONDS);
          if (m == null) {
            if (page.closed.isDone()) {
              throw new IOException("the page was closed");
            }
            continue;
          }
          if (m.startsWith("{\"type\":\"error\"")) {
            throw new IllegalStateException("turn " + ply + " -> " + m);
          }
          if (m.startsWith("{\"type\":\"state\"")
              && (ply < 0 || moves(JSON.readTree(m).get("state")).size() >= ply)) {
            return m;
          }
        }
        throw new IOException("no state with " + ply + " turns within 30 s");
      }

      /** After a kill: the stored game must hold every turn acknowledged before it. */
      private void reconnect() {
        if (id == null || stop) {
          return;
        }
        resyncs.incrementAndGet();
        List<String> before = acked;
        for (int tries = 0; tries < 20 && !stop; tries++) {
          String b = base;
          if (b == null) {
            pause(50);
            continue;
          }
          try {
            open(b);
            if (!startsWith(acked, before)) {
              lost.add(id + ": acknowledged " + before + ", stored " + acked);
            }
            return;
          } catch (Exception e) {
            close();
            pause(100);
          }
        }
        id = null;
      }

      private void close() {
        for (int i = 0; i < 2; i++) {
          if (pages[i] != null) {
            pages[i].ws.abort();
            pages[i] = null;
          }
        }
      }

      private HttpResponse<String> send(String b, String path, String body, int who)
          throws IOException {
        HttpRequest.Builder rb =
            HttpRequest.newBuilder(URI.create(b + path))
                .timeout(Duration.ofSeconds(20))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (!cookies[who].isEmpty()) {
          rb.header("Cookie", cookies[who]);
        }
        HttpResponse<String> r;
        try {
          r = http.send(rb.build(), HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IOException(e);
        }
        r.headers()
            .firstValue("Set-Cookie")
            .ifPresent(
                c ->
                    cookies[who] =
                        c.substring(0, c.indexOf(';') < 0 ? c.length() : c.indexOf(';')));
        return r;
      }
    }

    /** One player: a game at a time against the computer, then the next. */
    private final class Player implements Runnable {
      private final Random random;
      private String cookie = "";
      private String id;
      private JsonNode last;
      private Game local;
      private final List<String> localTexts = new ArrayList<>();

      /** Its games' variant: a third each of Sivy, Dimy and Telo, whose games end sooner. */
      private final String variant;

      Player(int n) {
        this.random = new Random(1000 + n);
        this.variant = List.of("sivy", "dimy", "telo").get(n % 3);
      }

      @Override
      public void run() {
        while (!stop) {
          String b = base;
          if (b == null) {
            pause(20);
            continue;
          }
          int at = epoch.get();
          try {
            step(b);
          } catch (IOException e) {
            // the site is gone: wait for the next one, then read the game as it stored it
            inFlightAtKill.incrementAndGet();
            while (!stop && (base == null || epoch.get() == at)) {
              pause(20);
            }
            resync();
          } catch (RuntimeException e) {
            errors.add(e.toString());
            resync();
          }
        }
      }

      private void step(String b) throws IOException {
        if (id == null) {
          JsonNode s =
              post(
                  b,
                  "/api/games",
                  "{\"variant\":\"" + variant + "\",\"level\":1,\"side\":\"white\"}");
          if (s == null) {
            return;
          }
          id = s.get("id").asText();
          local = null;
          localTexts.clear();
          accept(s);
          return;
        }
        if (!last.get("outcome").isNull()) {
          overOnBoard.incrementAndGet();
          id = null;
          return;
        }
        JsonNode s;
        if (last.get("computerToMove").asBoolean()) {
          s = post(b, "/api/games/" + id + "/computer", "{}");
        } else {
          List<Turn> legal = local.legalTurns();
          String t = TurnNotation.format(legal.get(random.nextInt(legal.size())));
          s = post(b, "/api/games/" + id + "/turn", "{\"text\":\"" + t + "\"}");
        }
        if (s != null) {
          accept(s);
        }
      }

      /** An answer of the site: the move list it acknowledges, and the game played locally. */
      private void accept(JsonNode s) {
        List<String> moves = moves(s);
        List<String> before = acknowledged.put(id, moves);
        int had = before == null ? 0 : before.size();
        if (moves.size() > had) {
          turnsAcknowledged.addAndGet(moves.size() - had);
        }
        if (local == null || !startsWith(moves, localTexts)) {
          local =
              Game.start(
                  Catalogue.variant(variant), Catalogue.ruleset(variant, s.get("preset").asText()));
          localTexts.clear();
        }
        for (String t : moves.subList(localTexts.size(), moves.size())) {
          local = local.play(t);
          localTexts.add(t);
        }
        last = s;
      }

      /** After a kill: the stored game must hold every turn acknowledged before it. */
      private void resync() {
        if (id == null || stop) {
          return;
        }
        resyncs.incrementAndGet();
        for (int tries = 0; tries < 50 && !stop; tries++) {
          String b = base;
          if (b == null) {
            pause(50);
            continue;
          }
          try {
            HttpResponse<String> r = send(b, "GET", "/api/games/" + id, "");
            if (r.statusCode() != 200) {
              errors.add("GET " + r.statusCode() + " " + r.body());
              id = null;
              return;
            }
            JsonNode s = JSON.readTree(r.body());
            List<String> acked = acknowledged.getOrDefault(id, List.of());
            if (!startsWith(moves(s), acked)) {
              lost.add(id + ": acknowledged " + acked + ", stored " + moves(s));
            }
            accept(s);
            return;
          } catch (IOException e) {
            pause(50);
          }
        }
      }

      private JsonNode post(String b, String path, String body) throws IOException {
        HttpResponse<String> r = send(b, "POST", path, body);
        if (r.statusCode() == 503 && r.body().contains("busy")) {
          busy.incrementAndGet();
          pause(50);
          return null;
        }
        if (r.statusCode() != 200) {
          throw new IllegalStateException(
              path + " " + body + " -> " + r.statusCode() + " " + r.body());
        }
        return JSON.readTree(r.body());
      }

      private HttpResponse<String> send(String b, String method, String path, String body)
          throws IOException {
        HttpRequest.Builder rb =
            HttpRequest.newBuilder(URI.create(b + path))
                .timeout(Duration.ofSeconds(20))
                .header("Content-Type", "application/json")
                .method(method, HttpRequest.BodyPublishers.ofString(body));
        if (!cookie.isEmpty()) {
          rb.header("Cookie", cookie);
        }
        HttpResponse<String> r;
        try {
          r = http.send(rb.build(), HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IOException(e);
        }
        r.headers()
            .firstValue("Set-Cookie")
            .ifPresent(
                c -> cookie = c.substring(0, c.indexOf(';') < 0 ? c.length() : c.indexOf(';')));
        return r;
      }
    }
  }

  /** A turn as the move list writes it (with stone counts). */
  static String shown(Turn t) {
    return TurnNotation.format(t, PointStyle.STANDARD, true);
  }

  private static List<String> moves(JsonNode s) {
    List<String> out = new ArrayList<>();
    for (JsonNode m : s.get("moves")) {
      out.add(m.get("text").asText());
    }
    return out;
  }

  private static boolean startsWith(List<String> list, List<String> prefix) {
    return list.size() >= prefix.size() && list.subList(0, prefix.size()).equals(prefix);
  }

  private static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static String load() {
    return String.format(
        Locale.ROOT, "%.2f", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
  }
}
