package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Side;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every kind of problem a record can have, with its line, column and message. */
class RecordProblemsTest {
  private static final String LONE = "[FEN \"9/9/9/9/W1B6 w 0 1\"]\n\n";

  private static Problem firstError(String text) {
    List<Validation> v = Records.read(text).stream().map(RecordValidator::validate).toList();
    return v.stream()
        .flatMap(x -> x.errors().stream())
        .findFirst()
        .orElseThrow(() -> new AssertionError("no error in " + text));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "1. a1-b1A-c1 *|3|11|same direction twice (east)",
        "1. a1-b1A-a1 *|3|11|lands on a point already visited (a1)",
        "1. a1-a2 *|3|4|a1-a2 is a paika, but a capture is available elsewhere: a1-b1A",
        "1. d4-e4 *|3|4|d4-e4: no White stone on d4",
        "1. a1-a2A *|3|9|a1-a2A captures nothing by approach",
        "1. a1-b1A2 *|3|10|takes 1 stone, not 2",
        "1. a1-b1Q *|3|9|'Q'"
      })
  void illegalTurnsInAPgnRecord(String movetext, int line, int column, String message) {
    Problem p = firstError(LONE + movetext + "\n");
    assertEquals(line, p.line(), p.toString());
    assertEquals(column, p.column(), p.toString());
    assertTrue(p.message().contains(message), p.toString());
    assertEquals(1, p.turn());
    assertEquals(1, p.game());
    assertFalse(p.legalTurns().isEmpty(), p.toString());
  }

  @Test
  void aCapturedStoneCannotMove() {
    Problem p = firstError("1. f2-e3A2 d5-d4A3\n2. g3-f2W2 c3-d2A1\n3. d3-e3 *\n");
    assertEquals(3, p.line());
    assertEquals(4, p.column(), p.toString());
    assertEquals(3, p.turn());
    assertTrue(p.message().contains("no White stone on d3"), p.toString());
    assertTrue(p.legalTurns().contains("e3-d3W"), p.toString());
  }

  @Test
  void occupiedLandingPoint() {
    Problem p = firstError("\n1. a2-a3 *\n");
    assertEquals(2, p.line());
    assertEquals(7, p.column());
    assertTrue(p.message().contains("a3 is not empty"), p.toString());
  }

  @Test
  void ambiguousTurnNamesBothChoices() {
    Problem p = firstError("\n\n1. d3-e3 *\n");
    assertEquals(3, p.line());
    assertEquals(7, p.column());
    assertEquals(Optional.of(Side.WHITE), p.side());
    assertEquals(1, p.turn());
    assertEquals("d3-e3", p.turnText());
    assertTrue(p.message().contains("d3-e3A or d3-e3W"), p.toString());
  }

  @Test
  void aTurnAfterTheEndIsReported() {
    // White takes Black's last stone, then Black still "plays"
    Problem p = firstError("[FEN \"9/9/9/9/W1B6 w 0 1\"]\n\n1. a1-b1A c1-d1\n");
    assertTrue(
        p.message().contains("already over") || p.message().contains("no turn is legal"),
        p.toString());
    assertEquals(3, p.line());
    assertEquals(11, p.column());
  }

  @Test
  void resultThatContradictsTheGame() {
    Problem p = firstError("[Result \"0-1\"]\n[FEN \"9/9/9/9/W1B6 w 0 1\"]\n\n1. a1-b1A\n");
    assertTrue(p.message().contains("the result 0-1 contradicts the game"), p.toString());
    assertEquals(1, p.line());
    Problem m = firstError("[FEN \"9/9/9/9/W1B6 w 0 1\"]\n\n1. a1-b1A 0-1\n");
    assertEquals(3, m.line());
    assertEquals(11, m.column());
    assertTrue(m.message().contains("White wins"), m.toString());
    Problem q = firstError("[Result \"1-0\"]\n\n1. d3-e3W 0-1\n");
    assertEquals(1, q.line());
    assertTrue(q.message().contains("Result tag says 1-0"), q.toString());
  }

  @Test
  void badTagsAndUnknownVariants() {
    Problem p = firstError("[Event \"x\"]\n[Variant \"Chess\"]\n\n1. d3-e3W *\n");
    assertEquals(2, p.line());
    assertTrue(
        p.message().startsWith("unknown variant 'Chess'; known variants: Fanoron-Sivy"),
        p.toString());
    p = firstError("[Event x]\n\n1. d3-e3W *\n");
    assertEquals(1, p.line());
    assertTrue(p.message().contains("expected a tag"), p.toString());
    p = firstError("[Rules \"chain=sometimes\"]\n\n1. d3-e3W *\n");
    assertTrue(p.message().contains("chain"), p.toString());
  }

  @Test
  void unclosedCommentIsAnError() {
    Problem p = firstError("1. d3-e3W {never closed\n");
    assertEquals(1, p.line());
    assertEquals(11, p.column());
  }

  @Test
  void wrongAndMissingTurnNumbersAreWarnings() {
    GameRecord r =
        Records.read(
                RecordFormat.AW_LOG,
                "1. f2-e3A2 d5-d4A3 ; a comment\n3. g3-f2W2 c3-d2A1\n"
                    + "{a {comment}\ne3-d3W1 d2-d1W1-e1A4\n1-0\n")
            .get(0);
    List<Problem> all = r.problems();
    // the two comments are one warning of their own (issue 46), at the first, said last
    assertEquals(3, all.size(), all.toString());
    assertEquals(1, all.get(2).line(), all.toString());
    assertTrue(all.get(2).message().startsWith("2 comments are not kept"), all.toString());
    List<Problem> p = all.subList(0, 2);
    assertEquals(Problem.Severity.WARNING, p.get(0).severity());
    assertEquals(2, p.get(0).line());
    assertEquals(1, p.get(0).column());
    assertTrue(p.get(0).message().contains("turn number 3. where 2. was expected"), p.toString());
    assertEquals(4, p.get(1).line());
    assertTrue(p.get(1).message().contains("turn number 3. missing before e3-d3W1"), p.toString());
    Validation v = RecordValidator.validate(r);
    assertTrue(v.isLegal(), v.problems().toString());
    assertEquals(6, v.game().turns().size());
    assertEquals("1-0", r.result());
  }

  @Test
  void blackStartsAVelaLog() {
    GameRecord r = Records.read(RecordFormat.AW_LOG, "1... f4-e3A *").get(0);
    assertEquals("vela", r.variant().name());
    Validation v = RecordValidator.validate(r);
    assertEquals(1, v.game().turns().size(), v.problems().toString());
    assertTrue(RecordFormat.AW_LOG.text(r).startsWith("1... f4-e3A"), RecordFormat.AW_LOG.text(r));
  }

  @Test
  void aDrawingThatDoesNotMatchIsReported() {
    String text =
        RecordFormat.GAMERZ.text(Records.read(RecordFormat.AW_LOG, "1. f2-e3A2 *").get(0));
    String wrong = text.replaceFirst("(?m)^ 2  O", " 2  +");
    assertFalse(wrong.equals(text), text);
    Problem p = firstError(wrong);
    assertTrue(p.message().contains("the board drawing does not match"), p.toString());
    assertTrue(p.message().contains("a2"), p.toString());
    List<String> lines = List.of(wrong.split("\n"));
    int row = 0;
    while (row < lines.size() && !lines.get(row).startsWith(" 2  +")) {
      row++;
    }
    assertTrue(row < lines.size(), wrong);
    assertEquals(row + 1, p.line(), p.toString());
    assertEquals(5, p.column(), p.toString());
    assertEquals(0, p.turn());
  }

  @Test
  void problemsAreInFileOrder() {
    Validation v =
        RecordValidator.validate(
            Records.read(RecordFormat.AW_LOG, "1. d3-e3Q d5-d4A3\n3. g3-f2W2 c3-d2A1\n*\n").get(0));
    assertEquals(2, v.problems().size(), v.problems().toString());
    assertEquals(1, v.problems().get(0).line(), v.problems().toString());
    assertTrue(v.problems().get(0).isError(), v.problems().toString());
    assertEquals(2, v.problems().get(1).line(), v.problems().toString());
  }

  @Test
  void aResultGluedToATurnNumberIsAResult() {
    GameRecord r = Records.read(RecordFormat.AW_LOG, "1. f2-e3A2 d5-d4A3\n2.*\n").get(0);
    assertEquals(2, r.turns().size(), r.turns().toString());
    assertEquals("*", r.result());
    assertEquals(2, r.resultLine());
    assertEquals(3, r.resultColumn());
    GameRecord w =
        Records.read(RecordFormat.PGN, "[Event \"x\"]\n\n1. f2-e3A2 d5-d4A3 2.1-0\n").get(0);
    assertEquals(2, w.turns().size(), w.turns().toString());
    assertEquals("1-0", w.result());
  }
}
