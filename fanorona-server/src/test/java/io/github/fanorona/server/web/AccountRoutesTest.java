package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.players.Players;
import io.github.fanorona.server.store.TestDatabases;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The accounts on the site (issue 30): sign-up, sign-in and sign-out over HTTP, and the issue's
 * attacks on them, one test each: a password of 1 MB, a name taken in another case or with
 * look-alike characters, a sign-in flood. Each test has a site of its own, so that the sign-in
 * limits of 127.0.0.1 start full.
 */
class AccountRoutesTest {
  private Site site;

  @BeforeEach
  void start() {
    site =
        Site.start(
            SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64),
            Duration.ofSeconds(60));
  }

  @AfterEach
  void stop() {
    site.close();
  }

  private static String account(String name, String password) {
    return "{\"name\":\"" + name + "\",\"password\":\"" + password + "\"}";
  }

  private static HttpResponse<String> signUp(ClubClient c, String name) throws Exception {
    return c.post("/api/account/signup", account(name, "correct horse " + name));
  }

  private static HttpResponse<String> signIn(ClubClient c, String name, String password)
      throws Exception {
    return c.post("/api/account/signin", account(name, password));
  }

  @Test
  void aGuestWhoSignsUpKeepsTheirGamesUnderANewSecret() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    String id = ann.invite("{\"side\":\"white\"}");
    String guestSecret = ann.secret();
    HttpResponse<String> r = signUp(ann, "Ann");
    assertEquals(200, r.statusCode(), r.body());
    assertEquals("{\"name\":\"Ann\",\"account\":true}", r.body());
    String cookie = r.headers().firstValue("Set-Cookie").orElse("");
    assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), cookie);
    // served over plain HTTP: a Secure cookie would never come back
    assertFalse(cookie.contains("Secure"), cookie);
    assertNotEquals(guestSecret, ann.secret());
    // the game is still Ann's (a seat keeps the name it was taken with, as after a rename)
    String view = ann.get("/api/club/" + id).body();
    assertTrue(view.contains("\"you\":\"w\""), view);
    // the guest's secret, which someone may have seen, opens nothing now
    ClubClient.Page old = ann.socket(id, guestSecret, "http://127.0.0.1:" + site.port());
    old.next(m -> m.contains("\"you\":\"\""));
    // a second sign-up from the same browser is refused
    ApiTest.assertError(signUp(ann, "Ann2"), 409, "signed_in");
  }

  @Test
  void signingOutEndsTheSessionAndSigningInElsewhereOpensTheSameGames() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    assertEquals(200, signUp(ann, "Ann").statusCode());
    String id = ann.invite("{\"side\":\"black\"}");
    String secret = ann.secret();
    HttpResponse<String> out = ann.post("/api/account/signout", "{}");
    assertEquals(200, out.statusCode(), out.body());
    assertTrue(out.headers().firstValue("Set-Cookie").orElse("").contains("Max-Age=0"));
    assertEquals("", ann.secret());
    ClubClient.Page copied = ann.socket(id, secret, "http://127.0.0.1:" + site.port());
    copied.next(m -> m.contains("\"you\":\"\""));
    // a guest has nothing to sign out of
    ApiTest.assertError(ann.post("/api/account/signout", "{}"), 409, "not_signed_in");
    ClubClient phone = new ClubClient(site.port());
    HttpResponse<String> in = signIn(phone, "ANN", "correct horse Ann");
    assertEquals(200, in.statusCode(), in.body());
    assertEquals("{\"name\":\"Ann\",\"account\":true}", in.body());
    assertTrue(phone.get("/api/club/" + id).body().contains("\"you\":\"b\""));
    // an account keeps its name
    ApiTest.assertError(phone.post("/api/me/name", "{\"name\":\"Someone\"}"), 409, "account_name");
  }

  @Test
  void aPasswordOfOneMegabyteIsRefusedBeforeAnyHashing() throws Exception {
    ClubClient eve = new ClubClient(site.port());
    String huge = "x".repeat(1 << 20);
    for (String path : List.of("/api/account/signup", "/api/account/signin")) {
      refusedUnread(eve, path, account("Eve", huge));
    }
    // past the password's own bound (1024 bytes of UTF-8) but inside a body's: said, never echoed
    String long1 = "é".repeat(600);
    HttpResponse<String> r = eve.post("/api/account/signup", account("Eve", long1));
    ApiTest.assertError(r, 400, "bad_password");
    assertFalse(r.body().contains("éééé"), r.body());
    ApiTest.assertError(
        eve.post("/api/account/signup", account("Eve", "short")), 400, "bad_password");
    ApiTest.assertError(signIn(eve, "Eve", long1), 400, "bad_password");
    assertEquals(200, signUp(eve, "Eve").statusCode());
  }

  /**
   * A body past the bound is answered 413 at its first 4 KB; the server may close the connection
   * before the client has sent the rest, which the client sees as a reset instead of the answer.
   * Either way nothing was made: the name is still free and the site answers the next request.
   */
  private void refusedUnread(ClubClient c, String path, String body) throws Exception {
    try {
      ApiTest.assertError(c.post(path, body), 413, "body_too_large");
    } catch (java.io.IOException closed) {
      // the connection closed under the unread body: the refusal the client could not read
    }
    ApiTest.assertError(
        signIn(new ClubClient(site.port()), "Eve", "x".repeat(8)), 401, "wrong_credentials");
  }

  @Test
  void aNameTakenInAnotherCaseOrWithLookAlikeCharactersIsRefused() throws Exception {
    assertEquals(200, signUp(new ClubClient(site.port()), "Rivo").statusCode());
    for (String twin : List.of("RIVO", "rivo", "Rіvo", "R1vo", "Rivo ")) {
      HttpResponse<String> r = signUp(new ClubClient(site.port()), twin);
      assertTrue(r.statusCode() == 409 || r.statusCode() == 400, twin + ": " + r.body());
      assertFalse(r.body().contains("\"account\":true"), twin);
    }
    ApiTest.assertError(signUp(new ClubClient(site.port()), "rivo"), 409, "name_taken");
    // the Cyrillic і of "Rіvo" looks like the Latin i
    ApiTest.assertError(signUp(new ClubClient(site.port()), "R\u0456vo"), 409, "name_taken");
    // nor may a guest take it as a display name
    ApiTest.assertError(
        new ClubClient(site.port()).post("/api/me/name", "{\"name\":\"RIVO\"}"), 409, "name_taken");
    // an HTML name is refused as a name, not stored
    ApiTest.assertError(signUp(new ClubClient(site.port()), "<b>x</b>"), 400, "bad_name");
  }

  @Test
  void aSignInFloodIsLimitedAndTellsNoNames() throws Exception {
    assertEquals(200, signUp(new ClubClient(site.port()), "Hery").statusCode());
    ClubClient eve = new ClubClient(site.port());
    // five wrong guesses for a name with an account and for one without: the same answers
    List<String> known = new ArrayList<>();
    List<String> unknown = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      HttpResponse<String> a = signIn(eve, "Hery", "guess number " + i);
      HttpResponse<String> b = signIn(eve, "Nobody", "guess number " + i);
      // the wait's seconds may differ by one: the two buckets were emptied a moment apart
      known.add(a.statusCode() + " " + a.body().replaceAll("in [0-9]+ s", "in N s"));
      unknown.add(b.statusCode() + " " + b.body().replaceAll("in [0-9]+ s", "in N s"));
    }
    assertEquals(known, unknown);
    for (int i = 0; i < 5; i++) {
      assertTrue(known.get(i).startsWith("401 {\"error\":\"wrong_credentials\""), known.get(i));
    }
    assertTrue(known.get(5).startsWith("429 {\"error\":\"rate_limited\""), known.get(5));
    // the right password is refused too while the name's attempts are spent
    HttpResponse<String> right = signIn(new ClubClient(site.port()), "Hery", "correct horse Hery");
    ApiTest.assertError(right, 429, "rate_limited");
    assertTrue(right.headers().firstValue("Retry-After").isPresent());
    // and one address that tries many names is stopped by its own bound (20 at once, then one
    // every 6 s): a few dozen attempts reach it however slowly each is answered
    int tried = 0;
    while (signIn(eve, "Name" + tried, "guess number x").statusCode() != 429) {
      tried++;
      assertTrue(tried < 60, "the address's bound");
    }
  }

  @Test
  void aSignUpFromAnotherSiteIsRefused() throws Exception {
    HttpResponse<String> r =
        SiteAttacksTest.send(
            java.net.http.HttpClient.newHttpClient(),
            site.port(),
            "POST",
            "/api/account/signup",
            account("Mallory", "correct horse battery"),
            "Content-Type",
            "application/json",
            "Origin",
            "http://evil.example");
    ApiTest.assertError(r, 403, "bad_origin");
  }

  /**
   * Issue 42's "stay signed in": a sign-in asked to be remembered gets a cookie the browser keeps
   * when it closes (30 days); each sign-in makes a new secret and ends the browser's previous one;
   * a sign-out ends it.
   */
  @Test
  void aRememberedSignInOutlivesTheBrowserIsRotatedAndEndsAtSignOut() throws Exception {
    ClubClient ann = new ClubClient(site.port());
    HttpResponse<String> up = signUp(ann, "Ann");
    assertEquals(200, up.statusCode(), up.body());
    assertFalse(up.headers().firstValue("Set-Cookie").orElse("").contains("Max-Age"));
    ClubClient laptop = new ClubClient(site.port());
    String remember = "{\"name\":\"ann\",\"password\":\"correct horse Ann\",\"remember\":true}";
    HttpResponse<String> in = laptop.post("/api/account/signin", remember);
    assertEquals(200, in.statusCode(), in.body());
    String cookie = in.headers().firstValue("Set-Cookie").orElse("");
    assertTrue(cookie.endsWith("; Max-Age=2592000"), cookie);
    assertTrue(cookie.contains("HttpOnly; SameSite=Strict"), cookie);
    String first = laptop.secret();
    // signing in again rotates the secret: the one before opens nothing
    assertEquals(200, laptop.post("/api/account/signin", remember).statusCode());
    String second = laptop.secret();
    assertFalse(second.equals(first));
    assertFalse(me(first).contains("\"name\":\"Ann\""));
    assertTrue(me(second).contains("\"name\":\"Ann\""));
    // a sign-out ends it
    assertEquals(200, laptop.post("/api/account/signout", "{}").statusCode());
    assertFalse(me(second).contains("\"name\":\"Ann\""));
  }

  /**
   * Issue 42's "ended by sign-out on every device": a sign-out asked for every device ends the
   * laptop's session and the phone's, and nobody else's; on each database and on none.
   */
  @ParameterizedTest
  @EnumSource(TestDatabases.Kind.class)
  void aSignOutOnEveryDeviceEndsEachOfThePlayersSessions(TestDatabases.Kind kind) throws Exception {
    try (TestDatabases.Fresh db = TestDatabases.fresh(kind);
        Site stored =
            Site.start(
                SiteConfig.defaults()
                    .withPort(0)
                    .withClientBounds(1000, 1000, 64)
                    .withDatabase(db.url))) {
      signOutOnEveryDevice(stored.port());
    }
  }

  @Test
  void aSignOutOnEveryDeviceEndsEachOfThePlayersSessionsWithoutADatabase() throws Exception {
    signOutOnEveryDevice(site.port());
  }

  private static void signOutOnEveryDevice(int port) throws Exception {
    ClubClient laptop = new ClubClient(port);
    assertEquals(200, signUp(laptop, "Ann").statusCode());
    ClubClient phone = new ClubClient(port);
    assertEquals(200, signIn(phone, "ann", "correct horse Ann").statusCode());
    ClubClient tablet = new ClubClient(port);
    assertEquals(200, signIn(tablet, "ann", "correct horse Ann").statusCode());
    ClubClient bo = new ClubClient(port);
    assertEquals(200, signUp(bo, "Boris").statusCode());
    // a plain sign-out ends the one browser's session
    String tabletSecret = tablet.secret();
    assertEquals(200, tablet.post("/api/account/signout", "{}").statusCode());
    assertFalse(me(port, tabletSecret).contains("\"name\":\"Ann\""));
    assertTrue(me(port, phone.secret()).contains("\"name\":\"Ann\""));
    // every device: the laptop's and the phone's, not Boris's
    String laptopSecret = laptop.secret();
    HttpResponse<String> out = laptop.post("/api/account/signout", "{\"everywhere\":true}");
    assertEquals(200, out.statusCode(), out.body());
    assertTrue(out.headers().firstValue("Set-Cookie").orElse("").contains("Max-Age=0"));
    assertFalse(me(port, laptopSecret).contains("\"name\":\"Ann\""));
    assertFalse(me(port, phone.secret()).contains("\"name\":\"Ann\""));
    assertTrue(me(port, bo.secret()).contains("\"name\":\"Boris\""));
    // and the phone, no longer signed in, cannot sign anyone out
    ApiTest.assertError(
        phone.post("/api/account/signout", "{\"everywhere\":true}"), 409, "not_signed_in");
  }

  /** {@code POST /api/me} with a cookie of our choosing, from a client without cookies. */
  private String me(String secret) throws Exception {
    return me(site.port(), secret);
  }

  private static String me(int port, String secret) throws Exception {
    return SiteAttacksTest.send(
            java.net.http.HttpClient.newHttpClient(),
            port,
            "POST",
            "/api/me",
            "{}",
            "Content-Type",
            "application/json",
            "Cookie",
            Players.COOKIE + "=" + secret)
        .body();
  }

  @Test
  void theCookieIsSecureWhenThePageCameOverTls() {
    assertTrue(
        Players.cookie("a".repeat(32), true).endsWith("; HttpOnly; SameSite=Strict; Secure"));
    assertFalse(Players.cookie("a".repeat(32), false).contains("Secure"));
    assertTrue(Players.forget(true).contains("Max-Age=0"));
  }

  /** On each database: an account and its session outlive a restart; a sign-out is kept too. */
  @ParameterizedTest
  @EnumSource(TestDatabases.Kind.class)
  void accountsAndSessionsAreStored(TestDatabases.Kind kind) throws Exception {
    try (TestDatabases.Fresh db = TestDatabases.fresh(kind)) {
      SiteConfig config =
          SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64).withDatabase(db.url);
      ClubClient ann;
      ClubClient phone;
      String id;
      String phoneSecret;
      try (Site first = Site.start(config)) {
        ann = new ClubClient(first.port());
        id = ann.invite("{\"side\":\"white\"}");
        assertEquals(200, signUp(ann, "Ann").statusCode());
        phone = new ClubClient(first.port());
        assertEquals(200, signIn(phone, "ann", "correct horse Ann").statusCode());
        phoneSecret = phone.secret();
        assertEquals(200, phone.post("/api/account/signout", "{}").statusCode());
      }
      try (Site second = Site.start(config)) {
        ClubClient again = new ClubClient(second.port());
        String view =
            again
                .socket(id, ann.secret(), "http://127.0.0.1:" + second.port())
                .next(m -> m.contains("\"type\":\"state\""));
        assertTrue(view.contains("\"you\":\"w\""), view);
        again
            .socket(id, phoneSecret, "http://127.0.0.1:" + second.port())
            .next(m -> m.contains("\"you\":\"\""));
        ClubClient laptop = new ClubClient(second.port());
        assertEquals(200, signIn(laptop, "ANN", "correct horse Ann").statusCode());
        assertTrue(laptop.get("/api/club/" + id).body().contains("\"you\":\"w\""));
        ApiTest.assertError(signUp(new ClubClient(second.port()), "аnn"), 409, "name_taken");
      }
    }
  }
}
