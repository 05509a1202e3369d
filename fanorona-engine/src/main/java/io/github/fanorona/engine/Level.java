package io.github.fanorona.engine;

import java.time.Duration;

/**
 * The ladder of playing strengths a site offers, from a beginner's opponent to the strongest
 * search, each calibrated by matches against the one below ({@code benchmarks/README.md}, "The
 * levels" and "The levels again": each scored 0.67-0.79 against the one below when last measured,
 * 125-233 Elo, the upper steps the smaller). The three lowest search two turns deep or less and
 * choose among their turns with a deliberate error, drawn from the game (the same game gets the
 * same errors), so that a careful newcomer can beat the lowest; the next four search at a fixed
 * depth, the top two for a time. The strongest configuration of all is the top level with the
 * endgame tables as oracle ({@code EndgameTables.strongestEngine(file, progress)} of {@code
 * fanorona-tables}).
 *
 * <pre>{@code
 * Level.BEGINNER.engine().toString();        // "engine depth 1, noise 150"
 * Level.STRONGEST.engine().toString();       // "engine depth 64, 1000 ms"
 * Level.values().length;                     // 9
 * Level.of(5);                               // CLUB
 * }</pre>
 *
 * @since 2.0.0
 */
public enum Level {
  /** One turn deep, each turn's score off by up to 1.5 stones: loses to a careful newcomer. */
  BEGINNER(SearchLimits.depth(1).withTableBits(12), 150),
  /** Two turns deep, each turn's score off by up to 3 stones. */
  NOVICE(SearchLimits.depth(2).withTableBits(14), 300),
  /** Two turns deep, each turn's score off by up to 1.3 stones. */
  CASUAL(SearchLimits.depth(2).withTableBits(14), 130),
  /** Two turns deep, no error. */
  INTERMEDIATE(SearchLimits.depth(2).withTableBits(14), 0),
  /** Three turns deep. */
  CLUB(SearchLimits.depth(3).withTableBits(14), 0),
  /** Five turns deep. */
  ADVANCED(SearchLimits.depth(5).withTableBits(16), 0),
  /** Seven turns deep. */
  EXPERT(SearchLimits.depth(7).withTableBits(16), 0),
  /** As deep as a twentieth of a second a turn allows. */
  MASTER(SearchLimits.time(Duration.ofMillis(50)).withTableBits(18), 0),
  /** As deep as a second a turn allows: with the endgame tables, the strongest configuration. */
  STRONGEST(SearchLimits.time(Duration.ofSeconds(1)).withTableBits(20), 0);

  @SuppressWarnings("ImmutableEnumChecker") // SearchLimits is immutable (final fields, values)
  private final SearchLimits limits;

  private final int noise;

  Level(SearchLimits limits, int noise) {
    this.limits = limits;
    this.noise = noise;
  }

  /**
   * Returns the engine of this level, without endgame tables (add them with {@link
   * Engine#withOracle}).
   *
   * <pre>{@code Level.CLUB.engine().toString()   // "engine depth 3"}</pre>
   *
   * @return the engine
   */
  public Engine engine() {
    return Engine.of(limits).withNoise(noise);
  }

  /**
   * Returns the level of a number on the ladder, 1 ({@link #BEGINNER}) to 9 ({@link #STRONGEST}).
   *
   * <pre>{@code Level.of(1)   // BEGINNER}</pre>
   *
   * @param number 1 to the number of levels
   * @return the level
   * @throws IllegalArgumentException if the number is off the ladder
   */
  public static Level of(int number) {
    Level[] all = values();
    if (number < 1 || number > all.length) {
      throw new IllegalArgumentException(
          "levels are 1 to "
              + all.length
              + " ("
              + java.util.Arrays.toString(all)
              + "), not "
              + number);
    }
    return all[number - 1];
  }

  /**
   * {@return this level's number on the ladder, 1 to 9}
   *
   * <pre>{@code Level.EXPERT.number()   // 7}</pre>
   */
  public int number() {
    return ordinal() + 1;
  }
}
