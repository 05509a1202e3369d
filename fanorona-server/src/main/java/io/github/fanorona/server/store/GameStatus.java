package io.github.fanorona.server.store;

import java.util.Locale;

/**
 * Where a game is in its life: {@link #WAITING} for a second player, {@link #LIVE}, then {@link
 * #FINISHED} with a result or {@link #ABORTED} without one.
 *
 * <pre>{@code GameStatus.LIVE.code()   // "live", as the database stores it}</pre>
 */
public enum GameStatus {
  /** A seat is free: the game waits for whoever opens its link first. */
  WAITING,
  /** Both seats are taken (by people or the computer): turns are being played. */
  LIVE,
  /** Over, with a result and a termination. */
  FINISHED,
  /** Ended before it began, without a result. */
  ABORTED;

  /**
   * {@return the word the database stores}
   *
   * <pre>{@code GameStatus.FINISHED.code()   // "finished"}</pre>
   */
  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * {@return whether turns, seats and the result can no longer change}
   *
   * <pre>{@code GameStatus.ABORTED.isOver()   // true}</pre>
   */
  public boolean isOver() {
    return this == FINISHED || this == ABORTED;
  }

  static GameStatus fromCode(String code) {
    return valueOf(code.toUpperCase(Locale.ROOT));
  }
}
