package io.github.fanorona.examples.cli;

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
    assertTrue(r.errLines().get(0).startsWith(f + ":3:11: game 1: comment not closed"),
        r.toString());
    assertTrue(r.out().contains("[Event \"a\"]"), r.toString());
  }

  @Test
  void unreadableFilesSayWhereAndExitTwo(@TempDir Path dir) throws IOException {
    ToolRun missing = ToolRun.of("convert", "--to", "pgn", dir.resolve("nonexist.pgn").toString());
    assertEquals(2, missing.status(), missing.toString());
    assertEquals(
        "fanorona: " + dir.resolve("nonexist.pgn") + ": no such file", missing.errLines().get(0));
    ToolRun directory = ToolRun.of("convert", "--to", "aw", dir.toString());
    assertEquals(2, directory.status(), directory.toString());
    assertTrue(directory.errLines().get(0).startsWith("fanorona: " + dir + ": cannot read: "),
        directory.toString());
    Path broken = dir.resolve("broken.sgf");
    Files.writeString(broken, "(;GM[Fanorona", StandardCharsets.UTF_8);
    ToolRun sgf = ToolRun.of("convert", "--to", "gamerz", broken.toString());
    assertEquals(2, sgf.status(), sgf.toString());
    assertTrue(sgf.errLines().get(0).startsWith("fanorona: " + broken + ":1:6: "), sgf.toString());
    assertEquals("", sgf.out());
  }
}
