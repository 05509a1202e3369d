package io.github.fanorona.cli;

import io.github.fanorona.core.FanoronaException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * How the tool names a file in what it prints: escaped like the contents it quotes (a newline in a
 * name cannot forge a line of output, an {@code ESC} cannot reach the terminal), and with the
 * reason a file cannot be used in words ({@code no such file}, {@code permission denied}).
 *
 * <pre>{@code FileNames.show(Path.of("a\nb.pgn"))   // "a\\nb.pgn"}</pre>
 */
final class FileNames {
  private FileNames() {}

  /** A file's name as the tool prints it. */
  static String show(Object file) {
    return FanoronaException.escape(String.valueOf(file));
  }

  /** {@code FILE: reason}, the file named as the exception says or as given. */
  static String problem(Path file, IOException e) {
    return show(file) + ": " + reason(e);
  }

  /** {@code FILE: reason} for an exception that names its own file, else its message. */
  static String problem(IOException e) {
    if (e instanceof FileSystemException f && f.getFile() != null) {
      return show(f.getFile()) + ": " + reason(e);
    }
    return FanoronaException.escape(String.valueOf(e.getMessage()));
  }

  /** Why a file cannot be used, in words. */
  static String reason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NotDirectoryException) {
      return "not a folder";
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return FanoronaException.escape(f.getReason().toLowerCase(Locale.ROOT));
    }
    String message = e.getMessage();
    return "cannot read: "
        + (message == null ? e.getClass().getSimpleName() : FanoronaException.escape(message));
  }
}
