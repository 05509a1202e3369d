package io.github.fanorona.core;

import static io.github.fanorona.core.TurnRefusals.clicked;
import static io.github.fanorona.core.TurnRefusals.huffPrefix;
import static io.github.fanorona.core.TurnRefusals.names;
import static io.github.fanorona.core.TurnRefusals.refused;

import com.google.common.collect.ImmutableList;
import java.util.Objects;
import java.util.Optional;

/**
 * The one call per click of a {@link TurnBuilder}: what a click on a point, a dot with its capture
 * kind, a step or "stop here" does at each {@link TurnBuilder.Stage stage}, answered as a {@link
 * Click}. It decides only through the builder's own queries and clicks, so a click here can do no
 * more than those allow.
 *
 * <pre>{@code
 * TurnClicks.click(builder, Point.parse("d3")).kind();   // SELECTED
 * }</pre>
 */
final class TurnClicks {
  private TurnClicks() {}

  /**
   * The click on a point: {@link TurnBuilder#click(Point)}.
   *
   * @param b the builder
   * @param point the point clicked
   * @return what the click did
   */
  public static Click click(TurnBuilder b, Point point) {
    Geometry g = b.position().geometry();
    if (!g.contains(point)) {
      return Click.refused(
          b, refused(b, point.toString(), "there is no point " + point + " on this board", true));
    }
    switch (b.stage()) {
      case NO_TURN:
        return Click.refused(b, refused(b, point.toString(), "no turn is legal here", false));
      case DROP:
        return b.drops().contains(point)
            ? Click.finished(b.drop(point), Objects.requireNonNull(b.index().drops().get(point)))
            : Click.refused(b, TurnRefusals.tryDrop(b, point));
      case MUST_HUFF:
        return b.huffChoices().contains(point)
            ? Click.of(Click.Kind.HUFFED, b.huff(point))
            : Click.refused(b, TurnRefusals.tryHuff(b, point));
      case SELECT:
        if (b.huffChoices().contains(point)) {
          return Click.of(Click.Kind.HUFFED, b.huff(point));
        }
        if (b.drops().contains(point)) {
          // No engine offers drops and moves at once today; should one, the drop is one click.
          return Click.finished(
              b.drop(point), Objects.requireNonNull(b.index().drops().get(point)));
        }
        return b.stones().contains(point)
            ? Click.of(Click.Kind.SELECTED, b.select(point))
            : Click.refused(b, TurnRefusals.trySelect(b, point));
      case TARGET:
        if (b.selected().get().equals(point)) {
          return Click.of(Click.Kind.DESELECTED, unselected(b));
        }
        if (b.stones().contains(point)) {
          return Click.of(Click.Kind.RESELECTED, b.select(point));
        }
        return stepTo(b, point);
      case CHAIN:
        return stepTo(b, point);
      case COMPLETE:
      default:
        return Click.refused(
            b,
            refused(
                b,
                clicked(b) + "-" + point,
                "the turn " + b.finish().orElseThrow() + " is complete: stop here",
                true));
    }
  }

  /**
   * The click on a dot with its capture kind: {@link TurnBuilder#click(Point, CaptureKind)}.
   *
   * @param b the builder
   * @param to the landing point
   * @param capture the capture kind chosen
   * @return what the click did
   */
  public static Click click(TurnBuilder b, Point to, CaptureKind capture) {
    for (Step s : b.options(to)) {
      if (s.capture().equals(Optional.of(capture))) {
        return stepped(b.step(s));
      }
    }
    String letter = String.valueOf(capture.letter());
    return Click.refused(
        b,
        b.selected().isEmpty()
            ? refused(b, huffPrefix(b) + to + letter, "select the stone before its step", false)
            : refused(
                b,
                clicked(b) + "-" + to + letter,
                b.nextSteps().isEmpty()
                    ? "the stone cannot go on"
                    : "the stone may go on with " + names(b.nextSteps()),
                true));
  }

  /**
   * The click on a dot with its step: {@link TurnBuilder#click(Step)}.
   *
   * @param b the builder
   * @param step the step chosen
   * @return what the click did
   */
  public static Click click(TurnBuilder b, Step step) {
    return b.nextSteps().contains(step)
        ? stepped(b.step(step))
        : Click.refused(b, TurnRefusals.stepRefused(b, step));
  }

  /**
   * "Stop here": {@link TurnBuilder#stop()}.
   *
   * @param b the builder
   * @return the finished turn's click, or a refusal if the chain may not stop here
   */
  public static Click stop(TurnBuilder b) {
    if (b.finish().isPresent()) {
      return Click.finished(b, b.finish().get());
    }
    String why =
        switch (b.stage()) {
          case CHAIN -> "the chain must go on to " + b.targets();
          case TARGET -> "the stone has not moved yet: go on to " + b.targets();
          default -> "nothing to stop yet: " + TurnRefusals.prompt(b);
        };
    return Click.refused(b, refused(b, clicked(b).isEmpty() ? "stop" : clicked(b), why, true));
  }

  /** The click on a dot of the selected stone: a step, a choice, or a refusal. */
  private static Click stepTo(TurnBuilder b, Point point) {
    ImmutableList<Step> options = b.options(point);
    if (options.size() > 1) {
      return Click.choice(b, options);
    }
    if (options.size() == 1) {
      return stepped(b.step(options.get(0)));
    }
    String where =
        b.stage() == TurnBuilder.Stage.CHAIN
            ? b.canStop()
                ? "the stone may go on to " + b.targets() + " or stop here"
                : "the stone must go on to " + b.targets()
            : "the stone on "
                + b.selected().orElseThrow()
                + " may go to "
                + b.targets()
                + (b.stones().size() > 1 ? ", or another of " + b.stones() + " be selected" : "");
    return Click.refused(b, refused(b, clicked(b) + "-" + point, where, true));
  }

  private static Click stepped(TurnBuilder after) {
    // The builder only lets through steps that lead to a legal turn, so where the chain cannot go
    // on the clicks make one.
    return after.targets().isEmpty()
        ? Click.finished(after, after.finish().orElseThrow())
        : Click.of(Click.Kind.STEPPED, after);
  }

  /** The builder before the stone (and any stone selected before it) was selected. */
  private static TurnBuilder unselected(TurnBuilder b) {
    TurnBuilder u = b;
    while (u.selected().isPresent()) {
      u = u.back().orElseThrow();
    }
    return u;
  }
}
