package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ImmutableSortedSet;
import com.google.common.collect.Maps;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The legal turns a {@link TurnBuilder} started from, grouped once for every later click: the moves
 * by huff, then by stone; the drops by point. Every builder of one turn shares it, so a click never
 * searches the legal turns again.
 *
 * <pre>{@code
 * TurnIndex index = TurnIndex.of(position, legal);
 * index.stones(Optional.empty()).keySet();   // [d2, e2, f2, d3]: the stones that may move
 * }</pre>
 *
 * @param position the position the turn starts from
 * @param legal the legal turns, in the engine's order
 * @param huffs the enemy stones some legal turn huffs
 * @param moves the moving turns, by huff (empty for none), then by the stone that moves
 * @param drops the drops, by the point dropped on
 */
record TurnIndex(
    Position position,
    ImmutableList<Turn> legal,
    ImmutableSortedSet<Point> huffs,
    ImmutableMap<Optional<Point>, ImmutableSortedMap<Point, ImmutableList<Turn>>> moves,
    ImmutableSortedMap<Point, Turn> drops) {

  /** Options in board order of their landing points; a plain step, then approach, withdrawal. */
  public static final Comparator<Step> BY_POINT_THEN_KIND =
      Comparator.comparing(Step::to)
          .thenComparingInt(s -> s.capture().map(CaptureKind::ordinal).orElse(-1));

  /**
   * A legal turn with its steps, worked out when its stone is selected.
   *
   * <pre>{@code new TurnIndex.Choice(turn, turn.steps()).steps().get(0)   // its first step}</pre>
   *
   * @param turn the legal turn
   * @param steps its steps, none for a drop
   */
  public record Choice(Turn turn, ImmutableList<Step> steps) {}

  /**
   * Groups legal turns.
   *
   * <pre>{@code TurnIndex.of(Variant.sivy().start(), legal).huffs()   // []}</pre>
   *
   * @param position the position they are legal in
   * @param legal the legal turns
   * @return the index
   */
  public static TurnIndex of(Position position, ImmutableList<Turn> legal) {
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
    return new TurnIndex(
        position, legal, huffs, byHuff.buildOrThrow(), ImmutableSortedMap.copyOfSorted(drops));
  }

  /**
   * Returns the moving turns after a huff, by the stone that moves.
   *
   * <pre>{@code index.stones(Optional.empty()).get(Point.parse("d3"))   // [d3-e3A, d3-e3W]}</pre>
   *
   * @param huff the stone huffed first, or empty for the turns that huff none
   * @return the turns by stone, in board order; empty if no turn starts with that huff
   */
  public ImmutableSortedMap<Point, ImmutableList<Turn>> stones(Optional<Point> huff) {
    return moves.getOrDefault(huff, ImmutableSortedMap.of());
  }
}
