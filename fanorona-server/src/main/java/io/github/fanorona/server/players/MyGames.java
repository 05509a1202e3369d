package io.github.fanorona.server.players;

import io.github.fanorona.server.Pages;
import io.javalin.config.JavalinConfig;
import java.util.List;

/**
 * Everyone's own games ({@code /games?page=N}): the club games of the player the browser's cookie
 * names, a guest's as an account's, the latest first, each linked to its page (its replay) and to
 * its record (PGN). The list is bounded ({@link #MOST}) and shown {@link #PER_PAGE} a page; a
 * browser without a session has no games. Drawn by {@code my-games.jte}, which escapes every name.
 *
 * <pre>{@code MyGames.add(config, players, games)   // in Site.start}</pre>
 */
public final class MyGames {
  /** The games a page lists. */
  public static final int PER_PAGE = 20;

  /** The most games listed in all: the latest ones (an account's page lists as many). */
  public static final int MOST = 200;

  /** The language the players' pages are written in (see {@link PlayerPages}). */
  private static final String LANG = "en";

  /**
   * A page of the list as its template draws it.
   *
   * @param name the player's name ("" for a browser without a session)
   * @param games the games on this page, the latest first
   * @param page this page's number, from 1
   * @param newer the number of the page of newer games, 0 for none
   * @param older the number of the page of older games, 0 for none
   * @param texts the page's words
   */
  public record View(
      String name,
      List<PlayerGames.Summary> games,
      int page,
      int newer,
      int older,
      PlayerPages.Words texts) {}

  private MyGames() {}

  /**
   * Adds the route.
   *
   * <pre>{@code MyGames.add(config, players, games)}</pre>
   *
   * @param c the site's configuration
   * @param players the sessions (the cookie names the player)
   * @param games the club games of a player
   */
  public static void add(JavalinConfig c, Players players, PlayerGames games) {
    c.routes.get(
        "/games",
        ctx -> {
          Player p = players.of(ctx);
          View v = view(p, games, page(ctx.queryParam("page")));
          ctx.contentType("text/html; charset=utf-8").result(Pages.render("my-games.jte", v));
        });
  }

  /** A page's number from the query: 1 for none or one that is not a page of the list. */
  static int page(String word) {
    try {
      int n = word == null ? 1 : Integer.parseInt(word);
      return n >= 1 && n <= MOST / PER_PAGE ? n : 1;
    } catch (NumberFormatException e) {
      return 1;
    }
  }

  static View view(Player p, PlayerGames games, int page) {
    PlayerPages.Words words = new PlayerPages.Words(LANG);
    if (p.id().isEmpty()) {
      return new View("", List.of(), 1, 0, 0, words);
    }
    int from = (page - 1) * PER_PAGE;
    // one more than the page shows: whether an older page exists
    List<PlayerGames.Summary> all = games.of(p.id(), Math.min(MOST, from + PER_PAGE + 1));
    List<PlayerGames.Summary> shown =
        all.size() <= from ? List.of() : all.subList(from, Math.min(all.size(), from + PER_PAGE));
    int older = all.size() > from + PER_PAGE && from + PER_PAGE < MOST ? page + 1 : 0;
    return new View(p.name(), List.copyOf(shown), page, page > 1 ? page - 1 : 0, older, words);
  }
}
