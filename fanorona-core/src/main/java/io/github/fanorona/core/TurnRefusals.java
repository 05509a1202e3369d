package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The words of a {@link TurnBuilder}: its clicks so far in A/W notation, what may come next, and
 * the {@link IllegalTurnException} for a click that leads to no legal turn, which says why and
 * names the legal turns still possible. Kept apart from the builder so that its queries and clicks
 * read without the text of every refusal.
 *
 * <pre>{@code
 * TurnRefusals.clicked(builder);   // "xc1:d3-e3W"
 * TurnRefusals.prompt(builder);    // "stop here"
 * }</pre>
 */
final class TurnRefusals {
  private TurnRefusals() {}

  /**
   * The exception for a click that leads to no legal turn: the clicks as A/W text, why, and the
   * legal turns still possible (those of the selection, or all of them).
   */
  static IllegalTurnException refused(
      TurnBuilder b, String clicks, String why, boolean keepSelection) {
    ImmutableList<Turn> possible =
        keepSelection
            ? b.live().stream().map(TurnIndex.Choice::turn).collect(ImmutableList.toImmutableList())
            : b.index().stones(b.huffed()).values().stream()
                .flatMap(List::stream)
                .collect(ImmutableList.toImmutableList());
    ImmutableList<Turn> legal = possible.isEmpty() ? b.index().legal() : possible;
    String reason =
        FanoronaException.quote(clicks) + ": " + why + "; legal here: " + TurnNotation.list(legal);
    return new IllegalTurnException(clicks, reason, 0, legal);
  }

  /**
   * The refusal of a huff for a stone that cannot be huffed now.
   *
   * @param b the builder
   * @param point the stone clicked
   * @return the exception, naming the stones that may be huffed
   */
  public static IllegalTurnException huffRefused(TurnBuilder b, Point point) {
    return refused(
        b,
        clicked(b) + "x" + point + ":",
        b.huffChoices().isEmpty()
            ? "no stone may be huffed now"
            : "the stones that may be huffed are " + names(b.huffChoices()),
        b.back().isPresent());
  }

  /**
   * The refusal of a drop on a point no stone may be dropped on now.
   *
   * @param b the builder
   * @param point the point clicked
   * @return the exception, naming the points a stone may be dropped on
   */
  public static IllegalTurnException dropRefused(TurnBuilder b, Point point) {
    return refused(
        b,
        clicked(b) + point,
        b.drops().isEmpty()
            ? "no stone may be dropped now"
            : "the points a stone may be dropped on are " + names(b.drops()),
        b.back().isPresent());
  }

  /**
   * The refusal of a selection of a stone that cannot start a turn now.
   *
   * @param b the builder
   * @param point the point clicked
   * @return the exception, naming the stones that may start a turn
   */
  public static IllegalTurnException selectRefused(TurnBuilder b, Point point) {
    return refused(
        b,
        huffPrefix(b) + point,
        b.stones().isEmpty()
            ? "no stone may be selected now"
            : "the stones that may start a turn are " + names(b.stones()),
        !b.steps().isEmpty() || b.dropped().isPresent());
  }

  /**
   * The refusal of a step that is not one of the builder's options.
   *
   * @param b the builder
   * @param step the step asked for
   * @return the exception, naming the steps the stone may take
   */
  public static IllegalTurnException stepRefused(TurnBuilder b, Step step) {
    return b.selected().isEmpty()
        ? refused(
            b, huffPrefix(b) + step, "select the stone before its step", b.dropped().isPresent())
        : refused(
            b,
            clicked(b) + landing(step),
            b.targets().isEmpty()
                ? "the stone cannot go on"
                : "the stone may go on with " + names(b.nextSteps()),
            true);
  }

  /** The refusal of a click, in a placement game's drop stage, off the drop points. */
  static IllegalTurnException tryDrop(TurnBuilder b, Point point) {
    return refused(
        b,
        clicked(b) + point,
        "the points a stone may be dropped on are " + names(b.drops()),
        false);
  }

  /**
   * The refusal of a click on a stone that cannot be huffed where every turn starts with a huff.
   */
  static IllegalTurnException tryHuff(TurnBuilder b, Point point) {
    return refused(
        b,
        clicked(b) + "x" + point + ":",
        "a stone must be huffed before any stone may move; the stones that may be huffed are "
            + names(b.huffChoices()),
        false);
  }

  /**
   * The refusal of a click, before a selection, on a point that neither glows nor may be huffed.
   */
  static IllegalTurnException trySelect(TurnBuilder b, Point point) {
    String huffs =
        b.huffChoices().isEmpty()
            ? ""
            : "; the stones that may be huffed first are " + names(b.huffChoices());
    return refused(
        b,
        huffPrefix(b) + point,
        "the stones that may start a turn are " + names(b.stones()) + huffs,
        false);
  }

  /**
   * What may come next, in words, for {@link TurnBuilder#toString()} and refusals.
   *
   * <pre>
   * {@code TurnRefusals.prompt(TurnBuilder.start(Game.start(Variant.sivy())))   // "select one of [d2, e2, f2, d3]"}
   * </pre>
   *
   * @param b the builder
   * @return the words
   */
  public static String prompt(TurnBuilder b) {
    return switch (b.stage()) {
      case NO_TURN -> "no legal turn";
      case DROP -> "drop a stone on one of " + b.drops();
      case MUST_HUFF -> "huff one of " + b.huffChoices() + " first";
      case SELECT ->
          b.huffChoices().isEmpty()
              ? "select one of " + b.stones()
              : "huff one of " + b.huffChoices() + " or select one of " + b.stones();
      case TARGET -> "go on to " + b.targets();
      case CHAIN ->
          b.canStop() ? "stop here or go on to " + b.targets() : "go on to " + b.targets();
      case COMPLETE -> "stop here";
    };
  }

  static String names(Collection<?> items) {
    return items.stream().map(Object::toString).collect(Collectors.joining(", "));
  }

  static String huffPrefix(TurnBuilder b) {
    return b.huffed().map(h -> "x" + h + ":").orElse("");
  }

  /**
   * The clicks so far in A/W notation: huff, origin, then each landing with its letter.
   *
   * <pre>{@code TurnRefusals.clicked(TurnBuilder.start(Game.start(Variant.sivy())))   // ""}</pre>
   *
   * @param b the builder
   * @return the text, empty before any click
   */
  public static String clicked(TurnBuilder b) {
    StringBuilder sb = new StringBuilder(huffPrefix(b));
    b.selected().ifPresent(sb::append);
    b.dropped().ifPresent(sb::append);
    b.steps().forEach(s -> sb.append(landing(s)));
    return sb.toString();
  }

  static String landing(Step s) {
    return "-" + s.to() + s.capture().map(k -> String.valueOf(k.letter())).orElse("");
  }
}
