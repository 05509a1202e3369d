package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft's ways of counting (threads splitting the tree, the table of subtree counts, bulk or played
 * leaves) all give the verified counts, under the rule options the fast counter serves and those
 * that go through the general search (huffing, Vela).
 */
class PerftOptionsTest {
  private static final Variant SIVY = Variant.sivy();

  @ParameterizedTest(name = "[{0}] depth {1}: {2} with threads {3}, bulk {4}, hash {5} MiB")
  @CsvSource({
    "'', 5, 431852, 2, true, 0",
    "'', 5, 431852, 3, false, 0",
    "'', 5, 431852, 1, true, 32",
    "'', 5, 431852, 2, true, 32",
    "'', 5, 431852, 1, false, 32",
    "'', 5, 431852, 2, true, 1",
    "'', 5, 431852, 3, true, 0",
    "chain=mandatory, 4, 2844, 2, true, 8",
    "first-turn-chain=forbidden, 3, 198, 2, false, 8",
  })
  void countsAgree(String rules, int depth, long expected, int threads, boolean bulk, int hash) {
    Perft.Options o =
        Perft.Options.defaults()
            .withRuleset(rules.isEmpty() ? Ruleset.standard() : Ruleset.parse(rules))
            .withThreads(threads)
            .withBulk(bulk)
            .withHash(hash);
    assertEquals(expected, Perft.count(SIVY, SIVY.start(), depth, o));
  }

  @ParameterizedTest(name = "[{0}] from the Sivy start, depth {1}")
  @CsvSource({"huffing=on, 4", "vela=black, 4", "capture=larger, 4"})
  void threadsAndHashAgreeWithOneThread(String rules, int depth) {
    Ruleset r = Ruleset.parse(rules);
    Position start =
        rules.startsWith("vela") ? SIVY.start().withSideToMove(Side.BLACK) : SIVY.start();
    Perft.Options one = Perft.Options.defaults().withRuleset(r);
    long expected = slowPerft(start, r, depth);
    assertEquals(expected, Perft.count(SIVY, start, depth, one));
    assertEquals(expected, Perft.count(SIVY, start, depth, one.withThreads(2).withHash(16)));
    assertEquals(expected, Perft.count(SIVY, start, depth, one.withThreads(2).withBulk(false)));
  }

  @Tag("long")
  @ParameterizedTest(name = "depth {0}: {1}")
  @CsvSource({"6, 9205774", "7, 175243243"})
  void deepCountsEveryWay(int depth, long expected) {
    assertEquals(expected, Perft.count(SIVY, SIVY.start(), depth, Perft.Options.threads(2)));
    assertEquals(
        expected, Perft.count(SIVY, SIVY.start(), depth, Perft.Options.defaults().withBulk(false)));
    assertEquals(
        expected, Perft.count(SIVY, SIVY.start(), depth, Perft.Options.defaults().withHash(64)));
  }

  @Test
  void threadsAndTableSizeAreBounded() {
    assertThrows(IllegalArgumentException.class, () -> Perft.Options.threads(0));
    assertThrows(
        IllegalArgumentException.class, () -> Perft.Options.threads(Perft.MAX_THREADS + 1));
    assertEquals(Perft.MAX_THREADS, Perft.Options.threads(Perft.MAX_THREADS).threads());
    assertThrows(IllegalArgumentException.class, () -> Perft.Options.defaults().withHash(-1));
    // The size is for all threads together: each gets its share.
    Perft.Options o = Perft.Options.threads(4).withHash(64);
    assertEquals(64, o.hash());
    assertEquals(16L << 20, o.tableBytesPerThread());
  }

  private static long slowPerft(Position p, Ruleset r, int depth) {
    if (depth == 0) {
      return 1;
    }
    long n = 0;
    for (Turn t : CaptureEngine.instance().legalTurns(p, r)) {
      n += slowPerft(p.play(t), r, depth - 1);
    }
    return n;
  }
}
