package io.github.fanorona.server;

import io.github.fanorona.core.Click;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnBuilder;
import java.util.Optional;

/**
 * One game on the site, as a value: the game so far, the human's turn being clicked, a pending
 * approach-or-withdrawal choice, the human's side, the computer's strength, and the last refusal or
 * hint to show. Every request makes a new session from the old one.
 *
 * <pre>{@code
 * Session s = Session.start("g1", Game.start(Variant.sivy()), Side.WHITE, 1, "sivy", "seed000");
 * s.builder().stones()   // the stones that glow
 * }</pre>
 *
 * @param id the game's id in the store
 * @param game the game so far (immutable)
 * @param builder the turn being clicked, started from {@code game}
 * @param pending the click that asked for a choice, until the choice is made
 * @param human the side the person plays
 * @param level the computer's strength, 1 (beginner) to {@link Computer#MAX_LEVEL}; 0 in a club
 *     game of two people, where the computer never plays
 * @param variant the variant's name, as the page chose it
 * @param preset the preset's name, as the page chose it
 * @param message the last refused click or typed turn, in words (empty if none)
 * @param hint the engine's suggestion for this position, until the next turn
 * @param moves the move list as the page's JSON array, grown by one entry a turn so that a click
 *     does not write every turn of the game again
 */
record Session(
    String id,
    Game game,
    TurnBuilder builder,
    Optional<Click> pending,
    Side human,
    int level,
    String variant,
    String preset,
    String message,
    Optional<Turn> hint,
    String moves) {

  static Session start(String id, Game game, Side human, int level, String variant, String preset) {
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
        Optional.empty(),
        StateJson.moves(game));
  }

  /** Whether the computer is to play now. */
  boolean computerToMove() {
    return level > 0 && !game.isOver() && game.position().sideToMove() != human;
  }

  /** The session after a whole turn: a fresh builder, nothing pending, no hint. */
  Session played(Game next) {
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
        Optional.empty(),
        oneTurnOn(next) ? StateJson.withLastTurn(moves, next) : StateJson.moves(next));
  }

  /**
   * Whether {@code next} is this game and one more turn (not an undo, a resignation or the same).
   */
  @SuppressWarnings("ReferenceEquality") // next was played from this very game object
  private boolean oneTurnOn(Game next) {
    return next.undo().orElse(null) == game && next.turns().size() == game.turns().size() + 1;
  }

  Session clicking(TurnBuilder b, Optional<Click> choice, String why) {
    return new Session(id, game, b, choice, human, level, variant, preset, why, hint, moves);
  }

  Session withHint(Turn turn) {
    return new Session(
        id, game, builder, pending, human, level, variant, preset, "", Optional.of(turn), moves);
  }

  Session withLevel(int value) {
    return new Session(
        id, game, builder, pending, human, value, variant, preset, message, hint, moves);
  }

  /**
   * The session as the player of {@code side} sees it: for the club's games, where the side that
   * clicks is whichever is to move, and everyone else sees the board without its turn's clicks.
   */
  Session as(Side side) {
    return new Session(
        id, game, builder, pending, side, level, variant, preset, message, hint, moves);
  }

  Session withMessage(String value) {
    return new Session(
        id, game, builder, pending, human, level, variant, preset, value, hint, moves);
  }
}
