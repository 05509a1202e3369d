package io.github.fanorona.server.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The load test's attackers, each from an address of its own on the loopback range (Linux routes
 * all of 127.0.0.0/8 to the machine): connections that send a request's headers and then its body a
 * byte a second, reopened when the server closes them; and one client that starts games as fast as
 * it can, counting the answers by status. Both stop when closed.
 *
 * <pre>{@code
 * try (Attackers a = Attackers.start(port, 300)) {
 *   ... play ...
 *   a.created()   // the statuses of the flood's requests
 * }
 * }</pre>
 */
final class Attackers implements AutoCloseable {
  private static final byte[] SLOW_HEAD =
      ("POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
              + "Content-Length: 4000\r\n\r\n{")
          .getBytes(StandardCharsets.ISO_8859_1);
  private static final byte[] CREATE =
      ("POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
              + "Content-Length: 2\r\nConnection: close\r\n\r\n{}")
          .getBytes(StandardCharsets.ISO_8859_1);

  private final int port;
  private final int slowConnections;
  private final List<Thread> threads = new ArrayList<>();
  private final Map<Integer, AtomicInteger> statuses = new ConcurrentHashMap<>();
  private final AtomicInteger reopened = new AtomicInteger();
  private volatile boolean stopped;

  private Attackers(int port, int slowConnections) {
    this.port = port;
    this.slowConnections = slowConnections;
  }

  static Attackers start(int port, int slowConnections) {
    Attackers a = new Attackers(port, slowConnections);
    a.spawn("slow-bodies", a::slowBodies);
    a.spawn("flood", a::flood);
    return a;
  }

  private void spawn(String name, Runnable r) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    threads.add(t);
    t.start();
  }

  /** The flood's answers: status → count. */
  Map<Integer, AtomicInteger> created() {
    return statuses;
  }

  /** How often a slow connection was closed by the server and opened again. */
  int reopened() {
    return reopened.get();
  }

  private Socket open(String from) throws IOException {
    Socket s = new Socket(InetAddress.getLoopbackAddress(), port, InetAddress.getByName(from), 0);
    s.setSoTimeout(5_000);
    return s;
  }

  private void slowBodies() {
    Socket[] sockets = new Socket[slowConnections];
    try {
      while (!stopped) {
        for (int i = 0; i < sockets.length && !stopped; i++) {
          try {
            if (sockets[i] == null) {
              sockets[i] = open("127.0.0.2");
              sockets[i].getOutputStream().write(SLOW_HEAD);
            } else {
              sockets[i].getOutputStream().write(' ');
            }
          } catch (IOException e) {
            close(sockets[i]);
            sockets[i] = null;
            reopened.incrementAndGet();
          }
        }
        Thread.sleep(1_000);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      for (Socket s : sockets) {
        close(s);
      }
    }
  }

  private void flood() {
    while (!stopped) {
      try (Socket s = open("127.0.0.3")) {
        OutputStream out = s.getOutputStream();
        out.write(CREATE);
        out.flush();
        InputStream in = s.getInputStream();
        String answer = new String(in.readNBytes(12), StandardCharsets.ISO_8859_1);
        int status = answer.length() == 12 ? Integer.parseInt(answer.substring(9, 12)) : 0;
        statuses.computeIfAbsent(status, k -> new AtomicInteger()).incrementAndGet();
      } catch (IOException | NumberFormatException e) {
        statuses.computeIfAbsent(-1, k -> new AtomicInteger()).incrementAndGet();
      }
    }
  }

  private static void close(Socket s) {
    if (s != null) {
      try {
        s.close();
      } catch (IOException e) {
        // closing a socket the server already closed
      }
    }
  }

  @Override
  public void close() {
    stopped = true;
    try {
      for (Thread t : threads) {
        t.join(10_000);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
