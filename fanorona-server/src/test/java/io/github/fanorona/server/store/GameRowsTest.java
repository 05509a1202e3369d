package io.github.fanorona.server.store;

import static io.github.fanorona.server.store.TestDatabases.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.store.GameRow.TurnRow;
import io.github.fanorona.server.store.StoreException.Kind;
import io.github.fanorona.server.store.TestDatabases.Fresh;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/** The store's rows written and read back, and every bound, on every database of the fixture. */
@ParameterizedClass
@MethodSource("io.github.fanorona.server.store.TestDatabases#kinds")
class GameRowsTest {
  @Parameter TestDatabases.Kind kind;
  private Fresh fresh;
  private Database db;
  private GameRows store;

  @BeforeEach
  void open() throws Exception {
    fresh = TestDatabases.fresh(kind);
    db = fresh.open();
    store = db.games();
  }

  @AfterEach
  void close() throws Exception {
    if (db != null) {
      db.close();
    }
    if (fresh != null) {
      fresh.close();
    }
  }

  private String player(String name) {
    return TestDatabases.player(db, name);
  }

  @Test
  void aGameFromInvitationToResult() {
    String ann = player("Ann");
    String bob = player("Bob");
    GameRow g = store.create(NewGame.of("sivy", "standard").withWhite(ann));
    assertEquals(GameStatus.WAITING, g.status());
    assertEquals(0, g.version());
    assertTrue(g.isFree(Side.BLACK));
    assertFalse(g.isFree(Side.WHITE));
    assertEquals(Optional.of(g), store.game(g.id()));
    assertEquals(List.of(), store.liveGames());

    g = store.seat(g.id(), Side.BLACK, bob, g.version());
    assertEquals(GameStatus.LIVE, g.status());
    assertEquals(1, g.version());
    assertEquals(Optional.of(Side.BLACK), g.sideOf(bob));
    assertEquals(Optional.of(g), store.game(g.id()));
    assertEquals(List.of(g), store.liveGames());

    String[] texts = {"d4-e5A", "c6-d5W", "e3-d4A-c5A"};
    for (int i = 0; i < texts.length; i++) {
      g = store.appendTurn(g.id(), i + 1, texts[i], g.version());
    }
    assertEquals(4, g.version());
    assertEquals(Optional.of(g), store.game(g.id()));
    List<TurnRow> turns = store.turns(g.id());
    assertEquals(3, turns.size());
    for (int i = 0; i < texts.length; i++) {
      assertEquals(i + 1, turns.get(i).ply());
      assertEquals(texts[i], turns.get(i).text());
    }

    g = store.finish(g.id(), "1-0", Termination.RESIGNATION, g.version());
    assertEquals(GameStatus.FINISHED, g.status());
    assertEquals(Optional.of("1-0"), g.result());
    assertEquals(Optional.of(Termination.RESIGNATION), g.termination());
    assertEquals(Optional.of(g), store.game(g.id()));
    assertEquals(List.of(), store.liveGames());
    assertEquals(List.of(g), store.gamesOf(ann));
    assertEquals(List.of(g), store.gamesOf(bob));

    GameRow over = g;
    refused(Kind.CONFLICT, () -> store.appendTurn(over.id(), 4, "a1-b2", over.version()));
    refused(Kind.CONFLICT, () -> store.finish(over.id(), "0-1", Termination.TIME, over.version()));
    refused(
        Kind.CONFLICT, () -> store.abort(over.id(), Termination.ABORTED_BY_WHITE, over.version()));
    assertEquals(Optional.of(over), store.game(over.id()), "the game is unchanged");
    assertEquals(3, store.turns(over.id()).size());
  }

