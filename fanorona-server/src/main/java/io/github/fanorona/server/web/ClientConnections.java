package io.github.fanorona.server.web;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.jspecify.annotations.Nullable;

/**
 * Closes a client's connections past the bound as soon as they open: one address cannot hold every
 * request thread with bodies it never finishes. A connection counts while it can still carry a
 * request: one the site has answered and shut its side of (an answer with {@code Connection:
 * close}) does not, though Jetty tells its close only once the client has closed its end too, and
 * later still on a busy selector; counting it until then refused a client that read its answer and
 * opened its next connection at once.
 */
final class ClientConnections implements Connection.Listener {
  private final int perClient;

  /** The reverse proxies, whose connections carry every player's requests: not bounded. */
  private final TrustedProxies proxies;

  /** Each address's connections not yet reported closed; an address is forgotten at none. */
  private final Map<InetAddress, Set<Connection>> open = new ConcurrentHashMap<>();

  /** Each open connection's address: a closed connection's endpoint no longer tells it. */
  private final Map<Connection, InetAddress> addresses = new ConcurrentHashMap<>();

  ClientConnections(int perClient, TrustedProxies proxies) {
    this.perClient = perClient;
    this.proxies = proxies;
  }

  @Override
  public void onOpened(Connection connection) {
    InetAddress a = address(connection);
    if (a == null || proxies.trusts(a)) {
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
