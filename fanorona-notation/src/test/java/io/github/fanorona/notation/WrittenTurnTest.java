package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.AmbiguousTurnException;
import io.github.fanorona.core.CaptureKind;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.IllegalTurnException;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.PointStyle;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnNotation;
import io.github.fanorona.core.Variant;
import io.github.fanorona.core.WrittenTurn;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A turn as written: read once, resolved later, its text kept; records carry it. */
class WrittenTurnTest {
  private static final Game START = Game.start(Variant.sivy());

  @ParameterizedTest
  @ValueSource(
      strings = {"d3-e3W", "D3E3w", "d3e3W", "d3-e3-", "d3e3-.", "e2e3+", "f2e3a2", "F2E3A2."})
  void theTextComesBackAsWritten(String text) {
    WrittenTurn w = WrittenTurn.parse(text);
    assertEquals(text, w.toString());
    assertEquals(WrittenTurn.parse(w.toString()), w);
    assertEquals(START.play(text).turns().get(0), w.resolve(START));
  }

  /** Every turn of seeded games, in every dialect the writers and players use. */
  @Test
  void everyDialectOfEveryTurnOfSeededGamesRoundTrips() {
    for (long seed = 1; seed <= 20; seed++) {
      Game played = RandomGames.play(Variant.sivy(), Ruleset.standard(), seed, 40);
      Game g = START;
      for (Turn t : played.turns()) {
        for (String text :
            List.of(
                t.toString(),
                TurnNotation.format(t, PointStyle.STANDARD, true),
                t.toString().toUpperCase(Locale.ROOT))) {
          WrittenTurn w = WrittenTurn.parse(text);
          assertEquals(text, w.toString());
          assertEquals(t, w.resolve(g), text);
        }
        WrittenTurn built = built(t);
        assertEquals(t.toString(), built.toString());
        assertEquals(WrittenTurn.parse(t.toString()), built);
        assertEquals(t, built.resolve(g));
        g = g.play(t);
      }
    }
  }

  private static WrittenTurn built(Turn t) {
    return WrittenTurn.of(
        t.huffed(),
        t.origin(),
        t.steps().stream().map(s -> new WrittenTurn.Landing(s.to(), s.capture())).toList());
  }

  @Test
  void malformedTextIsRefusedWhenReadWithItsColumn() {
    FanoronaParseException e =
        assertThrows(FanoronaParseException.class, () -> WrittenTurn.parse("d3-e3Q"));
    assertEquals(6, e.column());
    assertEquals("d3-e3Q: expected a point such as 'e3', found 'Q'", e.reason());
    e = assertThrows(FanoronaParseException.class, () -> WrittenTurn.parse(""));
    assertEquals(1, e.column());
    // a game reads the text the same way: Game.play(String) is parse, resolve, play; it names
    // the legal turns too (issue 45)
    FanoronaParseException bare =
        assertThrows(FanoronaParseException.class, () -> WrittenTurn.parse("d3-e3Q"));
    FanoronaParseException inGame =
        assertThrows(FanoronaParseException.class, () -> START.play("d3-e3Q"));
    assertEquals(
        bare.reason() + "; legal here: " + TurnNotation.list(START.legalTurns()), inGame.reason());
    assertEquals(START.legalTurns(), inGame.legalTurns());
    assertEquals(bare.column(), inGame.column());
  }

  @Test
  void resolvingGivesTheMessagesOfReadingAgainstAGame() {
    for (String text : new String[] {"d4-e3", "a2-a3", "d3-e3", "f2-e3A3", "d3-e3W-f4"}) {
      Exception viaGame = assertThrows(Exception.class, () -> START.play(text));
      Exception resolved =
          assertThrows(Exception.class, () -> WrittenTurn.parse(text).resolve(START));
      assertEquals(viaGame.getClass(), resolved.getClass(), text);
      assertEquals(viaGame.getMessage(), resolved.getMessage(), text);
    }
    assertThrows(AmbiguousTurnException.class, () -> WrittenTurn.parse("d3-e3").resolve(START));
    IllegalTurnException e =
        assertThrows(IllegalTurnException.class, () -> WrittenTurn.parse("d4-e3").resolve(START));
    assertTrue(e.reason().startsWith("d4-e3: no White stone on d4; legal here: "), e.reason());
  }

