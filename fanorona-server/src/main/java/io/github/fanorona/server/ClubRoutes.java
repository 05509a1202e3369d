package io.github.fanorona.server;

import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsContext;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The club's addresses: the lobby and game pages, seeks, "play a friend", a game's state, replay
 * and record, and the game pages' WebSocket ({@code /ws/g/{id}}), on which each page sends its
 * actions and hears every change of its game at once. A WebSocket is opened only from the site's
 * own pages (its {@code Origin}); its messages are at most {@link Site#MAX_BODY} bytes (a larger
 * one closes it, 1009) and at most {@link #BURST} at once and {@link #PER_SECOND} a second after
 * that (more are refused; a page that keeps on is closed, 1008).
 *
 * <pre>{@code ClubRoutes.add(config, club, lobby, players, files)   // in Site.start}</pre>
 */
final class ClubRoutes {
  /** The messages a page may send at once. */
  static final int BURST = 20;

  /** The messages a page may send a second, after the burst. */
  static final int PER_SECOND = 10;

  /** The refused messages after which a page's WebSocket is closed. */
  static final int REFUSED_BEFORE_CLOSE = 50;

  private ClubRoutes() {}

  static void add(JavalinConfig c, Club club, Lobby lobby, Players players, StaticFiles files) {
    Map<String, Connected> sockets = new ConcurrentHashMap<>();
    c.routes.get("/lobby", ctx -> Site.asset(ctx, files, "lobby.html"));
    c.routes.get("/g/{id}", ctx -> Site.asset(ctx, files, "game.html"));
    c.routes.get("/api/lobby", ctx -> Site.json(ctx, lobby.json(player(ctx, players))));
    c.routes.post(
        "/api/seeks",
        ctx -> {
          JsonBody body = Site.body(ctx);
          Lobby.Seek s = lobby.seek(Site.joined(ctx, players), body);
          Site.json(ctx, Json.object().put("id", s.id()).toString());
        });
    c.routes.post(
        "/api/seeks/cancel",
        ctx -> {
          Site.body(ctx);
          lobby.cancel(Site.joined(ctx, players));
          Site.json(ctx, "{}");
        });
    c.routes.post(
        "/api/seeks/{id}/accept",
        ctx -> {
          Site.body(ctx);
          String id =
              lobby.accept(ctx.pathParam("id"), Site.joined(ctx, players), Site.client(ctx));
          Site.json(ctx, Json.object().put("id", id).toString());
        });
    c.routes.post(
        "/api/club",
        ctx -> {
          JsonBody body = Site.body(ctx);
          String id = club.invite(Site.joined(ctx, players), Site.client(ctx), body);
          Site.json(ctx, Json.object().put("id", id).toString());
        });
    c.routes.post(
        "/api/club/{id}/join",
        ctx -> {
          Site.body(ctx);
          Site.json(ctx, club.join(ctx.pathParam("id"), Site.joined(ctx, players)));
        });
    c.routes.get(
        "/api/club/{id}",
        ctx -> Site.json(ctx, club.look(ctx.pathParam("id"), player(ctx, players).id())));
    c.routes.get(
        "/api/club/{id}/replay", ctx -> Site.replay(ctx, club.session(ctx.pathParam("id"))));
    c.routes.get(
        "/api/club/{id}/record",
        ctx -> {
          String id = ctx.pathParam("id");
          Session s = club.session(id);
          List<String> names = club.names(id);
          Map<String, String> tags = new LinkedHashMap<>();
          tags.put("White", names.get(0));
          tags.put("Black", names.get(1));
          Site.record(ctx, s, f -> Play.record(s.game(), tags, f));
        });
    c.routes.wsBeforeUpgrade("/ws/*", Guards::sameOrigin);
    c.routes.ws(
        "/ws/g/{id}",
        ws -> {
          ws.onConnect(
              ctx -> {
                String secret = ctx.cookie(Players.COOKIE);
                String player =
                    (secret == null ? Optional.<Players.Player>empty() : players.find(secret))
                        .map(Players.Player::id)
                        .orElse("");
                Connected s = new Connected(ctx, player);
                ctx.enableAutomaticPings(15, TimeUnit.SECONDS);
                try {
                  club.connect(ctx.pathParam("id"), s);
                  sockets.put(ctx.sessionId(), s);
                } catch (ApiException e) {
                  s.send(error(e));
                  ctx.closeSession(WsCloseStatus.NORMAL_CLOSURE, e.code());
                }
              });
          ws.onMessage(
              ctx -> {
                Connected s = sockets.get(ctx.sessionId());
                if (s == null) {
                  return;
                }
                if (!s.allow(System.nanoTime())) {
                  if (s.refused > REFUSED_BEFORE_CLOSE) {
                    ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, "too many messages");
                  } else {
                    s.send(
                        error(
                            new ApiException(
                                429,
                                "too_fast",
                                "at most "
                                    + PER_SECOND
                                    + " messages a second: this one was not read")));
                  }
                  return;
                }
                try {
                  club.act(ctx.pathParam("id"), s, JsonBody.parse(ctx.message()));
                } catch (ApiException e) {
                  s.send(error(e));
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

  /** The request's player, or no one (an empty id) for a request without a valid session. */
  private static Players.Player player(Context ctx, Players players) {
    String secret = ctx.cookie(Players.COOKIE);
    return (secret == null ? Optional.<Players.Player>empty() : players.find(secret))
        .orElse(new Players.Player("", ""));
  }

  private static String error(ApiException e) {
    return "{\"type\":\"error\"," + e.json().substring(1);
  }

  /** One connected page and its allowance of messages (a token bucket). */
  private static final class Connected implements ClubTable.Socket {
    private final WsContext ctx;
    private final String player;
    private double tokens = BURST;
    private long last = System.nanoTime();
    private int refused;

    Connected(WsContext ctx, String player) {
      this.ctx = ctx;
      this.player = player;
    }

    synchronized boolean allow(long now) {
      tokens = Math.min(BURST, tokens + (now - last) / 1e9 * PER_SECOND);
      last = now;
      if (tokens < 1) {
        refused++;
        return false;
      }
      tokens--;
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
    public void send(String text) {
      try {
        ctx.send(text);
      } catch (RuntimeException e) {
        // the page has gone: its close handler lets it go
      }
    }
  }
}
