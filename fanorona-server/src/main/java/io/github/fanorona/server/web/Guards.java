package io.github.fanorona.server.web;

import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.Texts;
import io.github.fanorona.server.store.StoreException;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.io.IOException;
import java.util.Locale;
import org.eclipse.jetty.http.HttpException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What guards the site's requests, around the jobs' routes: the security headers on every answer, a
 * change only as JSON from the site's own pages ({@link #sameSiteJson}), a body read at once and
 * bounded ({@link Site#MAX_BODY} bytes within {@link Site#BODY_MILLIS}, {@link BoundedBody}), and
 * every refusal, failure and unknown address answered as the site's JSON error ({@link #errors}),
 * logged by its route, never by a game's id.
 *
 * <pre>{@code Guards.add(config, json)   // in Site.start}</pre>
 */
final class Guards {
  // the site's one log: an operator filters one name
  private static final Logger LOG = LoggerFactory.getLogger("io.github.fanorona.server");

  private static final String ANSWERED = "fanorona.answered";

  private static final String STARTED = "fanorona.started";

  /**
   * The JSON error of every refusal: {@code
   * {"error":CODE,"message":…,"status":N,"key":KEY,"lang":LANG}}.
   *
   * @param error the code
   * @param message the sentence
   * @param status the HTTP status
   * @param key the sentence's key (the code and its detail, such as {@code
   *     too_many_games.per_minute}): the page says the reason in its reader's language from it
   * @param lang the sentence's language: the one the reader chose, or the one it falls back to
   */
  record ErrorAnswer(String error, String message, int status, String key, String lang) {}

  private Guards() {}

  static void add(JavalinConfig c) {
    c.routes.before(Guards::securityHeaders);
    c.routes.before(Guards::sameSiteJson);
    c.routes.after(Guards::serverTiming);
    errors(c);
  }

  private static void securityHeaders(Context ctx) {
    ctx.attribute(STARTED, System.nanoTime());
    Site.HEADERS.forEach(ctx::header);
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

  /**
   * A request that changes something is JSON from the site's own pages, and its body is read here,
   * at once, whatever its route reads of it: at most {@link Site#MAX_BODY} bytes (413), arriving
   * within {@link Site#BODY_MILLIS} (408; {@link BoundedBody}). A page elsewhere can send a form or
   * a "simple" text/plain POST without asking; it cannot send application/json without the browser
   * asking the site first (which the site never allows), and a browser names the page's origin in
   * {@code Origin} and {@code Sec-Fetch-Site}.
   */
  static void sameSiteJson(Context ctx) {
    String method = ctx.method().name();
    if (!BoundedBody.changes(method)) {
      return;
    }
    String type = String.valueOf(ctx.header("Content-Type")).toLowerCase(Locale.ROOT);
    if (!type.startsWith("application/json")) {
      throw Refusal.of(415, "json_required");
    }
    sameOrigin(ctx);
    // read before Javalin saw the request: a body too large, too slow or cut short is refused
    // before any route acts
    Refusal body = ctx.attribute(BoundedBody.REFUSAL);
    if (body != null) {
      throw body;
    }
  }

  /**
   * A request from the site's own pages, as the browser names them ({@code Origin}, {@code
   * Sec-Fetch-Site}): a state-changing request, and a game page's WebSocket (which a page elsewhere
   * could otherwise open with the player's cookie).
   */
  static void sameOrigin(Context ctx) {
    String origin = ctx.header("Origin");
    String host = ctx.header("Host");
    if (origin != null && !(origin.equals("http://" + host) || origin.equals("https://" + host))) {
      throw Refusal.of(403, "bad_origin");
    }
    String fetchSite = ctx.header("Sec-Fetch-Site");
    if (fetchSite != null && !fetchSite.equals("same-origin") && !fetchSite.equals("none")) {
      throw Refusal.of(403, "bad_origin");
    }
  }

  static Refusal tooLarge() {
    return Refusal.of(413, "body_too_large", "MAX_BODY", Site.MAX_BODY);
  }

  private static void errors(JavalinConfig c) {
    c.routes.exception(Refusal.class, (e, ctx) -> answer(ctx, e));
    c.routes.exception(StoreException.class, (e, ctx) -> answer(ctx, e.refusal()));
    c.routes.exception(
        HttpResponseException.class,
        (e, ctx) ->
            answer(
                ctx,
                e.getStatus() == 413
                    ? tooLarge()
                    : e.getStatus() == 404
                        ? Refusal.of(404, "not_found.page")
                        : new Refusal(
                            e.getStatus(),
                            "http_" + e.getStatus(),
                            String.valueOf(e.getMessage()))));
    c.routes.exception(Exception.class, Guards::failed);
    c.routes.error(
        404,
        ctx -> {
          if (ctx.attribute(ANSWERED) == null) {
            answer(ctx, Refusal.of(404, "not_found.page"));
          }
        });
    c.routes.error(405, ctx -> answer(ctx, Refusal.of(405, "method_not_allowed")));
  }

  private static void answer(Context ctx, Refusal e) {
    // marked, so that the 404 page keeps an unknown game's own error
    ctx.attribute(ANSWERED, true);
    // in the language the reader chose on the site's pages (their cookie), else the API's
    Texts.Text m = e.message(Texts.apiLang(ctx.cookie(Texts.COOKIE)));
    ctx.status(e.status()).json(new ErrorAnswer(e.code(), m.text(), e.status(), e.key(), m.lang()));
  }

  /**
   * A request that failed on the server's side. One the client cut short or sent too slowly is one
   * line at INFO (the client controls how often that happens); anything else is logged for the
   * operator with its trace, by its route (never the game's id). The page gets a sentence.
   */
  static void failed(Exception e, Context ctx) {
    if (tooSlow(e)) {
      LOG.info("request {} {} ended early: its body came too slowly", ctx.method(), route(ctx));
      answer(ctx, Refusal.of(408, "body_too_slow"));
    } else if (cutShort(e)) {
      Throwable root = e;
      while (root.getCause() != null && root.getCause() != root) {
        root = root.getCause();
      }
      LOG.info(
          "request {} {} ended early: {}",
          ctx.method(),
          route(ctx),
          root.getClass().getSimpleName());
      answer(ctx, Refusal.of(400, "body_cut_short"));
    } else {
      LOG.error("request {} {} failed", ctx.method(), route(ctx), e);
      answer(ctx, Refusal.of(500, "internal"));
    }
  }

  /** Whether a body came slower than Jetty's least data rate (its 408). */
  private static boolean tooSlow(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof HttpException h && h.getCode() == 408) {
        return true;
      }
    }
    return false;
  }

  /** Whether a failure is the network's or the client's: a body cut short, late or too slow. */
  private static boolean cutShort(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof IOException
          || t instanceof java.util.concurrent.TimeoutException
          || t instanceof HttpException) {
        return true;
      }
    }
    return false;
  }

  /** The route matched, such as {@code /api/games/{id}/click}: the shape of a path, no id. */
  private static String route(Context ctx) {
    try {
      return ctx.endpoint().path;
    } catch (RuntimeException e) {
      return "(no route)";
    }
  }
}
