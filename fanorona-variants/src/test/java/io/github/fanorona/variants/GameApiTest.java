package io.github.fanorona.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.AmbiguousTurnException;
import io.github.fanorona.core.CaptureEngine;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.IllegalTurnException;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.PositionMismatchException;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnVisitor;
import io.github.fanorona.core.UnknownNameException;
import io.github.fanorona.core.Variant;
import io.github.fanorona.core.WrittenTurn;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The Game API as an embedding program meets it: lenient turns, typed errors, one engine run. */
class GameApiTest {
  private static final Game SIVY = Game.start(Variant.sivy());

  @ParameterizedTest
  @ValueSource(strings = {"f2-e3A2", "f2e3a", "f2-e3", "F2-E3A", "f2e3+"})
  void theSpellingsOfOurOwnLogsPlayFromTheStart(String text) {
    assertEquals("f2-e3A", SIVY.play(text).turns().get(0).toString());
  }

  @Test
  void malformedTextIsAParseErrorOfKindMalformed() {
    FanoronaParseException e = assertThrows(FanoronaParseException.class, () -> SIVY.play("hello"));
    // Game.play(String) is WrittenTurn.parse then resolve: the text is refused before any position
    // is looked at, and the game names its legal turns for the player (issue 45)
    FanoronaParseException read =
        assertThrows(FanoronaParseException.class, () -> WrittenTurn.parse("hello"));
    assertEquals(
        read.getMessage() + "; legal here: d2-e3A, d3-e3A, d3-e3W, e2-e3A, f2-e3A", e.getMessage());
    assertEquals(SIVY.legalTurns(), e.legalTurns());
    assertEquals(1, e.column());
  }

  @Test
  void anAmbiguousTurnNamesBothCandidates() {
    AmbiguousTurnException e = assertThrows(AmbiguousTurnException.class, () -> SIVY.play("d3-e3"));
    assertEquals(List.of("d3-e3A", "d3-e3W"), texts(e.candidates()));
    assertEquals("d3-e3", e.turn(), "the text as the player wrote it");
    assertTrue(e.getMessage().contains("d3-e3A or d3-e3W"), e.getMessage());
  }

  @Test
  void anIllegalTurnSaysWhyAndListsTheLegalOnes() {
    IllegalTurnException e = assertThrows(IllegalTurnException.class, () -> SIVY.play("a1-a2"));
    assertEquals(5, e.legalTurns().size());
    assertEquals("a1-a2", e.turn());
    assertTrue(e.getMessage().contains("d2-e3A, d3-e3A, d3-e3W, e2-e3A, f2-e3A"), e.getMessage());
  }

  @Test
  void aPositionOfAnotherBoardIsAMismatch() {
    PositionMismatchException e =
        assertThrows(
            PositionMismatchException.class,
            () -> Game.start(Variants.DIMY, Ruleset.standard(), Variant.sivy().start()));
    assertTrue(e.getMessage().contains("5x5"), e.getMessage());
    assertThrows(
        PositionMismatchException.class,
        () -> Game.start(Variants.TELO, Ruleset.standard(), Variants.TELO_CAPTURE.start()));
  }

  @Test
  void unknownNamesCarryTheKnownOnes() {
    UnknownNameException variant =
        assertThrows(UnknownNameException.class, () -> Variants.byName("chess"));
    assertTrue(variant.known().contains("sivy"), variant.known().toString());
    UnknownNameException preset =
        assertThrows(UnknownNameException.class, () -> Presets.byName("frensh"));
    assertEquals("preset", preset.what());
    assertTrue(preset.known().contains("french"), preset.known().toString());
  }

  @Test
  void theVelaBeneficiaryMovesFirstForEitherColour() {
    assertEquals(
        Side.WHITE, Game.start(Variants.VELA, Ruleset.parse("vela=white")).position().sideToMove());
    assertEquals(
        Side.BLACK, Game.start(Variants.VELA, Ruleset.parse("vela=black")).position().sideToMove());
    assertEquals(Side.BLACK, Game.start(Variants.VELA).position().sideToMove());
    assertEquals(
        Side.BLACK,
        Game.start(Variant.sivy(), Ruleset.parse("vela=black")).position().sideToMove());
  }

