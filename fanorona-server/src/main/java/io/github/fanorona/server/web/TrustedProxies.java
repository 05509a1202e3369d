package io.github.fanorona.server.web;

import com.google.common.base.Splitter;
import com.google.common.net.InetAddresses;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.List;
import java.util.Set;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.ConnectionMetaData;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.Request;
import org.jspecify.annotations.Nullable;

/**
 * The reverse proxies the site trusts to name their clients: behind one, every request comes from
 * the proxy's address, so the per-address bounds (games held and started, guests made, sign-in
 * attempts) would count every player as one. A request from a trusted proxy is taken to come from
 * the address its {@code X-Forwarded-For} header ends with (the client the proxy itself served,
 * skipping other trusted proxies before it); from anywhere else that header is ignored, so a client
 * cannot name another address by writing it. The proxies' own connections are not bounded per
 * address ({@link ClientConnections}): the proxy holds them for all its clients.
 *
 * <pre>{@code new TrustedProxies(List.of("127.0.0.1")).trusts(InetAddress.getLoopbackAddress())
 * // true}</pre>
 */
final class TrustedProxies implements HttpConfiguration.Customizer {
  /** The header a proxy names its client in (nginx's $proxy_add_x_forwarded_for, HAProxy's). */
  static final String HEADER = "X-Forwarded-For";

  private final Set<InetAddress> trusted;

  /**
   * The proxies by address (IP literals: a name would be looked up on every start).
   *
   * @throws IllegalArgumentException for one that is not an IP address
   */
  TrustedProxies(List<String> addresses) {
    this.trusted = Set.copyOf(addresses.stream().map(TrustedProxies::parse).toList());
  }

  /**
   * Reads an IP address written as such (never looked up).
   *
   * @throws IllegalArgumentException for anything else
   */
  static InetAddress parse(String address) {
    String a = address.strip();
    if (a.startsWith("[") && a.endsWith("]")) {
      a = a.substring(1, a.length() - 1);
    }
    if (!InetAddresses.isInetAddress(a)) {
      throw new IllegalArgumentException("a trusted proxy is an IP address, not '" + address + "'");
    }
    return InetAddresses.forString(a);
  }

  boolean isEmpty() {
    return trusted.isEmpty();
  }

  boolean trusts(@Nullable InetAddress a) {
    return a != null && trusted.contains(a);
  }

  @Override
  public Request customize(Request request, HttpFields.Mutable responseHeaders) {
    SocketAddress remote = request.getConnectionMetaData().getRemoteSocketAddress();
    if (!(remote instanceof InetSocketAddress from) || !trusts(from.getAddress())) {
      return request;
    }
    InetAddress client = client(request.getHeaders().getValuesList(HEADER));
    if (client == null) {
      return request;
    }
    InetSocketAddress address = new InetSocketAddress(client, from.getPort());
    ConnectionMetaData meta =
        new ConnectionMetaData.Wrapper(request.getConnectionMetaData()) {
          @Override
          public SocketAddress getRemoteSocketAddress() {
            return address;
          }
        };
    return new Request.Wrapper(request) {
      @Override
      public ConnectionMetaData getConnectionMetaData() {
        return meta;
      }
    };
  }

  /**
   * The client a chain of proxies served: the last address of the header's list that is not a
   * trusted proxy (the ones before it were written by whoever sent the request, and are not
   * believed); none if the list holds no address.
   */
  @Nullable InetAddress client(List<String> values) {
    List<String> all = Splitter.on(',').trimResults().splitToList(String.join(",", values));
    for (int i = all.size() - 1; i >= 0; i--) {
      String s = all.get(i);
      InetAddress a;
      try {
        a = parse(s);
      } catch (IllegalArgumentException e) {
        return null;
      }
      if (!trusts(a)) {
        return a;
      }
    }
    return null;
  }
}
