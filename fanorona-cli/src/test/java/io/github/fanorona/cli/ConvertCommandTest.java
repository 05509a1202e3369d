package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConvertCommandTest {
  @Test
  void readErrorsAreReportedWithTheirPlaceAndExitOne(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("bad.pgn");
    Files.writeString(f, "[Event \"a\"]\n\n1. d3-e3W {never closed\n", StandardCharsets.UTF_8);
    ToolRun r = ToolRun.of("convert", "--to", "pgn", f.toString());
    assertEquals(1, r.status(), r.toString());
    assertEquals(1, r.errLines().size(), r.toString());
    assertTrue(
        r.errLines().get(0).startsWith(f + ":3:11: game 1: comment not closed"), r.toString());
    assertTrue(r.out().contains("[Event \"a\"]"), r.toString());
  }

  /** Issue 19: a tag the target format cannot hold was changed with exit 0 and no word. */
  @Test
  void aTagTheFormatCannotHoldIsAWarningAndExitOne(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("tags.sgf");
    Files.writeString(f, "(;GM[Fanorona]TAG[My Key \"v\"]TAG[Elo \"1500\"];P0[1 Move D 2 E 3])\n");
    ToolRun r = ToolRun.of("convert", "--to", "pgn", f.toString());
    assertEquals(1, r.status(), r.toString());
    assertEquals(
        java.util.List.of(
            f
                + ": warning: game 1, tag 'My Key': not written: a PGN-style key is 1-256"
                + " letters, digits and '_' (no space, punctuation or symbol)"),
        r.errLines(),
        r.toString());
    assertTrue(r.out().contains("[Elo \"1500\"]"), r.out());
    assertEquals(0, ToolRun.of("convert", "--to", "sgf", f.toString()).status());
  }

  @Test
  void unreadableFilesSayWhereAndExitTwo(@TempDir Path dir) throws IOException {
    ToolRun missing = ToolRun.of("convert", "--to", "pgn", dir.resolve("nonexist.pgn").toString());
    assertEquals(2, missing.status(), missing.toString());
    assertEquals(
        "fanorona: " + dir.resolve("nonexist.pgn") + ": no such file", missing.errLines().get(0));
    ToolRun directory = ToolRun.of("convert", "--to", "aw", dir.toString());
    assertEquals(2, directory.status(), directory.toString());
    assertTrue(
        directory.errLines().get(0).startsWith("fanorona: " + dir + ": cannot read: "),
        directory.toString());
    Path broken = dir.resolve("broken.sgf");
    Files.writeString(broken, "(;GM[Fanorona", StandardCharsets.UTF_8);
    ToolRun sgf = ToolRun.of("convert", "--to", "gamerz", broken.toString());
    assertEquals(2, sgf.status(), sgf.toString());
    assertTrue(sgf.errLines().get(0).startsWith("fanorona: " + broken + ":1:6: "), sgf.toString());
    assertEquals("", sgf.out());
  }

  @Test
  void everyFormatConvertsToEveryOtherAndValidatesTheSame(@TempDir Path dir) throws IOException {
    Path sgf = Path.of("../examples/data/boardspace-2008-02-07.sgf");
    for (String from : new String[] {"pgn", "aw", "gamerz", "sgf"}) {
      ToolRun first = ToolRun.of("convert", "--to", from, sgf.toString());
      assertEquals(0, first.status(), first.toString());
      Path f = dir.resolve("game." + from);
      Files.writeString(f, first.out(), StandardCharsets.UTF_8);
      for (String to : new String[] {"pgn", "aw", "gamerz", "sgf"}) {
        ToolRun r = ToolRun.of("convert", "--to", to, f.toString());
        assertEquals(0, r.status(), from + " to " + to + ": " + r);
        Path g = dir.resolve("again." + to);
        Files.writeString(g, r.out(), StandardCharsets.UTF_8);
        ToolRun v = ToolRun.of("validate", g.toString());
        assertEquals("1 game, 38 turns, 0 problems", v.lastLine(), from + " to " + to + r.out());
      }
    }
  }

  @Test
  void theValidGamesOfAFileAreConvertedWhenOneIsBad(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("mixed.aw");
    Files.writeString(
        f, "1. f2-e3A2 *\n{Variant \"chess\"} 1. d3-e3W *\n1. d3-e3W *\n", StandardCharsets.UTF_8);
    ToolRun r = ToolRun.of("convert", "--to", "pgn", f.toString());
    assertEquals(1, r.status(), r.toString());
    assertTrue(r.errLines().get(0).contains("game 2: unknown variant 'chess'"), r.toString());
    assertEquals(3, r.out().split("\\[Result ", -1).length - 1, r.out());
  }

  /** Issue 14: a placement string in a capture variant made convert write nothing at all. */
  @Test
  void theValidGamesAreConvertedWhenOneStartsFromAPlacementString(@TempDir Path dir)
      throws IOException {
    Path f = dir.resolve("placement.pgn");
    Files.writeString(
        f,
        "[Event \"a\"]\n\n1. f2-e3A2 *\n\n[Event \"b\"]\n"
            + "[FEN \"BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 0 0 1\"]\n\n"
            + "1. f2-e3A2 *\n\n[Event \"c\"]\n\n1. d3-e3W *\n",
        StandardCharsets.UTF_8);
    for (String to : new String[] {"aw", "pgn", "gamerz", "sgf"}) {
      ToolRun r = ToolRun.of("convert", "--to", to, f.toString());
      assertEquals(1, r.status(), r.toString());
      assertTrue(r.err().contains("game 2"), r.toString());
      assertTrue(r.out().contains("f2-e3A") || r.out().contains("F 2 E 3"), r.toString());
      assertTrue(r.out().contains("d3-e3W") || r.out().contains("D 3 E 3"), r.toString());
    }
  }

  @Test
  void aFileThatBreaksHalfWayKeepsTheGamesBeforeAndExitsTwo(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("half.sgf");
    Files.writeString(
        f,
        "(;GM[Fanorona];P0[1 Capture A F 2 E 3];P0[2 done])\n(;GM[Fanorona",
        StandardCharsets.UTF_8);
    ToolRun r = ToolRun.of("convert", "--to", "aw", f.toString());
    assertEquals(2, r.status(), r.toString());
    assertTrue(r.out().startsWith("1. f2-e3A2\n*\n"), r.toString());
    ToolRun v = ToolRun.of("validate", f.toString());
    assertEquals(2, v.status(), v.toString());
    assertEquals("1 game, 1 turn, 0 problems", v.lastLine(), v.toString());
  }

  /** Issue 33: the record of the issue, with a comment, a variation and a mark. */
  private static final String ANNOTATED =
      "[Event \"club\"]\n[Result \"*\"]\n\n"
          + "1. f2-e3A2 {a good start} (1. d3-e3W1 {also}) 1... d5-d4A3 2. e3-d3A $1 {end} *\n";

  /** Issue 33: comments and variations became turns or vanished, with exit 0. */
  @Test
  void anAnnotatedGameConvertsWholeToPgnAndSgf(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("annotated.pgn");
    Files.writeString(f, ANNOTATED, StandardCharsets.UTF_8);
    ToolRun validate = ToolRun.of("validate", f.toString());
    assertEquals(0, validate.status(), validate.toString());
    assertEquals("1 game, 3 turns, 0 problems", validate.lastLine(), validate.toString());
    for (String to : new String[] {"pgn", "sgf"}) {
      ToolRun r = ToolRun.of("convert", "--to", to, f.toString());
      assertEquals(0, r.status(), r.toString());
      assertEquals("", r.err(), r.toString());
      Path g = dir.resolve("again." + to);
      Files.writeString(g, r.out(), StandardCharsets.UTF_8);
      ToolRun back = ToolRun.of("convert", "--to", "pgn", g.toString());
      assertEquals(0, back.status(), back.toString());
      assertTrue(
          back.out()
              .contains(
                  "1. f2-e3A2 {a good start} (1. d3-e3W1 {also}) 1... d5-d4A3\n"
                      + "2. e3-d3A1 $1 {end}\n"),
          back.toString());
    }
  }

  /** Issue 33: what an A/W log cannot hold is one warning each, and exit 1. */
  @Test
  void anAnnotatedGameToAnAwLogWarnsPerDroppedFact(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("annotated.pgn");
    Files.writeString(f, ANNOTATED, StandardCharsets.UTF_8);
    ToolRun r = ToolRun.of("convert", "--to", "aw", f.toString());
    assertEquals(1, r.status(), r.toString());
    assertEquals("{Event \"club\"}\n1. f2-e3A2 d5-d4A3\n2. e3-d3A1\n*\n", r.out());
    assertEquals(4, r.errLines().size(), r.toString());
    assertTrue(
        r.errLines()
            .get(1)
            .equals(
                f
                    + ": warning: game 1: turn 1 (White): variation 1 (1 turns) is not written: an"
                    + " A/W log holds the main line only"),
        r.toString());
  }

  /** Issue 33: an illegal turn (here in a variation) is a problem convert reports, exit 1. */
  @Test
  void anIllegalTurnInAVariationIsReportedAndExitsOne(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("bad.pgn");
    Files.writeString(f, "[Event \"a\"]\n\n1. f2-e3A2 (1. a1-a2) *\n", StandardCharsets.UTF_8);
    ToolRun r = ToolRun.of("convert", "--to", "pgn", f.toString());
    assertEquals(1, r.status(), r.toString());
    assertTrue(
        r.errLines().get(0).startsWith(f + ":3:19: game 1, turn 1, variation 1, turn 1 (White): "),
        r.toString());
  }

  /**
   * Issue 46: a fact the reader skipped with a warning was dropped by convert with exit 0 and no
   * word; validate listed it. Each is now printed as validate prints it, and the exit is 1.
   */
  @Test
  void everyFactTheReaderSkippedIsPrintedAndExitsOne(@TempDir Path dir) throws IOException {
    Path pgn = dir.resolve("skips.pgn");
    Files.writeString(
        pgn, "[Event \"x\"]\n\n$1 1. d3-e3W1 (1. f2-e3A2 1-0) *\n", StandardCharsets.UTF_8);
    Path sgf = dir.resolve("steps.sgf");
    Files.writeString(
        sgf,
        "(;GM[Fanorona];P0[1 Capture A F 2 E 3](;P0[2 done])(;P0[2 done]C[lost]))\n",
        StandardCharsets.UTF_8);
    Path aw = dir.resolve("notes.aw");
    Files.writeString(aw, "1. d3-e3W {a note} *\n", StandardCharsets.UTF_8);
    String[][] expected = {
      {
        pgn + ":3:1: game 1: warning: a mark $1 before any turn is not kept",
        pgn + ":3:27: game 1: warning: a result inside a variation is ignored: '1-0'"
      },
      {sgf + ":1:52: game 1: warning: a variation between the steps of a turn: it is skipped"},
      {aw + ":1:11: game 1: warning: a comment is not kept"}
    };
    Path[] files = {pgn, sgf, aw};
    for (int i = 0; i < files.length; i++) {
      for (String to : new String[] {"pgn", "sgf"}) {
        ToolRun r = ToolRun.of("convert", "--to", to, files[i].toString());
        assertEquals(1, r.status(), r.toString());
        assertEquals(expected[i].length, r.errLines().size(), r.toString());
        for (int k = 0; k < expected[i].length; k++) {
          assertTrue(r.errLines().get(k).startsWith(expected[i][k]), r.toString());
        }
      }
    }
  }

  /** Issue 46: a warning line printed the file's name raw, so a line end in it forged a line. */
  @Test
  void aWarningLineEscapesTheFilesName(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("two\nlines.sgf");
    Files.writeString(f, "(;GM[Fanorona]TAG[My Key \"v\"];P0[1 Move D 2 E 3])\n");
    ToolRun r = ToolRun.of("convert", "--to", "pgn", f.toString());
    assertEquals(1, r.status(), r.toString());
    assertEquals(1, r.errLines().size(), r.toString());
    assertTrue(
        r.errLines().get(0).startsWith(dir + "/two\\nlines.sgf: warning: game 1, tag 'My Key'"),
        r.toString());
  }
}
