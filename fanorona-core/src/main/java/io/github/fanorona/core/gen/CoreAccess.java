package io.github.fanorona.core.gen;

import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Turn;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The generator's door to the package-private members of core's public types: the raw tables of a
 * {@link Geometry}, the constructor of a {@link Turn} and the exact comparison of two positions.
 * Those stay package-private in the exported package (arrays are mutable, and a turn is made only
 * by the rules), so {@code Geometry} hands this class their implementation when it is loaded, as
 * the JDK's shared secrets do; every method takes a geometry, or a position that has one, so it has
 * been.
 *
 * <pre>{@code
 * Geometry g = Geometry.of(9, 5);
 * CoreAccess.door().shift(g, Direction.NORTH.ordinal());   // 9: a row up is nine points on
 * }</pre>
 */
public final class CoreAccess {
  private static volatile @Nullable Door door;

  private CoreAccess() {}

  /**
   * What core's exported package implements for this class, over its package-private members.
   *
   * <pre>{@code CoreAccess.install(door)   // by Geometry's class only}</pre>
   */
  public interface Door {
    /**
     * Returns the geometry's neighbour table.
     *
     * @param g the board
     * @return the table itself (not a copy): entry {@code index * 8 + direction}, -1 off the lines
     */
    int[] neighbourTable(Geometry g);

    /**
     * Returns the points from which a step in a direction stays on a line.
     *
     * @param g the board
     * @param direction a direction's ordinal
     * @return the mask of those points
     */
    long stepSources(Geometry g, int direction);

    /**
     * Returns the index distance of one step in a direction.
     *
     * @param g the board
     * @param direction a direction's ordinal
     * @return the signed shift
     */
    int shift(Geometry g, int direction);

    /**
     * Makes a turn from the generator's arrays, which it then owns.
     *
     * @param g the board
     * @param kind what the turn does
     * @param origin the moving stone's index, or the drop point's
     * @param landings the index of each step's landing
     * @param approachBits bit {@code i} set where step {@code i} is an approach
     * @param captured the stones each step takes
     * @param huff the huffed stone's index, -1 for none
     * @param liableAfter the stones the opponent may huff after this turn
     * @return the turn
     */
    Turn turn(
        Geometry g,
        Turn.Kind kind,
        int origin,
        int[] landings,
        long approachBits,
        long[] captured,
        int huff,
        long liableAfter);

    /**
     * Compares two positions in all but their counters.
     *
     * @param a a position
     * @param b another
     * @return true for the same stones, side to move, hands and huffable stones
     */
    boolean equalsIgnoringCounters(Position a, Position b);
  }

  /**
   * Installs core's door; called by {@code Geometry}'s class when it is loaded. The first door
   * stays (a second core on another class loader must still load).
   *
   * <pre>{@code CoreAccess.install(door)   // by Geometry's class only}</pre>
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
   * holds a geometry, or a position that has one, so it has been.
   *
   * <pre>{@code CoreAccess.door().shift(Geometry.of(9, 5), Direction.NORTH.ordinal())   // 9}</pre>
   *
   * @return the door
   */
  public static Door door() {
    return Objects.requireNonNull(door, "core's Geometry installs its door when loaded");
  }
}
