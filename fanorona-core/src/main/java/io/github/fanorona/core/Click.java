package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.Objects;
import java.util.Optional;

/**
 * What one click did to a turn being built: the answer of {@link TurnBuilder#click(Point)} and
 * {@link TurnBuilder#stop()}, so that a user interface needs one call per click and one switch on
 * {@link #kind()}.
 *
 * <pre>{@code
 * TurnBuilder b = TurnBuilder.start(Game.start(Variant.sivy()));
 * Click c = b.click(Point.parse("d3"));
 * c.kind();                           // SELECTED
 * c = c.builder().click(Point.parse("e3"));
 * c.kind();                           // NEEDS_CHOICE
 * c.options();                        // [d3-e3A, d3-e3W]
 * c.options().get(0).captured();      // [f3]: the stones the approach would take
 * c = c.choose(CaptureKind.WITHDRAWAL);
 * c.kind();                           // FINISHED
 * c.turn();                           // Optional[d3-e3W]
 * }</pre>
 *
 * <p>A refused click leaves the builder as it was ({@link #builder()} is the builder clicked) and
 * its {@link #message()} says why and names what is legal. A click is an immutable value.
 *
 * @since 1.0.0
 */
public final class Click {
  /**
   * What a click did.
   *
   * @since 1.0.0
   */
  public enum Kind {
    /** A stone was selected: its targets are the dots to show. */
    SELECTED,
    /** Another stone was selected instead of the one selected before (only before a step). */
    RESELECTED,
    /** The selected stone was clicked again and is no longer selected (only before a step). */
    DESELECTED,
    /** An enemy stone was huffed (under {@code huffing=on}); a stone is to be selected next. */
    HUFFED,
    /**
     * The stone stepped and its chain may go on ({@link TurnBuilder#canStop()} says if it may
     * stop).
     */
    STEPPED,
    /**
     * The clicked point may be reached by approach and by withdrawal: {@link #options()} are the
     * two steps with the stones each would take, and {@link #choose} takes one.
     */
    NEEDS_CHOICE,
    /** The turn is complete: {@link #turn()} is the legal turn to play. */
    FINISHED,
    /** Nothing happened: {@link #message()} says why and what is legal. */
    REFUSED
  }

  private final Kind kind;
  private final TurnBuilder builder;
  private final ImmutableList<Step> options;
  private final Optional<Turn> turn;
  private final String message;

  private Click(
      Kind kind,
      TurnBuilder builder,
      ImmutableList<Step> options,
      Optional<Turn> turn,
      String message) {
    this.kind = kind;
    this.builder = builder;
    this.options = options;
    this.turn = turn;
    this.message = message;
  }

  static Click of(Kind kind, TurnBuilder builder) {
    return new Click(kind, builder, ImmutableList.of(), Optional.empty(), builder.toString());
  }

  static Click finished(TurnBuilder builder, Turn turn) {
    return new Click(
        Kind.FINISHED, builder, ImmutableList.of(), Optional.of(turn), turn.toString());
  }

  static Click choice(TurnBuilder builder, ImmutableList<Step> options) {
    StringBuilder sb = new StringBuilder(options.get(0).to().toString()).append(": ");
    for (int i = 0; i < options.size(); i++) {
      Step s = options.get(i);
      sb.append(i == 0 ? "" : i == options.size() - 1 ? " or " : ", ");
      if (s.capture().isEmpty()) {
        sb.append("a plain step that takes nothing");
        continue;
      }
      CaptureKind k = s.capture().get();
      sb.append(k == CaptureKind.APPROACH ? "approach" : "withdrawal")
          .append(" (")
          .append(k.letter())
          .append(") takes ")
          .append(s.captured().size() == 1 ? "" : s.captured().size() + " stones ")
          .append(s.captured());
    }
    return new Click(Kind.NEEDS_CHOICE, builder, options, Optional.empty(), sb.toString());
  }

  static Click refused(TurnBuilder builder, IllegalTurnException why) {
    return new Click(Kind.REFUSED, builder, ImmutableList.of(), Optional.empty(), why.reason());
  }

  /**
   * {@return what the click did}
   *
   * <pre>{@code TurnBuilder.start(Game.start(Variant.sivy())).click(Point.parse("a1")).kind()
   * // REFUSED}</pre>
   */
  public Kind kind() {
    return kind;
  }

