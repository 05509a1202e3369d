package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.fanorona.server.store.TestDatabases;
import java.net.http.HttpResponse;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 46: a name of 21 to 24 letters outside the Basic Multilingual Plane was refused by the
 * players' store with "a name has 1 to 40 characters, not 48" (it counted UTF-16 units). A name is
 * counted one way everywhere, in characters (code points): the site's bound of 24 holds for such
 * letters as for any other, on either database.
 */
class NameLengthTest {
  /** MATHEMATICAL BOLD CAPITAL A, a letter outside the BMP: two UTF-16 units. */
  private static final String ASTRAL = new String(Character.toChars(0x1D400));

  @ParameterizedTest
  @EnumSource(TestDatabases.Kind.class)
  void aNameOfTwentyFourLettersOutsideTheBmpIsTaken(TestDatabases.Kind kind) throws Exception {
    try (TestDatabases.Fresh db = TestDatabases.fresh(kind);
        Site site =
            Site.start(
                SiteConfig.defaults()
                    .withPort(0)
                    .withClientBounds(1000, 1000, 64)
                    .withDatabase(db.url))) {
      ClubClient ann = new ClubClient(site.port());
      String name = ASTRAL.repeat(24);
      HttpResponse<String> r = ann.post("/api/me/name", "{\"name\":\"" + name + "\"}");
      assertEquals(200, r.statusCode(), r.body());
      ApiTest.assertError(
          ann.post("/api/me/name", "{\"name\":\"" + ASTRAL.repeat(25) + "\"}"), 400, "bad_name");
    }
  }
}
