package io.github.fanorona.server.club;

/**
 * A live game as the lobby lists it.
 *
 * <pre>{@code club.liveGames().get(0).watchers()   // 3}</pre>
 *
 * @param id the game's id
 * @param variant its variant's name
 * @param white White's name
 * @param black Black's name
 * @param turns the turns played
 * @param watchers the spectators' pages open
 */
public record LiveGame(
    String id, String variant, String white, String black, int turns, int watchers) {}
