package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ValidateCommandTest {
  private static final Path SGF = Path.of("../examples/data/boardspace-2008-02-07.sgf");

  @Test
  void theBoardspaceRecordIsLegal() {
    ToolRun r = ToolRun.of("validate", SGF.toString());
    assertEquals(0, r.status(), r.err());
    assertEquals("1 game, 38 turns, 0 problems\n", r.out().replace("\r\n", "\n"));
  }

  @Test
  void anIllegalTurnIsReportedWithItsPlace(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("bad.aw");
    Files.writeString(f, "1. f2-e3A2 d5-d4A3\n2. g3-f2W2 c3-c2\n*\n", StandardCharsets.UTF_8);
    ToolRun r = ToolRun.of("validate", f.toString());
    assertEquals(1, r.status(), r.err());
    String[] lines = r.out().split("\\R");
    assertEquals(2, lines.length, r.out());
    assertTrue(lines[0].startsWith(f + ":2:15: game 1, turn 2 (Black): c3-c2: "), lines[0]);
    assertEquals("1 game, 4 turns, 1 problem", lines[1]);
  }

  @Test
  void unreadableFilesExitWithTwo(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("broken.sgf");
    Files.writeString(f, "(;GM[Fanorona", StandardCharsets.UTF_8);
    ToolRun r = ToolRun.of("validate", f.toString(), dir.resolve("missing.pgn").toString());
    assertEquals(2, r.status());
    assertTrue(r.err().contains("broken.sgf:1:6:"), r.err());
    assertTrue(r.err().contains("missing.pgn: no such file"), r.err());
    assertEquals("0 games, 0 turns, 0 problems\n", r.out().replace("\r\n", "\n"));
  }

  @ParameterizedTest(name = "--to {0}")
  @ValueSource(strings = {"pgn", "aw", "gamerz"})
  void convertedRecordsValidateAgain(String to, @TempDir Path dir) throws IOException {
    ToolRun c = ToolRun.of("convert", "--to", to, SGF.toString());
    assertEquals(0, c.status(), c.err());
    assertTrue(c.out().contains("d2-d1W1-e1A4"), c.out());
    Path f = dir.resolve("game." + to);
    Files.writeString(f, c.out(), StandardCharsets.UTF_8);
    ToolRun v = ToolRun.of("validate", f.toString());
    assertEquals(0, v.status(), v.out());
    assertEquals("1 game, 38 turns, 0 problems\n", v.out().replace("\r\n", "\n"));
  }

  @Test
  void anUnknownTargetFormatIsBadInput() {
    assertEquals(2, ToolRun.of("convert", "--to", "xml", SGF.toString()).status());
  }

  /**
   * Issue 14: validate held the whole file and every record, about 80 times the file's size, and
   * ran out of memory with a stack trace and exit 1; it now reads one game at a time: by default
   * 6,000 games in 16 MiB (80 times the file is about twice the heap), under {@code -Plong} 40,000
   * in 32 MiB.
   */
  @Test
  void aFileOfManyGamesValidatesInASmallHeap(@TempDir Path dir) throws Exception {
    boolean full = Boolean.getBoolean("fanorona.long");
    int games = full ? 40_000 : 6_000;
    String heap = full ? "32m" : "16m";
    Path f = dir.resolve("many.pgn");
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < games; i++) {
      sb.append("[Event \"e")
          .append(i)
          .append("\"]\n\n1. f2-e3A2 d5-d4A3\n2. g3-f2W2 c3-d2A1\n*\n\n");
    }
    Files.writeString(f, sb, StandardCharsets.UTF_8);
    ToolProcess p = ToolProcess.run(heap, "validate", f.toString());
    assertEquals(0, p.status(), p.err());
    assertEquals(games + " games, " + games * 4 + " turns, 0 problems", p.out().strip(), p.err());
    ToolProcess c = ToolProcess.run(heap, "convert", "--to", "aw", f.toString());
    assertEquals(0, c.status(), c.err());
    assertEquals(games, c.out().split("\\{Event ", -1).length - 1);
  }

  /** Out of memory is exit 3 and one line, never exit 1 (an illegal game) nor a stack trace. */
  @Test
  void runningOutOfMemoryIsExitThreeAndOneLine(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("long.aw");
    StringBuilder sb = new StringBuilder("{FEN \"8B/9/9/9/W8 w 0 1\"}\n");
    for (int n = 1; n <= 50_000; n++) {
      sb.append(n).append(n % 2 == 1 ? ". a1-a2 i5-i4\n" : ". a2-a1 i4-i5\n");
    }
    Files.writeString(f, sb.append("*\n"), StandardCharsets.UTF_8);
    ToolProcess p = ToolProcess.run("16m", "validate", f.toString());
    assertEquals(FanoronaCli.INTERNAL_ERROR, p.status(), p.toString());
    assertEquals(1, p.errLines().size(), p.err());
    assertTrue(p.err().contains("out of memory"), p.err());
  }
}
