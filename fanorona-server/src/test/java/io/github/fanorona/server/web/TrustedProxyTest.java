package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.CookieManager;
import java.net.InetAddress;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Behind a reverse proxy every request comes from the proxy's address: the per-address bounds count
 * the address the proxy names in {@code X-Forwarded-For}, and only when the proxy is a trusted one
 * (a client elsewhere cannot name another address by writing the header).
 */
class TrustedProxyTest {
  private static final String[] JSON = {"Content-Type", "application/json"};

  private static HttpResponse<String> invite(int port, String forwardedFor) throws Exception {
    HttpClient c = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
    return SiteAttacksTest.send(
        c,
        port,
        "POST",
        "/api/club",
        "{\"side\":\"white\"}",
        "Content-Type",
        "application/json",
        TrustedProxies.HEADER,
        forwardedFor);
  }

  @Test
  void theBoundsCountTheAddressATrustedProxyNames() throws Exception {
    try (Site site =
        Site.start(
            SiteConfig.defaults()
                .withPort(0)
                .withClientBounds(1, 1000, 64)
                .withTrustedProxies(List.of("127.0.0.1", "::1")))) {
      assertEquals(200, invite(site.port(), "203.0.113.1").statusCode());
      // one game an address: the second from the same client is refused
      assertEquals(429, invite(site.port(), "203.0.113.1").statusCode());
      // another player behind the same proxy is not
      assertEquals(200, invite(site.port(), "203.0.113.2").statusCode());
      // an address the client wrote before the proxy's own is not believed: the proxy's is
      assertEquals(429, invite(site.port(), "198.51.100.9, 203.0.113.2").statusCode());
    }
  }

  @Test
  void theHeaderIsIgnoredFromAnAddressNotTrusted() throws Exception {
    try (Site site = Site.start(SiteConfig.defaults().withPort(0).withClientBounds(1, 1000, 64))) {
      assertEquals(200, invite(site.port(), "203.0.113.1").statusCode());
      // the header names another address, but the connection's is the same
      assertEquals(429, invite(site.port(), "203.0.113.2").statusCode());
    }
  }

  /**
   * Issue 42: five wrong passwords from one player behind the proxy leave its owner, behind the
   * same proxy from another address, free to sign in.
   */
  @Test
  void wrongPasswordsFromOneAddressDoNotLockTheOwnerOutBehindTheProxy() throws Exception {
    try (Site site =
        Site.start(SiteConfig.defaults().withPort(0).withTrustedProxies(List.of("127.0.0.1")))) {
      HttpClient owner = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
      String account = "{\"name\":\"Hery\",\"password\":\"correct horse Hery\"}";
      HttpResponse<String> up =
          SiteAttacksTest.send(
              owner, site.port(), "POST", "/api/account/signup", account, JSON[0], JSON[1]);
      assertEquals(200, up.statusCode(), up.body());
      HttpClient eve = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
      int last = 0;
      for (int i = 0; i < 6; i++) {
        last =
            SiteAttacksTest.send(
                    eve,
                    site.port(),
                    "POST",
                    "/api/account/signin",
                    "{\"name\":\"Hery\",\"password\":\"guess number " + i + "\"}",
                    JSON[0],
                    JSON[1],
                    TrustedProxies.HEADER,
                    "203.0.113.66")
                .statusCode();
      }
      assertEquals(429, last, "the guesser's address is stopped");
      HttpResponse<String> in =
          SiteAttacksTest.send(
              HttpClient.newBuilder().cookieHandler(new CookieManager()).build(),
              site.port(),
              "POST",
              "/api/account/signin",
              account,
              JSON[0],
              JSON[1],
              TrustedProxies.HEADER,
              "198.51.100.7");
      assertEquals(200, in.statusCode(), in.body());
    }
  }

  @Test
  void theClientIsTheLastAddressNotATrustedProxy() throws Exception {
    TrustedProxies p = new TrustedProxies(List.of("127.0.0.1", "10.0.0.2"));
    assertEquals(
        InetAddress.getByName("203.0.113.5"),
        p.client(List.of("6.6.6.6, 203.0.113.5", "10.0.0.2")));
    assertNull(p.client(List.of("")));
    assertNull(p.client(List.of("evil.example")));
    assertThrows(IllegalArgumentException.class, () -> new TrustedProxies(List.of("proxy.lan")));
  }
}
