package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSortedSet;
import java.util.Comparator;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A turn entered click by click, for user interfaces. Each method answers one screen of a play
 * site such as seed 000's: {@link #stones()} are the stones that glow (those that may start a
 * turn); after {@link #select} a stone, {@link #targets()} are the dots where it may go; for a
 * clicked point, {@link #options} are the steps to it, one for a plain (paika) step, or an
 * approach and a withdrawal to choose from, each with the stones it would take ({@link
 * Step#captured()}); after a {@link #step}, {@link #targets()} are the points where the chain may
 * go on and {@link #canStop()} says whether "stop here" is allowed; {@link #finish()} gives the
 * turn, and {@link #back()} takes the last click back.
 *
 * <pre>{@code
 * TurnBuilder b = TurnBuilder.start(Game.start(Variant.sivy()));
 * b.stones();                                  // [d2, e2, f2, d3]
 * b = b.select(Point.parse("d3"));
 * b.targets();                                 // [e3]
 * List<Step> choice = b.options(Point.parse("e3"));
 * choice;                                      // [d3-e3A, d3-e3W]
 * choice.get(0).captured();                    // [f3]: the approach takes f3
 * choice.get(1).captured();                    // [c3]: the withdrawal takes c3
 * b = b.step(choice.get(1));
 * b.targets();                                 // []: the chain cannot go on
 * b.finish();                                  // Optional[d3-e3W]
 * b.back().orElseThrow().options(Point.parse("e3")).size();   // 2 again
 * }</pre>
 *
 * <p>Under huffing the player may first {@link #huff} one of {@link #huffChoices()} (or not, by
 * selecting a stone straight away); in a placement game (Fanoron-Telo's drops) a turn is one
 * {@link #drop} on one of {@link #drops()}. The builder only ever lets through what leads to a
 * legal turn, so every turn it finishes is one of the engine's legal turns, and every legal turn
 * can be clicked.
 *
 * <p>Queries never throw: where a question does not apply yet (the targets before a stone is
 * selected, the turn before any step) the answer is empty. A click that is not among the answers
 * ({@link #select} of a stone that does not glow, a {@link #step} not in {@link #options}, a huff
 * or drop at the wrong time) throws {@link IllegalTurnException} naming the turns still possible.
 * A builder is an immutable, thread-safe value; each click returns a new builder.
 */
public final class TurnBuilder {
  /** A legal turn with its steps, computed once per start and shared by every later builder. */
  private record Choice(Turn turn, ImmutableList<Step> steps) {}

  private final ImmutableList<Choice> all;
  private final ImmutableList<Choice> live;
  private final Optional<Point> huff;
  private final Optional<Point> stone;
  private final Optional<Point> drop;
  private final ImmutableList<Step> steps;
  private final Optional<TurnBuilder> previous;

  private TurnBuilder(
      ImmutableList<Choice> all,
      ImmutableList<Choice> live,
      Optional<Point> huff,
      Optional<Point> stone,
      Optional<Point> drop,
      ImmutableList<Step> steps,
      Optional<TurnBuilder> previous) {
    this.all = all;
    this.live = live;
    this.huff = huff;
    this.stone = stone;
    this.drop = drop;
    this.steps = steps;
    this.previous = previous;
  }

  /**
   * Starts a turn in the current position of a game, from the game's legal turns (none once the
   * game is over).
   *
   * <pre>{@code TurnBuilder.start(Game.start(Variant.sivy())).stones()   // [d2, e2, f2, d3]}</pre>
   *
   * @param game the game
   * @return a builder with nothing clicked
   */
  public static TurnBuilder start(Game game) {
    return of(game.legalTurns());
  }

  /**
   * Starts a turn in a position under an engine and ruleset.
   *
   * <pre>{@code
   * TurnBuilder.start(CaptureEngine.instance(), Variant.sivy().start(), Ruleset.standard())
   * }</pre>
   *
   * @param engine the rules engine
   * @param position the position
   * @param ruleset the rule options
   * @return a builder with nothing clicked
   */
  public static TurnBuilder start(RulesEngine engine, Position position, Ruleset ruleset) {
    return of(engine.legalTurns(position, ruleset));
  }

  private static TurnBuilder of(ImmutableList<Turn> legal) {
    ImmutableList<Choice> all =
        legal.stream()
            .map(t -> new Choice(t, t.steps()))
            .collect(ImmutableList.toImmutableList());
    return new TurnBuilder(
        all,
        all,
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        ImmutableList.of(),
        Optional.empty());
  }

  // ---------------------------------------------------------------- huffing

  /**
   * Returns the enemy stones that may be huffed before the turn: only under huffing and only
   * before any other click; empty otherwise.
   *
   * <pre>{@code builder.huffChoices()   // [c1] after "i1-i2" in a huffing game where c1 could have taken}</pre>
   *
   * @return the huffable points, in board order (row, then column)
   */
  public ImmutableSet<Point> huffChoices() {
    return isUntouched() ? sorted(all, c -> c.turn().huffed()) : ImmutableSortedSet.of();
  }

  /**
   * Huffs an enemy stone: the turn that follows is one of those that start with this huff.
   *
   * <pre>{@code builder.huff(Point.parse("c1")).stones()   // the stones that may move after the huff}</pre>
   *
   * @param point one of {@link #huffChoices()}
   * @return the builder after the huff
   * @throws IllegalTurnException if that stone cannot be huffed now
   */
  public TurnBuilder huff(Point point) {
    if (!huffChoices().contains(point)) {
      throw refused("x" + point + ":");
    }
    Optional<Point> h = Optional.of(point);
    return next(c -> c.turn().huffed().equals(h), h, stone, drop, steps);
  }

  /**
   * Returns the enemy stone huffed by this turn so far, if any.
   *
   * <pre>{@code builder.huff(Point.parse("c1")).huffed()   // Optional[c1]}</pre>
   *
   * @return the huffed point
   */
  public Optional<Point> huffed() {
    return huff;
  }

  // ---------------------------------------------------------------- drops

  /**
   * Returns the points a stone from hand may be dropped on: in a placement game, before any other
   * click; empty otherwise.
   *
   * <pre>{@code TurnBuilder.start(Game.start(Variants.TELO)).drops().size()   // 9}</pre>
   *
   * @return the drop points, in board order
   */
  public ImmutableSet<Point> drops() {
    return isUntouched()
        ? sorted(all, c -> c.turn().kind() == Turn.Kind.DROP ? Optional.of(c.turn().origin())
            : Optional.empty())
        : ImmutableSortedSet.of();
  }

  /**
   * Drops a stone from hand; the turn is then complete.
   *
   * <pre>{@code builder.drop(Point.parse("b2")).finish()   // Optional[b2]}</pre>
   *
   * @param point one of {@link #drops()}
   * @return the builder after the drop
   * @throws IllegalTurnException if no stone may be dropped there now
   */
  public TurnBuilder drop(Point point) {
    if (!drops().contains(point)) {
      throw refused(point.toString());
    }
    return next(
        c -> c.turn().kind() == Turn.Kind.DROP && c.turn().origin() == point,
        huff,
        stone,
        Optional.of(point),
        steps);
  }

  // ---------------------------------------------------------------- moving a stone

  /**
   * Returns the stones that may start the turn (those a site makes glow): before the first step,
   * also while a stone is selected, so that the player may change their mind; empty after a step
   * or a drop.
   *
   * <pre>{@code TurnBuilder.start(Game.start(Variant.sivy())).stones()   // [d2, e2, f2, d3]}</pre>
   *
   * @return the stones' points, in board order
   */
  public ImmutableSet<Point> stones() {
    if (!steps.isEmpty() || drop.isPresent()) {
      return ImmutableSortedSet.of();
    }
    return sorted(
        all,
        c -> c.turn().kind() != Turn.Kind.DROP && c.turn().huffed().equals(huff)
            ? Optional.of(c.turn().origin())
            : Optional.empty());
  }

  /**
   * Selects the stone to move (replacing the selection if one was made and no step taken yet).
   * Selecting without huffing first means the turn huffs nothing.
   *
   * <pre>{@code builder.select(Point.parse("d3")).targets()   // [e3]}</pre>
   *
   * @param point one of {@link #stones()}
   * @return the builder with that stone selected
   * @throws IllegalTurnException if that stone cannot start a turn now
   */
  public TurnBuilder select(Point point) {
    if (!stones().contains(point)) {
      throw refused(point.toString());
    }
    return next(
        c -> c.turn().kind() != Turn.Kind.DROP
            && c.turn().huffed().equals(huff)
            && c.turn().origin() == point,
        huff,
        Optional.of(point),
        drop,
        steps);
  }

  /**
   * Returns the point where the selected stone stands now: where it was selected, or where its
   * last step landed; empty before a selection.
   *
   * <pre>{@code builder.select(Point.parse("d3")).stone()   // Optional[d3]}</pre>
   *
   * @return the moving stone's point
   */
  public Optional<Point> stone() {
    return steps.isEmpty() ? stone : Optional.of(steps.get(steps.size() - 1).to());
  }

  /**
   * Returns the points the selected stone may step to next (the dots): its first step, or the next
   * capture of the chain; empty before a selection and when the chain cannot go on.
   *
   * <pre>{@code builder.select(Point.parse("d3")).targets()   // [e3]}</pre>
   *
   * @return the points, in board order
   */
  public ImmutableSet<Point> targets() {
    return sorted(live, c -> nextStep(c).map(Step::to));
  }

  /**
   * Returns the steps to a point the selected stone may go to: one plain step (paika), one
   * capture, or an approach and a withdrawal to choose from, each with the stones it would take.
   * Empty if the stone cannot go there (or no stone is selected).
   *
   * <pre>{@code
   * List<Step> choice = builder.select(Point.parse("d3")).options(Point.parse("e3"));
   * choice.get(0).capture();    // Optional[APPROACH]
   * choice.get(0).captured();   // [f3]
   * }</pre>
   *
   * @param to the clicked point
   * @return the possible steps, approach before withdrawal
   */
  public ImmutableList<Step> options(Point to) {
    return live.stream()
        .map(this::nextStep)
        .flatMap(Optional::stream)
        .filter(s -> s.to() == to)
        .distinct()
        .sorted(Comparator.comparing((Step s) -> s.capture().map(CaptureKind::ordinal).orElse(-1)))
        .collect(ImmutableList.toImmutableList());
  }

  /**
   * Takes a step with the selected stone.
   *
   * <pre>{@code builder.step(builder.options(Point.parse("e3")).get(0))}</pre>
   *
   * @param step one of {@link #options} for its landing point
   * @return the builder after the step
   * @throws IllegalTurnException if the step is not one of the options now
   */
  public TurnBuilder step(Step step) {
    if (!options(step.to()).contains(step)) {
      throw refused(stone.isEmpty() ? step.toString() : landing(step));
    }
    ImmutableList<Step> taken = ImmutableList.<Step>builder().addAll(steps).add(step).build();
    return next(c -> nextStep(c).equals(Optional.of(step)), huff, stone, drop, taken);
  }

  /**
   * Returns the steps taken so far.
   *
   * <pre>{@code builder.steps()   // [d3-e3W]}</pre>
   *
   * @return the steps, in order
   */
  public ImmutableList<Step> steps() {
    return steps;
  }

  // ---------------------------------------------------------------- ending and undoing

  /**
   * Returns whether the clicks so far make a whole legal turn, so that the player may stop here:
   * after a paika step, a drop, or any capture of an optional chain (under {@code
   * chain=mandatory}, only where the chain cannot go on).
   *
   * <pre>{@code builder.canStop()   // false before any step}</pre>
   *
   * @return true if {@link #finish()} gives a turn
   */
  public boolean canStop() {
    return finish().isPresent();
  }

  /**
   * Returns the turn the clicks so far make ("stop here"), or empty when they do not make a whole
   * legal turn yet: before any step or drop, after only a huff or a selection, or inside a chain
   * that must go on.
   *
   * <pre>{@code
   * TurnBuilder.start(Game.start(Variant.sivy())).finish()   // Optional.empty
   * }</pre>
   *
   * @return the legal turn, equal to one of the engine's
   */
  public Optional<Turn> finish() {
    if (drop.isEmpty() && steps.isEmpty()) {
      return Optional.empty();
    }
    return live.stream()
        .filter(c -> c.steps().size() == steps.size())
        .map(Choice::turn)
        .findFirst();
  }

  /**
   * Returns the builder before the last click (a huff, drop, selection or step), or empty when
   * nothing was clicked.
   *
   * <pre>{@code builder.select(Point.parse("d3")).back()   // Optional[builder]}</pre>
   *
   * @return the previous builder
   */
  public Optional<TurnBuilder> back() {
    return previous;
  }

  // ---------------------------------------------------------------- helpers

  private boolean isUntouched() {
    return previous.isEmpty();
  }

  /** The step a choice makes after the steps taken, if it has one and a stone is selected. */
  private Optional<Step> nextStep(Choice c) {
    int n = steps.size();
    return stone.isPresent() && c.steps().size() > n
        ? Optional.of(c.steps().get(n))
        : Optional.empty();
  }

  private TurnBuilder next(
      Predicate<Choice> keep,
      Optional<Point> huff,
      Optional<Point> stone,
      Optional<Point> drop,
      ImmutableList<Step> steps) {
    // A new selection filters the whole list, a step only what the selection left.
    ImmutableList<Choice> from = steps.size() > this.steps.size() ? live : all;
    ImmutableList<Choice> kept =
        from.stream().filter(keep).collect(ImmutableList.toImmutableList());
    return new TurnBuilder(all, kept, huff, stone, drop, steps, Optional.of(this));
  }

  private static ImmutableSortedSet<Point> sorted(
      ImmutableList<Choice> choices, Function<Choice, Optional<Point>> point) {
    return choices.stream()
        .map(point)
        .flatMap(Optional::stream)
        .collect(ImmutableSortedSet.toImmutableSortedSet(Comparator.naturalOrder()));
  }

  /** The exception for a click that leads to no legal turn, listing the turns still possible. */
  private IllegalTurnException refused(String click) {
    ImmutableList<Turn> possible =
        live.stream().map(Choice::turn).collect(ImmutableList.toImmutableList());
    return new IllegalTurnException(clicked() + click, possible);
  }

  /** The clicks so far in A/W notation: huff, origin, then each landing with its letter. */
  private String clicked() {
    StringBuilder sb = new StringBuilder();
    huff.ifPresent(h -> sb.append('x').append(h).append(':'));
    stone.ifPresent(sb::append);
    steps.forEach(s -> sb.append(landing(s)));
    return sb.toString();
  }

  private static String landing(Step s) {
    return "-" + s.to() + s.capture().map(k -> String.valueOf(k.letter())).orElse("");
  }

  /**
   * Compares the legal turns the builder started from and the clicks made, in order.
   *
   * <pre>{@code TurnBuilder.start(game).equals(TurnBuilder.start(game))   // true}</pre>
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof TurnBuilder b)) {
      return false;
    }
    return huff.equals(b.huff)
        && stone.equals(b.stone)
        && drop.equals(b.drop)
        && steps.equals(b.steps)
        && previous.equals(b.previous)
        && (all == b.all || all.equals(b.all));
  }

  @Override
  public int hashCode() {
    return Objects.hash(huff, stone, drop, steps, all.size());
  }

  /**
   * Returns the clicks so far in A/W notation and what may come next.
   *
   * <pre>{@code builder.toString()   // "d3-e3W (stop here)"}</pre>
   */
  @Override
  public String toString() {
    String clicks = drop.map(Point::toString).orElseGet(this::clicked);
    String next =
        canStop()
            ? targets().isEmpty() ? "stop here" : "stop here or go on to " + targets()
            : stone.isPresent() ? "go on to " + targets() : "select one of " + stones();
    return (clicks.isEmpty() ? "nothing clicked" : clicks) + " (" + next + ")";
  }
}
