package io.github.fanorona.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.server.store.Database;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game against the computer on the club's database: every turn (the computer's too), an Undo and
 * a change of level are stored as they are played, so a site stopped and a new one opened on the
 * same file give the player the same game at the same position, and its Undo still works.
 */
class PlayRestartTest {
  private static final Pattern TEXT = Pattern.compile("\"text\":\"([^\"]*)\"");

  @TempDir Path dir;

  private SiteConfig config(int port) {
    return SiteConfig.defaults()
        .withPort(port)
        .withDatabase(Database.sqliteUrl(dir.resolve("club.db")));
  }

  @Test
  void aGameAgainstTheComputerComesBackAtItsPositionAndItsUndoStillWorks() throws Exception {
    Game g = ClubTest.fresh();
    ClubClient ann;
    String id;
    String before;
    int port;
    try (Site first = Site.start(config(0))) {
      port = first.port();
      ann = new ClubClient(port);
      String s =
          ok(ann.post("/api/games", "{\"variant\":\"sivy\",\"side\":\"white\",\"level\":1}"));
      id = ClubClient.field(s, "id");
      for (int i = 0; i < 3; i++) {
        g = typed(ann, id, g);
        g = computer(ann, id, g);
      }
      ok(ann.post("/api/games/" + id + "/level", "{\"level\":2}"));
      before = ok(ann.get("/api/games/" + id));
      assertEquals(6, ClubClient.Page.moves(before));
    }
    try (Site second = Site.start(config(port))) {
      assertEquals(0, second.games(), "taken up when its player opens it, not at the start");
      // the same game, position, move list and level, for the same player only
      assertEquals(before, ok(ann.get("/api/games/" + id)));
      assertTrue(before.contains("\"level\":2"), before);
      assertEquals(403, new ClubClient(port).get("/api/games/" + id).statusCode());
      String undone = ok(ann.post("/api/games/" + id + "/undo", "{}"));
      g = g.undo().orElseThrow().undo().orElseThrow();
      assertEquals(4, ClubClient.Page.moves(undone));
      assertEquals(lastText(g), lastText(undone));
      g = typed(ann, id, g);
      before = ok(ann.get("/api/games/" + id));
    }
    // the Undo and the turn after it were stored before they were answered
    try (Site third = Site.start(config(port))) {
      assertEquals(before, ok(ann.get("/api/games/" + id)));
      g = computer(ann, id, g);
      String resigned = ok(ann.post("/api/games/" + id + "/resign", "{}"));
      assertTrue(resigned.contains("\"outcome\":{"), resigned);
    }
    try (Site fourth = Site.start(config(port))) {
      String over = ok(ann.get("/api/games/" + id));
      assertEquals(6, ClubClient.Page.moves(over));
      assertTrue(over.contains("\"outcome\":{"), over);
      assertEquals(409, ann.post("/api/games/" + id + "/undo", "{}").statusCode());
    }
  }

  /** The player types the first legal turn. */
  private static Game typed(ClubClient c, String id, Game g) throws Exception {
    String t = TurnNotation.format(g.legalTurns().get(0));
    String s = ok(c.post("/api/games/" + id + "/turn", "{\"text\":\"" + t + "\"}"));
    Game next = g.play(t);
    assertEquals(next.turns().size(), ClubClient.Page.moves(s));
    return next;
  }

  /** The computer plays: its turn, read from the move list, played on the test's own game. */
  private static Game computer(ClubClient c, String id, Game g) throws Exception {
    String s = ok(c.post("/api/games/" + id + "/computer", "{}"));
    String text = lastText(s);
    for (Turn t : g.legalTurns()) {
      if (TurnNotation.format(t, PointStyle.STANDARD, true).equals(text)) {
        return g.play(t);
      }
    }
    throw new AssertionError("the computer's turn " + text + " is not legal here");
  }

  private static String lastText(Game g) {
    Turn t = g.turns().get(g.turns().size() - 1);
    return TurnNotation.format(t, PointStyle.STANDARD, true);
  }

  private static String lastText(String state) {
    Matcher m = TEXT.matcher(state);
    String last = "";
    while (m.find()) {
      last = m.group(1);
    }
    return last;
  }

  private static String ok(HttpResponse<String> r) {
    assertEquals(200, r.statusCode(), r.body());
    return r.body();
  }
}
