package io.github.fanorona.server.web;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import com.google.common.collect.ImmutableMap;
import io.github.fanorona.server.club.Club;
import io.github.fanorona.server.club.ClubRoutes;
import io.github.fanorona.server.club.ClubStore;
import io.github.fanorona.server.club.SqlClubStore;
import io.github.fanorona.server.guide.ClubPages;
import io.github.fanorona.server.guide.GuidePictures;
import io.github.fanorona.server.lobby.Lobby;
import io.github.fanorona.server.lobby.LobbyRoutes;
import io.github.fanorona.server.lobby.SeekStore;
import io.github.fanorona.server.lobby.SqlSeekStore;
import io.github.fanorona.server.play.Computer;
import io.github.fanorona.server.play.HeldGames;
import io.github.fanorona.server.play.Play;
import io.github.fanorona.server.play.PlayRoutes;
import io.github.fanorona.server.play.PlayStore;
import io.github.fanorona.server.play.SqlPlayStore;
import io.github.fanorona.server.players.Accounts;
import io.github.fanorona.server.players.MemoryPlayerStore;
import io.github.fanorona.server.players.MyGames;
import io.github.fanorona.server.players.PlayerGames;
import io.github.fanorona.server.players.PlayerPages;
import io.github.fanorona.server.players.PlayerRoutes;
import io.github.fanorona.server.players.PlayerStore;
import io.github.fanorona.server.players.Players;
import io.github.fanorona.server.players.SqlPlayerStore;
import io.github.fanorona.server.players.account.Passwords;
import io.github.fanorona.server.players.account.SignInLimiter;
import io.github.fanorona.server.rating.Glicko2;
import io.github.fanorona.server.rating.MemoryLedger;
import io.github.fanorona.server.rating.Rater;
import io.github.fanorona.server.rating.RatingLedger;
import io.github.fanorona.server.rating.SqlRatingLedger;
import io.github.fanorona.server.store.Database;
import io.javalin.Javalin;
import io.javalin.compression.CompressionStrategy;
import io.javalin.config.JavalinConfig;
import jakarta.servlet.DispatcherType;
import java.nio.file.Path;
import java.time.Duration;
import java.time.InstantSource;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.eclipse.jetty.ee10.servlet.FilterHolder;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.ServerConnector;
import org.jspecify.annotations.Nullable;

