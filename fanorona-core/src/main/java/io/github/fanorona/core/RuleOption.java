package io.github.fanorona.core;

import com.google.common.base.Joiner;
import com.google.common.collect.ImmutableBiMap;
import com.google.common.collect.ImmutableList;
import java.util.Optional;

/**
 * One option of a {@link Ruleset}: its key in option text, its values (words, or a number), its
 * default and its validation. The constants of this class are the one declaration of the options:
 * {@link Ruleset}'s storage, {@link Ruleset#parse(String)}, {@link Ruleset#optionString()}, {@link
 * Ruleset#validOptions()} and the options table of <a
 * href="{@docRoot}/doc-files/RULES.html#4-rule-options">RULES.md §4</a> (checked by a test) all
 * follow {@link #all()}.
 *
 * <pre>{@code
 * RuleOption.CAPTURE.key();                    // "capture"
 * RuleOption.CAPTURE.values();                 // "free|larger"
 * RuleOption.CAPTURE.parse("larger");          // Ruleset.CaptureChoice.LARGER_GROUP
 * Ruleset.parse("capture=larger").get(RuleOption.CAPTURE);   // LARGER_GROUP
 * }</pre>
 *
 * @param <V> the type of the option's value
 * @since 1.0.0
 */
public final class RuleOption<V> {
  /** {@code capture=free|larger}: the capture choice when one step can approach and withdraw. */
  public static final RuleOption<Ruleset.CaptureChoice> CAPTURE =
      words(0, "capture", Ruleset.CaptureChoice.values());

  /** {@code chain=optional|mandatory}: whether a chain may stop while it could go on. */
  public static final RuleOption<Ruleset.ChainContinuation> CHAIN =
      words(1, "chain", Ruleset.ChainContinuation.values());

  /** {@code first-turn-chain=allowed|forbidden}: whether chains are allowed on turn number 1. */
  public static final RuleOption<Ruleset.FirstTurnChains> FIRST_TURN_CHAIN =
      words(2, "first-turn-chain", Ruleset.FirstTurnChains.values());

  /** {@code no-move=loss|draw}: the result for a side with stones but no legal turn. */
  public static final RuleOption<Ruleset.NoMoveResult> NO_MOVE =
      words(3, "no-move", Ruleset.NoMoveResult.values());

  /** {@code no-capture-draw=N}: drawn after N half-moves in a row without a capture; 0 is off. */
  public static final RuleOption<Integer> NO_CAPTURE_DRAW =
      number(4, "no-capture-draw", "half-moves", 1);

  /** {@code repetition-draw=N}: drawn when a position occurs N times (at least 2); 0 is off. */
  public static final RuleOption<Integer> REPETITION_DRAW =
      number(5, "repetition-draw", "occurrences", 2);

  /** {@code huffing=off|on}: captures become optional, at the risk of a huff. */
  public static final RuleOption<Boolean> HUFFING =
      new RuleOption<>(6, "huffing", ImmutableBiMap.of("off", false, "on", true), 0, "");

  /** {@code vela=off|white|black}: a Vela game with that beneficiary, or a normal game. */
  public static final RuleOption<Optional<Side>> VELA =
      new RuleOption<>(
          7,
          "vela",
          ImmutableBiMap.of(
              "off",
              Optional.empty(),
              "white",
              Optional.of(Side.WHITE),
              "black",
              Optional.of(Side.BLACK)),
          0,
          "");

  /** {@code vela-no-capture=other-loses|beneficiary-loses}: who loses when Vela's capture fails. */
  public static final RuleOption<Ruleset.VelaNoCapture> VELA_NO_CAPTURE =
      words(8, "vela-no-capture", Ruleset.VelaNoCapture.values());

  private static final ImmutableList<RuleOption<?>> ALL =
      ImmutableList.of(
          CAPTURE,
          CHAIN,
          FIRST_TURN_CHAIN,
          NO_MOVE,
          NO_CAPTURE_DRAW,
          REPETITION_DRAW,
          HUFFING,
          VELA,
          VELA_NO_CAPTURE);

  static {
    for (int i = 0; i < ALL.size(); i++) {
      if (ALL.get(i).index != i) {
        throw new AssertionError("rule option " + ALL.get(i) + " is declared out of order");
      }
    }
  }

  private final int index;
  private final String key;

  /** The values by their words, default first; empty for a number option. */
  private final ImmutableBiMap<String, V> words;

  /** For a number option, the smallest value other than 0 (off). */
  private final int least;

  /** For a number option, what it counts. */
  private final String unit;

  private RuleOption(
      int index, String key, ImmutableBiMap<String, V> words, int least, String unit) {
    this.index = index;
    this.key = key;
    this.words = words;
    this.least = least;
    this.unit = unit;
  }

  private static <E extends Enum<E> & OptionWord> RuleOption<E> words(
      int index, String key, E[] values) {
    ImmutableBiMap.Builder<String, E> b = ImmutableBiMap.builder();
    for (E e : values) {
      b.put(e.word(), e);
    }
    return new RuleOption<>(index, key, b.buildOrThrow(), 0, "");
  }

  private static RuleOption<Integer> number(int index, String key, String unit, int least) {
    return new RuleOption<>(index, key, ImmutableBiMap.of(), least, unit);
  }

