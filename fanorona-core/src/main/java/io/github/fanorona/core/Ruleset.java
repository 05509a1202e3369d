package io.github.fanorona.core;

import java.util.Objects;
import java.util.Optional;

/**
 * The rule options of the capture game, as a value. The sources of the game disagree on several
 * points (see {@code fanorona-core/RULES.md}); each disagreement is an option here, and the
 * default of every option is the rule most sources agree on.
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
 * and {@link #optionString()} writes the options that differ from the default:
 *
 * <table>
 *   <caption>Options</caption>
 *   <tr><th>key</th><th>values (default first)</th></tr>
 *   <tr><td>{@code capture}</td><td>{@code free}, {@code larger}</td></tr>
 *   <tr><td>{@code chain}</td><td>{@code optional}, {@code mandatory}</td></tr>
 *   <tr><td>{@code first-turn-chain}</td><td>{@code allowed}, {@code forbidden}</td></tr>
 *   <tr><td>{@code no-move}</td><td>{@code loss}, {@code draw}</td></tr>
 *   <tr><td>{@code no-capture-draw}</td><td>{@code 0} (off) or a number of half-moves</td></tr>
 *   <tr><td>{@code repetition-draw}</td><td>{@code 0} (off) or how many times, at least 2</td></tr>
 *   <tr><td>{@code huffing}</td><td>{@code off}, {@code on}</td></tr>
 *   <tr><td>{@code vela}</td><td>{@code off}, {@code white}, {@code black} (the beneficiary)</td></tr>
 *   <tr><td>{@code vela-no-capture}</td><td>{@code other-loses}, {@code beneficiary-loses}</td></tr>
 * </table>
 */
public final class Ruleset {

  /** What a player may do when one step could capture both by approach and by withdrawal. */
  public enum CaptureChoice {
    /** The player chooses either capture (most sources). */
    FREE("free"),
    /** The larger group must be taken; on a tie the player chooses (French rules sheet). */
    LARGER_GROUP("larger");

    private final String word;

    CaptureChoice(String word) {
      this.word = word;
    }

    /**
     * Returns the option value used in text.
     *
     * <pre>{@code CaptureChoice.LARGER_GROUP.word()   // "larger"}</pre>
     *
     * @return the value word
     */
    public String word() {
      return word;
    }
  }

  /** Whether a capture chain may stop while another capture is possible. */
  public enum ChainContinuation {
    /** The player may stop after any capture (nearly all sources). */
    OPTIONAL("optional"),
    /** The chain goes on while any continuation exists. */
    MANDATORY("mandatory");

    private final String word;

    ChainContinuation(String word) {
      this.word = word;
    }

    /**
     * Returns the option value used in text.
     *
     * <pre>{@code ChainContinuation.MANDATORY.word()   // "mandatory"}</pre>
     *
     * @return the value word
     */
    public String word() {
      return word;
    }
  }

  /** Whether capture chains are allowed during turn number 1 (each player's first turn). */
  public enum FirstTurnChains {
    /** Chains are allowed from the first turn on (most sources). */
    ALLOWED("allowed"),
    /** During turn number 1 the first capture ends the turn, for White and for Black. */
    FORBIDDEN("forbidden");

    private final String word;

    FirstTurnChains(String word) {
      this.word = word;
    }

    /**
     * Returns the option value used in text.
     *
     * <pre>{@code FirstTurnChains.FORBIDDEN.word()   // "forbidden"}</pre>
     *
     * @return the value word
     */
    public String word() {
      return word;
    }
  }

  /** What happens to a side that has stones but no legal turn. */
  public enum NoMoveResult {
    /** It loses (most sources). */
    LOSS("loss"),
    /** The game is drawn. */
    DRAW("draw");

    private final String word;

    NoMoveResult(String word) {
      this.word = word;
    }

    /**
     * Returns the option value used in text.
     *
     * <pre>{@code NoMoveResult.DRAW.word()   // "draw"}</pre>
     *
     * @return the value word
     */
    public String word() {
      return word;
    }
  }

