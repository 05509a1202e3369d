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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Reading, validating and writing a record replay its turns once: counted through an engine that
 * counts every run of the rules (turn generation or outcome), one per turn at most, plus one for
 * the last position.
 */
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
    String text = format.write(v);
    int writingReplayed = engine.calls.get();

    engine.calls.set(0);
    format.write(record);
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

  @ParameterizedTest
  @EnumSource(RecordFormat.class)
  void aWrittenGameReadsBackAsTheSameGame(RecordFormat format) {
    Game played = RandomGames.play(Variant.sivy(), Ruleset.standard(), 12, 30);
    String text = format.write(GameRecord.of(played, Map.of("Event", "e"), format));
    assertEquals(played, RecordValidator.validate(format.read(text).get(0)).game(), text);
  }
}
