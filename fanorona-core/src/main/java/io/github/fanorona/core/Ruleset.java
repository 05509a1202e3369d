package io.github.fanorona.core;

import java.util.Arrays;
import java.util.Optional;

/**
 * The rule options of the capture game, as a value. The sources of the game disagree on several
 * points (see <a href="{@docRoot}/doc-files/RULES.html">RULES.md</a>); each disagreement is an
 * option here, and the default of every option is the rule most sources agree on.
 *
 * <pre>{@code
 * Ruleset standard = Ruleset.standard();
 * Ruleset french = Ruleset.builder()
 *     .captureChoice(Ruleset.CaptureChoice.LARGER_GROUP)
 *     .firstTurnChains(Ruleset.FirstTurnChains.FORBIDDEN)
 *     .build();
 * Ruleset same = Ruleset.parse("capture=larger,first-turn-chain=forbidden");   // equals french
 * }</pre>
 *
 * <p>In text every option is a {@code key=value} pair; {@link #parse(String)} reads a comma list
 * and {@link #optionString()} writes the options that differ from the default. The options, their
 * values and defaults are declared once, by {@link RuleOption}; {@link #validOptions()} lists them.
 *
 * <p>The file is longer than most because each of the nine options has its documented getter,
 * builder setter and value type here; what the options are (keys, words, defaults, checks) is
 * declared once, in {@link RuleOption}.
 *
 * @since 1.0.0
 */
public final class Ruleset {

  /**
   * What a player may do when one step could capture both by approach and by withdrawal.
   *
   * @since 1.0.0
   */
  public enum CaptureChoice implements OptionWord {
    /** The player chooses either capture (most sources). */
    FREE("free"),
    /** The larger group must be taken; on a tie the player chooses (French rules sheet). */
    LARGER_GROUP("larger");

    private final String word;

    CaptureChoice(String word) {
      this.word = word;
    }

    /**
     * {@return the option value used in text}
     *
     * <pre>{@code CaptureChoice.LARGER_GROUP.word()   // "larger"}</pre>
     */
    @Override
    public String word() {
      return word;
    }
  }

  /**
   * Whether a capture chain may stop while another capture is possible.
   *
   * @since 1.0.0
   */
  public enum ChainContinuation implements OptionWord {
    /** The player may stop after any capture (nearly all sources). */
    OPTIONAL("optional"),
    /** The chain goes on while any continuation exists. */
    MANDATORY("mandatory");

    private final String word;

    ChainContinuation(String word) {
      this.word = word;
    }

    /**
     * {@return the option value used in text}
     *
     * <pre>{@code ChainContinuation.MANDATORY.word()   // "mandatory"}</pre>
     */
    @Override
    public String word() {
      return word;
    }
  }

  /**
   * Whether capture chains are allowed during turn number 1 (each player's first turn).
   *
   * @since 1.0.0
   */
  public enum FirstTurnChains implements OptionWord {
    /** Chains are allowed from the first turn on (most sources). */
    ALLOWED("allowed"),
    /** During turn number 1 the first capture ends the turn, for White and for Black. */
    FORBIDDEN("forbidden");

    private final String word;

    FirstTurnChains(String word) {
      this.word = word;
    }

    /**
     * {@return the option value used in text}
     *
     * <pre>{@code FirstTurnChains.FORBIDDEN.word()   // "forbidden"}</pre>
     */
    @Override
    public String word() {
      return word;
    }
  }

  /**
   * What happens to a side that has stones but no legal turn.
   *
   * @since 1.0.0
   */
  public enum NoMoveResult implements OptionWord {
    /** It loses (most sources). */
    LOSS("loss"),
    /** The game is drawn. */
    DRAW("draw");

    private final String word;

    NoMoveResult(String word) {
      this.word = word;
    }

    /**
     * {@return the option value used in text}
     *
     * <pre>{@code NoMoveResult.DRAW.word()   // "draw"}</pre>
     */
    @Override
    public String word() {
      return word;
    }
  }

  /**
   * What happens in Vela when the beneficiary has no capture during the handicap phase.
   *
   * @since 1.0.0
   */
  public enum VelaNoCapture implements OptionWord {
    /**
     * The other side forfeits: it failed to leave a capture (the French history page that describes
     * Vela, source 003 in the README's table; OMerkel).
     */
    OTHER_LOSES("other-loses"),
    /** The beneficiary loses (Bell 1979). */
    BENEFICIARY_LOSES("beneficiary-loses");