  /** What happens in Vela when the beneficiary has no capture during the handicap phase. */
  public enum VelaNoCapture {
    /** The other side forfeits: it failed to leave a capture (seed 003, OMerkel). */
    OTHER_LOSES("other-loses"),
    /** The beneficiary loses (Bell 1979). */
    BENEFICIARY_LOSES("beneficiary-loses");

    private final String word;

    VelaNoCapture(String word) {
      this.word = word;
    }

    /**
     * Returns the option value used in text.
     *
     * <pre>{@code VelaNoCapture.OTHER_LOSES.word()   // "other-loses"}</pre>
     *
     * @return the value word
     */
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

  private final CaptureChoice captureChoice;
  private final ChainContinuation chainContinuation;
  private final FirstTurnChains firstTurnChains;
  private final NoMoveResult noMoveResult;
  private final int noCaptureDrawPlies;
  private final int repetitionDrawCount;
  private final boolean huffing;
  private final Optional<Side> velaBeneficiary;
  private final VelaNoCapture velaNoCapture;

  private Ruleset(Builder b) {
    this.captureChoice = b.captureChoice;
    this.chainContinuation = b.chainContinuation;
    this.firstTurnChains = b.firstTurnChains;
    this.noMoveResult = b.noMoveResult;
    this.noCaptureDrawPlies = b.noCaptureDrawPlies;
    this.repetitionDrawCount = b.repetitionDrawCount;
    this.huffing = b.huffing;
    this.velaBeneficiary = b.velaBeneficiary;
    this.velaNoCapture = b.velaNoCapture;
  }

  /**
   * Returns the default rules: free capture choice, optional chains, chains allowed on the first
   * turn, compulsory capture, a side with no legal turn loses, no automatic draws.
   *
   * <pre>{@code Ruleset.standard().optionString()   // ""}</pre>
   *
   * @return the standard ruleset
   */
  public static Ruleset standard() {
    return STANDARD;
  }

  /**
   * Returns a builder starting from the standard rules.
   *
   * <pre>{@code Ruleset r = Ruleset.builder().noCaptureDrawPlies(50).build();}</pre>
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder starting from this ruleset's options.
   *
   * <pre>{@code Ruleset r = Ruleset.standard().toBuilder().huffing(true).build();}</pre>
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.captureChoice = captureChoice;
    b.chainContinuation = chainContinuation;
    b.firstTurnChains = firstTurnChains;
    b.noMoveResult = noMoveResult;
    b.noCaptureDrawPlies = noCaptureDrawPlies;
    b.repetitionDrawCount = repetitionDrawCount;
    b.huffing = huffing;
    b.velaBeneficiary = velaBeneficiary;
    b.velaNoCapture = velaNoCapture;
    return b;
  }

  /**
   * Parses a comma list of {@code key=value} options on top of the standard rules.
   *
   * <pre>{@code Ruleset.parse("chain=mandatory,no-capture-draw=50")}</pre>
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
   * <pre>{@code Ruleset.standard().with("capture=larger")}</pre>
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
   * <pre>{@code Ruleset.validOptions()   // "capture=free|larger, chain=optional|mandatory, ..."}</pre>
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
   * Returns the capture choice rule.
   *
   * <pre>{@code Ruleset.standard().captureChoice()   // FREE}</pre>
   *
   * @return the capture choice
   */
  public CaptureChoice captureChoice() {
    return captureChoice;
  }

  /**
   * Returns whether chains must continue while they can.
   *
   * <pre>{@code Ruleset.standard().chainContinuation()   // OPTIONAL}</pre>
   *
   * @return the chain rule
   */
  public ChainContinuation chainContinuation() {
    return chainContinuation;
  }

  /**
   * Returns whether chains are allowed during turn number 1.
   *
   * <pre>{@code Ruleset.standard().firstTurnChains()   // ALLOWED}</pre>
   *
   * @return the first-turn rule
   */
  public FirstTurnChains firstTurnChains() {
    return firstTurnChains;
  }

