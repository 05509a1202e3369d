package io.github.fanorona.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 46, the library's part: every fact a reader skips is said, a writer says when what it
 * writes will not read back whole, and the limits report what they cut as cut.
 */
class SkippedFactsTest {
  private static List<String> messages(GameRecord r) {
    return RecordValidator.validate(r).problems().stream().map(Problem::toString).toList();
  }

  @Test
  void aCommentOfAnAwLogIsAWarningNotSilence() {
    GameRecord r =
        Records.read(
                RecordFormat.AW_LOG,
                "{White \"ann\"}\n{a friendly game}\n1. f2-e3A2 {good} d5-d4A3 ; so-so\n*\n")
            .get(0);
    assertEquals("ann", r.tags().get("White"));
    List<String> m = messages(r);
    // one warning a game, at the first, with the count: a log of many comments says it once
    assertEquals(
        List.of(
            "2:1: game 1: warning: 3 comments are not kept: this format's records hold none"
                + " (PGN-style and SGF records do)"),
        m);
  }

  @Test
  void aCommentOfAGamerzRecordIsAWarning() {
    GameRecord r =
        Records.read(
                RecordFormat.GAMERZ,
                "Board: 12\nWhite (a): ann\nBlack (b): bo\nResult: *\n\nHistory:\n"
                    + "1. f2-e3A2 {good} d5-d4A3\n")
            .get(0);
    List<String> m = messages(r);
    assertEquals(1, m.size(), m.toString());
    assertTrue(m.get(0).contains("warning: a comment is not kept"), m.toString());
  }

  /** The PGN writer's escapes double a comment of closing braces: 8 turns became 4 on reading. */
  @Test
  void aGameWrittenPastWhatAReaderKeepsIsAWarning() {
    Game g = Game.start(Variant.sivy());
    for (int i = 0; i < 8; i++) {
      g = g.play(g.legalTurns().get(0));
    }
    GameRecord plain = GameRecord.of(g, Map.of(), RecordFormat.PGN);
    RecordLine tree = plain.tree();
    for (int i = 0; i < 8; i++) {
      tree = tree.withNode(i, tree.nodes().get(i).withComment("}".repeat(500_000)));
    }
    GameRecord big = plain.toBuilder().tree(tree).build();
    List<WriteWarning> warnings = new ArrayList<>();
    String pgn = RecordFormat.PGN.text(RecordValidator.validate(big), warnings);
    assertTrue(pgn.length() > RecordLines.MAX_GAME_TEXT, "a test of a long game");
    assertEquals(1, warnings.size(), warnings.toString());
    assertTrue(warnings.get(0).message().contains("will not read back whole"), warnings.toString());
    // the warning is true: the game read back is not whole
    assertTrue(AnnotatedGamesTest.read(pgn).turns().size() < 8);
    // an SGF holds it whole: no warning
    List<WriteWarning> none = new ArrayList<>();
    String sgf = RecordFormat.BOARDSPACE_SGF.text(RecordValidator.validate(big), none);
    assertEquals(List.of(), none);
    assertEquals(8, AnnotatedGamesTest.read(sgf).turns().size());
  }

  @Test
  void aLoneSurrogateInACommentOrATagIsWrittenAsTheReplacementCharacterAndSaid() {
    GameRecord r = AnnotatedGamesTest.read("[Event \"a\uD800b\"]\n\n1. f2-e3A2 {x\uDC00y} *\n");
    for (RecordFormat f : List.of(RecordFormat.PGN, RecordFormat.BOARDSPACE_SGF)) {
      List<WriteWarning> warnings = new ArrayList<>();
      String text = f.text(RecordValidator.validate(r), warnings);
      assertEquals(2, warnings.size(), f + ": " + warnings);
      assertTrue(
          warnings.get(0).toString().contains("lone surrogate (U+D800"), warnings.toString());
      assertTrue(
          warnings.get(1).toString().contains("lone surrogate (U+DC00"), warnings.toString());
      assertTrue(text.contains("a\uFFFDb") && text.contains("x\uFFFDy"), text);
    }
    // a pair is no lone surrogate
    List<WriteWarning> none = new ArrayList<>();
    RecordFormat.PGN.text(
        RecordValidator.validate(AnnotatedGamesTest.read("1. f2-e3A2 {\uD83D\uDE00} *\n")), none);
    assertEquals(List.of(), none);
  }

