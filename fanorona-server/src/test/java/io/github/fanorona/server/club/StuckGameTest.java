package io.github.fanorona.server.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.server.EndedGames;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.play.HeldGames;
import io.github.fanorona.server.players.MemoryPlayerStore;
import io.github.fanorona.server.players.Players;
import io.github.fanorona.server.rating.Glicko2;
import io.github.fanorona.server.rating.MemoryLedger;
import io.github.fanorona.server.rating.Rater;
import io.github.fanorona.server.store.GameRow;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 46: a club game read from its store live with its ending turn (a crash between the turn and
 * the end, before the two shared one transaction; or another server of an older version). Resign,
 * draw, abort and claim threw {@code IllegalStateException} on it and closed the page's socket, the
 * lobby listed it for ever and its clock warned four times a second. Now its first action, or the
 * club's next tick, ends it as its turns do, and stores the end.
 */
class StuckGameTest {
  private static final Game ENDED = EndedGames.byTurns("sivy", "seed000");
  private static final String ANN = "ann-id";
  private static final String BOB = "bob-id";

  /** A store holding one stuck game, which notes the ends written. */
  private static final class Stuck implements ClubStore {
    final String id = "stuck-game-0000000000a";
    final List<String> ends = Collections.synchronizedList(new ArrayList<>());

    Stored stored() {
      List<Instant> times = new ArrayList<>();
      for (int i = 0; i < ENDED.turns().size(); i++) {
        times.add(Instant.ofEpochSecond(1_800_000_000L + i));
      }
      return new Stored(
          id,
          "sivy",
          "seed000",
          ANN,
          BOB,
          GameStatus.LIVE,
          Optional.empty(),
          false,
          "",
          ENDED,
          times);
    }

    @Override
    public String create(Terms terms, String white, String black) {
      throw new AssertionError("no game is made");
    }

    @Override
    public void seated(String id, Side side, String player) {}

    @Override
    public GameRow.Writes writes() {
      return new GameRow.Writes() {
        @Override
        public void append(String id, int ply, Turn turn) {
          throw new AssertionError("no turn is played");
        }

        @Override
        public void appendLast(String id, int ply, Turn turn, Game over) {
          throw new AssertionError("no turn is played");
        }

        @Override
        public void finish(String id, Game over, Termination termination) {
          ends.add(over.outcome().orElseThrow().resultString() + " " + termination.word());
        }
      };
    }

    @Override
    public void takeBack(String id, int plies) {
      throw new AssertionError("no turn is taken back");
    }

    @Override
    public void abort(String id, Termination termination) {
      ends.add("aborted");
    }

    @Override
    public List<Stored> live() {
      return List.of(stored());
    }

    @Override
    public Optional<Stored> find(String id) {
      return id.equals(this.id) ? Optional.of(stored()) : Optional.empty();
    }

    @Override
    public List<Listed> gamesOf(String player, int limit) {
      return List.of();
    }

    @Override
    public boolean keeps() {
      return true;
    }

    @Override
    public void publish(String id, String event) {}

    @Override
    public void listen(BiConsumer<String, String> changed) {}
  }

  private static Club club(Stuck store) {
    HeldGames held = new HeldGames(100, Duration.ofMinutes(30), 100, 100);
    Players players = new Players(100, Duration.ofMinutes(30), new MemoryPlayerStore(), 100);
    Club club =
        new Club(
            held,
            store,
            players,
            Duration.ZERO,
            p -> true,
            new Rater(Glicko2.club(), new MemoryLedger()),
            InstantSource.system());
    club.resume();
    return club;
  }

  private static ClubTable.Socket page(String player, List<Object> heard) {
    return new ClubTable.Socket() {
      @Override
      public String key() {
        return "page-of-" + player;
      }

      @Override
      public String player() {
        return player;
      }

      @Override
      public void send(Object message) {
        heard.add(message);
      }
    };
  }

  private static String expectedEnd() {
    Outcome o = ENDED.outcome().orElseThrow();
    return o.resultString() + " " + Termination.of(o.reason()).word();
  }

  @ParameterizedTest
  @ValueSource(strings = {"resign", "draw", "abort", "claim", "decline", "click", "turn"})
  void anActionOnAGameLiveWithItsEndingTurnEndsIt(String action) {
    Stuck store = new Stuck();
    Club club = club(store);
    List<Object> heard = new ArrayList<>();
    ClubTable.Socket ann = page(ANN, heard);
    ClubTable.Socket bob = page(BOB, new ArrayList<>());
    club.connect(store.id, ann);
    club.connect(store.id, bob);
    club.disconnect(store.id, bob); // gone: a claim would be allowed at once
    String text = action.equals("turn") ? "e3-d3" : null;
    try {
      club.act(store.id, ann, new ClubSocket.Message(action, "e3", null, text));
    } catch (Refusal r) {
      // an answer to the page is fine; an IllegalStateException that closes its socket is not
    }
    ClubView v = club.look(store.id, ANN);
    assertEquals(GameStatus.FINISHED, v.status(), action);
    assertEquals(List.of(expectedEnd()), store.ends, action);
    assertTrue(
        heard.stream().anyMatch(m -> m instanceof ClubView c && c.status() == GameStatus.FINISHED),
        "the page hears the end");
    assertEquals(List.of(), club.liveGames(), "the lobby lists it no more");
  }

  @Test
  void theClubsTickEndsItWithoutAnyAction() {
    Stuck store = new Stuck();
    Club club = club(store);
    assertEquals(1, club.liveGames().size(), "listed by the lobby before");
    club.tick();
    assertEquals(GameStatus.FINISHED, club.look(store.id, "").status());
    assertEquals(List.of(expectedEnd()), store.ends);
    assertEquals(List.of(), club.liveGames());
    // the next ticks have nothing to do
    club.tick();
    assertEquals(1, store.ends.size());
  }
}
