package io.github.fanorona.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tables file: its checksum, its format version and its atomic save. */
class EndgameTablesFileTest {
  private static final Position THREE = Position.parse("9/2W6/4W4/9/4B4 w 0 1");
  private static EndgameTables two;
  private static EndgameTables three;

  @BeforeAll
  static void build() {
    two = EndgameTables.build(2, 1);
    three = EndgameTables.build(3, 1);
  }

  private static byte[] inflate(byte[] file) throws IOException {
    try (InflaterInputStream in = new InflaterInputStream(new ByteArrayInputStream(file))) {
      return in.readAllBytes();
    }
  }

  private static byte[] deflate(byte[] data) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (OutputStream out = new DeflaterOutputStream(bytes)) {
      out.write(data);
    }
    return bytes.toByteArray();
  }

  @Test
  void savedTablesLoadBackEqual(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("three.tables");
    three.save(file);
    EndgameTables back = EndgameTables.load(file);
    assertEquals(three.toString(), back.toString());
    assertEquals(three.probe(THREE, Ruleset.standard()), back.probe(THREE, Ruleset.standard()));
  }

  /**
   * A flipped bit that zlib's Adler-32 cannot see (the data deflated again with it) is refused: the
   * checksum covers the decoded content. Version 1 loaded such a file and probed a wrong verdict.
   */
  @Test
  void aFlipInTheDecodedDataIsRefusedNamingTheFile(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("three.tables");
    three.save(file);
    byte[] data = inflate(Files.readAllBytes(file));
    for (int at : List.of(40, data.length / 2, data.length - 9)) {
      byte[] flipped = data.clone();
      flipped[at] ^= 1 << (at % 8);
      Path bad = dir.resolve("flip-" + at + ".tables");
      Files.write(bad, deflate(flipped));
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> EndgameTables.load(bad));
      assertTrue(e.getMessage().startsWith(bad + ": damaged"), e.getMessage());
      assertTrue(e.getMessage().contains("checksum"), e.getMessage());
    }
  }

  /**
   * Every single-bit flip of a whole file is refused or, where zlib ignores the bit, harmless. By
   * default every seventh bit (every bit of a byte in turn, as 7 and 8 are coprime); {@code -Plong}
   * (which sets {@code fanorona.long}) flips each bit.
   */
  @Test
  void everyFlippedBitOfAFileIsRefusedOrHarmless(@TempDir Path dir) throws IOException {
    int step = Boolean.getBoolean("fanorona.long") ? 1 : 7;
    Path file = dir.resolve("two.tables");
    two.save(file);
    byte[] bytes = Files.readAllBytes(file);
    byte[] data = inflate(bytes);
    Path bad = dir.resolve("bad.tables");
    int refused = 0;
    int tried = 0;
    for (int bit = 0; bit < bytes.length * 8; bit += step) {
      tried++;
      byte[] flipped = bytes.clone();
      flipped[bit / 8] ^= (byte) (1 << (bit % 8));
      Files.write(bad, flipped);
      try {
        EndgameTables.load(bad);
        assertEquals(List.of(data.length), List.of(inflate(flipped).length), "bit " + bit);
        assertTrue(java.util.Arrays.equals(data, inflate(flipped)), "bit " + bit + " loaded");
      } catch (IllegalArgumentException e) {
        assertTrue(e.getMessage().startsWith(bad + ": "), e.getMessage());
        refused++;
      }
    }
    assertTrue(refused > tried * 7 / 8, refused + " of " + tried + " refused");
  }

  @Test
  void aVersionOneFileIsRefusedWithItsVersion(@TempDir Path dir) throws IOException {
    ByteArrayOutputStream data = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(new DeflaterOutputStream(data))) {
      out.writeUTF("fanorona-sivy-tables 1");
      out.writeInt(2);
      out.write(new byte[45 * 44]);
    }
    Path old = dir.resolve("old.tables");
    Files.write(old, data.toByteArray());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> EndgameTables.load(old));
    assertEquals(
        old
            + ": endgame tables of format 1, this version reads only formats 2 (with a checksum) and 3;"
            + " build them again",
        e.getMessage());
  }

  @Test
  void aFileOfSomethingElseIsRefusedNamingTheFile(@TempDir Path dir) throws IOException {
    Path text = dir.resolve("notes.txt");
    Files.writeString(text, "hello");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> EndgameTables.load(text));
    assertTrue(e.getMessage().startsWith(text + ": "), e.getMessage());
  }

  /** Issue 46: a folder was refused as "Is a directory", naming nothing. */
  @Test
  void aFolderIsRefusedNamingIt(@TempDir Path dir) throws IOException {
    Path folder = Files.createDirectory(dir.resolve("tables"));
    java.nio.file.FileSystemException e =
        assertThrows(java.nio.file.FileSystemException.class, () -> EndgameTables.load(folder));
    assertEquals(folder.toString(), e.getFile());
    assertTrue(e.getMessage().startsWith(folder + ": "), e.getMessage());
  }

  /**
   * Saving replaces the file by a new one in one move instead of writing into it: another name of
   * the old file (a hard link, as a reader's open handle) still sees the old content whole, and no
   * temporary file is left behind. Version 1 wrote in place, so a kill while saving lost the file.
   */
  @Test
  void saveReplacesTheFileAtomically(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("tables");
    Files.writeString(file, "old content");
    Path link = Files.createLink(dir.resolve("link"), file);
    two.save(file);
    assertEquals("old content", Files.readString(link));
    assertEquals(two.toString(), EndgameTables.load(file).toString());
    try (var names = Files.list(dir)) {
      assertEquals(
          List.of("link", "tables"), names.map(p -> p.getFileName().toString()).sorted().toList());
    }
  }
}