    private final String word;

    VelaNoCapture(String word) {
      this.word = word;
    }

    /**
     * {@return the option value used in text}
     *
     * <pre>{@code VelaNoCapture.OTHER_LOSES.word()   // "other-loses"}</pre>
     */
    @Override
    public String word() {
      return word;
    }
  }

  /**
   * How many stones the Vela victim keeps before normal rules resume: the handicap phase lasts
   * while the side that is not the beneficiary has more than this many stones.
   */
  public static final int VELA_NORMAL_RULES_AT = 5;

  private static final Ruleset STANDARD = new Builder().build();

  /** The value of each option, indexed by {@link RuleOption#index()}. */
  private final Object[] values;

  private Ruleset(Builder b) {
    this.values = b.values.clone();
  }

  /**
   * {@return the default rules: free capture choice, optional chains, chains allowed on the first
   * turn, compulsory capture, a side with no legal turn loses, no automatic draws}
   *
   * <pre>{@code Ruleset.standard().optionString()   // ""}</pre>
   */
  public static Ruleset standard() {
    return STANDARD;
  }

  /**
   * Returns a builder starting from the standard rules.
   *
   * <pre>{@code
   * Ruleset r = Ruleset.builder().noCaptureDrawPlies(50).build();
   * r.optionString();   // "no-capture-draw=50"
   * }</pre>
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder starting from this ruleset's options.
   *
   * <pre>{@code
   * Ruleset r = Ruleset.standard().toBuilder().huffing(true).build();
   * r.optionString();   // "huffing=on"
   * }</pre>
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    System.arraycopy(values, 0, b.values, 0, values.length);
    return b;
  }

  /**
   * Parses a comma list of {@code key=value} options on top of the standard rules.
   *
   * <pre>{@code Ruleset.parse("chain=mandatory,no-capture-draw=50").noCaptureDrawPlies() // 50}
   * </pre>
   *
   * @param options the options, possibly empty; spaces around items are ignored
   * @return the ruleset
   * @throws FanoronaParseException naming the column, the bad item and the valid options
   */
  public static Ruleset parse(String options) {
    return standard().with(options);
  }

  /**
   * Returns this ruleset with options from a comma list of {@code key=value} items changed.
   *
   * <pre>{@code Ruleset.standard().with("capture=larger").optionString() // "capture=larger"}</pre>
   *
   * @param options the options, possibly empty
   * @return the changed ruleset
   * @throws FanoronaParseException naming the column, the bad item and the valid options
   */
  public Ruleset with(String options) {
    return RulesetText.apply(toBuilder(), options).build();
  }

  /**
   * Lists every option key with its values, for error messages and help texts.
   *
   * <pre>{@code Ruleset.validOptions()   // "capture=free|larger, chain=optional|mandatory, ..."}
   * </pre>
   *
   * @return a human-readable list
   */
  public static String validOptions() {
    return RulesetText.validOptions();
  }

  /**
   * Writes the options that differ from the standard rules as a comma list that {@link
   * #parse(String)} reads back; empty for the standard rules.
   *
   * <pre>{@code Ruleset.parse("chain=mandatory").optionString()   // "chain=mandatory"}</pre>
   *
   * @return the option list
   */
  public String optionString() {
    return RulesetText.optionString(this);
  }

  /**
   * Returns the value of one option.
   *
   * <pre>{@code Ruleset.parse("no-capture-draw=50").get(RuleOption.NO_CAPTURE_DRAW)   // 50}</pre>
   *
   * @param option the option
   * @param <V> the option's value type
   * @return its value in this ruleset
   */
  @SuppressWarnings("unchecked") // values[i] was set through RuleOption<V> number i
  public <V> V get(RuleOption<V> option) {
    return (V) values[option.index()];
  }

  /**
   * Returns the capture choice rule.
   *
   * <pre>{@code Ruleset.standard().captureChoice()   // FREE}</pre>
   *
   * @return the capture choice
   */
  public CaptureChoice captureChoice() {
    return get(RuleOption.CAPTURE);
  }

  /**
   * Returns whether chains must continue while they can.
   *
   * <pre>{@code Ruleset.standard().chainContinuation()   // OPTIONAL}</pre>
   *
   * @return the chain rule
   */
  public ChainContinuation chainContinuation() {
    return get(RuleOption.CHAIN);
  }

