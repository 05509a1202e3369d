package io.github.fanorona.tables;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes a file atomically: into a temporary file of the same folder, forced to the disk, then
 * moved over the file in one step, so a reader or a crash sees the old file or the new one, never a
 * part of either. A symbolic link is followed (its target is replaced, the link stays); a character
 * device, a FIFO or a socket, such as {@code /dev/null} or {@code /dev/stdout} to a terminal or a
 * pipe, is written directly, never replaced: what the file is decides, not where it is. The one way
 * the library and the {@code fanorona} tool write a file: {@link EndgameTables#save}, {@code
 * play}'s save, {@code show --svg}. The file it replaces keeps its permissions; a new one gets
 * {@code rw-r--r--}.
 *
 * <pre>{@code
 * Path file = Files.createTempFile("game", ".pgn");
 * AtomicFile.writeString(file, "1. f2-e3A2 *\n");
 * AtomicFile.writeString(file, "*\n");
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
  private static final String TEMP_SUFFIX = ".tmp";

  /** The middle of a temporary file's name: the writing process's id, then a random number. */
  private static final Pattern TEMP_MIDDLE = Pattern.compile("(\\d{1,18})-[0-9a-f]{1,16}");

  private static final SecureRandom RANDOM = new SecureRandom();

  /** The longest chain of symbolic links followed, as the system's own limit (Linux's 40). */
  private static final int MAX_LINKS = 40;

  // the kinds of file in a unix mode, as stat(2) names them
  private static final int S_IFMT = 0170000;
  private static final int S_IFCHR = 0020000;
  private static final int S_IFIFO = 0010000;
  private static final int S_IFSOCK = 0140000;

  private AtomicFile() {}

  /**
   * What writes the content, given the temporary file's stream: the tables write theirs straight to
   * it ({@link EndgameTables#save}); a program writes text with {@link #writeString}.
   */
  @FunctionalInterface
  interface Content {
    /** Writes the content to the temporary file's stream, which it does not close. */
    void writeTo(OutputStream out) throws IOException;
  }

  /**
   * Writes a text in UTF-8, atomically. What the name is decides how: a regular file or a new name
   * is replaced atomically; a symbolic link is followed and its target replaced so (the link
   * stays); a character device, a FIFO or a socket (such as {@code /dev/null}, or {@code
   * /dev/stdout} to a terminal or a pipe) is written directly, never replaced; a folder or a block
   * device is refused. A temporary file that a writer killed mid-save left beside the file is
   * deleted by the next write of that file.
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
   * @throws IOException if the folder is missing or not writable, the name is a folder, or writing
   *     fails; the message names the file as given
   */
  public static void writeString(Path file, String text) throws IOException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    write(file, out -> out.write(bytes));
  }

  /**
   * Writes a file atomically with what a content writes, as {@link #writeString} writes a text (the
   * same ways for each kind of name, the same errors).
   */
  static void write(Path file, Content content) throws IOException {
    try {
      if (isDirect(file)) {
        // Written through the name given: the system follows /dev/stdout to whatever it is now.
        try (OutputStream out = Files.newOutputStream(file, StandardOpenOption.WRITE)) {
          content.writeTo(out);
        }
        return;
      }
      Path target = followLinks(file);
      if (Files.isDirectory(target)) {
        throw new FileSystemException(file.toString(), null, "is a folder, not a file");
      }
      replace(target, content);
    } catch (FileSystemException e) {
      throw named(file, e);
    }
  }

  /** The name a chain of symbolic links ends at (perhaps one that does not exist yet). */
  private static Path followLinks(Path file) throws IOException {
    Path p = file;
    for (int hops = 0; Files.isSymbolicLink(p); hops++) {
      if (hops == MAX_LINKS) {
        throw new FileSystemException(file.toString(), null, "too many levels of symbolic links");
      }
      Path link = Files.readSymbolicLink(p);
      Path parent = p.toAbsolutePath().getParent();
      p = parent == null ? link : parent.resolve(link);
    }
    return p;
  }

  /**
   * Whether a name is written directly: it is, after every link (the system's own links too, such
   * as {@code /dev/stdout} to {@code /proc/self/fd/1} to a pipe), a character device, a FIFO or a
   * socket. What the file is decides, never where it is: a regular file in {@code /dev/shm} is
   * replaced like any other.
   */
  private static boolean isDirect(Path file) throws IOException {
    BasicFileAttributes a;
    try {
      a = Files.readAttributes(file, BasicFileAttributes.class);
    } catch (NoSuchFileException e) {
      return false; // a new name, or a link to one
    } catch (FileSystemException e) {
      return false; // a loop of links: following them says so in the tool's words
    }
    if (!a.isOther()) {
      return false;
    }
    int kind;
    try {
      kind = ((Integer) Files.getAttribute(file, "unix:mode")) & S_IFMT;
    } catch (UnsupportedOperationException | IllegalArgumentException e) {
      return true; // no unix view to tell the kinds of "other" apart: written as it is
    }
    if (kind == S_IFCHR || kind == S_IFIFO || kind == S_IFSOCK) {
      return true;
    }
    // a block device (a disk) is neither written through nor replaced
    throw new FileSystemException(file.toString(), null, "is a device, not a file");
  }

  private static void replace(Path file, Content content) throws IOException {
    Path target = file.toAbsolutePath();
    Path folder = target.getParent();
    Path name = target.getFileName();
    if (folder == null || name == null) {
      throw new FileSystemException(file.toString(), null, "not a file name");
    }
    String prefix = "." + name + ".";
    deleteLeftovers(folder, prefix);
    // Same folder, so the move is a rename on one file system; a dot name keeps it out of sight.
    Path temp;
    try {
      temp = createTemp(folder, prefix);
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
   * A new temporary file {@code .NAME.PID-RANDOM.tmp}, private to its owner: the process id tells a
   * later write whether the process that made it is gone (then the file is a crash's leftover).
   */
  private static Path createTemp(Path folder, String prefix) throws IOException {
    String pid = Long.toString(ProcessHandle.current().pid());
    boolean posix =
        Files.getFileStore(folder).supportsFileAttributeView(PosixFileAttributeView.class);
    for (int tries = 0; ; tries++) {
      Path temp =
          folder.resolve(
              prefix + pid + "-" + Long.toHexString(RANDOM.nextLong() >>> 1) + TEMP_SUFFIX);
      try {
        return posix
            ? Files.createFile(
                temp,
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")))
            : Files.createFile(temp);
      } catch (FileAlreadyExistsException e) {
        if (tries == 100) {
          throw e;
        }
      }
    }
  }

  /**
   * Deletes the temporary files of this name whose process is gone: a writer killed mid-save left
   * them. Those of a live process (another thread, or another program writing the same file) are
   * left alone; one that cannot be deleted is only ignored.
   */
  private static void deleteLeftovers(Path folder, String prefix) throws IOException {
    long self = ProcessHandle.current().pid();
    try (DirectoryStream<Path> entries =
        Files.newDirectoryStream(
            folder,
            p -> {
              String n = p.getFileName().toString();
              return n.startsWith(prefix) && n.endsWith(TEMP_SUFFIX);
            })) {
      for (Path p : entries) {
        String n = p.getFileName().toString();
        Matcher m =
            TEMP_MIDDLE.matcher(n.substring(prefix.length(), n.length() - TEMP_SUFFIX.length()));
        if (m.matches()) {
          long pid = Long.parseLong(m.group(1));
          if (pid != self && !ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
            try {
              Files.deleteIfExists(p);
            } catch (IOException e) {
              // not ours to fight over: the write goes on with a temporary file of its own
            }
          }
        }
      }
    } catch (DirectoryIteratorException | IOException e) {
      // a folder that cannot be listed can still be written to: the leftovers stay
    }
  }

  /** The same kind of exception, naming the file as the caller gave it. */
  private static IOException named(Path file, FileSystemException e) {
    String given = file.toString();
    if (given.equals(e.getFile()) && e.getOtherFile() == null) {
      return e;
    }
    FileSystemException out;
    if (e instanceof NoSuchFileException) {
      out = new NoSuchFileException(given, null, e.getReason());
    } else if (e instanceof AccessDeniedException) {
      out = new AccessDeniedException(given, null, e.getReason());
    } else {
      out = new FileSystemException(given, null, e.getReason());
    }
    out.initCause(e);
    return out;
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
