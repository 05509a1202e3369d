package io.github.fanorona.server.rating;

import java.time.Instant;

/**
 * A finished rated game as the ratings need it: its id (the key that makes its rating apply once),
 * the variant whose ratings it moves, the two players and White's result.
 *
 * <pre>{@code
 * new RatedGame("g42", "sivy", "ann", "bob", Score.WIN, Instant.EPOCH).blackScore()   // LOSS
 * }</pre>
 *
 * @param gameId the game's id, 1 to 64 characters of letters, digits, '-' and '_'
 * @param variant the variant's name, such as "sivy" (each variant has its own ratings)
 * @param white White's player id
 * @param black Black's player id, another player than White
 * @param whiteScore White's result (a loss on time, by resignation or by abandonment is a loss)
 * @param endedAt when the game ended, by the server's clock
 */
public record RatedGame(
    String gameId, String variant, String white, String black, Score whiteScore, Instant endedAt) {
  /**
   * Checks the game.
   *
   * <pre>
   * {@code new RatedGame("g1", "sivy", "ann", "ann", Score.DRAW, Instant.EPOCH)   // throws IllegalArgumentException}
   * </pre>
   *
   * @param gameId the game's id
   * @param variant the variant's name
   * @param white White's player id
   * @param black Black's player id
   * @param whiteScore White's result
   * @param endedAt when the game ended
   * @throws IllegalArgumentException if an id is malformed or both sides are one player
   */
  public RatedGame {
    check("game id", gameId);
    check("variant", variant);
    check("player id", white);
    check("player id", black);
    if (white.equals(black)) {
      throw new IllegalArgumentException("a rated game needs two players, not " + white + " twice");
    }
  }

  private static void check(String what, String id) {
    if (!id.matches("[A-Za-z0-9_-]{1,64}")) {
      throw new IllegalArgumentException(
          "a " + what + " is 1 to 64 letters, digits, '-' or '_', not \"" + shorten(id) + "\"");
    }
  }

  private static String shorten(String s) {
    String cut = s.length() > 40 ? s.substring(0, 40) + "…" : s;
    return cut.replaceAll("\\p{Cntrl}", "?");
  }

  /**
   * Returns Black's result.
   *
   * <pre>
   * {@code new RatedGame("g1", "sivy", "ann", "bob", Score.DRAW, Instant.EPOCH).blackScore()   // DRAW}
   * </pre>
   *
   * @return the opposite of White's
   */
  public Score blackScore() {
    return whiteScore.opposite();
  }
}
