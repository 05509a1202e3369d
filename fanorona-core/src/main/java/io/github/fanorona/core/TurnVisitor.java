package io.github.fanorona.core;

/**
 * Receives legal turns one at a time from {@link RulesEngine#forEachTurn}.
 *
 * <pre>{@code
 * long[] captures = {0};
 * engine.forEachTurn(position, ruleset, view -> {
 *   if (view.kind() == Turn.Kind.CAPTURE) captures[0]++;
 *   return true;
 * });
 * }</pre>
 *
 * <p>Thread safety: A visitor is called on the generating thread only, one turn at a time; it need
 * not be thread-safe unless it is shared.
 *
 * @since 1.0.0
 */
@FunctionalInterface
public interface TurnVisitor {
  /**
   * Receives one legal turn.
   *
   * <pre>{@code view -> { System.out.println(view.toTurn()); return true; }}</pre>
   *
   * @param turn a view valid only during this call
   * @return true to receive more turns, false to stop the generation
   */
  boolean visit(TurnView turn);
}
