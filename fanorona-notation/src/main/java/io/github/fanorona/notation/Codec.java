package io.github.fanorona.notation;

import java.io.Reader;
import java.util.List;
import java.util.Optional;

/**
 * What every record format does, so that {@link RecordFormat} can select one: read games one at a
 * time from a stream, and write a replayed game.
 *
 * <pre>{@code
 * Codec.Games games = RecordFormat.PGN.codec().games(reader, 1);
 * Optional<GameRecord> first = games.next();
 * }</pre>
 */
interface Codec {
  /** The games of one text, read on demand. */
  interface Games {
    /**
     * Reads the next game.
     *
     * @return the game, or empty at the end of the text
     * @throws io.github.fanorona.core.FanoronaParseException if the text cannot be read on
     * @throws java.io.UncheckedIOException if reading fails
     */
    Optional<GameRecord> next();
  }

  /**
   * Starts reading games.
   *
   * @param in the text, perhaps after a byte order mark
   * @param firstLine the number of the text's first line
   * @return the games
   */
  Games games(Reader in, int firstLine);

  /**
   * Returns what is said about a text with no game at all.
   *
   * @return the message, naming what this format expects
   */
  String nothingFound();

  /**
   * Writes a game.
   *
   * @param game the replayed record
   * @param tree the replay of its variations (the validation keeps it to itself)
   * @param out where its text goes, ending with a newline
   * @param warnings where each fact the format cannot hold exactly is reported
   */
  void write(Validation game, Replayed tree, StringBuilder out, List<WriteWarning> warnings);
}
