package io.github.fanorona.core;

import com.google.common.collect.ImmutableSet;
import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A game of the Fanorona family as data: its name and aliases, board, start position, rules engine
 * and default ruleset. Nothing in the library branches on a variant's name.
 *
 * <p>Core ships the standard game, {@link #sivy()} (Fanoron-Sivy, 9×5); the {@code
 * fanorona-variants} module adds the others and a registry to find them by name.
 *
 * <pre>{@code
 * Variant sivy = Variant.sivy();
 * sivy.start();                                     // the 22-against-22 start, White to move
 * Game.start(sivy).legalTurns().size();            // 5
 * Variant custom = Variant.builder("my-sivy", sivy.start(), CaptureEngine.instance())
 *     .defaultRuleset(Ruleset.parse("chain=mandatory"))
 *     .build();
 * }</pre>
 *
 * @since 1.0.0
 */
public final class Variant {
  private static final Variant SIVY =
      builder(
              "sivy",
              Position.parse("BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w 0 1"),
              CaptureEngine.instance())
          .displayName("Fanoron-Sivy")
          .aliases("tsivy", "fanorona", "fanoron-sivy", "fanoron-tsivy")
          .description("the standard game on the 9x5 board, 22 stones each")
          .build();

  private final String name;
  private final String displayName;
  private final ImmutableSet<String> aliases;
  private final String description;
  private final Position start;
  private final RulesEngine engine;
  private final Ruleset defaultRuleset;

  private Variant(Builder b) {
    this.name = b.name;
    this.displayName = b.displayName;
    this.aliases = b.aliases;
    this.description = b.description;
    this.start = b.start;
    this.engine = b.engine;
    this.defaultRuleset = b.defaultRuleset;
  }

  /**
   * {@return Fanoron-Sivy, the standard game: 9×5 board, 22 stones each, White first, standard
   * rules}
   *
   * <pre>{@code Variant.sivy().name()   // "sivy"}</pre>
   */
  public static Variant sivy() {
    return SIVY;
  }

  /**
   * Starts building a variant.
   *
   * <pre>{@code
   * Position start = Position.parse("BBBBB/BBBBB/BW1BW/WWWWW/WWWWW w");
   * Variant.builder("dimy", start, CaptureEngine.instance()).build().geometry().size();   // 25
   * }</pre>
   *
   * @param name the short lower-case name, such as {@code dimy}
   * @param start the start position
   * @param engine the rules engine
   * @return a builder
   */
  public static Builder builder(String name, Position start, RulesEngine engine) {
    return new Builder(name, start, engine);
  }

  /**
   * {@return the short lower-case name used on the command line and in records}
   *
   * <pre>{@code Variant.sivy().name()   // "sivy"}</pre>
   */
  public String name() {
    return name;
  }

  /**
   * {@return the name used in records' {@code Variant} tag, such as {@code Fanoron-Sivy}}
   *
   * <pre>{@code Variant.sivy().displayName()   // "Fanoron-Sivy"}</pre>
   */
  public String displayName() {
    return displayName;
  }

  /**
   * {@return other names that find this variant, in lower case}
   *
   * <pre>{@code Variant.sivy().aliases()   // [tsivy, fanorona, fanoron-sivy, fanoron-tsivy]}</pre>
   */
  public ImmutableSet<String> aliases() {
    return aliases;
  }

  /**
   * Returns whether a name (case-insensitive) is this variant's name, display name or an alias.
   *
   * <pre>{@code Variant.sivy().isCalled("Fanorona")   // true}</pre>
   *
   * @param candidate a name
   * @return true if it names this variant
   */
  public boolean isCalled(String candidate) {
    String n = candidate.strip().toLowerCase(Locale.ROOT);
    return n.equals(name) || n.equals(displayName.toLowerCase(Locale.ROOT)) || aliases.contains(n);
  }

  /** {@return one line saying what the variant is and where its rules come from} */
  public String description() {
    return description;
  }

  /** {@return the board} */
  public Geometry geometry() {
    return start.geometry();
  }

  /** {@return the start position} */
  public Position start() {
    return start;
  }

  /** {@return the rules engine} */
  public RulesEngine engine() {
    return engine;
  }

