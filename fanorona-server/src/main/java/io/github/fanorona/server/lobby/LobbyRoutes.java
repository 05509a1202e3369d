package io.github.fanorona.server.lobby;

import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.club.ClubRoutes;
import io.github.fanorona.server.club.Terms;
import io.github.fanorona.server.players.Player;
import io.github.fanorona.server.players.Players;
import io.javalin.config.JavalinConfig;
import java.util.Map;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

/**
 * The lobby's API: the lobby as a player sees it ({@code GET /api/lobby}), a seek opened, withdrawn
 * or accepted ({@code /api/seeks…}).
 *
 * <pre>{@code LobbyRoutes.add(config, lobby, players, member)   // in Site.start}</pre>
 */
public final class LobbyRoutes {
  /**
   * A seek's body (see {@link Terms#of}).
   *
   * @param variant the variant's name
   * @param preset the preset's name
   * @param colour the seeker's side: white, black or random
   * @param rated true or false
   * @param time the time control ("5+3")
   */
  record Asked(
      @Nullable String variant,
      @Nullable String preset,
      @Nullable String colour,
      @Nullable String rated,
      @Nullable String time) {}

  /**
   * A new seek's or game's id.
   *
   * @param id the id
   */
  record Made(String id) {}

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
          Asked b = ctx.bodyAsClass(Asked.class);
          Player p = players.joined(ctx);
          Terms terms = Terms.of(b.variant(), b.preset(), b.rated(), b.time(), member, p.id());
          String colour = b.colour() == null ? "random" : b.colour();
          if (!colour.matches("white|black|random")) {
            throw Refusal.badRequest("bad_colour", "colour must be white, black or random");
          }
          ctx.json(new Made(lobby.seek(p, terms, ClubRoutes.side(colour)).id()));
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
          ctx.json(new Made(lobby.accept(ctx.pathParam("id"), p, Players.client(ctx))));
        });
  }
}
