package io.github.fanorona.server.play;

import io.github.fanorona.core.Click;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.SearchResult;
import io.github.fanorona.server.Catalogue;
import io.github.fanorona.server.Refusal;
import io.github.fanorona.server.Termination;
import io.github.fanorona.server.players.Player;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * What each request does to a game against the computer: pure functions from a session (and the
 * request's values) to the next session, except the computer's moves and hints, which search on the
 * {@link Computer}'s pool outside the game's lock and are applied only if the game has not changed
 * meanwhile. Every game is written to its {@link PlayStore} as it is played (its turns, the
 * computer's too, an Undo, the level, the end), each change before it is answered, so that a
 * restarted site takes it up where it was ({@link #load}). The click functions ({@link #clicked},
 * {@link #stopped}, {@link #typed}) are the club's too: the rules are judged one way on the site.
 *
 * <pre>{@code
 * Play play = new Play(held, computer, PlayStore.none());
 * Session s = play.start("dimy", null, "white", 1, player, "127.0.0.1");
 * s = play.click(s.id(), "c3", Optional.empty());
 * }</pre>
 */
public final class Play {
  /** The longest turn the typing box takes: a long chain is some 40 characters. */
  static final int MAX_TURN_TEXT = 200;

  private final HeldGames held;
  private final Computer computer;
  private final PlayStore store;

  /**
   * Makes the play page's games.
   *
   * <pre>{@code new Play(held, computer, new SqlPlayStore(db))}</pre>
   *
   * @param held the games in memory (shared with the club)
   * @param computer the searches
   * @param store where the games are kept
   */
  public Play(HeldGames held, Computer computer, PlayStore store) {
    this.held = held;
    this.computer = computer;
    this.store = store;
  }

  Session start(
      @Nullable String variant,
      @Nullable String preset,
      @Nullable String side,
      @Nullable Integer level,
      Player player,
      String client) {
    String variantName = variant == null ? "sivy" : variant;
    Variant v = Catalogue.variant(variantName);
    String p = preset == null ? Catalogue.defaultPreset(v) : preset;
    Game game = Game.start(v, Catalogue.ruleset(variantName, p));
    Side human =
        switch (side == null ? "white" : side) {
          case "white", "W" -> Side.WHITE;
          case "black", "B" -> Side.BLACK;
          default -> throw Refusal.of(400, "bad_side");
        };
    int computerLevel = number("level", level, 1, Computer.MAX_LEVEL, 1);
    return held.create(
        player,
        client,
        () -> store.create(v.name(), p, player.id(), human, computerLevel),
        id -> Session.start(id, game, human, computerLevel, v.name(), p));
  }

  /**
   * Takes up a game against the computer that is not held (after a restart, or once it rested past
   * the idle time) from the store, at its position; nothing if the store has none.
   *
   * @throws Refusal 503 if the site holds its most games or the database cannot be reached
   */
  void load(String id) {
    if (held.has(id)) {
      return;
    }
    store
        .find(id)
        .ifPresent(
            g ->
                held.restore(
                    new Player(g.player(), ""),
                    Session.start(
                        g.id(), g.game(), g.human(), g.level(), g.variant(), g.preset())));
  }

  /** Checks that a game is the player's own, taking it up from the store first if need be. */
  void requireOwner(String id, Player player) {
    load(id);
    held.requireOwner(id, player);
  }

  /**
   * Changes a game, the change written to the store before it is kept, so before it is answered: a
   * write that fails leaves the game as it was.
   */
  private Session update(String id, UnaryOperator<Session> change) {
    return held.update(
        id,
        s -> {
          Session next = change.apply(s);
          written(id, s.game(), next.game());
          return next;
        });
  }

  /**
   * Writes what became of a game: the turns played (the one that ended it with its end, in one
   * transaction), the turns an Undo took back, an end that is no turn.
   */
  private void written(String id, Game before, Game after) {
    int had = before.turns().size();
    int has = after.turns().size();
    // the turns both games share: an Undo keeps the first ones, a page's game sent after an Undo
    // and other turns ({@link #sync}) parts from the stored one where they differ
    int kept = 0;
    while (kept < Math.min(had, has) && before.turns().get(kept).equals(after.turns().get(kept))) {
      kept++;
    }
    if (kept < had) {
      store.takeBack(id, kept);
    }
    had = kept;
    boolean ended = after.isOver() && !before.isOver();
    for (int ply = had + 1; ply <= has; ply++) {
      Turn t = after.turns().get(ply - 1);
      if (ply == has && ended) {
        store.writes().appendLast(id, ply, t, after);
      } else {
        store.writes().append(id, ply, t);
      }
    }
    if (ended && has <= had) {
      store.writes().finish(id, after, Termination.of(after.outcome().orElseThrow().reason()));
    }
  }

  Session click(String id, @Nullable String point, Optional<String> capture) {
    return update(id, s -> clicked(s, point, capture));
  }

  /**
   * Returns the session after one click ({@code capture} to answer a choice): the play page's and
   * the club's one way to click.
   *
   * <pre>{@code Play.clicked(session, "d3", Optional.empty()).builder().stone()   // Optional[d3]}
   * </pre>
   *
   * @param s the session
   * @param point the point clicked, such as "d3"
   * @param capture the choice's letter: A, W or - (a plain step)
   * @return the session after it; a click the rules refuse is the same session with the reason
   * @throws Refusal 400 {@code bad_point} or {@code illegal_click}, 409 if it is not this side's
   *     turn or the game is over
   */
  public static Session clicked(Session s, @Nullable String point, Optional<String> capture) {
    Point p = point(point == null ? "" : point);
    humanToMove(s);
    Click c;
    if (s.pending().isPresent() && capture.isPresent()) {
      c = choose(s.pending().get(), p, capture.get());
    } else {
      // A click elsewhere while a choice is pending drops the choice and counts as a click.
      c = s.builder().click(p);
    }
    return apply(s, c);
  }

  private static Click choose(Click pending, Point point, String capture) {
    if (!pending.options().get(0).to().equals(point)) {
      throw Refusal.of(
          400, "illegal_click.point", "value", pending.options().get(0).to(), "point", point);
    }
    for (Step option : pending.options()) {
      String letter = option.capture().map(k -> String.valueOf(k.letter())).orElse("-");
      if (letter.equalsIgnoreCase(capture)) {
        return pending.choose(option);
      }
    }
    throw Refusal.of(400, "illegal_click.capture");
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

  /**
   * Returns the session after Stop here.
   *
   * <pre>{@code Play.stopped(session).game().turns().size()   // one more when a chain stopped}
   * </pre>
   *
   * @param s the session
   * @return the session after it
   */
  public static Session stopped(Session s) {
    humanToMove(s);
    return apply(s, s.builder().stop());
  }

  /** Lets go of the clicks of the turn so far. */
  Session cancel(String id) {
    return update(id, s -> s.played(s.game()).withMessage(""));
  }

  Session typed(String id, @Nullable String text) {
    return update(id, s -> typed(s, text));
  }

  /**
   * Returns the session after a typed turn (in A/W).
   *
   * <pre>{@code Play.typed(session, "f2e3a").game().turns().size()   // 1}</pre>
   *
   * @param s the session
   * @param text the turn as typed
   * @return the session after it
   * @throws Refusal 400 {@code bad_turn} for no text or a long one, {@code illegal_turn} for a turn
   *     the rules refuse (the legal ones named)
   */
  public static Session typed(Session s, @Nullable String text) {
    String t = text == null ? "" : text.strip();
    if (t.isEmpty() || t.length() > MAX_TURN_TEXT) {
      throw Refusal.of(400, "bad_turn");
    }
    humanToMove(s);
    try {
      // the game's own reader: its error names the legal turns, whatever was wrong
      return s.played(s.game().play(t));
    } catch (FanoronaException e) {
      throw new Refusal(400, "illegal_turn", String.valueOf(e.getMessage()));
    }
  }

  @SuppressWarnings("ReferenceEquality") // the very game searched, not an equal one replayed
  Session computer(String id, Player player) {
    Session now = held.get(id);
    if (!now.computerToMove()) {
      throw Refusal.of(409, now.game().isOver() ? "not_computer_turn.over" : "not_computer_turn");
    }
    Game before = now.game();
    SearchResult r = computer.move(player.id(), before, now.level());
    // The game may have been undone or resigned while the computer thought: then keep it so.
    return update(id, s -> s.game() == before ? s.played(before.play(r.best())) : s);
  }

  @SuppressWarnings("ReferenceEquality") // the very game searched, not an equal one replayed
  Session hint(String id, @Nullable Integer depth, @Nullable Integer millis, Player player) {
    int d = number("depth", depth, 1, Computer.MAX_HINT_DEPTH, 4);
    int m = number("millis", millis, 10, Computer.MAX_HINT_MILLIS, 500);
    Session now = held.get(id);
    humanToMove(now);
    Game before = now.game();
    SearchResult r = computer.hint(player.id(), before, d, m);
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
            throw Refusal.of(409, "game_over.undo");
          }
          for (Game g = s.game(); g.undo().isPresent(); ) {
            g = g.undo().get();
            if (g.position().sideToMove() == s.human() && g.outcome().isEmpty()) {
              return s.played(g);
            }
          }
          throw Refusal.of(409, "nothing_to_undo");
        });
  }

  Session resign(String id) {
    return update(
        id,
        s -> {
          if (s.game().isOver()) {
            throw Refusal.of(409, "game_over");
          }
          return s.played(s.game().resign(s.human()));
        });
  }

  Session level(String id, @Nullable Integer value) {
    int level = number("level", value, 1, Computer.MAX_LEVEL, 1);
    return update(
        id,
        s -> {
          if (s.level() != level && !s.game().isOver()) {
            store.level(id, level);
          }
          return s.withLevel(level);
        });
  }

  /**
   * Takes the game a page played by itself ({@link PageGame#replayed}: every turn checked again),
   * with the level it plays; what is stored changes as the turns differ.
   *
   * @throws Refusal as {@link PageGame#replayed} does
   */
  Session sync(
      String id,
      @Nullable Integer keep,
      @Nullable List<String> turns,
      @Nullable Integer level,
      @Nullable Boolean resigned) {
    if (level != null) {
      level(id, level);
    }
    return update(
        id,
        s -> {
          Game g = PageGame.replayed(s, keep, turns, Boolean.TRUE.equals(resigned));
          return s.game().equals(g) ? s : s.played(g);
        });
  }

  Session get(String id) {
    return held.get(id);
  }

  /** A whole number of a body within bounds, or the default when absent. */
  static int number(String key, @Nullable Integer value, int min, int max, int otherwise) {
    if (value == null) {
      return otherwise;
    }
    if (value < min || value > max) {
      throw Refusal.of(400, "out_of_range", "key", key, "min", min, "max", max);
    }
    return value;
  }

  private static void humanToMove(Session s) {
    if (s.game().isOver()) {
      throw Refusal.of(409, "game_over");
    }
    if (s.game().position().sideToMove() != s.human()) {
      throw Refusal.of(409, "not_your_turn.computer");
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
    throw Refusal.of(400, "bad_point");
  }
}