  /**
   * Returns whether chains are allowed during turn number 1.
   *
   * <pre>{@code Ruleset.standard().firstTurnChains()   // ALLOWED}</pre>
   *
   * @return the first-turn rule
   */
  public FirstTurnChains firstTurnChains() {
    return get(RuleOption.FIRST_TURN_CHAIN);
  }

  /**
   * Returns what happens to a side with stones but no legal turn.
   *
   * <pre>{@code Ruleset.standard().noMoveResult()   // LOSS}</pre>
   *
   * @return the no-move rule
   */
  public NoMoveResult noMoveResult() {
    return get(RuleOption.NO_MOVE);
  }

  /**
   * Returns after how many half-moves without a capture the game is drawn, or 0 for never.
   *
   * <pre>{@code Ruleset.parse("no-capture-draw=50").noCaptureDrawPlies() // 50}</pre>
   *
   * @return the limit in half-moves, 0 when off
   */
  public int noCaptureDrawPlies() {
    return get(RuleOption.NO_CAPTURE_DRAW);
  }

  /**
   * Returns how many times the same position (same side to move) must occur for a draw, or 0.
   *
   * <pre>{@code Ruleset.parse("repetition-draw=3").repetitionDrawCount() // 3}</pre>
   *
   * @return the count, 0 when off
   */
  public int repetitionDrawCount() {
    return get(RuleOption.REPETITION_DRAW);
  }

  /**
   * Returns whether captures may be omitted at the risk of a huff (French rules sheet).
   *
   * <pre>{@code Ruleset.parse("huffing=on").huffing()   // true}</pre>
   *
   * @return true under huffing
   */
  public boolean huffing() {
    return get(RuleOption.HUFFING);
  }

  /**
   * Returns the Vela beneficiary (the previous game's loser), if this is a Vela game.
   *
   * <pre>{@code Ruleset.parse("vela=black").velaBeneficiary()   // Optional[Black]}</pre>
   *
   * @return the beneficiary, or empty for a normal game
   */
  public Optional<Side> velaBeneficiary() {
    return get(RuleOption.VELA);
  }

