package io.github.fanorona.core;

/**
 * Receives legal turns one at a time from {@link RulesEngine#forEachTurn}.
 *
 * <pre>{@code
 * long[] captures = {0};
 * CaptureEngine.instance().forEachTurn(Variant.sivy().start(), Ruleset.standard(), view -> {
 *   if (view.kind() == Turn.Kind.CAPTURE) captures[0]++;
 *   return true;
 * });
 * long found = captures[0];   // 5
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
   * <pre>{@code
   * List<String> seen = new ArrayList<>();
   * Position start = Variant.sivy().start();
   * CaptureEngine.instance().forEachTurn(start, Ruleset.standard(), view -> seen.add("" + view.toTurn()));
   * seen.toString();   // "[d2-e3A, e2-e3A, f2-e3A, d3-e3A, d3-e3W]"
   * }</pre>
   *
   * @param turn a view valid only during this call
   * @return true to receive more turns, false to stop the generation
   */
  boolean visit(TurnView turn);
}
