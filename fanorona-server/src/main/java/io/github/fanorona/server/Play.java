package io.github.fanorona.server;

import io.github.fanorona.core.Click;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.SearchResult;
import io.github.fanorona.notation.RecordFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * What each request does to a game: pure functions from a session (and the request's body) to the
 * next session, except the computer's moves and hints, which search on the {@link Computer}'s pool
 * outside the game's lock and are applied only if the game has not changed meanwhile. Every game
 * against the computer is written to the {@link Ledger} as it is played (its turns, the computer's
 * too, an Undo, the level, the end), each change before it is answered, so that a restarted site
 * takes it up where it was ({@link #load}).
 *
 * <pre>{@code
 * Play play = new Play(store, computer, ledger);
 * Session s = play.start(JsonBody.parse("{\"variant\":\"dimy\"}"), player, "127.0.0.1");
 * s = play.click(s.id(), JsonBody.parse("{\"point\":\"c3\"}"));
 * }</pre>
 */
final class Play {
  /** The longest turn the typing box takes: a long chain is some 40 characters. */
  static final int MAX_TURN_TEXT = 200;

  private final GameStore store;
  private final Computer computer;
  private final Ledger ledger;

  Play(GameStore store, Computer computer, Ledger ledger) {
    this.store = store;
    this.computer = computer;
    this.ledger = ledger;
  }

  Session start(JsonBody body, Players.Player player, String client) {
    String variantName = body.string("variant").orElse("sivy");
    Variant v = Catalogue.variant(variantName);
    String preset = body.string("preset").orElse(Catalogue.defaultPreset(v));
    Game game = Game.start(v, Catalogue.ruleset(variantName, preset));
    Side human =
        switch (body.string("side").orElse("white")) {
          case "white", "W" -> Side.WHITE;
          case "black", "B" -> Side.BLACK;
          default -> throw ApiException.badRequest("bad_side", "side must be white or black");
        };
    int level = body.number("level", 1, Computer.MAX_LEVEL, 1);
    return store.create(
        player,
        client,
        () -> ledger.computerGame(v.name(), preset, player.id(), human, level),
        id -> Session.start(id, game, human, level, v.name(), preset));
  }

  /**
   * Takes up a game against the computer that the store does not hold (after a restart, or once it
   * rested past the idle time) from the ledger, at its position; nothing if the ledger has none.
   *
   * @throws ApiException 503 if the site holds its most games or the database cannot be reached
   */
  void load(String id) {
    if (store.has(id)) {
      return;
    }
    ledger
        .find(id)
        .filter(g -> g.computer().isPresent())
        .ifPresent(
            g -> {
              Side human = g.computer().get().opponent();
              Players.Player owner =
                  new Players.Player(human == Side.WHITE ? g.white() : g.black(), "");
              Game game = Club.replayed(g);
              store.restore(
                  owner, Session.start(g.id(), game, human, g.level(), g.variant(), g.preset()));
            });
  }

  /**
   * Checks that a game is the player's own.
   *
   * @throws ApiException 404 if there is no such game, 403 if it is another player's
   */
  void requireOwner(String id, Players.Player player) {
    store.requireOwner(id, player);
  }

  /**
   * Changes a game, the change written to the ledger before it is kept, so before it is answered: a
   * write that fails leaves the game as it was.
   */
  private Session update(String id, UnaryOperator<Session> change) {
    return store.update(
        id,
        s -> {
          Session next = change.apply(s);
          written(id, s.game(), next.game());
          return next;
        });
  }

  /** Writes what became of a game: the turns played, the turns an Undo took back, the end. */
  private void written(String id, Game before, Game after) {
    int had = before.turns().size();
    int has = after.turns().size();
    if (has < had) {
      // an Undo: the game after it is the one before, so its turns are the first ones kept
      ledger.takenBack(id, has);
    }
    for (int ply = had + 1; ply <= has; ply++) {
      ledger.turn(id, ply, TurnNotation.format(after.turns().get(ply - 1)));
    }
    if (after.isOver() && !before.isOver()) {
      ledger.finished(id, ClubTable.Status.FINISHED.word(), Club.result(after), Club.reason(after));
    }
  }

  Session click(String id, JsonBody body) {
    return update(id, s -> clicked(s, body));
  }

  /**
   * The session after one click ({@code point}, and {@code capture} to answer a choice): the play
   * page's and the club's one way to click.
   */
  static Session clicked(Session s, JsonBody body) {
    Point point = point(body.string("point").orElse(""));
    Optional<String> capture = body.string("capture");
    humanToMove(s);
    Click c;
    if (s.pending().isPresent() && capture.isPresent()) {
      c = choose(s.pending().get(), point, capture.get());
    } else {
      // A click elsewhere while a choice is pending drops the choice and counts as a click.
      c = s.builder().click(point);
    }
    return apply(s, c);
  }

  private static Click choose(Click pending, Point point, String capture) {
    if (!pending.options().get(0).to().equals(point)) {
      throw ApiException.badRequest(
          "illegal_click", "the choice is for " + pending.options().get(0).to() + ", not " + point);
    }
    for (Step option : pending.options()) {
      String letter = option.capture().map(k -> String.valueOf(k.letter())).orElse("-");
      if (letter.equalsIgnoreCase(capture)) {
        return pending.choose(option);
      }
    }
    throw ApiException.badRequest(
        "illegal_click", "capture must be one of the options' letters: A, W or - (a plain step)");
  }

  private static Session apply(Session s, Click c) {
    return switch (c.kind()) {
      case FINISHED -> s.played(s.game().play(c.turn().orElseThrow()));
      case NEEDS_CHOICE -> s.clicking(c.builder(), Optional.of(c), "");
      // A refused click is an answer, not an error: the game as it was, with the library's reason.
      case REFUSED -> s.withMessage(c.message());
      default -> s.clicking(c.builder(), Optional.empty(), "");
    };
  }

  Session stop(String id) {
    return update(id, Play::stopped);
  }

  /** The session after Stop here. */
  static Session stopped(Session s) {
    humanToMove(s);
    return apply(s, s.builder().stop());
  }

  /** Lets go of the clicks of the turn so far. */
  Session cancel(String id) {
    return update(id, s -> s.played(s.game()).withMessage(""));
  }

  Session typed(String id, JsonBody body) {
    return update(id, s -> typed(s, body));
  }

  /** The session after a typed turn ({@code text}, in A/W). */
  static Session typed(Session s, JsonBody body) {
    String text = body.string("text").orElse("").strip();
    if (text.isEmpty() || text.length() > MAX_TURN_TEXT) {
      throw ApiException.badRequest(
          "bad_turn", "type a turn in A/W notation, such as d3-e3W (at most 200 characters)");
    }
    humanToMove(s);
    try {
      // the game's own reader: its error names the legal turns, whatever was wrong
      return s.played(s.game().play(text));
    } catch (FanoronaException e) {
      throw ApiException.badRequest("illegal_turn", String.valueOf(e.getMessage()));
    }
  }

  @SuppressWarnings("ReferenceEquality") // the very game searched, not an equal one replayed
  Session computer(String id, Players.Player player) {
    Session now = store.get(id);
    if (!now.computerToMove()) {
      throw ApiException.conflict(
          "not_computer_turn",
          now.game().isOver() ? "the game is over" : "it is your turn, not the computer's");
    }
    Game before = now.game();
    SearchResult r = computer.search(player.id(), before, Computer.level(now.level()));
    // The game may have been undone or resigned while the computer thought: then keep it so.
    return update(id, s -> s.game() == before ? s.played(before.play(r.best())) : s);
  }

  @SuppressWarnings("ReferenceEquality") // the very game searched, not an equal one replayed
  Session hint(String id, JsonBody body, Players.Player player) {
    int depth = body.number("depth", 1, Computer.MAX_HINT_DEPTH, 4);
    int millis = body.number("millis", 10, Computer.MAX_HINT_MILLIS, 500);
    Session now = store.get(id);
    humanToMove(now);
    Game before = now.game();
    SearchResult r = computer.search(player.id(), before, Computer.hint(depth, millis));
    return update(id, s -> s.game() == before ? s.withHint(r.best()) : s);
  }

  /**
   * Takes back the person's last turn and the computer's replies to it; a game that is over (won,
   * drawn, resigned) stays over.
   */
  Session undo(String id) {
    return update(
        id,
        s -> {
          if (s.game().isOver()) {
            throw ApiException.conflict("game_over", "the game is over: start a new one");
          }
          for (Game g = s.game(); g.undo().isPresent(); ) {
            g = g.undo().get();
            if (g.position().sideToMove() == s.human() && g.outcome().isEmpty()) {
              return s.played(g);
            }
          }
          throw ApiException.conflict("nothing_to_undo", "there is no turn of yours to take back");
        });
  }

  Session resign(String id) {
    return update(
        id,
        s -> {
          if (s.game().isOver()) {
            throw ApiException.conflict("game_over", "the game is over");
          }
          return s.played(s.game().resign(s.human()));
        });
  }

  Session level(String id, JsonBody body) {
    int level = body.number("level", 1, Computer.MAX_LEVEL, 1);
    return update(
        id,
        s -> {
          if (s.level() != level && !s.game().isOver()) {
            ledger.levelChanged(id, level);
          }
          return s.withLevel(level);
        });
  }

  /**
   * The board after the first {@code turns} turns of the game, with the last of them: the page's
   * replay of an earlier turn.
   */
  static String replay(Session s, int turns) {
    Game g = s.game();
    if (turns < 1 || turns > g.turns().size()) {
      throw ApiException.badRequest(
          "out_of_range", "turn must be 1 to " + g.turns().size() + ", the turns played");
    }
    Position p = g.positions().get(turns);
    return Json.object()
        .put("turn", turns)
        .putStrings("white", p.points(Side.WHITE))
        .putStrings("black", p.points(Side.BLACK))
        .putRaw("last", StateJson.turn(g.turns().get(turns - 1)).toString())
        .toString();
  }

  /** The game against the computer as a record file, PGN-style or Boardspace SGF. */
  String record(Session s, RecordFormat format) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put(s.human() == Side.WHITE ? "White" : "Black", "you");
    tags.put(s.human() == Side.WHITE ? "Black" : "White", "computer level " + s.level());
    return record(s.game(), tags, format);
  }

  /** A game as a record file with the players' tags (the play page's and the club's games). */
  static String record(Game game, Map<String, String> players, RecordFormat format) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Fanorona play site");
    tags.putAll(players);
    try {
      return format.write(game, tags).text();
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw ApiException.badRequest(
          "cannot_write",
          "this game cannot be written as " + format.word() + ": " + e.getMessage());
    }
  }

  private static void humanToMove(Session s) {
    if (s.game().isOver()) {
      throw ApiException.conflict("game_over", "the game is over");
    }
    if (s.game().position().sideToMove() != s.human()) {
      throw ApiException.conflict("not_your_turn", "it is the computer's turn");
    }
  }

  private static Point point(String name) {
    if (name.matches("[a-z][1-9][0-9]?")) {
      try {
        return Point.parse(name);
      } catch (IllegalArgumentException e) {
        // a row or file no board has, such as a99: the same answer as any other bad point
      }
    }
    throw ApiException.badRequest("bad_point", "point must be a point such as e3");
  }
}
