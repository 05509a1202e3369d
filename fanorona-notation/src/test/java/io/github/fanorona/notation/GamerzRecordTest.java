package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GamerzRecordTest {
  private static final String PASTED =
      "Board: 4711\nWhite (a): ann\nBlack (b): bo\n\n"
          + "fanorona move 4711 ann hunter2 f2-e3A#1\n"
          + "fanorona move 4711 bo s3cr3t d5-d4A\n"
          + "fanorona move 4711 ann pa55word e9-e3\n";

  @Test
  void aPastedPasswordIsNeverKeptOrPrinted() {
    GameRecord r = Records.read(PASTED).get(0);
    assertEquals(RecordFormat.GAMERZ, r.format());
    assertEquals(3, r.turns().size());
    assertEquals("f2-e3A", r.turns().get(0).text());
    assertEquals(5, r.line() + 4);
    Validation v = RecordValidator.validate(r);
    assertEquals(1, v.errors().size(), v.problems().toString());
    assertEquals(7, v.errors().get(0).line());
    StringBuilder everything = new StringBuilder(r.toString());
    r.tags().forEach((k, val) -> everything.append(k).append(val));
    r.turns().forEach(t -> everything.append(t));
    v.problems().forEach(p -> everything.append(p).append(p.turnText()));
    everything
        .append(RecordFormat.GAMERZ.text(r))
        .append(RecordFormat.PGN.text(r))
        .append(RecordFormat.AW_LOG.text(r));
    for (String secret : new String[] {"hunter2", "s3cr3t", "pa55word"}) {
      assertFalse(everything.toString().contains(secret), secret);
    }
  }

  @Test
  void quotedCommandsSpacedMoveNumbersAndMovelessCommandsKeepNoPassword() {
    String text =
        "Board: 42\nWhite (a): ann\nBlack (b): bob\n\n"
            + "> fanorona move 42 ann s3cret f2-e3A2\n"
            + "fanorona move 42 bob hunter2 d5-d4A3 #2\n"
            + "FANORONA MOVE 42 ann s3cret\n";
    GameRecord r = Records.read(text).get(0);
    assertEquals(2, r.turns().size(), r.turns().toString());
    assertEquals("f2-e3A2", r.turns().get(0).text());
    assertEquals(5, r.turns().get(0).line());
    assertEquals(text.split("\n")[4].indexOf("f2-e3A2") + 1, r.turns().get(0).column());
    assertEquals("d5-d4A3", r.turns().get(1).text());
    Validation v = RecordValidator.validate(r);
    assertTrue(v.isLegal(), v.problems().toString());
    // #2 is the right number for the second turn: no warning about it
    assertTrue(v.problems().stream().noneMatch(p -> p.line() == 6), v.problems().toString());
    StringBuilder everything = new StringBuilder(r.toString());
    r.tags().forEach((k, val) -> everything.append(k).append(val));
    r.turns().forEach(t -> everything.append(t));
    v.problems().forEach(p -> everything.append(p).append(p.turnText()));
    everything
        .append(RecordFormat.GAMERZ.text(r))
        .append(RecordFormat.PGN.text(r))
        .append(RecordFormat.AW_LOG.text(r));
    for (String secret : new String[] {"s3cret", "hunter2"}) {
      assertFalse(everything.toString().contains(secret), secret + " in\n" + everything);
    }
  }

  @Test
  void aWrongMoveNumberIsAWarningAtItsPlace() {
    String text = "fanorona move 42 ann pw f2-e3A2 #1\nfanorona move 42 bob pw d5-d4A3#3\n";
    GameRecord r = Records.read(text).get(0);
    assertEquals(RecordFormat.GAMERZ, r.format());
    assertEquals(2, r.turns().size());
    assertEquals(1, r.problems().size(), r.problems().toString());
    Problem p = r.problems().get(0);
    assertEquals(Problem.Severity.WARNING, p.severity());
    assertEquals(2, p.line());
    assertEquals(text.split("\n")[1].indexOf('#') + 1, p.column(), p.toString());
    assertTrue(p.message().contains("#3 where #2"), p.toString());
  }

  @Test
  void headerAndHistoryAreRead() {
    GameRecord r =
        Records.read(
                RecordFormat.GAMERZ,
                "Board: 12\nWhite (a): ann\nBlack (b): bo\n"
                    + "Variant: Fanoron-Dimy\nResult: *\n\nHistory:\n1. c2-c3A2\n")
            .get(0);
    assertEquals("dimy", r.variant().name());
    assertEquals("12", r.tags().get("Board"));
    assertEquals("ann", r.tags().get("White"));
    assertTrue(RecordValidator.validate(r).isLegal(), RecordValidator.validate(r).toString());
  }

  @Test
  void severalWrittenRecordsReadBackAsSeveralGames() {
    List<Game> games = new ArrayList<>();
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 3; i++) {
      Game g = RandomGames.play(Variant.sivy(), Ruleset.standard(), 40 + i, 10 + 5 * i);
      games.add(g);
      if (i > 0) {
        text.append('\n');
      }
      text.append(
          RecordFormat.GAMERZ.text(GameRecord.of(g, Map.of("Board", "" + i), RecordFormat.GAMERZ)));
    }
    List<GameRecord> back = Records.read(text.toString());
    assertEquals(3, back.size(), text.toString());
    List<String> lines = List.of(text.toString().split("\n"));
    for (int i = 0; i < 3; i++) {
      GameRecord r = back.get(i);
      assertEquals(i + 1, r.index());
      assertEquals("" + i, r.tags().get("Board"));
      assertEquals(lines.indexOf("Board: " + i) + 1, r.line());
      Validation v = RecordValidator.validate(r);
      assertTrue(v.isLegal(), text + "\n" + v.problems());
      assertEquals(games.get(i).turns(), v.game().turns());
    }
  }

  @Test
  void aResultHeaderThatContradictsTheMovetextIsAnError() {
    GameRecord r =
        Records.read(
                RecordFormat.GAMERZ,
                "Board: 12\nWhite (a): ann\nBlack (b): bo\nResult: 1-0\n"
                    + "\nHistory:\n1. f2-e3A2 d5-d4A3\n0-1\n")
            .get(0);
    assertEquals(1, r.problems().size(), r.problems().toString());
    Problem p = r.problems().get(0);
    assertTrue(p.isError());
    assertEquals(4, p.line(), p.toString());
    assertEquals(9, p.column(), p.toString());
    assertTrue(
        p.message().contains("Result header says 1-0 but the movetext ends with 0-1"),
        p.toString());
    GameRecord agreeing =
        Records.read(
                RecordFormat.GAMERZ,
                "Board: 12\nWhite (a): ann\nBlack (b): bo\n"
                    + "Result: 0-1\n\nHistory:\n1. f2-e3A2 d5-d4A3\n0-1\n")
            .get(0);
    assertTrue(agreeing.problems().isEmpty(), agreeing.problems().toString());
  }
}
