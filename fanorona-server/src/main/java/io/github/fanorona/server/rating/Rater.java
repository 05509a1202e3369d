package io.github.fanorona.server.rating;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Rates finished games, each once: the one door from "a rated game ended" to new ratings. A game is
 * one Glicko-2 rating period for each of its players ({@link Glicko2} says why); before it, a
 * player's deviation grows by one empty period for each whole {@link #IDLE_PERIOD} since their last
 * rated game in the variant. The game's id is the key: rating a game again (a replayed message, a
 * second server instance, a retry after a crash) returns the change stored the first time, marked
 * {@link GameRating#replay()}, and moves nothing.
 *
 * <pre>{@code
 * Rater rater = new Rater(Glicko2.club(), new MemoryLedger());
 * RatedGame g = new RatedGame("g1", "sivy", "ann", "bob", Score.WIN, Instant.EPOCH);
 * rater.rate(g).white().after().shown()   // 1662
 * rater.rate(g).replay()                  // true: the second call moves nothing
 * }</pre>
 */
public final class Rater {
  /**
   * How long a player must stay away for their deviation to grow by one empty rating period: a
   * week, so that a regular player's rating stays sure and a returning one's moves quickly.
   */
  public static final Duration IDLE_PERIOD = Duration.ofDays(7);

  /** How often a rating is computed again when other games of its players land meanwhile. */
  private static final int ATTEMPTS = 16;

  private final Glicko2 system;
  private final RatingLedger ledger;

  /**
   * Creates a rater over a ledger.
   *
   * <pre>{@code new Rater(Glicko2.club(), new MemoryLedger())}</pre>
   *
   * @param system the rating system
   * @param ledger where standings and rated games are kept
   */
  public Rater(Glicko2 system, RatingLedger ledger) {
    this.system = system;
    this.ledger = ledger;
  }

  /**
   * Rates a finished game once. The first call for a game id moves both players' ratings and
   * returns the change; every later call returns that same change as a replay.
   *
   * <pre>{@code rater.rate(game).black().difference() < 0   // true when White won}</pre>
   *
   * @param game the finished game
   * @return both players' changes
   * @throws IllegalStateException if the ledger keeps refusing the rating as stale (other games of
   *     the same players rated at the same moment, again and again)
   */
  public GameRating rate(RatedGame game) {
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      Optional<GameRating> done = ledger.rated(game.gameId());
      if (done.isPresent()) {
        return done.get().asReplay();
      }
      Standing white = standing(game.white(), game.variant());
      Standing black = standing(game.black(), game.variant());
      Rating w = beforeGame(white, game.endedAt());
      Rating b = beforeGame(black, game.endedAt());
      Rating wAfter = system.update(w, List.of(new Glicko2.Game(b, game.whiteScore())));
      Rating bAfter = system.update(b, List.of(new Glicko2.Game(w, game.blackScore())));
      GameRating rating =
          new GameRating(
              game,
              new RatingChange(game.white(), w, wAfter),
              new RatingChange(game.black(), b, bAfter),
              false);
      Optional<Instant> ended = Optional.of(game.endedAt());
      RatingLedger.Recorded recorded =
          ledger.record(
              rating,
              new Standing(wAfter, white.games() + 1, ended),
              new Standing(bAfter, black.games() + 1, ended));
      if (recorded == RatingLedger.Recorded.STORED) {
        return rating;
      }
      if (recorded == RatingLedger.Recorded.ALREADY_RATED) {
        return ledger.rated(game.gameId()).orElse(rating).asReplay();
      }
      // STALE: another game of a player landed in between; compute again from the new standing
    }
    throw new IllegalStateException(
        "game " + game.gameId() + ": its players' ratings kept changing while it was rated");
  }

  /**
   * Returns a player's standing in a variant, a newcomer's if they have none.
   *
   * <pre>{@code rater.standing("nobody", "sivy").rating().rating()   // 1500.0}</pre>
   *
   * @param player the player's id
   * @param variant the variant's name
   * @return the standing
   */
  public Standing standing(String player, String variant) {
    return ledger.standing(player, variant).orElseGet(Standing::newcomer);
  }

  /**
   * Returns a player's latest rated games in every variant, the oldest of them first: the history a
   * player's page draws.
   *
   * <pre>{@code rater.history("ann", 100).size()   // her rated games, at most 100}</pre>
   *
   * @param player the player's id
   * @param limit the most games returned (the latest ones)
   * @return the games' ratings, oldest first
   */
  public List<GameRating> history(String player, int limit) {
    return ledger.history(player, limit);
  }

  /**
   * Returns a variant's best rated players, the highest rating first.
   *
   * <pre>{@code rater.leaderboard("sivy", 100).get(0).player()   // the best player's id}</pre>
   *
   * @param variant the variant's name
   * @param limit the most players returned
   * @return the standings, best first
   */
  public List<RatingLedger.Entry> leaderboard(String variant, int limit) {
    return ledger.leaderboard(variant, limit);
  }

  /**
   * Returns a player's standing in a variant, if they have one.
   *
   * <pre>{@code rater.rated("nobody", "sivy")   // Optional.empty}</pre>
   *
   * @param player the player's id
   * @param variant the variant's name
   * @return the standing, empty for a newcomer
   */
  public Optional<Standing> rated(String player, String variant) {
    return ledger.standing(player, variant);
  }

  /** The rating a game starts from: the stored one, its deviation grown for the time away. */
  private Rating beforeGame(Standing s, Instant now) {
    if (s.lastGame().isEmpty()) {
      return s.rating();
    }
    Duration away = Duration.between(s.lastGame().get(), now);
    long periods = away.isNegative() ? 0 : away.dividedBy(IDLE_PERIOD);
    return system.idle(s.rating(), periods);
  }
}
