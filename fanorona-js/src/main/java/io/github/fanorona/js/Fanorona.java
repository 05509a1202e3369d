package io.github.fanorona.js;

import com.google.common.collect.ImmutableMap;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.FanoronaParseException;
import io.github.fanorona.core.Perft;
import io.github.fanorona.core.UnknownNameException;
import io.github.fanorona.engine.Engine;
import io.github.fanorona.engine.Level;
import io.github.fanorona.engine.SearchLimits;
import io.github.fanorona.engine.SearchResult;
import io.github.fanorona.notation.GameRecord;
import io.github.fanorona.notation.Problem;
import io.github.fanorona.notation.RecordFormat;
import io.github.fanorona.notation.RecordReader;
import io.github.fanorona.notation.RecordStream;
import io.github.fanorona.notation.RecordValidator;
import io.github.fanorona.notation.Validation;
import java.io.StringReader;
import java.time.Duration;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSExportClasses;
import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSObjects;
import org.teavm.jso.core.JSString;

/**
 * The entry of the whole package, {@code fanorona}: the classes of {@link FanoronaRules} and the
 * functions of the records (read one, write one) and of the engine (a search by depth or time, the
 * levels).
 *
 * <pre>{@code
 * import { Game, search, writeRecord } from "fanorona";
 * const game = Game.start().play("f2-e3A");
 * search(game, {depth: 6}).best;   // the engine's turn
 * writeRecord(game, "pgn");        // "[Result \"*\"]\n\n1. f2-e3A2\n*\n"
 * }</pre>
 */
@JSExportClasses({Game.class, TurnBuilder.class, Click.class})
public final class Fanorona {
  private Fanorona() {}

  /** A record read: {@code {format, tags, result, turns, game, legal, problems}}. */
  interface JsRecord extends JSObject {
    @JSProperty
    void setFormat(String format);

    @JSProperty
    void setTags(Values.JsStrings tags);

    @JSProperty
    void setResult(String result);

    @JSProperty
    void setTurns(JSArray<JSString> turns);

    @JSProperty
    void setGame(Game game);

    @JSProperty
    void setLegal(boolean legal);

    @JSProperty
    void setProblems(JSArray<JsProblem> problems);
  }

  /** A problem a record has: {@code {severity, message, line, column, turn, legalTurns}}. */
  interface JsProblem extends JSObject {
    @JSProperty
    void setSeverity(String severity);

    @JSProperty
    void setMessage(String message);

    @JSProperty
    void setLine(int line);

    @JSProperty
    void setColumn(int column);

    @JSProperty
    void setTurn(int turn);

    @JSProperty
    void setLegalTurns(JSArray<JSString> turns);
  }

  /** The limits of a search: a depth, a time in milliseconds, or a level; NaN when left out. */
  interface SearchOptions extends JSObject {
    @JSProperty
    @Nullable JSObject getDepth();

    @JSProperty
    @Nullable JSObject getTimeMs();

    @JSProperty
    @Nullable JSObject getLevel();
  }

  /** What a search found: {@code {best, pv, score, scoreText, depth, nodes, elapsedMs, forced}}. */
  interface JsSearchResult extends JSObject {
    @JSProperty
    void setBest(String turn);

    @JSProperty
    void setPv(JSArray<JSString> turns);

    @JSProperty
    void setScore(int score);

    @JSProperty
    void setScoreText(String text);

    @JSProperty
    void setDepth(int depth);

    @JSProperty
    void setNodes(double nodes);

    @JSProperty
    void setElapsedMs(double ms);

    @JSProperty
    void setForced(boolean forced);
  }

  /** One of the engine's levels: {@code {number, name}}. */
  interface JsLevel extends JSObject {
    @JSProperty
    void setNumber(int number);

    @JSProperty
    void setName(String name);
  }

  /**
   * Reads the first game of a record and replays it.
   *
   * @param text the record's text
   * @param format "pgn", "aw", "gamerz" or "sgf"; told from the text when left out
   * @return the record's tags, result and turns, the game replayed up to its first illegal turn,
   *     whether every turn was legal and the problems found
   * @throws FanoronaException (a {@code FanoronaError}) if the text holds no game or its structure
   *     is broken, or the format is unknown
   */
  @JSExport
  public static JsRecord readRecord(JSObject text, @Nullable JSObject format) {
    try {
      StringReader in = new StringReader(Values.required(text, "a record's text"));
      @Nullable String word = Values.text(format);
      RecordStream records =
          word == null ? RecordReader.open(in) : RecordReader.open(in, format(word));
      if (!records.hasNext()) {
        throw new FanoronaParseException("expected a game, found none", 1);
      }
      GameRecord record = records.next();
      Validation v = RecordValidator.validate(record);
      JsRecord out = JSObjects.create();
      out.setFormat(record.format().word());
      Values.JsStrings tags = JSObjects.create();
      record.tags().forEach(tags::set);
      out.setTags(tags);
      out.setResult(record.result());
      JSArray<JSString> turns = new JSArray<>();
      record.turns().forEach(t -> turns.push(JSString.valueOf(t.text())));
      out.setTurns(turns);
      out.setGame(new Game(v.game()));
      out.setLegal(v.isLegal());
      JSArray<JsProblem> problems = new JSArray<>();
      v.problems().forEach(p -> problems.push(problem(p)));
      out.setProblems(problems);
      return out;
    } catch (FanoronaException e) {
      throw Errors.thrown(e);
    }
  }

