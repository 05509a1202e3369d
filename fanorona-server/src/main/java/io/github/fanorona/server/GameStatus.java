package io.github.fanorona.server;

import java.util.Locale;

/**
 * Where a game is in its life: {@link #WAITING} for a second player, {@link #LIVE}, then {@link
 * #FINISHED} with a result or {@link #ABORTED} without one. Its word ({@link #word()}) is what the
 * database stores and the pages read.
 *
 * <pre>{@code GameStatus.LIVE.word()   // "live"}</pre>
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
   * {@return the word the database stores and the pages read}
   *
   * <pre>{@code GameStatus.FINISHED.word()   // "finished"}</pre>
   */
  public String word() {
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

  /**
   * Returns the status a word names.
   *
   * <pre>{@code GameStatus.of("live")   // LIVE}</pre>
   *
   * @param word a word {@link #word()} gives
   * @return the status
   * @throws IllegalArgumentException for another word
   */
  public static GameStatus of(String word) {
    return valueOf(word.toUpperCase(Locale.ROOT));
  }
}
