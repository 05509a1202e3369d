package io.github.fanorona.server.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RaterTest {
  private static final Instant T0 = Instant.parse("2026-12-01T20:00:00Z");

  private static RatedGame game(String id, String white, String black, Score s, Instant at) {
    return new RatedGame(id, "sivy", white, black, s, at);
  }

  /** The attack: a rating update replayed twice moves nothing the second time. */
  @Test
  void aReplayedGameIsRatedOnce() {
    MemoryLedger ledger = new MemoryLedger();
    Rater rater = new Rater(Glicko2.club(), ledger);
    RatedGame g = game("g1", "ann", "bob", Score.WIN, T0);
    GameRating first = rater.rate(g);
    assertFalse(first.replay());
    Standing ann = rater.standing("ann", "sivy");
    Standing bob = rater.standing("bob", "sivy");
    GameRating again = rater.rate(g);
    GameRating third = rater.rate(g);
    assertTrue(again.replay());
    assertTrue(third.replay());
    assertEquals(first.white(), again.white());
    assertEquals(first.black(), third.black());
    assertEquals(ann, rater.standing("ann", "sivy"));
    assertEquals(bob, rater.standing("bob", "sivy"));
    assertEquals(1, ann.games());
    // the same id with another result is still the one game already rated
    GameRating forged = rater.rate(game("g1", "ann", "bob", Score.LOSS, T0));
    assertTrue(forged.replay());
    assertEquals(first.white(), forged.white());
  }

  /** Both players' new ratings as Glicko-2 says, computed here from the formulas directly. */
  @Test
  void bothPlayersMoveAsGlicko2Says() {
    Rater rater = new Rater(Glicko2.club(), new MemoryLedger());
    rater.rate(game("g1", "ann", "cid", Score.WIN, T0));
    rater.rate(game("g2", "bob", "cid", Score.DRAW, T0.plusSeconds(60)));
    Rating ann = rater.standing("ann", "sivy").rating();
    Rating bob = rater.standing("bob", "sivy").rating();
    GameRating g = rater.rate(game("g3", "ann", "bob", Score.LOSS, T0.plusSeconds(120)));
    assertEquals(ann, g.white().before());
    assertEquals(bob, g.black().before());
    assertEquals(byHand(ann, bob, 0), g.white().after().rating(), 1e-6);
    assertEquals(byHand(bob, ann, 1), g.black().after().rating(), 1e-6);
    assertTrue(g.white().difference() < 0 && g.black().difference() > 0);
    assertEquals(2, rater.standing("ann", "sivy").games());
    assertEquals(Optional.of(T0.plusSeconds(120)), rater.standing("bob", "sivy").lastGame());
  }

  /**
   * One game, one period, in the paper's notation, written out here without the system's helpers;
   * the volatility is the player's own (within a game it moves far less than the rating's
   * tolerance).
   */
  private static double byHand(Rating p, Rating o, double s) {
    double k = 173.7178;
    double mu = (p.rating() - 1500) / k;
    double phi = p.deviation() / k;
    double muJ = (o.rating() - 1500) / k;
    double phiJ = o.deviation() / k;
    double g = 1 / Math.sqrt(1 + 3 * phiJ * phiJ / (Math.PI * Math.PI));
    double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
    double v = 1 / (g * g * e * (1 - e));
    double sigma = Glicko2.volatility(p.volatility(), phi, v, v * g * (s - e), 0.5);
    double phiStar = Math.sqrt(phi * phi + sigma * sigma);
    double phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
    return k * (mu + phiNew * phiNew * g * (s - e)) + 1500;
  }

  /** A player back after three weeks starts the game three idle periods less sure. */
  @Test
  void timeAwayGrowsTheDeviationBeforeTheGame() {
    Rater rater = new Rater(Glicko2.club(), new MemoryLedger());
    rater.rate(game("g1", "ann", "bob", Score.WIN, T0));
    Rating after = rater.standing("ann", "sivy").rating();
    Instant back = T0.plus(Duration.ofDays(21)).plusSeconds(5);
    GameRating g = rater.rate(game("g2", "ann", "cid", Score.WIN, back));
    assertEquals(Glicko2.club().idle(after, 3), g.white().before());
    assertTrue(g.white().before().deviation() > after.deviation());
    // a newcomer starts from the initial rating whenever they come
    assertEquals(Rating.initial(), g.black().before());
    // six days away is no idle period
    GameRating soon =
        rater.rate(game("g3", "cid", "bob", Score.DRAW, back.plus(Duration.ofDays(6))));
    assertEquals(rater.standing("cid", "sivy").games(), 2);
    assertEquals(g.black().after(), soon.white().before());
  }

  /** Each variant has its own ratings. */
  @Test
  void variantsAreRatedApart() {
    Rater rater = new Rater(Glicko2.club(), new MemoryLedger());
    rater.rate(game("g1", "ann", "bob", Score.WIN, T0));
    rater.rate(new RatedGame("g2", "dimy", "bob", "ann", Score.WIN, T0));
    assertTrue(rater.standing("ann", "sivy").rating().rating() > 1500);
    assertTrue(rater.standing("ann", "dimy").rating().rating() < 1500);
  }

  /**
   * Another game of the same player stored between the read and the write: the ledger refuses the
   * stale rating and the rater computes it again from the new standing.
   */
  @Test
  void aRatingComputedFromAStaleStandingIsComputedAgain() {
    MemoryLedger inner = new MemoryLedger();
    Rater other = new Rater(Glicko2.club(), inner);
    RatingLedger racing =
        new RatingLedger() {
          private boolean raced;

          @Override
          public Optional<Standing> standing(String player, String variant) {
            return inner.standing(player, variant);
          }

          @Override
          public Optional<GameRating> rated(String gameId) {
            return inner.rated(gameId);
          }

          @Override
          public Recorded record(GameRating rating, Standing white, Standing black) {
            if (!raced) {
              raced = true;
              other.rate(game("g-other", "ann", "cid", Score.WIN, T0));
            }
            return inner.record(rating, white, black);
          }

          @Override
          public List<GameRating> history(String player, int limit) {
            return inner.history(player, limit);
          }

          @Override
          public List<Entry> leaderboard(String variant, int limit) {
            return inner.leaderboard(variant, limit);
          }
        };
    GameRating g = new Rater(Glicko2.club(), racing).rate(game("g1", "ann", "bob", Score.LOSS, T0));
    assertEquals(inner.rated("g-other").orElseThrow().white().after(), g.white().before());
    assertEquals(2, inner.standing("ann", "sivy").orElseThrow().games());
  }

  @Test
  void aGameNeedsTwoPlayersAndPlainIds() {
    assertThrows(IllegalArgumentException.class, () -> game("g1", "ann", "ann", Score.WIN, T0));
    assertThrows(IllegalArgumentException.class, () -> game("", "ann", "bob", Score.WIN, T0));
    assertThrows(IllegalArgumentException.class, () -> game("g/1", "ann", "bob", Score.WIN, T0));
    assertThrows(
        IllegalArgumentException.class, () -> game("g1", "a".repeat(65), "bob", Score.WIN, T0));
    assertEquals(Score.LOSS, game("g1", "ann", "bob", Score.WIN, T0).blackScore());
  }
}
