package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.RulesEngine;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnVisitor;
import io.github.fanorona.core.Variant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Reading, validating and writing a record replay its turns once: counted through an engine that
 * counts every run of the rules (turn generation or outcome), one per turn at most, plus one for
 * the last position.
 */
@Isolated // the probe of turn texts read counts every thread's reads: no other class runs meanwhile
class EngineCallsTest {
  /** The Sivy rules, counting every call. */
  private static final class CountingEngine implements RulesEngine {
    private final RulesEngine inner = Variant.sivy().engine();
    final AtomicInteger calls = new AtomicInteger();

    @Override
    public boolean forEachTurn(Position position, Ruleset ruleset, TurnVisitor visitor) {
      calls.incrementAndGet();
      return inner.forEachTurn(position, ruleset, visitor);
    }

    @Override
    public ImmutableList<Turn> legalTurns(Position position, Ruleset ruleset) {
      calls.incrementAndGet();
      return inner.legalTurns(position, ruleset);
    }

    @Override
    public Optional<Outcome> boardOutcome(Position position, Ruleset ruleset) {
      calls.incrementAndGet();
      return inner.boardOutcome(position, ruleset);
    }

    /** Told whether the side can move, the engine generates nothing: not a run of the rules. */
    @Override
    public Optional<Outcome> boardOutcome(Position position, Ruleset ruleset, boolean canMove) {
      return inner.boardOutcome(position, ruleset, canMove);
    }
  }

  @ParameterizedTest
  @EnumSource(RecordFormat.class)
  void oneEngineRunPerTurnToValidateAndToWrite(RecordFormat format) {
    CountingEngine engine = new CountingEngine();
    Variant counted = Variant.builder("counted", Variant.sivy().start(), engine).build();
    Game played = RandomGames.play(Variant.sivy(), Ruleset.standard(), 11, 40);
    Game g = Game.start(counted);
    for (Turn t : played.turns()) {
      g = g.play(t);
    }
    int turns = g.turns().size();
    assertTrue(turns >= 10, "a long enough game: " + turns);
    GameRecord record =
        GameRecord.builder(format)
            .variant(counted)
            .ruleset(Ruleset.standard())
            .start(counted.start())
            .build();
    GameRecord.Builder b = record.toBuilder();
    g.turns().forEach(t -> b.turn(RecordedTurn.at(t.toString(), 0, 0)));
    record = b.build();

    engine.calls.set(0);
    Validation v = RecordValidator.validate(record);
    assertEquals(turns, v.game().turns().size(), v.problems().toString());
    int validating = engine.calls.get();

    engine.calls.set(0);
    String text = format.text(v);
    int writingReplayed = engine.calls.get();

    engine.calls.set(0);
    format.text(record);
    int writing = engine.calls.get();

    String context =
        format
            + ": "
            + validating
            + " runs to validate, "
            + writing
            + " to write, "
            + writingReplayed
            + " to write a validation, for "
            + turns
            + " turns\n"
            + text;
    assertEquals(0, writingReplayed, context);
    assertTrue(validating <= turns + 1, context);
    assertTrue(writing <= turns + 1, context);
  }

  /**
   * Saving a played game (the tool's save, the play site's download) writes the game's own turns:
   * no engine run and no turn text read, counted for a game of 38 turns in every format, and the
   * text reads back as the same game.
   */
  @ParameterizedTest
  @EnumSource(RecordFormat.class)
  void aPlayedGameIsWrittenWithNoGenerationAndNoLexing(RecordFormat format) {
    CountingEngine engine = new CountingEngine();
    Variant counted = Variant.builder("counted", Variant.sivy().start(), engine).build();
    Game g = Game.start(counted);
    for (Turn t : RandomGames.play(Variant.sivy(), Ruleset.standard(), 13, 38).turns()) {
      g = g.play(t);
    }
    assertEquals(38, g.turns().size(), "a game of 38 turns");
    // what a site shows with every turn: whether the game is over
    boolean over = g.isOver();

    engine.calls.set(0);
    long lexed = TurnTexts.lexed();
    String text = format.text(g, Map.of("Event", "saved"));
    assertEquals(0, engine.calls.get(), "engine runs to write\n" + text);
    assertEquals(0, TurnTexts.lexed() - lexed, "turn texts read to write\n" + text);

    // the probe counts: reading the text back lexes its turns (each distinct text once)
    GameRecord back = Records.read(format, text).get(0);
    if (format != RecordFormat.BOARDSPACE_SGF) { // SGF keeps turns as nodes, not as text
      assertTrue(TurnTexts.lexed() > lexed, "reading the text back is counted");
    }
    assertEquals(38, back.turns().size(), text);
    assertEquals(over, g.isOver());
    Game replayed = RecordValidator.validate(back).game();
    assertEquals(
        g.turns().stream().map(Turn::toString).toList(),
        replayed.turns().stream().map(Turn::toString).toList(),
        text);
  }

  @ParameterizedTest
  @EnumSource(RecordFormat.class)
  void aWrittenGameReadsBackAsTheSameGame(RecordFormat format) {
    Game played = RandomGames.play(Variant.sivy(), Ruleset.standard(), 12, 30);
    String text = format.text(played, Map.of("Event", "e"));
    assertEquals(played, RecordValidator.validate(Records.read(format, text).get(0)).game(), text);
  }
}
