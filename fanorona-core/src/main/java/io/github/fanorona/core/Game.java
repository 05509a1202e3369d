package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A game as a value: the variant, the ruleset, the start position, the turns played, and a
 * resignation or draw agreement if one ended it. {@link #play(Turn)} returns a new game, so undo
 * is keeping the previous one.
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
 * rules of the ruleset that need history: the no-capture limit (drawn once that many half-moves
 * in a row took nothing) and the repetition draw (drawn when the same position, same side to move,
 * has occurred that many times).
 */
public final class Game {
  private final Variant variant;
  private final Ruleset ruleset;
  private final Position position;
  private final @Nullable Game previous;
  private final @Nullable Turn lastTurn;
  private final int length;
  private final Optional<Outcome> event;

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
    this.previous = previous;
    this.lastTurn = lastTurn;
    this.length = previous == null ? 0 : previous.length + 1;
    this.event = event;
  }

  /**
   * Starts a game of a variant from its start position under its default ruleset.
   *
   * <pre>{@code Game.start(Variant.sivy())}</pre>
   *
   * @param variant the variant
   * @return a game with no turns
   */
  public static Game start(Variant variant) {
    return start(variant, variant.defaultRuleset(), variant.start());
  }

  /**
   * Starts a game of a variant under a ruleset.
   *
   * <pre>{@code Game.start(Variant.sivy(), Ruleset.parse("no-capture-draw=50"))}</pre>
   *
   * @param variant the variant
   * @param ruleset the rule options
   * @return a game with no turns
   */
  public static Game start(Variant variant, Ruleset ruleset) {
    return start(variant, ruleset, variant.start());
  }

  /**
   * Starts a game from any position of a variant.
   *
   * <pre>{@code Game.start(Variant.sivy(), Ruleset.standard(), Position.parse("9/9/4W4/9/3B5 b 0 20"))}</pre>
   *
   * @param variant the variant
   * @param ruleset the rule options
   * @param start the start position
   * @return a game with no turns
   * @throws IllegalArgumentException if the position's board is not the variant's
   */
  public static Game start(Variant variant, Ruleset ruleset, Position start) {
    if (start.geometry() != variant.geometry() || start.isPlacement() != variant.start().isPlacement()) {
      throw new IllegalArgumentException(
          "position " + start + " is not a " + variant.displayName() + " position");
    }
    return new Game(variant, ruleset, start, null, null, Optional.empty());
  }

  /**
   * Returns the variant.
   *
   * <pre>{@code game.variant()}</pre>
   *
   * @return the variant
   */
  public Variant variant() {
    return variant;
  }

  /**
   * Returns the ruleset.
   *
   * <pre>{@code game.ruleset()}</pre>
   *
   * @return the rule options in force
   */
  public Ruleset ruleset() {
    return ruleset;
  }

  /**
   * Returns the current position.
   *
   * <pre>{@code game.position().sideToMove()}</pre>
   *
   * @return the position after the last turn
   */
  public Position position() {
    return position;
  }

  /**
   * Returns the position the game started from.
   *
   * <pre>{@code game.startPosition()}</pre>
   *
   * @return the start position
   */
  public Position startPosition() {
    Game g = this;
    while (g.previous != null) {
      g = g.previous;
    }
    return g.position;
  }

  /**
   * Returns the turns played, in order.
   *
   * <pre>{@code game.turns().size()}</pre>
   *
   * @return the turns
   */
  public ImmutableList<Turn> turns() {
    Deque<Turn> out = new ArrayDeque<>(length);
    for (Game g = this; g.previous != null; g = g.previous) {
      if (g.lastTurn != null) { // a resignation or agreement node adds no turn
        out.addFirst(g.lastTurn);
      }
    }
    return ImmutableList.copyOf(out);
  }

  /**
   * Returns every position of the game, the start first and the current one last.
   *
   * <pre>{@code game.positions().size() == game.turns().size() + 1}</pre>
   *
   * @return the positions
   */
  public ImmutableList<Position> positions() {
    Deque<Position> out = new ArrayDeque<>(length + 1);
    for (Game g = this; g != null; g = g.previous) {
      if (g.lastTurn != null || g.previous == null) { // skip resignation and agreement nodes
        out.addFirst(g.position);
      }
    }
    return ImmutableList.copyOf(out);
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
   * Returns the legal turns; none once the game is over.
   *
   * <pre>{@code Game.start(Variant.sivy()).legalTurns().size() == 5}</pre>
   *
   * @return the legal turns
   */
  public ImmutableList<Turn> legalTurns() {
    return isOver() ? ImmutableList.of() : variant.engine().legalTurns(position, ruleset);
  }

  /**
   * Plays a legal turn.
   *
   * <pre>{@code game.play(game.legalTurns().get(0))}</pre>
   *
   * @param turn a turn legal in the current position
   * @return the game after it
   * @throws IllegalTurnException if the turn is not legal here
   * @throws IllegalStateException if the game is over
   */
  public Game play(Turn turn) {
    // Play the engine's own equal turn: equality ignores what the turn leaves liable to a huff,
    // which a turn built by hand (Turn.paika) does not know.
    return playFirst(turn::equals, turn.toString());
  }

  /**
   * Plays a turn given in canonical A/W notation ({@code d3-e3W}, {@code d2-e3}, {@code b2}), in
   * any case. The lenient readers of {@code fanorona-notation} accept more spellings.
   *
   * <pre>{@code Game.start(Variant.sivy()).play("d3-e3W")}</pre>
   *
   * @param turn the turn's canonical text
   * @return the game after it
   * @throws IllegalTurnException naming the legal turns if no legal turn is written so
   * @throws IllegalStateException if the game is over
   */
  public Game play(String turn) {
    String wanted = turn.strip();
    return playFirst(t -> t.toString().equalsIgnoreCase(wanted), wanted);
  }

  /** Plays the first legal turn that matches; the outcome and the turns are computed once. */
  private Game playFirst(java.util.function.Predicate<Turn> matches, String text) {
    checkNotOver();
    ImmutableList<Turn> legal = variant.engine().legalTurns(position, ruleset);
    for (Turn t : legal) {
      if (matches.test(t)) {
        return new Game(variant, ruleset, position.play(t), this, t, Optional.empty());
      }
    }
    throw new IllegalTurnException(text, legal);
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
   * <pre>{@code game.outcome().map(Outcome::resultString).orElse("*")}</pre>
   *
   * @return the outcome
   */
  public Optional<Outcome> outcome() {
    if (event.isPresent()) {
      return event;
    }
    Optional<Outcome> board = variant.engine().boardOutcome(position, ruleset);
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
   * <pre>{@code game.isOver()}</pre>
   *
   * @return true once there is an outcome
   */
  public boolean isOver() {
    return outcome().isPresent();
  }

  /**
   * Returns how many times the current position (stones, side to move, hands, huffable stones)
   * has occurred in this game, this time included.
   *
   * <pre>{@code game.occurrences()   // 1 for a new position}</pre>
   *
   * @return the number of occurrences
   */
  public int occurrences() {
    int n = 0;
    long key = position.zobristKey();
    for (Game g = this; g != null; g = g.previous) {
      if (g.lastTurn == null && g.previous != null) {
        continue; // a resignation or agreement node repeats its predecessor's position
      }
      if (g.position.zobristKey() == key && g.position.equalsIgnoringCounters(position)) {
        n++;
      }
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
   * <pre>{@code a.equals(b)}</pre>
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Game g)) {
      return false;
    }
    return variant == g.variant
        && ruleset.equals(g.ruleset)
        && position.equals(g.position)
        && event.equals(g.event)
        && startPosition().equals(g.startPosition())
        && turns().equals(g.turns());
  }

  @Override
  public int hashCode() {
    return Objects.hash(variant.name(), ruleset, position, length, event);
  }

  /**
   * Returns a one-line summary: variant, number of turns, and the outcome or who is to move.
   *
   * <pre>{@code game.toString()   // "Fanoron-Sivy game, 2 turns, White to move"}</pre>
   */
  @Override
  public String toString() {
    int turns = turns().size();
    return variant.displayName()
        + " game, "
        + turns
        + (turns == 1 ? " turn, " : " turns, ")
        + outcome()
            .map(Outcome::toString)
            .orElse(position.sideToMove().displayName().toLowerCase(Locale.ROOT) + " to move")
            .replaceFirst("^white", "White")
            .replaceFirst("^black", "Black");
  }
}
