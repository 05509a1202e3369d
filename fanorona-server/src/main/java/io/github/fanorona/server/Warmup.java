package io.github.fanorona.server;

import io.github.fanorona.core.Step;
import io.github.fanorona.core.TurnBuilder;
import java.time.Duration;

/**
 * Plays a few games against the computer before the site opens, on a store and a pool of their own,
 * so that the JIT has compiled the click path (the turn builder, the state's JSON, a level-1
 * search) before the first person clicks: a fresh JVM answers its first clicks many times slower.
 *
 * <pre>{@code Warmup.run(Duration.ofSeconds(1), 20)   // games played}</pre>
 */
final class Warmup {
  private Warmup() {}

  /** Plays whole Sivy games by clicks, as the page sends them, until either bound; the count. */
  static int run(Duration budget, int games) {
    long deadline = System.nanoTime() + budget.toNanos();
    GameStore store = new GameStore(games, Duration.ofMinutes(1), games, games);
    Players.Player player = new Players.Player("warmup", "warmup");
    int played = 0;
    try (Computer computer = new Computer(1, 1)) {
      Play play = new Play(store, computer, Ledger.NONE);
      while (played < games && System.nanoTime() < deadline) {
        Session s =
            play.start(JsonBody.parse("{\"variant\":\"sivy\",\"level\":1}"), player, "warmup");
        for (int n = 0; n < 2000 && !s.game().isOver() && System.nanoTime() < deadline; n++) {
          StateJson.of(s);
          s = s.computerToMove() ? play.computer(s.id(), player) : play.click(s.id(), click(s));
        }
        played++;
      }
    }
    return played;
  }

  /** The click the load test's players make: the first dot, else the first glowing stone. */
  private static JsonBody click(Session s) {
    if (s.pending().isPresent()) {
      Step option = s.pending().get().options().get(0);
      String kind = option.capture().map(k -> String.valueOf(k.letter())).orElse("-");
      return JsonBody.parse("{\"point\":\"" + option.to() + "\",\"capture\":\"" + kind + "\"}");
    }
    TurnBuilder b = s.builder();
    String point =
        b.targets().isEmpty()
            ? b.stones().iterator().next().toString()
            : b.targets().iterator().next().toString();
    return JsonBody.parse("{\"point\":\"" + point + "\"}");
  }
}
