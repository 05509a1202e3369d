package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * A game as a value: the variant, the ruleset, the start position, the turns played, and a
 * resignation or draw agreement if one ended it. {@link #play(Turn)} returns a new game, so undo is
 * keeping the previous one.
 *
 * <pre>{@code
 * Game game = Game.start(Variant.sivy());
 * game = game.play("f2-e3A").play("d5-d4A");
 * game.position();     // the board after two turns
 * game.outcome();      // Optional.empty while the game goes on
 * game = game.resign(Side.WHITE);
 * game.outcome();      // Optional[Black wins (resignation)]
 * }</pre>
 *
 * <p>The outcome combines what the board decides ({@link RulesEngine#boardOutcome}) with the draw
 * rules of the ruleset that need history: the no-capture limit (drawn once that many half-moves in
 * a row took nothing) and the repetition draw (drawn when the same position, same side to move, has
 * occurred that many times).
 *
 * <p>The file is longer than most because the draw rules that need history and the history itself
 * (shared along a line of play, so that reading it is constant time) belong with the value they
 * describe.
 *
 * @since 1.0.0
 */
public final class Game {
  private final Variant variant;
  private final Ruleset ruleset;
  private final Position position;
  private final Position start;
  private final @Nullable Game previous;
  private final @Nullable Turn lastTurn;
  private final int turnCount;
  private final History history;
  private final Optional<Outcome> event;

  // Computed at most once, on first use. Racy single-check: each value is immutable and safely
  // published through its final fields, so two threads at worst compute the same value twice.
  private @Nullable ImmutableList<Turn> generated;

  // Null is "not decided yet", an empty Optional "goes on": one field, no holder to allocate.
  @SuppressWarnings("NullableOptional")
  private @Nullable Optional<Outcome> outcome;

  private @Nullable RepetitionTable repetitions;

  // What resolving a written turn learnt while generating turns one view at a time, without the
  // list of every turn: whether any turn is legal here (0 unknown, 1 yes, 2 no), and the one turn
  // it found, which play(Turn) then accepts without generating. Racy like the caches above: each
  // is a fact of this position, and a Turn is immutable.
  private byte canMove;
  private @Nullable Turn resolved;

  private Game(
      Variant variant,
      Ruleset ruleset,
      Position position,
      @Nullable Game previous,
      @Nullable Turn lastTurn,
      Optional<Outcome> event) {
    this.variant = variant;
    this.ruleset = ruleset;
    this.position = position;
    this.start = previous == null ? position : previous.start;
    this.previous = previous;
    this.lastTurn = lastTurn;
    this.turnCount = previous == null ? 0 : previous.turnCount + (lastTurn == null ? 0 : 1);
    this.history =
        previous == null
            ? History.of(position)
            : lastTurn == null
                ? previous.history
                : previous.history.extend(previous.turnCount, lastTurn, position);
    this.event = event;
  }

  /**
   * The turns and positions of a line of play, in arrays shared by every game along the line, so
   * that {@link #turns()} and {@link #positions()} are views read in constant time and a game of n
   * turns costs O(n) in all, not O(n²). A slot, once written, never changes: the first game to
   * extend a line past its end claims the next slot; any other (a second turn tried from the same
   * game, an undo then another turn) copies the line it keeps. A game sees its own slots through
   * its final field, written before the game was published.
   */
  private static final class History {
    private final Turn[] turns;
    private final Position[] positions;
    private final AtomicInteger claimed;

    private History(Turn[] turns, Position[] positions, int claimed) {
      this.turns = turns;
      this.positions = positions;
      this.claimed = new AtomicInteger(claimed);
    }

    static History of(Position start) {
      Position[] positions = new Position[16];
      positions[0] = start;
      return new History(new Turn[15], positions, 0);
    }

    /** This line, or a copy of its first {@code length} turns, with one more turn at the end. */
    History extend(int length, Turn turn, Position after) {
      History line = this;
      if (length >= turns.length || !claimed.compareAndSet(length, length + 1)) {
        int capacity = Math.max(16, 2 * (length + 1));
        line =
            new History(
                Arrays.copyOf(turns, capacity), Arrays.copyOf(positions, capacity + 1), length + 1);
      }
      line.turns[length] = turn;
      line.positions[length + 1] = after;
      return line;
    }

    List<Turn> turns(int length) {
      return Collections.unmodifiableList(Arrays.asList(turns).subList(0, length));
    }

    List<Position> positions(int length) {
      return Collections.unmodifiableList(Arrays.asList(positions).subList(0, length + 1));
    }
  }

  /**
   * Starts a game of a variant from its start position under its default ruleset.
   *
   * <pre>
   * {@code Game.start(Variant.sivy()).position().toString() // "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 1"}
   * </pre>
   *
   * @param variant the variant
   * @return a game with no turns
   */
  public static Game start(Variant variant) {
    return start(variant, variant.defaultRuleset(), variant.start());
  }

  /**
   * Starts a game of a variant under a ruleset, from where those rules begin ({@link
   * Variant#start(Ruleset)}: under Vela the beneficiary moves first).
   *
   * <pre>
   * {@code Game.start(Variant.sivy(), Ruleset.parse("no-capture-draw=50")).ruleset().optionString() // "no-capture-draw=50"}
   * </pre>
   *
   * <p>A variant whose default rules name a Vela beneficiary (the Vela variant) is refused a
   * ruleset that names none, such as {@code Ruleset.parse("no-capture-draw=50")} or a preset of the
   * ordinary game: the Vela rule would silently be lost. Give its rules on top of the variant's,
   * {@code Presets.ruleset("no-capture-draw=50", Variants.VELA)} or {@code
   * variant.defaultRuleset().with("no-capture-draw=50")}; the three-argument {@link #start(Variant,
   * Ruleset, Position)} takes any ruleset, as records need for {@code vela=off}.
   *
   * @param variant the variant
   * @param ruleset the rule options
   * @return a game with no turns
   * @throws IllegalArgumentException if the variant is played under the Vela rule and the ruleset
   *     has no Vela beneficiary
   */
  public static Game start(Variant variant, Ruleset ruleset) {
    if (variant.defaultRuleset().velaBeneficiary().isPresent()
        && ruleset.velaBeneficiary().isEmpty()) {
      // Ruleset is a value: "vela=off" and "nothing said about Vela" are the same ruleset
      throw new IllegalArgumentException(
          variant.displayName()
              + " is played under the Vela rule, but the ruleset '"
              + (ruleset.optionString().isEmpty() ? "standard" : ruleset.optionString())
              + "' has none: add vela=black or vela=white (the beneficiary), or start it with"
              + " the variant's rules, variant.defaultRuleset().with(...)");
    }
    return start(variant, ruleset, variant.start(ruleset));
  }

  /**
   * Starts a game from any position of a variant.
   *
   * <pre>{@code
   * Position p = Position.parse("9/9/4W4/9/3B5 b 0 20");
   * Game.start(Variant.sivy(), Ruleset.standard(), p).position().turnNumber();   // 20
   * }</pre>
   *
   * @param variant the variant
   * @param ruleset the rule options
   * @param start the start position
   * @return a game with no turns
   * @throws PositionMismatchException if the position is not one of the variant's (another board,
   *     or stones in hand in a game without drops, or the reverse)
   */
  public static Game start(Variant variant, Ruleset ruleset, Position start) {
    variant.checkFits(start);
    return new Game(variant, ruleset, start, null, null, Optional.empty());
  }

  /** {@return the variant} */
  public Variant variant() {
    return variant;
  }

  /** {@return the ruleset} */
  public Ruleset ruleset() {
    return ruleset;
  }

  /** {@return the current position} */
  public Position position() {
    return position;
  }

  /** {@return the position the game started from} */
  public Position startPosition() {
    return start;
  }

  /**
   * Returns the turns played, in order: an unmodifiable view, read in constant time.
   *
   * <pre>{@code Game.start(Variant.sivy()).play("f2e3a").turns()   // [f2-e3A]}</pre>
   *
   * @return the turns
   */
  public List<Turn> turns() {
    return history.turns(turnCount);
  }

  /**
   * Returns every position of the game, the start first and the current one last: an unmodifiable
   * view, read in constant time.
   *
   * <pre>{@code Game.start(Variant.sivy()).play("f2e3a").positions().size()   // 2}</pre>
   *
   * @return the positions
   */
  public List<Position> positions() {
    return history.positions(turnCount);
  }

  /**
   * Returns the game before the last turn (or before a resignation or agreement), if any.
   *
   * <pre>{@code game.play(turn).undo()   // Optional[game]}</pre>
   *
   * @return the previous game
   */
  public Optional<Game> undo() {
    return Optional.ofNullable(previous);
  }

  /**
   * Returns the legal turns; none once the game is over. The engine runs once per game value, on
   * the first call of this method, {@link #outcome()}, {@link #isOver()} or {@code play}; later
   * calls return the same list.
   *
   * <pre>{@code Game.start(Variant.sivy()).legalTurns().size() // 5}</pre>
   *
   * @return the legal turns, in the engine's generation order
   */
  public ImmutableList<Turn> legalTurns() {
    return isOver() ? ImmutableList.of() : generated();
  }

  /**
   * Plays a legal turn. A turn taken from this game's {@link #legalTurns()} is accepted without
   * running the engine again; an equal turn built otherwise ({@link Turn#equals}) is accepted too.
   *
   * <pre>{@code
   * Game game = Game.start(Variant.sivy());
   * game.legalTurns().get(0).toString();   // "d2-e3A"
   * game.play(game.legalTurns().get(0)).position().sideToMove();   // BLACK
   * }</pre>
   *
   * @param turn a turn legal in the current position
   * @return the game after it
   * @throws IllegalTurnException if the turn is not legal here, listing the legal turns
   * @throws IllegalStateException if the game is over
   */
  @SuppressWarnings("ReferenceEquality") // identity first: the turns this game itself generated
  public Game play(Turn turn) {
    checkNotOver();
    Turn known = resolved;
    if (known != null && turn == known) {
      return after(known);
    }
    ImmutableList<Turn> legal = generated();
    for (Turn t : legal) {
      if (t == turn) {
        return after(t);
      }
    }
    // Play the engine's own equal turn: it knows what the turn leaves liable to a huff, which a
    // turn built by hand (Turn.paika) does not.
    for (Turn t : legal) {
      if (t.equals(turn)) {
        return after(t);
      }
    }
    throw new IllegalTurnException(turn.toString(), legal);
  }

  /**
   * Plays a turn written in A/W notation: exactly {@code
   * play(WrittenTurn.parse(turn).resolve(this))}, as python-chess's {@code push_san} is {@code
   * parse_san} then {@code push}. The text is read leniently ({@link WrittenTurn#parse(String)}):
   * any case, with or without dashes, {@code +}/{@code -} for approach and withdrawal, stone counts
   * ({@code f2-e3A2}), a missing capture letter when only one capture fits ({@code f2-e3}).
   *
   * <pre>{@code Game.start(Variant.sivy()).play("f2e3a").turns()   // [f2-e3A]}</pre>
   *
   * @param turn the turn's text
   * @return the game after it
   * @throws FanoronaParseException if the text is not a turn, carrying the legal turns ({@link
   *     FanoronaParseException#legalTurns()}) and naming them, as for a turn that is not legal
   * @throws AmbiguousTurnException if it fits several legal turns ({@code d3-e3} at the start)
   * @throws IllegalTurnException if it fits none, saying why and listing the legal turns
   * @throws IllegalStateException if the game is over
   */
  public Game play(String turn) {
    checkNotOver(); // play(Turn)'s own check, made before the text is matched to no legal turn
    WrittenTurn written;
    try {
      written = WrittenTurn.parse(turn);
    } catch (FanoronaParseException e) {
      // a player at the board is told what is legal, whatever was wrong with the text
      throw e.withLegalTurns(legalTurns());
    }
    return play(written.resolve(this));
  }

  /** The game after one of this game's own legal turns. */
  private Game after(Turn legalTurn) {
    return new Game(variant, ruleset, position.play(legalTurn), this, legalTurn, Optional.empty());
  }

  /** Whether the engine's turns of this position are already generated. */
  boolean hasGenerated() {
    return generated != null;
  }

  /**
   * Notes what a generation seen one turn at a time found ({@link WrittenTurn#resolve(Game)}):
   * whether the side to move has a legal turn, and the engine's own turn the text named, if one.
   */
  void noteGenerated(boolean anyTurn, @Nullable Turn legalTurn) {
    canMove = anyTurn ? (byte) 1 : (byte) 2;
    if (legalTurn != null) {
      resolved = legalTurn;
    }
  }

  /** Whether the side to move has a legal turn, generating the turns only if nothing told it. */
  private boolean canMove() {
    ImmutableList<Turn> turns = generated;
    if (turns != null) {
      return !turns.isEmpty();
    }
    byte known = canMove;
    return known != 0 ? known == 1 : !generated().isEmpty();
  }

  /** The engine's turns for this position, generated once. */
  private ImmutableList<Turn> generated() {
    ImmutableList<Turn> turns = generated;
    if (turns == null) {
      turns = variant.engine().legalTurns(position, ruleset);
      generated = turns;
    }
    return turns;
  }

  /**
   * Ends the game by a resignation.
   *
   * <pre>{@code game.resign(Side.BLACK).outcome()   // Optional[White wins (resignation)]}</pre>
   *
   * @param loser the side that resigns
   * @return the finished game
   * @throws IllegalStateException if the game is already over
   */
  public Game resign(Side loser) {
    return end(Outcome.win(loser.opponent(), Outcome.Reason.RESIGNATION));
  }

  /**
   * Ends the game in a draw agreed by both players.
   *
   * <pre>{@code game.agreeDraw().outcome()   // Optional[draw (agreement)]}</pre>
   *
   * @return the finished game
   * @throws IllegalStateException if the game is already over
   */
  public Game agreeDraw() {
    return end(Outcome.draw(Outcome.Reason.AGREEMENT));
  }

  /** A game event (no turn) that ends the game in the current position. */
  private Game end(Outcome outcome) {
    checkNotOver();
    return new Game(variant, ruleset, position, this, null, Optional.of(outcome));
  }

  /**
   * Returns how the game ended, or empty while it goes on.
   *
   * <pre>
   * {@code Game.start(Variant.sivy()).resign(Side.WHITE).outcome() // Optional[Black wins (resignation)]}
   * </pre>
   *
   * @return the outcome
   */
  public Optional<Outcome> outcome() {
    Optional<Outcome> known = outcome;
    if (known == null) {
      known = decide();
      outcome = known;
    }
    return known;
  }

  private Optional<Outcome> decide() {
    if (event.isPresent()) {
      return event;
    }
    Optional<Outcome> board = variant.engine().boardOutcome(position, ruleset, canMove());
    if (board.isPresent()) {
      return board;
    }
    int limit = ruleset.noCaptureDrawPlies();
    if (limit > 0 && position.pliesSinceCapture() >= limit) {
      return Optional.of(Outcome.draw(Outcome.Reason.NO_CAPTURE_LIMIT));
    }
    int times = ruleset.repetitionDrawCount();
    if (times > 0 && occurrences() >= times) {
      return Optional.of(Outcome.draw(Outcome.Reason.REPETITION));
    }
    return Optional.empty();
  }

  /**
   * Returns whether the game is over.
   *
   * <pre>{@code Game.start(Variant.sivy()).agreeDraw().isOver() // true}</pre>
   *
   * @return true once there is an outcome
   */
  public boolean isOver() {
    return outcome().isPresent();
  }

  /**
   * Returns how many times the current position (stones, side to move, hands, huffable stones) has
   * occurred in this game, this time included.
   *
   * <pre>{@code game.occurrences()   // 1 for a new position}</pre>
   *
   * @return the number of occurrences
   */
  public int occurrences() {
    return repetitions().count(position);
  }

  /**
   * The table of the positions since the last capture, drop or huff (no earlier position can come
   * back: the stones only get fewer), built once per game value. It is built from the nearest
   * earlier game that has one, so asking every turn costs a constant time per turn.
   */
  private RepetitionTable repetitions() {
    Deque<Game> missing = new ArrayDeque<>();
    Game g = this;
    while (g.repetitions == null) {
      missing.push(g);
      if (g.previous == null || !sameMaterial(g.position, g.previous.position)) {
        break;
      }
      g = g.previous;
    }
    while (!missing.isEmpty()) {
      Game next = missing.pop();
      Game before = next.previous;
      RepetitionTable base =
          before == null || !sameMaterial(next.position, before.position)
              ? RepetitionTable.EMPTY
              : before.repetitionsBuilt();
      // a resignation or agreement node repeats its predecessor's position: not a new occurrence
      next.repetitions = next.lastTurn == null && before != null ? base : base.with(next.position);
    }
    return repetitionsBuilt();
  }

  private RepetitionTable repetitionsBuilt() {
    return Objects.requireNonNull(repetitions);
  }

  private static boolean sameMaterial(Position a, Position b) {
    return material(a) == material(b);
  }

  private static int material(Position p) {
    int n = 0;
    for (Side side : Side.values()) {
      n += p.count(side) + p.inHand(side);
    }
    return n;
  }

  private void checkNotOver() {
    Optional<Outcome> o = outcome();
    if (o.isPresent()) {
      throw new IllegalStateException("the game is over: " + o.get());
    }
  }

  /**
   * Compares variant, ruleset, start position, turns and ending event.
   *
   * <pre>{@code
   * Game a = Game.start(Variant.sivy()).play("f2-e3A");
   * a.equals(Game.start(Variant.sivy()).play("f2-e3A"));   // true
   * a.equals(Game.start(Variant.sivy()));   // false
   * }</pre>
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Game g)) {
      return false;
    }
    return variant.equals(g.variant)
        && ruleset.equals(g.ruleset)
        && position.equals(g.position)
        && event.equals(g.event)
        && startPosition().equals(g.startPosition())
        && turns().equals(g.turns());
  }

  @Override
  public int hashCode() {
    return Objects.hash(variant.name(), ruleset, position, turnCount, event);
  }

  /**
   * Returns a one-line summary: variant, number of turns, and the outcome or who is to move.
   *
   * <pre>{@code game.toString()   // "Fanoron-Sivy game, 2 turns, White to move"}</pre>
   */
  @Override
  public String toString() {
    int turns = turnCount;
    return variant.displayName()
        + " game, "
        + turns
        + (turns == 1 ? " turn, " : " turns, ")
        + sideFirst(
            outcome()
                .map(Outcome::toString)
                .orElse(position.sideToMove().displayName().toLowerCase(Locale.ROOT) + " to move"));
  }

  /**
   * Capitalizes a leading side's name; by hand, as a regular expression would bring the whole regex
   * engine into the package that TeaVM compiles for the browser.
   */
  private static String sideFirst(String state) {
    for (String side : new String[] {"white", "black"}) {
      if (state.startsWith(side)) {
        return Character.toUpperCase(side.charAt(0)) + state.substring(1);
      }
    }
    return state;
  }
}
