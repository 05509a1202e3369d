package io.github.fanorona.tables;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Writes a file atomically: into a temporary file of the same folder, forced to the disk, then
 * moved over the file in one step, so a reader or a crash sees the old file or the new one, never a
 * part of either. The one way the library and the {@code fanorona} tool write a file: {@link
 * EndgameTables#save}, {@code play}'s save, {@code show --svg}. The file it replaces keeps its
 * permissions; a new one gets {@code rw-r--r--}.
 *
 * <pre>{@code
 * Path file = Files.createTempFile("game", ".pgn");
 * AtomicFile.writeString(file, "1. f2-e3A2 *\n");
 * AtomicFile.write(file, out -> out.write(new byte[] {'*', '\n'}));
 * Files.readString(file);   // "*\n"
 * Files.delete(file);
 * }</pre>
 *
 * <p>Thread safety: Static methods only, thread-safe; two threads writing one file leave one of the
 * two contents whole.
 *
 * @since 1.0.0
 */
public final class AtomicFile {
  private AtomicFile() {}

  /**
   * What writes the content, given the temporary file's stream.
   *
   * @since 1.0.0
   */
  @FunctionalInterface
  public interface Content {
    /**
     * Writes the content.
     *
     * <pre>{@code
     * Path file = Files.createTempFile("content", ".bin");
     * AtomicFile.write(file, out -> out.write(new byte[] {1, 2, 3}));
     * Files.size(file);   // 3
     * Files.delete(file);
     * }</pre>
     *
     * @param out the temporary file's stream; not to be closed
     * @throws IOException if writing fails
     */
    void writeTo(OutputStream out) throws IOException;
  }

  /**
   * Writes a text in UTF-8, atomically.
   *
   * <pre>{@code
   * Path file = Files.createTempFile("game", ".svg");
   * AtomicFile.writeString(file, "<svg/>");
   * Files.readString(file);   // "<svg/>"
   * Files.delete(file);
   * }</pre>
   *
   * @param file the file to write or replace
   * @param text the text
   * @throws IOException if the folder is missing or not writable, or writing fails; the message
   *     names the file
   */
  public static void writeString(Path file, String text) throws IOException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    write(file, out -> out.write(bytes));
  }

  /**
   * Writes a file atomically with what a content writes.
   *
   * <pre>{@code
   * Path file = Files.createTempFile("tables", ".bin");
   * AtomicFile.write(file, out -> out.write(new byte[] {1, 2, 3}));
   * Files.size(file);   // 3
   * Files.delete(file);
   * }</pre>
   *
   * @param file the file to write or replace
   * @param content what writes the bytes
   * @throws IOException if the folder is missing or not writable, or writing fails; the message
   *     names the file
   */
  public static void write(Path file, Content content) throws IOException {
    Path target = file.toAbsolutePath();
    Path folder = target.getParent();
    if (folder == null || target.getFileName() == null) {
      throw new IOException(file + ": not a file name");
    }
    // Same folder, so the move is a rename on one file system; a dot name keeps it out of sight.
    Path temp;
    try {
      temp = Files.createTempFile(folder, "." + target.getFileName() + ".", ".tmp");
    } catch (NoSuchFileException e) {
      throw new NoSuchFileException(file.toString(), null, "no such folder");
    } catch (AccessDeniedException e) {
      throw new AccessDeniedException(file.toString(), null, "permission denied in its folder");
    }
    try {
      try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
        OutputStream out = Channels.newOutputStream(channel);
        content.writeTo(out);
        out.flush();
        channel.force(true);
      }
      keepPermissions(target, temp);
      try {
        Files.move(
            temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(temp);
    }
  }

  /**
   * A temporary file is private to its owner; the file it replaces keeps its permissions, and a new
   * one gets the usual rw-r--r--.
   */
  private static void keepPermissions(Path target, Path temp) throws IOException {
    if (!Files.getFileStore(temp).supportsFileAttributeView(PosixFileAttributeView.class)) {
      return;
    }
    Set<PosixFilePermission> permissions =
        Files.exists(target)
            ? Files.getPosixFilePermissions(target)
            : PosixFilePermissions.fromString("rw-r--r--");
    Files.setPosixFilePermissions(temp, permissions);
  }
}
