package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.FanoronaParseException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * Reads game records in any of the formats the library knows, telling them apart by their content:
 * a Boardspace SGF archive starts with {@code (;}, a PGN-style file has {@code [Tag "value"]}
 * lines, a Gamerz-style record has a {@code Board:} or {@code White (a):} header or pasted {@code
 * fanorona move} commands, and anything else is read as an A/W move log.
 *
 * <pre>{@code
 * for (GameRecord r : RecordReader.read(Path.of("examples/data/boardspace-2008-02-07.sgf"))) {
 *   Validation v = RecordValidator.validate(r);
 *   System.out.println(v.outcome().map(Object::toString).orElse("unfinished"));
 * }
 * }</pre>
 */
public final class RecordReader {
  private static final Pattern PGN_TAG =
      Pattern.compile("(?m)^\\s*\\[[A-Za-z]");
  private static final Pattern GAMERZ_HEADER =
      Pattern.compile("(?mi)^\\s*(Board|White \\(a\\)|Black \\(b\\))\\s*:");
  private static final Pattern GAMERZ_COMMAND =
      Pattern.compile("(?mi)^[ \\t>|]*fanorona[ \\t]+move\\b");

  private RecordReader() {}

  /**
   * Tells which format a text is in.
   *
   * <pre>{@code RecordReader.detect("[Event \"x\"]\n\n1. d3-e3W *")   // PGN}</pre>
   *
   * @param input the records, perhaps after a byte order mark
   * @return the format
   */
  public static RecordFormat detect(String input) {
    String text = withoutBom(input);
    String t = text.stripLeading();
    if (t.startsWith("(") && t.substring(1).stripLeading().startsWith(";")) {
      return RecordFormat.BOARDSPACE_SGF;
    }
    if (PGN_TAG.matcher(text).find()) {
      return RecordFormat.PGN;
    }
    if (GAMERZ_HEADER.matcher(text).find() || GAMERZ_COMMAND.matcher(text).find()) {
      return RecordFormat.GAMERZ;
    }
    return RecordFormat.AW_LOG;
  }

  /**
   * Reads every game of a text, in whatever format it is.
   *
   * <pre>{@code RecordReader.read("1. f2-e3A2 d5-d4A3 *").get(0).turns().size()   // 2}</pre>
   *
   * @param text the records
   * @return the games in file order, each with the problems found while reading it
   * @throws FanoronaParseException if the text cannot be read as records at all
   */
  public static ImmutableList<GameRecord> read(String text) {
    return read(text, detect(text));
  }

  /** Ends every line with {@code \n}, so that old Mac files ({@code \r} alone) count lines too. */
  static String unixLines(String text) {
    return text.indexOf('\r') < 0 ? text : text.replace("\r\n", "\n").replace('\r', '\n');
  }

  /** Drops a leading byte order mark, which editors on Windows put before UTF-8 text. */
  private static String withoutBom(String text) {
    return text.startsWith("\uFEFF") ? text.substring(1) : text;
  }

  /**
   * Reads every game of a text in a given format.
   *
   * <pre>{@code RecordReader.read(text, RecordFormat.PGN)}</pre>
   *
   * @param input the records, perhaps after a byte order mark
   * @param format the format
   * @return the games
   * @throws FanoronaParseException if the text cannot be read in that format
   */
  public static ImmutableList<GameRecord> read(String input, RecordFormat format) {
    String text = unixLines(withoutBom(input));
    return switch (format) {
      case BOARDSPACE_SGF -> BoardspaceSgf.read(text);
      case PGN -> {
        ImmutableList<GameRecord> games = PgnReader.readAll(text);
        if (games.isEmpty()) {
          throw new FanoronaParseException("no game found", 1, 1, 0);
        }
        yield games;
      }
      case GAMERZ -> GamerzRecord.readAll(text);
      default -> MoveLog.read(text);
    };
  }

  /**
   * Reads every game of a UTF-8 file.
   *
   * <pre>{@code RecordReader.read(Path.of("games.pgn"))}</pre>
   *
   * @param file the file
   * @return the games
   * @throws IOException if the file cannot be read
   * @throws FanoronaParseException if it is not UTF-8 text or cannot be read as records
   */
  public static ImmutableList<GameRecord> read(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(java.nio.ByteBuffer.wrap(bytes))
          .toString();
    } catch (CharacterCodingException e) {
      throw new FanoronaParseException("the file is not UTF-8 text", 1, 1, 0);
    }
    return read(text);
  }
}