  /** Issue 19: a ruleset without the Vela rule made a Vela game a plain one, White to move. */
  @Test
  void aVelaGameGivenRulesWithoutTheVelaRuleIsRefused() {
    for (Ruleset rules :
        List.of(
            Ruleset.parse("no-capture-draw=50"),
            Ruleset.parse("vela=off"),
            Presets.byName("youzai").ruleset(),
            Presets.byName("french").ruleset())) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Game.start(Variants.VELA, rules));
      assertTrue(e.getMessage().contains("vela="), e.getMessage());
    }
    Game kept = Game.start(Variants.VELA, Presets.ruleset("no-capture-draw=50", Variants.VELA));
    assertEquals(Optional.of(Side.BLACK), kept.ruleset().velaBeneficiary());
    assertEquals(Side.BLACK, kept.position().sideToMove());
  }

  @Test
  void messagesEscapeControlCharactersAndShortenLongInput() {
    FanoronaException e = assertThrows(FanoronaException.class, () -> SIVY.play("f2\n\u2028e3x"));
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    assertFalse(e.getMessage().contains("\u2028"), e.getMessage());
    assertTrue(e.getMessage().contains("\\n"), e.getMessage());
    String huge = "d".repeat(100_000);
    FanoronaException big = assertThrows(FanoronaException.class, () -> SIVY.play(huge));
    assertTrue(big.getMessage().length() < 1_200, () -> "length " + big.getMessage().length());
  }

  @Test
  void relocatingKeepsTheTypeAndWhatItCarries() {
    AmbiguousTurnException e = assertThrows(AmbiguousTurnException.class, () -> SIVY.play("d3-e3"));
    FanoronaException moved = e.relocate(7, 10, 3);
    assertTrue(moved instanceof AmbiguousTurnException, moved.getClass().toString());
    assertEquals(2, ((AmbiguousTurnException) moved).candidates().size());
    assertEquals(7, moved.line());
    assertEquals(3, moved.moveNumber());
  }

  @Test
  void aTurnFromLegalTurnsIsPlayedWithoutRunningTheEngineAgain() {
    AtomicInteger runs = new AtomicInteger();
    Variant counted = counting(runs);
    Random random = new Random(10);
    Game game = Game.start(counted);
    int turns = 0;
    while (!game.isOver() && turns < 200) {
      ImmutableList<Turn> legal = game.legalTurns();
      game = game.play(legal.get(random.nextInt(legal.size())));
      turns++;
    }
    game.outcome();
    game.legalTurns();
    assertEquals(turns + 1, runs.get(), "one engine run per position of " + turns + " turns");
  }

  @Test
  void aHandBuiltEqualTurnIsTheEnginesOwn() {
    Turn first = SIVY.legalTurns().get(0);
    Turn again = Game.start(Variant.sivy()).legalTurns().get(0);
    assertEquals(first, again);
    assertSame(first, SIVY.play(again).turns().get(0));
  }

  @Test
  void repetitionCountsStayExactOverALongShuffle() {
    Position two = Position.parse("8B/9/9/9/W8 w 0 1");
    Game g = Game.start(Variant.sivy(), Ruleset.parse("repetition-draw=1000000"), two);
    String[] cycle = {"a1-a2", "i5-i4", "a2-a1", "i4-i5"};
    for (int i = 0; i < 4_000; i++) {
      g = g.play(cycle[i % 4]);
    }
    assertEquals(1001, g.occurrences());
    assertEquals(1000, g.undo().orElseThrow().occurrences());
    Game drawn = Game.start(Variant.sivy(), Ruleset.parse("repetition-draw=3"), two);
    for (int i = 0; i < 8; i++) {
      assertFalse(drawn.isOver(), "ply " + i);
      drawn = drawn.play(cycle[i % 4]);
    }
    assertEquals(Optional.of(Outcome.draw(Outcome.Reason.REPETITION)), drawn.outcome());
  }

  /**
   * Issue 14: counting repetitions walked the whole history on every {@code isOver()}, so a
   * 100,000-ply shuffle took minutes (188 s); counted by key and incrementally it takes about a
   * second. The timeout only guards against the quadratic walk coming back; speed is measured in
   * {@code PlayoutBenchmark}.
   */
  @Test
  void aHundredThousandPlyShuffleTakesLinearTime() {
    Position two = Position.parse("8B/9/9/9/W8 w 0 1");
    String[] cycle = {"a1-a2", "i5-i4", "a2-a1", "i4-i5"};
    Game end =
        assertTimeoutPreemptively(
            Duration.ofSeconds(15),
            () -> {
              Game g = Game.start(Variant.sivy(), Ruleset.parse("repetition-draw=1000000"), two);
              for (int i = 0; i < 100_000; i++) {
                assertFalse(g.isOver());
                g = g.play(cycle[i % 4]);
              }
              return g;
            });
    assertEquals(25_001, end.occurrences());
  }

  @Test
  void aPlacementStringIsNotASivyPosition() {
    PositionMismatchException e =
        assertThrows(
            PositionMismatchException.class,
            () ->
                Variant.sivy()
                    .parsePosition("BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 0 0 1"));
    assertEquals(53, e.column());
    assertTrue(e.reason().contains("hand counts"), e.reason());
    assertThrows(
        PositionMismatchException.class,
        () ->
            Game.start(
                Variant.sivy(),
                Ruleset.standard(),
                Position.parse("BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 0 0 1")));
  }

  @Test
  void rulesTextNamesPresetsAndUnknownOptionsByKind() {
    FanoronaParseException preset =
        assertThrows(FanoronaParseException.class, () -> Ruleset.parse("french"));
    assertTrue(preset.reason().contains("Presets.parse"), preset.reason());
    UnknownNameException key =
        assertThrows(UnknownNameException.class, () -> Ruleset.parse("huffing=on,chian=optional"));
    assertEquals("rule option", key.what());
    assertEquals(12, key.column());
    assertTrue(key.known().contains("chain"), key.known().toString());
    UnknownNameException value =
        assertThrows(UnknownNameException.class, () -> Ruleset.parse("capture=biggest"));
    assertEquals(List.of("free", "larger"), value.known());
    UnknownNameException late =
        assertThrows(UnknownNameException.class, () -> Presets.parse("youzai,chian=optional"));
    assertEquals(8, late.column());
    assertEquals(
        Ruleset.parse("capture=larger,no-capture-draw=50"),
        Presets.parse("youzai,capture=larger").ruleset());
  }

  /** Sivy through an engine that counts how often it generates. */
  private static Variant counting(AtomicInteger runs) {
    RulesEngine engine =
        new RulesEngine() {
          @Override
          public boolean forEachTurn(Position p, Ruleset r, TurnVisitor v) {
            runs.incrementAndGet();
            return CaptureEngine.instance().forEachTurn(p, r, v);
          }

          @Override
          public Optional<Outcome> boardOutcome(Position p, Ruleset r, boolean canMove) {
            return CaptureEngine.instance().boardOutcome(p, r, canMove);
          }
        };
    return Variant.builder("counted", Variant.sivy().start(), engine).build();
  }

  private static List<String> texts(List<Turn> turns) {
    return turns.stream().map(Turn::toString).sorted().toList();
  }
}