/**
 * The running site: the jobs made over one database (or none), wired to Javalin with the site's
 * guards, JSON mapping, static files and Jetty's limits (bodies, time-outs, connections). Each job
 * adds its own routes; this is where they are made and wired to each other, in the one order a
 * start and a stop need.
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
   * answer): a body sent a byte at a time holds a request thread no longer than this a read.
   */
  static final int IO_MILLIS = 5_000;

  /**
   * How long a request's body may take to arrive, from its first read ({@link BoundedBody}): a body
   * of the API is a few dozen bytes sent at once, and one sent a byte at a time is cut short within
   * seconds, not held for the connection's idle time.
   */
  static final int BODY_MILLIS = 5_000;

  /**
   * How often the club's instance writes that it runs and reads the pages open on the others (a
   * third of the time after which an instance not heard of is gone).
   */
  static final int BEAT_SECONDS = 5;

  /** How long {@link #close} waits for the server's threads before it lets them go. */
  static final int STOP_MILLIS = 3_000;

  /**
   * Only the site's own scripts, styles and pictures; no framing, no plugins, no forms elsewhere.
   * The play page's engine worker is a script of the site's too ({@code worker-src} falls back to
   * {@code script-src}); the page itself loads the rules package's JavaScript build, which
   * evaluates no text.
   */
  static final String CSP =
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self';"
          + " connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

  /** The headers of every answer, the ones Jetty writes itself included ({@link JsonErrors}). */
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

  private final Javalin app;
  private final HeldGames held;
  private final Computer computer;
  private final ScheduledExecutorService sweeper;
  private final @Nullable Database db;
  private final Club club;

  private Site(
      Javalin app,
      HeldGames held,
      Computer computer,
      ScheduledExecutorService sweeper,
      @Nullable Database db,
      Club club) {
    this.app = app;
    this.held = held;
    this.computer = computer;
    this.sweeper = sweeper;
    this.db = db;
    this.club = club;
  }

  /**
   * Starts a site.
   *
   * <pre>{@code Site.start(SiteConfig.defaults().withPort(8080)).port()   // 8080}</pre>
   *
   * @param config address, caps, pool sizes and the database
   * @return the running site
   */
  public static Site start(SiteConfig config) {
    return start(config, Club.CLAIM_AFTER, InstantSource.system());
  }

  /** Starts a site whose club lets a game be claimed after some time (the tests' shorter one). */
  static Site start(SiteConfig config, Duration claimAfter) {
    return start(config, claimAfter, InstantSource.system());
  }

  /**
   * Starts a site whose game clocks read {@code time}: a test's clock may run faster than the
   * wall's, so that a game is lost on time in a second.
   */
  static Site start(SiteConfig config, Duration claimAfter, InstantSource time) {
    Database db = config.database().isEmpty() ? null : Database.open(config.database());
    try {
      return start(config, claimAfter, time, db);
    } catch (RuntimeException e) {
      if (db != null) {
        db.close();
      }
      throw e;
    }
  }

  private static Site start(
      SiteConfig config, Duration claimAfter, InstantSource time, @Nullable Database db) {
    PlayerStore playerStore = db == null ? new MemoryPlayerStore() : new SqlPlayerStore(db);
    RatingLedger ratings = db == null ? new MemoryLedger() : new SqlRatingLedger(db);
    HeldGames held =
        new HeldGames(
            config.maxGames(), config.idle(), config.gamesPerClient(), config.gamesPerMinute());
    Players players =
        new Players(
            2 * config.maxGames(),
            config.idle(),
            playerStore,
            // two players for each game one address may start a minute: the one at each side
            (int) Math.min(Integer.MAX_VALUE, 2L * config.gamesPerMinute()));
    Computer computer = new Computer(config.searchThreads(), config.searchQueue());
    if (!config.tables().isEmpty()) {
      computer.loadTables(Path.of(config.tables()));
    }
    Play play = new Play(held, computer, db == null ? PlayStore.none() : new SqlPlayStore(db));
    Predicate<String> member = player -> playerStore.accountOf(player).isPresent();
    Rater rater = new Rater(Glicko2.club(), ratings);
    Club club =
        new Club(
            held,
            db == null ? ClubStore.none() : new SqlClubStore(db),
            players,
            claimAfter,
            member,
            rater,
            time);
    club.resume();
    Lobby lobby =
        new Lobby(club, players, db == null ? SeekStore.none() : new SqlSeekStore(db), member);
    // made on first use: its hash of a throw-away password costs an Argon2id computation
    Supplier<Accounts> accounts =
        Suppliers.memoize(
            () ->
                new Accounts(
                    playerStore,
                    new Passwords(),
                    new SignInLimiter(SignInLimiter.Limits.CLUB, InstantSource.system())));
    JsonMapping json = JsonMapping.mapper();
    Map<String, StaticFiles.Asset> guide = StaticFiles.svgs(GuidePictures.draw().svgs());
    StaticFiles files = StaticFiles.load(json, guide);
    ClubPages clubPages = ClubPages.load();
    Map<String, StaticFiles.Asset> clubPictures = StaticFiles.svgs(clubPages.pictures().svgs());
    TrustedProxies proxies = new TrustedProxies(config.trustedProxies());
    ClientConnections connections = new ClientConnections(config.connectionsPerClient(), proxies);
    PlayerGames games = db == null ? PlayerGames.NONE : club;
    Javalin app =
        Javalin.create(
            c -> {
              server(c, config, connections, proxies, json);
              Guards.add(c);
              pages(c, files, guide, clubPictures);
              clubPages.register(c);
              PlayRoutes.add(c, play, players);
              ClubRoutes.add(c, club, players, member);
              LobbyRoutes.add(c, lobby, players, member);
              PlayerRoutes.add(c, players, accounts);
              PlayerPages.add(c, accounts, rater, games);
              MyGames.add(c, players, games);
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
              held.expire();
              players.expire();
              club.expire();
              Optional.ofNullable(db).ifPresent(d -> d.versions().retain(held::has));
            },
            1,
            1,
            TimeUnit.MINUTES);
    // the instance tells the others on its database that it runs, and hears which pages closed
    // there
    ScheduledFuture<?> unusedBeat =
        sweeper.scheduleWithFixedDelay(club::beat, BEAT_SECONDS, BEAT_SECONDS, TimeUnit.SECONDS);
    // a player who never moves again loses on time within a quarter of a second
    ScheduledFuture<?> unusedFlags =
        sweeper.scheduleWithFixedDelay(club::tick, 250, 250, TimeUnit.MILLISECONDS);
    return new Site(app, held, computer, sweeper, db, club);
  }

  /**
   * Jetty's part: the connector with its bounds, the bodies read at once ({@link BoundedBody}), the
   * error answers, a bounded stop.
   */
  private static void server(
      JavalinConfig c,
      SiteConfig config,
      ClientConnections connections,
      TrustedProxies proxies,
      JsonMapping json) {
    c.startup.showJavalinBanner = false;
    c.jsonMapper(json);
    c.http.maxRequestSize = MAX_BODY;
    c.http.generateEtags = false;
    // The guide's pictures and the scripts are text: gzip makes them a fifth of their size.
    c.http.compressionStrategy = CompressionStrategy.GZIP;
    c.http.prefer405over404 = true;
    c.jetty.modifyHttpConfiguration(
        h -> {
          h.setIdleTimeout(IO_MILLIS);
          h.setSendServerVersion(false);
          if (!proxies.isEmpty()) {
            // behind a reverse proxy: the client it names is the request's address
            h.addCustomizer(proxies);
          }
        });
    c.jetty.addConnector(
        (server, http) -> {
          ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
          connector.setHost(config.host());
          connector.setPort(config.port());
          connector.addBean(connections);
          return connector;
        });
    c.jetty.modifyServletContextHandler(
        h ->
            h.addFilter(
                new FilterHolder(new BoundedBody()), "/*", EnumSet.of(DispatcherType.REQUEST)));
    c.jetty.modifyWebSocketServletFactory(
        f -> {
          f.setMaxTextMessageSize(MAX_BODY);
          f.setIdleTimeout(Duration.ofSeconds(60));
        });
    c.jetty.modifyServer(
        server -> {
          server.setErrorHandler(new JsonErrors(json));
          server.setStopTimeout(STOP_MILLIS);
        });
  }

  /** The pages and their files: the page shells, scripts, styles and pictures. */
  private static void pages(
      JavalinConfig c,
      StaticFiles files,
      Map<String, StaticFiles.Asset> guide,
      Map<String, StaticFiles.Asset> clubPictures) {
    c.routes.get("/", ctx -> files.send(ctx, "index.html"));
    c.routes.get("/guide", ctx -> files.send(ctx, "guide.html"));
    c.routes.get("/lobby", ctx -> files.send(ctx, "lobby.html"));
    c.routes.get("/g/{id}", ctx -> files.send(ctx, "game.html"));
    // the scripts, the engine's worker with a policy of its own, and the rules package
    PackageFiles.routes(c, files);
    c.routes.get("/favicon.ico", ctx -> files.send(ctx, "favicon.svg"));
    c.routes.get("/pictures/{name}", ctx -> StaticFiles.sendPicture(ctx, guide));
    c.routes.get("/club/pictures/{name}", ctx -> StaticFiles.sendPicture(ctx, clubPictures));
    c.routes.wsBeforeUpgrade("/ws/*", Guards::sameOrigin);
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
    return held.size();
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
    if (db != null) {
      club.leave();
      db.close();
    }
  }
}