  /**
   * Returns the builder after the click: the one to keep for the next click. For a refused click
   * and a click that needs a choice, it is the builder that was clicked.
   *
   * <pre>{@code b.click(Point.parse("d3")).builder().stone()   // Optional[d3]}</pre>
   *
   * @return the builder
   */
  public TurnBuilder builder() {
    return builder;
  }

  /**
   * {@return the steps to choose from after a click that {@link Kind#NEEDS_CHOICE needs a choice}:
   * a plain step if captures are optional (huffing), then the approach, then the withdrawal, each
   * with the stones it would take ({@link Step#captured()}, the rings to draw); empty for every
   * other kind}
   *
   * <pre>{@code b.click(Point.parse("d3")).builder().click(Point.parse("e3")).options()
   * // [d3-e3A, d3-e3W]}</pre>
   */
  public ImmutableList<Step> options() {
    return options;
  }

  /**
   * {@return the legal turn a {@link Kind#FINISHED finished} click completed; empty for every other
   * kind}
   */
  public Optional<Turn> turn() {
    return turn;
  }

  /**
   * {@return what the click did in words: for a refused click why, with the legal turns still
   * possible; for a choice the two options and what each takes; for a finished turn the turn; for
   * the others the clicks so far and what may come next ({@link TurnBuilder#toString()})}
   *
   * <pre>{@code
   * TurnBuilder.start(Game.start(Variant.sivy())).click(Point.parse("a1")).message()
   * // "a1: the stones that may start a turn are d2, e2, f2, d3; legal here: d2-e3A, ..."
   * }</pre>
   */
  public String message() {
    return message;
  }

  /**
   * Takes one of the {@link #options()} of a click that needs a choice: the same as clicking the
   * point again with the capture kind chosen ({@link TurnBuilder#click(Point, CaptureKind)}).
   *
   * <pre>{@code choice.choose(CaptureKind.WITHDRAWAL).turn()   // Optional[d3-e3W]}</pre>
   *
   * @param capture approach or withdrawal
   * @return what taking that step did: {@link Kind#STEPPED} or {@link Kind#FINISHED}
   * @throws IllegalStateException if this click does not need a choice
   */
  public Click choose(CaptureKind capture) {
    requireChoice();
    return builder.click(options.get(0).to(), capture);
  }

  /**
   * Takes one of the {@link #options()} of a click that needs a choice, whatever its kind: the way
   * to take the plain step that huffing offers beside a capture.
   *
   * <pre>{@code choice.choose(choice.options().get(0)).turn()   // Optional[d3-e3A]}</pre>
   *
   * @param option one of {@link #options()}
   * @return what taking that step did: {@link Kind#STEPPED} or {@link Kind#FINISHED}
   * @throws IllegalStateException if this click does not need a choice
   * @throws IllegalArgumentException if the step is not one of the options
   */
  public Click choose(Step option) {
    requireChoice();
    if (!options.contains(option)) {
      throw new IllegalArgumentException(option + " is not one of the options " + options);
    }
    return builder.click(option);
  }

  private void requireChoice() {
    if (kind != Kind.NEEDS_CHOICE) {
      throw new IllegalStateException("a " + kind + " click has nothing to choose: " + message);
    }
  }

  /**
   * Compares the kind, the builder, the options, the turn and the message.
   *
   * <pre>{@code b.click(d3).equals(b.click(d3))   // true}</pre>
   */
  @Override
  // TurnBuilder does override equals: Error Prone 2.42's check for final *Builder types looks the
  // override up under the name toString, so it reports every such builder
  @SuppressWarnings("EqualsIncompatibleType")
  public boolean equals(Object o) {
    return o instanceof Click c
        && kind == c.kind
        && builder.equals(c.builder)
        && options.equals(c.options)
        && turn.equals(c.turn)
        && message.equals(c.message);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, options, turn, message);
  }

  /**
   * Returns the kind and the message.
   *
   * <pre>{@code b.click(Point.parse("d3")).toString()   // "SELECTED: d3 (go on to [e3])"}</pre>
   */
  @Override
  public String toString() {
    return kind + ": " + message;
  }
}
