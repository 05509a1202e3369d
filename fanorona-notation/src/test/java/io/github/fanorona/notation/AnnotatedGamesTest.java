package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 33: comments, variations and marks read, kept, edited, validated and written. */
class AnnotatedGamesTest {
  /** The record of the issue: one comment, one variation, a mark. */
  static final String ISSUE =
      "[Event \"club\"]\n"
          + "[Result \"*\"]\n"
          + "\n"
          + "1. f2-e3A2 {a good start} (1. d3-e3W1 {also}) 1... d5-d4A3 2. e3-d3A $1 {end} *\n";

  static GameRecord read(String text) {
    // a text in memory: nothing to close
    return RecordReader.open(new StringReader(text)).next();
  }

  @Test
  void theIssuesRecordIsReadWhole() {
    GameRecord r = read(ISSUE);
    assertEquals(List.of(), RecordValidator.validate(r).problems());
    RecordLine main = r.tree();
    assertEquals(3, r.turns().size());
    assertEquals("a good start", main.nodes().get(0).comment());
    RecordLine v = main.nodes().get(0).variations().get(0);
    assertEquals("d3-e3W1", v.nodes().get(0).turn().text());
    assertEquals("also", v.nodes().get(0).comment());
    assertEquals(List.of(1), main.nodes().get(2).marks());
    assertEquals("end", main.nodes().get(2).comment());
  }

  @Test
  void theIssuesRecordRoundTripsThroughPgnAndPgnIsStable() {
    GameRecord r = read(ISSUE);
    List<WriteWarning> warnings = new ArrayList<>();
    String pgn = RecordFormat.PGN.text(RecordValidator.validate(r), warnings);
    assertEquals(
        "[Event \"club\"]\n[Result \"*\"]\n\n"
            + "1. f2-e3A2 {a good start} (1. d3-e3W1 {also}) 1... d5-d4A3\n"
            + "2. e3-d3A1 $1 {end}\n*\n",
        pgn);
    assertEquals(List.of(), warnings);
    GameRecord back = read(pgn);
    assertEquals(List.of(), RecordValidator.validate(back).problems());
    assertEquals(
        "<> f2-e3A2 [] <a good start> ( <> d3-e3W1 [] <also> ) d5-d4A3 [] <> e3-d3A1 [1] <end>",
        Shapes.of(back.tree()));
    assertEquals(pgn, RecordFormat.PGN.text(back));
  }

  @Test
  void toAnAwLogEachDroppedFactIsAWarning() {
    GameRecord r = read(ISSUE);
    List<WriteWarning> warnings = new ArrayList<>();
    String log = RecordFormat.AW_LOG.text(RecordValidator.validate(r), warnings);
    assertEquals("{Event \"club\"}\n1. f2-e3A2 d5-d4A3\n2. e3-d3A1\n*\n", log);
    assertEquals(
        List.of(
            "game 1: turn 1 (White): the comment after the turn is not written: an A/W log holds"
                + " no comments",
            "game 1: turn 1 (White): variation 1 (1 turns) is not written: an A/W log holds the"
                + " main line only",
            "game 1: turn 2 (White): the mark $1 is not written: an A/W log holds no numeric"
                + " marks",
            "game 1: turn 2 (White): the comment after the turn is not written: an A/W log holds"
                + " no comments"),
        warnings.stream().map(WriteWarning::toString).toList());
  }

  @Test
  void aProblemInAVariationNamesItsPath() {
    GameRecord r =
        read(
            "[Event \"x\"]\n\n1. f2-e3A2 d5-d4A3 2. e3-d3A1 (2. g3-f2W2 (2. a1-a2) 2... c3-d2A1) *\n");
    List<String> problems =
        RecordValidator.validate(r).problems().stream().map(Problem::toString).toList();
    assertEquals(1, problems.size(), problems.toString());
    assertTrue(
        problems
            .get(0)
            .startsWith(
                "3:50: game 1, turn 2, variation 1, turn 2, variation 1, turn 2 (White): a1-a2"),
        problems.get(0));
  }

  @Test
  void promoteAndDemoteMoveVariations() {
    GameRecord r = read(ISSUE);
    RecordLine promoted = r.tree().promoteVariation(0, 0);
    assertEquals("d3-e3W1", promoted.nodes().get(0).turn().text());
    assertEquals(1, promoted.turns().size());
    RecordLine old = promoted.nodes().get(0).variations().get(0);
    assertEquals(
        List.of("f2-e3A2", "d5-d4A3", "e3-d3A"),
        old.turns().stream().map(RecordedTurn::text).toList());
    assertEquals(r.tree(), promoted.promoteVariation(0, 0));
    RecordLine two =
        r.tree().addVariation(0, RecordLine.ofTurns(List.of(RecordedTurn.at("d2-e3A", 0, 0))));
    RecordLine swapped = two.demoteVariation(0, 0);
    assertEquals("d2-e3A", swapped.nodes().get(0).variations().get(0).turns().get(0).text());
    assertEquals(two, swapped.promoteVariation(0, 1));
    assertEquals(1, two.removeVariation(0, 1).nodes().get(0).variations().size());
    assertThrows(IndexOutOfBoundsException.class, () -> two.demoteVariation(0, 1));
  }

  @Test
  void aCommentAfterATurnIsSetAndClearedThroughItsNode() {
    GameRecord r = read(ISSUE);
    RecordLine main = r.tree();
    assertTrue(main.isAnnotated());
    RecordLine cleared = main.withNode(2, main.nodes().get(2).withComment(""));
    assertEquals("", cleared.nodes().get(2).comment());
    assertEquals("a good start", cleared.nodes().get(0).comment());
    assertEquals(main, cleared.withNode(2, main.nodes().get(2)));
    assertFalse(RecordLine.ofTurns(r.turns()).isAnnotated());
    assertThrows(IndexOutOfBoundsException.class, () -> main.withNode(3, main.nodes().get(0)));
  }

  @Test
  void glyphsStandForTheirPgnMarks() {
    String[] glyphs = {"", "!", "?", "!!", "??", "!?", "?!"};
    for (int mark = 0; mark < glyphs.length; mark++) {
      assertEquals(mark, RecordNode.glyphMark(glyphs[mark]), glyphs[mark]);
    }
  }
}