  /** {@return the ruleset games of this variant use unless told otherwise} */
  public Ruleset defaultRuleset() {
    return defaultRuleset;
  }

  /**
   * Returns where a game of this variant begins under a ruleset: the start position, with the Vela
   * beneficiary to move when the ruleset names one (the French history page that describes Vela,
   * source 003 in the README's table: the loser of the last game "débute la partie"). A Vela
   * variant played with the Vela rule off ({@code vela=off}) is the ordinary game, which White
   * starts.
   *
   * <pre>{@code
   * Variants.VELA.start(Ruleset.parse("vela=white")).sideToMove()   // WHITE
   * Variants.VELA.start(Ruleset.parse("vela=off")).sideToMove()     // WHITE
   * Variant.sivy().start(Ruleset.standard()) == Variant.sivy().start()
   * }</pre>
   *
   * @param ruleset the rule options of the game
   * @return the start position
   */
  public Position start(Ruleset ruleset) {
    if (start.isPlacement()) {
      return start;
    }
    Side first =
        ruleset
            .velaBeneficiary()
            .orElse(defaultRuleset.velaBeneficiary().isPresent() ? Side.WHITE : start.sideToMove());
    return start.sideToMove() == first ? start : start.withSideToMove(first);
  }

  /**
   * Checks that a position is one of this variant's: its board, and stones in hand exactly when the
   * variant is a placement game.
   *
   * @throws PositionMismatchException naming what the variant expects and what the position has
   */
  void checkFits(Position position) {
    checkFits(position, 0);
  }

  private void checkFits(Position position, int handColumn) {
    if (position.geometry() != geometry()) {
      throw new PositionMismatchException(
          "a "
              + position.geometry()
              + " position is not a "
              + displayName
              + " position: expected a "
              + geometry()
              + " board",
          0);
    }
    if (position.isPlacement() != start.isPlacement()) {
      throw new PositionMismatchException(
          position.isPlacement()
              ? displayName
                  + " has no stones in hand: expected '<plies> <turn>' or nothing after the side,"
                  + " not hand counts"
              : displayName + " is a placement game: expected a position with stones in hand",
          handColumn);
    }
  }

  /**
   * Parses a position string of this variant: for a placement game two numbers after the side are
   * the stones in hand.
   *
   * <pre>{@code Variants.TELO.parsePosition("3/3/3 w 3 3").inHand(Side.WHITE) // 3}</pre>
   *
   * @param text the position string
   * @return the position
   * @throws FanoronaParseException if the text is malformed
   * @throws PositionMismatchException if the board is not this variant's, if the text gives hand
   *     counts ({@code w 0 0 0 1}) for a game without drops, or if in a placement game a side's
   *     stones on the board and in hand are not the number it starts with (Fanoron-Telo: 3, as
   *     nothing is ever captured)
   */
  public Position parsePosition(String text) {
    Position p = start.isPlacement() ? Position.parsePlacement(text) : Position.parse(text);
    if (p.geometry() != geometry()) {
      throw new PositionMismatchException(
          "expected a " + geometry() + " board for " + displayName + ", found " + p.geometry(), 1);
    }
    checkFits(p, PositionText.fieldColumn(text, 2));
    if (start.isPlacement()) {
      for (Side side : Side.values()) {
        int stones = start.count(side) + start.inHand(side);
        if (p.count(side) + p.inHand(side) != stones) {
          throw new PositionMismatchException(
              "expected "
                  + stones
                  + " "
                  + side.displayName().toLowerCase(Locale.ROOT)
                  + (stones == 1 ? " stone" : " stones")
                  + " on the board and in hand for "
                  + displayName
                  + ", found "
                  + p.count(side)
                  + " on the board and "
                  + p.inHand(side)
                  + " in hand",
              PositionText.fieldColumn(text, side == Side.WHITE ? 2 : 3));
        }
      }
    }
    return p;
  }

