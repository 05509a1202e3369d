package io.github.fanorona.examples.play;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnBuilder;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * A turn entered click by click, as a player does on a board: choose a stone, choose a point, choose
 * approach or withdrawal when both capture, continue or stop; one click back at any time. The only
 * class of the terminal game that knows how the library builds a turn step by step ({@link
 * TurnBuilder}), so that it is the one place to change when that API does.
 *
 * <pre>{@code
 * TurnClicks c = TurnClicks.start(game);
 * c = c.select(Point.parse("d3"));
 * ImmutableList<Step> options = c.stepsTo(Point.parse("e3"));   // d3-e3A and d3-e3W
 * c = c.step(options.get(1));
 * if (c.isComplete()) game = game.play(c.finish());
 * }</pre>
 *
 * <p>Immutable: each click returns a new value, which remembers the one before it.
 */
final class TurnClicks {
  private final TurnBuilder builder;
  private final Optional<Point> stone;
  private final Optional<TurnClicks> before;

  private TurnClicks(TurnBuilder builder, Optional<Point> stone, Optional<TurnClicks> before) {
    this.builder = builder;
    this.stone = stone;
    this.before = before;
  }

  static TurnClicks start(Game game) {
    return new TurnClicks(TurnBuilder.start(game), Optional.empty(), Optional.empty());
  }

  /** The stone chosen (or, after steps, the point it stands on now), if any. */
  Optional<Point> stone() {
    return stone;
  }

  /** Whether the chosen stone has taken a step. */
  boolean hasMoved() {
    return !builder.steps().isEmpty();
  }

  /** Whether nothing has been clicked yet. */
  boolean isEmpty() {
    return before.isEmpty();
  }

  /** The stones that may start the turn, or the points a stone may be dropped on. */
  ImmutableSet<Point> startingPoints() {
    if (stone.isPresent()) {
      return ImmutableSet.of();
    }
    Set<Point> out = new LinkedHashSet<>(builder.dropChoices());
    for (Step s : builder.nextSteps()) {
      out.add(s.from());
    }
    return ImmutableSet.copyOf(out);
  }

  /** Whether the turn is a drop from hand (a placement game's first turns). */
  boolean dropping() {
    return stone.isEmpty() && !builder.dropChoices().isEmpty();
  }

  /** Enemy stones that may be huffed before the turn, when the rules have huffing. */
  ImmutableSet<Point> huffChoices() {
    return stone.isPresent() ? ImmutableSet.of() : builder.huffChoices();
  }

  /** Chooses the stone to move, or drops a stone on the point in a placement game. */
  TurnClicks select(Point point) {
    if (builder.dropChoices().contains(point)) {
      return new TurnClicks(builder.drop(point), Optional.of(point), Optional.of(this));
    }
    if (!startingPoints().contains(point)) {
      throw new IllegalArgumentException(
          point + " cannot start a turn; choose one of " + sorted(startingPoints()));
    }
    return new TurnClicks(builder, Optional.of(point), Optional.of(this));
  }

  /** Huffs an enemy stone before the turn. */
  TurnClicks huff(Point point) {
    return new TurnClicks(builder.huff(point), stone, Optional.of(this));
  }

  /** The points the chosen stone may step to now. */
  ImmutableSet<Point> targets() {
    Set<Point> out = new LinkedHashSet<>();
    for (Step s : nextSteps()) {
      out.add(s.to());
    }
    return ImmutableSet.copyOf(out);
  }

  /** The legal steps of the chosen stone to a point: one, or an approach and a withdrawal. */
  ImmutableList<Step> stepsTo(Point point) {
    ImmutableList<Step> out =
        nextSteps().stream().filter(s -> s.to() == point).collect(ImmutableList.toImmutableList());
    if (out.isEmpty()) {
      throw new IllegalArgumentException(
          stone.map(p -> "the stone on " + p).orElse("no stone chosen: it")
              + " cannot go to "
              + point
              + (targets().isEmpty() ? "" : "; it may go to " + sorted(targets())));
    }
    return out;
  }

  /** Takes a step of the chosen stone. */
  TurnClicks step(Step step) {
    return new TurnClicks(builder.step(step), Optional.of(step.to()), Optional.of(this));
  }

  /** Whether the clicks so far make a turn that may stop here. */
  boolean canStop() {
    return stone.isPresent() && builder.canFinish();
  }

  /** Whether the turn is over: it may stop and cannot go on. */
  boolean isComplete() {
    return canStop() && nextSteps().isEmpty();
  }

  /** The turn made by the clicks. */
  Turn finish() {
    return builder.finish();
  }

  /** The clicks without the last one (the same when nothing was clicked). */
  TurnClicks back() {
    return before.orElse(this);
  }

  private ImmutableList<Step> nextSteps() {
    if (stone.isEmpty()) {
      return ImmutableList.of();
    }
    Point at = stone.get();
    return builder.nextSteps().stream()
        .filter(s -> s.from() == at)
        .collect(ImmutableList.toImmutableList());
  }

  static String sorted(Set<Point> points) {
    return String.join(
        ", ", points.stream().sorted().map(Point::toString).collect(ImmutableList.toImmutableList()));
  }
}
