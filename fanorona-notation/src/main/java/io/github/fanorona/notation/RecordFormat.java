package io.github.fanorona.notation;

import io.github.fanorona.core.Game;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The text formats a game record can come in (<a
 * href="{@docRoot}/doc-files/NOTATION.html#4-aw-move-logs">NOTATION.md §4</a> and <a
 * href="{@docRoot}/doc-files/NOTATION.html#5-game-records">§5</a>), each read and written the same
 * way: {@link RecordReader#open(Reader, RecordFormat)} streams the games of a text in a format,
 * {@link #write(Game, Map)} writes a played game as it is, {@link #write(GameRecord)} writes a
 * record, replaying it once.
 *
 * <pre>{@code
 * GameRecord r =
 *     RecordReader.open(new StringReader("[White \"ann\"]\n\n1. f2-e3A2 *\n"), RecordFormat.PGN).next();
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

  RecordStream reader(Reader in, int firstLine) {
    return new RecordStream(codec.games(in, firstLine), in, codec.nothingFound());
  }

  /**
   * Writes a played game as it is, with the given tags (as {@link GameRecord#of} makes its record):
   * nothing is replayed, no text read and no turn generated; only the game's outcome is asked,
   * which a game computes once. This is how a program saves the game it played.
   *
   * <pre>{@code
   * Game game = Game.start(Variant.sivy()).play("f2-e3A");
   * RecordFormat.PGN.write(game, Map.of("White", "ann"));   // "[White \"ann\"]\n[Result \"*\"]\n\n1. f2-e3A2\n*\n"
   * }</pre>
   *
   * @param game the game
   * @param tags extra tags, in order
   * @return its text, ending with a newline
   */
  public String write(Game game, Map<String, String> tags) {
    GameRecord record = GameRecord.of(game, tags, this);
    // the record's turns are the game's own: the game is their replay, already made
    return write(
        new Validation(
            record, game, game.outcome(), record.problems(), record.turns().size(), Replayed.NONE));
  }

  /**
   * Writes a record, replaying it once: the turns it can replay in canonical notation with stone
   * counts, the rest as written, and every tag. A played {@link Game} is written by {@link
   * #write(Game, Map)}, with no replay.
   *
   * <pre>{@code
   * GameRecord record = RecordReader.open(new StringReader("[White \"ann\"]\n\n1. f2-e3A *")).next();
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
   * GameRecord record = RecordReader.open(new StringReader("1. f2-e3A2 d5-d4A3 *")).next();
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
    codec.write(game, game.tree(), out, warnings);
    return out.toString();
  }
}
