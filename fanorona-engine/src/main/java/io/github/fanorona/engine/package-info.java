/**
 * A reference opponent built only on the library's public API: an iterative-deepening
 * principal-variation search with a transposition table keyed by {@link
 * io.github.fanorona.core.Position#zobristKey()}, capture-first move ordering with killer and
 * history heuristics, a material-and-mobility evaluation, depth and time limits, and the draw rules
 * of the game's ruleset; players and engine matches for measuring strength.
 *
 * <pre>{@code
 * Engine engine = Engine.of(SearchLimits.depth(4));
 * SearchResult r = engine.search(Game.start(Variant.sivy()));
 * r.best();   // the turn to play
 * r.pv();     // the principal variation, the best turn first
 * }</pre>
 */
@NullMarked
package io.github.fanorona.engine;

import org.jspecify.annotations.NullMarked;
