package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.CookieManager;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 42's items 4, 6 and 7 as a player meets them, in Chromium: the site's limits refuse what
 * they must without taking anything from anyone else. An accept refused at the address's game bound
 * leaves the seek in both lobbies; wrong passwords from another address do not keep the owner's
 * browser out; sockets the connection bound closes as they open are never counted as watchers on
 * the players' pages, nor are watchers whose sockets vanish without a close frame.
 */
@Tag("browser")
class ClubLimitsBrowserTest {
  private static final String[] JSON = {"Content-Type", "application/json"};

  @Test
  void anAcceptRefusedAtTheGameBoundLeavesTheSeekInBothLobbies() throws Exception {
    Browser.assumeInstalled();
    // one game an address, and every browser here has the same one: 127.0.0.1
    try (Site site = Site.start(SiteConfig.defaults().withPort(0).withClientBounds(1, 1000, 64));
        Browser ann = Browser.on(site);
        Browser bo = Browser.on(site)) {
      for (Browser x : new Browser[] {ann, bo}) {
        x.go("/lobby");
        x.until("document.body.dataset.online !== ''");
      }
      ann.element("btn-seek").click();
      bo.until("document.querySelectorAll('#seeks button.accept').length > 0");
      // the address's one game, held by someone else at the same address
      new ClubClient(site.port()).invite("{\"side\":\"white\"}");
      bo.js("document.querySelector('#seeks button.accept').click();");
      bo.until("document.getElementById('message').textContent !== ''");
      String said = bo.text("message");
      // the lobby is drawn again every two seconds: twice that, and the seek is still everyone's
      TimeUnit.SECONDS.sleep(4);
      assertTrue(bo.url().endsWith("/lobby"), "the accepter stays in the lobby: " + bo.url());
      assertTrue(ann.url().endsWith("/lobby"), "the seeker is sent nowhere: " + ann.url());
      assertEquals("1", bo.body("seeking"), "said: " + said);
      assertEquals("1", ann.body("seeking"));
      assertTrue(ann.visible("btn-unseek"), "the seeker's lobby still shows its own seek");
      bo.screenshot("club-accept-refused-at-bound");
    }
  }

  @Test
  void wrongPasswordsFromAnotherAddressLeaveTheOwnersBrowserFreeToSignIn() throws Exception {
    Browser.assumeInstalled();
    try (Site site =
            Site.start(SiteConfig.defaults().withPort(0).withTrustedProxies(List.of("127.0.0.1")));
        Browser owner = Browser.on(site)) {
      String account = "{\"name\":\"Hery\",\"password\":\"correct horse Hery\"}";
      HttpResponse<String> up =
          SiteAttacksTest.send(
              HttpClient.newBuilder().cookieHandler(new CookieManager()).build(),
              site.port(),
              "POST",
              "/api/account/signup",
              account,
              JSON[0],
              JSON[1]);
      assertEquals(200, up.statusCode(), up.body());
      // a guesser behind the trusted proxy, at an address of its own, until it is stopped
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
      assertEquals(429, last, "the guesser is stopped");
      owner.go("/lobby");
      owner.until("document.body.dataset.account === 'no'");
      owner.js(
          "document.getElementById('signin-name').value = 'Hery';"
              + " document.getElementById('signin-password').value = 'correct horse Hery';"
              + " document.getElementById('signin-go').click();");
      try {
        owner.until("document.body.dataset.account === 'yes'");
      } catch (RuntimeException e) {
        throw new AssertionError("the owner is kept out: " + owner.text("message"), e);
      }
    }
  }

  @Test
  void socketsClosedByTheConnectionBoundAreNeverCountedAsWatchers() throws Exception {
    Browser.assumeInstalled();
    // 24 connections an address, which the two browsers share with the watchers (all of them at
    // 127.0.0.1): the watchers get the ones the browsers leave, whatever their number
    try (Site site = Site.start(SiteConfig.defaults().withPort(0).withClientBounds(100, 1000, 24));
        Browser ann = Browser.on(site);
        Browser bo = Browser.on(site)) {
      ann.go("/lobby");
      ann.until("document.body.dataset.online !== ''");
      ann.element("btn-friend").click();
      ann.until("location.pathname.startsWith('/g/')");
      ClubBrowserTest.ready(ann);
      String path = ann.url().substring(ann.url().indexOf("/g/"));
      String id = path.substring(3);
      bo.go(path);
      ClubBrowserTest.ready(bo);
      ann.until("document.body.dataset.status === 'live'");
      List<ClubClient.Page> burst = new ArrayList<>();
      int refused = 0;
      for (int burstNo = 0; burstNo < 2; burstNo++) {
        for (int i = 0; i < 30; i++) {
          try {
            burst.add(
                new ClubClient(site.port()).socket(id, "", "http://127.0.0.1:" + site.port()));
          } catch (ExecutionException e) {
            refused++; // closed before its handshake was answered: never a page, never a watcher
          }
        }
        // the bound closes the sockets past it as they open; the ones it left are the watchers
        TimeUnit.SECONDS.sleep(1);
        long open = burst.stream().filter(p -> !p.closed.isDone()).count();
        assertTrue(refused > 0 || open < burst.size(), "the bound closed none of the sockets");
        for (Browser x : new Browser[] {ann, bo}) {
          String shown = open == 0 ? "''" : "'" + open + " watching'";
          try {
            x.until("document.getElementById('watchers').textContent === " + shown);
          } catch (RuntimeException e) {
            throw new AssertionError(
                "burst " + burstNo + ": shown '" + x.text("watchers") + "' for " + open, e);
          }
        }
      }
      // five watchers vanish without a close frame (a phone losing its network): the pages count
      // only the sockets still open
      List<ClubClient.Page> open = burst.stream().filter(p -> !p.closed.isDone()).toList();
      assertTrue(open.size() > 5, open.size() + " watchers");
      for (ClubClient.Page p : open.subList(0, 5)) {
        p.ws.abort();
      }
      for (Browser x : new Browser[] {ann, bo}) {
        x.until(
            "document.getElementById('watchers').textContent === '"
                + (open.size() - 5)
                + " watching'");
      }
      for (ClubClient.Page p : open.subList(5, open.size())) {
        p.close();
      }
      for (Browser x : new Browser[] {ann, bo}) {
        x.until("document.getElementById('watchers').textContent === ''");
      }
    }
  }
}
