package io.github.fanorona.server.web;

import static java.nio.charset.StandardCharsets.UTF_8;

import io.github.fanorona.server.store.TestDatabases;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two instances of the site on one PostgreSQL behind Debian's nginx (a real reverse proxy, started
 * by the test with a configuration of its own, as the server's README shows it): two players play
 * through the proxy, one instance is killed mid-game ({@code kill -9}: each runs in a JVM of its
 * own, {@link ChildSite}), and both play on through the proxy without a reload, the pages on the
 * killed instance reconnecting to the other; the first comes back and the second is killed in turn,
 * so that each page lives through the loss of its instance. Skipped without nginx or PostgreSQL (a
 * failure on CI, whose {@code .ci/run} installs nginx).
 */
@Tag("browser")
class ProxyBrowserTest {
  static final Path NGINX = Path.of("/usr/sbin/nginx");

  @TempDir Path dir;

  @Test
  void bothPlayersPlayOnThroughTheProxyWhenAnInstanceIsKilled() throws Exception {
    Browser.assumeInstalled();
    if (!Files.isExecutable(NGINX)) {
      if ("true".equalsIgnoreCase(System.getenv("CI"))) {
        throw new AssertionError("no " + NGINX + ": .ci/run installs Debian's nginx");
      }
      Assumptions.abort("no " + NGINX + " (apt-get install nginx)");
    }
    try (TestDatabases.Fresh db = TestDatabases.fresh(TestDatabases.Kind.POSTGRES)) {
      String[] args = {"--port", "0", "--database", db.url, "--trusted-proxy", "127.0.0.1"};
      Process a = ChildSite.start("-Xmx256m", args);
      Process b = ChildSite.start("-Xmx256m", args);
      Process proxy = null;
      Process again = null;
      try {
        int port = freePort();
        int portA = ChildSite.port(a);
        Path conf = config(dir, port, portA, ChildSite.port(b));
        proxy =
            new ProcessBuilder(NGINX.toString(), "-p", dir.toString(), "-c", conf.toString())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("nginx.out").toFile())
                .start();
        listening(port);
        try (Browser ann = Browser.at(port);
            Browser bo = Browser.at(port)) {
          ann.go("/lobby");
          ann.until("document.body.dataset.online !== ''");
          ann.element("btn-friend").click();
          ann.until("location.pathname.startsWith('/g/')");
          ClubBrowserTest.ready(ann);
          bo.go(ann.url());
          ClubBrowserTest.ready(bo);
          ann.until("document.body.dataset.status === 'live'");
          for (int turn = 1; turn <= 2; turn++) {
            play(ann, bo, turn);
          }
          a.destroyForcibly(); // SIGKILL: nothing is flushed or closed on the way out
          a.waitFor(20, TimeUnit.SECONDS);
          String url = ann.url();
          for (int turn = 3; turn <= 4; turn++) {
            play(ann, bo, turn);
          }
          // every page is on B now: A comes back on its port, and B is killed in turn, so that
          // each page has lived through a kill of its instance, whichever it was on at first
          again = ChildSite.start("-Xmx256m", with(args, "--port", String.valueOf(portA)));
          ChildSite.port(again);
          listening(portA);
          b.destroyForcibly();
          b.waitFor(20, TimeUnit.SECONDS);
          for (int turn = 5; turn <= 6; turn++) {
            play(ann, bo, turn);
          }
          for (Browser x : new Browser[] {ann, bo}) {
            x.until("document.body.dataset.conn !== 'lost'");
          }
          org.junit.jupiter.api.Assertions.assertEquals(url, ann.url());
          bo.screenshot("club-through-proxy-after-kill");
        }
      } finally {
        a.destroyForcibly();
        b.destroyForcibly();
        b.waitFor(20, TimeUnit.SECONDS);
        if (again != null) {
          again.destroyForcibly();
          again.waitFor(20, TimeUnit.SECONDS);
        }
        if (proxy != null) {
          proxy.destroy();
          if (!proxy.waitFor(10, TimeUnit.SECONDS)) {
            proxy.destroyForcibly();
          }
        }
      }
    }
  }

  /** One turn by the side to move, then both pages showing it. */
  private static void play(Browser ann, Browser bo, int turn) {
    // a page reconnecting after the kill shows the game again before it is played on
    for (Browser x : new Browser[] {ann, bo}) {
      x.until(
          "document.body.dataset.conn !== 'lost' && document.body.dataset.turns === '"
              + (turn - 1)
              + "'");
    }
    ClubBrowserTest.playTurn(ann.body("toMove").equals(ann.body("you")) ? ann : bo);
    for (Browser x : new Browser[] {ann, bo}) {
      try {
        x.until("document.body.dataset.turns === '" + turn + "'");
      } catch (RuntimeException e) {
        ann.screenshot("proxy-failed-ann");
        bo.screenshot("proxy-failed-bo");
        throw new AssertionError(
            "turn "
                + turn
                + " not shown: ann "
                + ann.js("return JSON.stringify(document.body.dataset)")
                + " bo "
                + bo.js("return JSON.stringify(document.body.dataset)"),
            e);
      }
    }
  }

  /** nginx in front of both instances, as the server's README shows it, in a folder of its own. */
  static Path config(Path dir, int port, int first, int second) throws IOException {
    String d = dir.toAbsolutePath().toString();
    String conf =
        String.join(
            "\n",
            "daemon off;",
            "master_process off;",
            "worker_processes 1;",
            "pid " + d + "/nginx.pid;",
            "error_log " + d + "/error.log warn;",
            "events { worker_connections 512; }",
            "http {",
            "  access_log off;",
            "  client_body_temp_path " + d + "/body;",
            "  proxy_temp_path " + d + "/proxy;",
            "  fastcgi_temp_path " + d + "/fastcgi;",
            "  uwsgi_temp_path " + d + "/uwsgi;",
            "  scgi_temp_path " + d + "/scgi;",
            "  map $http_upgrade $connection_upgrade { default upgrade; '' close; }",
            "  upstream fanorona {",
            "    server 127.0.0.1:" + first + " max_fails=1 fail_timeout=2s;",
            "    server 127.0.0.1:" + second + " max_fails=1 fail_timeout=2s;",
            "  }",
            "  server {",
            "    listen 127.0.0.1:" + port + ";",
            "    location / {",
            "      proxy_pass http://fanorona;",
            "      proxy_http_version 1.1;",
            "      proxy_set_header Host $http_host;",
            "      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
            "      proxy_set_header Upgrade $http_upgrade;",
            "      proxy_set_header Connection $connection_upgrade;",
            "      proxy_connect_timeout 2s;",
            "      proxy_read_timeout 120s;",
            "    }",
            "  }",
            "}",
            "");
    Path file = dir.resolve("nginx.conf");
    Files.writeString(file, conf, UTF_8);
    return file;
  }

  /** The arguments with one option's value replaced. */
  private static String[] with(String[] args, String option, String value) {
    String[] out = args.clone();
    for (int i = 0; i + 1 < out.length; i++) {
      if (out[i].equals(option)) {
        out[i + 1] = value;
      }
    }
    return out;
  }

  static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  /** Waits until something listens on the port (nginx starting). */
  static void listening(int port) throws InterruptedException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (System.nanoTime() < end) {
      try (Socket s = new Socket()) {
        s.connect(new InetSocketAddress("127.0.0.1", port), 500);
        return;
      } catch (IOException e) {
        Thread.sleep(100);
      }
    }
    throw new AssertionError("nginx does not listen on port " + port);
  }
}
