package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSortedSet;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A turn entered click by click, for user interfaces: one call per click. {@link #click(Point)}
 * answers a {@link Click} that says what the click did (huffed, selected, reselected, stepped,
 * needs a choice between approach and withdrawal, finished, refused and why) and holds the next
 * builder; {@link Click#choose} answers a choice, {@link #stop()} is the "stop here" button and
 * {@link #back()} takes the last click back. The queries draw each screen of a play site such as
 * the trilingual play site's (source 000 in the README's table): {@link #stones()} are the stones
 * that glow (those that may start a turn); once a stone is selected, {@link #targets()} are the
 * dots where it may go; for a point, {@link #options} are the steps to it, one for a plain (paika)
 * step, or an approach and a withdrawal to choose from, each with the stones it would take ({@link
 * Step#captured()}); {@link #canStop()} says whether "stop here" is allowed, {@link #stage()} is
 * the prompt and {@link #preview()} the board to draw in the middle of a turn.
 *
 * <pre>{@code
 * TurnBuilder b = TurnBuilder.start(Game.start(Variant.sivy()));
 * b.stones();                                  // [d2, e2, f2, d3]
 * Click c = b.click(Point.parse("d3"));
 * c.kind();                                    // SELECTED
 * c.builder().targets();                       // [e3]
 * c.builder().options(Point.parse("e3")).get(0).captured();   // [f3]: the approach takes f3
 * c = c.builder().click(Point.parse("e3"));
 * c.kind();                                    // NEEDS_CHOICE
 * c.options();                                 // [d3-e3A, d3-e3W]
 * c = c.choose(CaptureKind.WITHDRAWAL);
 * c.kind();                                    // FINISHED
 * c.turn();                                    // Optional[d3-e3W]
 * c.builder().back().orElseThrow().targets();  // [e3] again
 * }</pre>
 *
 * <p>Under huffing the player may first click one of {@link #huffChoices()} to huff it (or not, by
 * selecting a stone straight away); in a placement game (Fanoron-Telo's drops) a turn is one click
 * on one of {@link #drops()}. The builder only ever lets through what leads to a legal turn, so
 * every turn it finishes is one of the engine's legal turns, and every legal turn can be clicked.
 *
 * <p>Queries and clicks never throw: where a question does not apply yet (the targets before a
 * stone is selected) the answer is empty, and a click that is not among the answers is a {@link
 * Click.Kind#REFUSED} click whose message names what is possible. A builder is an immutable,
 * thread-safe value; each click returns a new builder.
 *
 * <p>The file is longer than most because each screen has its own documented query and click, all
 * sharing one index of the legal turns (by huff, then stone) built when the turn starts; that
 * index, the one-call clicks, the words of refusals and the board in the middle of a turn are
 * worked out by package-private helpers beside it.
 *
 * @since 1.0.0
 */
public final class TurnBuilder {
  private final TurnIndex index;
  private final ImmutableList<TurnIndex.Choice> live;
  private final Optional<Point> huff;
  private final Optional<Point> stone;
  private final Optional<Point> drop;
  private final ImmutableList<Step> steps;
  private final Optional<TurnBuilder> previous;

  /** The distinct steps the selected stone may take next, by landing point, approach first. */
  private final ImmutableList<Step> next;

  private final ImmutableSortedSet<Point> targets;
  private final Optional<Turn> finished;

  private TurnBuilder(
      TurnIndex index,
      ImmutableList<TurnIndex.Choice> live,
      Optional<Point> huff,
      Optional<Point> stone,
      Optional<Point> drop,
      ImmutableList<Step> steps,
      Optional<TurnBuilder> previous) {
    this.index = index;
    this.live = live;
    this.huff = huff;
    this.stone = stone;
    this.drop = drop;
    this.steps = steps;
    this.previous = previous;
    // Each builder is made by one click and asked several questions: answer them once.
    Set<Step> distinct = new LinkedHashSet<>();
    Optional<Turn> whole = Optional.empty();
    int n = steps.size();
    for (TurnIndex.Choice c : live) {
      if (c.steps().size() > n) {
        distinct.add(c.steps().get(n));
      } else if (whole.isEmpty() && (n > 0 || drop.isPresent())) {
        whole = Optional.of(c.turn());
      }
    }
    this.next = ImmutableList.sortedCopyOf(TurnIndex.BY_POINT_THEN_KIND, distinct);
    ImmutableSortedSet.Builder<Point> to = ImmutableSortedSet.naturalOrder();
    next.forEach(s -> to.add(s.to()));
    this.targets = to.build();
    this.finished = whole;
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
    return of(game.position(), game.legalTurns());
  }

  /**
   * Starts a turn in a position under an engine and ruleset.
   *
   * <pre>{@code
   * TurnBuilder b = TurnBuilder.start(CaptureEngine.instance(), Variant.sivy().start(), Ruleset.standard());
   * b.stones().toString();   // "[d2, e2, f2, d3]"
   * }</pre>
   *
   * @param engine the rules engine
   * @param position the position
   * @param ruleset the rule options
   * @return a builder with nothing clicked
   */
  public static TurnBuilder start(RulesEngine engine, Position position, Ruleset ruleset) {
    return of(position, engine.legalTurns(position, ruleset));
  }

  static TurnBuilder of(Position position, ImmutableList<Turn> legal) {
    return new TurnBuilder(
        TurnIndex.of(position, legal),
        ImmutableList.of(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        ImmutableList.of(),
        Optional.empty());
  }

  // ---------------------------------------------------------------- huffing

  /**
   * Returns the enemy stones that may be huffed before the turn: only under huffing and only before
   * any other click; empty otherwise.
   *
   * <pre>{@code builder.huffChoices()   // [c1]: c1 could have captured on the last turn}</pre>
   *
   * @return the huffable points, in board order (row, then column)
   */
  public ImmutableSet<Point> huffChoices() {
    return isUntouched() ? index.huffs() : ImmutableSortedSet.of();
  }

  /** Huffs one of {@link #huffChoices()} ({@link #click(Point)} on it); refused otherwise. */
  TurnBuilder huff(Point point) {
    if (!huffChoices().contains(point)) {
      throw TurnRefusals.huffRefused(this, point);
    }
    return next(ImmutableList.of(), Optional.of(point), stone, drop, steps);
  }

  /** {@return the enemy stone huffed by this turn so far, if any} */
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
    return isUntouched() ? index.drops().keySet() : ImmutableSortedSet.of();
  }

  /** Drops a stone on one of {@link #drops()} ({@link #click(Point)} on it); refused otherwise. */
  TurnBuilder drop(Point point) {
    if (!drops().contains(point)) {
      throw TurnRefusals.dropRefused(this, point);
    }
    Turn turn = Objects.requireNonNull(index.drops().get(point));
    ImmutableList<TurnIndex.Choice> dropped =
        ImmutableList.of(new TurnIndex.Choice(turn, ImmutableList.of()));
    return next(dropped, huff, stone, Optional.of(point), steps);
  }

  // ---------------------------------------------------------------- moving a stone

  /**
   * Returns the stones that may start the turn (those a site makes glow): before the first step,
   * also while a stone is selected, so that the player may change their mind; empty after a step or
   * a drop.
   *
   * <pre>{@code TurnBuilder.start(Game.start(Variant.sivy())).stones()   // [d2, e2, f2, d3]}</pre>
   *
   * @return the stones' points, in board order
   */
  public ImmutableSet<Point> stones() {
    if (!steps.isEmpty() || drop.isPresent()) {
      return ImmutableSortedSet.of();
    }
    return index.stones(huff).keySet();
  }

  /**
   * Selects one of {@link #stones()} ({@link #click(Point)} on it), replacing a selection made
   * before the first step; refused otherwise.
   */
  TurnBuilder select(Point point) {
    if (!stones().contains(point)) {
      throw TurnRefusals.selectRefused(this, point);
    }
    ImmutableList<TurnIndex.Choice> choices =
        index.stones(huff).getOrDefault(point, ImmutableList.of()).stream()
            .map(t -> new TurnIndex.Choice(t, t.steps()))
            .collect(ImmutableList.toImmutableList());
    return next(choices, huff, Optional.of(point), drop, steps);
  }

  /**
   * Returns the point where the selected stone stands now: where it was selected, or where its last
   * step landed; empty before a selection.
   *
   * <pre>{@code builder.click(Point.parse("d3")).builder().stone()   // Optional[d3]}</pre>
   *
   * @return the moving stone's point
   */
  public Optional<Point> stone() {
    return steps.isEmpty() ? stone : Optional.of(steps.get(steps.size() - 1).to());
  }

  /**
   * {@return the points the selected stone may step to next (the dots): its first step, or the next
   * capture of the chain; empty before a selection and when the chain cannot go on}
   */
  public ImmutableSet<Point> targets() {
    return targets;
  }

  /**
   * Returns the steps to a point the selected stone may go to: one plain step (paika), one capture,
   * or an approach and a withdrawal to choose from, each with the stones it would take. Empty if
   * the stone cannot go there (or no stone is selected).
   *
   * <pre>{@code
   * List<Step> choice = builder.click(Point.parse("d3")).builder().options(Point.parse("e3"));
   * choice.get(0).capture();    // Optional[APPROACH]
   * choice.get(0).captured();   // [f3]
   * }</pre>
   *
   * @param to the clicked point
   * @return the possible steps, a plain step (under huffing) first, approach before withdrawal
   */
  public ImmutableList<Step> options(Point to) {
    return next.stream().filter(s -> s.to() == to).collect(ImmutableList.toImmutableList());
  }

  /** Takes one of {@link #options} ({@link #click(Step)}); refused otherwise. */
  TurnBuilder step(Step step) {
    if (!next.contains(step)) {
      throw TurnRefusals.stepRefused(this, step);
    }
    ImmutableList<Step> taken = ImmutableList.<Step>builder().addAll(steps).add(step).build();
    int n = steps.size();
    ImmutableList<TurnIndex.Choice> kept =
        live.stream()
            .filter(c -> c.steps().size() > n && c.steps().get(n).equals(step))
            .collect(ImmutableList.toImmutableList());
    return next(kept, huff, stone, drop, taken);
  }

  /** {@return the steps taken so far} */
  public ImmutableList<Step> steps() {
    return steps;
  }

  // ---------------------------------------------------------------- ending and undoing

  /**
   * Returns whether the clicks so far make a whole legal turn, so that the player may stop here:
   * after a paika step, a drop, or any capture of an optional chain (under {@code chain=mandatory},
   * only where the chain cannot go on).
   *
   * <pre>{@code builder.canStop()   // false before any step}</pre>
   *
   * @return true if {@link #stop()} finishes the turn
   */
  public boolean canStop() {
    return finish().isPresent();
  }

  /**
   * The turn the clicks so far make, or empty when they do not make a whole legal turn yet ({@link
   * #stop()} finishes it).
   */
  Optional<Turn> finish() {
    return finished;
  }

  /**
   * {@return the builder before the last click (a huff, drop, selection or step), or empty when
   * nothing was clicked}
   */
  public Optional<TurnBuilder> back() {
    return previous;
  }

  // ---------------------------------------------------------------- one call per click

  /**
   * Where a turn being built stands: what the next click is for. A user interface shows the stage
   * as its prompt; {@link #toString()} says it in words.
   *
   * <pre>{@code TurnBuilder.start(Game.start(Variants.TELO)).stage()   // DROP}</pre>
   *
   * @since 1.0.0
   */
  public enum Stage {
    /** No turn is legal: the game is over. Every click is refused. */
    NO_TURN,
    /**
     * A stone from hand must be dropped on one of {@link #drops()} (Fanoron-Telo's first phase).
     */
    DROP,
    /**
     * Every legal turn starts with a huff (under {@code huffing=on}): one of {@link #huffChoices()}
     * must be huffed before any stone may move, so {@link #stones()} is empty.
     */
    MUST_HUFF,
    /**
     * A stone that glows ({@link #stones()}) is to be selected; where {@link #huffChoices()} is not
     * empty, one of them may be huffed first.
     */
    SELECT,
    /**
     * A stone is selected and no step taken: a dot ({@link #targets()}) is to be clicked, or
     * another stone selected instead, or the stone clicked again to let it go.
     */
    TARGET,
    /**
     * The stone has captured and may capture again: a dot is to be clicked, or, where {@link
     * #canStop()}, the turn stopped here.
     */
    CHAIN,
    /** The clicks make a whole turn that cannot go on: the click that made it finished it. */
    COMPLETE
  }

  /**
   * Returns the stage of the turn: what the next click is for.
   *
   * <pre>{@code
   * TurnBuilder b = TurnBuilder.start(Game.start(Variant.sivy()));
   * b.stage();                                  // SELECT
   * b.click(Point.parse("d3")).builder().stage();   // TARGET
   * }</pre>
   *
   * @return the stage
   */
  public Stage stage() {
    if (drop.isPresent()) {
      return Stage.COMPLETE;
    }
    if (!steps.isEmpty()) {
      return targets.isEmpty() ? Stage.COMPLETE : Stage.CHAIN;
    }
    if (stone.isPresent()) {
      return Stage.TARGET;
    }
    if (!stones().isEmpty()) {
      return Stage.SELECT;
    }
    if (!drops().isEmpty()) {
      return Stage.DROP;
    }
    return huffChoices().isEmpty() ? Stage.NO_TURN : Stage.MUST_HUFF;
  }

  /**
   * {@return the position the turn starts from}
   *
   * <pre>{@code TurnBuilder.start(Game.start(Variant.sivy())).position().sideToMove()   // WHITE}
   * </pre>
   */
  public Position position() {
    return index.position();
  }

  /**
   * Returns the board after the clicks so far, as a user interface draws it in the middle of a
   * turn: the huffed stone removed, the dropped stone placed, the moving stone on the point where
   * its last step landed and the stones its steps took removed, under {@code chain=mandatory} too,
   * where {@link #canStop()} stays false until the chain ends. The turn is not over, so the side to
   * move and the counters are those of {@link #position()}; no stone is huffable any more once a
   * click is made (the chance to huff has passed). With nothing clicked it is {@link #position()}.
   *
   * <pre>{@code
   * TurnBuilder b = TurnBuilder.start(CaptureEngine.instance(),
   *     Position.parse("3B5/9/2W1B4/9/9 w"), Ruleset.parse("chain=mandatory"));
   * b = b.click(Point.parse("c3")).builder().click(Point.parse("d3")).builder();
   * b.canStop();             // false: the chain must go on to d4
   * b.preview().toString();  // "3B5/9/3W5/9/9 w 0 1": the stone on d3, e3 taken
   * }</pre>
   *
   * @return the position the clicks have made so far
   */
  public Position preview() {
    return TurnPreview.of(this);
  }

  /**
   * Clicks a point: the one call a user interface makes for every click on the board. What the
   * click does depends on the {@link #stage()} and the point: it drops a stone from hand, huffs a
   * huffable enemy stone, selects a glowing stone (or another one before the first step, or lets
   * the selected one go when it is clicked again), or steps to a dot. A dot that an approach and a
   * withdrawal both reach asks for a choice ({@link Click.Kind#NEEDS_CHOICE}) instead of guessing;
   * a step after which the chain cannot go on finishes the turn. Any other click is refused with a
   * message naming what is legal, and the builder stays as it was. Clicks never throw.
   *
   * <pre>{@code
   * TurnBuilder b = TurnBuilder.start(Game.start(Variant.sivy()));
   * b.click(Point.parse("a1")).kind();                     // REFUSED
   * Click c = b.click(Point.parse("f2"));
   * c.kind();                                              // SELECTED
   * c = c.builder().click(Point.parse("d3"));
   * c.kind();                                              // RESELECTED
   * c = c.builder().click(Point.parse("e3"));
   * c.kind();                                              // NEEDS_CHOICE
   * c.choose(CaptureKind.APPROACH).turn();                 // Optional[d3-e3A]
   * }</pre>
   *
   * @param point the clicked point (a point off this board is refused)
   * @return what the click did and the builder after it
   */
  public Click click(Point point) {
    return TurnClicks.click(this, point);
  }

  /**
   * Clicks a dot with the capture kind chosen: the answer to a click that {@link
   * Click.Kind#NEEDS_CHOICE needs a choice} ({@link Click#choose} calls this), or a click that says
   * in advance which capture it means.
   *
   * <pre>{@code
   * TurnBuilder d3 = TurnBuilder.start(Game.start(Variant.sivy())).click(Point.parse("d3")).builder();
   * d3.click(Point.parse("e3"), CaptureKind.WITHDRAWAL).turn();   // Optional[d3-e3W]
   * d3.click(Point.parse("e4"), CaptureKind.APPROACH).kind();     // REFUSED
   * }</pre>
   *
   * @param to the dot
   * @param capture approach or withdrawal
   * @return what the step did ({@link Click.Kind#STEPPED} or {@link Click.Kind#FINISHED}), or a
   *     refusal naming the steps that are legal
   */
  public Click click(Point to, CaptureKind capture) {
    return TurnClicks.click(this, to, capture);
  }

  /**
   * Clicks a dot with the step chosen: the answer to a click that {@link Click.Kind#NEEDS_CHOICE
   * needs a choice} ({@link Click#choose(Step)} calls this), for any of its options, the plain step
   * that huffing allows beside a capture included. A step that is not one of {@link #options} is
   * refused.
   *
   * <pre>{@code
   * TurnBuilder d3 = TurnBuilder.start(Game.start(Variant.sivy())).click(Point.parse("d3")).builder();
   * d3.click(d3.options(Point.parse("e3")).get(1)).turn();   // Optional[d3-e3W]
   * }</pre>
   *
   * @param step one of {@link #options} for its landing point
   * @return what the step did ({@link Click.Kind#STEPPED} or {@link Click.Kind#FINISHED}), or a
   *     refusal naming the steps that are legal
   */
  public Click click(Step step) {
    return TurnClicks.click(this, step);
  }

  /**
   * Stops the turn here ("stop here"): finishes it when the clicks so far make a whole legal turn
   * ({@link #canStop()}), and is refused otherwise (before any step, or inside a chain that must go
   * on), with a message saying what is legal.
   *
   * <pre>{@code
   * TurnBuilder b = TurnBuilder.start(CaptureEngine.instance(),
   *     Position.parse("3B5/9/2W1B4/9/9 w"), Ruleset.standard());
   * b = b.click(Point.parse("c3")).builder().click(Point.parse("d3")).builder();
   * b.stop().turn();   // Optional[c3-d3A]: the chain could go on to d4, but stops
   * }</pre>
   *
   * @return a {@link Click.Kind#FINISHED} click with the turn, or a {@link Click.Kind#REFUSED} one
   */
  public Click stop() {
    return TurnClicks.stop(this);
  }

  // ---------------------------------------------------------------- helpers

  private boolean isUntouched() {
    return previous.isEmpty();
  }

  private TurnBuilder next(
      ImmutableList<TurnIndex.Choice> live,
      Optional<Point> huff,
      Optional<Point> stone,
      Optional<Point> drop,
      ImmutableList<Step> steps) {
    return new TurnBuilder(index, live, huff, stone, drop, steps, Optional.of(this));
  }

  // Read by TurnClicks, TurnRefusals and TurnPreview, which answer the one-call clicks, word the
  // refusals and draw the board in the middle of a turn, through the builder's own state.

  TurnIndex index() {
    return index;
  }

  /** The legal turns the clicks so far still lead to. */
  ImmutableList<TurnIndex.Choice> live() {
    return live;
  }

  /** The point where the moving stone was selected, unlike {@link #stone()}, where it stands. */
  Optional<Point> selected() {
    return stone;
  }

  Optional<Point> dropped() {
    return drop;
  }

  /** The distinct steps the selected stone may take next, of which {@link #options} filters. */
  ImmutableList<Step> nextSteps() {
    return next;
  }

  /**
   * Compares the legal turns the builder started from and the clicks made, in order.
   *
   * <pre>{@code TurnBuilder.start(game).equals(TurnBuilder.start(game))   // true}</pre>
   */
  @Override
  @SuppressWarnings("ReferenceEquality") // a shared index is a fast path before its value compare
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
        && (index == b.index
            || (index.position().equals(b.index.position())
                && index.legal().equals(b.index.legal())));
  }

  @Override
  public int hashCode() {
    return Objects.hash(huff, stone, drop, steps, index.legal().size());
  }

  /**
   * Returns the clicks so far in A/W notation and what may come next.
   *
   * <pre>{@code builder.toString()   // "d3-e3W (stop here)"}</pre>
   */
  @Override
  public String toString() {
    String clicks = TurnRefusals.clicked(this);
    return (clicks.isEmpty() ? "nothing clicked" : clicks) + " (" + TurnRefusals.prompt(this) + ")";
  }
}
