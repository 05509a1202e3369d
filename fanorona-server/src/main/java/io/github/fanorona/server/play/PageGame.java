package io.github.fanorona.server.play;

import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Game;
import io.github.fanorona.server.Refusal;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A game the play page played with the rules in the page (its clicks, the computer's turns, with
 * the network away or not), as the server takes it: the stored turns the page's game begins with,
 * then the page's turns after them, each played here, so that the server judges every new turn and
 * a turn forged in the page is refused. The page sends only what the server lacks, a bounded part
 * at a time (a request's body is at most 4 KB).
 *
 * <pre>
 * {@code PageGame.replayed(session, 0, List.of("d3-e3W", "d4-d3A"), false).turns().size()   // 2}
 * </pre>
 */
final class PageGame {
  /** The most turns a game sent whole may have: a long game has a few hundred. */
  static final int MAX_TURNS = 5000;

  private PageGame() {}

  /**
   * Replays the page's game.
   *
   * @param s the session as stored
   * @param keep how many of the stored turns the page's game begins with (none when null)
   * @param turns the page's turns after those, as text
   * @param resigned whether the person resigned it
   * @return the game the kept turns and the page's make
   * @throws Refusal 400 {@code bad_turn} without turns, with too many or with a blank or long one,
   *     {@code illegal_turn} for a turn the rules refuse (the library's sentence); 409 {@code
   *     game_over} if the stored game ended otherwise (a resignation in another tab stands)
   */
  static Game replayed(
      Session s, @Nullable Integer keep, @Nullable List<String> turns, boolean resigned) {
    int kept = keep == null ? 0 : keep;
    int has = s.game().turns().size();
    if (turns == null || turns.size() > MAX_TURNS) {
      throw Refusal.of(400, "bad_turn");
    }
    if (kept < 0 || kept > has) {
      throw Refusal.of(400, "out_of_range", "key", "keep", "min", 0, "max", has);
    }
    // the turns kept were checked when they came; the game before the first one sent
    Game g = s.game();
    while (g.turns().size() > kept) {
      g = g.undo().orElseThrow();
    }
    for (String t : turns) {
      if (t == null || t.isBlank() || t.length() > Play.MAX_TURN_TEXT || g.isOver()) {
        throw Refusal.of(400, "bad_turn");
      }
      try {
        g = g.play(t);
      } catch (FanoronaException e) {
        throw new Refusal(400, "illegal_turn", String.valueOf(e.getMessage()));
      }
    }
    if (resigned && !g.isOver()) {
      g = g.resign(s.human());
    }
    if (s.game().isOver() && !s.game().equals(g)) {
      throw Refusal.of(409, "game_over");
    }
    return g;
  }
}
