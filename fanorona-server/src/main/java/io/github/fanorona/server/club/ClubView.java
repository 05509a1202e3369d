package io.github.fanorona.server.club;

import io.github.fanorona.core.Side;
import io.github.fanorona.server.GameStatus;
import io.github.fanorona.server.clock.GameClock;
import io.github.fanorona.server.clock.TimeControl;
import io.github.fanorona.server.play.BoardState;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * A club game as one page sees it: the club's facts (names, who is here, status, a draw offer, how
 * long the other player has been gone, the clock) and the board ({@link BoardState}), whose clicks
 * of the turn being played are shown only to its player. The site's JSON mapping writes it.
 *
 * <pre>{@code table.view(session, player.id(), claimAfter).status()   // LIVE}</pre>
 *
 * @param type always "state" (the WebSocket's other message is an error)
 * @param id the game's id
 * @param status where the game is
 * @param termination why it ended, "" while it goes on
 * @param you the page's side, "w" or "b", or "" for a spectator
 * @param white White's name
 * @param black Black's name
 * @param whiteHere whether White has a page of the game open
 * @param blackHere whether Black has a page of the game open
 * @param drawOffer the side that offers a draw, "w" or "b", or ""
 * @param watchers the spectators' pages open
 * @param claimAfter how long (s) a player must be gone before the other may claim
 * @param rated whether the game is rated
 * @param control the time control ("5+3"), "" for none
 * @param clock the clock, none without a time control
 * @param goneFor how long (s) the other player has been gone, -1 while here
 * @param state the board
 * @param rematch the side offering a rematch of the ended game ("w" or "b"), "declined" once the
 *     other player declined it, or ""
 * @param next the rematch's id once both players agreed to it (the pages go there), else ""
 * @param takeback the side asking to take its last turn back ("w" or "b"), "declined" once the
 *     other player declined it, or ""
 */
public record ClubView(
    String type,
    String id,
    GameStatus status,
    String termination,
    String you,
    String white,
    String black,
    boolean whiteHere,
    boolean blackHere,
    String drawOffer,
    int watchers,
    long claimAfter,
    boolean rated,
    String control,
    @Nullable Clock clock,
    long goneFor,
    BoardState state,
    String rematch,
    String next,
    String takeback) {

  /**
   * A game's clock as the pages read it: both times left in milliseconds at the server's instant,
   * the side whose clock runs, and that instant. A page counts the running clock down from these
   * for display only; the next state the server pushes corrects it.
   *
   * <pre>{@code ClubView.Clock.of(GameClock.start(TimeControl.parse("5+3"), t0), t0).white()
   * // 300000}</pre>
   *
   * @param control the time control
   * @param white White's time left, ms
   * @param black Black's time left, ms
   * @param toMove the side whose clock runs (or would)
   * @param running whether a clock runs
   * @param flagged the side whose flag fell, if one did
   * @param serverTime the server's instant, ms since 1970
   */
  public record Clock(
      TimeControl control,
      long white,
      long black,
      Side toMove,
      boolean running,
      @Nullable Side flagged,
      long serverTime) {
    /**
     * Returns the clock at an instant.
     *
     * <pre>{@code Clock.of(clock, now).running()   // true}</pre>
     *
     * @param clock the clock
     * @param now the server's instant
     * @return its view
     */
    public static Clock of(GameClock clock, Instant now) {
      return new Clock(
          clock.control(),
          clock.remaining(Side.WHITE, now).toMillis(),
          clock.remaining(Side.BLACK, now).toMillis(),
          clock.toMove(),
          clock.running(),
          clock.flagged().orElse(null),
          now.toEpochMilli());
    }
  }

  /**
   * A refusal as a page's WebSocket hears it: the error's code, its sentence and its status.
   *
   * @param type always "error"
   * @param error the code
   * @param message the sentence
   * @param status the HTTP status it would have
   * @param lang the sentence's language: the page's, or the one it falls back to (the page marks
   *     it)
   */
  public record Refused(String type, String error, String message, int status, String lang) {}

  /**
   * A new game's or seek's id, as its maker is answered.
   *
   * @param id the id
   */
  public record Made(String id) {}

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
}
