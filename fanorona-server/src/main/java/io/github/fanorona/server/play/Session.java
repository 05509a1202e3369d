package io.github.fanorona.server.play;

import io.github.fanorona.core.Click;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnBuilder;
import java.util.Optional;

/**
 * One game on the site, as a value: the game so far, the turn being clicked, a pending
 * approach-or-withdrawal choice, the side that clicks, the computer's strength, and the last
 * refusal or hint to show. Every request makes a new session from the old one. The club's games are
 * sessions too, clicked by whichever side is to move ({@link #as}).
 *
 * <pre>{@code
 * Session s = Session.start("g1", Game.start(Variant.sivy()), Side.WHITE, 1, "sivy", "seed000");
 * s.builder().stones()   // the stones that glow
 * }</pre>
 *
 * @param id the game's id
 * @param game the game so far (immutable)
 * @param builder the turn being clicked, started from {@code game}
 * @param pending the click that asked for a choice, until the choice is made
 * @param human the side the person plays (in a club game, the side whose clicks are shown)
 * @param level the computer's strength, 1 (beginner) to {@link Computer#MAX_LEVEL}; 0 in a club
 *     game of two people, where the computer never plays
 * @param variant the variant's name, as the page chose it
 * @param preset the preset's name, as the page chose it
 * @param message the last refused click, in the library's words (empty if none)
 * @param hint the engine's suggestion for this position, until the next turn
 */
public record Session(
    String id,
    Game game,
    TurnBuilder builder,
    Optional<Click> pending,
    Side human,
    int level,
    String variant,
    String preset,
    String message,
    Optional<Turn> hint) {

  /**
   * Starts a session on a game.
   *
   * <pre>{@code Session.start("g1", game, Side.WHITE, 0, "sivy", "youzai").level()   // 0}</pre>
   *
   * @param id the game's id
   * @param game the game so far
   * @param human the side that clicks
   * @param level the computer's level, 0 for none
   * @param variant the variant's name
   * @param preset the preset's name
   * @return the session, nothing clicked
   */
  public static Session start(
      String id, Game game, Side human, int level, String variant, String preset) {
    return new Session(
        id,
        game,
        TurnBuilder.start(game),
        Optional.empty(),
        human,
        level,
        variant,
        preset,
        "",
        Optional.empty());
  }

  /**
   * {@return whether the computer is to play now}
   *
   * <pre>{@code session.computerToMove()   // false in a club game}</pre>
   */
  public boolean computerToMove() {
    return level > 0 && !game.isOver() && game.position().sideToMove() != human;
  }

  /**
   * Returns the session after a whole turn (or an undo, a resignation): a fresh builder, nothing
   * pending, no hint.
   *
   * <pre>{@code session.played(session.game().resign(Side.WHITE)).game().isOver()   // true}</pre>
   *
   * @param next the game now
   * @return the session
   */
  public Session played(Game next) {
    return new Session(
        id,
        next,
        TurnBuilder.start(next),
        Optional.empty(),
        human,
        level,
        variant,
        preset,
        "",
        Optional.empty());
  }

  Session clicking(TurnBuilder b, Optional<Click> choice, String why) {
    return new Session(id, game, b, choice, human, level, variant, preset, why, hint);
  }

  Session withHint(Turn turn) {
    return new Session(
        id, game, builder, pending, human, level, variant, preset, "", Optional.of(turn));
  }

  Session withLevel(int value) {
    return new Session(id, game, builder, pending, human, value, variant, preset, message, hint);
  }

  /**
   * Returns the session as the player of {@code side} sees it: for the club's games, where the side
   * that clicks is whichever is to move, and everyone else sees the board without its turn's
   * clicks.
   *
   * <pre>{@code session.as(Side.BLACK).human()   // BLACK}</pre>
   *
   * @param side the side
   * @return the session
   */
  public Session as(Side side) {
    return new Session(id, game, builder, pending, side, level, variant, preset, message, hint);
  }

  Session withMessage(String value) {
    return new Session(id, game, builder, pending, human, level, variant, preset, value, hint);
  }
}
