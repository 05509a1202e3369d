package io.github.fanorona.cli;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Game;
import io.github.fanorona.notation.GameRecord;
import io.github.fanorona.notation.RecordFormat;
import io.github.fanorona.notation.RecordReader;
import io.github.fanorona.notation.RecordStream;
import io.github.fanorona.notation.RecordValidator;
import io.github.fanorona.notation.Validation;
import io.github.fanorona.tables.AtomicFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Saving and loading games as records: the only place the terminal game touches the record formats
 * of {@code fanorona-notation}. A saved game is a PGN-style record (variant, rules and start
 * position in its tags); a loaded file may be in any format the library reads, and must hold
 * exactly one legal game.
 *
 * <pre>{@code
 * GameFiles.save(game, Path.of("game.pgn"), Map.of("White", "you", "Black", "engine"));
 * Game back = GameFiles.load(Path.of("game.pgn"));
 * }</pre>
 */
final class GameFiles {
  private GameFiles() {}

  static String pgn(Game game, Map<String, String> tags) {
    return RecordFormat.PGN.write(game, tags).text();
  }

  static void save(Game game, Path file, Map<String, String> tags) throws IOException {
    AtomicFile.writeString(file, pgn(game, tags));
  }

  /**
   * Reads the one game of a record file.
   *
   * @throws IllegalArgumentException if the file holds no game, several, or an illegal one
   */
  static Game load(Path file) throws IOException {
    ImmutableList<GameRecord> records;
    try (RecordStream games = RecordReader.open(file)) {
      records = ImmutableList.copyOf(games);
    } catch (UncheckedIOException e) {
      throw new IOException(FileNames.show(file) + ": " + e.getMessage(), e);
    }
    if (records.size() != 1) {
      throw new IllegalArgumentException(
          FileNames.show(file)
              + " holds "
              + RecordFiles.count(records.size(), "game")
              + "; load needs exactly one");
    }
    Validation v = RecordValidator.validate(records.get(0));
    if (!v.isLegal()) {
      throw new IllegalArgumentException(FileNames.show(file) + ": " + v.errors().get(0));
    }
    return v.game();
  }
}
