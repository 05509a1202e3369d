package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.server.store.Database;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Takebacks in club games (issue 42): in a casual game one player asks, the other declines or
 * accepts, and the turns are taken back in the game and in the database; a rated game has none.
 */
class ClubTakebackTest {
  @TempDir Path dir;
  private Site site;

  @AfterEach
  void stop() {
    if (site != null) {
      site.close();
    }
  }

  private static final String TAKEBACK = "{\"do\":\"takeback\"}";

  @Test
  void aTakebackIsAskedDeclinedThenAcceptedAndTheDatabaseKeepsWhatIsLeft() throws Exception {
    SiteConfig config =
        SiteConfig.defaults()
            .withPort(0)
            .withClientBounds(1000, 1000, 64)
            .withDatabase(Database.sqliteUrl(dir.resolve("club.db")));
    site = Site.start(config);
    ClubClient ann = new ClubClient(site.port());
    ClubClient bo = new ClubClient(site.port());
    String id = ann.invite("{\"side\":\"white\"}");
    ClubClient.Page a = ann.open(id);
    ClubClient.Page b = bo.open(id);
    a.next(m -> m.contains("\"status\":\"live\""));
    Game g = ClubClient.play(ClubTest.fresh(), 1, a, b);
    // nothing of Black's to take back yet
    b.send(TAKEBACK);
    b.next(m -> m.contains("\"error\":\"no_takeback\""));
    // White asks, Black declines
    a.send(TAKEBACK);
    b.next(m -> m.contains("\"takeback\":\"w\""));
    b.send("{\"do\":\"keep\"}");
    a.next(m -> m.contains("\"takeback\":\"declined\"") && ClubClient.Page.moves(m) == 1);
    // White asks again, Black accepts: White's turn is taken back, White is to move again
    a.send(TAKEBACK);
    b.next(m -> m.contains("\"takeback\":\"w\""));
    b.send(TAKEBACK);
    String back = a.turns(0);
    assertTrue(back.contains("\"takeback\":\"\"") && back.contains("\"toMove\":\"w\""), back);
    b.turns(0);
    // three turns; Black, to move, asks: Black's last turn and White's reply are taken back
    g = ClubClient.play(ClubTest.fresh(), 3, a, b);
    assertEquals(3, g.turns().size());
    b.send(TAKEBACK);
    a.next(m -> m.contains("\"takeback\":\"b\""));
    a.send(TAKEBACK);
    String one = b.turns(1);
    assertTrue(one.contains("\"toMove\":\"b\""), one);
    // a spectator may not ask
    ClubClient cy = new ClubClient(site.port());
    ClubClient.Page c = cy.open(id);
    c.send(TAKEBACK);
    c.next(m -> m.contains("\"error\":\"not_your_game\""));
    site.close();
    // the database holds the game as it was left: one turn
    site = Site.start(config);
    HttpResponse<String> after = new ClubClient(site.port()).get("/api/club/" + id);
    assertEquals(1, ClubClient.Page.moves(after.body()), after.body());
    site.close();
    site = null;
  }

  @Test
  void aRatedGameHasNoTakeback() throws Exception {
    site = Site.start(SiteConfig.defaults().withPort(0).withClientBounds(1000, 1000, 64));
    ClubClient ann = member("Takeann");
    ClubClient bo = member("Takebo");
    String id = ann.invite("{\"side\":\"white\",\"rated\":true}");
    ClubClient.Page a = ann.open(id);
    ClubClient.Page b = bo.open(id);
    a.next(m -> m.contains("\"status\":\"live\""));
    ClubClient.play(ClubTest.fresh(), 0, a, b);
    a.send("{\"do\":\"turn\",\"text\":\"" + firstRated() + "\"}");
    b.turns(1);
    a.send(TAKEBACK);
    a.next(m -> m.contains("\"error\":\"takeback_rated\""));
    b.send(TAKEBACK);
    b.next(m -> m.contains("\"error\":\"takeback_rated\""));
  }

  private static String firstRated() {
    Game g =
        Game.start(
            io.github.fanorona.core.Variant.sivy(),
            io.github.fanorona.variants.Presets.ruleset(
                "youzai", io.github.fanorona.core.Variant.sivy()));
    return io.github.fanorona.core.TurnNotation.format(g.legalTurns().get(0));
  }

  private ClubClient member(String name) throws Exception {
    ClubClient c = new ClubClient(site.port());
    HttpResponse<String> r =
        c.post(
            "/api/account/signup",
            "{\"name\":\"" + name + "\",\"password\":\"correct horse " + name + "\"}");
    assertEquals(200, r.statusCode(), r.body());
    return c;
  }
}
