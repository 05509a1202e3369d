package io.github.fanorona.server.club;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.play.PlayRoutes;
import io.github.fanorona.server.play.Session;
import io.github.fanorona.server.players.Player;
import io.github.fanorona.server.players.Players;
import io.javalin.config.JavalinConfig;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

/**
 * The club's API: "play a friend" ({@code /api/club}), taking a seat, a game's state, replay and
 * record, and the game pages' WebSocket ({@link ClubSocket}). The lobby's seeks are the lobby's.
 *
 * <pre>{@code ClubRoutes.add(config, club, players, member)   // in Site.start}</pre>
 */
public final class ClubRoutes {
  private ClubRoutes() {}

  /**
   * Adds the routes.
   *
   * <pre>{@code ClubRoutes.add(config, club, players, member)}</pre>
   *
   * @param c the site's configuration
   * @param club the club
   * @param players the sessions
   * @param member whether a player (by id) has an account
   */
  public static void add(JavalinConfig c, Club club, Players players, Predicate<String> member) {
    c.routes.post(
        "/api/club",
        ctx -> {
          Terms.Asked b = ctx.bodyAsClass(Terms.Asked.class);
          Player p = players.joined(ctx);
          Terms terms = b.terms(member, p.id());
          ctx.json(new ClubView.Made(club.invite(terms, side(b.side()), p, Players.client(ctx))));
        });
    c.routes.post(
        "/api/club/{id}/join",
        ctx -> ctx.json(club.join(ctx.pathParam("id"), players.joined(ctx))));
    c.routes.get(
        "/api/club/{id}", ctx -> ctx.json(club.look(ctx.pathParam("id"), players.of(ctx).id())));
    c.routes.get(
        "/api/club/{id}/replay",
        ctx -> PlayRoutes.replay(ctx, club.session(ctx.pathParam("id")).game()));
    c.routes.get(
        "/api/club/{id}/record",
        ctx -> {
          String id = ctx.pathParam("id");
          Session s = club.session(id);
          ClubView v = club.look(id, "");
          Map<String, String> tags = new LinkedHashMap<>();
          tags.put("White", v.white());
          tags.put("Black", v.black());
          // the club's own ending: a loss on time or a claimed game is not a resignation
          if (!v.termination().isEmpty()) {
            tags.put("Termination", Termination.of(v.termination()).tag());
          }
          PlayRoutes.record(ctx, s.variant(), s.game(), tags);
        });
    for (String answer : List.of("rematch", "rematch/decline")) {
      c.routes.post(
          "/api/club/{id}/" + answer,
          ctx ->
              ctx.json(
                  club.rematch(
                      ctx.pathParam("id"),
                      players.of(ctx),
                      Players.client(ctx),
                      answer.equals("rematch"))));
    }
    ClubSocket.add(c, club, players);
  }

  /**
   * A side asked for: white or black, or random (empty: the site draws it).
   *
   * <pre>{@code ClubRoutes.side("random")   // Optional.empty}</pre>
   *
   * @param word white, black or random (random when absent)
   * @return the side, or empty for random
   * @throws Refusal 400 {@code bad_side} for another word
   */
  public static Optional<Side> side(@Nullable String word) {
    return switch (word == null ? "random" : word) {
      case "white" -> Optional.of(Side.WHITE);
      case "black" -> Optional.of(Side.BLACK);
      case "random" -> Optional.empty();
      default -> throw Refusal.of(400, "bad_side.random");
    };
  }
}