  /**
   * Compares variants by their definition: name, display name, aliases, description, start
   * position, rules engine and default ruleset. Two variants built alike are equal, and so are the
   * games played on them.
   *
   * <pre>{@code Variants.board(5, 5).equals(Variants.board(5, 5))   // true}</pre>
   */
  @Override
  public boolean equals(@Nullable Object o) {
    if (this == o) {
      return true;
    }
    return o instanceof Variant v
        && name.equals(v.name)
        && displayName.equals(v.displayName)
        && aliases.equals(v.aliases)
        && description.equals(v.description)
        && start.equals(v.start)
        && engine.equals(v.engine)
        && defaultRuleset.equals(v.defaultRuleset);
  }

  /**
   * Returns a hash of the definition, consistent with {@link #equals}.
   *
   * <pre>{@code Variant.sivy().hashCode() == Variant.sivy().hashCode()   // true}</pre>
   */
  @Override
  public int hashCode() {
    return Objects.hash(name, start, engine, defaultRuleset);
  }

  /**
   * Returns the display name.
   *
   * <pre>{@code Variant.sivy().toString()   // "Fanoron-Sivy"}</pre>
   */
  @Override
  public String toString() {
    return displayName;
  }

  /**
   * Builds a {@link Variant}. Not thread-safe: a builder belongs to the thread that fills it; the
   * variant it builds is an immutable value.
   *
   * <pre>{@code
   * Position start = Position.parse("3/1W1/B2 w");
   * Variant.builder("mine", start, CaptureEngine.instance()).build().name();   // "mine"
   * }</pre>
   *
   * @since 1.0.0
   */
  public static final class Builder {
    private final String name;
    private String displayName;
    private ImmutableSet<String> aliases = ImmutableSet.of();
    private String description = "";
    private final Position start;
    private final RulesEngine engine;
    private Ruleset defaultRuleset = Ruleset.standard();

    private Builder(String name, Position start, RulesEngine engine) {
      this.name = name.toLowerCase(Locale.ROOT);
      this.displayName = name;
      this.start = start;
      this.engine = engine;
    }

    /**
     * Sets the display name (default: the name).
     *
     * <pre>{@code
     * Variant.Builder b = Variant.builder("mine", Variant.sivy().start(), CaptureEngine.instance());
     * b.displayName("My Fanorona").build().displayName();   // "My Fanorona"
     * }</pre>
     *
     * @param value the display name
     * @return this builder
     */
    public Builder displayName(String value) {
      this.displayName = value;
      return this;
    }

    /**
     * Sets the aliases; they are stored in lower case.
     *
     * <pre>{@code
     * Variant.Builder b = Variant.builder("mine", Variant.sivy().start(), CaptureEngine.instance());
     * b.aliases("Mine-Too", "ours").build().aliases().toString();   // "[mine-too, ours]"
     * }</pre>
     *
     * @param values other names
     * @return this builder
     */
    public Builder aliases(String... values) {
      ImmutableSet.Builder<String> b = ImmutableSet.builder();
      for (String v : values) {
        b.add(v.toLowerCase(Locale.ROOT));
      }
      this.aliases = b.build();
      return this;
    }

    /**
     * Sets the one-line description.
     *
     * <pre>{@code
     * Variant.Builder b = Variant.builder("mine", Variant.sivy().start(), CaptureEngine.instance());
     * b.description("9x5 board, 22 stones each").build().description();   // "9x5 board, 22 stones each"
     * }</pre>
     *
     * @param value the description
     * @return this builder
     */
    public Builder description(String value) {
      this.description = value;
      return this;
    }

    /**
     * Sets the default ruleset (default: {@link Ruleset#standard()}).
     *
     * <pre>{@code
     * Variant.Builder b = Variant.builder("mine", Variant.sivy().start(), CaptureEngine.instance());
     * b.defaultRuleset(Ruleset.parse("vela=black")).build().defaultRuleset().optionString();   // "vela=black"
     * }</pre>
     *
     * @param value the ruleset
     * @return this builder
     */
    public Builder defaultRuleset(Ruleset value) {
      this.defaultRuleset = value;
      return this;
    }

    /**
     * Returns the variant.
     *
     * <pre>{@code
     * Variant.Builder b = Variant.builder("mine", Variant.sivy().start(), CaptureEngine.instance());
     * Variant v = b.build();
     * Game.start(v).legalTurns().size();   // 5
     * }</pre>
     *
     * @return a new variant
     */
    public Variant build() {
      return new Variant(this);
    }
  }
}