  /**
   * {@return every option in declaration order, the order of {@link Ruleset#optionString()}}
   *
   * <pre>{@code RuleOption.all().get(0)   // capture}</pre>
   */
  public static ImmutableList<RuleOption<?>> all() {
    return ALL;
  }

  /**
   * Finds an option by its key, as written in option text (lower case).
   *
   * <pre>{@code RuleOption.byKey("chain")   // Optional[chain]}</pre>
   *
   * @param key a key such as {@code chain}
   * @return the option, or empty if no option has that key
   */
  public static Optional<RuleOption<?>> byKey(String key) {
    for (RuleOption<?> o : ALL) {
      if (o.key.equals(key)) {
        return Optional.of(o);
      }
    }
    return Optional.empty();
  }

  /**
   * {@return the key of the option in text}
   *
   * <pre>{@code RuleOption.NO_CAPTURE_DRAW.key()   // "no-capture-draw"}</pre>
   */
  public String key() {
    return key;
  }

  /**
   * Returns the value words, default first; empty for an option whose value is a number.
   *
   * <pre>{@code RuleOption.VELA.words()   // [off, white, black]}</pre>
   *
   * @return the words
   */
  public ImmutableList<String> words() {
    return words.keySet().asList();
  }

  /**
   * {@return whether the value is a number (0 for off) rather than one of {@link #words()}}
   *
   * <pre>{@code RuleOption.REPETITION_DRAW.isNumber()   // true}</pre>
   */
  public boolean isNumber() {
    return words.isEmpty();
  }

  /**
   * {@return the smallest value a number option takes when it is not 0 (off); 0 for a word option}
   *
   * <pre>{@code RuleOption.REPETITION_DRAW.least()   // 2}</pre>
   */
  int least() {
    return least;
  }

  /**
   * Describes the values for help texts and error messages: the words joined by {@code |}, or what
   * a number counts.
   *
   * <pre>{@code
   * RuleOption.CHAIN.values();             // "optional|mandatory"
   * RuleOption.NO_CAPTURE_DRAW.values();   // "N (half-moves, 0 = off)"
   * }</pre>
   *
   * @return the description of the values
   */
  public String values() {
    if (isNumber()) {
      return "N (" + unit + ", 0 = off" + (least > 1 ? ", else at least " + least : "") + ")";
    }
    return Joiner.on('|').join(words.keySet());
  }

  /**
   * Returns the value of the standard rules.
   *
   * <pre>{@code RuleOption.HUFFING.defaultValue()   // false}</pre>
   *
   * @return the default value
   */
  @SuppressWarnings("unchecked") // a number option's V is Integer
  public V defaultValue() {
    return isNumber() ? (V) Integer.valueOf(0) : words.values().iterator().next();
  }

  /**
   * Reads a value from its text: one of the {@link #words()} (lower case), or a number written in
   * the ASCII digits 0-9 without a sign.
   *
   * <pre>{@code RuleOption.NO_CAPTURE_DRAW.parse("50")   // 50}</pre>
   *
   * @param text the value's text
   * @return the value, checked as by {@link #check(Object)}
   * @throws IllegalArgumentException naming the option and its valid values
   */
  @SuppressWarnings("unchecked") // a number option's V is Integer
  public V parse(String text) {
    if (!isNumber()) {
      V v = words.get(text);
      if (v == null) {
        throw new IllegalArgumentException(
            "option "
                + key
                + " expects "
                + values()
                + ", found '"
                + FanoronaException.quote(text)
                + "'");
      }
      return v;
    }
    // Like position strings, and unlike Integer.parseInt: no other script's digits, no sign.
    boolean digits = !text.isEmpty() && text.chars().allMatch(c -> c >= '0' && c <= '9');
    long n = digits && text.length() <= 10 ? Long.parseLong(text) : -1;
    if (n < 0 || n > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "option "
              + key
              + " expects a whole number, found '"
              + FanoronaException.quote(text)
              + "'; write "
              + range()
              + " in the ASCII digits 0-9, without a sign");
    }
    return check((V) Integer.valueOf((int) n));
  }

  /**
   * Writes a value as {@link #parse(String)} reads it.
   *
   * <pre>{@code RuleOption.VELA.format(Optional.of(Side.BLACK))   // "black"}</pre>
   *
   * @param value a value of this option
   * @return its text
   */
  public String format(V value) {
    return isNumber() ? String.valueOf(value) : words.inverse().getOrDefault(value, "?");
  }

  /**
   * Checks that a value is allowed: a number option's value is 0 (off) or at least {@link
   * #least()}.
   *
   * <pre>{@code RuleOption.REPETITION_DRAW.check(3)   // 3}</pre>
   *
   * @param value the value
   * @return the value
   * @throws IllegalArgumentException if a number is out of range
   */
  public V check(V value) {
    if (isNumber()) {
      int n = (Integer) value;
      if (n != 0 && n < least) {
        throw new IllegalArgumentException(key + " must be " + range() + ", not " + n);
      }
    }
    return value;
  }

  private String range() {
    return least > 1
        ? "0 (off) or a number of " + unit + " of at least " + least
        : "0 (off) or a positive number of " + unit;
  }

  /** The position of this option in {@link #all()}, where a ruleset keeps its value. */
  int index() {
    return index;
  }

  /**
   * Returns the key.
   *
   * <pre>{@code RuleOption.CHAIN.toString()   // "chain"}</pre>
   */
  @Override
  public String toString() {
    return key;
  }
}
