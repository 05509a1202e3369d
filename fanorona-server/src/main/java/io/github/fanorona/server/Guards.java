package io.github.fanorona.server;

import io.javalin.http.Context;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What guards the site's requests. On Jetty itself, below the routes: a bound on each client's open
 * connections, and the site's JSON error body (with the site's security headers) for the errors
 * Jetty answers before a route runs, such as an address it cannot decode ({@code %00}, {@code %ff},
 * an encoded {@code ..}) or a header too large. Around the routes: a change only as JSON from the
 * site's own pages ({@link #sameSiteJson}), and a failed request answered and logged by its route,
 * never by the game's id ({@link #failed}).
 *
 * <pre>{@code
 * connector.addBean(new Guards.ClientConnections(32));
 * server.setErrorHandler(new Guards.JsonErrors());
 * }</pre>
 */
final class Guards {
  // the site's one log: an operator filters one name
  private static final Logger LOG = LoggerFactory.getLogger(Site.class);

  private Guards() {}

  /**
   * Closes a client's connections past the bound as soon as they open: one address cannot hold
   * every request thread with bodies it never finishes. A connection counts while it can still
   * carry a request: one the site has answered and shut its side of (an answer with {@code
   * Connection: close}) does not, though Jetty tells its close only once the client has closed its
   * end too, and later still on a busy selector; counting it until then refused a client that read
   * its answer and opened its next connection at once.
   */
  static final class ClientConnections implements Connection.Listener {
    private final int perClient;

    /** Each address's connections not yet reported closed; an address is forgotten at none. */
    private final Map<InetAddress, Set<Connection>> open = new ConcurrentHashMap<>();

    /** Each open connection's address: a closed connection's endpoint no longer tells it. */
    private final Map<Connection, InetAddress> addresses = new ConcurrentHashMap<>();

    ClientConnections(int perClient) {
      this.perClient = perClient;
    }

    @Override
    public void onOpened(Connection connection) {
      InetAddress a = address(connection);
      if (a == null) {
        return;
      }
      addresses.put(connection, a);
      Set<Connection> mine =
          open.compute(
              a,
              (k, set) -> {
                Set<Connection> s = set == null ? ConcurrentHashMap.newKeySet() : set;
                s.add(connection);
                return s;
              });
      // the count is exact only when it matters: past the bound, the connections that can still
      // carry a request are counted, so one finished but not yet reported closed is not
      if (mine.size() > perClient && live(mine) > perClient) {
        connection.getEndPoint().close();
      }
    }

    @Override
    public void onClosed(Connection connection) {
      InetAddress a = addresses.remove(connection);
      if (a != null) {
        open.computeIfPresent(
            a,
            (k, set) -> {
              set.remove(connection);
              return set.isEmpty() ? null : set;
            });
      }
    }

    /** The connections open now from an address that can still carry a request. */
    int open(InetAddress address) {
      return live(open.getOrDefault(address, Set.of()));
    }

    private static int live(Set<Connection> connections) {
      int n = 0;
      for (Connection c : connections) {
        EndPoint e = c.getEndPoint();
        if (e.isOpen() && !e.isOutputShutdown()) {
          n++;
        }
      }
      return n;
    }

    private static @Nullable InetAddress address(Connection connection) {
      SocketAddress remote = connection.getEndPoint().getRemoteSocketAddress();
      return remote instanceof InetSocketAddress i ? i.getAddress() : null;
    }
  }

  /** Jetty's own errors as the site's JSON, with its headers; never HTML, never a stack trace. */
  static final class JsonErrors extends ErrorHandler {
    @Override
    protected void generateResponse(
        Request request,
        Response response,
        int code,
        @Nullable String message,
        @Nullable Throwable cause,
        Callback callback) {
      HttpFields.Mutable headers = response.getHeaders();
      byte[] body = body(code, headers);
      headers.put(HttpHeader.CONTENT_LENGTH, body.length);
      response.write(true, ByteBuffer.wrap(body), callback);
    }

    /** The body, after the headers are set; the request's address is not repeated in it. */
    private static byte[] body(int code, HttpFields.Mutable headers) {
      Site.HEADERS.forEach(headers::put);
      headers.put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
      String words = HttpStatus.getMessage(code).toLowerCase(Locale.ROOT);
      String message =
          code == 400
              ? "the request cannot be read (an address or a header the site does not accept)"
              : words;
      return new ApiException(code, "http_" + code, message)
          .json()
          .getBytes(StandardCharsets.UTF_8);
    }
  }

  /**
   * A request that changes something is JSON from the site's own pages. A page elsewhere can send a
   * form or a "simple" text/plain POST without asking; it cannot send application/json without the
   * browser asking the site first (which the site never allows), and a browser names the page's
   * origin in {@code Origin} and {@code Sec-Fetch-Site}.
   */
  static void sameSiteJson(Context ctx) {
    String method = ctx.method().name();
    if (method.equals("GET") || method.equals("HEAD") || method.equals("OPTIONS")) {
      return;
    }
    String type = String.valueOf(ctx.header("Content-Type")).toLowerCase(Locale.ROOT);
    if (!type.startsWith("application/json")) {
      throw new ApiException(
          415, "json_required", "send the request as application/json, as the play page does");
    }
    sameOrigin(ctx);
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
      throw new ApiException(403, "bad_origin", "requests come from the site's own pages only");
    }
    String fetchSite = ctx.header("Sec-Fetch-Site");
    if (fetchSite != null && !fetchSite.equals("same-origin") && !fetchSite.equals("none")) {
      throw new ApiException(403, "bad_origin", "requests come from the site's own pages only");
    }
  }

  /**
   * A request that failed on the server's side. One the client cut short or sent too slowly is one
   * line at INFO (the client controls how often that happens); anything else is logged for the
   * operator with its trace, by its route (never the game's id). The page gets a sentence.
   */
  static void failed(Exception e, Context ctx) {
    ApiException a;
    if (cutShort(e)) {
      Throwable root = e;
      while (root.getCause() != null && root.getCause() != root) {
        root = root.getCause();
      }
      LOG.info(
          "request {} {} ended early: {}",
          ctx.method(),
          route(ctx),
          root.getClass().getSimpleName());
      a = ApiException.badRequest("body_cut_short", "the request's body did not arrive in time");
    } else {
      LOG.error("request {} {} failed", ctx.method(), route(ctx), e);
      a = new ApiException(500, "internal", "the server failed on this request");
    }
    ctx.status(a.status()).contentType("application/json").result(a.json());
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
