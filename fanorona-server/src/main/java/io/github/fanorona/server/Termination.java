package io.github.fanorona.server;

import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Side;
import java.util.Locale;

/**
 * Why a game on the site ended: the library's reasons ({@link Outcome.Reason}: the board's verdict,
 * a draw rule, a resignation, an agreement) and the club's own (a fallen flag, a game claimed after
 * the other player left, an abort by either side). Its word ({@link #word()}) is what the database
 * stores and the pages read.
 *
 * <pre>{@code
 * Termination.of(Outcome.Reason.NO_STONES).word()   // "no_stones"
 * Termination.abortedBy(Side.BLACK).word()          // "aborted by black"
 * }</pre>
 */
public enum Termination {
  /** The side to move has no stones left. */
  NO_STONES,
  /** The side to move has no legal turn. */
  NO_LEGAL_TURN,
  /** The ruleset's no-capture limit was reached. */
  NO_CAPTURE_LIMIT,
  /** A position came back as often as the ruleset's repetition draw says. */
  REPETITION,
  /** Three stones in a row (Fanoron-Telo). */
  ALIGNMENT,
  /** In Vela's handicap phase the beneficiary had no capture. */
  VELA_NO_CAPTURE,
  /** A player resigned. */
  RESIGNATION,
  /** The players agreed to a draw. */
  AGREEMENT,
  /** A player's clock ran out. */
  TIME,
  /** A player was gone long enough for the other to claim the game. */
  ABANDONED,
  /** White aborted the game before it began. */
  ABORTED_BY_WHITE,
  /** Black aborted the game before it began. */
  ABORTED_BY_BLACK;

  /**
   * {@return the word the database stores and the pages read}
   *
   * <pre>{@code Termination.NO_CAPTURE_LIMIT.word()   // "no_capture_limit"}</pre>
   */
  public String word() {
    String w = name().toLowerCase(Locale.ROOT);
    return this == ABORTED_BY_WHITE || this == ABORTED_BY_BLACK ? w.replace('_', ' ') : w;
  }

  /**
   * {@return the record's Termination tag for it: each ending its own words, in English as the PGN
   * standard's tags are ("time forfeit" and "abandoned" are the standard's own)}
   *
   * <pre>{@code Termination.TIME.tag()   // "time forfeit"}</pre>
   */
  public String tag() {
    return switch (this) {
      case NO_STONES -> "no stones left";
      case NO_LEGAL_TURN -> "no legal move";
      case NO_CAPTURE_LIMIT -> "no-capture rule";
      case REPETITION -> "repetition";
      case ALIGNMENT -> "three in a row";
      case VELA_NO_CAPTURE -> "no capture in Vela";
      case RESIGNATION -> "resignation";
      case AGREEMENT -> "agreement";
      case TIME -> "time forfeit";
      case ABANDONED -> "abandoned";
      case ABORTED_BY_WHITE, ABORTED_BY_BLACK -> "aborted";
    };
  }

  /**
   * Returns the termination a word names.
   *
   * <pre>{@code Termination.of("aborted by white")   // ABORTED_BY_WHITE}</pre>
   *
   * @param word a word {@link #word()} gives
   * @return the termination
   * @throws IllegalArgumentException for another word
   */
  public static Termination of(String word) {
    return valueOf(word.replace(' ', '_').toUpperCase(Locale.ROOT));
  }

  /**
   * Returns the termination of a game the library ended.
   *
   * <pre>{@code Termination.of(Outcome.Reason.RESIGNATION)   // RESIGNATION}</pre>
   *
   * @param reason the outcome's reason
   * @return the termination of the same name
   */
  public static Termination of(Outcome.Reason reason) {
    return valueOf(reason.name());
  }

  /**
   * Returns the abort of a side.
   *
   * <pre>{@code Termination.abortedBy(Side.WHITE)   // ABORTED_BY_WHITE}</pre>
   *
   * @param side who aborted
   * @return the termination
   */
  public static Termination abortedBy(Side side) {
    return side == Side.WHITE ? ABORTED_BY_WHITE : ABORTED_BY_BLACK;
  }
}
