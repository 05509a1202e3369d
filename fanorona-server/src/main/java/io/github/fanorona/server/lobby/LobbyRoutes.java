package io.github.fanorona.server.lobby;

import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.club.ClubRoutes;
import io.github.fanorona.server.club.ClubView;
import io.github.fanorona.server.club.Terms;
import io.github.fanorona.server.players.Player;
import io.github.fanorona.server.players.Players;
import io.javalin.config.JavalinConfig;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The lobby's API: the lobby as a player sees it ({@code GET /api/lobby}), a seek opened, withdrawn
 * or accepted ({@code /api/seeks…}).
 *
 * <pre>{@code LobbyRoutes.add(config, lobby, players, member)   // in Site.start}</pre>
 */
public final class LobbyRoutes {
  private LobbyRoutes() {}

  /**
   * Adds the routes.
   *
   * <pre>{@code LobbyRoutes.add(config, lobby, players, member)}</pre>
   *
   * @param c the site's configuration
   * @param lobby the lobby
   * @param players the sessions
   * @param member whether a player (by id) has an account
   */
  public static void add(JavalinConfig c, Lobby lobby, Players players, Predicate<String> member) {
    c.routes.get("/api/lobby", ctx -> ctx.json(lobby.view(players.of(ctx))));
    c.routes.post(
        "/api/seeks",
        ctx -> {
          Terms.Asked b = ctx.bodyAsClass(Terms.Asked.class);
          Player p = players.joined(ctx);
          Terms terms = b.terms(member, p.id());
          String colour = b.colour() == null ? "random" : b.colour();
          if (!colour.matches("white|black|random")) {
            throw Refusal.of(400, "bad_colour");
          }
          ctx.json(new ClubView.Made(lobby.seek(p, terms, ClubRoutes.side(colour)).id()));
        });
    c.routes.post(
        "/api/seeks/cancel",
        ctx -> {
          lobby.cancel(players.joined(ctx));
          ctx.json(Map.of());
        });
    c.routes.post(
        "/api/seeks/{id}/accept",
        ctx -> {
          Player p = players.joined(ctx);
          ctx.json(new ClubView.Made(lobby.accept(ctx.pathParam("id"), p, Players.client(ctx))));
        });
  }
}
