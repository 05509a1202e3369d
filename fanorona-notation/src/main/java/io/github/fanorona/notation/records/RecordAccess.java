package io.github.fanorona.notation.records;

import io.github.fanorona.core.Position;
import io.github.fanorona.notation.GameRecord;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The readers' door to what a {@link GameRecord.Builder} keeps to itself: the tree it fills
 * (variations, comments and marks) and the start the record will have. Both stay package-private in
 * the exported package, so that a program building a record sees only its tags, turns and result;
 * the builder's class hands this class their implementation when it is loaded, as the JDK's shared
 * secrets do, and every method takes a builder, so it has been.
 *
 * <pre>{@code
 * GameRecord.Builder b = GameRecord.builder(RecordFormat.PGN);
 * RecordAccess.door().start(b).equals(Variant.sivy().start())   // true
 * }</pre>
 */
public final class RecordAccess {
  private static volatile @Nullable Door door;

  private RecordAccess() {}

  /**
   * What the notation's exported package implements for this class.
   *
   * <pre>{@code RecordAccess.install(door)   // by GameRecord.Builder's class only}</pre>
   */
  public interface Door {
    /**
     * Returns the tree a reader fills.
     *
     * @param builder the builder
     * @return its tree builder, itself
     */
    TreeBuilder tree(GameRecord.Builder builder);

    /**
     * Returns the start position the record will have, without building it.
     *
     * @param builder the builder
     * @return the start given, or the variant's
     */
    Position start(GameRecord.Builder builder);
  }

  /**
   * Installs the door; called by {@code GameRecord.Builder} when its class is loaded. The first
   * door stays (a second copy of the classes in another loader takes the same one).
   *
   * @param value the door
   */
  public static synchronized void install(Door value) {
    if (door == null) {
      door = Objects.requireNonNull(value);
    }
  }

  /**
   * {@return the door}
   *
   * @throws NullPointerException if no builder has been made yet, which no caller can do: each
   *     holds a builder
   */
  public static Door door() {
    return Objects.requireNonNull(door, "GameRecord.Builder installs its door when loaded");
  }
}