  @Test
  void staleWritesAndWrongPliesAreConflicts() {
    String ann = player("Ann");
    String bob = player("Bob");
    String cat = player("Cat");
    GameRow g0 = store.create(NewGame.of("sivy", "standard").withWhite(ann));
    GameRow g1 = store.seat(g0.id(), Side.BLACK, bob, 0);
    refused(Kind.CONFLICT, () -> store.seat(g0.id(), Side.BLACK, cat, 0));
    refused(Kind.CONFLICT, () -> store.seat(g0.id(), Side.BLACK, cat, 1));
    refused(Kind.CONFLICT, () -> store.appendTurn(g0.id(), 1, "d4-e5A", 0));
    refused(Kind.CONFLICT, () -> store.appendTurn(g0.id(), 2, "d4-e5A", 1));
    refused(Kind.INVALID, () -> store.appendTurn(g0.id(), 0, "d4-e5A", 1));
    refused(Kind.NOT_FOUND, () -> store.appendTurn("nosuchgame", 1, "d4-e5A", 0));
    refused(Kind.NOT_FOUND, () -> store.appendTurn("<script>", 1, "d4-e5A", 0));
    assertEquals(Optional.of(g1), store.game(g0.id()), "the game is unchanged");
    assertEquals(List.of(), store.turns(g0.id()));

    GameRow w = store.create(NewGame.of("sivy", "standard").withWhite(ann));
    refused(Kind.CONFLICT, () -> store.seat(w.id(), Side.BLACK, ann, 0));
    refused(Kind.INVALID, () -> store.seat(w.id(), Side.BLACK, "nobody", 0));
    assertEquals(Optional.of(w), store.game(w.id()));
    GameRow aborted = store.abort(w.id(), Termination.ABORTED_BY_WHITE, 0);
    assertEquals(GameStatus.ABORTED, aborted.status());
    assertEquals(Optional.empty(), aborted.result());
    refused(Kind.CONFLICT, () -> store.seat(w.id(), Side.BLACK, bob, 1));
  }

  @Test
  void gamesAgainstTheComputerAndTheirBounds() {
    String ann = player("Ann");
    GameRow g =
        store.create(NewGame.of("telo", "standard").withBlack(ann).withComputer(Side.WHITE, 3));
    assertEquals(GameStatus.LIVE, g.status());
    assertEquals(Optional.of(Side.WHITE), g.computerSide());
    assertEquals(3, g.computerLevel());
    assertFalse(g.isFree(Side.WHITE));
    assertEquals(Optional.of(g), store.game(g.id()));

    refused(
        Kind.INVALID,
        () -> store.create(NewGame.of("sivy", "standard").withWhite(ann).withBlack(ann)));
    refused(
        Kind.INVALID,
        () ->
            store.create(
                NewGame.of("sivy", "standard").withWhite(ann).withComputer(Side.WHITE, 1)));
    refused(
        Kind.INVALID,
        () -> store.create(NewGame.of("sivy", "standard").withComputer(Side.WHITE, 0)));
    refused(Kind.INVALID, () -> store.create(NewGame.of("x".repeat(33), "standard")));
    refused(Kind.INVALID, () -> store.create(NewGame.of("sivy", "")));
    refused(Kind.INVALID, () -> store.create(NewGame.of("sivy", "standard").withWhite("ghost")));

    GameRow full = store.appendTurn(g.id(), 1, "x".repeat(GameRows.MAX_TURN_TEXT), g.version());
    assertEquals(GameRows.MAX_TURN_TEXT, store.turns(g.id()).get(0).text().length());
    refused(Kind.INVALID, () -> store.appendTurn(g.id(), 2, "x".repeat(401), full.version()));
    refused(Kind.INVALID, () -> store.appendTurn(g.id(), 2, "", full.version()));
    refused(
        Kind.INVALID,
        () -> store.finish(g.id(), "1-0-1-0-1-0-1-0-1", Termination.TIME, full.version()));
    refused(Kind.INVALID, () -> store.finish(g.id(), "2-0", Termination.TIME, full.version()));
    refused(Kind.INVALID, () -> store.finish(g.id(), "", Termination.TIME, full.version()));
    assertEquals(Optional.of(full), store.game(g.id()), "unchanged");
    GameRow done = store.finish(g.id(), "1/2-1/2", Termination.AGREEMENT, full.version());
    assertEquals(Optional.of(done), store.game(g.id()));
  }