  /**
   * Returns what happens to a side with stones but no legal turn.
   *
   * <pre>{@code Ruleset.standard().noMoveResult()   // LOSS}</pre>
   *
   * @return the no-move rule
   */
  public NoMoveResult noMoveResult() {
    return noMoveResult;
  }

  /**
   * Returns after how many half-moves without a capture the game is drawn, or 0 for never.
   *
   * <pre>{@code Ruleset.parse("no-capture-draw=50").noCaptureDrawPlies() == 50}</pre>
   *
   * @return the limit in half-moves, 0 when off
   */
  public int noCaptureDrawPlies() {
    return noCaptureDrawPlies;
  }

  /**
   * Returns how many times the same position (same side to move) must occur for a draw, or 0.
   *
   * <pre>{@code Ruleset.parse("repetition-draw=3").repetitionDrawCount() == 3}</pre>
   *
   * @return the count, 0 when off
   */
  public int repetitionDrawCount() {
    return repetitionDrawCount;
  }

  /**
   * Returns whether captures may be omitted at the risk of a huff (French rules sheet).
   *
   * <pre>{@code Ruleset.parse("huffing=on").huffing()   // true}</pre>
   *
   * @return true under huffing
   */
  public boolean huffing() {
    return huffing;
  }

  /**
   * Returns the Vela beneficiary (the previous game's loser), if this is a Vela game.
   *
   * <pre>{@code Ruleset.parse("vela=black").velaBeneficiary()   // Optional[BLACK]}</pre>
   *
   * @return the beneficiary, or empty for a normal game
   */
  public Optional<Side> velaBeneficiary() {
    return velaBeneficiary;
  }

