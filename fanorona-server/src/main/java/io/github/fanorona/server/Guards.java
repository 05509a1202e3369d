package io.github.fanorona.server;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.jspecify.annotations.Nullable;

/**
 * What the site sets on Jetty itself, below the routes: a bound on each client's open connections,
 * and the site's JSON error body (with the site's security headers) for the errors Jetty answers
 * before a route runs, such as an address it cannot decode ({@code %00}, {@code %ff}, an encoded
 * {@code ..}) or a header too large.
 *
 * <pre>{@code
 * connector.addBean(new Guards.ClientConnections(32));
 * server.setErrorHandler(new Guards.JsonErrors());
 * }</pre>
 */
final class Guards {
  private Guards() {}

  /**
   * Closes a client's connections past the bound as soon as they open: one address cannot hold
   * every request thread with bodies it never finishes. Counted per address, forgotten at zero.
   */
  static final class ClientConnections implements Connection.Listener {
    private final int perClient;
    private final Map<InetAddress, Integer> open = new ConcurrentHashMap<>();

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
      if (open.merge(a, 1, Integer::sum) > perClient) {
        connection.getEndPoint().close();
      }
    }

    @Override
    public void onClosed(Connection connection) {
      InetAddress a = addresses.remove(connection);
      if (a != null) {
        open.computeIfPresent(a, (k, n) -> n <= 1 ? null : n - 1);
      }
    }

    /** The connections open now from an address (for the tests). */
    int open(InetAddress address) {
      return open.getOrDefault(address, 0);
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
}
