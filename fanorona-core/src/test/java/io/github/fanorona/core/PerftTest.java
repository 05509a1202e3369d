package io.github.fanorona.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft tables from the Sivy start, the yardstick of move-generation correctness. */
class PerftTest {
  private static final Variant SIVY = Variant.sivy();

  @ParameterizedTest(name = "default rules, depth {0}: {1}")
  @CsvSource({"1, 5", "2, 39", "3, 724", "4, 18026", "5, 431852"})
  void standardRules(int depth, long expected) {
    assertEquals(expected, Perft.count(SIVY, SIVY.start(), depth, Perft.Options.defaults()));
  }

  @ParameterizedTest(name = "mandatory chains, depth {0}: {1}")
  @CsvSource({"1, 5", "2, 21", "3, 223", "4, 2844"})
  void mandatoryChains(int depth, long expected) {
    Perft.Options o = Perft.Options.defaults().withRuleset(Ruleset.parse("chain=mandatory"));
    assertEquals(expected, Perft.count(SIVY, SIVY.start(), depth, o));
  }

  @ParameterizedTest(name = "no chains on the first turn, depth {0}: {1}")
  @CsvSource({"1, 5", "2, 17", "3, 198"})
  void firstTurnChainsForbidden(int depth, long expected) {
    Perft.Options o =
        Perft.Options.defaults().withRuleset(Ruleset.parse("first-turn-chain=forbidden"));
    assertEquals(expected, Perft.count(SIVY, SIVY.start(), depth, o));
  }

  @ParameterizedTest(name = "bulk and played leaves agree at depth {0}")
  @CsvSource({"1", "2", "3", "4"})
  void bulkAndPlayedLeavesAgree(int depth) {
    long bulk = Perft.count(SIVY, SIVY.start(), depth, Perft.Options.defaults());
    long played = Perft.count(SIVY, SIVY.start(), depth, Perft.Options.defaults().withBulk(false));
    assertEquals(bulk, played);
  }

  @Test
  void genericPerftThroughPositionsAgreesWithTheFastPath() {
    RulesEngine generic =
        new RulesEngine() {
          @Override
          public boolean forEachTurn(Position p, Ruleset r, TurnVisitor v) {
            return CaptureEngine.instance().forEachTurn(p, r, v);
          }

          @Override
          public java.util.Optional<Outcome> boardOutcome(Position p, Ruleset r, boolean canMove) {
            return CaptureEngine.instance().boardOutcome(p, r, canMove);
          }
        };
    Variant wrapped = Variant.builder("generic", SIVY.start(), generic).build();
    assertEquals(18026, Perft.count(wrapped, wrapped.start(), 4, Perft.Options.defaults()));
  }

  @Test
  void twoThreadsCountLikeOne() {
    assertEquals(431852, Perft.count(SIVY, SIVY.start(), 5, Perft.Options.threads(2)));
  }

  @Test
  void divideSumsToTheCount() {
    long sum =
        Perft.divide(SIVY, SIVY.start(), 3, Perft.Options.defaults()).values().stream()
            .mapToLong(Long::longValue)
            .sum();
    assertEquals(724, sum);
    assertEquals(
        java.util.List.of("d2-e3A", "d3-e3A", "d3-e3W", "e2-e3A", "f2-e3A"),
        Perft.divide(SIVY, SIVY.start(), 1, Perft.Options.defaults()).keySet().asList());
  }

  @Tag("long")
  @Test
  void depthSix() {
    assertEquals(9_205_774L, Perft.count(SIVY, SIVY.start(), 6, Perft.Options.threads(2)));
  }
}