  /**
   * Returns who loses when the Vela beneficiary cannot capture in the handicap phase.
   *
   * <pre>{@code Ruleset.standard().velaNoCapture()   // OTHER_LOSES}</pre>
   *
   * @return the Vela forfeit rule
   */
  public VelaNoCapture velaNoCapture() {
    return velaNoCapture;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Ruleset r)) {
      return false;
    }
    return captureChoice == r.captureChoice
        && chainContinuation == r.chainContinuation
        && firstTurnChains == r.firstTurnChains
        && noMoveResult == r.noMoveResult
        && noCaptureDrawPlies == r.noCaptureDrawPlies
        && repetitionDrawCount == r.repetitionDrawCount
        && huffing == r.huffing
        && velaBeneficiary.equals(r.velaBeneficiary)
        && velaNoCapture == r.velaNoCapture;
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        captureChoice,
        chainContinuation,
        firstTurnChains,
        noMoveResult,
        noCaptureDrawPlies,
        repetitionDrawCount,
        huffing,
        velaBeneficiary,
        velaNoCapture);
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
   * Builds a {@link Ruleset}; starts from the standard rules.
   *
   * <pre>{@code Ruleset.builder().chainContinuation(Ruleset.ChainContinuation.MANDATORY).build()}</pre>
   */
  public static final class Builder {
    private CaptureChoice captureChoice = CaptureChoice.FREE;
    private ChainContinuation chainContinuation = ChainContinuation.OPTIONAL;
    private FirstTurnChains firstTurnChains = FirstTurnChains.ALLOWED;
    private NoMoveResult noMoveResult = NoMoveResult.LOSS;
    private int noCaptureDrawPlies;
    private int repetitionDrawCount;
    private boolean huffing;
    private Optional<Side> velaBeneficiary = Optional.empty();
    private VelaNoCapture velaNoCapture = VelaNoCapture.OTHER_LOSES;

    private Builder() {}

    /**
     * Sets the capture choice rule.
     *
     * <pre>{@code builder.captureChoice(Ruleset.CaptureChoice.LARGER_GROUP)}</pre>
     *
     * @param value the rule
     * @return this builder
     */
    public Builder captureChoice(CaptureChoice value) {
      this.captureChoice = value;
      return this;
    }

    /**
     * Sets the chain continuation rule.
     *
     * <pre>{@code builder.chainContinuation(Ruleset.ChainContinuation.MANDATORY)}</pre>
     *
     * @param value the rule
     * @return this builder
     */
    public Builder chainContinuation(ChainContinuation value) {
      this.chainContinuation = value;
      return this;
    }

    /**
     * Sets whether chains are allowed during turn number 1.
     *
     * <pre>{@code builder.firstTurnChains(Ruleset.FirstTurnChains.FORBIDDEN)}</pre>
     *
     * @param value the rule
     * @return this builder
     */
    public Builder firstTurnChains(FirstTurnChains value) {
      this.firstTurnChains = value;
      return this;
    }

    /**
     * Sets what happens to a side with no legal turn.
     *
     * <pre>{@code builder.noMoveResult(Ruleset.NoMoveResult.DRAW)}</pre>
     *
     * @param value the rule
     * @return this builder
     */
    public Builder noMoveResult(NoMoveResult value) {
      this.noMoveResult = value;
      return this;
    }

    /**
     * Sets the no-capture draw: the game is drawn once this many half-moves in a row have taken
     * nothing.
     *
     * <pre>{@code builder.noCaptureDrawPlies(50)}</pre>
     *
     * @param plies the number of half-moves, or 0 for no such draw
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public Builder noCaptureDrawPlies(int plies) {
      if (plies < 0) {
        throw new IllegalArgumentException(
            "no-capture-draw must be 0 (off) or a positive number of half-moves, not " + plies);
      }
      this.noCaptureDrawPlies = plies;
      return this;
    }

    /**
     * Sets the repetition draw: the game is drawn when the same position with the same side to
     * move occurs this many times.
     *
     * <pre>{@code builder.repetitionDrawCount(3)}</pre>
     *
     * @param count at least 2, or 0 for no such draw
     * @return this builder
     * @throws IllegalArgumentException if 1 or negative
     */
    public Builder repetitionDrawCount(int count) {
      if (count < 0 || count == 1) {
        throw new IllegalArgumentException(
            "repetition-draw must be 0 (off) or a count of at least 2, not " + count);
      }
      this.repetitionDrawCount = count;
      return this;
    }

    /**
     * Sets huffing: captures become optional, and a stone that could have captured may be
     * removed by the opponent before its next turn.
     *
     * <pre>{@code builder.huffing(true)}</pre>
     *
     * @param value true for huffing, false for compulsory capture
     * @return this builder
     */
    public Builder huffing(boolean value) {
      this.huffing = value;
      return this;
    }

    /**
     * Makes the game a Vela game with a beneficiary, or a normal game.
     *
     * <pre>{@code builder.velaBeneficiary(Optional.of(Side.BLACK))}</pre>
     *
     * @param beneficiary the previous game's loser, or empty for a normal game
     * @return this builder
     */
    public Builder velaBeneficiary(Optional<Side> beneficiary) {
      this.velaBeneficiary = beneficiary;
      return this;
    }

    /**
     * Sets who loses when the Vela beneficiary cannot capture during the handicap phase.
     *
     * <pre>{@code builder.velaNoCapture(Ruleset.VelaNoCapture.BENEFICIARY_LOSES)}</pre>
     *
     * @param value the rule
     * @return this builder
     */
    public Builder velaNoCapture(VelaNoCapture value) {
      this.velaNoCapture = value;
      return this;
    }

    /**
     * Sets one option from its text form, as in {@link Ruleset#parse(String)}.
     *
     * <pre>{@code builder.set("chain", "mandatory")}</pre>
     *
     * @param key an option key such as {@code chain}
     * @param value its value such as {@code mandatory}
     * @return this builder
     * @throws IllegalArgumentException naming the valid keys or values
     */
    public Builder set(String key, String value) {
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