  private static JsProblem problem(Problem p) {
    JsProblem out = JSObjects.create();
    out.setSeverity(Values.word(p.severity()));
    out.setMessage(p.message());
    out.setLine(p.line());
    out.setColumn(p.column());
    out.setTurn(p.turn());
    out.setLegalTurns(Values.texts(p.legalTurns()));
    return out;
  }

  /**
   * Writes a game as a record: its turns, its result and the tags given.
   *
   * @param game the game
   * @param format "pgn" when left out, "aw", "gamerz" or "sgf"
   * @param tags the record's tags ({@code {White: "Ann", Event: "club night"}}), or left out
   * @return the record's text
   * @throws FanoronaException (a {@code FanoronaError}) if the format is unknown
   */
  @JSExport
  public static String writeRecord(
      Game game, @Nullable JSObject format, Values.@Nullable JsStrings tags) {
    try {
      @Nullable String word = Values.text(format);
      RecordFormat f = word == null ? RecordFormat.PGN : format(word);
      ImmutableMap.Builder<String, String> map = ImmutableMap.builder();
      Values.@Nullable JsStrings given = Values.given(tags);
      if (given != null) {
        for (String key : JSObjects.keys(given)) {
          @Nullable String value = Values.text(given.get(key));
          map.put(key, value == null ? "" : value);
        }
      }
      return f.write(game.game(), map.buildKeepingLast()).text();
    } catch (FanoronaException e) {
      throw Errors.thrown(e);
    }
  }

  private static RecordFormat format(String word) {
    return RecordFormat.byWord(word)
        .orElseThrow(
            () ->
                new UnknownNameException(
                    "record format",
                    word,
                    Arrays.stream(RecordFormat.values())
                        .map(RecordFormat::word)
                        .collect(com.google.common.collect.ImmutableList.toImmutableList())));
  }

  /**
   * Searches the game's position with the engine, on one thread: to a depth, for a time, both (the
   * depth reached first or the time spent), or as one of the levels plays.
   *
   * @param game the game, not over
   * @param options {@code {depth}}, {@code {timeMs}}, both, or {@code {level}} (1 to 9)
   * @return the best turn, the line expected, the score and what the search cost
   * @throws IllegalArgumentException (an {@code Error}) if no limit is given or a limit is out of
   *     range
   */
  @JSExport
  public static JsSearchResult search(Game game, @Nullable SearchOptions options) {
    @Nullable SearchOptions given = Values.given(options);
    if (given == null) {
      throw new IllegalArgumentException("give the search a depth, a time (timeMs) or a level");
    }
    Engine engine;
    double level = Values.number(given.getLevel());
    double depth = Values.number(given.getDepth());
    double time = Values.number(given.getTimeMs());
    if (!Double.isNaN(level)) {
      engine = Level.of((int) level).engine();
    } else if (!Double.isNaN(depth) || !Double.isNaN(time)) {
      SearchLimits limits =
          Double.isNaN(depth) ? SearchLimits.time(millis(time)) : SearchLimits.depth((int) depth);
      if (!Double.isNaN(depth) && !Double.isNaN(time)) {
        limits = limits.withTime(millis(time));
      }
      engine = Engine.of(limits);
    } else {
      throw new IllegalArgumentException("give the search a depth, a time (timeMs) or a level");
    }
    SearchResult r = engine.search(game.game());
    JsSearchResult out = JSObjects.create();
    out.setBest(r.best().toString());
    out.setPv(Values.texts(r.pv()));
    out.setScore(r.score());
    out.setScoreText(r.scoreText());
    out.setDepth(r.depth());
    out.setNodes((double) r.nodes());
    out.setElapsedMs(r.elapsed().toNanos() / 1e6);
    out.setForced(r.isForced());
    return out;
  }

  private static Duration millis(double ms) {
    return Duration.ofNanos((long) (ms * 1e6));
  }

  /**
   * Counts the sequences of legal turns of a depth from a game's position under its rules (perft),
   * on one thread: the rules' own check, which the published tables confirm.
   *
   * <pre>{@code perft(Game.start(), 4)   // 18026}</pre>
   *
   * @param game the game
   * @param depth the number of turns
   * @return the count (exact up to 2<sup>53</sup>)
   */
  @JSExport
  public static double perft(Game game, int depth) {
    io.github.fanorona.core.Game g = game.game();
    return (double)
        Perft.count(
            g.variant(), g.position(), depth, Perft.Options.defaults().withRuleset(g.ruleset()));
  }

  /** {@return the engine's levels, weakest first: 1 "beginner" to 9 "strongest"} */
  @JSExport
  public static JSArray<JsLevel> levels() {
    JSArray<JsLevel> out = new JSArray<>();
    for (Level level : Level.values()) {
      JsLevel l = JSObjects.create();
      l.setNumber(level.number());
      l.setName(Values.word(level));
      out.push(l);
    }
    return out;
  }
}
