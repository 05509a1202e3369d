package io.github.fanorona.notation;

import java.util.List;
import java.util.Map;

/**
 * Writes PGN-style records (NOTATION.md §5.1): the tags in the usual order (Event, Site, Date,
 * Round, White, Black, Result, Variant, Rules, Vela, FEN, Termination, then any others), a blank
 * line, the A/W movetext with stone counts and the result, and a blank line between games.
 *
 * <pre>{@code
 * String pgn = PgnWriter.write(GameRecord.of(game, Map.of("White", "alice"), RecordFormat.PGN));
 * // [White "alice"]
 * // [Result "*"]
 * //
 * // 1. f2-e3A2 d5-d4A3
 * // *
 * }</pre>
 */
public final class PgnWriter {
  private PgnWriter() {}

  /**
   * Writes one game.
   *
   * <pre>{@code PgnWriter.write(record)}</pre>
   *
   * @param record the record
   * @return its text, ending with a newline
   */
  public static String write(GameRecord record) {
    String result = record.result();
    if (result.equals("*")) {
      result = RecordTags.replay(record).outcome().map(o -> o.resultString()).orElse("*");
    }
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, String> e : RecordTags.forWriting(record, result).entrySet()) {
      sb.append('[').append(e.getKey().replaceAll("[^A-Za-z0-9_]", "_")).append(" \"")
          .append(e.getValue().replace("\\", "\\\\").replace("\"", "\\\"")
              .replaceAll("[\\r\\n]", " "))
          .append("\"]\n");
    }
    sb.append('\n');
    sb.append(Movetext.write(Movetext.texts(record, true), record.start(), result));
    return sb.toString();
  }

  /**
   * Writes several games separated by blank lines.
   *
   * <pre>{@code PgnWriter.writeAll(records)}</pre>
   *
   * @param records the records
   * @return the text
   */
  public static String writeAll(List<GameRecord> records) {
    StringBuilder sb = new StringBuilder();
    for (GameRecord r : records) {
      if (sb.length() > 0) {
        sb.append('\n');
      }
      sb.append(write(r));
    }
    return sb.toString();
  }
}
