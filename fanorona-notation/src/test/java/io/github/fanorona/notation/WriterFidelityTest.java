package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.fanorona.core.Side;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A written record is wrong exactly where the record read was: writers replay as validators do. */
class WriterFidelityTest {
  private static final List<Function<GameRecord, String>> WRITERS =
      List.of(
          RecordFormat.PGN::text,
          RecordFormat.AW_LOG::text,
          RecordFormat.GAMERZ::text,
          RecordFormat.BOARDSPACE_SGF::text);

  private static Problem firstError(GameRecord r) {
    List<Problem> errors = RecordValidator.validate(r).errors();
    assertFalse(errors.isEmpty(), "no error in " + r);
    return errors.get(0);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        // Boardspace: P0 (White) plays Black's first turn
        "(;GM[Fanorona]P0[id \"w\"]P1[id \"b\"]\n;P0[1 Capture A F 2 E 3];P0[2 done]\n"
            + ";P0[3 Capture A D 5 D 4];P0[4 done])\n",
        // P1 (Black) plays first
        "(;GM[Fanorona]P0[id \"w\"]P1[id \"b\"]\n;P1[1 Capture A F 2 E 3];P1[2 done])\n",
        "[Event \"x\"]\n\n1. f2-e3A2 d5-d4A3\n2. 19}. g3-f2W2 *\n",
        "[Event \"x\"]\n\n1. f2-e3A2 d5-d4A3\n2. g3-f2W2 c3-d}2A1 *\n",
        "[Event \"x\"]\n\n1. f2-e3A2#1 d5-d4A3 *\n",
        "1. f2-e3A2 d5-d4A3\n2. g3-f2W2 c3-d2A1}\n3. e3-d3W1 *\n"
      })
  void aWrittenRecordIsWrongAtTheSameTurn(String text) {
    GameRecord r = Records.read(text).get(0);
    Problem expected = firstError(r);
    for (Function<GameRecord, String> writer : WRITERS) {
      String written = writer.apply(r);
      Problem p = firstError(Records.read(written).get(0));
      String context = text + "\nwritten:\n" + written + "\n" + expected + "\n" + p;
      assertEquals(expected.turn(), p.turn(), context);
      assertEquals(expected.side(), p.side(), context);
      if (!p.turnText().equals("--")) {
        assertEquals(expected.turnText(), p.turnText(), context);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"d3 e3W", "d3-e3W;", "{d3-e3W}", "", "2.", "1-0"})
  void aTurnTextMovetextCannotHoldStaysOneUnreadableTurn(String turn) {
    GameRecord r =
        GameRecord.builder(RecordFormat.PGN)
            .turn(RecordedTurn.at("f2-e3A2", 0, 0))
            .turn(RecordedTurn.at(turn, 0, 0))
            .build();
    for (Function<GameRecord, String> writer : WRITERS) {
      String written = writer.apply(r);
      GameRecord back = Records.read(written).get(0);
      assertEquals(2, back.turns().size(), written);
      Problem p = firstError(back);
      assertEquals(1, p.turn(), written);
      assertEquals(Optional.of(Side.BLACK), p.side(), written);
    }
  }
}
