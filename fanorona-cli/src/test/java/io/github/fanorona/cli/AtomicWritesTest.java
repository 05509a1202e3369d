package io.github.fanorona.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Game;
import io.github.fanorona.core.Variant;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Every file the tool writes replaces the old one in one move (a temporary file of the same folder,
 * then a rename) instead of being written into: another name of the old file (a hard link, which
 * sees what an open handle or a crash would) keeps the old content whole, and no temporary file is
 * left behind.
 */
// It swaps System.in, which no other class may do at the same time.
@ResourceLock("java.lang.System.in")
class AtomicWritesTest {
  @TempDir Path dir;

  /** An existing file with a second name, the link, that must keep the old content. */
  private Path oldFile(String name) throws IOException {
    Path file = dir.resolve(name);
    Files.writeString(file, "old content");
    Files.createLink(dir.resolve(name + ".link"), file);
    return file;
  }

  private void assertReplaced(Path file) throws IOException {
    assertEquals("old content", Files.readString(dir.resolve(file.getFileName() + ".link")));
    try (var names = Files.list(dir)) {
      List<String> left = names.map(p -> p.getFileName().toString()).sorted().toList();
      assertEquals(List.of(file.getFileName().toString(), file.getFileName() + ".link"), left);
    }
  }

  @Test
  void showSvgReplacesThePicture() throws IOException {
    Path svg = oldFile("board.svg");
    ToolRun r = ToolRun.of("show", "--svg", svg.toString(), "f2-e3A");
    assertEquals(0, r.status(), r.toString());
    assertTrue(
        Files.readString(svg).startsWith("<svg") || Files.readString(svg).startsWith("<?xml"));
    assertReplaced(svg);
  }

  @Test
  void playsSaveReplacesTheGame() throws IOException {
    Path pgn = oldFile("game.pgn");
    InputStream saved = System.in;
    System.setIn(
        new ByteArrayInputStream(
            ("f2-e3A\nsave " + pgn + "\nquit\n").getBytes(StandardCharsets.UTF_8)));
    ToolRun r;
    try {
      r = ToolRun.of("play", "--side", "both");
    } finally {
      System.setIn(saved);
    }
    assertEquals(0, r.status(), r.toString());
    assertTrue(Files.readString(pgn).contains("f2-e3A"), Files.readString(pgn));
    assertReplaced(pgn);
  }

  @Test
  void gameFilesSaveReplacesTheGame() throws IOException {
    Path pgn = oldFile("saved.pgn");
    GameFiles.save(Game.start(Variant.sivy()).play("f2-e3A"), pgn, Map.of());
    assertEquals("f2-e3A", GameFiles.load(pgn).turns().get(0).toString());
    assertReplaced(pgn);
  }

  @Test
  void tablesBuildReplacesTheTables() throws IOException {
    Path tables = oldFile("two.tables");
    ToolRun r = ToolRun.of("tables", "build", "--stones", "2", tables.toString());
    assertEquals(0, r.status(), r.toString());
    assertEquals(
        0,
        ToolRun.of("tables", "probe", "--fen", "9/9/4W4/9/4B4 w 0 1", tables.toString()).status());
    assertReplaced(tables);
  }

  /** Issue 34, cause 4: a symbolic link is followed (it stays a link); a device is not replaced. */
  @Test
  void aSaveThroughASymlinkOrToADeviceKeepsWhatTheNameIs() throws IOException {
    Path real = dir.resolve("real.pgn");
    Files.writeString(real, "old content");
    Path link = Files.createSymbolicLink(dir.resolve("link.pgn"), real.getFileName());
    GameFiles.save(Game.start(Variant.sivy()).play("f2-e3A"), link, Map.of());
    assertTrue(Files.isSymbolicLink(link));
    assertEquals("f2-e3A", GameFiles.load(real).turns().get(0).toString());
    Path svg = Files.createSymbolicLink(dir.resolve("board.svg"), Path.of("/dev/null"));
    assertEquals(0, ToolRun.of("show", "--svg", svg.toString(), "f2-e3A").status());
    assertTrue(Files.isSymbolicLink(svg));
    ToolRun r = ToolRun.of("tables", "build", "--stones", "2", "/dev/null");
    assertEquals(0, r.status(), r.toString());
    assertTrue(Files.readAttributes(Path.of("/dev/null"), BasicFileAttributes.class).isOther());
    assertEquals(0, Files.size(Path.of("/dev/null")));
  }

  /** Issue 34, cause 9: a save to a folder names the folder as given, not a temporary file. */
  @Test
  void aSaveToAFolderNamesTheFolder() throws IOException {
    Path folder = Files.createDirectory(dir.resolve("games"));
    ToolRun r = ToolRun.of("show", "--svg", folder.toString(), "f2-e3A");
    assertTrue(r.status() != 0, r.toString());
    assertTrue(r.toString().contains(folder + ": is a folder"), r.toString());
    assertFalse(r.toString().contains(".tmp"), r.toString());
  }
}
