package io.github.fanorona.notation;

import com.google.common.annotations.VisibleForTesting;
import com.google.common.collect.ImmutableList;
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
 * {@link #write(Validation)} writes a replayed record and {@link #write(Game, Map)} a played game,
 * each as its text with the facts the format could not hold ({@link WrittenRecord}).
 *
 * <pre>{@code
 * GameRecord r =
 *     RecordReader.open(new StringReader("[White \"ann\"]\n\n1. f2-e3A2 *\n"), RecordFormat.PGN).next();
 * Validation v = RecordValidator.validate(r);
 * String log = RecordFormat.AW_LOG.write(v).text();          // "{White \"ann\"}\n1. f2-e3A2\n*\n"
 * String sgf = RecordFormat.BOARDSPACE_SGF.write(v).text();  // "(;GM[Fanorona]VV[1]\nP0[id \"ann\"]\n..."
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
   * Writes a played game as it is, with the given tags: nothing is replayed, no text read and no
   * turn generated; only the game's outcome is asked, which a game computes once. This is how a
   * program saves the game it played.
   *
   * <pre>{@code
   * Game game = Game.start(Variant.sivy()).play("f2-e3A");
   * RecordFormat.PGN.write(game, Map.of("White", "ann")).text();   // "[White \"ann\"]\n[Result \"*\"]\n\n1. f2-e3A2\n*\n"
   * }</pre>
   *
   * @param game the game
   * @param tags extra tags, in order
   * @return its text, ending with a newline, and the facts the format could not hold
   */
  public WrittenRecord write(Game game, Map<String, String> tags) {
    GameRecord record = GameRecord.of(game, tags, this);
    // the record's turns are the game's own: the game is their replay, already made
    return write(
        new Validation(
            record, game, game.outcome(), record.problems(), record.turns().size(), Replayed.NONE));
  }

  /**
   * Writes a record already replayed by {@link RecordValidator#validate} (so it is replayed once):
   * the turns the replay resolved in canonical notation with stone counts, the rest as written,
   * every tag, and the tree as far as the format holds it. What the format cannot hold exactly (a
   * tag key or value, a comment, mark or variation: <a
   * href="{@docRoot}/doc-files/NOTATION.html#what-each-format-holds">NOTATION.md §5, "What each
   * format holds"</a>) is written as near as the format allows, or not at all, and never changed
   * without a warning, returned with the text. The one way from a record to text.
   *
   * <pre>{@code
   * GameRecord record = GameRecord.builder(RecordFormat.PGN).tag("Event", "club\nnight").build();
   * WrittenRecord w = RecordFormat.PGN.write(RecordValidator.validate(record));
   * w.text();                  // "[Event \"club night\"]\n[Result \"*\"]\n\n*\n"
   * w.warnings().toString();   // "[game 1, tag 'Event': a PGN-style value holds no line end (CR or LF): written with a space for each]"
   * }</pre>
   *
   * @param game the validation of the record
   * @return its text, ending with a newline, and the facts the format could not hold, in order
   */
  public WrittenRecord write(Validation game) {
    StringBuilder out = new StringBuilder();
    List<WriteWarning> warnings = new ArrayList<>();
    codec.write(game, game.tree(), out, warnings);
    return new WrittenRecord(out.toString(), ImmutableList.copyOf(warnings));
  }

  // The library's own tests write many records as text: shorthands of write(...).text().

  @VisibleForTesting
  String text(Game game, Map<String, String> tags) {
    return write(game, tags).text();
  }

  @VisibleForTesting
  String text(GameRecord record) {
    return write(RecordValidator.validate(record)).text();
  }

  @VisibleForTesting
  String text(Validation game) {
    return write(game).text();
  }

  @VisibleForTesting
  String text(Validation game, List<WriteWarning> warnings) {
    WrittenRecord w = write(game);
    warnings.addAll(w.warnings());
    return w.text();
  }
}
