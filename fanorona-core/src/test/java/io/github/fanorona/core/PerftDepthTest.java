package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Perft's depth is bounded by what the tree can use: a depth past the end of every line is a count
 * (0), never an exception of the JVM, and a depth that would really have to be searched past {@code
 * Perft.MAX_DEPTH} is refused with a clear message. Before, such depths threw {@code
 * NegativeArraySizeException}, {@code OutOfMemoryError} or {@code StackOverflowError}.
 */
class PerftDepthTest {
  /** White's only turn takes Black's last stone: the tree ends after one turn. */
  private static final Position ONE_TURN = Position.parse("9/9/9/9/2W1B4 w 0 1");

  /** Two lone stones far apart step about for ever: lines of any length. */
  private static final Position ENDLESS = Position.parse("B8/9/9/9/8W w 0 1");

  private static final Variant SIVY = Variant.sivy();

  @Test
  void theShortTreeCountsAsExpected() {
    assertEquals(1, Perft.count(SIVY, ONE_TURN, 1, Perft.Options.defaults()));
    assertEquals(0, Perft.count(SIVY, ONE_TURN, 2, Perft.Options.defaults()));
  }

  @Test
  void aDepthPastTheEndOfEveryLineIsZero() {
    assertTimeoutPreemptively(Duration.ofSeconds(60), PerftDepthTest::zeros);
  }

  private static void zeros() {
    for (int depth : new int[] {200, 1000, 100_000_000, Integer.MAX_VALUE}) {
      assertEquals(
          0, Perft.count(SIVY, ONE_TURN, depth, Perft.Options.defaults()), "depth " + depth);
      assertEquals(
          0, Perft.count(SIVY, ONE_TURN, depth, Perft.Options.threads(2)), "depth " + depth);
      assertEquals(
          0,
          Perft.count(SIVY, ONE_TURN, depth, Perft.Options.defaults().withBulk(false)),
          "depth " + depth);
      assertEquals(
          0,
          CaptureEngine.instance()
              .perft(ONE_TURN, Ruleset.standard(), depth, Perft.Options.defaults()),
          "depth " + depth);
      assertEquals(
          1,
          Perft.divide(SIVY, ONE_TURN, depth, Perft.Options.defaults()).size(),
          "depth " + depth);
    }
  }

  /** Within seconds: before, some of these searched for ever. */
  @Test
  void aDepthThatMustBeSearchedTooDeepIsRefusedClearly() {
    assertTimeoutPreemptively(Duration.ofSeconds(60), PerftDepthTest::refusals);
  }

  private static void refusals() {
    for (int depth : new int[] {1000, 100_000_000, Integer.MAX_VALUE}) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> Perft.count(SIVY, ENDLESS, depth, Perft.Options.defaults()),
              "depth " + depth);
      assertTrue(
          e.getMessage().startsWith("perft depth " + depth + " is past the deepest count"),
          e.getMessage());
      assertThrows(
          IllegalArgumentException.class,
          () ->
              CaptureEngine.instance()
                  .perft(ENDLESS, Ruleset.standard(), depth, Perft.Options.defaults()));
      assertThrows(
          IllegalArgumentException.class,
          () ->
              Perft.count(
                  SIVY,
                  ENDLESS,
                  depth,
                  Perft.Options.defaults().withRuleset(Ruleset.parse("huffing=on"))));
    }
  }
}
