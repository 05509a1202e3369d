package io.github.fanorona.server.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Side;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The server's clock, driven by instants the test chooses: no sleeps, no wall clock. */
class GameClockTest {
  private static final Instant T0 = Instant.parse("2026-12-02T20:00:00Z");
  private static final TimeControl BLITZ = TimeControl.parse("5+3");

  private static Instant at(double seconds) {
    return T0.plusMillis(Math.round(seconds * 1000));
  }

  @Test
  void aTurnChargesTheMoverAndAddsTheIncrement() {
    GameClock c = GameClock.start(BLITZ, T0);
    assertEquals(Side.WHITE, c.toMove());
    assertEquals(Duration.ofMinutes(5), c.remaining(Side.WHITE, T0));
    assertEquals(Duration.ofSeconds(290), c.remaining(Side.WHITE, at(10)));
    // the waiting side's time does not run
    assertEquals(Duration.ofMinutes(5), c.remaining(Side.BLACK, at(10)));
    c = c.press(Side.WHITE, at(10));
    assertEquals(Duration.ofSeconds(293), c.remaining(Side.WHITE, at(10)));
    assertEquals(Duration.ofSeconds(293), c.remaining(Side.WHITE, at(100)));
    assertEquals(Side.BLACK, c.toMove());
    c = c.press(Side.BLACK, at(40.5));
    assertEquals(Duration.ofMillis(300_000 - 30_500 + 3_000), c.remaining(Side.BLACK, at(50)));
    assertEquals(Duration.ofSeconds(283), c.remaining(Side.WHITE, at(50.5)));
    assertEquals("5+3 W PT4M53S B PT4M32.5S, White to move", c.toString());
  }

  /** The "a game lost on time": the flag falls by the server's instant alone. */
  @Test
  void aFlagFallsWhenTheTimeIsUsedUp() {
    GameClock c = GameClock.start(TimeControl.parse("1+0"), T0).press(Side.WHITE, at(5));
    assertEquals(Duration.ofSeconds(60), c.untilFlag(at(5)));
    assertEquals(Optional.empty(), c.flagFall(at(64.999)));
    assertEquals(Optional.of(Side.BLACK), c.flagFall(at(65)));
    GameClock flagged = c.flag(at(70));
    assertEquals(Optional.of(Side.BLACK), flagged.flagged());
    assertFalse(flagged.running());
    assertEquals(Duration.ZERO, flagged.remaining(Side.BLACK, at(70)));
    assertEquals(Duration.ofSeconds(55), flagged.remaining(Side.WHITE, at(70)));
    assertEquals("1+0 W PT55S B PT0S, Black lost on time", flagged.toString());
    // the flag, once fallen, stays: no turn, no stop undoes it
    assertEquals(flagged, flagged.stop(at(80)));
    assertEquals(flagged, flagged.flag(at(90)));
    assertThrows(IllegalStateException.class, () -> flagged.press(Side.BLACK, at(71)));
    // before the flag, flag() changes nothing
    assertEquals(c, c.flag(at(30)));
  }

  /**
   * The attack: a clock forged by the client. A turn that reaches the server after the
   * mover's time ran out is a loss on time, whatever time the client's page showed or sent: the
   * clock takes no client time at all, only the instant the server received the turn.
   */
  @Test
  void aLateTurnLosesOnTimeWhateverTheClientSays() {
    GameClock c = GameClock.start(TimeControl.parse("1+5"), T0);
    GameClock late = c.press(Side.WHITE, at(60));
    assertEquals(Optional.of(Side.WHITE), late.flagged());
    assertFalse(late.running());
    // no increment rescues a turn that comes after the flag
    assertEquals(Duration.ZERO, late.remaining(Side.WHITE, at(60)));
    // a turn a millisecond earlier is in time and gets the increment
    GameClock inTime = c.press(Side.WHITE, at(59.999));
    assertEquals(Duration.ofMillis(5001), inTime.remaining(Side.WHITE, at(59.999)));
  }

