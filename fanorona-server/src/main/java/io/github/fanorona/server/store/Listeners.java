package io.github.fanorona.server.store;

import io.github.fanorona.server.store.StoreException.Kind;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What both relays share: the listeners, the checks on what is published, and the delivery that
 * keeps one listener's failure from the others.
 */
abstract class Listeners implements Relay {
  private static final Logger LOG = LoggerFactory.getLogger(Relay.class);
  private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,36}");

  private final List<Listener> listeners = new CopyOnWriteArrayList<>();

  @Override
  public final Subscription subscribe(Listener listener) {
    // a wrapper of its own, so that the same listener subscribed twice is removed once per handle
    Listener mine =
        new Listener() {
          @Override
          public void onEvent(String gameId, String event) {
            listener.onEvent(gameId, event);
          }

          @Override
          public void onGap() {
            listener.onGap();
          }
        };
    listeners.add(mine);
    return () -> listeners.remove(mine);
  }

  /** Refuses an id that is not a game's or an event that is empty, too long or not one line. */
  static void check(String gameId, String event) {
    if (!ID.matcher(gameId).matches()) {
      throw new StoreException(Kind.INVALID, "a game's id has 1 to 36 letters, digits, '-' or '_'");
    }
    if (event.isEmpty()
        || event.length() > MAX_EVENT
        || event.chars().anyMatch(Character::isISOControl)) {
      throw new StoreException(
          Kind.INVALID,
          "an event is one line of 1 to " + MAX_EVENT + " characters, not " + event.length());
    }
  }

  /** Hands an event to every listener; one that throws is logged and the others still hear it. */
  final void deliver(String gameId, String event) {
    for (Listener l : listeners) {
      try {
        l.onEvent(gameId, event);
      } catch (RuntimeException e) {
        LOG.warn("a relay listener failed on an event of a game", e);
      }
    }
  }

  /** Tells every listener that events may have been missed. */
  final void deliverGap() {
    for (Listener l : listeners) {
      try {
        l.onGap();
      } catch (RuntimeException e) {
        LOG.warn("a relay listener failed on a gap", e);
      }
    }
  }

  final void clear() {
    listeners.clear();
  }
}
