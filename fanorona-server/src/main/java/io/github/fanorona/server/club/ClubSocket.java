package io.github.fanorona.server.club;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.fanorona.server.Allowance;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.Texts;
import io.github.fanorona.server.players.Player;
import io.github.fanorona.server.players.Players;
import io.github.fanorona.server.store.StoreException;
import io.javalin.config.JavalinConfig;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsContext;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * The game pages' WebSocket ({@code /ws/g/{id}}), on which each page sends its actions and hears
 * every change of its game at once. It is opened only from the site's own pages (the site checks
 * its {@code Origin} before the upgrade); its messages are at most the site's body bound (a larger
 * one closes it, 1009) and at most {@link #BURST} at once and {@link #PER_SECOND} a second after
 * that (more are refused; a page that keeps on is closed, 1008).
 *
 * <pre>{@code ClubSocket.add(config, club, players)   // in ClubRoutes.add}</pre>
 */
final class ClubSocket {
  /** The messages a page may send at once. */
  static final int BURST = 20;

  /** The messages a page may send a second, after the burst. */
  static final int PER_SECOND = 10;

  /** The refused messages after which a page's WebSocket is closed. */
  static final int REFUSED_BEFORE_CLOSE = 50;

  /**
   * One message of a page: {@code do} is click ({@code point}, {@code capture}), stop, cancel, turn
   * ({@code text}), resign, draw (offer, or accept the other's offer), decline, abort, claim or
   * chat (a line to the other player, {@code text}). Fields a message does not need are ignored.
   *
   * @param action what to do (the JSON's {@code do})
   * @param point a clicked point
   * @param capture the letter of a choice: A, W or -
   * @param text a typed turn, or a line of chat
   */
  record Message(
      @JsonProperty("do") @Nullable String action,
      @Nullable String point,
      @Nullable String capture,
      @Nullable String text) {
    @Override
    public String action() {
      return Objects.requireNonNullElse(action, "");
    }
  }

  private ClubSocket() {}

  static void add(JavalinConfig c, Club club, Players players) {
    Map<String, Connected> sockets = new ConcurrentHashMap<>();
    c.routes.ws(
        "/ws/g/{id}",
        ws -> {
          ws.onConnect(
              ctx -> {
                String secret = ctx.cookie(Players.COOKIE);
                String player =
                    secret == null ? "" : players.find(secret).map(Player::id).orElse("");
                Connected s = new Connected(ctx, player, secret == null ? "" : secret);
                ctx.enableAutomaticPings(15, TimeUnit.SECONDS);
                // known before the club counts it: a socket closed at once (the connection bound)
                // finds it in its close handler, and the club lets it go
                sockets.put(ctx.sessionId(), s);
                try {
                  club.connect(ctx.pathParam("id"), s);
                  if (!s.isOpen()) {
                    // closed while it was being counted, maybe before the map knew it
                    sockets.remove(ctx.sessionId());
                    club.disconnect(ctx.pathParam("id"), s);
                  }
                } catch (Refusal e) {
                  sockets.remove(ctx.sessionId());
                  s.send(error(e, s));
                  ctx.closeSession(WsCloseStatus.NORMAL_CLOSURE, e.code());
                } catch (StoreException e) {
                  sockets.remove(ctx.sessionId());
                  s.send(error(e.refusal(), s));
                  ctx.closeSession(WsCloseStatus.NORMAL_CLOSURE, e.refusal().code());
                }
              });
          ws.onMessage(
              ctx -> {
                Connected s = sockets.get(ctx.sessionId());
                if (s == null) {
                  return;
                }
                if (s.ended(players)) {
                  // the session this page opened with has ended (signed out here or on another
                  // server): the page acts for nobody any more
                  ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, "signed out");
                  return;
                }
                if (!s.allow(System.nanoTime())) {
                  if (s.refused > REFUSED_BEFORE_CLOSE) {
                    ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, "too many messages");
                  } else {
                    s.send(error(Refusal.of(429, "too_fast", "PER_SECOND", PER_SECOND), s));
                  }
                  return;
                }
                try {
                  club.act(ctx.pathParam("id"), s, ctx.messageAsClass(Message.class));
                } catch (Refusal e) {
                  s.send(error(e, s));
                } catch (StoreException e) {
                  s.send(error(e.refusal(), s));
                }
              });
          ws.onClose(
              ctx -> {
                Connected s = sockets.remove(ctx.sessionId());
                if (s != null) {
                  club.disconnect(ctx.pathParam("id"), s);
                }
              });
          ws.onError(
              ctx -> {
                // a page gone mid-message, or a message too large (Jetty closes it, 1009): the
                // close handler above lets the page go
              });
        });
  }

  /** A refusal in the language the page chose (its cookie when it opened), marked with it. */
  private static ClubView.Refused error(Refusal e, Connected s) {
    Texts.Text m = e.message(s.lang);
    return new ClubView.Refused("error", e.code(), m.text(), e.status(), m.lang());
  }

  /** One connected page and its allowance of messages (a token bucket). */
  private static final class Connected implements ClubTable.Socket {
    private final WsContext ctx;
    private final String player;
    private final Allowance allowance =
        new Allowance(BURST, Duration.ofSeconds(1).dividedBy(PER_SECOND), System.nanoTime());
    private int refused;

    /** The cookie's secret the page opened with: a session that ended acts no more. */
    private final String secret;

    /** The language of the server's messages to the page. */
    private final String lang;

    Connected(WsContext ctx, String player, String secret) {
      this.ctx = ctx;
      this.player = player;
      this.secret = secret;
      this.lang = Texts.apiLang(ctx.cookie(Texts.COOKIE));
    }

    /** Whether the session the page opened with has ended (a database away: not known so). */
    boolean ended(Players players) {
      if (player.isEmpty()) {
        return false;
      }
      try {
        return !players.find(secret).map(Player::id).equals(Optional.of(player));
      } catch (StoreException e) {
        return false;
      }
    }

    synchronized boolean allow(long now) {
      if (!allowance.take(now)) {
        refused++;
        return false;
      }
      return true;
    }

    @Override
    public String key() {
      return ctx.sessionId();
    }

    @Override
    public String player() {
      return player;
    }

    @Override
    public boolean isOpen() {
      return ctx.session.isOpen();
    }

    @Override
    public void send(Object message) {
      try {
        ctx.send(message);
      } catch (RuntimeException e) {
        // the page has gone: its close handler lets it go
      }
    }
  }
}
