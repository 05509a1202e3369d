package io.github.fanorona.server.players;

import com.google.common.html.HtmlEscapers;
import io.github.fanorona.core.Variant;
import io.github.fanorona.server.Catalogue;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.rating.GameRating;
import io.github.fanorona.server.rating.Rater;
import io.github.fanorona.server.rating.RatingChange;
import io.github.fanorona.server.rating.RatingLedger;
import io.github.fanorona.server.rating.Score;
import io.github.fanorona.server.rating.Standing;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The players' pages ({@code /p/{name}}: each rating, its history as a small SVG chart, the rated
 * games and the club games, each linked to {@code /g/{id}}) and the leaderboard by variant ({@code
 * /leaderboard?variant=sivy}), written on the server in English. Only accounts have a page (a
 * guest's name is not theirs alone); every name is escaped, and a name in a link is encoded.
 *
 * <pre>{@code PlayerPages.add(config, accounts, ratings, ledger)   // in Site.start}</pre>
 */
public final class PlayerPages {
  /** The most rated games a player's page lists and draws. */
  static final int HISTORY = 200;

  /** The most games a player's page lists besides the rated ones. */
  static final int GAMES = 50;

  /** The most players a leaderboard lists. */
  static final int BOARD = 100;

  private static final int WIDTH = 320;
  private static final int HEIGHT = 120;
  private static final int PAD = 12;

  private PlayerPages() {}

  /**
   * Adds the routes.
   *
   * <pre>{@code PlayerPages.add(config, accounts, ratings, games)}</pre>
   *
   * @param c the site's configuration
   * @param accounts the accounts, made on first use
   * @param ratings the ratings
   * @param ledger the club games of a player
   */
  public static void add(
      JavalinConfig c, Supplier<Accounts> accounts, Rater ratings, PlayerGames ledger) {
    c.routes.get(
        "/p/{name}",
        ctx -> {
          Account a =
              accounts
                  .get()
                  .named(ctx.pathParam("name"))
                  .orElseThrow(
                      () -> Refusal.notFound("unknown_player", "no account has that name"));
          html(ctx, player(a, accounts.get(), ratings, ledger));
        });
    c.routes.get(
        "/leaderboard",
        ctx -> {
          String name = Optional.ofNullable(ctx.queryParam("variant")).orElse("sivy");
          Variant v = Catalogue.variant(name);
          html(ctx, leaderboard(v, accounts.get(), ratings));
        });
  }

  private static void html(Context ctx, String page) {
    ctx.contentType("text/html; charset=utf-8").result(page);
  }

  /** The address of a player's page. */
  static String link(String name) {
    return "/p/" + URLEncoder.encode(name, StandardCharsets.UTF_8).replace("+", "%20");
  }

  private static String nameOf(String playerId, Accounts accounts) {
    return accounts.ofPlayer(playerId).map(x -> x.name().shown()).orElse("?");
  }

  private static StringBuilder head(String title, String page) {
    StringBuilder h = new StringBuilder(8192);
    h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n  <meta charset=\"utf-8\">\n")
        .append("  <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("  <title>Fanorona — ")
        .append(escape(title))
        .append("</title>\n")
        .append("  <link rel=\"icon\" href=\"/assets/favicon.svg\" type=\"image/svg+xml\">\n")
        .append("  <link rel=\"stylesheet\" href=\"/assets/site.css\">\n</head>\n")
        .append("<body class=\"club\" data-page=\"")
        .append(page)
        .append("\">\n<header>\n  <h1>")
        .append(escape(title))
        .append("</h1>\n</header>\n<nav class=\"tabs\" aria-label=\"Page\">\n")
        .append("  <a id=\"link-lobby\" href=\"/lobby\">The club</a>\n")
        .append("  <a id=\"link-leaderboard\" href=\"/leaderboard\">Leaderboard</a>\n")
        .append("</nav>\n<main class=\"guide club\">\n");
    return h;
  }

  private static String end(StringBuilder h) {
    return h.append("</main>\n</body>\n</html>\n").toString();
  }

  static String player(Account a, Accounts accounts, Rater ratings, PlayerGames ledger) {
    String name = a.name().shown();
    String id = a.playerId();
    StringBuilder h = head(name, "player");
    h.append("<h2>Ratings</h2>\n");
    List<GameRating> history = ratings.history(id, HISTORY);
    boolean any = false;
    for (Variant v : Catalogue.VARIANTS) {
      Optional<Standing> s = ratings.rated(id, v.name());
      if (s.isEmpty()) {
        continue;
      }
      if (!any) {
        h.append("<table id=\"ratings\">\n<tr><th>Variant</th><th>Rating</th><th>Deviation</th>")
            .append("<th>Games</th></tr>\n");
        any = true;
      }
      h.append("<tr data-variant=\"")
          .append(v.name())
          .append("\" data-rating=\"")
          .append(s.get().rating().rating())
          .append("\"><td>")
          .append(escape(v.displayName()))
          .append("</td><td class=\"rating\">")
          .append(s.get().rating().shown())
          .append("</td><td>")
          .append(Math.round(s.get().rating().deviation()))
          .append("</td><td>")
          .append(s.get().games())
          .append("</td></tr>\n");
    }
    if (!any) {
      h.append("<p id=\"ratings\">No rated game yet.</p>\n");
    } else {
      h.append("</table>\n");
      for (Variant v : Catalogue.VARIANTS) {
        List<GameRating> of =
            history.stream().filter(g -> g.game().variant().equals(v.name())).toList();
        if (!of.isEmpty()) {
          h.append("<h3>").append(escape(v.displayName())).append("</h3>\n");
          h.append(chart(v, id, of));
        }
      }
    }
    h.append("<h2>Rated games</h2>\n<ol id=\"rated\" reversed>\n");
    for (int i = history.size() - 1; i >= 0; i--) {
      GameRating g = history.get(i);
      boolean white = g.game().white().equals(id);
      RatingChange mine = white ? g.white() : g.black();
      Score score = white ? g.game().whiteScore() : g.game().blackScore();
      String other = white ? g.game().black() : g.game().white();
      long diff = mine.after().shown() - mine.before().shown();
      h.append("<li data-game=\"")
          .append(g.game().gameId())
          .append("\"><a href=\"/g/")
          .append(g.game().gameId())
          .append("\">")
          .append(score.name().toLowerCase(Locale.ROOT))
          .append(white ? " with White" : " with Black")
          .append("</a> against <a href=\"")
          .append(escape(link(nameOf(other, accounts))))
          .append("\">")
          .append(escape(nameOf(other, accounts)))
          .append("</a> (")
          .append(g.game().variant())
          .append("): ")
          .append(mine.before().shown())
          .append(" → ")
          .append(mine.after().shown())
          .append(" (")
          .append(diff >= 0 ? "+" : "")
          .append(diff)
          .append(")</li>\n");
    }
    h.append("</ol>\n");
    List<PlayerGames.Summary> games = ledger.of(id, GAMES);
    if (!games.isEmpty()) {
      h.append("<h2>Club games</h2>\n<ul id=\"games\">\n");
      for (PlayerGames.Summary g : games) {
        h.append("<li><a href=\"/g/")
            .append(escape(g.id()))
            .append("\">")
            .append(escape(g.whiteName()))
            .append(" – ")
            .append(escape(g.blackName()))
            .append("</a> ")
            .append(escape(g.variant()))
            .append(' ')
            .append(escape(g.result().orElse(g.status().word())))
            .append("</li>\n");
      }
      h.append("</ul>\n");
    }
    return end(h);
  }

  /**
   * The rating after each game of a variant, from the first game's rating before it: a line over
   * the games, scaled to the lowest and highest rating shown.
   */
  private static String chart(Variant v, String id, List<GameRating> games) {
    List<Double> points = new ArrayList<>();
    for (GameRating g : games) {
      RatingChange mine = g.game().white().equals(id) ? g.white() : g.black();
      if (points.isEmpty()) {
        points.add(mine.before().rating());
      }
      points.add(mine.after().rating());
    }
    double low = points.stream().mapToDouble(Double::doubleValue).min().orElse(1500);
    double high = points.stream().mapToDouble(Double::doubleValue).max().orElse(1500);
    // a flat history still gets a band to be drawn in
    if (high - low < 20) {
      low -= 10;
      high += 10;
    }
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < points.size(); i++) {
      double x = PAD + (double) i * (WIDTH - 2 * PAD) / (points.size() - 1);
      double y = HEIGHT - PAD - (points.get(i) - low) / (high - low) * (HEIGHT - 2 * PAD);
      line.append(String.format(Locale.ROOT, "%s%.1f,%.1f", i == 0 ? "" : " ", x, y));
    }
    long first = Math.round(points.get(0));
    long last = Math.round(points.get(points.size() - 1));
    return "<svg class=\"chart\" data-variant=\""
        + v.name()
        + "\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 "
        + WIDTH
        + " "
        + HEIGHT
        + "\" width=\""
        + WIDTH
        + "\" height=\""
        + HEIGHT
        + "\" role=\"img\" aria-label=\"Rating in "
        + escape(v.displayName())
        + " over "
        + games.size()
        + " games: from "
        + first
        + " to "
        + last
        + "\">"
        + "<rect x=\"0\" y=\"0\" width=\""
        + WIDTH
        + "\" height=\""
        + HEIGHT
        + "\" fill=\"#fffdf6\" stroke=\"#bbb\"/>"
        + "<text x=\"4\" y=\"12\" font-size=\"10\">"
        + Math.round(high)
        + "</text><text x=\"4\" y=\""
        + (HEIGHT - 3)
        + "\" font-size=\"10\">"
        + Math.round(low)
        + "</text><polyline fill=\"none\" stroke=\"#8a4b08\" stroke-width=\"2\" points=\""
        + line
        + "\"/></svg>\n";
  }

  static String leaderboard(Variant v, Accounts accounts, Rater ratings) {
    StringBuilder h = head("Leaderboard: " + v.displayName(), "leaderboard");
    h.append("<p class=\"variants\">");
    for (Variant other : Catalogue.VARIANTS) {
      h.append("<a href=\"/leaderboard?variant=")
          .append(other.name())
          .append('"')
          .append(other.name().equals(v.name()) ? " aria-current=\"page\"" : "")
          .append('>')
          .append(escape(other.displayName()))
          .append("</a> ");
    }
    h.append("</p>\n");
    List<RatingLedger.Entry> board = ratings.leaderboard(v.name(), BOARD);
    if (board.isEmpty()) {
      return end(h.append("<p id=\"board\">No rated game in this variant yet.</p>\n"));
    }
    h.append("<table id=\"board\">\n<tr><th>#</th><th>Player</th><th>Rating</th>")
        .append("<th>Deviation</th><th>Games</th></tr>\n");
    int rank = 0;
    for (RatingLedger.Entry e : board) {
      String name = nameOf(e.player(), accounts);
      h.append("<tr data-rating=\"")
          .append(e.standing().rating().rating())
          .append("\"><td>")
          .append(++rank)
          .append("</td><td><a href=\"")
          .append(escape(link(name)))
          .append("\">")
          .append(escape(name))
          .append("</a></td><td class=\"rating\">")
          .append(e.standing().rating().shown())
          .append("</td><td>")
          .append(Math.round(e.standing().rating().deviation()))
          .append("</td><td>")
          .append(e.standing().games())
          .append("</td></tr>\n");
    }
    return end(h.append("</table>\n"));
  }

  private static String escape(String text) {
    return HtmlEscapers.htmlEscaper().escape(text);
  }
}
