package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Outcome;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One game as a record holds it: metadata tags, variant, rule options, start position, the turns'
 * texts with their places in the file, the result token, an optional board drawing, and the
 * problems found while reading it. Turns are not checked here; {@link RecordValidator} replays
 * them.
 *
 * <pre>{@code
 * GameRecord r = RecordReader.open(new StringReader(text)).next();
 * r.tags().get("White");      // "alice"
 * r.turns().size();           // 38
 * r.result();                 // "0-1"
 * }</pre>
 *
 * <p>The file is longer than most because it holds the record's builder, which every reader fills
 * and which enforces the limits that keep one game in bounded memory ({@link #MAX_TURNS} and the
 * others); the two share every field, so they stay together.
 *
 * @since 1.0.0
 */
public final class GameRecord {
  /**
   * The most turns a record holds: a reader keeps the first ones and reports the game as cut, so
   * that a file of any size is read in bounded memory (a real game has a few hundred turns).
   *
   * <pre>{@code GameRecord.MAX_TURNS   // 100000}</pre>
   */
  public static final int MAX_TURNS = 100_000;

  /**
   * The most tags a record holds; further tags are reported and not kept.
   *
   * <pre>{@code GameRecord.MAX_TAGS   // 1000}</pre>
   */
  public static final int MAX_TAGS = 1_000;

  /**
   * The most problems a record holds from reading; the last one kept says that more followed (the
   * reports that the turns or tags passed their limit come on top).
   *
   * <pre>{@code GameRecord.MAX_PROBLEMS   // 1000}</pre>
   */
  public static final int MAX_PROBLEMS = 1_000;

  private final RecordFormat format;
  private final int index;
  private final int line;
  private final ImmutableMap<String, String> tags;
  private final Variant variant;
  private final Ruleset ruleset;
  private final Position start;
  private final RecordLine tree;
  private final ImmutableList<RecordedTurn> turns;
  private final String result;
  private final int resultLine;
  private final int resultColumn;
  private final Optional<String> diagram;
  private final int diagramLine;
  private final ImmutableList<Problem> problems;

  private GameRecord(Builder b) {
    this.format = b.format;
    this.index = b.index;
    this.line = b.line;
    this.tags = ImmutableMap.copyOf(b.tags);
    this.variant = b.variant;
    this.ruleset = b.ruleset.orElse(b.variant.defaultRuleset());
    this.start = b.start.orElse(b.variant.start());
    this.tree = b.tree.build();
    this.turns = tree.turns();
    this.result = b.result;
    this.resultLine = b.resultLine;
    this.resultColumn = b.resultColumn;
    this.diagram = b.diagram;
    this.diagramLine = b.diagramLine;
    this.problems = ImmutableList.copyOf(b.problems);
  }

  /** A record as another one is, with another tree. */
  private GameRecord(GameRecord r, RecordLine tree) {
    this.format = r.format;
    this.index = r.index;
    this.line = r.line;
    this.tags = r.tags;
    this.variant = r.variant;
    this.ruleset = r.ruleset;
    this.start = r.start;
    this.tree = tree;
    this.turns = tree.turns();
    this.result = r.result;
    this.resultLine = r.resultLine;
    this.resultColumn = r.resultColumn;
    this.diagram = r.diagram;
    this.diagramLine = r.diagramLine;
    this.problems = r.problems;
  }

  /**
   * Starts a record of a format.
   *
   * <pre>
   * {@code GameRecord.builder(RecordFormat.PGN).tag("White", "alice").build().tags().get("White") // "alice"}
   * </pre>
   *
   * @param format the format it is read from or meant for
   * @return a builder for the standard game with no turns
   */
  public static Builder builder(RecordFormat format) {
    return new Builder(format);
  }

  /**
   * Returns a record of a played game: its turns in canonical notation, its result and the given
   * tags plus Variant, Rules and FEN when they differ from the defaults, and a Termination tag
   * ({@code resignation} or {@code agreement}) for a game ended so, unless one is given (a given
   * one, even a blank one, is kept as written). The turns are taken from the game as they are: no
   * text is read and no turn generated (only the outcome is asked of the game, which a game
   * computes once). To write a played game, {@link RecordFormat#write(Game, Map)} does this and
   * writes the record without replaying it.
   *
   * @param game the game
   * @param tags extra tags, in order
   * @param format the format it is meant for
   * @return the record
   */
  static GameRecord of(Game game, Map<String, String> tags, RecordFormat format) {
    Builder b = builder(format).variant(game.variant()).ruleset(game.ruleset());
    b.start(game.startPosition());
    tags.forEach(b::tag);
    for (Turn t : game.turns()) {
      b.turn(RecordedTurn.played(t));
    }
    Optional<Outcome> outcome = game.outcome();
    b.result(outcome.map(Outcome::resultString).orElse("*"));
    outcome
        .map(Outcome::reason)
        .flatMap(GameRecord::termination)
        .ifPresent(
            how -> {
              // a Termination tag given, even a blank one, is kept as written: never replaced
              if (tags.keySet().stream().noneMatch(k -> k.equalsIgnoreCase("Termination"))) {
                b.tag("Termination", how);
              }
            });
    return b.build();
  }

  /** The Termination tag's word for an ending by the players rather than on the board. */
  private static Optional<String> termination(Outcome.Reason reason) {
    return switch (reason) {
      case RESIGNATION -> Optional.of("resignation");
      case AGREEMENT -> Optional.of("agreement");
      default -> Optional.empty();
    };
  }

  /** {@return the format the record was read from} */
  public RecordFormat format() {
    return format;
  }

  /** {@return the 1-based index of the game in its file} */
  public int index() {
    return index;
  }

  /** {@return the line the game starts on, or 0 for a record not read from text} */
  public int line() {
    return line;
  }

  /** {@return the metadata tags in the order read (Event, Site, Date, White, Black, ...)} */
  public ImmutableMap<String, String> tags() {
    return tags;
  }

  /** {@return the variant played} */
  public Variant variant() {
    return variant;
  }

  /** {@return the rule options played under} */
  public Ruleset ruleset() {
    return ruleset;
  }

  /** {@return the start position} */
  public Position start() {
    return start;
  }

  /** {@return the turns of the main line as written, in order} */
  public ImmutableList<RecordedTurn> turns() {
    return turns;
  }

  /**
   * Returns the game tree's root: the start, before any turn, from which every turn, comment, mark
   * and variation of the record is walked and edited ({@link GameNode}).
   *
   * <pre>{@code
   * GameRecord r = RecordReader.open(new StringReader(
   *     "[Event \"x\"]\n\n{start} 1. f2-e3A2 $1 (1. d3-e3W1) *")).next();
   * r.root().comment();                                                        // "start"
   * r.root().nextNode().orElseThrow().marks();                                 // [1]
   * r.root().variations().get(1).recorded().orElseThrow().text();             // "d3-e3W1"
   * }</pre>
   *
   * @return the root
   * @throws io.github.fanorona.core.PositionMismatchException if the start position does not fit
   *     the variant (as {@link RecordValidator} reports it)
   */
  public GameNode root() {
    return GameNode.root(this);
  }

  /**
   * The main line of the game tree, with its comments, marks and variations; its turns are {@link
   * #turns()}.
   */
  RecordLine tree() {
    return tree;
  }

  /** This record with another tree; the rest as it is. */
  GameRecord withTree(RecordLine value) {
    return new GameRecord(this, value);
  }

  /** {@return the result token: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}} */
  public String result() {
    return result;
  }

  /**
   * Returns the line of the result token or tag, or the game's first line when none was read.
   *
   * <pre>
   * {@code RecordReader.open(new StringReader("1. f2-e3A2 d5-d4A3\n1-0")).next().resultLine() // 2}
   * </pre>
   *
   * @return the line
   */
  public int resultLine() {
    return resultLine > 0 ? resultLine : line;
  }

  /**
   * Returns the column of the result token or tag, or 1 when none was read.
   *
   * <pre>
   * {@code RecordReader.open(new StringReader("1. f2-e3A2 d5-d4A3 1-0")).next().resultColumn() // 20}
   * </pre>
   *
   * @return the column
   */
  public int resultColumn() {
    return resultColumn > 0 ? resultColumn : 1;
  }

  /** {@return the board drawing found in the record (Gamerz style), if any} */
  public Optional<String> diagram() {
    return diagram;
  }

  /** {@return the line the drawing starts on, or 0 without a drawing} */
  public int diagramLine() {
    return diagramLine;
  }

  /** {@return the problems found while reading (not those found by replaying)} */
  public ImmutableList<Problem> problems() {
    return problems;
  }

  /**
   * Returns a builder holding this record's content.
   *
   * <pre>
   * {@code RecordReader.open(new StringReader("1. f2-e3A2 *")).next().toBuilder().result("1-0").build().result() // "1-0"}
   * </pre>
   *
   * @return the builder
   */
  public Builder toBuilder() {
    Builder b = new Builder(format);
    b.index = index;
    b.line = line;
    b.tags.putAll(tags);
    b.variant = variant;
    b.ruleset = Optional.of(ruleset);
    b.start = Optional.of(start);
    b.tree.load(tree);
    b.result = result;
    b.resultLine = resultLine;
    b.resultColumn = resultColumn;
    b.diagram = diagram;
    b.diagramLine = diagramLine;
    b.problems.addAll(problems);
    return b;
  }

  @Override
  public String toString() {
    return format.word()
        + " game "
        + index
        + " ("
        + variant.name()
        + ", "
        + turns.size()
        + " turns, "
        + result
        + ")";
  }

  /**
   * Collects a record's parts. Not thread-safe: a builder belongs to the thread that fills it; the
   * record it builds is an immutable value.
   *
   * <pre>{@code
   * GameRecord r = GameRecord.builder(RecordFormat.PGN).tag("Event", "club night").result("1-0").build();
   * r.toString();   // "pgn game 1 (sivy, 0 turns, 1-0)"
   * }</pre>
   *
   * @since 1.0.0
   */
  public static final class Builder {
    private final RecordFormat format;
    private int index = 1;
    private int line;
    private final Map<String, String> tags = new LinkedHashMap<>();
    private Variant variant = Variant.sivy();
    private Optional<Ruleset> ruleset = Optional.empty();
    private Optional<Position> start = Optional.empty();
    private final TreeBuilder tree = new TreeBuilder(this);
    private String result = "*";
    private int resultLine;
    private int resultColumn;
    private Optional<String> diagram = Optional.empty();
    private int diagramLine;
    private final List<Problem> problems = new ArrayList<>();
    private boolean turnsCut;
    private boolean tagsCut;

    private Builder(RecordFormat format) {
      this.format = format;
    }

    /**
     * Sets the game's index in its file and renumbers the problems.
     *
     * <pre>{@code
     * GameRecord.Builder b = GameRecord.builder(RecordFormat.PGN);
     * b.index(2).build().index();   // 2
     * }</pre>
     *
     * @param value the 1-based index
     * @return this builder
     */
    public Builder index(int value) {
      index = value;
      problems.replaceAll(p -> p.inGame(value));
      return this;
    }

    /**
     * Sets the line the game starts on.
     *
     * <pre>{@code
     * GameRecord.Builder b = GameRecord.builder(RecordFormat.PGN);
     * b.line(7).build().line();   // 7
     * }</pre>
     *
     * @param value the line
     * @return this builder
     */
    public Builder line(int value) {
      line = value;
      return this;
    }

    /**
     * Adds or replaces a tag; a new tag past {@link GameRecord#MAX_TAGS} is dropped and reported
     * once.
     *
     * <pre>{@code
     * GameRecord.Builder b = GameRecord.builder(RecordFormat.PGN);
     * b.tag("Event", "club night").build().tags().get("Event");   // "club night"
     * }</pre>
     *
     * @param key the tag name
     * @param value its value
     * @return this builder
     */
    public Builder tag(String key, String value) {
      if (tags.size() < MAX_TAGS || tags.containsKey(key)) {
        tags.put(key, value);
      } else if (!tagsCut) {
        tagsCut = true;
        tooMany(
            "more than "
                + MAX_TAGS
                + " tags: '"
                + FanoronaException.quote(key)
                + "' and later ones are not kept",
            line,
            1);
      }
      return this;
    }

    /**
     * Sets the variant (and, unless set, its default rules and start).
     *
     * <pre>{@code
     * GameRecord.Builder b = GameRecord.builder(RecordFormat.PGN);
     * b.variant(Variants.DIMY).build().start().geometry().size();   // 25
     * }</pre>
     *
     * @param value the variant
     * @return this builder
     */
    public Builder variant(Variant value) {
      variant = value;
      return this;
    }

    /**
     * Sets the rule options.
     *
     * <pre>{@code
     * GameRecord.Builder b = GameRecord.builder(RecordFormat.PGN);
     * b.ruleset(Ruleset.parse("chain=mandatory")).build().ruleset().optionString();   // "chain=mandatory"
     * }</pre>
     *
     * @param value the ruleset
     * @return this builder
     */
    public Builder ruleset(Ruleset value) {
      ruleset = Optional.of(value);
      return this;
    }

    /**
     * Sets the start position.
     *
     * <pre>{@code
     * GameRecord.Builder b = GameRecord.builder(RecordFormat.PGN);
     * b.start(Position.parse("9/9/9/9/W1B6 w")).build().start().count(Side.BLACK);   // 1
     * }</pre>
     *
     * @param value the position
     * @return this builder
     */
    public Builder start(Position value) {
      start = Optional.of(value);
      return this;
    }

    /**
     * Adds a turn; past {@link GameRecord#MAX_TURNS} turns, it is dropped and the record gets one
     * error saying where it was cut (for a record built in code as for one read).
     *
     * <pre>{@code
     * GameRecord.Builder b = GameRecord.builder(RecordFormat.PGN);
     * b.turn(RecordedTurn.at("f2-e3A2", 3, 4)).build().turns().get(0).line();   // 3
     * }</pre>
     *
     * @param value the turn
     * @return this builder
     */
    public Builder turn(RecordedTurn value) {
      if (tree.inVariation()) {
        tree.variationTurn(value);
      } else if (tree.mainTurns() < MAX_TURNS) {
        tree.mainTurn(value);
      } else if (!turnsCut) {
        turnsCut = true;
        tree.cutMain();
        tooMany(
            "more than " + MAX_TURNS + " turns: the game is cut before this turn",
            value.line(),
            value.column());
      }
      return this;
    }

    /** Sets the game tree (the main line), in place of the turns added so far. */
    Builder tree(RecordLine value) {
      tree.load(value);
      return this;
    }

    /**
     * Sets the result token.
     *
     * <pre>{@code
     * GameRecord.Builder b = GameRecord.builder(RecordFormat.PGN);
     * b.result("0-1").build().result();   // "0-1"
     * }</pre>
     *
     * @param value {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
     * @return this builder
     */
    public Builder result(String value) {
      result = value;
      return this;
    }

    /**
     * Sets the result token and where it was read.
     *
     * <pre>{@code
     * GameRecord.Builder b = GameRecord.builder(RecordFormat.PGN);
     * b.result("0-1", 40, 1).build().resultLine();   // 40
     * }</pre>
     *
     * @param value {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
     * @param atLine its line
     * @param atColumn its column
     * @return this builder
     */
    public Builder result(String value, int atLine, int atColumn) {
      result = value;
      resultLine = atLine;
      resultColumn = atColumn;
      return this;
    }

    /**
     * Sets the board drawing found in the record.
     *
     * <pre>{@code
     * GameRecord.Builder b = GameRecord.builder(RecordFormat.GAMERZ);
     * b.diagram("W W W\nB . W\nB B B", 20).build().diagramLine();   // 20
     * }</pre>
     *
     * @param text the drawing
     * @param atLine the line it starts on
     * @return this builder
     */
    public Builder diagram(String text, int atLine) {
      diagram = Optional.of(text);
      diagramLine = atLine;
      return this;
    }

    /**
     * Adds a problem found while reading; past {@link GameRecord#MAX_PROBLEMS}, the last one kept
     * says that more followed.
     *
     * <pre>{@code
     * GameRecord.Builder b = GameRecord.builder(RecordFormat.PGN);
     * b.problem(Problem.warning(1, 4, 1, "turn number missing")).build().problems().size();   // 1
     * }</pre>
     *
     * @param value the problem
     * @return this builder
     */
    public Builder problem(Problem value) {
      if (problems.size() < MAX_PROBLEMS - 1) {
        problems.add(value.inGame(index));
      } else if (problems.size() == MAX_PROBLEMS - 1) {
        problems.add(
            Problem.error(
                index,
                value.line(),
                value.column(),
                "more than " + MAX_PROBLEMS + " problems: the later ones are not listed"));
      }
      return this;
    }

    /** The start position the record will have, without building it. */
    Position startPosition() {
      return start.orElse(variant.start());
    }

    /** The tree the readers fill. */
    TreeBuilder treeBuilder() {
      return tree;
    }

    /** Reports a limit passed; such a report is kept even past {@link #MAX_PROBLEMS}. */
    private void tooMany(String message, int atLine, int atColumn) {
      problems.add(Problem.error(index, atLine, atColumn, message));
    }

    /**
     * Returns the record.
     *
     * <pre>{@code
     * GameRecord.Builder b = GameRecord.builder(RecordFormat.PGN).turn(RecordedTurn.at("f2-e3A2", 1, 4));
     * b.build().format();   // PGN
     * }</pre>
     *
     * @return the record
     */
    public GameRecord build() {
      return new GameRecord(this);
    }
  }
}
