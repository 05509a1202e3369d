package io.github.fanorona.core;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A turn as written, read but not yet matched against a position: the text of a record's turn, of a
 * player's input or of a program's structure. Reading it once and resolving it later is what lets a
 * record be read once and replayed many times, and lets a program hold a turn whose position is not
 * known yet.
 *
 * <pre>{@code
 * WrittenTurn w = WrittenTurn.parse("f2e3a2");
 * w.toString();                                  // "f2e3a2"
 * w.resolve(Game.start(Variant.sivy()));         // f2-e3A
 * }</pre>
 *
 * <p>Text is read leniently (the dialects {@link TurnNotation} lists): any case, with or without
 * dashes, {@code +}/{@code -} for approach and withdrawal, comma-separated full steps, a stone
 * count after the capture letter. Lenient text can be read several ways ({@code a3b2a1} is a step
 * to {@code b2} taking one stone by approach, or a chain through {@code b2} to {@code a1}), so a
 * written turn keeps every reading and the first that fits a legal turn decides. A malformed text
 * is refused by {@link #parse(String)} with a {@link FanoronaParseException}; a turn that fits no
 * legal turn, or several, is refused by {@code resolve}.
 *
 * @since 1.0.0
 */
public final class WrittenTurn {
  private final String text;
  private final ImmutableList<TurnReading> readings;

  /**
   * The readings in one board's bit indices, kept for the next resolve on that board: a record
   * reader reads a text repeated in a file once and resolves it many times. Racy single-check: the
   * holder is immutable and published through its final fields.
   */
  private @Nullable Compiled compiled;

  // An internal carrier, never compared or hashed: the array is built once and only read.
  @SuppressWarnings("ArrayRecordComponent")
  private record Compiled(Geometry geometry, CompiledReading[] readings) {}

  private WrittenTurn(String text, ImmutableList<TurnReading> readings) {
    this.text = text;
    this.readings = readings;
  }

  /**
   * A landing point of a turn built from structure, with the capture kind written after it, if any.
   *
   * <pre>{@code
   * new WrittenTurn.Landing(Point.parse("e3"), Optional.of(CaptureKind.APPROACH)).capture()   // Optional[APPROACH]
   * }</pre>
   *
   * @param point where the stone lands
   * @param capture the capture kind written, or empty to let the legal turns decide
   * @since 1.0.0
   */
  public record Landing(Point point, Optional<CaptureKind> capture) {
    /**
     * Checks the components.
     *
     * @param point where the stone lands
     * @param capture the capture kind written, or empty
     * @throws NullPointerException if one is null
     */
    public Landing {
      Objects.requireNonNull(point, "point");
      Objects.requireNonNull(capture, "capture");
    }
  }

  /**
   * Reads a turn with standard point names ({@code e3}).
   *
   * <pre>{@code WrittenTurn.parse("D3E3w").toString()   // "D3E3w"}</pre>
   *
   * @param text the turn's text
   * @return the written turn, holding every reading of the text
   * @throws FanoronaParseException if the text is not a turn; the column is inside {@code text} and
   *     the message quotes it: {@code "'d3-e3Q': unexpected 'Q'"} at column 6
   */
  public static WrittenTurn parse(String text) {
    return parse(text, PointStyle.STANDARD);
  }

  /**
   * Reads a turn in a point style.
   *
   * <pre>{@code
   * WrittenTurn.parse("B6-C5", PointStyle.MALAGASY).resolve(Game.start(Variant.sivy()))   // f2-e3A
   * }</pre>
   *
   * @param text the turn's text
   * @param style how points are written
   * @return the written turn, holding every reading of the text
   * @throws FanoronaParseException if the text is not a turn; the column is inside {@code text}
   */
  public static WrittenTurn parse(String text, PointStyle style) {
    try {
      return new WrittenTurn(text, new TurnText(text, style).readings());
    } catch (FanoronaParseException e) {
      throw new FanoronaParseException(
          FanoronaException.quote(text) + ": " + e.reason(), e.column());
    }
  }

  /**
   * Builds a written turn from its parts, with no text to read: what a record that keeps turns as
   * structure (Boardspace's SGF nodes) holds. Its text is written canonically with standard point
   * names. Nothing is checked against a board yet: steps between points that are not neighbours are
   * refused by {@code resolve}, as written text would be.
   *
   * <pre>{@code
   * WrittenTurn.of(
   *         Optional.empty(),
   *         Point.parse("d5"),
   *         List.of(
   *             new WrittenTurn.Landing(Point.parse("d4"), Optional.of(CaptureKind.APPROACH)),
   *             new WrittenTurn.Landing(Point.parse("c5"), Optional.empty())))
   *     .toString()   // "d5-d4A-c5"
   * }</pre>
   *
   * @param huffed the stone huffed before the turn, if any ({@code xc3:})
   * @param origin the stone that moves, or the point of a drop when there are no landings
   * @param landings the points it lands on, in order
   * @return the written turn, with one reading
   */
  public static WrittenTurn of(Optional<Point> huffed, Point origin, List<Landing> landings) {
    StringBuilder sb = new StringBuilder();
    int huffColumn = 0;
    if (huffed.isPresent()) {
      sb.append('x');
      huffColumn = sb.length() + 1;
      sb.append(huffed.get()).append(':');
    }
    List<TurnReading.Mark> marks = new ArrayList<>(landings.size() + 1);
    marks.add(mark(sb, origin));
    for (Landing l : landings) {
      sb.append('-');
      TurnReading.Mark m = mark(sb, l.point());
      if (l.capture().isPresent()) {
        sb.append(l.capture().get().letter());
        m = m.withKind(l.capture().get(), sb.length());
      }
      marks.add(m);
    }
    return new WrittenTurn(
        sb.toString(),
        ImmutableList.of(new TurnReading(huffed, huffColumn, ImmutableList.copyOf(marks))));
  }

  /** Writes a point and returns its mark, columns 1-based as the text reader gives them. */
  private static TurnReading.Mark mark(StringBuilder sb, Point p) {
    int column = sb.length() + 1;
    sb.append(p);
    return TurnReading.Mark.at(p, column, sb.length());
  }

  /**
   * Returns the legal turn this written turn names in a game's current position, matched against
   * the game's own legal turns (no further engine run).
   *
   * <pre>{@code WrittenTurn.parse("e2-e3").resolve(Game.start(Variant.sivy()))   // e2-e3A}</pre>
   *
   * @param game the game
   * @return the legal turn written
   * @throws AmbiguousTurnException if it fits more than one legal turn
   * @throws IllegalTurnException if it fits none (the message says why and lists the legal turns)
   */
  public Turn resolve(Game game) {
    if (!game.hasGenerated()) {
      Turn t = resolveWhileGenerating(game);
      if (t != null) {
        return t;
      }
    }
    return resolve(game.position(), game.variant().engine(), game.ruleset(), game.legalTurns());
  }

  /**
   * The legal turn this text names, found while the engine hands over its turns one view at a time,
   * so that only that turn is built, not every legal one; null when the text fits no turn, fits
   * several, has a wrong stone count or the game is over, all of which the list of legal turns
   * decides and explains as before. Every record's every turn comes here: a position's legal turns
   * as objects cost as much as generating them.
   */
  private @Nullable Turn resolveWhileGenerating(Game game) {
    Position position = game.position();
    Seeker seeker = new Seeker(readings, compiledFor(position.geometry()));
    game.variant().engine().forEachTurn(position, game.ruleset(), seeker);
    Turn found = seeker.decided();
    game.noteGenerated(seeker.any, found);
    return found == null || game.isOver() ? null : found;
  }

  private CompiledReading[] compiledFor(Geometry geometry) {
    Compiled known = compiled;
    if (known == null || known.geometry() != geometry) {
      CompiledReading[] out = new CompiledReading[readings.size()];
      for (int i = 0; i < out.length; i++) {
        out[i] = new CompiledReading(readings.get(i), geometry);
      }
      known = new Compiled(geometry, out);
      compiled = known;
    }
    return known.readings();
  }

  /**
   * Looks for the readings among the turns as they are generated: for each reading the first turn
   * it fits, and whether a second one fits it too.
   */
  private static final class Seeker implements TurnVisitor {
    private final ImmutableList<TurnReading> readings;
    private final CompiledReading[] compiled;
    private final @Nullable Turn[] first;
    private final boolean[] again;
    private boolean any;

    Seeker(ImmutableList<TurnReading> readings, CompiledReading[] compiled) {
      this.readings = readings;
      this.compiled = compiled;
      this.first = new Turn[compiled.length];
      this.again = new boolean[compiled.length];
    }

    @Override
    public boolean visit(TurnView view) {
      any = true;
      for (int i = 0; i < compiled.length; i++) {
        if (compiled[i].fits(view)) {
          if (first[i] == null) {
            first[i] = view.toTurn();
            if (i == 0 && compiled[0].determinesTurn()) {
              // the first reading decides, and no other turn can fit it: the rest of the
              // generation could only find this turn again
              return false;
            }
          } else {
            again[i] = true;
          }
        }
      }
      return true;
    }

    /** The turn of the first reading that fits one, if it fits only one and counts as written. */
    @Nullable Turn decided() {
      for (int i = 0; i < first.length; i++) {
        Turn t = first[i];
        if (t != null) {
          return again[i] || !countsAsWritten(readings.get(i), t) ? null : t;
        }
      }
      return null;
    }
  }

  private Turn resolve(
      Position position, RulesEngine engine, Ruleset ruleset, ImmutableList<Turn> legal) {
    // The first reading that fits any legal turn decides: readings come most natural first (in
    // "a3-b2A1" a capture letter with a count, before "A1" as a further point).
    for (TurnReading r : readings) {
      CompiledReading fit = new CompiledReading(r, position.geometry());
      Turn only = null;
      List<Turn> several = List.of();
      for (Turn t : legal) {
        if (!fit.fits(t.view())) {
          continue;
        }
        if (only == null) {
          only = t;
        } else if (!only.equals(t) && !several.contains(t)) {
          if (several.isEmpty()) {
            several = new ArrayList<>(List.of(only));
          }
          several.add(t);
        }
      }
      if (only != null) {
        Turn t = several.isEmpty() ? only : chooseAsWritten(r, several);
        checkCounts(r, t, legal);
        return t;
      }
    }
    throw new TurnDiagnosis(text, readings.get(0), position, engine, ruleset, legal).explain();
  }

  /**
   * Of several legal turns a reading fits, the one whose capture letters are exactly as written.
   * Canonical text wins over lenient text: under huffing {@code d2-e3} is the paika even where a
   * capture along the same line is legal too.
   */
  private Turn chooseAsWritten(TurnReading r, List<Turn> fitting) {
    List<Turn> exact = fitting.stream().filter(t -> lettersAsWritten(r, t)).toList();
    if (exact.size() == 1) {
      return exact.get(0);
    }
    throw ambiguous(r, ImmutableList.copyOf(fitting));
  }

  // Matching (CompiledReading) reads the turn's bit indices rather than its steps(): steps()
  // builds a list of steps and a set of taken points for each call.

  private static boolean lettersAsWritten(TurnReading r, Turn t) {
    boolean capture = t.kind() == Turn.Kind.CAPTURE;
    for (int i = 0; i < t.stepCount(); i++) {
      if (r.marks().get(i + 1).kind().isPresent() != capture) {
        return false;
      }
    }
    return true;
  }

  /** Whether every stone count written is the number of stones its step takes. */
  private static boolean countsAsWritten(TurnReading r, Turn t) {
    for (int i = 0; i < t.stepCount(); i++) {
      TurnReading.Mark m = r.marks().get(i + 1);
      if (m.count().isPresent() && m.count().getAsInt() != Long.bitCount(t.capturedMask(i))) {
        return false;
      }
    }
    return true;
  }

  private void checkCounts(TurnReading r, Turn t, ImmutableList<Turn> legal) {
    for (int i = 0; i < t.stepCount(); i++) {
      TurnReading.Mark m = r.marks().get(i + 1);
      int taken = Long.bitCount(t.capturedMask(i));
      if (m.count().isPresent() && m.count().getAsInt() != taken) {
        throw new IllegalTurnException(
            text,
            FanoronaException.quote(text)
                + ": the step to "
                + m.point()
                + " takes "
                + taken
                + (taken == 1 ? " stone" : " stones")
                + ", not "
                + m.count().getAsInt()
                + " (the turn is "
                + TurnNotation.format(t, PointStyle.STANDARD, true)
                + ")",
            m.countColumn(),
            legal);
      }
    }
  }

  private AmbiguousTurnException ambiguous(TurnReading r, ImmutableList<Turn> turns) {
    int column = r.origin().column();
    // point at the first landing whose letter is missing and where the candidates differ
    outer:
    for (int i = 1; i < r.marks().size(); i++) {
      TurnReading.Mark m = r.marks().get(i);
      for (Turn t : turns) {
        if (t.steps().size() >= i
            && !t.steps().get(i - 1).capture().equals(turns.get(0).steps().get(i - 1).capture())) {
          column = m.column();
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

  /**
   * Returns the turn's text: as written when it was read, canonical when it was built from parts.
   *
   * <pre>{@code WrittenTurn.parse("f2e3a2").toString()   // "f2e3a2"}</pre>
   */
  @Override
  public String toString() {
    return text;
  }

  /**
   * Compares the text and its readings: the same text in another point style is another written
   * turn.
   *
   * <pre>{@code WrittenTurn.parse("e3").equals(WrittenTurn.parse("e3"))   // true}</pre>
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof WrittenTurn w && text.equals(w.text) && readings.equals(w.readings);
  }

  @Override
  public int hashCode() {
    return text.hashCode();
  }
}
