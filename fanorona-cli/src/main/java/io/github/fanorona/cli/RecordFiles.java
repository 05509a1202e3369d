package io.github.fanorona.cli;

import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.notation.GameRecord;
import io.github.fanorona.notation.RecordReader;
import io.github.fanorona.notation.RecordStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Reads the games of record files one at a time for {@code validate} and {@code convert}, so a file
 * of any size is read in bounded memory, and says on standard error why a file cannot be read
 * ({@code fanorona: FILE: no such file}, {@code FILE: permission denied}, {@code FILE:LINE:COL:
 * reason}), the file's name escaped ({@link FileNames}).
 *
 * <pre>{@code boolean whole = RecordFiles.forEachGame(path, err, record -> ...);}</pre>
 */
final class RecordFiles {
  private RecordFiles() {}

  /**
   * Hands every game of a file to {@code action}, in file order.
   *
   * @return whether the whole file could be read; if not, the reason is on {@code err} and the
   *     games before it were handed over
   */
  static boolean forEachGame(Path file, PrintWriter err, Consumer<GameRecord> action) {
    try (RecordStream games = RecordReader.open(file)) {
      while (games.hasNext()) {
        action.accept(games.next());
      }
      return true;
    } catch (IOException e) {
      err.println("fanorona: " + FileNames.problem(file, e));
    } catch (UncheckedIOException e) {
      err.println(
          "fanorona: " + FileNames.problem(file, java.util.Objects.requireNonNull(e.getCause())));
    } catch (FanoronaParseException e) {
      err.println(
          "fanorona: "
              + FileNames.show(file)
              + ":"
              + e.line()
              + ":"
              + e.column()
              + ": "
              + e.reason());
    }
    return false;
  }

  /**
   * Runs a command's work, turning a lack of memory into exit status 3 with one line: the memory a
   * game held is free again once its loop is left, so the line can still be printed.
   */
  static int guarded(PrintWriter err, java.util.function.IntSupplier work) {
    try {
      return work.getAsInt();
    } catch (OutOfMemoryError e) {
      err.println("fanorona: internal error: out of memory (" + e.getMessage() + ")");
      err.flush();
      return FanoronaCli.INTERNAL_ERROR;
    }
  }

  static String count(int n, String word) {
    return n + " " + word + (n == 1 ? "" : "s");
  }
}
