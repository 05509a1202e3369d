package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * A step-by-step view of the legal turns, for user interfaces where a player clicks one step at a
 * time: from a position, the legal first steps; after each step, the legal next steps and whether
 * the player may stop; finishing yields the same {@link Turn} the engine lists. Under huffing the
 * player may first choose a stone to huff; in a placement game the choices are drops.
 *
 * <pre>{@code
 * TurnBuilder b = TurnBuilder.start(game);
 * b.nextSteps();                       // d2-e3A, e2-e3A, f2-e3A, d3-e3A, d3-e3W
 * b = b.step(b.nextSteps().get(0));
 * b.canFinish();                       // true: a chain may stop after any capture
 * Turn t = b.finish();
 * }</pre>
 *
 * <p>A builder is an immutable value: {@link #step} returns a new builder.
 */
public final class TurnBuilder {
  private final ImmutableList<Turn> candidates;
  private final ImmutableList<Step> steps;
  private final Optional<Point> huff;
  private final Optional<Point> drop;

  private TurnBuilder(
      ImmutableList<Turn> candidates,
      ImmutableList<Step> steps,
      Optional<Point> huff,
      Optional<Point> drop) {
    this.candidates = candidates;
    this.steps = steps;
    this.huff = huff;
    this.drop = drop;
  }

  /**
   * Starts a turn in the current position of a game.
   *
   * <pre>{@code TurnBuilder.start(Game.start(Variant.sivy()))}</pre>
   *
   * @param game the game
   * @return a builder with no step taken
   */
  public static TurnBuilder start(Game game) {
    return new TurnBuilder(game.legalTurns(), ImmutableList.of(), Optional.empty(), Optional.empty());
  }

  /**
   * Starts a turn in a position under an engine and ruleset.
   *
   * <pre>{@code TurnBuilder.start(CaptureEngine.instance(), position, Ruleset.standard())}</pre>
   *
   * @param engine the rules engine
   * @param position the position
   * @param ruleset the rule options
   * @return a builder with no step taken
   */
  public static TurnBuilder start(RulesEngine engine, Position position, Ruleset ruleset) {
    return new TurnBuilder(
        engine.legalTurns(position, ruleset), ImmutableList.of(), Optional.empty(), Optional.empty());
  }

  /**
   * Returns the steps taken so far.
   *
   * <pre>{@code builder.steps()}</pre>
   *
   * @return the steps
   */
  public ImmutableList<Step> steps() {
    return steps;
  }

  /**
   * Returns the enemy stones that may be huffed now (only before the first step, under huffing).
   *
   * <pre>{@code builder.huffChoices()}</pre>
   *
   * @return the huffable points
   */
  public ImmutableSet<Point> huffChoices() {
    if (!steps.isEmpty() || huff.isPresent() || drop.isPresent()) {
      return ImmutableSet.of();
    }
    Set<Point> out = new LinkedHashSet<>();
    for (Turn t : candidates) {
      t.huffed().ifPresent(out::add);
    }
    return ImmutableSet.copyOf(out);
  }

  /**
   * Huffs an enemy stone before the first step.
   *
   * <pre>{@code builder.huff(Point.parse("c3"))}</pre>
   *
   * @param point one of {@link #huffChoices()}
   * @return the builder after the huff
   * @throws IllegalArgumentException if that stone cannot be huffed now
   */
  public TurnBuilder huff(Point point) {
    if (!huffChoices().contains(point)) {
      throw new IllegalArgumentException(
          "cannot huff " + point + " now; huffable: " + huffChoices());
    }
    return new TurnBuilder(
        filter(t -> t.huffed().equals(Optional.of(point))), steps, Optional.of(point), drop);
  }

  /**
   * Returns the points a stone may be dropped on now (placement games only).
   *
   * <pre>{@code builder.dropChoices()}</pre>
   *
   * @return the drop points
   */
  public ImmutableSet<Point> dropChoices() {
    if (drop.isPresent()) {
      return ImmutableSet.of();
    }
    Set<Point> out = new LinkedHashSet<>();
    for (Turn t : current()) {
      if (t.kind() == Turn.Kind.DROP) {
        out.add(t.origin());
      }
    }
    return ImmutableSet.copyOf(out);
  }

  /**
   * Drops a stone from hand.
   *
   * <pre>{@code builder.drop(Point.parse("b2")).finish()}</pre>
   *
   * @param point one of {@link #dropChoices()}
   * @return the builder after the drop
   * @throws IllegalArgumentException if the drop is not legal
   */
  public TurnBuilder drop(Point point) {
    if (!dropChoices().contains(point)) {
      throw new IllegalArgumentException("cannot drop on " + point + "; legal: " + dropChoices());
    }
    return new TurnBuilder(
        filter(t -> t.kind() == Turn.Kind.DROP && t.origin() == point),
        steps,
        huff,
        Optional.of(point));
  }

  /**
   * Returns the steps that may be taken next.
   *
   * <pre>{@code builder.nextSteps()}</pre>
   *
   * @return the legal next steps, in generation order
   */
  public ImmutableList<Step> nextSteps() {
    Set<Step> out = new LinkedHashSet<>();
    int n = steps.size();
    for (Turn t : current()) {
      if (t.stepCount() > n) {
        out.add(t.steps().get(n));
      }
    }
    return ImmutableList.copyOf(out);
  }

  /**
   * Takes a step.
   *
   * <pre>{@code builder.step(builder.nextSteps().get(0))}</pre>
   *
   * @param step one of {@link #nextSteps()}
   * @return the builder after the step
   * @throws IllegalArgumentException if the step is not legal now, naming those that are
   */
  public TurnBuilder step(Step step) {
    int n = steps.size();
    ImmutableList<Turn> next =
        filter(t -> t.stepCount() > n && t.steps().get(n).equals(step) && matches(t));
    if (next.isEmpty()) {
      throw new IllegalArgumentException(
          "step " + step + " is not legal now; legal steps: " + nextSteps());
    }
    return new TurnBuilder(
        next,
        ImmutableList.<Step>builder().addAll(steps).add(step).build(),
        huff,
        drop);
  }

  /**
   * Returns whether the steps so far form a complete legal turn.
   *
   * <pre>{@code builder.canFinish()}</pre>
   *
   * @return true if the player may stop here
   */
  public boolean canFinish() {
    return complete().isPresent();
  }

  /**
   * Returns the turn made of the steps so far.
   *
   * <pre>{@code Turn t = builder.finish();}</pre>
   *
   * @return the legal turn
   * @throws IllegalStateException if the turn may not stop here
   */
  public Turn finish() {
    return complete()
        .orElseThrow(
            () ->
                new IllegalStateException(
                    "the turn cannot stop here; next steps: " + nextSteps()));
  }

  private Optional<Turn> complete() {
    for (Turn t : current()) {
      if (t.stepCount() == steps.size() && (t.kind() != Turn.Kind.DROP || drop.isPresent())) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  private ImmutableList<Turn> current() {
    return filter(this::matches);
  }

  private boolean matches(Turn t) {
    return t.huffed().equals(huff)
        && (drop.isEmpty() || (t.kind() == Turn.Kind.DROP && t.origin() == drop.get()))
        && (steps.isEmpty() || (t.stepCount() >= steps.size()
            && t.steps().subList(0, steps.size()).equals(steps)));
  }

  private ImmutableList<Turn> filter(java.util.function.Predicate<Turn> keep) {
    return candidates.stream().filter(keep).collect(ImmutableList.toImmutableList());
  }
}
