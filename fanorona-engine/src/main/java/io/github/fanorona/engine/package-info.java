/**
 * A computer opponent built only on the library's public API: {@link
 * io.github.fanorona.engine.Engine} searches a game by iterative deepening (a principal-variation
 * search with a transposition table, capture-first move ordering, an evaluation of material,
 * mobility and threats, and the draw rules of the game's ruleset) within {@link
 * io.github.fanorona.engine.SearchLimits} of depth, time and threads, and returns a {@link
 * io.github.fanorona.engine.SearchResult}: the one door to a hint. An {@link
 * io.github.fanorona.engine.EndgameOracle} (the endgame tables of {@code fanorona-tables} implement
 * it) gives exact values of the positions it covers; the engine needs no tables.
 *
 * <p>The search behind the engine is package-private here, beside it, as Guava's implementation
 * classes are beside their concept: the fast search ({@code Search}) over its own bitboard tables
 * ({@code Board}) and turn lists ({@code TurnList}, tied to core's kernel by a test), its
 * evaluation ({@code Evaluator}) and shared table of scores ({@code ScoreTable}), and the search of
 * the rules the fast one does not cover ({@code GeneralSearch} with {@code GeneralChildren} and
 * {@code TranspositionTable}: huffing, Vela, the placement game).
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
