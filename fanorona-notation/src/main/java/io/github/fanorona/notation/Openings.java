package io.github.fanorona.notation;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Maps;
import io.github.fanorona.core.FanoronaException;
import io.github.fanorona.core.Game;
import io.github.fanorona.core.Geometry;
import io.github.fanorona.core.Point;
import io.github.fanorona.core.Position;
import io.github.fanorona.core.Ruleset;
import io.github.fanorona.core.Side;
import io.github.fanorona.core.Turn;
import io.github.fanorona.core.Variant;
import io.github.fanorona.core.WrittenTurn;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The Malagasy names of the five first turns of Fanoron-Sivy (from the French history page that
 * describes Vela, source 003 in the README's table, which adds that in a match each player plays
 * each of the five openings once, in the order they like). Every opening lands on the empty centre
 * {@code e3}:
 *
 * <table>
 *   <caption>The openings, for White</caption>
 *   <tr><th>Name</th><th>Turn</th><th>Meaning</th></tr>
 *   <tr><td>VAKY LOHA</td><td>{@code e2-e3A}</td><td>front attack</td></tr>
 *   <tr><td>HAVANANA</td><td>{@code f2-e3A}</td><td>oblique attack from the right</td></tr>
 *   <tr><td>HAVIA (LAVA)</td><td>{@code d2-e3A}</td><td>oblique attack from the left</td></tr>
 *   <tr><td>FOHY</td><td>{@code d3-e3A}</td><td>forward capture (approach)</td></tr>
 *   <tr><td>KOBANA</td><td>{@code d3-e3W}</td><td>backward capture (withdrawal)</td></tr>
 * </table>
 *
 * <p><b>Which oblique attack is which.</b> <i>Havanana</i> means "right" and <i>havia</i> "left" in
 * Malagasy. That page says HAVANANA is the oblique attack "coming from the right" and HAVIA (or
 * LAVA) the one "coming from the left", without saying from whose side the board is seen, and
 * sources disagree on which diagonal attack is which. This library names them from the side of the
 * player who makes the move, seated behind their own stones: "from the right" is then read as the
 * attacker would say it, and it agrees with the board's coordinates, whose columns run from White's
 * left ({@code a}) to White's right ({@code i}). So White's {@code f2-e3A} comes from White's right
 * and is HAVANANA, and {@code d2-e3A} is HAVIA. For Black (who moves first in a Vela game) the same
 * rule gives the half-turned board: Black's right is towards column {@code a}, so Black's {@code
 * d4-e3A} is HAVANANA and {@code f4-e3A} is HAVIA.
 *
 * <pre>{@code
 * Openings.name(firstTurn);             // Optional[HAVANANA] for f2-e3A
 * Openings.name("d3e3w");                // Optional[KOBANA]
 * Openings.turnText("lava");             // Optional[d2-e3A]
 * Openings.byName("Vaky loha").get().turn(Side.WHITE);   // e2-e3A
 * }</pre>
 *
 * <p>A turn carries no position, so {@link #name(Turn)} names any turn with the text of an opening;
 * call it on a game's first turn.
 *
 * <p>Thread safety: Static methods only, thread-safe.
 *
 * @since 1.0.0
 */
public final class Openings {
  private Openings() {}

  /**
   * One of the five named openings.
   *
   * <pre>{@code
   * Openings.Opening.KOBANA.turnText(Side.WHITE);   // "d3-e3W"
   * Openings.byName("lava");                        // Optional[HAVIA]
   * }</pre>
   *
   * @since 1.0.0
   */
  public enum Opening {
    /** The front attack {@code e2-e3A}. */
    VAKY_LOHA("VAKY LOHA", "e2", 'A'),
    /** The oblique attack from the mover's right, {@code f2-e3A} for White. */
    HAVANANA("HAVANANA", "f2", 'A'),
    /** The oblique attack from the mover's left, {@code d2-e3A} for White; also called LAVA. */
    HAVIA("HAVIA", "d2", 'A', "LAVA"),
    /** The forward capture {@code d3-e3A}: approach along the middle row. */
    FOHY("FOHY", "d3", 'A'),
    /** The backward capture {@code d3-e3W}: withdrawal along the middle row. */
    KOBANA("KOBANA", "d3", 'W');

    private final String malagasyName;
    private final String whiteOrigin;
    private final char letter;
    private final ImmutableSet<String> aliases;

    Opening(String malagasyName, String whiteOrigin, char letter, String... aliases) {
      this.malagasyName = malagasyName;
      this.whiteOrigin = whiteOrigin;
      this.letter = letter;
      this.aliases = ImmutableSet.copyOf(aliases);
    }

    /**
     * The name as the French history page writes it, in capitals ({@code "VAKY LOHA"}): what {@link
     * Openings#name(Turn)} answers.
     */
    String malagasyName() {
      return malagasyName;
    }

    /**
     * The other names of this opening ({@code LAVA} for HAVIA), which {@link Openings#byName}
     * knows.
     */
    ImmutableSet<String> aliases() {
      return aliases;
    }

    /**
     * Returns the opening's turn in A/W notation for the side making it from the Fanoron-Sivy start
     * (Black's is White's turned half a turn about the centre).
     *
     * <pre>{@code Openings.Opening.HAVANANA.turnText(Side.BLACK)   // "d4-e3A"}</pre>
     *
     * @param side the side making the first turn
     * @return the canonical turn text
     */
    String turnText(Side side) {
      return turn(side).toString();
    }

    /**
     * Returns the opening as a turn of the Fanoron-Sivy start with {@code side} to move.
     *
     * <pre>
     * {@code Variant.sivy().start().play(Openings.Opening.FOHY.turn(Side.WHITE)).sideToMove() // BLACK}
     * </pre>
     *
     * @param side the side making the first turn
     * @return the turn
     */
    public Turn turn(Side side) {
      return Objects.requireNonNull((side == Side.WHITE ? WHITE_TURNS : BLACK_TURNS).get(this));
    }

    private Point origin(Side side) {
      Point white = Point.parse(whiteOrigin);
      return side == Side.WHITE ? white : SIVY.rotate(white);
    }
  }

  private static final Geometry SIVY = Geometry.of(9, 5);
  private static final ImmutableMap<Opening, Turn> WHITE_TURNS = turns(Side.WHITE);
  private static final ImmutableMap<Opening, Turn> BLACK_TURNS = turns(Side.BLACK);

  private static ImmutableMap<Opening, Turn> turns(Side side) {
    Position start = Variant.sivy().start().withSideToMove(side);
    ImmutableList<Turn> legal = Game.start(Variant.sivy(), Ruleset.standard(), start).legalTurns();
    EnumMap<Opening, Turn> out = new EnumMap<>(Opening.class);
    for (Opening o : Opening.values()) {
      Point origin = o.origin(side);
      out.put(
          o,
          legal.stream()
              .filter(t -> t.origin() == origin && t.steps().size() == 1)
              .filter(t -> t.toString().endsWith(String.valueOf(o.letter)))
              .findFirst()
              .orElseThrow(() -> new IllegalStateException("no opening " + o + " for " + side)));
    }
    return Maps.immutableEnumMap(out);
  }

  /** The opening a first turn plays, for White or for Black; empty for any other turn. */
  private static Optional<Opening> find(Turn firstTurn) {
    for (Opening o : Opening.values()) {
      if (o.turn(Side.WHITE).equals(firstTurn) || o.turn(Side.BLACK).equals(firstTurn)) {
        return Optional.of(o);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the Malagasy name of a first turn.
   *
   * <pre>{@code Openings.name(turn)   // Optional[VAKY LOHA] for e2-e3A}</pre>
   *
   * @param firstTurn the first turn of a Fanoron-Sivy game
   * @return the name, or empty if the turn is not an opening
   */
  public static Optional<String> name(Turn firstTurn) {
    return find(firstTurn).map(Opening::malagasyName);
  }

  /**
   * Returns the Malagasy name of a first turn written in A/W notation. The text is compared
   * ignoring case, dashes and spaces, and may carry the stone count: {@code F2-E3A}, {@code f2e3a}
   * and {@code f2-e3A2} all name HAVANANA; any other text that {@link Game#play(String)} reads as
   * that first turn names it too ({@code e2-e3} is VAKY LOHA, {@code f2e3+} HAVANANA).
   *
   * <pre>{@code Openings.name("d3-e3W")   // Optional[KOBANA]}</pre>
   *
   * @param turnText a turn such as {@code d2-e3A}
   * @return the name, or empty if the text is not one of the openings
   */
  public static Optional<String> name(String turnText) {
    String wanted = squeeze(turnText);
    for (Opening o : Opening.values()) {
      for (Side side : Side.values()) {
        Turn t = o.turn(side);
        if (wanted.equals(squeeze(t.toString()))
            || wanted.equals(squeeze(t.toString() + t.captureCount()))) {
          return Optional.of(o.malagasyName());
        }
      }
    }
    // leniently, as Game.play(String) reads a first turn: e2-e3 (one capture kind fits), f2e3+
    for (Side side : Side.values()) {
      try {
        Game start =
            Game.start(
                Variant.sivy(), Ruleset.standard(), Variant.sivy().start().withSideToMove(side));
        Turn t = WrittenTurn.parse(turnText).resolve(start);
        for (Opening o : Opening.values()) {
          if (o.turn(side).equals(t)) {
            return Optional.of(o.malagasyName());
          }
        }
      } catch (FanoronaException e) {
        // not a legal first turn for this side
      }
    }
    return Optional.empty();
  }

  /**
   * Finds an opening by its name or an alias, ignoring case, spaces, dashes and underscores.
   *
   * <pre>{@code Openings.byName("vaky-loha")   // Optional[VAKY_LOHA]}</pre>
   *
   * @param name a name such as {@code HAVIA}, {@code lava} or {@code Vaky Loha}
   * @return the opening, or empty if no opening has that name
   */
  static Optional<Opening> byName(String name) {
    String wanted = squeeze(name);
    for (Opening o : Opening.values()) {
      if (squeeze(o.malagasyName()).equals(wanted)
          || o.aliases().stream().anyMatch(a -> squeeze(a).equals(wanted))) {
        return Optional.of(o);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns White's turn for an opening name.
   *
   * <pre>{@code Openings.turn("havanana")   // Optional[f2-e3A]}</pre>
   *
   * @param name a name or alias, in any case
   * @return the turn from the Fanoron-Sivy start, or empty for an unknown name
   */
  static Optional<Turn> turn(String name) {
    return byName(name).map(o -> o.turn(Side.WHITE));
  }

  /**
   * Returns White's turn in A/W notation for an opening name.
   *
   * <pre>{@code Openings.turnText("FOHY")   // Optional[d3-e3A]}</pre>
   *
   * @param name a name or alias, in any case
   * @return the canonical turn text, or empty for an unknown name
   */
  static Optional<String> turnText(String name) {
    return turn(name).map(Turn::toString);
  }

  private static String squeeze(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c != '-' && c != '_' && !Character.isWhitespace(c)) {
        sb.append(c);
      }
    }
    return sb.toString().toUpperCase(Locale.ROOT);
  }
}
