package io.github.fanorona.benchmarks;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Turn;
import io.github.fanorona.lab.Player;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A player that measures another: the wall time and the CPU time of the choosing thread
 * (ThreadMXBean) of every turn it chooses, summed, and the longest wall time. A budget is wall
 * time, so on a loaded machine the CPU time says how much thinking a side really got. Both engines
 * search on the calling thread (the outside engine's timer thread only sleeps), so the calling
 * thread's CPU time is all of it.
 */
final class TimedPlayer implements Player {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private final Player player;
  private final AtomicLong turns = new AtomicLong();
  private final AtomicLong wall = new AtomicLong();
  private final AtomicLong cpu = new AtomicLong();
  private final AtomicLong longest = new AtomicLong();

  TimedPlayer(Player player) {
    this.player = player;
  }

  @Override
  public Turn choose(Game game) {
    long cpu0 = THREADS.getCurrentThreadCpuTime();
    long wall0 = System.nanoTime();
    Turn t = player.choose(game);
    long w = System.nanoTime() - wall0;
    cpu.addAndGet(THREADS.getCurrentThreadCpuTime() - cpu0);
    wall.addAndGet(w);
    longest.accumulateAndGet(w, Math::max);
    turns.incrementAndGet();
    return t;
  }

  @Override
  public String name() {
    return player.name();
  }

  /** {@return "wall 97.1 ms, CPU 60.3 ms a turn (longest 104 ms) over 1234 turns"} */
  String times() {
    long n = Math.max(1, turns.get());
    return String.format(
        Locale.ROOT,
        "wall %.1f ms, CPU %.1f ms a turn (longest %.0f ms) over %d turns",
        wall.get() / 1e6 / n,
        cpu.get() / 1e6 / n,
        longest.get() / 1e6,
        turns.get());
  }
}
