package io.github.fanorona.server.play;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.notation.RecordFormat;
import io.github.fanorona.server.Catalogue;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.players.Player;
import io.github.fanorona.server.players.Players;
import io.github.fanorona.variants.Preset;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The play page's API ({@code /api/options}, {@code /api/games…}): a game's routes answer only the
 * player who started it (the session's cookie, never the game's id). Every answer of a game is its
 * {@link BoardState}. The record and replay answers are the club's too.
 *
 * <pre>{@code PlayRoutes.add(config, play, players)   // in Site.start}</pre>
 */
public final class PlayRoutes {
  /**
   * A request's body: each route reads the fields it needs, the others are absent (null).
   *
   * @param variant a new game's variant
   * @param preset a new game's preset
   * @param side a new game's side for the person: white or black
   * @param level the computer's level, 1 to 9
   * @param point a clicked point
   * @param capture the letter of a choice: A, W or - (a plain step)
   * @param text a typed turn
   * @param depth a hint's depth
   * @param millis a hint's time
   * @param keep how many of the stored turns a game the page played by itself begins with
   * @param turns that game's turns after those, as text
   * @param resigned whether the person resigned that game
   */
  record Body(
      @Nullable String variant,
      @Nullable String preset,
      @Nullable String side,
      @Nullable Integer level,
      @Nullable String point,
      @Nullable String capture,
      @Nullable String text,
      @Nullable Integer depth,
      @Nullable Integer millis,
      @Nullable Integer keep,
      @Nullable List<String> turns,
      @Nullable Boolean resigned) {}

  /**
   * What the new-game form is built from: the variants, their presets and defaults, the limits.
   *
   * @param variants the variants
   * @param maxLevel the strongest level
   * @param maxHintDepth the deepest hint
   * @param maxHintMillis the longest hint
   */
  record Options(List<VariantOption> variants, int maxLevel, int maxHintDepth, int maxHintMillis) {}

  /**
   * A variant of the form.
   *
   * @param name its name
   * @param displayName its name as shown
   * @param defaultPreset the preset chosen unless another is
   * @param presets the presets that suit it
   */
  record VariantOption(
      String name, String displayName, String defaultPreset, List<PresetOption> presets) {}

  /**
   * A preset of the form.
   *
   * @param name its name
   * @param description what it does
   */
  record PresetOption(String name, String description) {}

  /** What a game's route does, given the game's id, the body and the player (its owner). */
  @FunctionalInterface
  private interface Action {
    Session apply(String id, Body body, Player player);
  }

  private PlayRoutes() {}

  /**
   * Adds the routes.
   *
   * <pre>{@code PlayRoutes.add(config, play, players)}</pre>
   *
   * @param c the site's configuration
   * @param play the games
   * @param players the sessions
   */
  public static void add(JavalinConfig c, Play play, Players players) {
    Options options = options();
    c.routes.get("/api/options", ctx -> ctx.json(options));
    c.routes.post(
        "/api/games",
        ctx -> {
          Body b = ctx.bodyAsClass(Body.class);
          Player player = players.joined(ctx);
          Session s = play.start(b.variant(), b.preset(), b.side(), b.level(), player, client(ctx));
          ctx.json(BoardState.of(s));
        });
    c.routes.get("/api/games/{id}", ctx -> ctx.json(BoardState.of(owned(ctx, players, play))));
    post(c, players, play, "click", (id, b, p) -> play.click(id, b.point(), capture(b)));
    post(c, players, play, "stop", (id, b, p) -> play.stop(id));
    post(c, players, play, "cancel", (id, b, p) -> play.cancel(id));
    post(c, players, play, "turn", (id, b, p) -> play.typed(id, b.text()));
    post(c, players, play, "computer", (id, b, p) -> play.computer(id, p));
    post(c, players, play, "hint", (id, b, p) -> play.hint(id, b.depth(), b.millis(), p));
    post(c, players, play, "undo", (id, b, p) -> play.undo(id));
    post(c, players, play, "resign", (id, b, p) -> play.resign(id));
    post(c, players, play, "level", (id, b, p) -> play.level(id, b.level()));
    // the page's own game, played with the rules in the page: one request for all it did
    post(
        c,
        players,
        play,
        "sync",
        (id, b, p) -> play.sync(id, b.keep(), b.turns(), b.level(), b.resigned()));
    c.routes.get("/api/games/{id}/replay", ctx -> replay(ctx, owned(ctx, players, play).game()));
    c.routes.get(
        "/api/games/{id}/record",
        ctx -> {
          Session s = owned(ctx, players, play);
          Map<String, String> tags = new LinkedHashMap<>();
          tags.put(s.human() == Side.WHITE ? "White" : "Black", "you");
          tags.put(s.human() == Side.WHITE ? "Black" : "White", "computer level " + s.level());
          record(ctx, s.variant(), s.game(), tags);
        });
  }

  private static Optional<String> capture(Body b) {
    return Optional.ofNullable(b.capture());
  }

  private static String client(Context ctx) {
    return Players.client(ctx);
  }

  private static void post(JavalinConfig c, Players players, Play play, String action, Action a) {
    c.routes.post(
        "/api/games/{id}/" + action,
        ctx -> {
          Player p = owner(ctx, players, play);
          Body b = ctx.bodyAsClass(Body.class);
          ctx.json(BoardState.of(a.apply(ctx.pathParam("id"), b, p)));
        });
  }

  private static Session owned(Context ctx, Players players, Play play) {
    owner(ctx, players, play);
    return play.get(ctx.pathParam("id"));
  }

  /**
   * The player the request's cookie names, who must own the game of the path; a game not held
   * (after a restart) is read from the store first.
   *
   * @throws Refusal 404 if there is no such game, 403 if the cookie names no player or another
   *     player than the game's
   */
  private static Player owner(Context ctx, Players players, Play play) {
    Player p = players.known(ctx).orElseThrow(() -> Refusal.of(403, "not_your_game"));
    play.requireOwner(ctx.pathParam("id"), p);
    return p;
  }

  /**
   * Answers a record download ({@code format}: pgn or sgf), the file named by the variant, never by
   * the game's id: a shared file gives no one the game.
   *
   * <pre>{@code PlayRoutes.record(ctx, "sivy", game, Map.of("White", "Ann", "Black", "Bo"))}</pre>
   *
   * @param ctx the request
   * @param variant the variant's name, for the file's name
   * @param game the game
   * @param players the players' tags (White, Black)
   * @throws Refusal 400 {@code bad_format}, or {@code cannot_write} for a game the format cannot
   *     hold
   */
  public static void record(Context ctx, String variant, Game game, Map<String, String> players) {
    String word = String.valueOf(ctx.queryParam("format"));
    RecordFormat f =
        switch (word) {
          case "pgn" -> RecordFormat.PGN;
          case "sgf" -> RecordFormat.BOARDSPACE_SGF;
          default -> throw Refusal.of(400, "bad_format");
        };
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Fanorona play site");
    tags.putAll(players);
    String text;
    try {
      text = f.write(game, tags).text();
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw Refusal.of(
          400, "cannot_write", "word", f.word(), "message", String.valueOf(e.getMessage()));
    }
    ctx.header(
        "Content-Disposition", "attachment; filename=\"fanorona-" + variant + "." + word + "\"");
    ctx.contentType("text/plain; charset=utf-8").result(text);
  }

  /**
   * Answers the board after the first {@code turn} turns (the query's), the move list's replay.
   *
   * <pre>{@code PlayRoutes.replay(ctx, game)   // {"turn":1,"white":[…],…}}</pre>
   *
   * @param ctx the request
   * @param game the game
   * @throws Refusal 400 {@code bad_turn} or {@code out_of_range}
   */
  public static void replay(Context ctx, Game game) {
    String turn = String.valueOf(ctx.queryParam("turn"));
    if (!turn.matches("[0-9]{1,6}")) {
      throw Refusal.of(400, "bad_turn.number");
    }
    ctx.json(BoardState.replay(game, Integer.parseInt(turn)));
  }

  private static Options options() {
    List<VariantOption> variants =
        Catalogue.VARIANTS.stream()
            .map(
                (Variant v) ->
                    new VariantOption(
                        v.name(),
                        v.displayName(),
                        Catalogue.defaultPreset(v),
                        Catalogue.presets(v).stream()
                            .map((Preset p) -> new PresetOption(p.name(), p.description()))
                            .toList()))
            .toList();
    return new Options(
        variants, Computer.MAX_LEVEL, Computer.MAX_HINT_DEPTH, Computer.MAX_HINT_MILLIS);
  }
}
