package io.github.fanorona.server.store;

import io.github.fanorona.core.Side;
import java.util.Optional;

/**
 * What a game starts with, for {@link GameRows#create}: the variant, the preset, whoever already
 * sits at it, and its terms (rated, time control). A game whose two seats are both taken (by
 * players or the computer) starts {@code LIVE}; one with a free seat starts {@code WAITING}.
 *
 * <pre>{@code
 * NewGame.of("sivy", "standard").withWhite(ann.id())                 // an invitation: Black free
 * NewGame.of("sivy", "standard").withWhite(ann.id()).withBlack(bob.id())   // a seek accepted
 * NewGame.of("sivy", "standard").withBlack(ann.id()).withComputer(Side.WHITE, 2)
 * }</pre>
 *
 * @param variant the variant's name, 1 to 32 characters
 * @param preset the rule preset's name, 1 to 32 characters
 * @param white the id of the player on White, if any
 * @param black the id of the player on Black, if any
 * @param computerSide the side the computer plays, if any
 * @param computerLevel the computer's level, 0 when it does not play
 * @param rated whether the game moves its players' ratings
 * @param timeControl its time control ("5+3"), "" for none
 */
public record NewGame(
    String variant,
    String preset,
    Optional<String> white,
    Optional<String> black,
    Optional<Side> computerSide,
    int computerLevel,
    boolean rated,
    String timeControl) {

  /**
   * Returns a game of a variant and preset with both seats free.
   *
   * <pre>{@code NewGame.of("sivy", "standard").white()   // Optional.empty}</pre>
   *
   * @param variant the variant's name
   * @param preset the rule preset's name
   * @return the new game's description
   */
  public static NewGame of(String variant, String preset) {
    return new NewGame(
        variant, preset, Optional.empty(), Optional.empty(), Optional.empty(), 0, false, "");
  }

  /**
   * Returns this game with a player on White.
   *
   * <pre>{@code NewGame.of("sivy", "standard").withWhite("p1").white()   // Optional[p1]}</pre>
   *
   * @param playerId the player's id
   * @return the new game's description
   */
  public NewGame withWhite(String playerId) {
    return new NewGame(
        variant,
        preset,
        Optional.of(playerId),
        black,
        computerSide,
        computerLevel,
        rated,
        timeControl);
  }

  /**
   * Returns this game with a player on Black.
   *
   * <pre>{@code NewGame.of("sivy", "standard").withBlack("p1").black()   // Optional[p1]}</pre>
   *
   * @param playerId the player's id
   * @return the new game's description
   */
  public NewGame withBlack(String playerId) {
    return new NewGame(
        variant,
        preset,
        white,
        Optional.of(playerId),
        computerSide,
        computerLevel,
        rated,
        timeControl);
  }

  /**
   * Returns this game with the computer on a side.
   *
   * <pre>{@code NewGame.of("sivy", "standard").withComputer(Side.BLACK, 2).computerLevel()   // 2}
   * </pre>
   *
   * @param side the side the computer plays
   * @param level its level, 1 or more
   * @return the new game's description
   */
  public NewGame withComputer(Side side, int level) {
    return new NewGame(variant, preset, white, black, Optional.of(side), level, rated, timeControl);
  }

  /**
   * Returns this game with its terms.
   *
   * <pre>{@code NewGame.of("sivy", "youzai").withTerms(true, "5+3").rated()   // true}</pre>
   *
   * @param isRated whether the game moves its players' ratings
   * @param control its time control ("5+3"), "" for none
   * @return the new game's description
   */
  public NewGame withTerms(boolean isRated, String control) {
    return new NewGame(
        variant, preset, white, black, computerSide, computerLevel, isRated, control);
  }
}
