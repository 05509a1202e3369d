package io.github.fanorona.server.store;

import java.util.function.Consumer;

/**
 * Tells every server instance on one database that a game changed: an instance publishes a short
 * event (such as the game's new version) after its write is committed, and every subscriber of
 * every instance, its own included, hears it and reads the game from the store ({@link GameRows}).
 * Events carry no state: the store is the one truth, so an event lost or heard twice costs a read,
 * never a wrong board.
 *
 * <p>On PostgreSQL the relay is LISTEN/NOTIFY on a connection of its own, which reconnects by
 * itself; a listener hears {@link Listener#onGap()} after a reconnection, since events sent while
 * it was away are lost. On SQLite (one instance) it stays in the process. Listeners are called on
 * the relay's one thread, in the order of publication from each instance; a listener that throws is
 * logged and keeps its subscription.
 *
 * <pre>{@code
 * Relay relay = db.relay();
 * relay.subscribe((gameId, event) -> push(gameId));   // on every instance
 * game = store.appendTurn(game.id(), ply, text, game.version());
 * relay.publish(game.id(), "turn " + game.version());   // every instance pushes within ms
 * }</pre>
 */
public interface Relay extends AutoCloseable {
  /** The longest event text: with the id it stays far below PostgreSQL's 8000-byte payload. */
  int MAX_EVENT = 200;

  /** Hears a relay's events. */
  @FunctionalInterface
  interface Listener {
    /**
     * Hears an event.
     *
     * <pre>{@code (gameId, event) -> sockets.push(gameId, store.game(gameId))}</pre>
     *
     * @param gameId the game that changed
     * @param event what its publisher said, such as {@code "turn 12"}
     */
    void onEvent(String gameId, String event);

    /**
     * Hears that events may have been missed (the relay lost its connection and has it again): read
     * again what you show. Does nothing unless overridden.
     *
     * <pre>{@code public void onGap() { sockets.forEach(s -> s.push(store.game(s.gameId()))); }}
     * </pre>
     */
    default void onGap() {}
  }

  /**
   * Sends an event about a game to every subscriber of every instance; returns at once.
   *
   * <pre>{@code relay.publish("Yx3…", "turn 7")}</pre>
   *
   * @param gameId the game's id
   * @param event a short text, at most {@value #MAX_EVENT} characters
   * @throws StoreException {@link StoreException.Kind#INVALID} for a malformed id or an event too
   *     long, {@link StoreException.Kind#UNAVAILABLE} if PostgreSQL cannot be reached
   */
  void publish(String gameId, String event);

  /**
   * Adds a listener until the returned handle or the relay is closed.
   *
   * <pre>{@code try (AutoCloseable s = relay.subscribe(listener)) { … }}</pre>
   *
   * @param listener the listener
   * @return a handle whose {@code close()} removes the listener
   */
  Subscription subscribe(Listener listener);

  /**
   * Adds a listener to one id's events that start with a word, until the returned handle or the
   * relay is closed: the listener is given the rest of the event, or {@code ""} after a gap (read
   * again everything that id covers). The shared tables of the club and the sessions use it.
   *
   * <pre>{@code
   * relay.subscribe("sessions", "out ", hash -> cache.forget(hash));
   * // relay.publish("sessions", "out 3fa9…") anywhere: cache.forget("3fa9…") here
   * }</pre>
   *
   * @param id the id the events are published under
   * @param word the start of the events heard, such as {@code "out "}
   * @param listener what hears the rest of each event ({@code ""} after a gap)
   * @return a handle whose {@code close()} removes the listener
   */
  default Subscription subscribe(String id, String word, Consumer<String> listener) {
    return subscribe(
        new Listener() {
          @Override
          public void onEvent(String eventId, String event) {
            if (eventId.equals(id) && event.startsWith(word)) {
              listener.accept(event.substring(word.length()));
            }
          }

          @Override
          public void onGap() {
            listener.accept("");
          }
        });
  }

  /**
   * Stops the relay: no more events are heard or sent.
   *
   * <pre>{@code relay.close()}</pre>
   */
  @Override
  void close();

  /** A listener's place on a relay; closing it removes the listener. */
  interface Subscription extends AutoCloseable {
    /**
     * Removes the listener; it hears nothing more once this returns, but for an event being
     * delivered at that moment.
     *
     * <pre>{@code subscription.close()}</pre>
     */
    @Override
    void close();
  }
}
