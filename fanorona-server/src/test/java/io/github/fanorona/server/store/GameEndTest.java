package io.github.fanorona.server.store;

import static io.github.fanorona.server.store.TestDatabases.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.server.EndedGames;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.store.StoreException.Kind;
import io.github.fanorona.server.store.TestDatabases.Fresh;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 46's first cause: a game's end is stored with its last turn, and a game a crash left live
 * with its ending turn (as the two transactions of before could) is finished when the database is
 * opened again, with the result and the reason its turns give. On every database of the fixture.
 */
@ParameterizedClass
@MethodSource("io.github.fanorona.server.store.TestDatabases#kinds")
class GameEndTest {
  @Parameter TestDatabases.Kind kind;

  private static final Game ENDED = EndedGames.byTurns("sivy", "seed000");

  /** A game between two players with every turn of {@link #ENDED} but the last stored. */
  private static GameRow allButTheLast(Database db) {
    String ann = TestDatabases.player(db, "Ann");
    String bob = TestDatabases.player(db, "Bob");
    GameRows rows = db.games();
    GameRow g = rows.create(NewGame.of("sivy", "seed000").withWhite(ann).withBlack(bob));
    List<Turn> turns = ENDED.turns();
    for (int i = 0; i < turns.size() - 1; i++) {
      g = rows.appendTurn(g.id(), i + 1, TurnNotation.format(turns.get(i)), g.version());
    }
    return g;
  }

  /**
   * The state a kill between the two old transactions left: every turn stored, the game live with
   * no result. Opening the database (a site's start) finishes it as its turns end it.
   */
  @Test
  void aGameLeftLiveWithItsEndingTurnIsFinishedWhenTheDatabaseOpens() throws Exception {
    Outcome o = ENDED.outcome().orElseThrow();
    try (Fresh fresh = TestDatabases.fresh(kind)) {
      String id;
      try (Database db = fresh.open()) {
        GameRow g = allButTheLast(db);
        List<Turn> turns = ENDED.turns();
        // the old way: the ending turn in one transaction, the end (never reached) in another
        g =
            db.games()
                .appendTurn(
                    g.id(),
                    turns.size(),
                    TurnNotation.format(turns.get(turns.size() - 1)),
                    g.version());
        assertEquals(GameStatus.LIVE, g.status());
        id = g.id();
      }
      try (Database db = fresh.open()) {
        GameRow g = db.games().game(id).orElseThrow();
        assertEquals(GameStatus.FINISHED, g.status(), "finished at the start");
        assertEquals(Optional.of(o.resultString()), g.result());
        assertEquals(Optional.of(Termination.of(o.reason())), g.termination());
        assertEquals(ENDED.turns().size(), db.games().turns(id).size());
        assertEquals(List.of(), db.games().liveGames());
        // a second start finds nothing more to do
        assertEquals(List.of(), db.games().finishEnded());
      }
    }
  }

  /**
   * A fault between the last turn and the end (the end's write refused by a trigger, as a full disk
   * or a lost connection would) leaves neither stored: the game stays at its turn before, live, and
   * the turn is played again once the fault is gone.
   */
  @Test
  void aFaultOnTheEndLeavesTheLastTurnUnstoredToo() throws Exception {
    try (Fresh fresh = TestDatabases.fresh(kind);
        Database db = fresh.open()) {
      GameRow before = allButTheLast(db);
      int stored = db.games().turns(before.id()).size();
      injectFaultOnEnd(db, true);
      List<Turn> turns = ENDED.turns();
      Turn last = turns.get(turns.size() - 1);
      StoreException e =
          refused(
              Kind.UNAVAILABLE,
              () -> db.versions().appendLast(before.id(), turns.size(), last, ENDED));
      assertEquals(stored, db.games().turns(before.id()).size(), "the turn without its end");
      assertEquals(Optional.of(before), db.games().game(before.id()), e.getMessage());
      injectFaultOnEnd(db, false);
      db.versions().appendLast(before.id(), turns.size(), last, ENDED);
      GameRow after = db.games().game(before.id()).orElseThrow();
      assertEquals(GameStatus.FINISHED, after.status());
      assertEquals(turns.size(), db.games().turns(before.id()).size());
    }
  }

  /** A trigger that refuses every write of a game's end, or none. */
  private void injectFaultOnEnd(Database db, boolean on) {
    db.jdbi()
        .useHandle(
            h -> {
              if (kind == TestDatabases.Kind.SQLITE) {
                h.execute(
                    on
                        ? "CREATE TRIGGER fault_on_end BEFORE UPDATE ON games"
                            + " WHEN NEW.status = 'finished'"
                            + " BEGIN SELECT RAISE(ABORT, 'injected fault'); END"
                        : "DROP TRIGGER fault_on_end");
              } else if (on) {
                h.execute(
                    "CREATE FUNCTION fault_on_end() RETURNS trigger AS $$"
                        + " BEGIN RAISE EXCEPTION 'injected fault'; END $$ LANGUAGE plpgsql");
                h.execute(
                    "CREATE TRIGGER fault_on_end BEFORE UPDATE ON games FOR EACH ROW"
                        + " WHEN (NEW.status = 'finished') EXECUTE FUNCTION fault_on_end()");
              } else {
                h.execute("DROP TRIGGER fault_on_end ON games");
              }
            });
  }
}
