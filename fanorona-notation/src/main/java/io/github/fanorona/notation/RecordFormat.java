package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.FanoronaParseException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The text formats a game record can come in (<a
 * href="{@docRoot}/doc-files/NOTATION.html#4-aw-move-logs">NOTATION.md §4</a> and <a
 * href="{@docRoot}/doc-files/NOTATION.html#5-game-records">§5</a>), each read and written the same
 * way: {@link #reader} streams the games of a text, {@link #read} reads them all, {@link #write}
 * writes one game, replaying it once.
 *
 * <pre>{@code
 * GameRecord r = RecordFormat.PGN.read("[White \"ann\"]\n\n1. f2-e3A2 *\n").get(0);
 * String log = RecordFormat.AW_LOG.write(r);          // "{White \"ann\"}\n1. f2-e3A2\n*\n"
 * String sgf = RecordFormat.BOARDSPACE_SGF.write(r);  // "(;GM[Fanorona]VV[1]\nP0[id \"ann\"]\n..."
 * }</pre>
 *
 * @since 1.0.0
 */
// Each codec holds no state (its fields are constants; a read's state lives in objects it makes
// per call), so sharing one through the enum is safe though Codec is not marked @Immutable.
@SuppressWarnings("ImmutableEnumChecker")
public enum RecordFormat {
  /** Tags in brackets followed by A/W movetext; many games per file (§5.1). */
  PGN("pgn", new PgnRecord()),
  /** A bare numbered move list in A/W notation, one game after another (§4). */
  AW_LOG("aw", new MoveLog()),
  /** Richard's PBeM Server record: header, history and the ASCII board (§5.2). */
  GAMERZ("gamerz", new GamerzRecord()),
  /** A Boardspace.net SGF archive (§5.3). */
  BOARDSPACE_SGF("sgf", new BoardspaceSgf());

  private final String word;
  private final Codec codec;

  RecordFormat(String word, Codec codec) {
    this.word = word;
    this.codec = codec;
  }

  /**
   * {@return the short name used on the command line ({@code pgn}, {@code aw}, {@code gamerz},
   * {@code sgf})}
   *
   * <pre>{@code RecordFormat.AW_LOG.word()   // "aw"}</pre>
   */
  public String word() {
    return word;
  }

  /**
   * Returns the format with a short name, in any case.
   *
   * <pre>{@code RecordFormat.byWord("SGF")   // Optional[BOARDSPACE_SGF]}</pre>
   *
   * @param name {@code pgn}, {@code aw}, {@code gamerz} or {@code sgf}
   * @return the format, or empty for another name
   */
  public static Optional<RecordFormat> byWord(String name) {
    for (RecordFormat f : values()) {
      if (f.word.equals(name.toLowerCase(Locale.ROOT))) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }

  Codec codec() {
    return codec;
  }

  /**
   * Reads the games of a text in this format one at a time.
   *
   * <pre>{@code
   * try (RecordStream games = RecordFormat.PGN.open(new StringReader("[White \"ann\"]\n\n1. d3-e3W *"))) {
   *   games.next().tags().get("White");   // "ann"
   * }
   * }</pre>
   *
   * @param in the text, perhaps after a byte order mark; closed by {@link RecordStream#close()}
   * @return the games
   */
  public RecordStream open(Reader in) {
    return reader(new java.io.BufferedReader(GuardedText.guard(in)), 1);
  }

  RecordStream reader(Reader in, int firstLine) {
    return new RecordStream(codec.games(in, firstLine), in, codec.nothingFound());
  }

  /**
   * Reads every game of a text in this format.
   *
   * <pre>{@code RecordFormat.AW_LOG.read("1. d3-e3W *\n1. f2-e3A2 *").size()   // 2}</pre>
   *
   * @param text the records, perhaps after a byte order mark
   * @return the games in file order, each with the problems found while reading it
   * @throws FanoronaParseException if the text holds no game, or its structure is broken
   */
  public ImmutableList<GameRecord> read(String text) {
    return ImmutableList.copyOf(open(new StringReader(text)));
  }

  /**
   * Writes one game, replaying it once: the turns it can replay in canonical notation with stone
   * counts, the rest as written, and every tag.
   *
   * <pre>{@code
   * Game game = Game.start(Variant.sivy()).play("f2-e3A");
   * GameRecord record = GameRecord.of(game, Map.of("White", "ann"), RecordFormat.PGN);
   * RecordFormat.PGN.write(record);   // "[White \"ann\"]\n[Result \"*\"]\n\n1. f2-e3A2\n*\n"
   * }</pre>
   *
   * @param record the record
   * @return its text, ending with a newline
   */
  public String write(GameRecord record) {
    return write(RecordValidator.validate(record));
  }

  /**
   * Writes one game already replayed by {@link RecordValidator#validate}, without replaying it
   * again.
   *
   * <pre>{@code
   * GameRecord record = RecordReader.read("1. f2-e3A2 d5-d4A3 *").get(0);
   * String text = RecordFormat.GAMERZ.write(RecordValidator.validate(record));
   * text.contains("History:\n1. f2-e3A2 d5-d4A3\n");   // true
   * }</pre>
   *
   * @param game the validation of the record
   * @return its text, ending with a newline
   */
  public String write(Validation game) {
    return write(game, new ArrayList<>());
  }

  /**
   * Writes one game already replayed, and reports each fact this format cannot hold exactly (a tag
   * key or value, <a href="{@docRoot}/doc-files/NOTATION.html#what-each-format-holds">NOTATION.md
   * §5, "What each format holds"</a>): such a tag is written as near as the format allows, or not
   * at all, and never changed without a warning.
   *
   * <pre>{@code
   * GameRecord record = GameRecord.builder(RecordFormat.PGN).tag("Event", "club\nnight").build();
   * List<WriteWarning> warnings = new ArrayList<>();
   * String text = RecordFormat.PGN.write(RecordValidator.validate(record), warnings);
   * warnings.toString();   // "[game 1, tag 'Event': a PGN-style value holds no line end (CR or LF): written with a space for each]"
   * }</pre>
   *
   * @param game the validation of the record
   * @param warnings where the warnings are added, in the order of the tags
   * @return its text, ending with a newline
   */
  public String write(Validation game, List<WriteWarning> warnings) {
    StringBuilder out = new StringBuilder();
    codec.write(game, out, warnings);
    return out.toString();
  }

  /**
   * Writes several games, a blank line between two.
   *
   * <pre>
   * {@code RecordFormat.AW_LOG.writeAll(RecordFormat.AW_LOG.read("1. d3-e3W *\n1. f2-e3A2 *")) // "1. d3-e3W1\n*\n\n1. f2-e3A2\n*\n"}
   * </pre>
   *
   * @param records the records
   * @return the text
   */
  public String writeAll(List<GameRecord> records) {
    StringBuilder out = new StringBuilder();
    for (GameRecord r : records) {
      if (out.length() > 0) {
        out.append('\n');
      }
      codec.write(RecordValidator.validate(r), out, new ArrayList<>());
    }
    return out.toString();
  }
}
