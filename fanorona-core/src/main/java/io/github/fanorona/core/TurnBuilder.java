package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ImmutableSortedSet;
import com.google.common.collect.Maps;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A turn entered click by click, for user interfaces. Each method answers one screen of a play site
 * such as seed 000's: {@link #stones()} are the stones that glow (those that may start a turn);
 * after {@link #select} a stone, {@link #targets()} are the dots where it may go; for a clicked
 * point, {@link #options} are the steps to it, one for a plain (paika) step, or an approach and a
 * withdrawal to choose from, each with the stones it would take ({@link Step#captured()}); after a
 * {@link #step}, {@link #targets()} are the points where the chain may go on and {@link #canStop()}
 * says whether "stop here" is allowed; {@link #finish()} gives the turn, and {@link #back()} takes
 * the last click back.
 *
 * <pre>{@code
 * TurnBuilder b = TurnBuilder.start(Game.start(Variant.sivy()));
 * b.stones();                                  // [d2, e2, f2, d3]
 * b = b.select(Point.parse("d3"));
 * b.targets();                                 // [e3]
 * List<Step> choice = b.options(Point.parse("e3"));
 * choice.toString();                           // "[d3-e3A, d3-e3W]"
 * choice.get(0).captured();                    // [f3]: the approach takes f3
 * choice.get(1).captured();                    // [c3]: the withdrawal takes c3
 * b = b.step(choice.get(1));
 * b.targets();                                 // []: the chain cannot go on
 * b.finish();                                  // Optional[d3-e3W]
 * b.back().orElseThrow().options(Point.parse("e3")).size();   // 2 again
 * }</pre>
 *
 * <p>Under huffing the player may first {@link #huff} one of {@link #huffChoices()} (or not, by
 * selecting a stone straight away); in a placement game (Fanoron-Telo's drops) a turn is one {@link
 * #drop} on one of {@link #drops()}. The builder only ever lets through what leads to a legal turn,
 * so every turn it finishes is one of the engine's legal turns, and every legal turn can be
 * clicked.
 *
 * <p>Queries never throw: where a question does not apply yet (the targets before a stone is
 * selected, the turn before any step) the answer is empty. A click that is not among the answers
 * ({@link #select} of a stone that does not glow, a {@link #step} not in {@link #options}, a huff
 * or drop at the wrong time) throws {@link IllegalTurnException} naming the turns still possible. A
 * builder is an immutable, thread-safe value; each click returns a new builder.
 *
 * <p>The file is longer than most because each screen has its own documented query and click, all
 * sharing one index of the legal turns (by huff, then stone) built when the turn starts.
 */
public final class TurnBuilder {
  /** Options in board order of their landing points; a plain step, then approach, withdrawal. */
  private static final Comparator<Step> BY_POINT_THEN_KIND =
      Comparator.comparing(Step::to)
          .thenComparingInt(s -> s.capture().map(CaptureKind::ordinal).orElse(-1));

  /** A legal turn with its steps, worked out when its stone is selected. */
  private record Choice(Turn turn, ImmutableList<Step> steps) {}

  /**
   * The legal turns a builder started from, grouped once for every later click: the moves by huff,
   * then by stone; the drops by point.
   */
  private record Index(
      ImmutableList<Turn> legal,
      ImmutableSortedSet<Point> huffs,
      ImmutableMap<Optional<Point>, ImmutableSortedMap<Point, ImmutableList<Turn>>> moves,
      ImmutableSortedMap<Point, Turn> drops) {

    static Index of(ImmutableList<Turn> legal) {
      Map<Optional<Point>, SortedMap<Point, List<Turn>>> moves = new LinkedHashMap<>();
      SortedMap<Point, Turn> drops = new TreeMap<>();
      for (Turn t : legal) {
        if (t.kind() == Turn.Kind.DROP) {
          drops.put(t.origin(), t);
        } else {
          moves
              .computeIfAbsent(t.huffed(), h -> new TreeMap<>())
              .computeIfAbsent(t.origin(), o -> new ArrayList<>())
              .add(t);
        }
      }
      ImmutableMap.Builder<Optional<Point>, ImmutableSortedMap<Point, ImmutableList<Turn>>> byHuff =
          ImmutableMap.builder();
      moves.forEach(
          (huff, byStone) ->
              byHuff.put(
                  huff,
                  ImmutableSortedMap.copyOfSorted(
                      Maps.transformValues(byStone, ImmutableList::copyOf))));
      ImmutableSortedSet<Point> huffs =
          ImmutableSortedSet.copyOf(moves.keySet().stream().flatMap(Optional::stream).iterator());
      return new Index(legal, huffs, byHuff.buildOrThrow(), ImmutableSortedMap.copyOfSorted(drops));
    }

    ImmutableSortedMap<Point, ImmutableList<Turn>> stones(Optional<Point> huff) {
      return moves.getOrDefault(huff, ImmutableSortedMap.of());
    }
  }

  private final Index index;
  private final ImmutableList<Choice> live;
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
      Index index,
      ImmutableList<Choice> live,
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
    for (Choice c : live) {
      if (c.steps().size() > n) {
        distinct.add(c.steps().get(n));
      } else if (whole.isEmpty() && (n > 0 || drop.isPresent())) {
        whole = Optional.of(c.turn());
      }
    }
    this.next = ImmutableList.sortedCopyOf(BY_POINT_THEN_KIND, distinct);
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

  static TurnBuilder of(ImmutableList<Turn> legal) {
    return new TurnBuilder(
        Index.of(legal),
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

  /**
   * Huffs an enemy stone: the turn that follows is one of those that start with this huff.
   *
   * <pre>{@code builder.huff(Point.parse("c1")).stones()   // the stones that may move then}</pre>
   *
   * @param point one of {@link #huffChoices()}
   * @return the builder after the huff
   * @throws IllegalTurnException if that stone cannot be huffed now
   */
  public TurnBuilder huff(Point point) {
    if (!huffChoices().contains(point)) {
      throw refused(
          clicked() + "x" + point + ":",
          huffChoices().isEmpty()
              ? "no stone may be huffed now"
              : "the stones that may be huffed are " + names(huffChoices()),
          previous.isPresent());
    }
    return next(ImmutableList.of(), Optional.of(point), stone, drop, steps);
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
    return isUntouched() ? index.drops().keySet() : ImmutableSortedSet.of();
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
      throw refused(
          clicked() + point,
          drops().isEmpty()
              ? "no stone may be dropped now"
              : "the points a stone may be dropped on are " + names(drops()),
          previous.isPresent());
    }
    Turn turn = Objects.requireNonNull(index.drops().get(point));
    ImmutableList<Choice> dropped = ImmutableList.of(new Choice(turn, ImmutableList.of()));
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
      throw refused(
          huffPrefix() + point,
          stones().isEmpty()
              ? "no stone may be selected now"
              : "the stones that may start a turn are " + names(stones()),
          !steps.isEmpty() || drop.isPresent());
    }
    ImmutableList<Choice> choices =
        index.stones(huff).getOrDefault(point, ImmutableList.of()).stream()
            .map(t -> new Choice(t, t.steps()))
            .collect(ImmutableList.toImmutableList());
    return next(choices, huff, Optional.of(point), drop, steps);
  }

  /**
   * Returns the point where the selected stone stands now: where it was selected, or where its last
   * step landed; empty before a selection.
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
    return targets;
  }

  /**
   * Returns the steps to a point the selected stone may go to: one plain step (paika), one capture,
   * or an approach and a withdrawal to choose from, each with the stones it would take. Empty if
   * the stone cannot go there (or no stone is selected).
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
    return next.stream().filter(s -> s.to() == to).collect(ImmutableList.toImmutableList());
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
    if (!next.contains(step)) {
      throw stone.isEmpty()
          ? refused(huffPrefix() + step, "select the stone before its step", drop.isPresent())
          : refused(
              clicked() + landing(step),
              targets.isEmpty()
                  ? "the stone cannot go on"
                  : "the stone may go on with " + names(next),
              true);
    }
    ImmutableList<Step> taken = ImmutableList.<Step>builder().addAll(steps).add(step).build();
    int n = steps.size();
    ImmutableList<Choice> kept =
        live.stream()
            .filter(c -> c.steps().size() > n && c.steps().get(n).equals(step))
            .collect(ImmutableList.toImmutableList());
    return next(kept, huff, stone, drop, taken);
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
   * after a paika step, a drop, or any capture of an optional chain (under {@code chain=mandatory},
   * only where the chain cannot go on).
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
    return finished;
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

  private TurnBuilder next(
      ImmutableList<Choice> live,
      Optional<Point> huff,
      Optional<Point> stone,
      Optional<Point> drop,
      ImmutableList<Step> steps) {
    return new TurnBuilder(index, live, huff, stone, drop, steps, Optional.of(this));
  }

  /**
   * The exception for a click that leads to no legal turn: the clicks as A/W text, why, and the
   * legal turns still possible (those of the selection, or all of them).
   */
  private IllegalTurnException refused(String clicks, String why, boolean keepSelection) {
    ImmutableList<Turn> possible =
        keepSelection
            ? live.stream().map(Choice::turn).collect(ImmutableList.toImmutableList())
            : index.stones(huff).values().stream()
                .flatMap(List::stream)
                .collect(ImmutableList.toImmutableList());
    ImmutableList<Turn> legal = possible.isEmpty() ? index.legal() : possible;
    String reason =
        FanoronaException.quote(clicks) + ": " + why + "; legal here: " + TurnNotation.list(legal);
    return new IllegalTurnException(clicks, reason, 0, legal);
  }

  private static String names(java.util.Collection<?> items) {
    return items.stream().map(Object::toString).collect(java.util.stream.Collectors.joining(", "));
  }

  private String huffPrefix() {
    return huff.map(h -> "x" + h + ":").orElse("");
  }

  /** The clicks so far in A/W notation: huff, origin, then each landing with its letter. */
  private String clicked() {
    StringBuilder sb = new StringBuilder(huffPrefix());
    stone.ifPresent(sb::append);
    drop.ifPresent(sb::append);
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
        && (index == b.index || index.legal().equals(b.index.legal()));
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
    String clicks = clicked();
    String next =
        canStop()
            ? targets().isEmpty() ? "stop here" : "stop here or go on to " + targets()
            : stone.isPresent() ? "go on to " + targets() : "select one of " + stones();
    return (clicks.isEmpty() ? "nothing clicked" : clicks) + " (" + next + ")";
  }
}
