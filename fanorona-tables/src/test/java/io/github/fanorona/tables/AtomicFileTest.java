package io.github.fanorona.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 34, causes 4 and 9: a write honours what the name is. A regular file or a new name is
 * replaced atomically; a symbolic link is followed; a FIFO or a device is written, not replaced; a
 * crash's temporary file is cleaned up; a message names the file as given.
 */
class AtomicFileTest {
  private static String[] leftovers(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".tmp"))
          .toArray(String[]::new);
    }
  }

  @Test
  void aRegularFileIsReplacedAndKeepsItsPermissions(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("game.pgn");
    Files.writeString(file, "old");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw----"));
    AtomicFile.writeString(file, "new");
    assertEquals("new", Files.readString(file));
    assertEquals("rw-rw----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    AtomicFile.writeString(dir.resolve("fresh.pgn"), "x");
    assertEquals(
        "rw-r--r--",
        PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("fresh.pgn"))));
    assertEquals(0, leftovers(dir).length);
  }

  @Test
  void aSymlinkIsFollowedAndStaysALink(@TempDir Path dir) throws IOException {
    Path real = Files.createDirectory(dir.resolve("real")).resolve("game.pgn");
    Files.writeString(real, "old");
    Path link = Files.createSymbolicLink(dir.resolve("link.pgn"), Path.of("real/game.pgn"));
    Path chain = Files.createSymbolicLink(dir.resolve("chain.pgn"), link);
    AtomicFile.writeString(chain, "new");
    assertTrue(Files.isSymbolicLink(link));
    assertTrue(Files.isSymbolicLink(chain));
    assertEquals("new", Files.readString(real));
    // a dangling link: its target is made
    Path dangling = Files.createSymbolicLink(dir.resolve("later.pgn"), Path.of("real/later.pgn"));
    AtomicFile.writeString(dangling, "made");
    assertTrue(Files.isSymbolicLink(dangling));
    assertEquals("made", Files.readString(dir.resolve("real/later.pgn")));
    assertEquals(0, leftovers(dir).length + leftovers(real.getParent()).length);
  }

  @Test
  void aLoopOfLinksIsRefusedByItsName(@TempDir Path dir) throws IOException {
    Path a = dir.resolve("a.pgn");
    Files.createSymbolicLink(a, dir.resolve("b.pgn"));
    Files.createSymbolicLink(dir.resolve("b.pgn"), a);
    FileSystemException e =
        assertThrows(FileSystemException.class, () -> AtomicFile.writeString(a, "x"));
    assertEquals(a.toString(), e.getFile());
  }

  @Test
  void aFifoIsWrittenNotReplaced(@TempDir Path dir) throws Exception {
    Path fifo = dir.resolve("pipe.svg");
    Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
    assumeTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "no mkfifo");
    CompletableFuture<String> read =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return new String(Files.readAllBytes(fifo), StandardCharsets.UTF_8);
              } catch (IOException e) {
                return "failed: " + e;
              }
            });
    AtomicFile.writeString(fifo, "<svg/>");
    assertEquals("<svg/>", read.get(10, TimeUnit.SECONDS));
    assertTrue(
        Files.readAttributes(fifo, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isOther(),
        "the FIFO was replaced");
    assertEquals(0, leftovers(dir).length);
  }

  @Test
  void aDeviceIsWrittenNotReplaced() throws IOException {
    Path devNull = Path.of("/dev/null");
    assumeTrue(Files.exists(devNull));
    AtomicFile.writeString(devNull, "nothing");
    AtomicFile.write(devNull, out -> out.write(new byte[1000]));
    assertTrue(Files.readAttributes(devNull, BasicFileAttributes.class).isOther());
    assertEquals(0, Files.size(devNull));
  }

  /**
   * Issue 46: every name under /dev was written in place, without truncating, so a shorter text
   * left the old one's tail in a regular file of /dev/shm. What the file is decides: a regular file
   * there is replaced like any other.
   */
  @Test
  void aRegularFileUnderDevIsReplacedWhole() throws IOException {
    Path shm = Path.of("/dev/shm");
    assumeTrue(Files.isDirectory(shm) && Files.isWritable(shm));
    Path file = shm.resolve("fanorona-atomic-" + ProcessHandle.current().pid() + ".svg");
    try {
      AtomicFile.writeString(file, "<svg>a long old drawing</svg>");
      Object before = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
      AtomicFile.writeString(file, "<svg/>");
      assertEquals("<svg/>", Files.readString(file));
      assertTrue(Files.readAttributes(file, BasicFileAttributes.class).isRegularFile());
      // replaced by a new file, not written into
      assertFalse(
          java.util.Objects.equals(
              before, Files.readAttributes(file, BasicFileAttributes.class).fileKey()));
    } finally {
      Files.deleteIfExists(file);
    }
  }

  /** A link to a device is written through, by what it ends at: the link stays a link. */
  @Test
  void aLinkToADeviceIsWrittenThrough(@TempDir Path dir) throws IOException {
    Path devNull = Path.of("/dev/null");
    assumeTrue(Files.exists(devNull));
    Path link = Files.createSymbolicLink(dir.resolve("out.svg"), devNull);
    AtomicFile.writeString(link, "<svg/>");
    assertTrue(Files.isSymbolicLink(link));
    assertEquals(0, leftovers(dir).length);
    assertEquals(0, Files.size(devNull));
  }

  @Test
  void aFolderIsRefusedByTheNameGiven(@TempDir Path dir) throws IOException {
    Path folder = Files.createDirectory(dir.resolve("games"));
    FileSystemException e =
        assertThrows(FileSystemException.class, () -> AtomicFile.writeString(folder, "x"));
    assertEquals(folder.toString(), e.getFile());
    assertTrue(String.valueOf(e.getReason()).contains("folder"), e.getMessage());
    assertFalse(e.getMessage().contains(".tmp"), e.getMessage());
    assertEquals(0, leftovers(folder).length + leftovers(dir).length);
    Path missing = Path.of("no-such-folder-34", "game.pgn");
    FileSystemException m =
        assertThrows(FileSystemException.class, () -> AtomicFile.writeString(missing, "x"));
    assertEquals("no-such-folder-34/game.pgn", m.getFile());
    assertFalse(m.getMessage().contains(".tmp"), m.getMessage());
  }

  @Test
  void aCrashsTemporaryFileIsCleanedUpByTheNextWrite(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("game.pgn");
    // a process that is gone: one started and ended here
    Process gone = new ProcessBuilder("true").start();
    gone.waitFor(10, TimeUnit.SECONDS);
    Path left = dir.resolve(".game.pgn." + gone.pid() + "-1f2e3d.tmp");
    Files.writeString(left, "half a game");
    // a live process's temporary file (this one's, another thread's) is not touched
    Path live = dir.resolve(".game.pgn." + ProcessHandle.current().pid() + "-abc.tmp");
    Files.writeString(live, "being written");
    Path other = dir.resolve(".other.pgn." + gone.pid() + "-abc.tmp");
    Files.writeString(other, "another file's");
    AtomicFile.writeString(file, "whole");
    assertFalse(Files.exists(left));
    assertTrue(Files.exists(live));
    assertTrue(Files.exists(other));
    assertEquals("whole", Files.readString(file));
  }
}
