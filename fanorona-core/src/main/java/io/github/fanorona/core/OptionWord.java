package io.github.fanorona.core;

/**
 * A value of a rule option that has a word in the option text, such as {@code larger} in {@code
 * capture=larger}. Every option enum of {@link Ruleset} implements it, so that {@link RuleOption}
 * reads and writes them all the same way.
 *
 * <pre>{@code
 * OptionWord w = Ruleset.CaptureChoice.LARGER_GROUP;
 * w.word();   // "larger"
 * }</pre>
 *
 * @since 1.0.0
 */
public interface OptionWord {
  /**
   * {@return the word that stands for this value in option text}
   *
   * <pre>{@code Ruleset.ChainContinuation.MANDATORY.word()   // "mandatory"}</pre>
   */
  String word();
}
