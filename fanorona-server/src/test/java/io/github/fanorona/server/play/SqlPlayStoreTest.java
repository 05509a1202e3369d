package io.github.fanorona.server.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.server.Catalogue;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.players.Players;
import io.github.fanorona.server.players.SqlPlayerStore;
import io.github.fanorona.server.store.Database;
import io.github.fanorona.server.store.StoreException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game against the computer in the database: its versions, and its end with its last turn. */
class SqlPlayStoreTest {
  @TempDir Path dir;

  private static Game fresh() {
    return Game.start(Catalogue.variant("sivy"), Catalogue.ruleset("sivy", "seed000"));
  }

  private static List<Turn> firstTurns(int n) {
    Game g = fresh();
    for (int i = 0; i < n; i++) {
      g = g.play(g.legalTurns().get(0));
    }
    return g.turns();
  }

  /**
   * The store lets go of what it remembers of a game the site no longer holds (its version): the
   * game goes on from the version in the database, and a stale write is still refused.
   */
  @Test
  void aGameLetGoIsWrittenFromTheStoredVersion() {
    String url = Database.sqliteUrl(dir.resolve("v.db"));
    List<Turn> t = firstTurns(3);
    try (Database db = Database.open(url)) {
      String ann = new SqlPlayerStore(db).join("Ann", Players.secretHash("Ann's secret"));
      PlayStore store = new SqlPlayStore(db);
      String id = store.create("sivy", "seed000", ann, Side.WHITE, 1);
      store.writes().append(id, 1, t.get(0));
      db.versions().retain(held -> false);
      store.writes().append(id, 2, t.get(1));
      store.takeBack(id, 1);
      assertEquals(t.subList(0, 1), store.find(id).orElseThrow().game().turns());
      // another server writes ply 2: this one, remembering the version before it, is refused
      try (Database other = Database.open(url)) {
        new SqlPlayStore(other).writes().append(id, 2, t.get(1));
      }
      db.versions().retain(id::equals);
      StoreException stale =
          assertThrows(StoreException.class, () -> store.writes().append(id, 2, t.get(1)));
      assertEquals(StoreException.Kind.CONFLICT, stale.kind());
      assertEquals(409, stale.refusal().status());
      // once let go, the version is read from the database again
      db.versions().retain(held -> false);
      store.writes().append(id, 3, t.get(2));
      assertEquals(t, store.find(id).orElseThrow().game().turns());
    }
  }

  /**
   * Issue 46's first cause, fixed here: a turn that ends the game is stored with the game's end, in
   * one transaction, so the stored game can never hold an ending turn and still be live.
   */
  @Test
  void aGameEndingTurnIsStoredWithTheEnd() {
    try (Database db = Database.open(Database.sqliteUrl(dir.resolve("e.db")))) {
      String ann = new SqlPlayerStore(db).join("Ann", Players.secretHash("Ann's secret"));
      PlayStore store = new SqlPlayStore(db);
      String id = store.create("sivy", "seed000", ann, Side.WHITE, 1);
      Game g = fresh();
      g = g.play(g.legalTurns().get(0));
      Game over = g.resign(Side.BLACK);
      store.writes().appendLast(id, 1, g.turns().get(0), over);
      var row = db.games().game(id).orElseThrow();
      assertEquals(GameStatus.FINISHED, row.status());
      assertEquals(java.util.Optional.of("1-0"), row.result());
      assertEquals(java.util.Optional.of(Termination.RESIGNATION), row.termination());
      assertEquals(1, db.games().turns(id).size());
    }
  }
}
