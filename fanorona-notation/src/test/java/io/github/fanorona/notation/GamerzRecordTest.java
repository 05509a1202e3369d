package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GamerzRecordTest {
  private static final String PASTED =
      "Board: 4711\nWhite (a): ann\nBlack (b): bo\n\n"
          + "fanorona move 4711 ann hunter2 f2-e3A#1\n"
          + "fanorona move 4711 bo s3cr3t d5-d4A\n"
          + "fanorona move 4711 ann pa55word e9-e3\n";

  @Test
  void aPastedPasswordIsNeverKeptOrPrinted() {
    GameRecord r = RecordReader.read(PASTED).get(0);
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
    everything.append(GamerzRecord.write(r)).append(PgnWriter.write(r)).append(MoveLog.write(r));
    for (String secret : new String[] {"hunter2", "s3cr3t", "pa55word"}) {
      assertFalse(everything.toString().contains(secret), secret);
    }
  }

  @Test
  void headerAndHistoryAreRead() {
    GameRecord r = GamerzRecord.read("Board: 12\nWhite (a): ann\nBlack (b): bo\n"
        + "Variant: Fanoron-Dimy\nResult: *\n\nHistory:\n1. c2-c3A2\n");
    assertEquals("dimy", r.variant().name());
    assertEquals("12", r.tags().get("Board"));
    assertEquals("ann", r.tags().get("White"));
    assertTrue(RecordValidator.validate(r).isLegal(), RecordValidator.validate(r).toString());
  }
}
