package io.github.fanorona.server;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import com.google.common.collect.ImmutableMap;
import io.github.fanorona.notation.RecordFormat;
import io.github.fanorona.server.account.AccountStore;
import io.github.fanorona.server.account.Accounts;
import io.github.fanorona.server.account.Passwords;
import io.github.fanorona.server.account.SignInLimiter;
import io.github.fanorona.server.rating.Glicko2;
import io.github.fanorona.server.rating.Rater;
import io.github.fanorona.server.rating.RatingLedger;
import io.github.fanorona.server.store.Database;
import io.javalin.Javalin;
import io.javalin.compression.CompressionStrategy;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.InstantSource;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.ServerConnector;

/**
 * The running site: the routes of the play page, the guide and the JSON API, over one {@link
 * GameStore}, one {@link Players} and one {@link Computer}. A game's routes answer only the player
 * who started it (the {@link Players#COOKIE} cookie); a request that changes something must be
 * {@code application/json} from the site's own pages (its {@code Origin}, if sent, is the site).
 *
 * <p>Longer than most files: it is where the site's parts are made and wired to each other and to
 * Jetty's limits (bodies, time-outs, connections), in the one order a start and a stop need; the
 * routes themselves live in the parts ({@code ClubRoutes}, {@code AccountRoutes}, {@code
 * PlayerPages}, {@code Guards}).
 *
 * <pre>{@code
 * try (Site site = Site.start(SiteConfig.defaults().withPort(0))) {
 *   System.out.println("http://127.0.0.1:" + site.port() + "/");
 * }
 * }</pre>
 */
public final class Site implements AutoCloseable {
  /** The largest request body the API reads; every body it needs is a few dozen bytes. */
  static final int MAX_BODY = 4096;

  /**
   * How long a request may wait on the network while it is handled (reading its body, writing the
   * answer): a body sent a byte at a time holds a request thread no longer than this.
   */
  static final int IO_MILLIS = 5_000;

  /**
   * The longest a request body may take to arrive, from the first read: a body of the API is a few
   * dozen bytes, sent at once.
   */
  static final int BODY_MILLIS = 5_000;

  /** How long {@link #close} waits for the server's threads before it lets them go. */
  static final int STOP_MILLIS = 3_000;

  /**
   * Only the site's own scripts, styles and pictures; no framing, no plugins, no forms elsewhere.
   */
  static final String CSP =
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self';"
          + " connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

  /** The headers of every answer, the ones Jetty writes itself included ({@link Guards}). */
  static final ImmutableMap<String, String> HEADERS =
      ImmutableMap.of(
          "Content-Security-Policy",
          CSP,
          "X-Frame-Options",
          "DENY",
          "X-Content-Type-Options",
          "nosniff",
          "Referrer-Policy",
          "no-referrer",
          "Cache-Control",
          "no-store");

  private static final String ANSWERED = "fanorona.answered";

  private static final String STARTED = "fanorona.started";

  /** What a game's route does, given the game's id, the body and the player (its owner). */
  @FunctionalInterface
  private interface Action {
    Session apply(String id, JsonBody body, Players.Player player);
  }

  private final Javalin app;
  private final GameStore store;
  private final Computer computer;
  private final ScheduledExecutorService sweeper;
  private final Ledger ledger;
  private final Club club;

  private Site(
      Javalin app,
      GameStore store,
      Computer computer,
      ScheduledExecutorService sweeper,
      Ledger ledger,
      Club club) {
    this.ledger = ledger;
    this.club = club;
    this.app = app;
    this.store = store;
    this.computer = computer;
    this.sweeper = sweeper;
  }

  /**
   * Starts a site.
   *
   * <pre>{@code Site.start(SiteConfig.defaults().withPort(8080)).port()   // 8080}</pre>
   *
   * @param config address, caps and pool sizes
   * @return the running site
   */
  public static Site start(SiteConfig config) {
    Ledger ledger =
        config.database().isEmpty()
            ? Ledger.NONE
            : new StoreLedger(Database.open(config.database()));
    try {
      return start(config, ledger, Club.CLAIM_AFTER);
    } catch (RuntimeException e) {
      ledger.close();
      throw e;
    }
  }

  /** Starts a site whose club writes to a ledger and lets a game be claimed after some time. */
  static Site start(SiteConfig config, Ledger ledger, Duration claimAfter) {
    return start(config, ledger, claimAfter, InstantSource.system());
  }

