package io.github.fanorona.server.clock;

import java.time.Duration;

/**
 * A time control: each player's time at the start, in whole minutes, and the increment added to a
 * player's time after each of their turns (Fischer's), in whole seconds. Written "5+3".
 *
 * <pre>{@code
 * TimeControl.parse("5+3").initial()   // PT5M
 * TimeControl.parse("5+3").toString()  // "5+3"
 * }</pre>
 *
 * @param minutes the time each player starts with, 1 to {@value #MAX_MINUTES} minutes
 * @param incrementSeconds the seconds added after each turn, 0 to {@value #MAX_INCREMENT}
 */
public record TimeControl(int minutes, int incrementSeconds) {
  /** The longest starting time, in minutes: three hours. */
  public static final int MAX_MINUTES = 180;

  /** The largest increment, in seconds: three minutes. */
  public static final int MAX_INCREMENT = 180;

  /**
   * Checks the two numbers.
   *
   * <pre>{@code new TimeControl(0, 5)   // throws IllegalArgumentException}</pre>
   *
   * @param minutes the time each player starts with
   * @param incrementSeconds the seconds added after each turn
   * @throws IllegalArgumentException if a number is out of range
   */
  public TimeControl {
    if (minutes < 1 || minutes > MAX_MINUTES) {
      throw new IllegalArgumentException(
          "a time control has 1 to " + MAX_MINUTES + " minutes, not " + minutes);
    }
    if (incrementSeconds < 0 || incrementSeconds > MAX_INCREMENT) {
      throw new IllegalArgumentException(
          "an increment is 0 to " + MAX_INCREMENT + " seconds, not " + incrementSeconds);
    }
  }

  /**
   * Reads a time control written as minutes, '+', and seconds of increment.
   *
   * <pre>{@code TimeControl.parse("10+0").incrementSeconds()   // 0}</pre>
   *
   * @param text such as "5+3"
   * @return the time control
   * @throws IllegalArgumentException if the text is not of that form (the message gives the column
   *     where it goes wrong) or a number is out of range
   */
  public static TimeControl parse(String text) {
    int plus = text.indexOf('+');
    String m = plus < 0 ? text : text.substring(0, plus);
    String s = plus < 0 ? "" : text.substring(plus + 1);
    if (!m.matches("[0-9]{1,3}")) {
      throw new IllegalArgumentException(
          "column 1: a time control is minutes, '+' and seconds, such as 5+3; found \""
              + shorten(text)
              + "\"");
    }
    if (plus < 0 || !s.matches("[0-9]{1,3}")) {
      throw new IllegalArgumentException(
          "column "
              + (m.length() + (plus < 0 ? 1 : 2))
              + ": a time control is minutes, '+' and seconds, such as 5+3; found \""
              + shorten(text)
              + "\"");
    }
    return new TimeControl(Integer.parseInt(m), Integer.parseInt(s));
  }

  private static String shorten(String text) {
    String cut = text.length() > 20 ? text.substring(0, 20) + "…" : text;
    return cut.replaceAll("[\\p{Cntrl}\\p{Cf}]", "?");
  }

  /** {@return each player's time at the start} */
  public Duration initial() {
    return Duration.ofMinutes(minutes);
  }

  /** {@return the time added after each turn} */
  public Duration increment() {
    return Duration.ofSeconds(incrementSeconds);
  }

  /**
   * Returns the control as it is written.
   *
   * <pre>{@code new TimeControl(3, 2).toString()   // "3+2"}</pre>
   *
   * @return minutes, '+', seconds
   */
  @Override
  public String toString() {
    return minutes + "+" + incrementSeconds;
  }
}