  @Test
  void theFirstReadingThatFitsDecides() {
    // seed 56 reaches a position where both a3-b2A and a3-b2A-a1W are legal for Black
    Game played = RandomGames.play(Variant.sivy(), Ruleset.standard(), 56, 30);
    Game g = START;
    for (int i = 0; i < 3; i++) {
      g = g.play(played.turns().get(i));
    }
    assertEquals("a3-b2A", WrittenTurn.parse("a3-b2A1").resolve(g).toString());
    assertEquals("a3-b2A-a1W", WrittenTurn.parse("a3b2a1").resolve(g).toString());
  }

  @Test
  void aBuiltTurnIsWrittenCanonically() {
    WrittenTurn w =
        WrittenTurn.of(
            Optional.empty(),
            Point.parse("f2"),
            List.of(new WrittenTurn.Landing(Point.parse("e3"), Optional.empty())));
    assertEquals("f2-e3", w.toString());
    Turn t = w.resolve(START);
    assertEquals("f2-e3A", t.toString());
    assertEquals("e3", WrittenTurn.of(Optional.empty(), Point.parse("e3"), List.of()).toString());
    assertNotEquals(WrittenTurn.parse("c5"), WrittenTurn.parse("c5", PointStyle.MALAGASY));
  }

  @Test
  void aBuiltTurnWithStepsNoTextAllowsIsRefusedWhenResolved() {
    WrittenTurn w =
        WrittenTurn.of(
            Optional.empty(),
            Point.parse("d3"),
            List.of(new WrittenTurn.Landing(Point.parse("f4"), Optional.of(CaptureKind.APPROACH))));
    assertThrows(FanoronaParseException.class, () -> WrittenTurn.parse(w.toString()));
    IllegalTurnException e = assertThrows(IllegalTurnException.class, () -> w.resolve(START));
    assertTrue(e.reason().startsWith("d3-f4A: d3 and f4 are not neighbours"), e.reason());
  }

  @Test
  void recordsCarryTheWrittenTurnReadOnce() {
    GameRecord r = Records.read(RecordFormat.PGN, "1. f2e3a2 d5-d4A 2. d3-e3Q *").get(0);
    RecordedTurn first = r.turns().get(0);
    assertEquals(Optional.of(WrittenTurn.parse("f2e3a2")), first.written());
    assertEquals(Optional.empty(), r.turns().get(2).written());
    Problem p = RecordValidator.validate(r).errors().get(0);
    assertEquals(
        assertThrows(FanoronaParseException.class, () -> WrittenTurn.parse("d3-e3Q")).reason(),
        p.message());
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new RecordedTurn(
                "f2-e3A",
                1,
                1,
                true,
                Optional.empty(),
                "",
                Optional.of(WrittenTurn.parse("f2-e3"))));
  }

  private static Game played(GameRecord r) {
    Game g = Game.start(r.variant(), r.ruleset(), r.start());
    for (RecordedTurn t : r.turns().subList(0, 2)) {
      g = g.play(t.text());
    }
    return g;
  }

  /** Boardspace's nodes are steps; the reader builds the turn from them, writing no text. */
  @Test
  void sgfTurnsAreBuiltFromTheirNodesWithoutText() {
    GameRecord r =
        Records.read(
                RecordFormat.BOARDSPACE_SGF,
                "(;GM[Fanorona];P0[1 Capture A F 2 E 3];P0[2 done]"
                    + ";P1[3 Capture A E 4 E 2];P1[4 done])")
            .get(0);
    RecordedTurn first = r.turns().get(0);
    assertEquals(
        Optional.of(
            WrittenTurn.of(
                Optional.empty(),
                Point.parse("f2"),
                List.of(
                    new WrittenTurn.Landing(
                        Point.parse("e3"), Optional.of(CaptureKind.APPROACH))))),
        first.written());
    // no text reading allows e4-e2A (not neighbours), so only a reader that built it can hold it
    RecordedTurn second = r.turns().get(1);
    assertEquals("e4-e2A", second.text());
    assertTrue(second.written().isPresent());
    assertThrows(FanoronaParseException.class, () -> WrittenTurn.parse(second.text()));
    Problem p = RecordValidator.validate(r).errors().get(0);
    assertTrue(p.message().startsWith("e4-e2A: e4 and e2 are not neighbours"), p.message());
    Step step = RecordValidator.validate(r).game().turns().get(0).steps().get(0);
    assertEquals(Point.parse("e3"), step.to());
  }
}
