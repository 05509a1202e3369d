/**
 * The capture game of Fanorona (Fanoron-Sivy and its smaller boards) under every rule option.
 *
 * <p>The central values are {@link io.github.fanorona.core.Position} (an immutable board state),
 * {@link io.github.fanorona.core.Turn} (one player's whole turn: a paika step, a drop or a capture
 * chain), {@link io.github.fanorona.core.Ruleset} (the rule options), {@link
 * io.github.fanorona.core.Variant} (board, start position, rules engine and default ruleset) and
 * {@link io.github.fanorona.core.Game} (a start position, the turns played, and the outcome).
 *
 * <pre>{@code
 * Variant sivy = Variant.sivy();
 * List<Turn> first = Game.start(sivy).legalTurns();   // d2-e3A, d3-e3A, d3-e3W, e2-e3A, f2-e3A
 * long nodes = Perft.count(sivy, sivy.start(), 4, Perft.Options.defaults());   // 18026
 * }</pre>
 *
 * <p>A turn typed by a player is read by the game it is played in, and every error says what is
 * legal: a text that fits several turns names them, and one that fits none, or is no turn at all,
 * ends with {@code legal here: d2-e3A, d3-e3A, ...}.
 *
 * <pre>{@code
 * try {
 *   Game.start(Variant.sivy()).play("d3-e3");
 * } catch (AmbiguousTurnException e) {
 *   e.candidates();   // [d3-e3A, d3-e3W]
 * }
 * }</pre>
 *
 * <p>Its machinery (the generator, the perft counters, the keys, the turn lexer, the clicks) lies
 * package-private beside the types it serves, as Guava keeps its own: no other package reaches it.
 *
 * <p>Every type in this package is immutable and thread-safe unless its documentation says
 * otherwise; no method accepts or returns {@code null}.
 */
@NullMarked
package io.github.fanorona.core;

import org.jspecify.annotations.NullMarked;