  /**
   * Starts a site whose game clocks read {@code time}: a test's clock may run faster than the
   * wall's, so that a game is lost on time in a second.
   */
  static Site start(SiteConfig config, Ledger ledger, Duration claimAfter, InstantSource time) {
    GameStore store =
        new GameStore(
            config.maxGames(), config.idle(), config.gamesPerClient(), config.gamesPerMinute());
    Players players =
        new Players(
            2 * config.maxGames(),
            config.idle(),
            ledger,
            // two players for each game one address may start a minute: the one at each side
            (int) Math.min(Integer.MAX_VALUE, 2L * config.gamesPerMinute()));
    Computer computer = new Computer(config.searchThreads(), config.searchQueue());
    Play play = new Play(store, computer, ledger);
    AccountStore accountStore = ledger.accounts();
    RatingLedger ratings = ledger.ratings();
    Club club =
        new Club(
            store,
            ledger,
            claimAfter,
            player -> accountStore.byPlayer(player).isPresent(),
            new Rater(Glicko2.club(), ratings),
            time);
    club.resume();
    Lobby lobby = new Lobby(club, store, ledger);
    // made on first use: its hash of a throw-away password costs an Argon2id computation
    Supplier<Accounts> accounts =
        Suppliers.memoize(
            () ->
                new Accounts(
                    accountStore,
                    new Passwords(),
                    new SignInLimiter(SignInLimiter.Limits.CLUB, InstantSource.system())));
    StaticFiles files = StaticFiles.load();
    GuidePictures pictures = GuidePictures.draw();
    Guards.ClientConnections connections =
        new Guards.ClientConnections(config.connectionsPerClient());
    Javalin app =
        Javalin.create(
            c -> {
              server(c, config, connections);
              routes(c, store, players, play, files, pictures);
              ClubRoutes.add(c, club, lobby, players, files);
              AccountRoutes.add(c, players, accounts);
              PlayerPages.add(c, accounts, ratings, ledger);
            });
    try {
      app.start();
    } catch (RuntimeException e) {
      computer.close();
      throw e;
    }
    ScheduledExecutorService sweeper =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "fanorona-expiry");
              t.setDaemon(true);
              return t;
            });
    // Nothing waits on the sweep: close() shuts the sweeper down, which cancels it.
    ScheduledFuture<?> unused =
        sweeper.scheduleAtFixedRate(
            () -> {
              store.expire();
              players.expire();
              club.expire();
              ledger.retain(store::has);
            },
            1,
            1,
            TimeUnit.MINUTES);
    // a player who never moves again loses on time within a quarter of a second
    ScheduledFuture<?> unusedFlags =
        sweeper.scheduleWithFixedDelay(club::tick, 250, 250, TimeUnit.MILLISECONDS);
    return new Site(app, store, computer, sweeper, ledger, club);
  }

  /** Jetty's part: the connector with its bounds, the error answers, a bounded stop. */
  private static void server(
      JavalinConfig c, SiteConfig config, Guards.ClientConnections connections) {
    c.startup.showJavalinBanner = false;
    c.http.maxRequestSize = MAX_BODY;
    c.http.generateEtags = false;
    // The guide's pictures and the scripts are text: gzip makes them a fifth of their size.
    c.http.compressionStrategy = CompressionStrategy.GZIP;
    c.http.prefer405over404 = true;
    c.jetty.modifyHttpConfiguration(
        h -> {
          h.setIdleTimeout(IO_MILLIS);
          h.setSendServerVersion(false);
        });
    c.jetty.addConnector(
        (server, http) -> {
          ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
          connector.setHost(config.host());
          connector.setPort(config.port());
          connector.addBean(connections);
          return connector;
        });
    c.jetty.modifyWebSocketServletFactory(
        f -> {
          f.setMaxTextMessageSize(MAX_BODY);
          f.setIdleTimeout(Duration.ofSeconds(60));
        });
    c.jetty.modifyServer(
        server -> {
          server.setErrorHandler(new Guards.JsonErrors());
          server.setStopTimeout(STOP_MILLIS);
        });
  }

  private static void routes(
      JavalinConfig c,
      GameStore store,
      Players players,
      Play play,
      StaticFiles files,
      GuidePictures pictures) {
    c.routes.before(Site::securityHeaders);
    c.routes.before(Guards::sameSiteJson);
    c.routes.after(Site::serverTiming);
    c.routes.get("/", ctx -> asset(ctx, files, "index.html"));
    c.routes.get("/guide", ctx -> asset(ctx, files, "guide.html"));
    c.routes.get("/assets/{name}", ctx -> asset(ctx, files, ctx.pathParam("name")));
    c.routes.get("/favicon.ico", ctx -> asset(ctx, files, "favicon.svg"));
    c.routes.get(
        "/pictures/{name}",
        ctx -> StaticFiles.sendPicture(ctx, pictures.get(ctx.pathParam("name"))));
    ClubPages.load().register(c);
    c.routes.get("/api/options", ctx -> json(ctx, Catalogue.json()));
    c.routes.post(
        "/api/games",
        ctx -> {
          JsonBody body = body(ctx);
          Players.Player player = joined(ctx, players);
          json(ctx, StateJson.of(play.start(body, player, client(ctx))));
        });
    c.routes.get(
        "/api/games/{id}",
        ctx -> {
          owner(ctx, players, play);
          json(ctx, StateJson.of(store.get(id(ctx))));
        });
    post(c, players, play, "click", (id, b, p) -> play.click(id, b));
    post(c, players, play, "stop", (id, b, p) -> play.stop(id));
    post(c, players, play, "cancel", (id, b, p) -> play.cancel(id));
    post(c, players, play, "turn", (id, b, p) -> play.typed(id, b));
    post(c, players, play, "computer", (id, b, p) -> play.computer(id, p));
    post(c, players, play, "hint", play::hint);
    post(c, players, play, "undo", (id, b, p) -> play.undo(id));
    post(c, players, play, "resign", (id, b, p) -> play.resign(id));
    post(c, players, play, "level", (id, b, p) -> play.level(id, b));
    c.routes.get(
        "/api/games/{id}/replay",
        ctx -> {
          owner(ctx, players, play);
          replay(ctx, store.get(id(ctx)));
        });
    c.routes.get(
        "/api/games/{id}/record",
        ctx -> {
          owner(ctx, players, play);
          Session s = store.get(id(ctx));
          record(ctx, s, word -> play.record(s, word));
        });
    c.routes.exception(
        ApiException.class,
        (e, ctx) -> {
          // Marked, so that the 404 page below keeps an unknown game's own error.
          ctx.attribute(ANSWERED, true);
          ctx.status(e.status()).contentType("application/json").result(e.json());
        });
    c.routes.exception(
        HttpResponseException.class,
        (e, ctx) -> {
          ApiException a =
              new ApiException(
                  e.getStatus(), "http_" + e.getStatus(), String.valueOf(e.getMessage()));
          ctx.status(e.getStatus()).contentType("application/json").result(a.json());
        });
    c.routes.exception(Exception.class, Guards::failed);
    c.routes.error(
        404,
        ctx -> {
          if (ctx.attribute(ANSWERED) == null) {
            ApiException a = ApiException.notFound("not_found", "there is no such page");
            ctx.contentType("application/json").result(a.json());
          }
        });
    c.routes.error(
        405,
        ctx -> {
          ApiException a =
              new ApiException(
                  405, "method_not_allowed", "this address answers only the methods listed");
          ctx.contentType("application/json").result(a.json());
        });
  }

  /**
   * Answers a record download ({@code format}: pgn or sgf), the file named by the variant, never by
   * the game's id: a shared file gives no one the game.
   */
  static void record(
      Context ctx, Session s, java.util.function.Function<RecordFormat, String> write) {
    String word = String.valueOf(ctx.queryParam("format"));
    RecordFormat f =
        switch (word) {
          case "pgn" -> RecordFormat.PGN;
          case "sgf" -> RecordFormat.BOARDSPACE_SGF;
          default -> throw ApiException.badRequest("bad_format", "format must be pgn or sgf");
        };
    String text = write.apply(f);
    ctx.header(
        "Content-Disposition",
        "attachment; filename=\"fanorona-" + s.variant() + "." + word + "\"");
    ctx.contentType("text/plain; charset=utf-8").result(text);
  }

  /** Answers the board after the first {@code turn} turns (the query's), the move list's replay. */
  static void replay(Context ctx, Session s) {
    String turn = String.valueOf(ctx.queryParam("turn"));
    if (!turn.matches("[0-9]{1,6}")) {
      throw ApiException.badRequest("bad_turn", "turn must be a turn's number, such as 12");
    }
    json(ctx, Play.replay(s, Integer.parseInt(turn)));
  }

  private static void securityHeaders(Context ctx) {
    ctx.attribute(STARTED, System.nanoTime());
    HEADERS.forEach(ctx::header);
  }

  /**
   * The time the request spent in the handlers, as a standard {@code Server-Timing} header: the
   * browser's network panel and the load test tell it apart from the time spent waiting for the
   * server or the network.
   */
  private static void serverTiming(Context ctx) {
    Long started = ctx.attribute(STARTED);
    if (started != null) {
      long micros = (System.nanoTime() - started) / 1000;
      ctx.header(
          "Server-Timing", "app;dur=" + micros / 1000 + "." + String.format("%03d", micros % 1000));
    }
  }

  private static void post(
      JavalinConfig c, Players players, Play play, String action, Action handler) {
    c.routes.post(
        "/api/games/{id}/" + action,
        ctx -> {
          Players.Player p = owner(ctx, players, play);
          json(ctx, StateJson.of(handler.apply(id(ctx), body(ctx), p)));
        });
  }

  /**
   * The player the request's cookie names, who must own the game of the path.
   *
   * <p>A game the store does not hold (after a restart) is read from the ledger first.
   *
   * @throws ApiException 404 if there is no such game, 403 if the cookie names no player or another
   *     player than the game's
   */
  private static Players.Player owner(Context ctx, Players players, Play play) {
    String secret = ctx.cookie(Players.COOKIE);
    Players.Player p =
        (secret == null ? java.util.Optional.<Players.Player>empty() : players.find(secret))
            .orElseThrow(
                () -> new ApiException(403, "not_your_game", "this game is another player's"));
    play.load(id(ctx));
    play.requireOwner(id(ctx), p);
    return p;
  }

  /** The request's player, or a new guest player whose secret the answer sets as a cookie. */
  static Players.Player joined(Context ctx, Players players) {
    String secret = ctx.cookie(Players.COOKIE);
    if (secret != null) {
      java.util.Optional<Players.Player> known = players.find(secret);
      if (known.isPresent()) {
        return known.get();
      }
    }
    Players.Joined j = players.join(client(ctx));
    ctx.header("Set-Cookie", Players.cookie(j.secret(), ctx.req().isSecure()));
    return j.player();
  }

  /** The client's address, as the connection gives it (a header naming another is not trusted). */
  static String client(Context ctx) {
    return ctx.req().getRemoteAddr();
  }

  private static String id(Context ctx) {
    return ctx.pathParam("id");
  }

  /**
   * Reads a request's body: at most {@link #MAX_BODY} bytes, arriving within {@link #BODY_MILLIS}
   * (each read waits at most {@link #IO_MILLIS}), so that a body sent a byte at a time holds a
   * request thread for seconds, not until the connection's idle time.
   */
  static JsonBody body(Context ctx) {
    if (ctx.contentLength() > MAX_BODY) {
      throw new ApiException(
          413, "body_too_large", "the body is larger than " + MAX_BODY + " bytes");
    }
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(BODY_MILLIS);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    byte[] buffer = new byte[1024];
    try {
      InputStream in = ctx.req().getInputStream();
      for (int n; (n = in.read(buffer)) >= 0; ) {
        bytes.write(buffer, 0, n);
        if (bytes.size() > MAX_BODY) {
          throw new ApiException(
              413, "body_too_large", "the body is larger than " + MAX_BODY + " bytes");
        }
        if (System.nanoTime() > deadline) {
          throw new ApiException(
              408, "body_too_slow", "the body did not arrive within " + BODY_MILLIS + " ms");
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return JsonBody.parse(bytes.toString(StandardCharsets.UTF_8));
  }

  static void json(Context ctx, String text) {
    ctx.contentType("application/json; charset=utf-8").result(text);
  }

  static void asset(Context ctx, StaticFiles files, String name) {
    StaticFiles.Asset a =
        files
            .get(name)
            .orElseThrow(() -> ApiException.notFound("not_found", "there is no such file"));
    a.send(ctx);
  }

  /**
   * Returns the port the site listens on (the one picked when it was started on port 0).
   *
   * <pre>{@code site.port()   // 41733}</pre>
   *
   * @return the port
   */
  public int port() {
    return app.port();
  }

  /** The club's games, for the tests. */
  Club club() {
    return club;
  }

  /**
   * Returns the number of games held now (at most the configured cap).
   *
   * <pre>{@code site.games()   // 3}</pre>
   *
   * @return the number of games
   */
  public int games() {
    return store.size();
  }

  /**
   * Stops the site: the server, the searches and the expiry. It returns within a few seconds
   * whatever state the server is in (a server out of memory, a thread stuck in a request): a stop
   * that does not end in time is left to end with the process.
   *
   * <pre>{@code site.close()}</pre>
   */
  @Override
  public void close() {
    Thread stopper = new Thread(app::stop, "fanorona-stop");
    stopper.setDaemon(true);
    stopper.start();
    computer.close();
    sweeper.shutdownNow();
    try {
      stopper.join(2L * STOP_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    ledger.close();
  }
}