  @Test
  void theClockStopsWhenTheGameEnds() {
    GameClock c = GameClock.start(BLITZ, T0).press(Side.WHITE, at(10));
    GameClock stopped = c.stop(at(40));
    assertFalse(stopped.running());
    assertEquals(Duration.ofSeconds(270), stopped.remaining(Side.BLACK, at(500)));
    assertEquals(Duration.ofSeconds(293), stopped.remaining(Side.WHITE, at(500)));
    assertEquals(Duration.ZERO, stopped.untilFlag(at(41)));
    assertEquals(Optional.empty(), stopped.flagFall(at(10_000)));
    assertEquals(stopped, stopped.stop(at(50)));
    assertThrows(IllegalStateException.class, () -> stopped.press(Side.BLACK, at(41)));
    // a game that ends after the flag fell is lost on time
    assertEquals(Optional.of(Side.BLACK), c.stop(at(400)).flagged());
  }

  @Test
  void onlyTheSideToMoveMayPress() {
    GameClock c = GameClock.start(BLITZ, T0);
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> c.press(Side.BLACK, at(1)));
    assertTrue(e.getMessage().contains("White's turn"), e.getMessage());
  }

  /** A server instant earlier than the last press (a clock set back) charges nothing. */
  @Test
  void anInstantBeforeTheLastPressChargesNothing() {
    GameClock c = GameClock.start(BLITZ, at(100));
    assertEquals(Duration.ofMinutes(5), c.remaining(Side.WHITE, at(50)));
    GameClock pressed = c.press(Side.WHITE, at(50));
    assertEquals(Duration.ofSeconds(303), pressed.remaining(Side.WHITE, at(50)));
    assertEquals(at(100), pressed.since());
  }

  /**
   * Seeded random games: after any sequence of turns in time, each side's time is the start, less
   * the lengths of its own turns, plus one increment a turn: computed here apart from the clock.
   */
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 8, 1999})
  void timesAddUpOverRandomGames(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    for (int game = 0; game < 100; game++) {
      TimeControl tc = new TimeControl(1 + r.nextInt(10), r.nextInt(10));
      GameClock c = GameClock.start(tc, T0);
      long[] left = {tc.initial().toMillis(), tc.initial().toMillis()};
      Instant now = T0;
      Side side = Side.WHITE;
      for (int turn = 0; turn < 60; turn++) {
        long think = r.nextInt(20_000);
        now = now.plusMillis(think);
        int i = side == Side.WHITE ? 0 : 1;
        String where = "seed " + seed + " game " + game + " turn " + turn + " " + c;
        if (think >= left[i]) {
          assertEquals(Optional.of(side), c.flagFall(now), where);
          assertEquals(Optional.of(side), c.press(side, now).flagged(), where);
          break;
        }
        c = c.press(side, now);
        left[i] += tc.increment().toMillis() - think;
        assertEquals(left[0], c.remaining(Side.WHITE, now).toMillis(), where);
        assertEquals(left[1], c.remaining(Side.BLACK, now).toMillis(), where);
        side = side.opponent();
      }
    }
  }

  @Test
  void timeControlsAreReadAndBounded() {
    assertEquals(new TimeControl(5, 3), TimeControl.parse("5+3"));
    assertEquals("10+0", TimeControl.parse("10+0").toString());
    assertEquals(Duration.ofSeconds(3), TimeControl.parse("5+3").increment());
    IllegalArgumentException noPlus =
        assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("5"));
    assertTrue(noPlus.getMessage().startsWith("column 2:"), noPlus.getMessage());
    IllegalArgumentException badSeconds =
        assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("15+x"));
    assertTrue(badSeconds.getMessage().startsWith("column 4:"), badSeconds.getMessage());
    IllegalArgumentException badMinutes =
        assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("-5+3"));
    assertTrue(badMinutes.getMessage().startsWith("column 1:"), badMinutes.getMessage());
    assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("0+3"));
    assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("181+0"));
    assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("5+181"));
    assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("5+3+1"));
    IllegalArgumentException huge =
        assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("9".repeat(100_000)));
    assertTrue(huge.getMessage().length() < 200, huge.getMessage());
  }
}
