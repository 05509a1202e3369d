package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Turns in A/W notation (NOTATION.md §3): printing canonically and reading every dialect players
 * use, by matching the text against the legal turns of a position.
 *
 * <pre>{@code
 * Game g = Game.start(Variant.sivy());
 * Turn t = TurnNotation.parse("D3E3w", g);          // d3-e3W
 * TurnNotation.format(t, PointStyle.STANDARD, true); // "d3-e3W1"
 * }</pre>
 *
 * <p>Accepted input: any case; with or without dashes ({@code d3e3W}); comma-separated full steps
 * ({@code d3-e3W,e3-f4A}); {@code +} (approach) and {@code -} (withdrawal) after a step with an
 * optional closing period ({@code a3a4+,a4b4-,b4b5-.}); continuations by landing point only ({@code
 * d5d4+,c5-}); a missing capture letter when only one kind of capture fits; a stone count after the
 * letter ({@code f2-e3A2}), which must be right. A problem is a {@link FanoronaException} of one of
 * three kinds — malformed text ({@link FanoronaParseException}), a turn that fits several legal
 * turns ({@link AmbiguousTurnException}) or none ({@link IllegalTurnException}) — whose column lies
 * inside the text and whose message names the legal turns.
 *
 * <p>Core owns this language because {@link Turn#toString()} writes it; {@link Game#play(String)},
 * the command-line tool and every record format of {@code fanorona-notation} read turns here.
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
   * Reads a turn played in a game's current position, against the game's own legal turns (no
   * further engine run). This is the reader behind {@link Game#play(String)}.
   *
   * <pre>{@code TurnNotation.parse("e2-e3", Game.start(Variant.sivy()))   // e2-e3A}</pre>
   *
   * @param text the turn's text
   * @param game the game
   * @return the legal turn written
   * @throws FanoronaParseException if the text is malformed
   * @throws AmbiguousTurnException if it fits more than one legal turn
   * @throws IllegalTurnException if it fits none (the message says why and lists the legal turns)
   */
  public static Turn parse(String text, Game game) {
    return read(
        text,
        game.position(),
        game.variant().engine(),
        game.ruleset(),
        game.legalTurns(),
        PointStyle.STANDARD);
  }

  /**
   * Reads a turn with standard point names.
   *
   * <pre>{@code TurnNotation.parse("d3e3w", pos, CaptureEngine.instance(), Ruleset.standard())}
   * </pre>
   *
   * @param text the turn's text
   * @param position the position it is played in
   * @param engine the rules engine
   * @param ruleset the rule options
   * @return the legal turn written
   * @throws FanoronaParseException if the text is malformed
   * @throws AmbiguousTurnException if it fits more than one legal turn
   * @throws IllegalTurnException if it fits none
   */
  public static Turn parse(String text, Position position, RulesEngine engine, Ruleset ruleset) {
    return parse(text, position, engine, ruleset, PointStyle.STANDARD);
  }

  /**
   * Reads a turn in a point style.
   *
   * <pre>{@code TurnNotation.parse("B6-C5", pos, engine, rules, PointStyle.MALAGASY)}</pre>
   *
   * @param text the turn's text
   * @param position the position it is played in
   * @param engine the rules engine
   * @param ruleset the rule options
   * @param style how points are written
   * @return the legal turn written
   * @throws FanoronaParseException if the text is malformed; the column is inside {@code text}
   * @throws AmbiguousTurnException if it fits more than one legal turn
   * @throws IllegalTurnException if it fits none
   */
  public static Turn parse(
      String text, Position position, RulesEngine engine, Ruleset ruleset, PointStyle style) {
    return read(text, position, engine, ruleset, engine.legalTurns(position, ruleset), style);
  }

  private static Turn read(
      String text,
      Position position,
      RulesEngine engine,
      Ruleset ruleset,
      ImmutableList<Turn> legal,
      PointStyle style) {
    List<WrittenTurn> readings;
    try {
      readings = new TurnText(text, style).readings();
    } catch (FanoronaParseException e) {
      throw new FanoronaParseException(
          FanoronaException.quote(text) + ": " + e.reason() + "; legal here: " + list(legal),
          e.column());
    }
    // The first reading that fits any legal turn decides: readings come most natural first (in
    // "a3-b2A1" a capture letter with a count, before "A1" as a further point).
    Set<Turn> matches = new LinkedHashSet<>();
    WrittenTurn matched = readings.get(0);
    for (WrittenTurn r : readings) {
      for (Turn t : legal) {
        if (matches(r, t)) {
          matches.add(t);
        }
      }
      if (!matches.isEmpty()) {
        matched = r;
        break;
      }
    }
    if (matches.size() > 1) {
      // Canonical text wins over lenient text: under huffing "d2-e3" is the paika even where a
      // capture along the same line is legal too.
      WrittenTurn reading = matched;
      Set<Turn> exact = new LinkedHashSet<>();
      matches.stream().filter(t -> lettersAsWritten(reading, t)).forEach(exact::add);
      if (exact.size() == 1) {
        matches = exact;
      }
    }
    if (matches.size() == 1) {
      Turn t = matches.iterator().next();
      checkCounts(text, matched, t, legal);
      return t;
    }
    if (matches.size() > 1) {
      throw ambiguous(text, matched, ImmutableList.copyOf(matches));
    }
    throw new TurnDiagnosis(text, readings.get(0), position, engine, ruleset, legal).explain();
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

  private static boolean matches(WrittenTurn r, Turn t) {
    if (!r.huff.equals(t.huffed()) || r.origin().point != t.origin()) {
      return false;
    }
    if (t.kind() == Turn.Kind.DROP) {
      return r.marks.size() == 1 && r.origin().kind.isEmpty();
    }
    ImmutableList<Step> steps = t.steps();
    if (steps.size() != r.stepCount()) {
      return false;
    }
    for (int i = 0; i < steps.size(); i++) {
      WrittenTurn.Mark m = r.marks.get(i + 1);
      Step s = steps.get(i);
      if (m.point != s.to()) {
        return false;
      }
      if (m.kind.isPresent() && !m.kind.equals(s.capture())) {
        return false;
      }
      if (m.count.isPresent() && s.capture().isEmpty()) {
        return false;
      }
    }
    return true;
  }

  private static boolean lettersAsWritten(WrittenTurn r, Turn t) {
    ImmutableList<Step> steps = t.steps();
    for (int i = 0; i < steps.size(); i++) {
      if (r.marks.get(i + 1).kind.isPresent() != steps.get(i).capture().isPresent()) {
        return false;
      }
    }
    return true;
  }

  private static void checkCounts(String text, WrittenTurn r, Turn t, ImmutableList<Turn> legal) {
    ImmutableList<Step> steps = t.steps();
    for (int i = 0; i < steps.size(); i++) {
      WrittenTurn.Mark m = r.marks.get(i + 1);
      int taken = steps.get(i).captured().size();
      if (m.count.isPresent() && m.count.getAsInt() != taken) {
        throw new IllegalTurnException(
            text,
            FanoronaException.quote(text)
                + ": the step to "
                + m.point
                + " takes "
                + taken
                + (taken == 1 ? " stone" : " stones")
                + ", not "
                + m.count.getAsInt()
                + " (the turn is "
                + format(t, PointStyle.STANDARD, true)
                + ")",
            m.countColumn,
            legal);
      }
    }
  }

  private static AmbiguousTurnException ambiguous(
      String text, WrittenTurn r, ImmutableList<Turn> turns) {
    int column = r.origin().column;
    // point at the first landing whose letter is missing and where the candidates differ
    outer:
    for (int i = 1; i < r.marks.size(); i++) {
      WrittenTurn.Mark m = r.marks.get(i);
      for (Turn t : turns) {
        if (t.steps().size() >= i
            && !t.steps().get(i - 1).capture().equals(turns.get(0).steps().get(i - 1).capture())) {
          column = m.column;
          break outer;
        }
      }
    }
    String choices = TurnNotation.list(turns).replace(", ", " or ");
    return new AmbiguousTurnException(
        text,
        FanoronaException.quote(text)
            + " is ambiguous: write "
            + choices
            + " (approach or withdrawal)",
        column,
        turns);
  }
}
