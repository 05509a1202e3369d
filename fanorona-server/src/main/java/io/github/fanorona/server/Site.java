package io.github.fanorona.server;

import io.github.fanorona.notation.RecordFormat;
import io.javalin.Javalin;
import io.javalin.compression.CompressionStrategy;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpResponseException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The running site: the routes of the play page, the guide and the JSON API, over one {@link
 * GameStore} and one {@link Computer}.
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
   * Only the site's own scripts, styles and pictures; no framing, no plugins, no forms elsewhere.
   */
  static final String CSP =
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self';"
          + " connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

  private static final String ANSWERED = "fanorona.answered";

  private static final String STARTED = "fanorona.started";

  private static final Logger LOG = LoggerFactory.getLogger(Site.class);

  private final Javalin app;
  private final GameStore store;
  private final Computer computer;
  private final ScheduledExecutorService sweeper;

  private Site(Javalin app, GameStore store, Computer computer, ScheduledExecutorService sweeper) {
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
    GameStore store = new GameStore(config.maxGames(), config.idle());
    Computer computer = new Computer(config.searchThreads(), config.searchQueue());
    Play play = new Play(store, computer);
    StaticFiles files = StaticFiles.load();
    GuidePictures pictures = GuidePictures.draw();
    Javalin app =
        Javalin.create(c -> configure(c, store, play, files, pictures))
            .start(config.host(), config.port());
    ScheduledExecutorService sweeper =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "fanorona-expiry");
              t.setDaemon(true);
              return t;
            });
    // Nothing waits on the sweep: close() shuts the sweeper down, which cancels it.
    ScheduledFuture<?> unused = sweeper.scheduleAtFixedRate(store::expire, 1, 1, TimeUnit.MINUTES);
    return new Site(app, store, computer, sweeper);
  }

  private static void configure(
      JavalinConfig c, GameStore store, Play play, StaticFiles files, GuidePictures pictures) {
    c.startup.showJavalinBanner = false;
    c.http.maxRequestSize = MAX_BODY;
    c.http.generateEtags = false;
    // The guide's pictures and the scripts are text: gzip makes them a fifth of their size.
    c.http.compressionStrategy = CompressionStrategy.GZIP;
    c.routes.before(Site::securityHeaders);
    c.routes.after(Site::serverTiming);
    c.routes.get("/", ctx -> asset(ctx, files, "index.html"));
    c.routes.get("/guide", ctx -> asset(ctx, files, "guide.html"));
    c.routes.get("/assets/{name}", ctx -> asset(ctx, files, ctx.pathParam("name")));
    c.routes.get("/favicon.ico", ctx -> asset(ctx, files, "favicon.svg"));
    c.routes.get(
        "/pictures/{name}",
        ctx ->
            pictures
                .get(ctx.pathParam("name"))
                .orElseThrow(
                    () -> ApiException.notFound("unknown_picture", "there is no such picture"))
                .send(ctx));
    c.routes.get("/api/options", ctx -> json(ctx, Catalogue.json()));
    c.routes.post("/api/games", ctx -> json(ctx, StateJson.of(play.start(body(ctx)))));
    c.routes.get("/api/games/{id}", ctx -> json(ctx, StateJson.of(store.get(id(ctx)))));
    post(c, "click", play::click);
    post(c, "stop", (id, b) -> play.stop(id));
    post(c, "cancel", (id, b) -> play.cancel(id));
    post(c, "turn", play::typed);
    post(c, "computer", (id, b) -> play.computer(id));
    post(c, "hint", play::hint);
    post(c, "undo", (id, b) -> play.undo(id));
    post(c, "resign", (id, b) -> play.resign(id));
    post(c, "level", play::level);
    c.routes.get(
        "/api/games/{id}/replay",
        ctx -> {
          String turn = String.valueOf(ctx.queryParam("turn"));
          if (!turn.matches("[0-9]{1,6}")) {
            throw ApiException.badRequest("bad_turn", "turn must be a turn's number, such as 12");
          }
          json(ctx, Play.replay(store.get(id(ctx)), Integer.parseInt(turn)));
        });
    c.routes.get(
        "/api/games/{id}/record",
        ctx -> {
          Session s = store.get(id(ctx));
          String word = String.valueOf(ctx.queryParam("format"));
          RecordFormat f =
              switch (word) {
                case "pgn" -> RecordFormat.PGN;
                case "sgf" -> RecordFormat.BOARDSPACE_SGF;
                default -> throw ApiException.badRequest("bad_format", "format must be pgn or sgf");
              };
          String text = play.record(s, f);
          ctx.header(
              "Content-Disposition",
              "attachment; filename=\"fanorona-" + s.id() + "." + word + "\"");
          ctx.contentType("text/plain; charset=utf-8").result(text);
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
    c.routes.exception(
        Exception.class,
        (e, ctx) -> {
          // Logged for the operator; the page gets a sentence, never a stack trace.
          LOG.error("request {} {} failed", ctx.method(), ctx.path(), e);
          ApiException a = new ApiException(500, "internal", "the server failed on this request");
          ctx.status(500).contentType("application/json").result(a.json());
        });
    c.routes.error(
        404,
        ctx -> {
          if (ctx.attribute(ANSWERED) == null) {
            ApiException a = ApiException.notFound("not_found", "there is no page " + ctx.path());
            ctx.contentType("application/json").result(a.json());
          }
        });
    c.routes.error(
        405,
        ctx -> {
          ApiException a = new ApiException(405, "method_not_allowed", "use GET or POST as listed");
          ctx.contentType("application/json").result(a.json());
        });
  }

  private static void securityHeaders(Context ctx) {
    ctx.attribute(STARTED, System.nanoTime());
    ctx.header("Content-Security-Policy", CSP);
    ctx.header("X-Frame-Options", "DENY");
    ctx.header("X-Content-Type-Options", "nosniff");
    ctx.header("Referrer-Policy", "no-referrer");
    ctx.header("Cache-Control", "no-store");
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
      JavalinConfig c, String action, BiFunction<String, JsonBody, Session> handler) {
    Handler h = ctx -> json(ctx, StateJson.of(handler.apply(id(ctx), body(ctx))));
    c.routes.post("/api/games/{id}/" + action, h);
  }

  private static String id(Context ctx) {
    return ctx.pathParam("id");
  }

  private static JsonBody body(Context ctx) {
    long length = ctx.contentLength();
    if (length > MAX_BODY) {
      throw new ApiException(
          413, "body_too_large", "the body is larger than " + MAX_BODY + " bytes");
    }
    byte[] bytes = ctx.bodyAsBytes();
    if (bytes.length > MAX_BODY) {
      throw new ApiException(
          413, "body_too_large", "the body is larger than " + MAX_BODY + " bytes");
    }
    return JsonBody.parse(new String(bytes, StandardCharsets.UTF_8));
  }

  private static void json(Context ctx, String text) {
    ctx.contentType("application/json; charset=utf-8").result(text);
  }

  private static void asset(Context ctx, StaticFiles files, String name) {
    StaticFiles.Asset a =
        files
            .get(name)
            .orElseThrow(() -> ApiException.notFound("not_found", "there is no file " + name));
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
   * Stops the site: the server, the searches and the expiry.
   *
   * <pre>{@code site.close()}</pre>
   */
  @Override
  public void close() {
    app.stop();
    computer.close();
    sweeper.shutdownNow();
  }
}
