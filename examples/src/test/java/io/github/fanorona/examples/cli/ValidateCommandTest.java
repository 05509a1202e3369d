package io.github.fanorona.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValidateCommandTest {
  private static final Path SGF = Path.of("data/boardspace-2008-02-07.sgf");

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

  @Test
  void convertedRecordsValidateAgain(@TempDir Path dir) throws IOException {
    for (String to : new String[] {"pgn", "aw", "gamerz"}) {
      ToolRun c = ToolRun.of("convert", "--to", to, SGF.toString());
      assertEquals(0, c.status(), c.err());
      assertTrue(c.out().contains("d2-d1W1-e1A4"), c.out());
      Path f = dir.resolve("game." + to);
      Files.writeString(f, c.out(), StandardCharsets.UTF_8);
      ToolRun v = ToolRun.of("validate", f.toString());
      assertEquals(0, v.status(), v.out());
      assertEquals("1 game, 38 turns, 0 problems\n", v.out().replace("\r\n", "\n"));
    }
    assertEquals(2, ToolRun.of("convert", "--to", "xml", SGF.toString()).status());
  }
}
