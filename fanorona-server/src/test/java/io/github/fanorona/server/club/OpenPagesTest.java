package io.github.fanorona.server.club;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.play.HeldGames;
import io.github.fanorona.server.players.MemoryPlayerStore;
import io.github.fanorona.server.players.Player;
import io.github.fanorona.server.players.Players;
import io.github.fanorona.server.rating.Glicko2;
import io.github.fanorona.server.rating.MemoryLedger;
import io.github.fanorona.server.rating.Rater;
import java.time.Duration;
import java.time.InstantSource;
import org.junit.jupiter.api.Test;

/**
 * A watcher counts only while its socket is open (issue 42's phantom spectators): a socket the
 * connection bound closed as it opened, whose close handler ran before the club knew it or never
 * ran, is no watcher, and no player either.
 */
class OpenPagesTest {
  /** A page whose socket is open or closed as the test says. */
  static final class Page implements ClubTable.Socket {
    private final String key;
    private final String player;
    volatile boolean open = true;

    Page(String key, String player) {
      this.key = key;
      this.player = player;
    }

    @Override
    public String key() {
      return key;
    }

    @Override
    public String player() {
      return player;
    }

    @Override
    public void send(Object message) {}

    // no @Override: the method is new with the fix, and the test is seen to fail without it
    public boolean isOpen() {
      return open;
    }
  }

  @Test
  void aSocketClosedWithoutItsCloseHandlerIsNoWatcher() {
    HeldGames held = new HeldGames(100, Duration.ofMinutes(30), 100, 100);
    Players players = new Players(200, Duration.ofMinutes(30), new MemoryPlayerStore(), 100);
    Club club =
        new Club(
            held,
            ClubStore.none(),
            players,
            Duration.ofSeconds(60),
            p -> false,
            new Rater(Glicko2.club(), new MemoryLedger()),
            InstantSource.system());
    Terms terms = Terms.of("sivy", null, "false", "", p -> false);
    String id =
        club.pair(
            terms, "127.0.0.1", Side.WHITE, new Player("p-ann", "Ann"), new Player("p-bo", "Bo"));
    Page watching = new Page("s1", "");
    Page closedAtOnce = new Page("s2", "");
    closedAtOnce.open = false;
    club.connect(id, watching);
    club.connect(id, closedAtOnce);
    assertEquals(1, club.look(id, "").watchers());
    // the watcher's socket closes, and its close handler never runs
    watching.open = false;
    assertEquals(0, club.look(id, "").watchers());
    // a player's page closed as it opened does not make the player here
    Page bo = new Page("s3", "p-bo");
    bo.open = false;
    club.connect(id, bo);
    assertEquals(false, club.look(id, "p-ann").blackHere());
    assertEquals(0, club.connected().size());
  }
}