  /**
   * Returns who loses when the Vela beneficiary cannot capture in the handicap phase.
   *
   * <pre>{@code Ruleset.standard().velaNoCapture()   // OTHER_LOSES}</pre>
   *
   * @return the Vela forfeit rule
   */
  public VelaNoCapture velaNoCapture() {
    return get(RuleOption.VELA_NO_CAPTURE);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Ruleset r)) {
      return false;
    }
    return Arrays.equals(values, r.values);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values);
  }

  /**
   * Returns {@code Ruleset[options]}, with the options of {@link #optionString()}.
   *
   * <pre>{@code Ruleset.standard().toString()   // "Ruleset[]"}</pre>
   */
  @Override
  public String toString() {
    return "Ruleset[" + optionString() + "]";
  }

  /**
   * Builds a {@link Ruleset}; starts from the standard rules. Not thread-safe: a builder belongs to
   * the thread that fills it; the ruleset it builds is an immutable value.
   *
   * <pre>{@code
   * Ruleset r = Ruleset.builder().chainContinuation(Ruleset.ChainContinuation.MANDATORY).build();
   * r.optionString();   // "chain=mandatory"
   * }</pre>
   *
   * @since 1.0.0
   */
  public static final class Builder {
    private final Object[] values = new Object[RuleOption.all().size()];

    private Builder() {
      for (RuleOption<?> o : RuleOption.all()) {
        values[o.index()] = o.defaultValue();
      }
    }

    /**
     * Sets the capture choice rule.
     *
     * <pre>
     * {@code Ruleset.builder().captureChoice(Ruleset.CaptureChoice.LARGER_GROUP).build().optionString() // "capture=larger"}
     * </pre>
     *
     * @param value the rule
     * @return this builder
     */
    Builder captureChoice(CaptureChoice value) {
      return set(RuleOption.CAPTURE, value);
    }

    /**
     * Sets the chain continuation rule.
     *
     * <pre>
     * {@code Ruleset.builder().chainContinuation(Ruleset.ChainContinuation.MANDATORY).build().optionString() // "chain=mandatory"}
     * </pre>
     *
     * @param value the rule
     * @return this builder
     */
    Builder chainContinuation(ChainContinuation value) {
      return set(RuleOption.CHAIN, value);
    }

    /**
     * Sets whether chains are allowed during turn number 1.
     *
     * <pre>
     * {@code Ruleset.builder().firstTurnChains(Ruleset.FirstTurnChains.FORBIDDEN).build().optionString() // "first-turn-chain=forbidden"}
     * </pre>
     *
     * @param value the rule
     * @return this builder
     */
    Builder firstTurnChains(FirstTurnChains value) {
      return set(RuleOption.FIRST_TURN_CHAIN, value);
    }

    /**
     * Sets what happens to a side with no legal turn.
     *
     * <pre>
     * {@code Ruleset.builder().noMoveResult(Ruleset.NoMoveResult.DRAW).build().optionString() // "no-move=draw"}
     * </pre>
     *
     * @param value the rule
     * @return this builder
     */
    public Builder noMoveResult(NoMoveResult value) {
      return set(RuleOption.NO_MOVE, value);
    }

    /**
     * Sets the no-capture draw: the game is drawn once this many half-moves in a row have taken
     * nothing.
     *
     * <pre>
     * {@code Ruleset.builder().noCaptureDrawPlies(50).build().optionString() // "no-capture-draw=50"}
     * </pre>
     *
     * @param plies the number of half-moves, or 0 for no such draw
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public Builder noCaptureDrawPlies(int plies) {
      return set(RuleOption.NO_CAPTURE_DRAW, plies);
    }

    /**
     * Sets the repetition draw: the game is drawn when the same position with the same side to move
     * occurs this many times.
     *
     * <pre>
     * {@code Ruleset.builder().repetitionDrawCount(3).build().optionString() // "repetition-draw=3"}
     * </pre>
     *
     * @param count at least 2, or 0 for no such draw
     * @return this builder
     * @throws IllegalArgumentException if 1 or negative
     */
    public Builder repetitionDrawCount(int count) {
      return set(RuleOption.REPETITION_DRAW, count);
    }

    /**
     * Sets huffing: captures become optional, and a stone that could have captured may be removed
     * by the opponent before its next turn.
     *
     * <pre>{@code Ruleset.builder().huffing(true).build().optionString() // "huffing=on"}</pre>
     *
     * @param value true for huffing, false for compulsory capture
     * @return this builder
     */
    Builder huffing(boolean value) {
      return set(RuleOption.HUFFING, value);
    }

    /**
     * Makes the game a Vela game with a beneficiary, or a normal game.
     *
     * <pre>
     * {@code Ruleset.builder().velaBeneficiary(Optional.of(Side.BLACK)).build().optionString() // "vela=black"}
     * </pre>
     *
     * @param beneficiary the previous game's loser, or empty for a normal game
     * @return this builder
     */
    public Builder velaBeneficiary(Optional<Side> beneficiary) {
      return set(RuleOption.VELA, beneficiary);
    }

    /**
     * Sets who loses when the Vela beneficiary cannot capture during the handicap phase.
     *
     * <pre>{@code
     * Ruleset.Builder b = Ruleset.builder().velaBeneficiary(Optional.of(Side.BLACK));
     * b.velaNoCapture(Ruleset.VelaNoCapture.BENEFICIARY_LOSES).build().optionString();   // "vela=black,vela-no-capture=beneficiary-loses"
     * }</pre>
     *
     * @param value the rule
     * @return this builder
     */
    Builder velaNoCapture(VelaNoCapture value) {
      return set(RuleOption.VELA_NO_CAPTURE, value);
    }

    /**
     * Sets one option.
     *
     * <pre>
     * {@code Ruleset.builder().set(RuleOption.REPETITION_DRAW, 3).build().optionString() // "repetition-draw=3"}
     * </pre>
     *
     * @param option the option
     * @param value its value
     * @param <V> the option's value type
     * @return this builder
     * @throws IllegalArgumentException if the option does not allow the value
     */
    public <V> Builder set(RuleOption<V> option, V value) {
      values[option.index()] = option.check(value);
      return this;
    }

    /**
     * Sets one option from its text form, as in {@link Ruleset#parse(String)}.
     *
     * <pre>
     * {@code Ruleset.builder().set("chain", "mandatory").build().optionString() // "chain=mandatory"}
     * </pre>
     *
     * @param key an option key such as {@code chain}
     * @param value its value such as {@code mandatory}
     * @return this builder
     * @throws IllegalArgumentException naming the valid keys or values
     */
    Builder set(String key, String value) {
      return RulesetText.set(this, key, value);
    }

    /**
     * Returns the ruleset.
     *
     * <pre>{@code Ruleset r = Ruleset.builder().build();   // the standard rules}</pre>
     *
     * @return a new immutable ruleset
     */
    public Ruleset build() {
      return new Ruleset(this);
    }
  }
}
