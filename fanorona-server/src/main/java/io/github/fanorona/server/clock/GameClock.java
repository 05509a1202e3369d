package io.github.fanorona.server.clock;

import io.github.fanorona.core.Side;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * The two players' clocks of one live game, kept by the server: an immutable value that moves only
 * by the server's instants. A client's clock is a display; nothing here takes a time a client sent.
 * While the game goes on, the clock of the side to move runs from the instant its turn began.
 * {@link #press} ends a turn: the mover's time shrinks by the turn's length and grows by the
 * increment; if the mover's time ran out before the instant of the press, the clock is flagged
 * instead and the turn is too late ({@link #flagged()}: that side lost on time). A server also asks
 * {@link #flagFall} on a timer (after {@link #untilFlag}), so that a player who never moves again
 * loses on time too.
 *
 * <pre>{@code
 * Instant t0 = Instant.parse("2026-12-02T20:00:00Z");
 * GameClock c = GameClock.start(TimeControl.parse("5+3"), t0);
 * c = c.press(Side.WHITE, t0.plusSeconds(10));
 * c.remaining(Side.WHITE, t0.plusSeconds(10))   // PT4M53S: 5 minutes − 10 s + 3 s
 * c.toMove()                                   // BLACK
 * }</pre>
 */
public final class GameClock {
  private final TimeControl control;
  private final Duration white;
  private final Duration black;
  private final Side toMove;
  private final Instant since;
  private final boolean running;
  private final Optional<Side> flagged;

  private GameClock(
      TimeControl control,
      Duration white,
      Duration black,
      Side toMove,
      Instant since,
      boolean running,
      Optional<Side> flagged) {
    this.control = control;
    this.white = white;
    this.black = black;
    this.toMove = toMove;
    this.since = since;
    this.running = running;
    this.flagged = flagged;
  }

  /**
   * Starts the clocks: each side has the control's time, White's runs from {@code now}.
   *
   * <pre>{@code GameClock.start(TimeControl.parse("5+3"), t0).toMove()   // WHITE}</pre>
   *
   * @param control the time control
   * @param now the server's instant the game starts at
   * @return the running clock
   */
  public static GameClock start(TimeControl control, Instant now) {
    return new GameClock(
        control, control.initial(), control.initial(), Side.WHITE, now, true, Optional.empty());
  }

  /** {@return the time control} */
  public TimeControl control() {
    return control;
  }

  /** {@return the side whose clock runs (or would run), the side to move} */
  public Side toMove() {
    return toMove;
  }

  /** {@return whether a clock runs: false once the game is over or a flag has fallen} */
  public boolean running() {
    return running;
  }

  /** {@return the side that lost on time, if one did} */
  public Optional<Side> flagged() {
    return flagged;
  }

  /** {@return the instant the running clock started at (the last press), by the server's clock} */
  public Instant since() {
    return since;
  }

  /**
   * Ends the mover's turn at a server instant. A press after the mover's time ran out flags the
   * clock instead: the side lost on time, and the turn must not be played.
   *
   * <pre>
   * {@code GameClock.start(TimeControl.parse("1+0"), t0).press(Side.WHITE, t0.plusSeconds(61)).flagged()   // Optional[WHITE]}
   * </pre>
   *
   * @param mover the side that moved
   * @param now the server's instant of the turn (never a time a client sent)
   * @return the clock after the turn, the other side's running; or the flagged clock
   * @throws IllegalStateException if the clock is stopped or flagged, or it is not the mover's turn
   */
  public GameClock press(Side mover, Instant now) {
    if (!running) {
      throw new IllegalStateException("the clock is stopped; no turn can be played");
    }
    if (mover != toMove) {
      throw new IllegalStateException(
          "it is " + toMove + "'s turn on the clock, not " + mover + "'s");
    }
    Duration left = remaining(mover, now);
    if (left.isZero()) {
      return flag(now);
    }
    Duration next = left.plus(control.increment());
    return new GameClock(
        control,
        mover == Side.WHITE ? next : white,
        mover == Side.BLACK ? next : black,
        mover.opponent(),
        latest(now),
        true,
        Optional.empty());
  }

  /**
   * Returns the side whose time has run out at a server instant: the side to move, once its time is
   * used up. A server calls it when {@link #untilFlag} has passed, and before it accepts a turn.
   *
   * <pre>
   * {@code GameClock.start(TimeControl.parse("1+0"), t0).flagFall(t0.plusSeconds(60))   // Optional[WHITE]}
   * </pre>
   *
   * @param now the server's instant
   * @return the side that lost on time, or empty
   */
  public Optional<Side> flagFall(Instant now) {
    if (flagged.isPresent()) {
      return flagged;
    }
    return running && remaining(toMove, now).isZero() ? Optional.of(toMove) : Optional.empty();
  }

  /**
   * Returns the clock with the side to move's flag fallen, if its time has run out at {@code now};
   * this clock otherwise.
   *
   * <pre>{@code clock.flag(now).flagged()   // Optional[BLACK] once Black's time is used up}</pre>
   *
   * @param now the server's instant
   * @return the flagged and stopped clock, or this one
   */
  public GameClock flag(Instant now) {
    if (flagFall(now).isEmpty() || flagged.isPresent()) {
      return this;
    }
    return new GameClock(
        control,
        toMove == Side.WHITE ? Duration.ZERO : white,
        toMove == Side.BLACK ? Duration.ZERO : black,
        toMove,
        latest(now),
        false,
        Optional.of(toMove));
  }

  /**
   * Stops the clocks when the game ends otherwise (a capture of the last stone, a draw, a
   * resignation): the side to move's time is charged up to {@code now} and nothing runs after.
   *
   * <pre>{@code clock.stop(now).running()   // false}</pre>
   *
   * @param now the server's instant the game ended
   * @return the stopped clock (flagged, if the time had run out before)
   */
  public GameClock stop(Instant now) {
    if (!running) {
      return this;
    }
    if (flagFall(now).isPresent()) {
      return flag(now);
    }
    Duration left = remaining(toMove, now);
    return new GameClock(
        control,
        toMove == Side.WHITE ? left : white,
        toMove == Side.BLACK ? left : black,
        toMove,
        latest(now),
        false,
        Optional.empty());
  }

  /**
   * Returns a side's time left at a server instant, never below zero: the stored time for the side
   * waiting, the stored time less the running turn's length for the side to move.
   *
   * <pre>
   * {@code GameClock.start(TimeControl.parse("5+3"), t0).remaining(Side.WHITE, t0.plusSeconds(30))   // PT4M30S}
   * </pre>
   *
   * @param side a side
   * @param now the server's instant
   * @return the time left
   */
  public Duration remaining(Side side, Instant now) {
    Duration stored = side == Side.WHITE ? white : black;
    if (!running || side != toMove) {
      return stored;
    }
    Duration used = now.isAfter(since) ? Duration.between(since, now) : Duration.ZERO;
    Duration left = stored.minus(used);
    return left.isNegative() ? Duration.ZERO : left;
  }

  /**
   * Returns how long until the side to move's flag falls, so that the server can check then.
   *
   * <pre>
   * {@code GameClock.start(TimeControl.parse("1+0"), t0).untilFlag(t0.plusSeconds(20))   // PT40S}
   * </pre>
   *
   * @param now the server's instant
   * @return the time left to the side to move; zero if stopped
   */
  public Duration untilFlag(Instant now) {
    return running ? remaining(toMove, now) : Duration.ZERO;
  }

  /** A server instant earlier than the running clock's start is taken as that start. */
  private Instant latest(Instant now) {
    return now.isAfter(since) ? now : since;
  }

  /**
   * Clocks are equal when their control, times, side to move, start instant and state are.
   *
   * <pre>{@code GameClock.start(c, t0).equals(GameClock.start(c, t0))   // true}</pre>
   *
   * @param other another object
   * @return whether it is an equal clock
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof GameClock c
        && c.control.equals(control)
        && c.white.equals(white)
        && c.black.equals(black)
        && c.toMove == toMove
        && c.since.equals(since)
        && c.running == running
        && c.flagged.equals(flagged);
  }

  /**
   * Returns a hash of the fields {@link #equals} compares.
   *
   * <pre>{@code GameClock.start(c, t0).hashCode() == GameClock.start(c, t0).hashCode()   // true}
   * </pre>
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    return Objects.hash(control, white, black, toMove, since, running, flagged);
  }

  /**
   * Shows the control, both stored times and the state, for logs and tests.
   *
   * <pre>
   * {@code GameClock.start(TimeControl.parse("5+3"), t0).toString()   // "5+3 W PT5M B PT5M, White to move"}
   * </pre>
   *
   * @return the text
   */
  @Override
  public String toString() {
    String state =
        flagged
            .map(s -> s.displayName() + " lost on time")
            .orElse(running ? toMove.displayName() + " to move" : "stopped");
    return control + " W " + white + " B " + black + ", " + state;
  }
}
