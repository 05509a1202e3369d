package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Variant;
import io.github.fanorona.variants.Variants;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class MoveLogTest {
  static Stream<Object[]> games() {
    return RandomGames.cases(3).stream();
  }

  @ParameterizedTest(name = "{0} seed {1}")
  @MethodSource("games")
  void aLogKeepsItsVariantRulesAndStart(String variant, long seed) {
    Variant v = Variants.byName(variant);
    Ruleset rules = seed == 2 ? v.defaultRuleset().with("chain=mandatory") : v.defaultRuleset();
    Game g = RandomGames.play(v, rules, seed * 31 + variant.length(), 30);
    if (seed == 3 && !g.isOver()) {
      // a game from a later position, which the log must give as a FEN
      Game from = Game.start(v, rules, g.position());
      SplittableRandom random = new SplittableRandom(seed);
      for (int i = 0; i < 6 && !from.isOver(); i++) {
        from = from.play(from.legalTurns().get(random.nextInt(from.legalTurns().size())));
      }
      g = from;
    }
    String text = RecordFormat.AW_LOG.text(GameRecord.of(g, Map.of(), RecordFormat.AW_LOG));
    GameRecord back = Records.read(text).get(0);
    String context = variant + " seed " + seed + "\n" + text;
    assertEquals(RecordFormat.AW_LOG, back.format(), context);
    assertEquals(g.variant(), back.variant(), context);
    assertEquals(g.ruleset(), back.ruleset(), context);
    assertEquals(g.startPosition(), back.start(), context);
    Validation val = RecordValidator.validate(back);
    assertTrue(val.isLegal(), context + val.problems());
    assertEquals(g.turns(), val.game().turns(), context);
  }

  @Test
  void aTeloLogConvertedFromPgnValidates() {
    GameRecord pgn =
        Records.read("[Variant \"Fanoron-Telo\"]\n\n1. b2 a2\n2. a1 b1\n3. c3 *\n").get(0);
    String log = RecordFormat.AW_LOG.text(pgn);
    assertTrue(log.startsWith("{Variant \"Fanoron-Telo\"}\n"), log);
    Validation v = RecordValidator.validate(Records.read(log).get(0));
    assertTrue(v.isLegal(), log + v.problems());
    assertEquals(5, v.game().turns().size());
  }

  @Test
  void onlyOneEllipsisOnTheStandardStartMeansVela() {
    assertEquals(
        Variants.VELA, Records.read(RecordFormat.AW_LOG, "1... f4-e3A *").get(0).variant());
    assertEquals(
        Variant.sivy(), Records.read(RecordFormat.AW_LOG, "10... f4-e3A *").get(0).variant());
    Position later = Variant.sivy().start().withSideToMove(Side.BLACK).withCounters(0, 10);
    GameRecord r =
        GameRecord.builder(RecordFormat.AW_LOG)
            .start(later)
            .turn(RecordedTurn.at("d4-e3A", 0, 0))
            .build();
    String log = RecordFormat.AW_LOG.text(r);
    assertTrue(log.contains("10... d4-e3A"), log);
    GameRecord back = Records.read(RecordFormat.AW_LOG, log).get(0);
    assertEquals(Variant.sivy(), back.variant(), log);
    assertEquals(later, back.start(), log);
  }

  @Test
  void eachGameOfALogStartsOnItsOwnLine() {
    var games =
        Records.read(
            RecordFormat.AW_LOG,
            "1. d3-e3W *\n\n; next\n1. f2-e3A2 * 1. d3-e3W *\n"
                + "{Rules \"youzai\"}\n\n1. d3-e3W *\n");
    assertEquals(4, games.size());
    assertEquals(1, games.get(0).line());
    assertEquals(4, games.get(1).line());
    assertEquals(4, games.get(2).line());
    assertEquals(5, games.get(3).line());
  }
}
