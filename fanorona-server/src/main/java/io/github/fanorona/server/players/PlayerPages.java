package io.github.fanorona.server.players;

import io.github.fanorona.core.Variant;
import io.github.fanorona.server.Catalogue;
import io.github.fanorona.server.Pages;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.Texts;
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
import org.jspecify.annotations.Nullable;

/**
 * The players' pages ({@code /p/{name}}: each rating, its history as a small SVG chart, the rated
 * games and the club games, each linked to {@code /g/{id}}) and the leaderboard by variant ({@code
 * /leaderboard?variant=sivy}), drawn by their templates ({@code player.jte}, {@code
 * leaderboard.jte}) from the values here and the texts of the message files ({@code player.*},
 * English for now: the other languages fall back to it, marked). Only accounts have a page (a
 * guest's name is not theirs alone); the templates escape every name, and a name in a link is
 * encoded.
 *
 * <pre>{@code PlayerPages.add(config, accounts, rater, games)   // in Site.start}</pre>
 */
public final class PlayerPages {
  /** The most rated games a player's page lists and draws. */
  static final int HISTORY = 200;

  /** The most games a player's page lists besides the rated ones. */
  static final int GAMES = 50;

  /** The most players a leaderboard lists. */
  static final int BOARD = 100;

  /** The chart's size and margin, in its own units. */
  private static final int WIDTH = 320;

  private static final int HEIGHT = 120;
  private static final int PAD = 12;

  /**
   * A player's page as its template draws it.
   *
   * @param name the account's name
   * @param ratings a row a variant rated in
   * @param charts a chart a variant rated in
   * @param rated the rated games, the latest first
   * @param games the club games, the latest first
   * @param texts the page's words
   */
  public record PlayerView(
      String name,
      List<RatingRow> ratings,
      List<Chart> charts,
      List<RatedRow> rated,
      List<PlayerGames.Summary> games,
      Words texts) {
    /** {@return the page's address, ready for a parameter: "/p/Ann?"} */
    public String here() {
      return link(name) + "?";
    }
  }

  /**
   * A variant's rating.
   *
   * @param variant the variant's name
   * @param displayName its name as shown
   * @param rating the rating, exactly
   * @param shown the rating as shown
   * @param deviation the deviation, rounded
   * @param games the rated games
   */
  public record RatingRow(
      String variant, String displayName, double rating, long shown, long deviation, int games) {}

  /**
   * A variant's rating over its games, as a line.
   *
   * @param variant the variant's name
   * @param displayName its name as shown
   * @param points the line's points ("x,y x,y …")
   * @param low the lowest rating shown
   * @param high the highest rating shown
   * @param label the chart's text alternative
   * @param labelLang the language to mark the label with: null when it is the page's
   */
  public record Chart(
      String variant,
      String displayName,
      String points,
      long low,
      long high,
      String label,
      @Nullable String labelLang) {}

  /**
   * A rated game of the player's.
   *
   * @param gameId the game's id
   * @param outcome the player's result and side, in words
   * @param opponent the opponent's name
   * @param opponentLink the opponent's page
   * @param variant the variant's name
   * @param change the rating before and after, and the difference
   */
  public record RatedRow(
      String gameId,
      String outcome,
      String opponent,
      String opponentLink,
      String variant,
      String change) {}

  /**
   * A leaderboard as its template draws it.
   *
   * @param variant the variant's name
   * @param title the page's title
   * @param variants every variant's name, and its name as shown
   * @param rows the best players, best first
   * @param texts the page's words
   */
  public record BoardView(
      String variant,
      String title,
      List<List<String>> variants,
      List<BoardRow> rows,
      Words texts) {}

  /**
   * A player in a leaderboard.
   *
   * @param rank the place
   * @param name the player's name
   * @param link the player's page
   * @param rating the rating, exactly
   * @param shown the rating as shown
   * @param deviation the deviation, rounded
   * @param games the rated games
   */
  public record BoardRow(
      int rank, String name, String link, double rating, long shown, long deviation, int games) {}

  /**
   * The players' pages' words in the page's language ({@code player.*}), each marked with the
   * language it is in.
   *
   * @param lang the page's language
   */
  public record Words(String lang) {
    /**
     * {@return a word of the pages}
     *
     * <pre>{@code words.get("ratings").text()   // "Ratings"}</pre>
     *
     * @param key its key, after {@code player.}
     */
    public Texts.Text get(String key) {
      return Texts.get().text(lang, "player." + key);
    }

    /**
     * {@return the language to mark a word with: none (null) when it is the page's}
     *
     * <pre>{@code new Words("mg").mark("deviation")   // "fr": not yet in Malagasy}</pre>
     *
     * @param key its key, after {@code player.}
     */
    public @Nullable String mark(String key) {
      String in = get(key).lang();
      return in.equals(lang) ? null : in;
    }

    /**
     * {@return every language of the pages, this one's first … as their links name them}
     *
     * <pre>{@code words.languages()   // [[fr, Français], [en, English], [mg, Malagasy]]}</pre>
     */
    public List<List<String>> languages() {
      return Texts.LANGUAGES.stream().map(l -> List.of(l, Texts.NAMES.get(l))).toList();
    }
  }

