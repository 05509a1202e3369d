package io.github.fanorona.core;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Turns in A/W notation (<a
 * href="{@docRoot}/doc-files/NOTATION.html#3-turns-in-aw-notation">NOTATION.md §3</a>): printing
 * canonically. Text is read into a {@link WrittenTurn} and resolved against a game; {@link
 * Game#play(String)} is exactly those two steps.
 *
 * <pre>{@code
 * Game g = Game.start(Variant.sivy());
 * Turn t = WrittenTurn.parse("D3E3w").resolve(g);   // d3-e3W
 * TurnNotation.format(t, PointStyle.STANDARD, true); // "d3-e3W1"
 * }</pre>
 *
 * <p>Accepted input ({@link WrittenTurn#parse(String)}): any case; with or without dashes ({@code
 * d3e3W}); comma-separated full steps ({@code d3-e3W,e3-f4A}); {@code +} (approach) and {@code -}
 * (withdrawal) after a step with an optional closing period ({@code a3a4+,a4b4-,b4b5-.});
 * continuations by landing point only ({@code d5d4+,c5-}); a missing capture letter when only one
 * kind of capture fits; a stone count after the letter ({@code f2-e3A2}), which must be right. A
 * problem is a {@link FanoronaException} of one of three kinds — malformed text ({@link
 * FanoronaParseException}), a turn that fits several legal turns ({@link AmbiguousTurnException})
 * or none ({@link IllegalTurnException}) — whose column lies inside the text and whose message
 * names the legal turns.
 *
 * <p>Core owns this language because {@link Turn#toString()} writes it; {@link Game#play(String)},
 * the command-line tool and every record format of {@code fanorona-notation} read turns through
 * {@link WrittenTurn}.
 *
 * <p>Thread safety: Static methods only, thread-safe.
 *
 * @since 1.0.0
 */
public final class TurnNotation {
  private TurnNotation() {}

  /**
   * Returns the canonical A/W text of a turn, as {@link Turn#toString()} does.
   *
   * <pre>{@code TurnNotation.format(turn)   // "d5-d4A-c5W"}</pre>
   *
   * @param turn the turn
   * @return its text
   */
  public static String format(Turn turn) {
    return format(turn, PointStyle.STANDARD, false);
  }

  /**
   * Returns a turn's A/W text in a point style, with the number of stones each step takes when
   * {@code counts} is set ({@code f2-e3A2}).
   *
   * <pre>{@code TurnNotation.format(turn, PointStyle.MALAGASY, true)   // "B6-C5A2"}</pre>
   *
   * @param turn the turn
   * @param style how points are written
   * @param counts whether to print stone counts after the capture letters
   * @return its text
   */
  public static String format(Turn turn, PointStyle style, boolean counts) {
    StringBuilder sb = new StringBuilder();
    turn.huffed().ifPresent(h -> sb.append('x').append(style.format(h)).append(':'));
    sb.append(style.format(turn.origin()));
    for (Step s : turn.steps()) {
      sb.append('-').append(style.format(s.to()));
      s.capture()
          .ifPresent(
              k -> {
                sb.append(k.letter());
                if (counts) {
                  sb.append(s.captured().size());
                }
              });
    }
    return sb.toString();
  }

  /**
   * Returns the legal turns as sorted canonical texts joined by commas, as error messages show
   * them.
   *
   * <pre>{@code TurnNotation.list(game.legalTurns())   // "c3-d3A, d2-d3A, ..."}</pre>
   *
   * @param turns the turns
   * @return their texts
   */
  public static String list(List<Turn> turns) {
    return turns.isEmpty()
        ? "none"
        : turns.stream().map(Turn::toString).sorted().collect(Collectors.joining(", "));
  }
}
