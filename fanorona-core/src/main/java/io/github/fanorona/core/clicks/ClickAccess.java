package io.github.fanorona.core.clicks;

import com.google.common.collect.ImmutableList;
import io.github.fanorona.core.Click;
import io.github.fanorona.core.IllegalTurnException;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Step;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.TurnBuilder;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The clicks' door to the package-private members of {@link TurnBuilder} and {@link Click}: the
 * single clicks (select, step, huff, drop, finish) that the one public call per click, {@code
 * TurnBuilder.click}, is made of, the builder's state, and the ways a {@code Click} is made. Those
 * stay package-private in the exported package (a user has one click API), so core hands this class
 * their implementation when {@code Geometry} is loaded, as the JDK's shared secrets do; every
 * method takes a builder or a position, which hold a geometry, so it has been.
 *
 * <pre>{@code ClickAccess.door().selected(TurnBuilder.start(game))   // Optional.empty}</pre>
 */
public final class ClickAccess {
  private static volatile @Nullable Door door;

  private ClickAccess() {}

  /**
   * What core's exported package implements for this class, over its package-private members.
   *
   * <pre>{@code ClickAccess.install(door)   // by Geometry's class only}</pre>
   */
  public interface Door {
    /**
     * Starts a builder from legal turns already generated.
     *
     * @param position the position
     * @param legal its legal turns
     * @return a builder with nothing clicked
     */
    TurnBuilder builder(Position position, ImmutableList<Turn> legal);

    /**
     * Huffs an enemy stone before the turn.
     *
     * @param b the builder
     * @param point the stone
     * @return the builder after it
     * @throws IllegalTurnException if that huff is not allowed now
     */
    TurnBuilder huff(TurnBuilder b, Point point);

    /**
     * Drops a stone from hand.
     *
     * @param b the builder
     * @param point the empty point
     * @return the builder after it
     * @throws IllegalTurnException if that drop is not legal
     */
    TurnBuilder drop(TurnBuilder b, Point point);

    /**
     * Selects the stone that moves.
     *
     * @param b the builder
     * @param point the stone's point
     * @return the builder after it
     * @throws IllegalTurnException if no legal turn moves that stone
     */
    TurnBuilder select(TurnBuilder b, Point point);

    /**
     * Makes one step of the selected stone.
     *
     * @param b the builder
     * @param step the step
     * @return the builder after it
     * @throws IllegalTurnException if no legal turn goes on with it
     */
    TurnBuilder step(TurnBuilder b, Step step);

    /**
     * Returns the turn the clicks make if it may stop here.
     *
     * @param b the builder
     * @return the turn, or empty if the clicks make none yet
     */
    Optional<Turn> finish(TurnBuilder b);

    /**
     * Returns the legal turns the builder started from, indexed.
     *
     * @param b the builder
     * @return the index
     */
    TurnIndex index(TurnBuilder b);

    /**
     * Returns the legal turns the clicks so far still lead to.
     *
     * @param b the builder
     * @return each with its steps
     */
    ImmutableList<TurnIndex.Choice> live(TurnBuilder b);

    /**
     * Returns where the moving stone was selected (not where it stands now).
     *
     * @param b the builder
     * @return the point, or empty before a selection
     */
    Optional<Point> selected(TurnBuilder b);

    /**
     * Returns where a stone was dropped.
     *
     * @param b the builder
     * @return the point, or empty before a drop
     */
    Optional<Point> dropped(TurnBuilder b);

    /**
     * Returns the distinct steps the selected stone may take next.
     *
     * @param b the builder
     * @return the steps, empty before a selection
     */
    ImmutableList<Step> nextSteps(TurnBuilder b);

    /**
     * Makes the answer to a click that moved the builder on.
     *
     * @param kind what the click did
     * @param b the builder after it
     * @return the answer
     */
    Click click(Click.Kind kind, TurnBuilder b);

    /**
     * Makes the answer to the click that finished a turn.
     *
     * @param b the builder after it
     * @param turn the turn
     * @return the answer
     */
    Click finished(TurnBuilder b, Turn turn);

    /**
     * Makes the answer to a click that needs a choice between steps.
     *
     * @param b the builder, unchanged
     * @param options the steps to choose from
     * @return the answer
     */
    Click choice(TurnBuilder b, ImmutableList<Step> options);

    /**
     * Makes the answer to a refused click.
     *
     * @param b the builder, unchanged
     * @param why the refusal
     * @return the answer
     */
    Click refused(TurnBuilder b, IllegalTurnException why);
  }

  /**
   * Installs core's door; called by {@code Geometry}'s class when it is loaded. The first door
   * stays (a second core on another class loader must still load).
   *
   * <pre>{@code ClickAccess.install(door)   // by Geometry's class only}</pre>
   *
   * @param value the door
   */
  public static synchronized void install(Door value) {
    if (door == null) {
      door = Objects.requireNonNull(value);
    }
  }

  /**
   * Returns core's door, which {@code Geometry}'s class installed when it was loaded; a caller
   * holds a builder or a position, which have a geometry, so it has been.
   *
   * <pre>{@code ClickAccess.door().nextSteps(TurnBuilder.start(game))   // []}</pre>
   *
   * @return the door
   */
  public static Door door() {
    return Objects.requireNonNull(door, "core's Geometry installs its door when loaded");
  }
}