  private PlayerPages() {}

  /**
   * Adds the routes.
   *
   * <pre>{@code PlayerPages.add(config, accounts, rater, games)}</pre>
   *
   * @param c the site's configuration
   * @param accounts the accounts, made on first use
   * @param ratings the ratings' door
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
                  .orElseThrow(() -> Refusal.of(404, "unknown_player"));
          String lang = Texts.pageLang(ctx.queryParam("lang"));
          html(ctx, Pages.render("player.jte", player(a, accounts.get(), ratings, ledger, lang)));
        });
    c.routes.get(
        "/leaderboard",
        ctx -> {
          String name = Optional.ofNullable(ctx.queryParam("variant")).orElse("sivy");
          Variant v = Catalogue.variant(name);
          String lang = Texts.pageLang(ctx.queryParam("lang"));
          html(ctx, Pages.render("leaderboard.jte", leaderboard(v, accounts.get(), ratings, lang)));
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

  static PlayerView player(
      Account a, Accounts accounts, Rater ratings, PlayerGames ledger, String lang) {
    String id = a.playerId();
    Words words = new Words(lang);
    List<GameRating> history = ratings.history(id, HISTORY);
    List<RatingRow> rows = new ArrayList<>();
    List<Chart> charts = new ArrayList<>();
    for (Variant v : Catalogue.VARIANTS) {
      Optional<Standing> s = ratings.rated(id, v.name());
      if (s.isEmpty()) {
        continue;
      }
      rows.add(
          new RatingRow(
              v.name(),
              v.displayName(),
              s.get().rating().rating(),
              s.get().rating().shown(),
              Math.round(s.get().rating().deviation()),
              s.get().games()));
      List<GameRating> of =
          history.stream().filter(g -> g.game().variant().equals(v.name())).toList();
      if (!of.isEmpty()) {
        charts.add(chart(v, id, of, words));
      }
    }
    List<RatedRow> rated = new ArrayList<>();
    for (int i = history.size() - 1; i >= 0; i--) {
      GameRating g = history.get(i);
      boolean white = g.game().white().equals(id);
      RatingChange mine = white ? g.white() : g.black();
      Score score = white ? g.game().whiteScore() : g.game().blackScore();
      String other = nameOf(white ? g.game().black() : g.game().white(), accounts);
      long diff = mine.after().shown() - mine.before().shown();
      rated.add(
          new RatedRow(
              g.game().gameId(),
              words.get(score.name().toLowerCase(Locale.ROOT)).text()
                  + " "
                  + words.get(white ? "withWhite" : "withBlack").text(),
              other,
              link(other),
              g.game().variant(),
              mine.before().shown()
                  + " → "
                  + mine.after().shown()
                  + " ("
                  + (diff >= 0 ? "+" : "")
                  + diff
                  + ")"));
    }
    return new PlayerView(a.name().shown(), rows, charts, rated, ledger.of(id, GAMES), words);
  }

  /**
   * The rating after each game of a variant, from the first game's rating before it: a line over
   * the games, scaled to the lowest and highest rating shown.
   */
  private static Chart chart(Variant v, String id, List<GameRating> games, Words words) {
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
    List<String> line = new ArrayList<>();
    for (int i = 0; i < points.size(); i++) {
      double x = PAD + (double) i * (WIDTH - 2 * PAD) / (points.size() - 1);
      double y = HEIGHT - PAD - (points.get(i) - low) / (high - low) * (HEIGHT - 2 * PAD);
      line.add(String.format(Locale.ROOT, "%.1f,%.1f", x, y));
    }
    Texts.Text label =
        Texts.get()
            .formatted(
                words.lang(),
                "player.chart",
                "variant",
                v.displayName(),
                "games",
                games.size(),
                "first",
                Math.round(points.get(0)),
                "last",
                Math.round(points.get(points.size() - 1)));
    return new Chart(
        v.name(),
        v.displayName(),
        String.join(" ", line),
        Math.round(low),
        Math.round(high),
        label.text(),
        label.lang().equals(words.lang()) ? null : label.lang());
  }

  static BoardView leaderboard(Variant v, Accounts accounts, Rater ratings, String lang) {
    Words words = new Words(lang);
    List<List<String>> variants =
        Catalogue.VARIANTS.stream().map(x -> List.of(x.name(), x.displayName())).toList();
    List<BoardRow> rows = new ArrayList<>();
    int rank = 0;
    for (RatingLedger.Entry e : ratings.leaderboard(v.name(), BOARD)) {
      String name = nameOf(e.player(), accounts);
      rows.add(
          new BoardRow(
              ++rank,
              name,
              link(name),
              e.standing().rating().rating(),
              e.standing().rating().shown(),
              Math.round(e.standing().rating().deviation()),
              e.standing().games()));
    }
    String title = words.get("leaderboard.title").text() + ": " + v.displayName();
    return new BoardView(v.name(), title, variants, rows, words);
  }
}
