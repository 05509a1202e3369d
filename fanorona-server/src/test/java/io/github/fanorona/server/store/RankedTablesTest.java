package io.github.fanorona.server.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.server.players.Account;
import io.github.fanorona.server.players.Accounts;
import io.github.fanorona.server.players.SqlPlayerStore;
import io.github.fanorona.server.players.account.AccountException;
import io.github.fanorona.server.players.account.AccountName;
import io.github.fanorona.server.players.account.Password;
import io.github.fanorona.server.players.account.Passwords;
import io.github.fanorona.server.players.account.SignInLimiter;
import io.github.fanorona.server.rating.GameRating;
import io.github.fanorona.server.rating.Glicko2;
import io.github.fanorona.server.rating.MemoryLedger;
import io.github.fanorona.server.rating.RatedGame;
import io.github.fanorona.server.rating.Rater;
import io.github.fanorona.server.rating.RatingLedger;
import io.github.fanorona.server.rating.Score;
import io.github.fanorona.server.rating.SqlRatingLedger;
import io.github.fanorona.server.rating.Standing;
import io.github.fanorona.server.store.TestDatabases.Fresh;
import java.sql.SQLException;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Migration V20's tables behind the ratings' and the accounts' stores, on each database. */
class RankedTablesTest {
  private static final Instant T0 = Instant.parse("2026-12-02T20:00:00Z");

  /** A rated game's row (a rating names a stored game): its id. */
  private static String game(Database db, String white, String black) {
    return db.games()
        .create(NewGame.of("sivy", "youzai").withWhite(white).withBlack(black).withTerms(true, ""))
        .id();
  }

  /**
   * A game rated on the database moves both ratings as the memory ledger does, once: a replay, even
   * from a second server instance on the same database, moves nothing.
   */
  @ParameterizedTest
  @MethodSource("io.github.fanorona.server.store.TestDatabases#kinds")
  void aGameIsRatedOnceAndReadBack(TestDatabases.Kind kind) throws Exception {
    try (Fresh fresh = TestDatabases.fresh(kind);
        Database db = fresh.open()) {
      String ann = TestDatabases.player(db, "Ann");
      String bob = TestDatabases.player(db, "Bob");
      String g1id = game(db, ann, bob);
      String g2id = game(db, bob, ann);
      String g3id = game(db, ann, bob);
      SqlRatingLedger ledger = new SqlRatingLedger(db);
      Rater rater = new Rater(Glicko2.club(), ledger);
      RatedGame g1 = new RatedGame(g1id, "sivy", ann, bob, Score.WIN, T0);
      RatedGame g2 = new RatedGame(g2id, "sivy", bob, ann, Score.DRAW, T0.plusSeconds(600));
      GameRating first = rater.rate(g1);
      GameRating second = rater.rate(g2);
      Rater memory = new Rater(Glicko2.club(), new MemoryLedger());
      assertEquals(memory.rate(g1), first);
      assertEquals(memory.rate(g2), second);
      assertEquals(Optional.of(first), ledger.rated(g1id));
      assertEquals(memory.standing(ann, "sivy"), rater.standing(ann, "sivy"));
      assertEquals(2, rater.standing(bob, "sivy").games());
      assertEquals(Optional.empty(), ledger.standing(ann, "dimy"));
      // replayed here, and by another instance on the same database
      assertTrue(rater.rate(g1).replay());
      try (Database other = fresh.open()) {
        GameRating again = new Rater(Glicko2.club(), new SqlRatingLedger(other)).rate(g1);
        assertTrue(again.replay());
        assertEquals(first.white(), again.white());
      }
      assertEquals(memory.standing(bob, "sivy"), rater.standing(bob, "sivy"));
      // a rating computed from a standing that moved on is refused whole
      Standing stale = new Standing(first.white().after(), 1, Optional.of(T0));
      RatedGame g3 = new RatedGame(g3id, "sivy", ann, bob, Score.LOSS, T0.plusSeconds(900));
      GameRating g3rating = new GameRating(g3, first.white(), first.black(), false);
      assertEquals(RatingLedger.Recorded.STALE, ledger.record(g3rating, stale, stale));
      assertEquals(Optional.empty(), ledger.rated(g3id));
      assertEquals(2, rater.standing(ann, "sivy").games());
      assertEquals(
          RatingLedger.Recorded.ALREADY_RATED,
          ledger.record(first, rater.standing(ann, "sivy"), rater.standing(bob, "sivy")));
    }
  }

  /** Accounts: look-alike names collide in the unique key column, and a player has one account. */
  @ParameterizedTest
  @MethodSource("io.github.fanorona.server.store.TestDatabases#kinds")
  void accountsKeepNamesApart(TestDatabases.Kind kind) throws Exception {
    try (Fresh fresh = TestDatabases.fresh(kind);
        Database db = fresh.open()) {
      String ann = TestDatabases.player(db, "guest-1");
      String other = TestDatabases.player(db, "guest-2");
      SqlPlayerStore store = new SqlPlayerStore(db);
      Accounts accounts =
          new Accounts(
              store,
              new Passwords(),
              new SignInLimiter(SignInLimiter.Limits.CLUB, InstantSource.system()));
      Account a = accounts.signUp("Ann", Password.of("correct horse"), ann);
      assertEquals(Optional.of(a), store.accountByKey("ann"));
      assertEquals(a, accounts.signIn("ANN", Password.of("correct horse"), "10.0.0.1"));
      AccountException taken =
          assertThrows(
              AccountException.class,
              () -> accounts.signUp("аnn", Password.of("other horse"), other));
      assertEquals(AccountException.Kind.NAME_TAKEN, taken.kind());
      // the column decides even when the check before it is passed by (two sign-ups at once)
      assertFalse(store.addAccount(new Account(other, AccountName.of("ANN"), a.passwordHash())));
      assertFalse(store.addAccount(new Account(ann, AccountName.of("Zoe"), a.passwordHash())));
      assertTrue(store.addAccount(new Account(other, AccountName.of("Zoe"), a.passwordHash())));
    }
  }

  @ParameterizedTest
  @MethodSource("io.github.fanorona.server.store.TestDatabases#kinds")
  void onlyKeyViolationsCountAsTaken(TestDatabases.Kind kind) throws Exception {
    assertTrue(Database.isUniqueViolation(new SQLException("duplicate key", "23505")));
    assertFalse(Database.isUniqueViolation(new SQLException("foreign key", "23503")));
    try (Fresh fresh = TestDatabases.fresh(kind);
        Database db = fresh.open()) {
      SqlPlayerStore store = new SqlPlayerStore(db);
      // a player that does not exist breaks the foreign key: a failure, not "taken"
      StoreException e =
          assertThrows(
              StoreException.class,
              () -> store.addAccount(new Account("nobody", AccountName.of("Ghost"), "h")));
      assertEquals(StoreException.Kind.UNAVAILABLE, e.kind());
    }
  }
}
