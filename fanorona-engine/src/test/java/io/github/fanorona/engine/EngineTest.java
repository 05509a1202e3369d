package io.github.fanorona.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.engine.reference.PlainSearch;
import io.github.fanorona.variants.Preset;
import io.github.fanorona.variants.Presets;
import io.github.fanorona.variants.Variants;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

public class EngineTest {
  private static Game sivy(String fen, String rules) {
    return Game.start(Variant.sivy(), Ruleset.parse(rules), Position.parse(fen));
  }

  @Test
  void scoreTextIsTheScoreInStonesWithASignAndTwoDecimals() {
    Turn any = Game.start(Variant.sivy()).legalTurns().get(0);
    int[] scores = {0, 4, -5, -224, 1234, 99, -100};
    String[] texts = {"+0.00", "+0.04", "-0.05", "-2.24", "+12.34", "+0.99", "-1.00"};
    for (int i = 0; i < scores.length; i++) {
      SearchResult r =
          new SearchResult(any, scores[i], ImmutableList.of(any), 4, 10, Duration.ZERO);
      assertEquals(texts[i], r.scoreText(), "score " + scores[i]);
    }
  }

  @Test
  void takesTheLastStoneAtOnce() {
    SearchResult r = Engine.of(SearchLimits.depth(3)).search(sivy("9/9/9/9/B1W6 w 0 1", ""));
    assertEquals("c1-b1A", r.best().toString());
    assertTrue(r.isForced());
    assertEquals(1, r.turnsToEnd());
    assertEquals("win in 1", r.scoreText());
  }

  static Stream<Long> seeds() {
    return Stream.iterate(1L, x -> x + 1).limit(60);
  }

  @ParameterizedTest
  @MethodSource("seeds")
  void forcedResultsAgreeWithAPlainSearch(long seed) {
    Game g = PlainSearch.randomEnding(seed, 4);
    int plain = PlainSearch.value(g, 4);
    SearchResult r = Engine.of(SearchLimits.depth(4)).search(g);
    String where =
        "seed " + seed + ", " + g.position() + ": plain " + plain + ", engine " + r.scoreText();
    if (plain != 0) {
      assertTrue(r.isForced(), where);
      assertEquals(plain > 0, r.score() > 0, where);
      assertEquals(PlainSearch.distance(plain), r.turnsToEnd(), where);
      assertTrue(g.legalTurns().contains(r.best()), where);
    } else {
      assertFalse(r.isForced() && r.turnsToEnd() <= 4, where);
    }
  }

  @Test
  void theRandomEndingsIncludeForcedResultsOfBothSigns() {
    long wins =
        seeds().filter(s -> PlainSearch.value(PlainSearch.randomEnding(s, 4), 4) > 0).count();
    long losses =
        seeds().filter(s -> PlainSearch.value(PlainSearch.randomEnding(s, 4), 4) < 0).count();
    assertTrue(wins >= 5 && losses >= 1, wins + " wins, " + losses + " losses");
  }

  @Test
  void theNoCaptureLimitMakesAnUnwinnableLeadADraw() {
    String fen = "8B/9/9/9/WW7 w 9 20";
    SearchResult free = Engine.of(SearchLimits.depth(2)).search(sivy(fen, ""));
    assertTrue(free.score() >= Evaluation.STONE / 2, free.toString());
    SearchResult limited = Engine.of(SearchLimits.depth(2)).search(sivy(fen, "no-capture-draw=10"));
    assertEquals(0, limited.score(), limited.toString());
  }

  @Test
  void thePrincipalVariationStartsWithTheBestTurnAndReplays() {
    Game g = Game.start(Variant.sivy()).play("d3-e3W");
    SearchResult r = Engine.of(SearchLimits.depth(4)).search(g);
    assertEquals(r.best(), r.pv().get(0));
    for (Turn t : r.pv()) {
      g = g.play(t);
    }
    assertEquals(4, r.depth());
    assertTrue(r.nodes() > 0);
  }

  @Test
  @Timeout(60)
  void aTimeBudgetStopsTheDeepening() {
    SearchResult r =
        Engine.of(SearchLimits.time(Duration.ofMillis(50))).search(Game.start(Variant.sivy()));
    assertTrue(r.depth() >= 1 && r.depth() < SearchLimits.MAX_DEPTH, r.toString());
  }

  @Test
  void aFinishedGameHasNoTurnToFind() {
    Game over = Game.start(Variant.sivy()).resign(io.github.fanorona.core.Side.WHITE);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> Engine.of(SearchLimits.depth(1)).search(over));
    assertTrue(e.getMessage().contains("over"), e.getMessage());
  }

  @Test
  void limitsOutOfRangeAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(0));
    assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(65));
    assertThrows(
        IllegalArgumentException.class, () -> SearchLimits.depth(3).withTime(Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(3).withTableBits(40));
  }

  /**
   * Every variant's start and every preset's, for the tests of each part of the engine.
   *
   * @return the games
   */
  public static Stream<Game> everyVariantAndPreset() {
    Stream<Game> variants = Variants.all().stream().map(Game::start);
    Stream<Game> presets =
        Presets.all().stream()
            .map(
                (Preset p) -> {
                  Variant v = p.variant().orElse(Variant.sivy());
                  return Game.start(v, p.ruleset(), v.start(p.ruleset()));
                });
    return Stream.concat(variants, presets);
  }

  @ParameterizedTest
  @MethodSource("everyVariantAndPreset")
  void playsOnlyLegalTurnsInEveryVariantAndPreset(Game start) {
    Engine engine = Engine.of(SearchLimits.depth(3));
    Game g = start;
    for (int i = 0; i < 12 && !g.isOver(); i++) {
      Turn best = engine.search(g).best();
      assertTrue(g.legalTurns().contains(best), best + " in " + g.position());
      g = g.play(best);
    }
    assertFalse(g.turns().isEmpty());
  }

  @Test
  void fanoronTeloIsSolvedAsADrawByBothSides() {
    // Three in a row on 3x3: with best play nobody aligns (a known result for this game).
    SearchResult r = Engine.of(SearchLimits.depth(9)).search(Game.start(Variants.TELO));
    assertFalse(r.isForced() && r.score() < 0, r.scoreText());
  }

  @Test
  void aTimedSearchLeavesATwentiethOfItsBudgetBetween1And5Milliseconds() {
    assertEquals(5_000_000L, Engine.margin(100_000_000L));
    assertEquals(1_000_000L, Engine.margin(10_000_000L));
    assertEquals(2_500_000L, Engine.margin(50_000_000L));
    assertEquals(5_000_000L, Engine.margin(10_000_000_000L));
  }
}
