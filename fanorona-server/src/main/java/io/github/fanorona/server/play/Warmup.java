package io.github.fanorona.server.play;

import io.github.fanorona.core.Step;
import io.github.fanorona.core.TurnBuilder;
import io.github.fanorona.server.players.Player;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Plays a few games against the computer before the site opens, on held games and a pool of their
 * own, so that the JIT has compiled the click path (the turn builder, the state and its JSON, a
 * level-1 search) before the first person clicks: a fresh JVM answers its first clicks many times
 * slower.
 *
 * <pre>{@code Warmup.run(Duration.ofSeconds(1), 20, state -> json.write(state))   // games played}
 * </pre>
 */
public final class Warmup {
  private Warmup() {}

  /**
   * Plays whole Sivy games by clicks, as the page sends them, until either bound.
   *
   * <pre>{@code Warmup.run(Duration.ofSeconds(2), 30, answer)   // 30}</pre>
   *
   * @param budget the longest it plays
   * @param games the most games it plays
   * @param answer what the site does with each state (writes it as JSON)
   * @return the games played
   */
  public static int run(Duration budget, int games, Consumer<BoardState> answer) {
    long deadline = System.nanoTime() + budget.toNanos();
    HeldGames held = new HeldGames(games, Duration.ofMinutes(1), games, games);
    Player player = new Player("warmup", "warmup");
    int played = 0;
    try (Computer computer = new Computer(1, 1)) {
      Play play = new Play(held, computer, PlayStore.none());
      while (played < games && System.nanoTime() < deadline) {
        Session s = play.start("sivy", null, null, 1, player, "warmup");
        for (int n = 0; n < 2000 && !s.game().isOver() && System.nanoTime() < deadline; n++) {
          answer.accept(BoardState.of(s));
          s = s.computerToMove() ? play.computer(s.id(), player) : click(play, s);
        }
        held.release(s.id());
        played++;
      }
    }
    return played;
  }

  /** The click the load test's players make: the first dot, else the first glowing stone. */
  private static Session click(Play play, Session s) {
    if (s.pending().isPresent()) {
      Step option = s.pending().get().options().get(0);
      String kind = option.capture().map(k -> String.valueOf(k.letter())).orElse("-");
      return play.click(s.id(), option.to().toString(), Optional.of(kind));
    }
    TurnBuilder b = s.builder();
    String point =
        b.targets().isEmpty()
            ? b.stones().iterator().next().toString()
            : b.targets().iterator().next().toString();
    return play.click(s.id(), point, Optional.empty());
  }
}