  @Test
  void anUndoTakesTurnsBackOnlyInAGameAgainstTheComputer() {
    String ann = player("Ann");
    GameRow g =
        store.create(NewGame.of("sivy", "standard").withWhite(ann).withComputer(Side.BLACK, 1));
    assertEquals(List.of(), store.liveGames(), "taken up when its player opens it, not at start");
    String[] texts = {"d4-e5A", "c6-d5W", "e3-d4A", "f6-e6A"};
    for (int i = 0; i < texts.length; i++) {
      g = store.appendTurn(g.id(), i + 1, texts[i], g.version());
    }
    GameRow back = store.takeBack(g.id(), 2, g.version());
    assertEquals(g.version() + 1, back.version());
    assertEquals(Optional.of(back), store.game(g.id()));
    assertEquals(
        List.of("d4-e5A", "c6-d5W"), store.turns(g.id()).stream().map(TurnRow::text).toList());
    // the next turn is ply 3 again, and a stale or impossible take-back changes nothing
    GameRow again = store.appendTurn(g.id(), 3, "c3-d4W", back.version());
    refused(Kind.CONFLICT, () -> store.appendTurn(again.id(), 3, "c3-d4W", again.version()));
    refused(Kind.CONFLICT, () -> store.takeBack(again.id(), 0, back.version()));
    refused(Kind.CONFLICT, () -> store.takeBack(again.id(), 4, again.version()));
    refused(Kind.INVALID, () -> store.takeBack(again.id(), -1, again.version()));
    refused(Kind.NOT_FOUND, () -> store.takeBack("no-such-game", 0, 0));
    assertEquals(3, store.turns(g.id()).size());
    GameRow none = store.takeBack(g.id(), 0, again.version());
    assertEquals(List.of(), store.turns(g.id()));

    GameRow level = store.setComputerLevel(g.id(), 4, none.version());
    assertEquals(4, level.computerLevel());
    assertEquals(none.version() + 1, level.version());
    assertEquals(Optional.of(level), store.game(g.id()));
    refused(Kind.INVALID, () -> store.setComputerLevel(level.id(), 0, level.version()));
    refused(Kind.CONFLICT, () -> store.setComputerLevel(level.id(), 2, none.version()));

    // a rated game between people keeps its turns as played, and so does one that is over
    String bob = player("Bob");
    GameRow people =
        store.create(
            NewGame.of("sivy", "standard").withWhite(ann).withBlack(bob).withTerms(true, ""));
    GameRow played = store.appendTurn(people.id(), 1, "d4-e5A", people.version());
    refused(Kind.CONFLICT, () -> store.takeBack(played.id(), 0, played.version()));
    refused(Kind.CONFLICT, () -> store.setComputerLevel(played.id(), 2, played.version()));
    assertEquals(1, store.turns(people.id()).size());
    GameRow over = store.finish(level.id(), "0-1", Termination.RESIGNATION, level.version());
    refused(Kind.CONFLICT, () -> store.takeBack(over.id(), 0, over.version()));
    assertEquals(List.of(played), store.liveGames());
    // a casual one takes back the turns its players agreed to (issue 42)
    GameRow casual = store.create(NewGame.of("sivy", "standard").withWhite(ann).withBlack(bob));
    GameRow one = store.appendTurn(casual.id(), 1, "d4-e5A", casual.version());
    assertEquals(one.version() + 1, store.takeBack(one.id(), 0, one.version()).version());
    assertEquals(List.of(), store.turns(casual.id()));
  }

  @Test
  void gameIdsAreUrlSafeAndUnguessable() {
    Set<String> ids = new HashSet<>();
    for (int i = 0; i < 200; i++) {
      String id = store.create(NewGame.of("sivy", "standard")).id();
      assertTrue(id.matches("[A-Za-z0-9_-]{22}"), id);
      ids.add(id);
    }
    assertEquals(200, ids.size());
    assertEquals(
        Optional.empty(),
        store.game(io.github.fanorona.server.Ids.newId()),
        "a guessed id finds nothing");
    assertEquals(Optional.empty(), store.game("' OR '1'='1"));
    assertEquals(List.of(), store.turns("' OR '1'='1"));
  }
}
