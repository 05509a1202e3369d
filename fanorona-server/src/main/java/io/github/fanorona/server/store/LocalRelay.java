package io.github.fanorona.server.store;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The relay of a SQLite database, which serves one instance: events go through a bounded queue to
 * one thread, as they come from PostgreSQL's listener, so that a publisher never runs a listener on
 * its own thread. A full queue (listeners stuck) drops the event and tells the listeners of the gap
 * once they have caught up: memory stays bounded and nothing is lost unsaid.
 */
final class LocalRelay extends Listeners {
  /** The events that may wait; listeners that keep up keep it nearly empty. */
  static final int QUEUE = 10_000;

  private final BlockingQueue<String[]> queue = new ArrayBlockingQueue<>(QUEUE);
  private final AtomicBoolean gap = new AtomicBoolean();
  private final Thread thread;
  private volatile boolean closed;

  LocalRelay() {
    thread = new Thread(this::run, "fanorona-relay");
    thread.setDaemon(true);
    thread.start();
  }

  @Override
  public void publish(String gameId, String event) {
    check(gameId, event);
    if (!closed && !queue.offer(new String[] {gameId, event})) {
      gap.set(true);
    }
  }

  private void run() {
    while (!closed) {
      try {
        String[] e = queue.poll(200, TimeUnit.MILLISECONDS);
        if (e != null) {
          deliver(e[0], e[1]);
        }
      } catch (InterruptedException ex) {
        return;
      }
      if (queue.isEmpty() && gap.getAndSet(false)) {
        deliverGap();
      }
    }
  }

  @Override
  public void close() {
    closed = true;
    clear();
    thread.interrupt();
  }
}
