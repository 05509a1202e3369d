package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Side;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BoardspaceSgfTest {
  static String realGame() throws IOException {
    try (InputStream in =
        BoardspaceSgfTest.class.getResourceAsStream("/boardspace-2008-02-07.sgf")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void theRealGameImportsAndValidates() throws IOException {
    String text = realGame();
    assertEquals(RecordFormat.BOARDSPACE_SGF, RecordReader.detect(text));
    List<GameRecord> games = Records.read(text);
    assertEquals(1, games.size());
    GameRecord r = games.get(0);
    assertEquals(38, r.turns().size());
    assertEquals("f2-e3A", r.turns().get(0).text());
    assertEquals("d2-d1W-e1A", r.turns().get(5).text());
    assertEquals(Optional.of(Side.BLACK), r.turns().get(5).side());
    assertEquals(11, r.turns().get(1).line());
    assertEquals(7, r.turns().get(1).column());
    Validation v = RecordValidator.validate(r);
    assertTrue(v.problems().isEmpty(), v.problems().toString());
    assertEquals(38, v.game().turns().size());
    Outcome o = v.outcome().orElseThrow();
    assertEquals(Optional.of(Side.BLACK), o.winner());
    assertEquals(Outcome.Reason.NO_STONES, o.reason());
    assertEquals(0, v.game().position().count(Side.WHITE));
    assertEquals(3, v.game().position().count(Side.BLACK));
    // turn 2 of White (index 2) is the chain stopped early? the record's notes say turn 2
    assertEquals("null", r.tags().get("White"));
  }

  @Test
  void stepsByTheWrongPlayerAreReported() {
    String sgf = "(;GM[Fanorona]\n;P1[1 Capture A F 2 E 3]\n;P1[2 done])";
    Validation v = RecordValidator.validate(Records.read(RecordFormat.BOARDSPACE_SGF, sgf).get(0));
    Problem p = v.errors().get(0);
    assertEquals(2, p.line());
    assertEquals(5, p.column());
    assertEquals(1, p.turn());
    assertEquals(Optional.of(Side.WHITE), p.side());
    assertTrue(p.message().contains("gives this turn to Black"), p.message());
  }

  @Test
  void resignationAndDrawNodesEndTheGame() {
    GameRecord r =
        Records.read(
                RecordFormat.BOARDSPACE_SGF,
                "(;GM[Fanorona];P0[1 Capture A F 2 E 3];P0[2 done];P1[3 Resign])")
            .get(0);
    assertEquals("1-0", r.result());
    assertEquals("resignation", r.tags().get("Termination"));
    Validation v = RecordValidator.validate(r);
    assertTrue(v.isLegal());
    assertEquals(Optional.of(Side.WHITE), v.outcome().orElseThrow().winner());
    r =
        Records.read(
                RecordFormat.BOARDSPACE_SGF,
                "(;GM[Fanorona];P0[1 Move E 2 E 3];P0[offerdraw];P1[acceptdraw])")
            .get(0);
    assertEquals("1/2-1/2", r.result());
  }

  @Test
  void uiNodesAreSkippedAndBrokenStructureThrows() {
    GameRecord r =
        Records.read(
                RecordFormat.BOARDSPACE_SGF,
                "(;GM[Fanorona];P0[0 Start P0];P0[1 Pickb F 2];"
                    + "P0[2 Dropb F 2];P0[3 Edit];P0[4 Capture A F 2 E 3];P0[5 done];P0[time 0:01 ])")
            .get(0);
    assertEquals(1, r.turns().size());
    FanoronaParseException e =
        assertThrows(
            FanoronaParseException.class,
            () -> Records.read(RecordFormat.BOARDSPACE_SGF, "(;GM[Fanorona\n"));
    assertEquals(1, e.line());
    assertEquals(6, e.column());
    e =
        assertThrows(
            FanoronaParseException.class,
            () -> Records.read(RecordFormat.BOARDSPACE_SGF, "(;GM[x]\n;P0[1]"));
    assertEquals(2, e.line());
    assertFalse(e.reason().isEmpty());
  }
}