  @Test
  void theValidatorsProblemsInVariationsAreBounded() {
    int many = GameRecord.MAX_PROBLEMS + 500;
    String pgn = "[Event \"v\"]\n\n1. f2-e3A2 " + "(1. a1-a2) ".repeat(many) + "*\n";
    GameRecord r = AnnotatedGamesTest.read(pgn);
    assertEquals(many, r.tree().nodes().get(0).variations().size());
    List<Problem> problems = RecordValidator.validate(r).problems();
    assertEquals(GameRecord.MAX_PROBLEMS, problems.size());
    assertTrue(
        problems.get(problems.size() - 1).message().contains("the later ones are not listed"),
        problems.get(problems.size() - 1).toString());
  }

  @Test
  void aCommentCutByTheLineLimitIsSaidToBeCut() {
    String pgn =
        "[Event \"a\"]\n\n1. d3-e3W {" + "x".repeat(RecordLines.MAX_LINE + 10) + "} d5-d4A *\n";
    List<Problem> problems = AnnotatedGamesTest.read(pgn).problems();
    assertTrue(problems.get(0).message().startsWith("comment cut by a size limit"), problems + "");
    assertTrue(problems.stream().noneMatch(p -> p.message().contains("not closed")));
  }

  @Test
  void aCommentCutByTheGameLimitIsSaidToBeCut() {
    String line = "x".repeat(999) + "\n";
    String pgn =
        "[Event \"a\"]\n\n1. d3-e3W {"
            + line.repeat(RecordLines.MAX_GAME_TEXT / 1000 + 10)
            + "} d5-d4A *\n";
    List<Problem> problems = AnnotatedGamesTest.read(pgn).problems();
    assertTrue(problems.get(0).message().startsWith("comment cut by a size limit"), problems + "");
    assertTrue(problems.stream().noneMatch(p -> p.message().contains("not closed")));
  }

  /** An SGF nested past the reader's limit stopped the whole file; PGN skips what is too deep. */
  @Test
  void anSgfNestedTooDeepSkipsWhatIsTooDeepAndReadsOn() {
    int deep = 10_001;
    String sgf =
        "(;GM[Fanorona];P0[1 Move D 3 E 3]"
            + "(;P0[1 Move F 2 E 3]C[a ) in a value]".repeat(deep)
            + ")".repeat(deep + 1)
            + "\n(;GM[Fanorona];P0[1 Move D 3 E 3];P0[2 done])\n";
    List<GameRecord> games = Records.read(RecordFormat.BOARDSPACE_SGF, sgf);
    assertEquals(2, games.size());
    assertTrue(
        games.get(0).problems().stream()
            .anyMatch(p -> p.message().contains("nested deeper than 10000 levels")),
        games.get(0).problems().toString());
    assertEquals(1, games.get(1).turns().size());
    assertEquals(List.of(), games.get(1).problems());
  }

  /** NOTATION.md's list of comment escapes said a backslash and a line break for \\ and \r. */
  @Test
  void notationMdListsTheCommentEscapesTheWriterWrites() throws IOException {
    String md = Files.readString(Path.of("NOTATION.md"));
    assertTrue(
        md.contains(
            "inside the braces `\\\\` stands for a backslash, `\\}` for a closing\n"
                + "  brace, `\\r` for a carriage return"),
        "PGN-style escapes");
    assertTrue(
        md.contains("`\\]` and `\\\\` are SGF's escapes and\n  `\\r` stands for a carriage return"),
        "SGF escapes");
    assertFalse(md.lines().anyMatch(l -> l.startsWith("` ")), "a code span broken by a line end");
    // and they are what the writer writes
    String pgn =
        RecordFormat.PGN.text(
            GameRecord.of(Game.start(Variant.sivy()).play("f2-e3A"), Map.of(), RecordFormat.PGN)
                .toBuilder()
                .tree(RecordLine.of("\\}\r", List.of()))
                .build());
    assertTrue(pgn.contains("{\\\\\\}\\r}"), pgn);
  }
}
