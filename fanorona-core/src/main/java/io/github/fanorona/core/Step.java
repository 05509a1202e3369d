package io.github.fanorona.core;

import com.google.common.collect.ImmutableSet;
import java.util.Objects;
import java.util.Optional;

/**
 * One movement of a stone to an adjacent point, with the capture it makes, if any. A capture chain
 * is a sequence of steps by the same stone; a paika is a single step without capture.
 *
 * <pre>{@code
 * Step s = turn.steps().get(0);
 * s.from();       // d3
 * s.to();         // e3
 * s.capture();    // Optional[WITHDRAWAL]
 * s.captured();   // [c3]
 * }</pre>
 *
 * @since 1.0.0
 */
public final class Step {
  private final Point from;
  private final Point to;
  private final Optional<CaptureKind> capture;
  private final ImmutableSet<Point> captured;

  /**
   * Creates a step.
   *
   * <pre>
   * {@code new Step(Point.parse("d2"), Point.parse("e3"), Optional.empty(), ImmutableSet.of()).toString() // "d2-e3"}
   * </pre>
   *
   * @param from the point the stone leaves
   * @param to the adjacent point it lands on
   * @param capture the capture kind, or empty for a non-capturing step
   * @param captured the stones the step takes; empty exactly when {@code capture} is empty
   * @throws IllegalArgumentException if the points are not neighbours or capture and captured
   *     disagree
   */
  public Step(Point from, Point to, Optional<CaptureKind> capture, ImmutableSet<Point> captured) {
    Direction.between(from, to);
    if (capture.isPresent() == captured.isEmpty()) {
      throw new IllegalArgumentException(
          "a capturing step takes at least one stone and a plain step takes none");
    }
    this.from = from;
    this.to = to;
    this.capture = capture;
    this.captured = captured;
  }

  /** {@return the point the stone leaves} */
  public Point from() {
    return from;
  }

  /** {@return the point the stone lands on} */
  public Point to() {
    return to;
  }

  /** {@return how the step captures, or empty for a paika step} */
  public Optional<CaptureKind> capture() {
    return capture;
  }

  /** {@return the stones this step takes, nearest first} */
  public ImmutableSet<Point> captured() {
    return captured;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Step s)) {
      return false;
    }
    return from == s.from && to == s.to && capture.equals(s.capture) && captured.equals(s.captured);
  }

  @Override
  public int hashCode() {
    return Objects.hash(from, to, capture, captured);
  }

  /**
   * Returns the step in A/W notation: {@code d3-e3W}, or {@code d2-e3} for a paika step.
   *
   * <pre>{@code step.toString()   // "d3-e3W"}</pre>
   */
  @Override
  public String toString() {
    return from + "-" + to + capture.map(k -> String.valueOf(k.letter())).orElse("");
  }
}
